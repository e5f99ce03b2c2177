// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The harness of the timer tests (tst_timer_test.h): one case per sleep
 * time, the samples taken by the test's .sample and judged here.
 */
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <time.h>

#include "tst_test.h"
#include "tst_timer_test.h"

/* Sleep times and how many samples each: about 8 s of sleeping. */
static const struct timer_case {
	long long usec;
	unsigned int count;
} default_cases[] = {
	{ 1000, 500 }, { 2000, 500 },  { 5000, 300 },  { 10000, 100 },
	{ 25000, 50 }, { 100000, 10 }, { 1000000, 2 },
};

#define MAX_COUNT 10000
#define LATENCY_US 300

static struct tst_test harness;
static const struct tst_test *orig;
static char *str_usec, *str_count;
static struct timer_case one;
static long long *samples;
static unsigned int nsamples, max_samples;
/* A sample function returned non-zero: the cases left are skipped. */
static int stopped;

static struct tst_option timer_options[] = {
	{ "s:", &str_usec, "Sleep time in microseconds (one case of its own)" },
	{ "n:", &str_count, "Number of samples of that case (default 100)" },
	{},
};

void tst_timer_sample(void)
{
	if (samples && nsamples < max_samples)
		samples[nsamples++] = tst_timer_elapsed_us();
}

static int cmp_ll(const void *a, const void *b)
{
	long long x = *(const long long *)a, y = *(const long long *)b;

	return x < y ? -1 : x > y;
}

static long long threshold_us(long long usec)
{
	long long res_us = 1, slack_us = 0;
	struct timespec res;
	int slack_ns = prctl(PR_GET_TIMERSLACK, 0, 0, 0, 0);

	if (slack_ns > 0)
		slack_us = (slack_ns + 999) / 1000;
	if (!clock_getres(CLOCK_MONOTONIC, &res))
		res_us = (res.tv_sec * 1000000000LL + res.tv_nsec + 999) / 1000;
	return usec + slack_us + res_us + LATENCY_US + usec / 100;
}

static void judge(long long usec, unsigned int count)
{
	unsigned int i, kept = count - count / 4;
	long long sum = 0, mean, limit = threshold_us(usec);

	qsort(samples, count, sizeof(*samples), cmp_ll);
	for (i = 0; i < kept; i++)
		sum += samples[i];
	mean = sum / kept;
	tst_res(TINFO,
		"%s sleeping %lldus: min %lldus, median %lldus, max %lldus, "
		"mean of the shortest %u: %lldus, threshold %lldus",
		orig->scall, usec, samples[0], samples[count / 2],
		samples[count - 1], kept, mean, limit);

	if (samples[0] < usec)
		tst_res(TFAIL, "%s woke up early: %lldus of %lldus",
			orig->scall, samples[0], usec);
	else if (mean > limit)
		tst_res(TFAIL,
			"%s slept %lldus on average for %lldus, over %lldus",
			orig->scall, mean, usec, limit);
	else
		tst_res(TPASS,
			"%s slept %lldus on average for %lldus (%u samples)",
			orig->scall, mean, usec, count);
}

static void run_case(long long usec, unsigned int count)
{
	unsigned int i;

	if (stopped)
		return;
	nsamples = 0;
	max_samples = count;
	for (i = 0; i < count; i++) {
		if (orig->sample(CLOCK_MONOTONIC, usec)) {
			tst_res(TINFO,
				"%s: the sample function ended the test "
				"after %u samples of %lldus",
				orig->scall, i, usec);
			stopped = 1;
			return;
		}
	}
	if (nsamples != count)
		tst_brk(TBROK,
			"%s: %u samples of %u recorded (tst_timer_sample()"
			" not called?)",
			orig->scall, nsamples, count);
	judge(usec, count);
}

static void timer_case(unsigned int n)
{
	if (str_usec) {
		if (!n)
			run_case(one.usec, one.count);
		return;
	}
	run_case(default_cases[n].usec, default_cases[n].count);
}

static void timer_setup(void)
{
	long usec = 0;
	int count = 100;

	if (tst_parse_long(str_usec, &usec, 1, 10000000))
		tst_brk(TBROK, "-s: the sleep time '%s' is not 1..10000000 us",
			str_usec);
	if (tst_parse_int(str_count, &count, 1, MAX_COUNT))
		tst_brk(TBROK, "-n: the sample count '%s' is not 1..%d",
			str_count, MAX_COUNT);
	one.usec = usec;
	one.count = count;
	if (str_usec)
		tst_set_timeout(30 + 2 * (usec * count / 1000000 + 1));
	tst_timer_check(CLOCK_MONOTONIC);
	samples = SAFE_MALLOC(MAX_COUNT * sizeof(*samples));
	if (orig->setup)
		orig->setup();
}

static void timer_cleanup(void)
{
	if (orig->cleanup)
		orig->cleanup();
	free(samples);
	samples = NULL;
}

struct tst_test *tst_timer_test_setup(struct tst_test *self)
{
	orig = self;
	memcpy(&harness, self, sizeof(harness));
	harness.setup = timer_setup;
	harness.cleanup = timer_cleanup;
	harness.test = timer_case;
	harness.test_all = NULL;
	harness.tcnt = ARRAY_SIZE(default_cases);
	if (!self->options)
		harness.options = timer_options;
	return &harness;
}
