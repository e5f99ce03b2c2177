// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_cmd(): output lands in the given files, the exit status comes back
 * with TST_CMD_PASS_RETVAL, and so does TST_CMD_MISSING for a command that
 * is not installed. Options pick a way to end: -f a non-zero status without
 * the flag, -m a missing command without a flag, -M the same with
 * TST_CMD_TCONF_MISSING, -e a file that cannot be executed, -k a command
 * killed by a signal.
 */
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>

#include "tst_test.h"

static char *fail, *missing, *missing_tconf, *noexec, *killed;

static const char *const script[] = { "sh", "-c",
				      "echo to-out; echo to-err >&2; exit 3",
				      NULL };
static const char *const nocmd[] = { "no-such-cmd-4711", "x", NULL };
static const char *const kill_self[] = { "sh", "-c", "kill -9 $$", NULL };

static void check_file(const char *path, const char *want)
{
	char buf[64] = "";
	int fd = SAFE_OPEN(path, O_RDONLY);

	SAFE_READ(0, fd, buf, sizeof(buf) - 1);
	SAFE_CLOSE(fd);
	if (!strcmp(buf, want))
		tst_res(TPASS, "%s holds the command's output", path);
	else
		tst_res(TFAIL, "%s holds '%s', expected '%s'", path, buf, want);
}

static void run_ok(void)
{
	const char *argv[] = { "./garbage", NULL };

	TST_EXP_VAL(tst_cmd(script, "out", "err", TST_CMD_PASS_RETVAL), 3);
	check_file("out", "to-out\n");
	check_file("err", "to-err\n");
	TST_EXP_VAL(tst_cmd(script, "both", "both", TST_CMD_PASS_RETVAL), 3);
	check_file("both", "to-out\nto-err\n");
	TST_EXP_VAL(tst_cmd(nocmd, NULL, NULL, TST_CMD_RET_MISSING),
		    TST_CMD_MISSING);
	TST_EXP_VAL(tst_cmd(nocmd, NULL, NULL, TST_CMD_PASS_RETVAL),
		    TST_CMD_MISSING);
	SAFE_FILE_PRINTF("garbage", "\x7f"
				    "ELF garbage");
	SAFE_CHMOD("garbage", 0755);
	if (noexec)
		tst_cmd(argv, NULL, NULL, TST_CMD_PASS_RETVAL);
}

static void run(void)
{
	if (fail)
		tst_cmd(script, NULL, NULL, 0);
	if (missing)
		tst_cmd(nocmd, NULL, NULL, 0);
	if (missing_tconf)
		tst_cmd(nocmd, NULL, NULL, TST_CMD_TCONF_MISSING);
	if (killed)
		tst_cmd(kill_self, NULL, NULL, TST_CMD_PASS_RETVAL);
	run_ok();
}

static struct tst_option options[] = {
	{ "f", &fail, "a command that exits 3, without PASS_RETVAL" },
	{ "m", &missing, "a command that is not installed" },
	{ "M", &missing_tconf, "the same, with TST_CMD_TCONF_MISSING" },
	{ "e", &noexec, "a file that cannot be executed" },
	{ "k", &killed, "a command killed by SIGKILL" },
	{},
};

static struct tst_test test = {
	.test_all = run,
	.options = options,
	.needs_tmpdir = 1,
};
