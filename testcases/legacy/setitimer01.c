/*
 * setitimer(2)/getitimer(2) with ITIMER_REAL: the old value comes back
 * from setitimer(), getitimer() shows a remaining time no larger than was
 * set, the timer delivers SIGALRM no earlier than its value and then
 * reloads from the interval (several SIGALRMs), a zero value disarms it,
 * and an unknown timer is EINVAL.
 */
#include <errno.h>
#include <signal.h>
#include <string.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

#include "test.h"
#include "usctest.h"
#include "safe_macros.h"

char *TCID = "setitimer01";
int TST_TOTAL = 4;

static volatile sig_atomic_t alarms;

static void setup(void);
static void cleanup(void);

static void alarm_handler(int sig)
{
	(void)sig;
	alarms++;
}

static void set_real(long long value_us, long long interval_us,
		     struct itimerval *old)
{
	struct itimerval it = {
		.it_value = tst_us_to_timeval(value_us),
		.it_interval = tst_us_to_timeval(interval_us),
	};

	if (setitimer(ITIMER_REAL, &it, old) == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "setitimer() failed");
}

static void verify_get(void)
{
	struct itimerval cur, old;

	set_real(3000000, 0, NULL);
	if (getitimer(ITIMER_REAL, &cur) == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "getitimer() failed");
	set_real(0, 0, &old);

	if (tst_timeval_to_us(cur.it_value) > 3000000 ||
	    tst_timeval_to_us(cur.it_value) < 2000000 ||
	    tst_timeval_to_us(old.it_value) > tst_timeval_to_us(cur.it_value)) {
		tst_resm(TFAIL, "set 3 s: getitimer %lld us, old value %lld us",
			 tst_timeval_to_us(cur.it_value),
			 tst_timeval_to_us(old.it_value));
		return;
	}
	tst_resm(TPASS, "getitimer() %lld us left, setitimer() old %lld us",
		 tst_timeval_to_us(cur.it_value),
		 tst_timeval_to_us(old.it_value));
}

static void verify_oneshot(void)
{
	struct timespec t0, t1;
	long long us;

	alarms = 0;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	set_real(100000, 0, NULL);
	while (!alarms)
		pause();
	clock_gettime(CLOCK_MONOTONIC, &t1);
	us = tst_timespec_diff_us(t1, t0);

	if (us < 100000)
		tst_resm(TFAIL, "SIGALRM after %lld us of 100000", us);
	else
		tst_resm(TPASS, "one-shot SIGALRM after %lld us", us);
}

static void verify_interval(void)
{
	struct itimerval cur;
	int seen;

	alarms = 0;
	set_real(20000, 20000, NULL);
	while (alarms < 3)
		pause();
	set_real(0, 0, NULL);
	seen = alarms;

	/* Disarmed: nothing more may come. */
	usleep(100000);
	if (getitimer(ITIMER_REAL, &cur) == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "getitimer() failed");
	if (alarms != seen || cur.it_value.tv_sec || cur.it_value.tv_usec) {
		tst_resm(TFAIL,
			 "after disarming: %d more SIGALRM, value %lld us",
			 (int)(alarms - seen), tst_timeval_to_us(cur.it_value));
		return;
	}
	tst_resm(TPASS, "interval reloaded %d times, zero value disarmed",
		 seen);
}

static void verify_einval(void)
{
	struct itimerval it;

	memset(&it, 0, sizeof(it));
	TEST(setitimer((__itimer_which_t)42, &it, NULL));
	if (TEST_RETURN != -1 || TEST_ERRNO != EINVAL)
		tst_resm(TFAIL | TTERRNO, "timer 42 returned %ld", TEST_RETURN);
	else
		tst_resm(TPASS | TTERRNO, "unknown timer");
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_get();
		verify_oneshot();
		verify_interval();
		verify_einval();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	struct sigaction sa;

	tst_sig(NOFORK, DEF_HANDLER, cleanup);

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = alarm_handler;
	sigemptyset(&sa.sa_mask);
	if (sigaction(SIGALRM, &sa, NULL) == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "sigaction() failed");

	TEST_PAUSE;
}

static void cleanup(void)
{
	struct itimerval off;

	memset(&off, 0, sizeof(off));
	setitimer(ITIMER_REAL, &off, NULL);
}
