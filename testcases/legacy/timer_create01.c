/*
 * POSIX timers with SIGEV_SIGNAL: a one-shot timer armed for 50 ms
 * delivers its signal (waited for with sigtimedwait()) no earlier than
 * that, with si_code SI_TIMER, the timer's id and the sigev_value given;
 * timer_gettime() while armed shows no more than was set; a periodic
 * timer left blocked for a while reports the missed expirations through
 * timer_getoverrun(); timer_delete() makes the id invalid (EINVAL); an
 * unknown clock is EINVAL.
 */
#include <errno.h>
#include <signal.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"

static void cleanup(void);
#define CLEANUP cleanup
#include "linux_syscall_numbers.h"

char *TCID = "timer_create01";
int TST_TOTAL = 5;

#define TIMER_SIG SIGRTMIN
#define VALUE 0x5eed

static timer_t timerid;
static int timer_made;
static sigset_t sigs;

static void setup(void);

static void make_timer(clockid_t clk)
{
	struct sigevent sev;

	memset(&sev, 0, sizeof(sev));
	sev.sigev_notify = SIGEV_SIGNAL;
	sev.sigev_signo = TIMER_SIG;
	sev.sigev_value.sival_int = VALUE;
	if (timer_create(clk, &sev, &timerid) == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "timer_create() failed");
	timer_made = 1;
}

static void delete_timer(void)
{
	if (timer_made && timer_delete(timerid) == -1)
		tst_resm(TWARN | TERRNO, "timer_delete() failed");
	timer_made = 0;
}

static void arm(long long value_us, long long interval_us)
{
	struct itimerspec its = {
		.it_value = tst_us_to_timespec(value_us),
		.it_interval = tst_us_to_timespec(interval_us),
	};

	if (timer_settime(timerid, 0, &its, NULL) == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "timer_settime() failed");
}

static void verify_oneshot(void)
{
	struct timespec t0, t1, wait = { 2, 0 };
	struct itimerspec cur;
	siginfo_t info;
	long long us;

	make_timer(CLOCK_MONOTONIC);
	clock_gettime(CLOCK_MONOTONIC, &t0);
	arm(50000, 0);

	if (timer_gettime(timerid, &cur) == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "timer_gettime() failed");
	if (tst_timespec_to_us(cur.it_value) > 50000 ||
	    tst_timespec_to_us(cur.it_value) <= 0)
		tst_resm(TFAIL,
			 "armed for 50000 us, timer_gettime() says %lld us",
			 tst_timespec_to_us(cur.it_value));
	else
		tst_resm(TPASS, "timer_gettime(): %lld us left of 50000",
			 tst_timespec_to_us(cur.it_value));

	TEST(sigtimedwait(&sigs, &info, &wait));
	clock_gettime(CLOCK_MONOTONIC, &t1);
	us = tst_timespec_diff_us(t1, t0);
	delete_timer();

	if (TEST_RETURN != TIMER_SIG) {
		tst_resm(TFAIL | TTERRNO, "no timer signal within 2 s");
		return;
	}
	if (us < 50000) {
		tst_resm(TFAIL, "timer fired after %lld us of 50000", us);
		return;
	}
	if (info.si_code != SI_TIMER || info.si_value.sival_int != VALUE) {
		tst_resm(TFAIL, "si_code %d, si_value 0x%x", info.si_code,
			 info.si_value.sival_int);
		return;
	}
	tst_resm(TPASS, "SI_TIMER with our value after %lld us", us);
}

/*
 * The number of missed periods follows from the time the signal stayed
 * blocked, measured around it: at least the periods that surely elapsed
 * before sigtimedwait() minus the one the signal stands for (and one for
 * rounding), at most the periods that can have elapsed in all.
 */
static void verify_overrun(void)
{
	struct timespec wait = { 2, 0 }, t_arm, t_before, t_after;
	long long lo, hi;
	siginfo_t info;

	make_timer(CLOCK_MONOTONIC);
	clock_gettime(CLOCK_MONOTONIC, &t_arm);
	arm(10000, 10000);

	usleep(200000);
	clock_gettime(CLOCK_MONOTONIC, &t_before);
	TEST(sigtimedwait(&sigs, &info, &wait));
	clock_gettime(CLOCK_MONOTONIC, &t_after);
	if (TEST_RETURN != TIMER_SIG) {
		delete_timer();
		tst_resm(TFAIL | TTERRNO, "periodic timer sent no signal");
		return;
	}
	TEST(ltp_syscall(__NR_timer_getoverrun, info.si_timerid));
	delete_timer();

	lo = tst_timespec_diff_us(t_before, t_arm) / 10000 - 2;
	hi = tst_timespec_diff_us(t_after, t_arm) / 10000;
	if (TEST_RETURN < lo || TEST_RETURN > hi)
		tst_resm(TFAIL | TTERRNO, "overrun %ld, expected %lld..%lld",
			 TEST_RETURN, lo, hi);
	else
		tst_resm(
			TPASS,
			"timer_getoverrun() counted %ld missed expirations (%lld..%lld)",
			TEST_RETURN, lo, hi);
}

static void verify_errors(void)
{
	struct itimerspec its;
	struct sigevent sev;
	timer_t id;

	make_timer(CLOCK_REALTIME);
	id = timerid;
	delete_timer();

	TEST(timer_gettime(id, &its));
	if (TEST_RETURN != -1 || TEST_ERRNO != EINVAL)
		tst_resm(TFAIL | TTERRNO,
			 "timer_gettime() of a deleted timer returned %ld",
			 TEST_RETURN);
	else
		tst_resm(TPASS | TTERRNO, "deleted timer");

	memset(&sev, 0, sizeof(sev));
	sev.sigev_notify = SIGEV_SIGNAL;
	sev.sigev_signo = TIMER_SIG;
	TEST(timer_create((clockid_t)4242, &sev, &id));
	if (TEST_RETURN != -1 || TEST_ERRNO != EINVAL) {
		tst_resm(TFAIL | TTERRNO, "clock 4242 returned %ld",
			 TEST_RETURN);
		if (TEST_RETURN == 0)
			timer_delete(id);
	} else {
		tst_resm(TPASS | TTERRNO, "unknown clock");
	}
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_oneshot();
		verify_overrun();
		verify_errors();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(NOFORK, DEF_HANDLER, cleanup);

	sigemptyset(&sigs);
	sigaddset(&sigs, TIMER_SIG);
	if (sigprocmask(SIG_BLOCK, &sigs, NULL) == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "sigprocmask() failed");

	TEST_PAUSE;
}

static void cleanup(void)
{
	delete_timer();
}
