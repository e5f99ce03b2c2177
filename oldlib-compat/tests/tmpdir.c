// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_tmpdir(): a new directory named after TCID, mode 0777, made as the
 * calling user and entered; tst_get_tmpdir() names it; tst_rmdir() leaves
 * and removes it, files and subdirectories included.
 *
 *   -u UID  drop to UID first (as some tests do before tst_tmpdir())
 */
#include <limits.h>
#include <string.h>
#include <sys/stat.h>
#include "test.h"
#include "safe_macros.h"

char *TCID = "tmpdir";
int TST_TOTAL = 5;

static char *uid_arg;
static option_t options[] = {
	{ "u:", NULL, &uid_arg },
	{ NULL, NULL, NULL },
};

static void check_dir(const char *dir)
{
	char cwd[PATH_MAX];
	struct stat st;
	const char *base = strrchr(dir, '/') + 1;

	SAFE_STAT(NULL, dir, &st);
	if ((st.st_mode & 07777) == 0777)
		tst_resm(TPASS, "mode is 0777");
	else
		tst_resm(TFAIL, "mode is %04o", st.st_mode & 07777);

	if (st.st_uid == geteuid())
		tst_resm(TPASS, "owned by the caller (%d)", st.st_uid);
	else
		tst_resm(TFAIL, "owned by %d, not %d", st.st_uid, geteuid());

	if (!strncmp(base, "tmp", 3) && strlen(base) > 3)
		tst_resm(TPASS, "name %s starts with TCID's letters", base);
	else
		tst_resm(TFAIL, "name %s", base);

	if (getcwd(cwd, sizeof(cwd)) && !strcmp(cwd, dir))
		tst_resm(TPASS, "the test runs in it");
	else
		tst_resm(TFAIL, "cwd is not %s", dir);
}

int main(int ac, char **av)
{
	struct stat st;
	char *dir;

	tst_parse_opts(ac, av, options, NULL);
	if (uid_arg)
		SAFE_SETEUID(NULL, SAFE_STRTOL(NULL, uid_arg, 1, 65535));

	tst_tmpdir();
	dir = tst_get_tmpdir();
	check_dir(dir);

	SAFE_MKDIR(NULL, "sub", 0700);
	SAFE_TOUCH(NULL, "sub/file", 0600, NULL);
	SAFE_SYMLINK(NULL, "/etc", "link");

	tst_rmdir();
	if (stat(dir, &st) == -1 && errno == ENOENT)
		tst_resm(TPASS, "tst_rmdir() removed %s", dir);
	else
		tst_resm(TFAIL, "%s is still there", dir);
	if (stat("/etc/passwd", &st) == 0)
		tst_resm(TINFO, "the symlink's target is intact");
	free(dir);
	/* Back to the starting user, as a test's cleanup would. */
	if (uid_arg)
		SAFE_SETEUID(NULL, 0);
	tst_exit();
}
