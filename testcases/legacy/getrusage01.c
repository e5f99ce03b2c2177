/*
 * getrusage(2) CPU times, without guessing the kernel's tick. How finely
 * ru_utime + ru_stime move depends on the kernel (one tick of CONFIG_HZ
 * where CPU time is sampled, microseconds where it is accounted exactly),
 * so the resolution is found at run time: the smallest step by which the
 * sum moves while burning CPU. Then, burning a known amount of CPU (as
 * CLOCK_PROCESS_CPUTIME_ID measures it) must move the sum by at least that
 * amount minus one step, and by at most the CPU time that elapsed around
 * the two getrusage() calls plus one step. RUSAGE_THREAD agrees for a
 * single-threaded process, and a bad "who" is EINVAL.
 *
 * Option: -b MSEC  CPU time to burn (default 100).
 */
#include <errno.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"
#include "proc_helpers.h"

char *TCID = "getrusage01";
int TST_TOTAL = 3;

static char *burn_opt;
static int burn_flag;
static long long burn_ms = 100;
static long long step_us;

static option_t options[] = {
	{ "b:", &burn_flag, &burn_opt },
	{ NULL, NULL, NULL },
};

static void setup(void);
static void cleanup(void);

static void help(void)
{
	printf("  -b MSEC  CPU time to burn per check (default 100)\n");
}

static long long ru_self_us(int who)
{
	struct rusage ru;

	SAFE_GETRUSAGE(cleanup, who, &ru);
	return prh_ru_cpu_us(&ru);
}

static void verify_burn(void)
{
	long long c_before, c_after, r0, r1, burnt_ns, moved;

	c_before = prh_cputime_ns(cleanup);
	r0 = ru_self_us(RUSAGE_SELF);
	burnt_ns = prh_burn_cpu_ns(cleanup, burn_ms * 1000000);
	r1 = ru_self_us(RUSAGE_SELF);
	c_after = prh_cputime_ns(cleanup);

	moved = r1 - r0;
	if (moved < burnt_ns / 1000 - step_us) {
		tst_resm(
			TFAIL,
			"burnt %lld us of CPU but ru_utime + ru_stime moved only %lld us (step %lld us)",
			burnt_ns / 1000, moved, step_us);
		return;
	}
	if (moved > (c_after - c_before) / 1000 + step_us) {
		tst_resm(
			TFAIL,
			"ru_utime + ru_stime moved %lld us, more than the %lld us of CPU used (step %lld us)",
			moved, (c_after - c_before) / 1000, step_us);
		return;
	}
	tst_resm(TPASS, "burnt %lld us, rusage moved %lld us (step %lld us)",
		 burnt_ns / 1000, moved, step_us);
}

static void verify_thread(void)
{
	long long self, thread, self2;

	self = ru_self_us(RUSAGE_SELF);
	thread = ru_self_us(RUSAGE_THREAD);
	self2 = ru_self_us(RUSAGE_SELF);

	/* Calls in between add a little CPU time; a step covers it. */
	if (thread < self - step_us || thread > self2 + step_us) {
		tst_resm(
			TFAIL,
			"RUSAGE_THREAD %lld us outside RUSAGE_SELF %lld..%lld us",
			thread, self, self2);
		return;
	}
	tst_resm(TPASS, "RUSAGE_THREAD matches RUSAGE_SELF (%lld us)", thread);
}

static void verify_einval(void)
{
	struct rusage ru;

	TEST(getrusage(-42, &ru));
	if (TEST_RETURN != -1 || TEST_ERRNO != EINVAL) {
		tst_resm(TFAIL | TTERRNO, "getrusage(-42) returned %ld",
			 TEST_RETURN);
		return;
	}
	tst_resm(TPASS | TTERRNO, "getrusage(-42)");
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, options, help);

	if (burn_flag) {
		burn_ms = atoll(burn_opt);
		if (burn_ms < 10 || burn_ms > 5000)
			tst_brkm(TBROK, NULL, "-b %s: give 10..5000 ms",
				 burn_opt);
	}

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_burn();
		verify_thread();
		verify_einval();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	struct timespec res;

	tst_sig(NOFORK, DEF_HANDLER, cleanup);

	TEST_PAUSE;

	if (clock_getres(CLOCK_PROCESS_CPUTIME_ID, &res) == -1)
		tst_brkm(TCONF | TERRNO, cleanup,
			 "CLOCK_PROCESS_CPUTIME_ID not supported");
	step_us = prh_rusage_step_us(cleanup);
	tst_resm(
		TINFO,
		"CPU clock resolution %ld ns, USER_HZ %ld, observed rusage step %lld us",
		res.tv_nsec, sysconf(_SC_CLK_TCK), step_us);

	if (step_us * 2 > burn_ms * 1000)
		tst_brkm(
			TCONF, cleanup,
			"rusage step %lld us too coarse to check a burn of %lld ms (use -b)",
			step_us, burn_ms);
}

static void cleanup(void)
{
}
