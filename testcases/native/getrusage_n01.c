// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * getrusage() CPU times, checked to the resolution the kernel really has.
 * How finely user and system time are split depends on the scheduler tick
 * (CONFIG_HZ) and on the accounting mode, so the test measures the tick at
 * run time (the resolution of CLOCK_MONOTONIC_COARSE, which advances once
 * per tick) instead of assuming one, and allows two ticks of error:
 *
 * - RUSAGE_CHILDREN grows by the CPU time a reaped child measured for
 *   itself (CLOCK_PROCESS_CPUTIME_ID), and most of a busy loop is user time;
 * - RUSAGE_SELF never goes backwards and keeps tv_usec below a second;
 * - RUSAGE_THREAD of a spinning thread is within RUSAGE_SELF;
 * - RUSAGE_CHILDREN's ru_maxrss covers memory a child touched;
 * - an unknown "who" is EINVAL.
 */
#include <errno.h>
#include <pthread.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include "tst_test.h"
#include "native_sys.h"

#define TOUCH_MB 16

static long long tick_ns;
static long long *child_cpu_ns;

static long long tv_ns(const struct timeval *tv)
{
	return tv->tv_sec * 1000000000LL + tv->tv_usec * 1000LL;
}

static long long cpu_ns(clockid_t clk)
{
	struct timespec ts;

	if (clock_gettime(clk, &ts))
		tst_brk(TBROK | TERRNO, "clock_gettime(%d)", clk);
	return ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

/* Burn ns of this thread's CPU time; give up after 20x that in wall time. */
static void burn(long long ns, clockid_t clk)
{
	long long start = cpu_ns(clk), wall = cpu_ns(CLOCK_MONOTONIC);
	volatile unsigned long x = 0;

	while (cpu_ns(clk) - start < ns) {
		for (int i = 0; i < 10000; i++)
			x += i;
		if (cpu_ns(CLOCK_MONOTONIC) - wall > 20 * ns)
			tst_brk(TBROK, "could not get %lld ms of CPU time",
				ns / 1000000);
	}
}

/* A reaped child's CPU time as RUSAGE_CHILDREN grew by it: *utime of
 * *got, and what the child measured itself. */
static long long child_burn(long long *utime, long long *got)
{
	struct rusage before, after;

	SAFE_GETRUSAGE(RUSAGE_CHILDREN, &before);
	if (!SAFE_FORK()) {
		burn(25 * tick_ns, CLOCK_PROCESS_CPUTIME_ID);
		*child_cpu_ns = cpu_ns(CLOCK_PROCESS_CPUTIME_ID);
		exit(0);
	}
	tst_reap_children();
	SAFE_GETRUSAGE(RUSAGE_CHILDREN, &after);

	*utime = tv_ns(&after.ru_utime) - tv_ns(&before.ru_utime);
	*got = *utime + tv_ns(&after.ru_stime) - tv_ns(&before.ru_stime);
	return *child_cpu_ns;
}

/*
 * The user/system split is sampled at ticks, and a tick that lands in an
 * interrupt or a stolen slice of a virtual machine counts as system time:
 * one busy loop can come out mostly system by chance. A kernel that
 * accounts a user-space loop as system time does so every time, so the
 * split is judged on the best of three children.
 */
static void check_children(void)
{
	long long got, utime, child;
	int tries;

	child = child_burn(&utime, &got);
	if (llabs(got - child) > 2 * tick_ns)
		tst_res(TFAIL,
			"children's CPU time grew by %lld us, the "
			"child used %lld us (tolerance %lld us)",
			got / 1000, child / 1000, 2 * tick_ns / 1000);
	else
		tst_res(TPASS,
			"children's CPU time grew by %lld us, the "
			"child used %lld us",
			got / 1000, child / 1000);

	for (tries = 1; utime < got / 2 && tries < 3; tries++) {
		tst_res(TINFO, "user time %lld us of %lld us: once more",
			utime / 1000, got / 1000);
		child_burn(&utime, &got);
	}
	if (utime < got / 2)
		tst_res(TFAIL,
			"a user-space loop got %lld us of user time "
			"out of %lld us, %d times",
			utime / 1000, got / 1000, tries);
	else
		tst_res(TPASS, "user time %lld us of %lld us", utime / 1000,
			got / 1000);
}

static void check_self_monotonic(void)
{
	struct rusage ru;
	long long prev = 0, now;
	int i;

	for (i = 0; i < 2000; i++) {
		SAFE_GETRUSAGE(RUSAGE_SELF, &ru);
		if (ru.ru_utime.tv_usec >= 1000000 ||
		    ru.ru_stime.tv_usec >= 1000000) {
			tst_res(TFAIL, "tv_usec out of range: %ld, %ld",
				(long)ru.ru_utime.tv_usec,
				(long)ru.ru_stime.tv_usec);
			return;
		}
		now = tv_ns(&ru.ru_utime) + tv_ns(&ru.ru_stime);
		if (now < prev) {
			tst_res(TFAIL, "RUSAGE_SELF went back by %lld us",
				(prev - now) / 1000);
			return;
		}
		prev = now;
	}
	tst_res(TPASS, "RUSAGE_SELF never went backwards in 2000 calls");
}

static void *spinner(void *arg)
{
	struct rusage *ru = arg;

	burn(5 * tick_ns, CLOCK_THREAD_CPUTIME_ID);
	SAFE_GETRUSAGE(RUSAGE_THREAD, &ru[0]);
	SAFE_GETRUSAGE(RUSAGE_SELF, &ru[1]);
	return NULL;
}

static void check_thread(void)
{
	struct rusage ru[2];
	pthread_t t;
	long long thread, self;

	SAFE_PTHREAD_CREATE(&t, NULL, spinner, ru);
	SAFE_PTHREAD_JOIN(t, NULL);
	thread = tv_ns(&ru[0].ru_utime) + tv_ns(&ru[0].ru_stime);
	self = tv_ns(&ru[1].ru_utime) + tv_ns(&ru[1].ru_stime);

	if (thread > self + 2 * tick_ns || thread < 3 * tick_ns)
		tst_res(TFAIL,
			"RUSAGE_THREAD %lld us, RUSAGE_SELF %lld us, "
			"thread burnt 5 ticks",
			thread / 1000, self / 1000);
	else
		tst_res(TPASS,
			"RUSAGE_THREAD %lld us within RUSAGE_SELF "
			"%lld us",
			thread / 1000, self / 1000);
}

static void check_maxrss(void)
{
	struct rusage ru;

	if (!SAFE_FORK()) {
		size_t len = TOUCH_MB << 20;
		char *p = SAFE_MMAP(NULL, len, PROT_READ | PROT_WRITE,
				    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

		memset(p, 1, len);
		exit(0);
	}
	tst_reap_children();
	SAFE_GETRUSAGE(RUSAGE_CHILDREN, &ru);
	if (ru.ru_maxrss < TOUCH_MB * 1024)
		tst_res(TFAIL,
			"children's ru_maxrss %ld KiB, a child touched "
			"%d MiB",
			ru.ru_maxrss, TOUCH_MB);
	else
		tst_res(TPASS, "children's ru_maxrss %ld KiB", ru.ru_maxrss);
}

static void run(void)
{
	struct rusage ru;

	check_children();
	check_self_monotonic();
	check_thread();
	check_maxrss();
	TST_EXP_FAIL(getrusage(42, &ru), EINVAL, "getrusage(42)");
}

static void setup(void)
{
	struct timespec res;

	if (clock_getres(CLOCK_MONOTONIC_COARSE, &res))
		tst_brk(TCONF | TERRNO, "no CLOCK_MONOTONIC_COARSE");
	tick_ns = res.tv_sec * 1000000000LL + res.tv_nsec;
	if (tick_ns < 100000 || tick_ns > 100000000)
		tst_brk(TCONF,
			"coarse clock resolution %lld ns does not look "
			"like a tick",
			tick_ns);
	tst_res(TINFO, "tick %lld us (HZ %lld), found at run time",
		tick_ns / 1000, 1000000000LL / tick_ns);

	child_cpu_ns =
		SAFE_MMAP(NULL, sizeof(*child_cpu_ns), PROT_READ | PROT_WRITE,
			  MAP_SHARED | MAP_ANONYMOUS, -1, 0);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.forks_child = 1,
};
