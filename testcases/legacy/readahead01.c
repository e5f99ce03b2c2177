/*
 * readahead(2) argument checks: it succeeds (returns 0) on a regular file
 * opened for reading, even for a range past the end; it fails with EBADF
 * for a closed descriptor and for one not open for reading, and with
 * EINVAL (ESPIPE on some kernels) for a pipe and for a socket, which have
 * no page cache to read ahead into.
 */
#include <errno.h>
#include <fcntl.h>
#include <sys/socket.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"
#include "file_helpers.h"

char *TCID = "readahead01";
int TST_TOTAL = 6;

static int fd_ro = -1, fd_wo = -1, sock = -1;
static int fds[2] = { -1, -1 };

static void setup(void);
static void cleanup(void);

static void expect_ok(const char *what)
{
	if (TEST_RETURN == 0)
		tst_resm(TPASS, "readahead on %s returned 0", what);
	else
		tst_resm(TFAIL | TTERRNO, "readahead on %s returned %ld", what,
			 TEST_RETURN);
}

static void expect_errno(const char *what, int exp, int alt)
{
	if (TEST_RETURN == -1 && (TEST_ERRNO == exp || TEST_ERRNO == alt))
		tst_resm(TPASS | TTERRNO, "readahead on %s", what);
	else
		tst_resm(TFAIL | TTERRNO,
			 "readahead on %s returned %ld, "
			 "expected %s",
			 what, TEST_RETURN, tst_strerrno(exp));
}

static void verify_readahead(void)
{
	TEST(readahead(fd_ro, 0, 65536));
	expect_ok("a regular file");
	TEST(readahead(fd_ro, 1 << 30, 4096));
	expect_ok("a range past the end of file");
	TEST(readahead(-1, 0, 4096));
	expect_errno("a closed fd", EBADF, EBADF);
	TEST(readahead(fd_wo, 0, 4096));
	expect_errno("a write-only fd", EBADF, EBADF);
	TEST(readahead(fds[0], 0, 4096));
	expect_errno("a pipe", EINVAL, ESPIPE);
	TEST(readahead(sock, 0, 4096));
	expect_errno("a socket", EINVAL, ESPIPE);
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_readahead();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(NOFORK, DEF_HANDLER, cleanup);

	TEST_PAUSE;

	tst_tmpdir();

	fh_make_file(cleanup, "file", 65536, 12);
	fd_ro = SAFE_OPEN(cleanup, "file", O_RDONLY);
	fd_wo = SAFE_OPEN(cleanup, "file", O_WRONLY);
	SAFE_PIPE(cleanup, fds);
	sock = socket(AF_UNIX, SOCK_STREAM, 0);
	if (sock == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "socket(AF_UNIX)");
}

static void cleanup(void)
{
	if (fd_ro != -1)
		close(fd_ro);
	if (fd_wo != -1)
		close(fd_wo);
	if (sock != -1)
		close(sock);
	if (fds[0] != -1) {
		close(fds[0]);
		close(fds[1]);
	}
	tst_rmdir();
}
