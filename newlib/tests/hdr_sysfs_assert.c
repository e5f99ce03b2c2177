// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_sysfs_assert.h on files of the test's own (made in its temporary
 * directory, so each value is known): every check passes by default, the
 * _SILENT ones on missing files say nothing, and the readers read. With
 * -m fail each check fails once (TFAIL naming path and value); -m nonum
 * reads a file with no number (file_scanf()'s TWARN and a TFAIL); -m
 * missing gives each non-silent check a missing file (TCONF each, then
 * TST_SYSFS_TRY_OPENDIR() ends the test with TCONF); -m brk reads a
 * missing file with TST_SYSFS_READ_LI() (TBROK).
 */
#include <limits.h>
#include <string.h>
#include "tst_test.h"
#include "tst_safe_file_ops.h"
#include "tst_sysfs_assert.h"
#include "tst_path_defs.h"

static char *mode;

static const char *const thp[] = { "always", "madvise", "never", NULL };
static const char *const states[] = { "freeze", "mem", "disk", NULL };
static const char *const bools[] = { "true", "false", NULL };

static const struct {
	const char *name;
	const char *text;
} files[] = {
	{ "num", "42\n" },
	{ "neg", "-5\n" },
	{ "big", "18446744073709551615\n" },
	{ "one", "1\n" },
	{ "two", "2\n" },
	{ "pow", "4096\n" },
	{ "six", "6\n" },
	{ "cur_state", "1\n" },
	{ "max_state", "3\n" },
	{ "choice", "always [madvise] never\n" },
	{ "nochoice", "always madvise never\n" },
	{ "words", "freeze mem  disk\n" },
	{ "badword", "freeze standby\n" },
	{ "oneof", "true\n" },
	{ "list", "0-3,8\n" },
	{ "sub", "1-2\n" },
	{ "nosub", "2,9\n" },
	{ "nolist", "1-x\n" },
	{ "empty", "\n" },
	{ "hex", "0x1003\n" },
	{ "str", "ltp test\n" },
	{ "lo", "1\n" },
	{ "hi", "2\n" },
	{ "text", "none\n" },
};

static void setup(void)
{
	char path[64];
	unsigned int i;

	SAFE_MKDIR("s", 0755);
	for (i = 0; i < ARRAY_SIZE(files); i++) {
		snprintf(path, sizeof(path), "s/%s", files[i].name);
		SAFE_FILE_PRINTF(path, "%s", files[i].text);
	}
}

static void passing(void)
{
	char sel[8], str[32] = "kept";
	int count = -2, max_id = -2;
	DIR *d;

	TST_SYSFS_ASSERT_RANGELL(0, 100, "s/num");
	TST_SYSFS_ASSERT_RANGELL_SILENT(-10, 0, "s/%s", "neg");
	TST_SYSFS_ASSERT_RANGELL_SILENT(0, 1, "s/missing");
	TST_SYSFS_ASSERT_RANGEUU(0, ULLONG_MAX, "s/big");
	TST_SYSFS_ASSERT_RANGEUU_SILENT(1, ULLONG_MAX, "s/missing");
	TST_SYSFS_ASSERT_RANGELF(0, "cur_state", "max_state", "s/");
	TST_SYSFS_ASSERT_BOOL("s/one");
	TST_SYSFS_ASSERT_BOOL_SILENT("s/missing");
	TST_SYSFS_ASSERT_POW2("s/pow");
	TST_SYSFS_ASSERT_CHOICE(thp, sel, sizeof(sel), "s/choice");
	TST_EXP_EQ_STR(sel, "madvise");
	TST_SYSFS_ASSERT_TOKENS(states, "mem", "s/words");
	TST_SYSFS_ASSERT_ONEOF(bools, "s/oneof");

	TST_EXP_EQ_LI(TST_SYSFS_ASSERT_PARSE_LIST(&count, &max_id, "s/list"),
		      0);
	TST_EXP_EXPR(count == 5 && max_id == 8, "s/list: %d ids, highest %d",
		     count, max_id);
	TST_SYSFS_ASSERT_PARSE_LIST(&count, &max_id, "s/empty");
	TST_EXP_EXPR(count == 0 && max_id == -1, "s/empty: %d ids, highest %d",
		     count, max_id);
	TST_SYSFS_ASSERT_LIST_SUBSET("s/sub", "s/list");
	TST_SYSFS_ASSERT_LIST_CONTAINS(8, "s/list");
	TST_SYSFS_ASSERT_LIST_SUBSET(PATH_SYS_CPU "/online",
				     PATH_SYS_CPU "/possible");

	TST_SYSFS_ASSERT_EQ("s/num", "s/num");
	TST_SYSFS_ASSERT_LT("s/lo", "s/hi");
	TST_SYSFS_ASSERT_LE("s/lo", "s/lo");
	TST_SYSFS_ASSERT_EQ_SILENT("s/num", "s/missing");
	TST_SYSFS_ASSERT_LT_SILENT("s/missing", "s/hi");
	TST_SYSFS_ASSERT_LE_SILENT("s/lo", "s/hi");
	TST_SYSFS_ASSERT_EQ_SUFFIX("lo", "lo", "s/");
	TST_SYSFS_ASSERT_LT_SUFFIX("lo", "hi", "%s/", "s");
	TST_SYSFS_ASSERT_LE_SUFFIX("lo", "hi", "s/");
	TST_SYSFS_ASSERT_EQ_SUFFIX_SILENT("lo", "missing", "s/");
	TST_SYSFS_ASSERT_LT_SUFFIX_SILENT("missing", "hi", "s/");
	TST_SYSFS_ASSERT_LE_SUFFIX_SILENT("hi", "hi", "s/");

	TST_EXP_EQ_LI(tst_sysfs_exists("s/%s", "num"), 1);
	TST_EXP_EQ_LI(tst_sysfs_exists("s/missing"), 0);
	d = TST_SYSFS_TRY_OPENDIR("%s", "s");
	SAFE_CLOSEDIR(d);
	TST_EXP_EQ_LI(TST_SYSFS_READ_STR(str, sizeof(str), "s/missing"), 0);
	TST_EXP_EQ_STR(str, "kept");
	TST_EXP_EQ_LI(TST_SYSFS_READ_STR(str, sizeof(str), "s/str"), 1);
	TST_EXP_EQ_STR(str, "ltp test");
	TST_SYSFS_EXP_EQ_LI(42, "s/num");
	TST_SYSFS_EXP_EQ_STR("true", "s/oneof");
	TST_EXP_EQ_LI(TST_SYSFS_READ_LLI("s/neg"), -5);
	TST_EXP_EQ_LI(TST_SYSFS_READ_LI("s/%s", "num"), 42);
	TST_EXP_EQ_LU(TST_SYSFS_READ_LX("s/hex"), 0x1003);
}

static void failing(void)
{
	char sel[8] = "kept";

	TST_SYSFS_ASSERT_RANGELL(0, 10, "s/num");
	TST_SYSFS_ASSERT_RANGEUU(0, 1, "s/big");
	TST_SYSFS_ASSERT_RANGELF(2, "cur_state", "max_state", "s/");
	TST_SYSFS_ASSERT_BOOL("s/two");
	TST_SYSFS_ASSERT_POW2("s/six");
	TST_SYSFS_ASSERT_CHOICE(thp, sel, sizeof(sel), "s/nochoice");
	TST_SYSFS_ASSERT_TOKENS(states, NULL, "s/badword");
	TST_SYSFS_ASSERT_TOKENS(NULL, "standby", "s/words");
	TST_SYSFS_ASSERT_ONEOF(thp, "s/oneof");
	TST_SYSFS_ASSERT_PARSE_LIST(NULL, NULL, "s/nolist");
	TST_SYSFS_ASSERT_LIST_SUBSET("s/nosub", "s/list");
	TST_SYSFS_ASSERT_LIST_CONTAINS(5, "s/list");
	TST_SYSFS_ASSERT_LT("s/hi", "s/lo");
	TST_SYSFS_ASSERT_EQ_SUFFIX("lo", "hi", "s/");
	TST_SYSFS_EXP_EQ_LI(41, "s/num");
	TST_SYSFS_EXP_EQ_STR("false", "s/oneof");
	TST_EXP_EQ_STR(sel, "kept");
}

static void missing(void)
{
	TST_SYSFS_ASSERT_RANGELL(0, 1, "s/missing");
	TST_SYSFS_ASSERT_RANGEUU(0, 1, "s/missing");
	TST_SYSFS_ASSERT_RANGELF(0, "cur_state", "missing", "s/");
	TST_SYSFS_ASSERT_BOOL("s/missing");
	TST_SYSFS_ASSERT_POW2("s/missing");
	TST_SYSFS_ASSERT_CHOICE(thp, NULL, 0, "s/missing");
	TST_SYSFS_ASSERT_TOKENS(NULL, NULL, "s/missing");
	TST_SYSFS_ASSERT_ONEOF(thp, "s/missing");
	TST_SYSFS_ASSERT_PARSE_LIST(NULL, NULL, "s/missing");
	TST_SYSFS_ASSERT_LIST_SUBSET("s/list", "s/missing");
	TST_SYSFS_ASSERT_LIST_CONTAINS(0, "s/missing");
	TST_SYSFS_ASSERT_LE("s/missing", "s/lo");
	TST_SYSFS_EXP_EQ_LI(0, "s/missing");
	TST_SYSFS_EXP_EQ_STR("", "s/missing");
	TST_SYSFS_TRY_OPENDIR("s/missing");
	tst_res(TFAIL, "TST_SYSFS_TRY_OPENDIR() returned");
}

static void run(void)
{
	if (!mode)
		passing();
	else if (!strcmp(mode, "fail"))
		failing();
	else if (!strcmp(mode, "nonum"))
		TST_SYSFS_ASSERT_RANGELL(0, 1, "s/text");
	else if (!strcmp(mode, "missing"))
		missing();
	else if (!strcmp(mode, "brk"))
		TST_SYSFS_READ_LI("s/missing");
}

static struct tst_test test = {
	.setup = setup,
	.test_all = run,
	.needs_tmpdir = 1,
	.options =
		(struct tst_option[]){
			{ "m:", &mode,
			  "fail, nonum, missing or brk (see the top comment)" },
			{} },
};
