// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * timerfd: an absolute (TFD_TIMER_ABSTIME) expiry releases a reader blocked
 * in read() no earlier than the programmed time; a periodic timer counts
 * every expiry in one read (checked against the time that really passed,
 * not a guessed schedule); timerfd_gettime() of a disarmed timer is zero;
 * and the errors: EAGAIN for a non-blocking read of an unexpired timer,
 * EINVAL for a bad clock and a bad tv_nsec.
 */
#include <errno.h>
#include <stdint.h>
#include <sys/mman.h>
#include <sys/timerfd.h>
#include "tst_test.h"
#include "native_sys.h"

#define PERIOD_NS (10 * 1000000LL)

static int tfd = -1;
static struct timespec *target;

static void arm_abs(int fd, const struct timespec *when)
{
	struct itimerspec its = { .it_value = *when };

	if (timerfd_settime(fd, TFD_TIMER_ABSTIME, &its, NULL))
		tst_brk(TBROK | TERRNO, "timerfd_settime(TFD_TIMER_ABSTIME)");
}

/*
 * The child waits for checkpoint 0 (the timer is armed and the target
 * written), then blocks in read() until the timer fires.
 */
static void child_reader(void)
{
	struct timespec now;
	uint64_t exp = 0;

	TST_CHECKPOINT_WAIT(0);
	SAFE_READ(1, tfd, &exp, sizeof(exp));
	clock_gettime(CLOCK_MONOTONIC, &now);

	if (exp != 1)
		tst_res(TFAIL, "read %llu expirations, expected 1",
			(unsigned long long)exp);
	else if (ts_diff_ns(target, &now) < 0)
		tst_res(TFAIL, "absolute timer fired %lld ns early",
			-ts_diff_ns(target, &now));
	else
		tst_res(TPASS, "absolute timer fired %lld us after its time",
			ts_diff_ns(target, &now) / 1000);
	exit(0);
}

static void check_absolute(void)
{
	pid_t pid;

	tfd = timerfd_create(CLOCK_MONOTONIC, TFD_CLOEXEC);
	if (tfd == -1)
		tst_brk(TBROK | TERRNO, "timerfd_create(CLOCK_MONOTONIC)");

	pid = SAFE_FORK();
	if (!pid)
		child_reader();

	clock_gettime(CLOCK_MONOTONIC, target);
	ts_add_ns(target, 30 * 1000000LL);
	arm_abs(tfd, target);
	TST_CHECKPOINT_WAKE(0);
	tst_reap_children();
	SAFE_CLOSE(tfd);
}

static void check_periodic(void)
{
	struct itimerspec its = {
		.it_value = { .tv_nsec = PERIOD_NS },
		.it_interval = { .tv_nsec = PERIOD_NS },
	};
	struct timespec start, end, nap = { .tv_nsec = 55 * 1000000L };
	long long elapsed, max_exp;
	uint64_t exp = 0;

	tfd = timerfd_create(CLOCK_MONOTONIC, TFD_NONBLOCK);
	if (tfd == -1)
		tst_brk(TBROK | TERRNO, "timerfd_create(TFD_NONBLOCK)");

	clock_gettime(CLOCK_MONOTONIC, &start);
	if (timerfd_settime(tfd, 0, &its, NULL))
		tst_brk(TBROK | TERRNO, "timerfd_settime(periodic)");
	TST_EXP_FAIL(read(tfd, &exp, sizeof(exp)), EAGAIN,
		     "read before the first expiry");

	while (clock_nanosleep(CLOCK_MONOTONIC, 0, &nap, &nap) == EINTR)
		;
	SAFE_READ(1, tfd, &exp, sizeof(exp));
	clock_gettime(CLOCK_MONOTONIC, &end);

	/* Expiries can only be counted for time that has passed. */
	elapsed = ts_diff_ns(&start, &end);
	max_exp = elapsed / PERIOD_NS;
	if (exp >= 5 && (long long)exp <= max_exp)
		tst_res(TPASS, "%llu expirations in %lld ms",
			(unsigned long long)exp, elapsed / 1000000);
	else
		tst_res(TFAIL, "%llu expirations in %lld ms (expected 5..%lld)",
			(unsigned long long)exp, elapsed / 1000000, max_exp);

	its = (struct itimerspec){ 0 };
	timerfd_settime(tfd, 0, &its, NULL);
	its.it_interval.tv_sec = 99;
	TST_EXP_PASS(timerfd_gettime(tfd, &its));
	TST_EXP_EQ_LI(its.it_value.tv_sec + its.it_value.tv_nsec +
			      its.it_interval.tv_sec + its.it_interval.tv_nsec,
		      0);
	SAFE_CLOSE(tfd);
}

static void check_errors(void)
{
	struct itimerspec its = { .it_value = { .tv_nsec = 1000000000L } };
	struct timespec now;

	TST_EXP_FAIL(timerfd_create(-42, 0), EINVAL, "timerfd_create(-42)");
	TST_EXP_FAIL(timerfd_create(CLOCK_MONOTONIC, 0x1), EINVAL,
		     "timerfd_create() with flag 0x1");

	tfd = timerfd_create(CLOCK_REALTIME, 0);
	if (tfd == -1)
		tst_brk(TBROK | TERRNO, "timerfd_create(CLOCK_REALTIME)");
	TST_EXP_FAIL(timerfd_settime(tfd, 0, &its, NULL), EINVAL,
		     "timerfd_settime() with tv_nsec 1000000000");

	clock_gettime(CLOCK_REALTIME, &now);
	now.tv_sec += 60;
	its.it_value = now;
	TST_EXP_PASS(timerfd_settime(
			     tfd, TFD_TIMER_ABSTIME | TFD_TIMER_CANCEL_ON_SET,
			     &its, NULL),
		     "timerfd_settime(TFD_TIMER_ABSTIME | CANCEL_ON_SET)");
	SAFE_CLOSE(tfd);
}

static void run(void)
{
	check_absolute();
	check_periodic();
	check_errors();
}

static void setup(void)
{
	target = SAFE_MMAP(NULL, sizeof(*target), PROT_READ | PROT_WRITE,
			   MAP_SHARED | MAP_ANONYMOUS, -1, 0);
}

static void cleanup(void)
{
	if (tfd != -1)
		SAFE_CLOSE(tfd);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.forks_child = 1,
	.needs_checkpoints = 1,
	.tags =
		(const struct tst_tag[]){
			{ "linux-git", "1e38da300e1e" },
			{ "CVE", "2017-10661" },
			{},
		},
};
