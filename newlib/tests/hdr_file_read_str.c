// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * SAFE_FILE_READ_STR(): a file's content without its ending whitespace; an
 * empty file and one of whitespace alone give ""; a long file is cut at the
 * buffer's size; a missing file is TBROK (-m).
 */
#include "tst_test.h"

static char *missing_opt;

static void run(void)
{
	char buf[16] = "junk";

	if (missing_opt) {
		SAFE_FILE_READ_STR("no_such_file", buf, sizeof(buf));
		tst_res(TFAIL, "a missing file did not end the test");
		return;
	}

	SAFE_FILE_PRINTF("text", "[none] mq-deadline\n");
	SAFE_FILE_READ_STR("text", buf, sizeof(buf));
	TST_EXP_EQ_STR(buf, "[none] mq-deadl");

	SAFE_FILE_PRINTF("short", "on\n\n");
	SAFE_FILE_READ_STR("short", buf, sizeof(buf));
	TST_EXP_EQ_STR(buf, "on");

	SAFE_FILE_PRINTF("blank", " \n\t\n");
	SAFE_FILE_READ_STR("blank", buf, sizeof(buf));
	TST_EXP_EQ_STR(buf, "");

	SAFE_TOUCH("empty", 0600, NULL);
	strcpy(buf, "junk");
	SAFE_FILE_READ_STR("empty", buf, sizeof(buf));
	TST_EXP_EQ_STR(buf, "");
}

static struct tst_test test = {
	.test_all = run,
	.needs_tmpdir = 1,
	.options =
		(struct tst_option[]){
			{ "m", &missing_opt, "Read a file that is not there" },
			{},
		},
};
