// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_safe_stdio.h's stream calls: a record written, flushed, sought and
 * read back through a stream and its descriptor, the stream reopened for
 * reading, a line scanned. -m short: SAFE_FREAD() past the end is TBROK at
 * the caller's line; -m scan: SAFE_SSCANF() matching 1 of 2 items is TBROK.
 */
#include <string.h>
#include "tst_test.h"
#include "tst_safe_stdio.h"

static char *mode;

static void run(void)
{
	char buf[16] = {}, word[8];
	FILE *f;
	int n = 0;

	f = SAFE_FOPEN("rec", "w+");
	TST_EXP_EQ_LU(SAFE_FWRITE("abcdef", 1, 6, f), 6);
	SAFE_FFLUSH(f);
	TST_EXP_EQ_LI(lseek(SAFE_FILENO(f), 0, SEEK_END), 6);
	SAFE_FSEEK(f, 2, SEEK_SET);
	TST_EXP_EQ_LI(SAFE_FTELL(f), 2);
	f = SAFE_FREOPEN("rec", "r", f);
	SAFE_FREAD(buf, 1, 6, f);
	TST_EXP_EQ_STR(buf, "abcdef");
	if (mode && !strcmp(mode, "short"))
		SAFE_FREAD(buf, 1, 1, f); /* L:short */
	SAFE_FCLOSE(f);

	SAFE_SSCANF("cpu 42", "%7s %d", word, &n);
	TST_EXP_EXPR(!strcmp(word, "cpu") && n == 42, "scanned %s %d", word, n);
	if (mode && !strcmp(mode, "scan"))
		SAFE_SSCANF("cpu x", "%7s %d", word, &n); /* L:scan */
}

static struct tst_test test = {
	.test_all = run,
	.needs_tmpdir = 1,
	.options = (struct tst_option[]){ { "m:", &mode, "short | scan" }, {} },
};
