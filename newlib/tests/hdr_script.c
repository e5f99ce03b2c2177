// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * .runs_script: tst_run_script() starts hdr_script.sh (as $PATH finds it)
 * with parameters, and the test waits for it. .child_needs_reinit: a child
 * exec()s a C helper that joins the test's results with tst_reinit().
 * .timeout = TST_UNLIMITED_TIMEOUT: the run has no limit, so the script's
 * sleep outlasts a tiny LTP_TIMEOUT_MUL.
 */
#include <sys/wait.h>
#include "tst_test.h"

static void run_script(void)
{
	char *const params[] = { "one", "two", NULL };
	char out[32] = "";
	int status;
	pid_t pid = tst_run_script("hdr_script.sh", params);

	SAFE_WAITPID(pid, &status, 0);
	TST_EXP_EXPR(WIFEXITED(status) && !WEXITSTATUS(status), "the script %s",
		     tst_strstatus(status));
	SAFE_FILE_SCANF("script.out", "%31s", out);
	TST_EXP_EQ_STR(out, "2:one:two");
}

static void run_helper(void)
{
	if (!SAFE_FORK()) {
		execlp("lib_reinit_child", "lib_reinit_child", NULL);
		tst_brk(TBROK | TERRNO, "exec lib_reinit_child");
	}
	TST_CHECKPOINT_WAIT(0);
	tst_reap_children();
}

static void run(void)
{
	run_script();
	run_helper();
}

static struct tst_test test = {
	.test_all = run,
	.needs_tmpdir = 1,
	.runs_script = 1,
	.child_needs_reinit = 1,
	.needs_checkpoints = 1,
	.timeout = TST_UNLIMITED_TIMEOUT,
};
