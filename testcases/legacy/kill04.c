/*
 * kill(2) with a negative pid signals every process of that group: two
 * children move into a new process group and wait for SIGUSR1 with a
 * handler installed; the parent sleeps to let them get there, sends the
 * signal to the group, and both must report that their handler ran. The
 * parent, outside that group, must not get it.
 */
#include <errno.h>
#include <signal.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"
#include "proc_helpers.h"

char *TCID = "kill04";
int TST_TOTAL = 3;

#define NCHILDREN 2

static volatile sig_atomic_t caught;

static void setup(void);
static void cleanup(void);

static void handler(int sig)
{
	(void)sig;
	caught++;
}

static void do_child(pid_t pgid)
{
	prh_sigaction(NULL, SIGUSR1, handler, 0);
	if (setpgid(0, pgid) == -1)
		tst_brkm(TBROK | TERRNO, NULL, "setpgid(0, %d) failed", pgid);
	while (!caught)
		pause();
	if (caught == 1)
		tst_resm(TPASS, "child %d caught the group's SIGUSR1",
			 getpid());
	else
		tst_resm(TFAIL, "child %d caught %d signals", getpid(),
			 (int)caught);
	tst_exit();
}

static void verify_group_kill(void)
{
	pid_t pids[NCHILDREN], pgid = 0;
	int i;

	caught = 0;
	for (i = 0; i < NCHILDREN; i++) {
		pids[i] = FORK_OR_VFORK();
		if (pids[i] == -1)
			tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
		if (pids[i] == 0)
			do_child(pgid);
		/* Set it here too, so that the group exists for the next. */
		if (setpgid(pids[i], pgid) == -1 && errno != EACCES)
			tst_brkm(TBROK | TERRNO, cleanup, "setpgid(%d, %d)",
				 pids[i], pgid);
		if (!pgid)
			pgid = pids[0];
	}

	/* Let both children install their handler and pause. */
	sleep(1);

	TEST(kill(-pgid, SIGUSR1));
	if (TEST_RETURN == -1) {
		tst_resm(TFAIL | TTERRNO, "kill(-%d, SIGUSR1) failed", pgid);
		for (i = 0; i < NCHILDREN; i++)
			kill(pids[i], SIGKILL);
	}
	for (i = 0; i < NCHILDREN; i++)
		tst_record_childstatus(cleanup, pids[i]);

	if (caught)
		tst_resm(TFAIL, "the parent, outside the group, got it too");
	else
		tst_resm(TPASS, "the parent was not signalled");
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_group_kill();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(FORK, DEF_HANDLER, cleanup);

	prh_sigaction(cleanup, SIGUSR1, handler, 0);

	TEST_PAUSE;
}

static void cleanup(void)
{
}
