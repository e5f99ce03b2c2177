/*
 * clock_gettime(2) and clock_getres(2), through the raw system calls:
 * every clock in the table reads, has a resolution between 1 ns and 1 s,
 * and (for the clocks that cannot be set) never goes backwards over many
 * consecutive reads; CLOCK_MONOTONIC keeps up with a real 100 ms sleep; an
 * invalid clock id is EINVAL and a bad pointer EFAULT.
 */
#include <errno.h>
#include <time.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"

static void cleanup(void);
#define CLEANUP cleanup
#include "linux_syscall_numbers.h"

TCID_DEFINE(clock_gettime01);

#define READS 20000

static struct tcase {
	clockid_t clk;
	const char *name;
	int monotonic;
} tcases[] = {
	{ CLOCK_REALTIME, "CLOCK_REALTIME", 0 },
	{ CLOCK_MONOTONIC, "CLOCK_MONOTONIC", 1 },
	{ CLOCK_MONOTONIC_RAW, "CLOCK_MONOTONIC_RAW", 1 },
	{ CLOCK_BOOTTIME, "CLOCK_BOOTTIME", 1 },
	{ CLOCK_PROCESS_CPUTIME_ID, "CLOCK_PROCESS_CPUTIME_ID", 1 },
	{ CLOCK_THREAD_CPUTIME_ID, "CLOCK_THREAD_CPUTIME_ID", 1 },
};

int TST_TOTAL = sizeof(tcases) / sizeof(tcases[0]) + 2;

static void setup(void);

static long sys_gettime(clockid_t clk, struct timespec *ts)
{
	return ltp_syscall(__NR_clock_gettime, clk, ts);
}

static void verify_clock(struct tcase *tc)
{
	struct timespec res, prev, now;
	int i;

	TEST(ltp_syscall(__NR_clock_getres, tc->clk, &res));
	if (TEST_RETURN != 0) {
		tst_resm(TFAIL | TTERRNO, "clock_getres(%s) failed", tc->name);
		return;
	}
	if (res.tv_sec != 0 || res.tv_nsec < 1) {
		tst_resm(TFAIL, "%s: resolution %ld.%09ld s", tc->name,
			 (long)res.tv_sec, res.tv_nsec);
		return;
	}
	if (sys_gettime(tc->clk, &prev)) {
		tst_resm(TFAIL | TERRNO, "clock_gettime(%s) failed", tc->name);
		return;
	}
	for (i = 0; tc->monotonic && i < READS; i++) {
		sys_gettime(tc->clk, &now);
		if (tst_timespec_lt(now, prev)) {
			tst_resm(TFAIL, "%s went back %lld us at read %d",
				 tc->name, tst_timespec_diff_us(prev, now), i);
			return;
		}
		prev = now;
	}
	tst_resm(TPASS, "%s: resolution %ld ns%s", tc->name, res.tv_nsec,
		 tc->monotonic ? ", never went back" : "");
}

static void verify_sleep(void)
{
	struct timespec t0, t1;
	long long us;

	sys_gettime(CLOCK_MONOTONIC, &t0);
	usleep(100000);
	sys_gettime(CLOCK_MONOTONIC, &t1);
	us = tst_timespec_diff_us(t1, t0);
	if (us < 100000)
		tst_resm(TFAIL,
			 "CLOCK_MONOTONIC moved %lld us over a 100 ms sleep",
			 us);
	else
		tst_resm(TPASS,
			 "CLOCK_MONOTONIC moved %lld us over a 100 ms sleep",
			 us);
}

static void verify_errors(void)
{
	struct timespec ts;

	TEST(syscall(__NR_clock_gettime, (clockid_t)4242, &ts));
	if (TEST_RETURN != -1 || TEST_ERRNO != EINVAL) {
		tst_resm(TFAIL | TTERRNO, "clock 4242 returned %ld",
			 TEST_RETURN);
		return;
	}
	TEST(syscall(__NR_clock_gettime, CLOCK_MONOTONIC, (void *)8));
	if (TEST_RETURN != -1 || TEST_ERRNO != EFAULT) {
		tst_resm(TFAIL | TTERRNO, "bad pointer returned %ld",
			 TEST_RETURN);
		return;
	}
	tst_resm(TPASS, "invalid clock EINVAL, bad pointer EFAULT");
}

int main(int ac, char **av)
{
	int lc;
	unsigned int i;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		for (i = 0; i < sizeof(tcases) / sizeof(tcases[0]); i++)
			verify_clock(&tcases[i]);
		verify_sleep();
		verify_errors();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(NOFORK, DEF_HANDLER, cleanup);

	TEST_PAUSE;
}

static void cleanup(void)
{
}
