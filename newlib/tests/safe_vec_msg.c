// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Safe calls the ninth sample of real tests used and no program here did:
 * SAFE_WRITEV/READV/PWRITEV/PREADV (fsplough) with a file checked byte by
 * byte, SAFE_SENDMSG/RECVMSG (recvmsg03) over a socket pair,
 * SAFE_CALLOC/REALLOC (kallsyms), tst_timer_check() (tst_expiration_timer)
 * and, as root, SAFE_LSETXATTR on a symbolic link and SAFE_REMOVEXATTR
 * (lremovexattr01) with trusted.* attributes.
 */
#include <string.h>
#include <sys/uio.h>
#include <sys/xattr.h>
#include "tst_test.h"
#include "tst_timer.h"

static void run_vec(void)
{
	char a[4] = "abcd", b[6] = "efghij", in[10], out[10];
	struct iovec wr[] = { { a, sizeof(a) }, { b, sizeof(b) } };
	struct iovec rd[] = { { in, 3 }, { in + 3, 7 } };
	int fd = SAFE_OPEN("vec", O_RDWR | O_CREAT, 0600);

	TST_EXP_EQ_LI(SAFE_WRITEV(1, fd, wr, 2), 10);
	SAFE_LSEEK(fd, 0, SEEK_SET);
	TST_EXP_EQ_LI(SAFE_READV(1, fd, rd, 2), 10);
	TST_EXP_EQ_STRN(in, "abcdefghij", 10);
	TST_EXP_EQ_LI(SAFE_PWRITEV(1, fd, wr, 1, 10), 4);
	memset(out, 0, sizeof(out));
	rd[0].iov_base = out;
	rd[0].iov_len = 4;
	TST_EXP_EQ_LI(SAFE_PREADV(1, fd, rd, 1, 10), 4);
	TST_EXP_EQ_STRN(out, "abcd", 4);
	TST_EXP_EQ_LI(SAFE_LSEEK(fd, 0, SEEK_CUR), 10);
	SAFE_CLOSE(fd);
}

static void run_msg(void)
{
	char text[] = "hello", got[16] = "";
	struct iovec iov = { text, sizeof(text) }, riov = { got, sizeof(got) };
	struct msghdr msg = { .msg_iov = &iov, .msg_iovlen = 1 };
	struct msghdr rmsg = { .msg_iov = &riov, .msg_iovlen = 1 };
	int sv[2];

	SAFE_SOCKETPAIR(AF_UNIX, SOCK_DGRAM, 0, sv);
	TST_EXP_EQ_LI(SAFE_SENDMSG(sizeof(text), sv[0], &msg, 0), sizeof(text));
	TST_EXP_EQ_LI(SAFE_RECVMSG(0, sv[1], &rmsg, 0), sizeof(text));
	TST_EXP_EQ_STR(got, "hello");
	SAFE_CLOSE(sv[0]);
	SAFE_CLOSE(sv[1]);
}

static void run_mem(void)
{
	int *v = SAFE_CALLOC(4, sizeof(*v));

	TST_EXP_EQ_LI(v[0] + v[1] + v[2] + v[3], 0);
	v[3] = 7;
	v = SAFE_REALLOC(v, 1000 * sizeof(*v));
	TST_EXP_EQ_LI(v[3], 7);
	free(v);
	tst_timer_check(CLOCK_MONOTONIC);
	tst_res(TPASS, "tst_timer_check(CLOCK_MONOTONIC) returned");
}

static void run_xattr(void)
{
	char val[8] = "";

	if (geteuid()) {
		tst_res(TCONF, "trusted.* attributes need root");
		return;
	}
	SAFE_TOUCH("file", 0600, NULL);
	SAFE_SYMLINK("file", "link");
	SAFE_SETXATTR("file", "trusted.ltp", "f", 1, XATTR_CREATE);
	SAFE_LSETXATTR("link", "trusted.ltp", "l", 1, XATTR_CREATE);
	TST_EXP_EQ_LI(lgetxattr("link", "trusted.ltp", val, sizeof(val)), 1);
	TST_EXP_EQ_STR(val, "l");
	SAFE_REMOVEXATTR("file", "trusted.ltp");
	TST_EXP_FAIL(
		getxattr("file", "trusted.ltp", val, sizeof(val)) < 0 ? -1 : 0,
		ENODATA, "trusted.ltp removed from the file");
}

static void run(void)
{
	run_vec();
	run_msg();
	run_mem();
	run_xattr();
}

static struct tst_test test = {
	.test_all = run,
	.needs_tmpdir = 1,
};
