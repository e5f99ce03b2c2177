// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_safe_file_ops.h: values into and out of files, line by line
 * (FILE_LINES_SCANF), /proc/meminfo and /proc/PID/status items. -m try
 * writes a file that does not exist with SAFE_TRY_FILE_PRINTF (nothing
 * happens, the test goes on) and one that does (written); -m lines scans
 * for a line no file has: TBROK.
 */
#include <string.h>
#include "tst_test.h"

static char *mode;

static void run(void)
{
	long val = 0;
	int a = 0, b = 0;

	SAFE_FILE_PRINTF("f", "first 1\nsecond %d %d\n", 2, 3);
	SAFE_FILE_SCANF("f", "first %ld", &val);
	TST_EXP_EQ_LI(val, 1);
	TST_EXP_PASS(FILE_LINES_SCANF("f", "second %d %d", &a, &b));
	TST_EXP_EQ_LI(a + b, 5);
	TST_EXP_VAL(FILE_LINES_SCANF("f", "third %d", &a), 1,
		    "FILE_LINES_SCANF() of a missing line");
	SAFE_FILE_LINES_SCANF("f", "second %*d %d", &a);
	TST_EXP_EQ_LI(a, 3);
	TST_EXP_EXPR(SAFE_READ_MEMINFO("MemTotal:") > 0, "MemTotal is %ld kB",
		     SAFE_READ_MEMINFO("MemTotal:"));
	TST_EXP_EXPR(SAFE_READ_PROC_STATUS(getpid(), "Pid:") == getpid(),
		     "our /proc status says our pid");
	if (mode && !strcmp(mode, "try")) {
		SAFE_TRY_FILE_PRINTF("/proc/sys/no/such/knob", "%d", 1);
		tst_res(TPASS, "SAFE_TRY_FILE_PRINTF() of a missing file "
			       "returned");
		SAFE_TRY_FILE_PRINTF("f", "%d", 42);
		SAFE_FILE_SCANF("f", "%d", &a);
		TST_EXP_EQ_LI(a, 42);
	}
	if (mode && !strcmp(mode, "lines"))
		SAFE_FILE_LINES_SCANF("f", "nothing %d", &a);
}

static struct tst_test test = {
	.test_all = run,
	.needs_tmpdir = 1,
	.options = (struct tst_option[]){ { "m:", &mode,
					    "try | lines: the failing forms" },
					  {} },
};
