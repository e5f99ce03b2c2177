// SPDX-License-Identifier: GPL-2.0-or-later
/* The helper exec_parent runs: it reports TFAIL and exits 0. */
#include "test.h"

char *TCID = "exec_child";
int TST_TOTAL = 1;

int main(void)
{
	char *dir = tst_get_tmpdir();
	char cwd[4096];

	if (getcwd(cwd, sizeof(cwd)) && !strcmp(cwd, dir))
		tst_resm(TINFO, "runs in the test's tmpdir");
	free(dir);
	tst_resm(TFAIL, "helper fails");
	return 0;
}
