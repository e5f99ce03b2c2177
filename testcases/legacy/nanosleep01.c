/*
 * nanosleep(2): it sleeps at least the requested time (measured on
 * CLOCK_MONOTONIC); a tv_nsec outside 0..999999999 or a negative tv_sec is
 * EINVAL; a sleep interrupted by a handled signal returns -1 with EINTR
 * and the unslept time in rem (more than 0, less than what was asked, and
 * consistent with the time actually slept). The parent sleeps so that the
 * child is inside nanosleep() when the signal comes.
 *
 * Option: -t USEC  the short sleep to check (default 100000).
 */
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <time.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"
#include "proc_helpers.h"

char *TCID = "nanosleep01";
int TST_TOTAL = 3;

#define LONG_SLEEP_S 5

static char *t_opt;
static int t_flag;
static long long sleep_us = 100000;

static option_t options[] = {
	{ "t:", &t_flag, &t_opt },
	{ NULL, NULL, NULL },
};

static int pipefd[2] = { -1, -1 };

struct child_report {
	int ret;
	int err;
	struct timespec rem;
	long long slept_us;
};

static void setup(void);
static void cleanup(void);

static void help(void)
{
	printf("  -t USEC  length of the plain sleep (default 100000)\n");
}

static void handler(int sig)
{
	(void)sig;
}

static void verify_duration(void)
{
	struct timespec req = tst_us_to_timespec(sleep_us), t0, t1;
	long long us;

	clock_gettime(CLOCK_MONOTONIC, &t0);
	TEST(nanosleep(&req, NULL));
	clock_gettime(CLOCK_MONOTONIC, &t1);
	us = tst_timespec_diff_us(t1, t0);

	if (TEST_RETURN != 0)
		tst_resm(TFAIL | TTERRNO, "nanosleep(%lld us) failed",
			 sleep_us);
	else if (us < sleep_us)
		tst_resm(TFAIL, "nanosleep(%lld us) slept only %lld us",
			 sleep_us, us);
	else
		tst_resm(TPASS, "nanosleep(%lld us) slept %lld us", sleep_us,
			 us);
}

static void verify_einval(void)
{
	static const struct timespec bad[] = {
		{ 0, 1000000000 },
		{ 0, -1 },
		{ -1, 0 },
	};
	unsigned int i;

	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		TEST(nanosleep(&bad[i], NULL));
		if (TEST_RETURN != -1 || TEST_ERRNO != EINVAL) {
			tst_resm(TFAIL | TTERRNO, "{%ld, %ld} returned %ld",
				 (long)bad[i].tv_sec, bad[i].tv_nsec,
				 TEST_RETURN);
			return;
		}
	}
	tst_resm(TPASS, "bad tv_nsec and negative tv_sec give EINVAL");
}

static void do_child(void)
{
	struct timespec req = { LONG_SLEEP_S, 0 }, t0, t1;
	struct child_report rep;

	prh_sigaction(NULL, SIGUSR1, handler, 0);

	clock_gettime(CLOCK_MONOTONIC, &t0);
	rep.ret = nanosleep(&req, &rep.rem);
	rep.err = errno;
	clock_gettime(CLOCK_MONOTONIC, &t1);
	rep.slept_us = tst_timespec_diff_us(t1, t0);

	SAFE_WRITE(NULL, 1, pipefd[1], &rep, sizeof(rep));
	exit(0);
}

static void verify_eintr(void)
{
	struct child_report rep;
	long long rem_us;
	pid_t pid;

	pid = FORK_OR_VFORK();
	if (pid == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (pid == 0)
		do_child();

	/* Let the child get into nanosleep(). */
	sleep(1);

	SAFE_KILL(cleanup, pid, SIGUSR1);
	SAFE_READ(cleanup, 1, pipefd[0], &rep, sizeof(rep));
	SAFE_WAITPID(cleanup, pid, NULL, 0);

	rem_us = tst_timespec_to_us(rep.rem);
	if (rep.ret != -1 || rep.err != EINTR) {
		tst_resm(TFAIL, "interrupted nanosleep() returned %d (%s)",
			 rep.ret, tst_strerrno(rep.err));
		return;
	}
	if (rem_us <= 0 || rem_us >= LONG_SLEEP_S * 1000000LL) {
		tst_resm(TFAIL, "rem %lld us for a %d s sleep", rem_us,
			 LONG_SLEEP_S);
		return;
	}
	/* rem plus the time slept is the request, give or take the
	 * wake-up latency (up to 500 ms on a loaded machine). */
	if (llabs(rem_us + rep.slept_us - LONG_SLEEP_S * 1000000LL) > 500000) {
		tst_resm(TFAIL,
			 "slept %lld us, rem %lld us: does not add up to %d s",
			 rep.slept_us, rem_us, LONG_SLEEP_S);
		return;
	}
	tst_resm(TPASS, "EINTR after %lld us with %lld us remaining",
		 rep.slept_us, rem_us);
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, options, help);

	if (t_flag) {
		sleep_us = atoll(t_opt);
		if (sleep_us < 1 || sleep_us > 2000000)
			tst_brkm(TBROK, NULL, "-t %s: give 1..2000000 us",
				 t_opt);
	}

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_duration();
		verify_einval();
		verify_eintr();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(FORK, DEF_HANDLER, cleanup);

	TEST_PAUSE;

	SAFE_PIPE(cleanup, pipefd);
}

static void cleanup(void)
{
	if (pipefd[0] != -1)
		close(pipefd[0]);
	if (pipefd[1] != -1)
		close(pipefd[1]);
}
