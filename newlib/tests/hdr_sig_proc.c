// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * create_sig_proc(): its child signals the test process (a blocking call
 * is interrupted: EINTR), then exits 0 by itself; SIGTERM ends a long one.
 */
#include <errno.h>
#include <sys/wait.h>

#include "tst_test.h"
#include "tst_sig_proc.h"

static volatile sig_atomic_t got;

static void handler(int sig LTP_ATTRIBUTE_UNUSED)
{
	got++;
}

static void run(void)
{
	struct timespec long_sleep = { .tv_sec = 10 };
	int status;
	pid_t pid;

	SAFE_SIGNAL(SIGUSR1, handler);

	pid = create_sig_proc(SIGUSR1, 3, 20000);
	TST_EXP_FAIL(nanosleep(&long_sleep, NULL), EINTR);
	SAFE_WAITPID(pid, &status, 0);
	TST_EXP_EXPR(WIFEXITED(status) && !WEXITSTATUS(status) && got >= 1 &&
			     got <= 3,
		     "the child sent %d signal(s) and %s", (int)got,
		     tst_strstatus(status));

	pid = create_sig_proc(SIGUSR1, 1000000, 100000);
	SAFE_KILL(pid, SIGTERM);
	SAFE_WAITPID(pid, &status, 0);
	TST_EXP_EXPR(WIFSIGNALED(status) && WTERMSIG(status) == SIGTERM,
		     "a long one ends on SIGTERM: %s", tst_strstatus(status));
}

static struct tst_test test = {
	.test_all = run,
	.forks_child = 1,
};
