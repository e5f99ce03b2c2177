// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Old checkpoints between a parent and its children, the children passing
 * a NULL cleanup.
 *
 *   (none)  parent waits for the child's wake, then wakes it back; a
 *           second child waits twice with WAKE2 and WAKE_AND_WAIT
 *   -n      TST_CHECKPOINT_INIT() without tst_tmpdir(): TBROK
 *   -d      TST_CHECKPOINT_INIT() twice: TBROK
 *   -t      a wait nobody wakes: TBROK after the timeout
 *   -w      a WAIT2 with a 100 ms timeout nobody wakes: TBROK soon
 *   -r      a child's tst_checkpoint_wait(0, 50) times out, then it tries
 *           again: the parent's wake must release the retried wait
 */
#include "test.h"

char *TCID = "checkpoint";
int TST_TOTAL = 1;

static int no_tmpdir, twice, timeout, retry, short_wait;
static option_t options[] = {
	{ "r", &retry, NULL },	    { "n", &no_tmpdir, NULL },
	{ "d", &twice, NULL },	    { "t", &timeout, NULL },
	{ "w", &short_wait, NULL }, { NULL, NULL, NULL },
};

static void cleanup(void)
{
	printf("cleanup run\n");
	tst_rmdir();
}

static void ping_pong(void)
{
	pid_t pid = tst_fork();

	if (pid == 0) {
		TST_SAFE_CHECKPOINT_WAKE(NULL, 0);
		TST_SAFE_CHECKPOINT_WAIT(NULL, 1);
		tst_resm(TPASS, "child was woken");
		exit(0);
	}
	TST_SAFE_CHECKPOINT_WAIT(cleanup, 0);
	tst_resm(TPASS, "parent was woken");
	TST_SAFE_CHECKPOINT_WAKE(cleanup, 1);
	tst_record_childstatus(cleanup, pid);
}

static void two_waiters(void)
{
	pid_t pids[2];
	int i;

	for (i = 0; i < 2; i++) {
		pids[i] = tst_fork();
		if (pids[i] == 0) {
			TST_SAFE_CHECKPOINT_WAIT(NULL, 2);
			TST_SAFE_CHECKPOINT_WAKE_AND_WAIT(NULL, 3 + i);
			exit(0);
		}
	}
	TST_SAFE_CHECKPOINT_WAKE2(cleanup, 2, 2);
	for (i = 0; i < 2; i++) {
		TST_SAFE_CHECKPOINT_WAIT(cleanup, 3 + i);
		TST_SAFE_CHECKPOINT_WAKE(cleanup, 3 + i);
	}
	for (i = 0; i < 2; i++)
		tst_record_childstatus(cleanup, pids[i]);
	tst_resm(TPASS, "WAKE2 and WAKE_AND_WAIT with two children");
}

static void retried_wait(void)
{
	pid_t pid = tst_fork();

	if (pid == 0) {
		if (!tst_checkpoint_wait(0, 50))
			tst_resm(TFAIL, "released with no wake");
		TST_SAFE_CHECKPOINT_WAKE(NULL, 1);
		if (tst_checkpoint_wait(0, 5000))
			tst_resm(TFAIL | TERRNO, "the retried wait was not "
						 "released");
		else
			tst_resm(TPASS, "the retried wait was released");
		exit(0);
	}
	TST_SAFE_CHECKPOINT_WAIT(cleanup, 1);
	TST_SAFE_CHECKPOINT_WAKE(cleanup, 0);
	tst_record_childstatus(cleanup, pid);
}

int main(int ac, char **av)
{
	tst_parse_opts(ac, av, options, NULL);

	if (!no_tmpdir)
		tst_tmpdir();
	TST_CHECKPOINT_INIT(cleanup);
	if (twice)
		TST_CHECKPOINT_INIT(cleanup);
	if (timeout)
		TST_SAFE_CHECKPOINT_WAIT(cleanup, 7);
	if (short_wait)
		TST_SAFE_CHECKPOINT_WAIT2(cleanup, 8, 100);
	if (retry) {
		retried_wait();
		cleanup();
		tst_exit();
	}

	ping_pong();
	two_waiters();
	cleanup();
	tst_exit();
}
