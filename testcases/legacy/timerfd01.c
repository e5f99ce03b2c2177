/*
 * timerfd_create(2)/timerfd_settime(2)/timerfd_gettime(2): a relative
 * one-shot timer makes read() block until it expires and return an
 * expiration count of 1; a periodic one accumulates expirations between
 * reads; timerfd_gettime() shows the interval and a remaining time no
 * larger than the value; with TFD_NONBLOCK a read before expiry is
 * EAGAIN; a buffer smaller than 8 bytes is EINVAL, as are bad flags.
 */
#include <errno.h>
#include <stdint.h>
#include <sys/timerfd.h>
#include <time.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"

char *TCID = "timerfd01";
int TST_TOTAL = 5;

static int fd = -1;

static void setup(void);
static void cleanup(void);

static void arm(int tfd, long long value_us, long long interval_us)
{
	struct itimerspec its = {
		.it_value = tst_us_to_timespec(value_us),
		.it_interval = tst_us_to_timespec(interval_us),
	};

	if (timerfd_settime(tfd, 0, &its, NULL) == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "timerfd_settime() failed");
}

static void verify_oneshot(void)
{
	uint64_t count = 0;
	long long us;

	tst_timer_start(CLOCK_MONOTONIC);
	arm(fd, 50000, 0);
	SAFE_READ(cleanup, 1, fd, &count, sizeof(count));
	tst_timer_stop();
	us = tst_timer_elapsed_us();

	if (count != 1 || us < 50000)
		tst_resm(TFAIL, "read() gave %llu after %lld us of 50000",
			 (unsigned long long)count, us);
	else
		tst_resm(TPASS, "read() blocked %lld us, one expiration", us);
}

static void verify_periodic(void)
{
	struct timespec t0, t1;
	struct itimerspec cur;
	uint64_t count = 0;
	long long us;

	clock_gettime(CLOCK_MONOTONIC, &t0);
	arm(fd, 10000, 10000);
	if (timerfd_gettime(fd, &cur) == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "timerfd_gettime() failed");
	usleep(100000);
	SAFE_READ(cleanup, 1, fd, &count, sizeof(count));
	clock_gettime(CLOCK_MONOTONIC, &t1);
	arm(fd, 0, 0);
	us = tst_timespec_diff_us(t1, t0);

	if (tst_timespec_to_us(cur.it_interval) != 10000 ||
	    tst_timespec_to_us(cur.it_value) > 10000)
		tst_resm(TFAIL, "timerfd_gettime(): value %lld interval %lld",
			 tst_timespec_to_us(cur.it_value),
			 tst_timespec_to_us(cur.it_interval));
	else
		tst_resm(TPASS, "timerfd_gettime() shows value and interval");

	/* At least the periods of the sleep, at most those of all of it. */
	if ((long long)count < 10 || (long long)count > us / 10000)
		tst_resm(TFAIL, "%llu expirations in %lld us of a 10 ms timer",
			 (unsigned long long)count, us);
	else
		tst_resm(TPASS, "%llu expirations in %lld us",
			 (unsigned long long)count, us);
}

static void verify_nonblock(void)
{
	uint64_t count;
	int nfd;

	nfd = timerfd_create(CLOCK_MONOTONIC, TFD_NONBLOCK | TFD_CLOEXEC);
	if (nfd == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "timerfd_create() failed");
	arm(nfd, 5000000, 0);
	TEST(read(nfd, &count, sizeof(count)));
	close(nfd);
	if (TEST_RETURN != -1 || TEST_ERRNO != EAGAIN)
		tst_resm(TFAIL | TTERRNO, "read() before expiry returned %ld",
			 TEST_RETURN);
	else
		tst_resm(TPASS | TTERRNO, "TFD_NONBLOCK read before expiry");
}

static void verify_einval(void)
{
	uint32_t small;

	arm(fd, 1000, 0);
	usleep(5000);
	TEST(read(fd, &small, sizeof(small)));
	if (TEST_RETURN != -1 || TEST_ERRNO != EINVAL) {
		tst_resm(TFAIL | TTERRNO, "4-byte read returned %ld",
			 TEST_RETURN);
		return;
	}
	TEST(timerfd_create(CLOCK_MONOTONIC, 0x4242));
	if (TEST_RETURN != -1 || TEST_ERRNO != EINVAL) {
		tst_resm(TFAIL | TTERRNO, "bad flags returned %ld",
			 TEST_RETURN);
		if (TEST_RETURN >= 0)
			close(TEST_RETURN);
		return;
	}
	tst_resm(TPASS, "short buffer and bad flags give EINVAL");
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_oneshot();
		verify_periodic();
		verify_nonblock();
		verify_einval();
		/* Drain the expiration verify_einval() left unread. */
		arm(fd, 0, 0);
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(NOFORK, DEF_HANDLER, cleanup);

	tst_timer_check(CLOCK_MONOTONIC);

	if (tst_kvercmp(2, 6, 25) < 0)
		tst_brkm(TCONF, NULL, "timerfd needs 2.6.25 or newer");

	TEST_PAUSE;

	fd = timerfd_create(CLOCK_MONOTONIC, 0);
	if (fd == -1) {
		if (errno == ENOSYS)
			tst_brkm(TCONF, cleanup, "timerfd_create() missing");
		tst_brkm(TBROK | TERRNO, cleanup, "timerfd_create() failed");
	}
}

static void cleanup(void)
{
	if (fd != -1)
		close(fd);
}
