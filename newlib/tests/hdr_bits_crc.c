// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_bitmap.h: TST_IS_BIT_SET() is 0 or 1 for each bit; tst_checksum.h:
 * tst_crc32c() of the check string and of the iSCSI test vectors (32 zero
 * bytes, 32 0xFF bytes); tst_personality.h: SAFE_PERSONALITY() with
 * UNAME26 changes what uname() says and the old persona comes back.
 */
#include <sys/utsname.h>
#include "tst_test.h"
#include "tst_bitmap.h"
#include "tst_checksum.h"
#include "tst_personality.h"

static void run(void)
{
	uint8_t buf[32];
	struct utsname u;
	unsigned int i, v = 0xA5, got = 0;
	int old;

	for (i = 0; i < 8; i++)
		got |= TST_IS_BIT_SET(v, i) << i;
	TST_EXP_EXPR(got == v && TST_IS_BIT_SET(v, 0) == 1 &&
			     TST_IS_BIT_SET(v, 1) == 0 &&
			     TST_IS_BIT_SET(0x80000000u, 31) == 1,
		     "TST_IS_BIT_SET() gives each bit as 0 or 1");

	memcpy(buf, "123456789", 9);
	TST_EXP_EQ_LU(tst_crc32c(buf, 9), 0xE3069283);
	memset(buf, 0, sizeof(buf));
	TST_EXP_EQ_LU(tst_crc32c(buf, sizeof(buf)), 0x8A9136AA);
	memset(buf, 0xFF, sizeof(buf));
	TST_EXP_EQ_LU(tst_crc32c(buf, sizeof(buf)), 0x62A8AB43);
	TST_EXP_EQ_LU(tst_crc32c(buf, 0), 0);

	if (!SAFE_FORK()) {
		old = SAFE_PERSONALITY(PER_LINUX | UNAME26);
		uname(&u);
		TST_EXP_EXPR(!strncmp(u.release, "2.6.", 4),
			     "UNAME26: uname() says %s", u.release);
		TST_EXP_EQ_LI(SAFE_PERSONALITY(old), PER_LINUX | UNAME26);
		exit(0);
	}
}

static struct tst_test test = {
	.test_all = run,
	.forks_child = 1,
};
