// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Supervision of a legacy test without a change to its source: before the
 * test's main() runs, a constructor makes newlib's shared page and forks.
 * The child goes on to main() as the test process; the parent stays behind
 * as the supervisor, which kills the test on timeout, reports a test killed
 * by a signal, reaps every child, removes the tmpdir and the page, and
 * exits with the test's status.
 *
 * The test process makes its tmpdirs in a run directory that the
 * supervisor made, keeps in its own memory and removes at the end, so no
 * path the test writes into the shared page decides what is removed.
 *
 * The test process itself is never signalled by this layer (tst_sig()
 * would report it as unexpected): everything here happens in the parent,
 * except a stop signal (SIGINT, SIGTERM, SIGHUP) sent to the supervisor,
 * which it passes on before its teardown.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "old_internal.h"
#include "tst_device.h"

/* The whole program's limit, before LTP_TIMEOUT_MUL. */
#define OLD_TIMEOUT_SEC 300

/* test.h refers to this, which keeps this object (and its constructor) in
 * every legacy program. */
const int tst_old_main_anchor = 1;

static void report_end(const struct tst_end *end)
{
	/* The line takes the number after the last numbered result. */
	int num = tst_core_next_number();

	if (end->how == TST_END_SIGNAL)
		old_res_fd(STDOUT_FILENO, OLD_FILE_, __LINE__, TBROK, num,
			   "Test killed by %s", tst_strsig(end->code));
	else if (end->how == TST_END_STOP)
		old_res_fd(STDOUT_FILENO, OLD_FILE_, __LINE__, TBROK, num,
			   "the supervisor got %s: the test was stopped",
			   tst_strsig(end->code));
	else
		old_res_fd(STDOUT_FILENO, OLD_FILE_, __LINE__, TBROK, num,
			   "Test timed out after %gs", end->limit);
}

static void remove_run_dir(void)
{
	const char *dir = tst_core_owned_dir();

	if (dir && tst_core_owned_dir_remove())
		fprintf(stderr, "%s: could not remove the tmpdir %s: %s\n",
			old_tcid(), dir, strerror(errno));
}

static TST_NORETURN void supervise(pid_t pid, double mul)
{
	struct tst_end end;
	int status;

	tst_core_supervise(pid, OLD_TIMEOUT_SEC * mul, &end);
	if (end.how == TST_END_EXIT) {
		status = end.code;
	} else {
		report_end(&end);
		status = (tst_core_seen() | TBROK) &
			 (TFAIL | TBROK | TWARN | TCONF);
	}
	/* A crashed or killed test may leave its loop device attached to a
	 * backing file in the tmpdir: detach it before the tmpdir goes. */
	tst_device_teardown();
	remove_run_dir();
	tst_core_exit_code(status);
}

/*
 * glibc passes main()'s arguments to constructors; they are not needed
 * here. A program exec()ed by a supervised test attaches to that test's
 * page instead, so its results and checkpoints count there.
 */
__attribute__((constructor)) static void old_start(void)
{
	double mul;
	pid_t pid;

	tst_core_set_api(&old_api_ops);

	if (getenv(TST_IPC_ENV)) {
		if (!tst_core_shm_attach())
			return;
		fprintf(stderr,
			"%s: cannot attach to %s=%s (%s), "
			"running on its own\n",
			old_tcid(), TST_IPC_ENV, getenv(TST_IPC_ENV),
			strerror(errno));
		unsetenv(TST_IPC_ENV);
	}

	mul = tst_core_timeout_mul();
	tst_core_supervisor_init();
	tst_core_shm_create(old_tcid());
	/* Without it (TMPDIR unusable), tst_tmpdir() reports why itself. */
	tst_core_rundir_create("tstrun_");
	fflush(NULL);
	pid = tst_core_fork_test();
	if (pid == 0) {
		old_set_test_process();
		return;
	}
	supervise(pid, mul);
}
