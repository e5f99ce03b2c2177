// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A legacy test that exec()s a legacy helper (exec_child, next to it): the
 * helper attaches to the test's shared page instead of starting its own
 * supervisor, so its TFAIL counts in the test's exit status although the
 * helper exits 0, and it sees the test's tmpdir.
 */
#include <libgen.h>
#include <limits.h>
#include "test.h"

char *TCID = "exec_parent";
int TST_TOTAL = 1;

int main(int ac, char **av)
{
	char dir[PATH_MAX], path[PATH_MAX + 16];
	pid_t pid;

	(void)ac;
	if (!realpath(dirname(av[0]), dir))
		tst_brkm(TBROK | TERRNO, NULL, "realpath(%s) failed", av[0]);
	snprintf(path, sizeof(path), "%s/exec_child", dir);
	tst_tmpdir();
	pid = tst_fork();
	if (pid == 0) {
		execl(path, "exec_child", NULL);
		tst_brkm(TBROK | TERRNO, NULL, "exec %s failed", path);
	}
	tst_record_childstatus(NULL, pid);
	tst_resm(TPASS, "parent passes");
	tst_rmdir();
	tst_exit();
}
