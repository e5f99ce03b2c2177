// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The last names of the list that can be run anywhere: tst_clone() is
 * fork() with the kernel's arguments (0 in the child, the child's pid in
 * the parent, its exit signal SIGCHLD here), SAFE_EXECL() runs a program
 * in a child, get_used_sysvipc() counts the objects of a /proc/sysvipc
 * file, tst_flush() writes out what stdio holds.
 */
#include <signal.h>
#include <stdlib.h>
#include <sys/wait.h>
#include "tst_test.h"
#include "tst_clone.h"
#include "libnewipc.h"

static void run(void)
{
	const struct tst_clone_args args = { .exit_signal = SIGCHLD };
	int status;
	pid_t pid;

	pid = tst_clone(&args);
	if (pid < 0)
		tst_brk(TBROK | TERRNO, "tst_clone()");
	if (!pid)
		exit(7);
	SAFE_WAITPID(pid, &status, 0);
	TST_EXP_EXPR(WIFEXITED(status) && WEXITSTATUS(status) == 7,
		     "the tst_clone() child exited with 7 (%s)",
		     tst_strstatus(status));

	pid = SAFE_FORK();
	if (!pid)
		SAFE_EXECL("/bin/sh", "sh", "-c", "exit 4", NULL);
	SAFE_WAITPID(pid, &status, 0);
	TST_EXP_EXPR(WIFEXITED(status) && WEXITSTATUS(status) == 4,
		     "SAFE_EXECL() ran sh (%s)", tst_strstatus(status));

	TST_EXP_EXPR(
		get_used_sysvipc(__FILE__, __LINE__, "/proc/sysvipc/msg") >= 0,
		"get_used_sysvipc() counts the queues");
	printf("held by stdio\n");
	tst_flush();
	tst_res(TPASS, "tst_flush() returned");
}

static struct tst_test test = {
	.test_all = run,
	.forks_child = 1,
};
