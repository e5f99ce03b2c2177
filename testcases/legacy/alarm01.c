/*
 * alarm(2): the return value is the time left of the previous alarm (0
 * when none), alarm(0) cancels a pending alarm without a signal, a child
 * does not inherit its parent's alarm, and an alarm that expires
 * interrupts pause() with SIGALRM.
 */
#include <errno.h>
#include <signal.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"

char *TCID = "alarm01";
int TST_TOTAL = 4;

static volatile sig_atomic_t alarms;

static void setup(void);
static void cleanup(void);

static void alarm_handler(int sig)
{
	(void)sig;
	alarms++;
}

static void verify_return(void)
{
	unsigned int left;

	alarm(0);
	TEST(alarm(100));
	if (TEST_RETURN != 0) {
		tst_resm(TFAIL, "first alarm(100) returned %ld", TEST_RETURN);
		alarm(0);
		return;
	}
	left = alarm(50);
	if (left < 99 || left > 100) {
		tst_resm(TFAIL, "alarm(50) returned %u, expected 99..100",
			 left);
		alarm(0);
		return;
	}
	tst_resm(TPASS, "alarm() returned the previous alarm's %u s", left);
}

static void verify_cancel(void)
{
	unsigned int left;

	alarms = 0;
	alarm(1);
	left = alarm(0);
	/* Longer than the cancelled alarm: a SIGALRM would cut it short. */
	sleep(1);
	usleep(200000);
	if (left != 1 || alarms) {
		tst_resm(TFAIL, "alarm(0) returned %u, %d SIGALRM seen", left,
			 (int)alarms);
		return;
	}
	tst_resm(TPASS, "alarm(0) cancelled the alarm");
}

static void verify_fork(void)
{
	pid_t pid;
	int status;

	alarm(100);
	pid = FORK_OR_VFORK();
	if (pid == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (pid == 0)
		_exit(alarm(0) == 0 ? 0 : 1);
	SAFE_WAITPID(cleanup, pid, &status, 0);
	alarm(0);
	if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
		tst_resm(TFAIL, "the child inherited the parent's alarm");
		return;
	}
	tst_resm(TPASS, "a child starts without its parent's alarm");
}

static void verify_expire(void)
{
	alarms = 0;
	alarm(1);
	TEST(pause());
	if (TEST_RETURN != -1 || TEST_ERRNO != EINTR || alarms != 1) {
		tst_resm(TFAIL | TTERRNO, "pause() returned %ld, %d SIGALRM",
			 TEST_RETURN, (int)alarms);
		return;
	}
	tst_resm(TPASS, "expired alarm delivered SIGALRM into pause()");
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_return();
		verify_cancel();
		verify_fork();
		verify_expire();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(FORK, DEF_HANDLER, cleanup);

	if (signal(SIGALRM, alarm_handler) == SIG_ERR)
		tst_brkm(TBROK | TERRNO, cleanup, "signal(SIGALRM) failed");

	TEST_PAUSE;
}

static void cleanup(void)
{
	alarm(0);
}
