// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_resm_hexd(): a short buffer follows the message on its line; a long
 * one goes on lines of 16 bytes after it. Also tst_flush() keeping the
 * test's own printf() output before later results, and tst_old_flush(),
 * its name in the tests of 2016-2017, likewise.
 */
#include "test.h"

char *TCID = "hexd";
int TST_TOTAL = 1;

int main(void)
{
	unsigned char buf[20];
	size_t i;

	for (i = 0; i < sizeof(buf); i++)
		buf[i] = i * 17;

	tst_resm_hexd(TINFO, buf, 4, "short %d", 4);
	tst_resm_hexd(TPASS, buf, sizeof(buf), "long");
	printf("plain printf\n");
	tst_flush();
	tst_resm(TPASS, "after the printf");
	printf("second printf\n");
	tst_old_flush();
	tst_resm(TPASS, "after the second printf");
	tst_exit();
}
