// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_af_alg.h: sha256 of "abc" through a request socket, the data once
 * written, once sent with tst_alg_sendmsg() and once written to a request
 * socket of tst_alg_setup() and tst_alg_accept() after tst_require_alg();
 * an algorithm the kernel does not have is a TCONF line from tst_have_alg()
 * and ENOENT from tst_try_alg(). A kernel without AF_ALG is TCONF.
 */
#include <string.h>
#include "tst_test.h"
#include "tst_af_alg.h"

static const uint8_t abc_sha256[32] = {
	0xba, 0x78, 0x16, 0xbf, 0x8f, 0x01, 0xcf, 0xea, 0x41, 0x41, 0x40,
	0xde, 0x5d, 0xae, 0x22, 0x23, 0xb0, 0x03, 0x61, 0xa3, 0x96, 0x17,
	0x7a, 0x9c, 0xb4, 0x10, 0xff, 0x61, 0xf2, 0x00, 0x15, 0xad,
};

static void digest_ok(int reqfd, const char *how)
{
	uint8_t md[32];

	SAFE_READ(1, reqfd, md, sizeof(md));
	TST_EXP_EXPR(!memcmp(md, abc_sha256, sizeof(md)), "sha256(\"abc\") %s",
		     how);
	SAFE_CLOSE(reqfd);
}

static void run(void)
{
	struct tst_alg_sendmsg_params params = {};
	int algfd, reqfd;

	TST_EXP_EQ_LI(tst_try_alg("hash", "no-such-hash"), ENOENT);
	TST_EXP_EXPR(!tst_have_alg("hash", "no-such-hash"),
		     "tst_have_alg() of a hash the kernel lacks");
	if (!tst_have_alg("hash", "sha256"))
		return;
	reqfd = tst_alg_setup_reqfd("hash", "sha256", NULL, 0);
	SAFE_WRITE(SAFE_WRITE_ALL, reqfd, "abc", 3);
	digest_ok(reqfd, "written");
	reqfd = tst_alg_setup_reqfd("hash", "sha256", NULL, 0);
	tst_alg_sendmsg(reqfd, "abc", 3, &params);
	digest_ok(reqfd, "sent by tst_alg_sendmsg()");
	tst_require_alg("hash", "sha256");
	algfd = tst_alg_setup("hash", "sha256", NULL, 0);
	reqfd = tst_alg_accept(algfd);
	SAFE_WRITE(SAFE_WRITE_ALL, reqfd, "abc", 3);
	digest_ok(reqfd, "through tst_alg_setup() and tst_alg_accept()");
	SAFE_CLOSE(algfd);
}

static struct tst_test test = {
	.test_all = run,
};
