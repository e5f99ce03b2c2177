/*
 * dup(2), dup2(2) and dup3(2): dup() returns the lowest free number and
 * the copy shares the file offset and status flags but not FD_CLOEXEC;
 * dup2() onto an open descriptor closes it first and dup2(fd, fd) returns
 * fd; dup3() with O_CLOEXEC sets FD_CLOEXEC on the copy. Errors: EBADF
 * for a closed old descriptor, EINVAL for dup3(fd, fd) and bad flags.
 */
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"
#include "fd_helpers.h"

char *TCID = "dup01";
int TST_TOTAL = 6;

static int fd = -1, other = -1;

static void setup(void);
static void cleanup(void);

static void test_dup(void)
{
	int lowest = fdh_lowest_free(cleanup);
	off_t off;

	TEST(dup(fd));
	if (TEST_RETURN == -1) {
		tst_resm(TFAIL | TTERRNO, "dup() failed");
		return;
	}
	SAFE_LSEEK(cleanup, TEST_RETURN, 123, SEEK_SET);
	off = SAFE_LSEEK(cleanup, fd, 0, SEEK_CUR);
	if (TEST_RETURN != lowest)
		tst_resm(TFAIL, "dup() returned %ld, lowest free is %d",
			 TEST_RETURN, lowest);
	else if (off != 123)
		tst_resm(TFAIL, "offset not shared: %lld", (long long)off);
	else if (fdh_getfd(cleanup, TEST_RETURN) & FD_CLOEXEC)
		tst_resm(TFAIL, "dup() copied FD_CLOEXEC");
	else
		tst_resm(TPASS, "dup() gave fd %ld sharing the offset",
			 TEST_RETURN);
	SAFE_CLOSE(cleanup, TEST_RETURN);
}

static void test_dup2(void)
{
	off_t off;

	TEST(dup2(fd, other));
	if (TEST_RETURN != other) {
		tst_resm(TFAIL | TTERRNO, "dup2(%d, %d) returned %ld", fd,
			 other, TEST_RETURN);
		return;
	}
	SAFE_LSEEK(cleanup, fd, 77, SEEK_SET);
	off = SAFE_LSEEK(cleanup, other, 0, SEEK_CUR);
	if (off != 77)
		tst_resm(TFAIL, "dup2() target does not share the file");
	else
		tst_resm(TPASS, "dup2() replaced the open target fd");

	TEST(dup2(fd, fd));
	if (TEST_RETURN != fd || !fdh_is_open(fd))
		tst_resm(TFAIL | TTERRNO, "dup2(fd, fd) returned %ld",
			 TEST_RETURN);
	else
		tst_resm(TPASS, "dup2(fd, fd) returned fd");
}

static void test_dup3(void)
{
	TEST(dup3(fd, other, O_CLOEXEC));
	if (TEST_RETURN != other)
		tst_resm(TFAIL | TTERRNO, "dup3(O_CLOEXEC) returned %ld",
			 TEST_RETURN);
	else if (!(fdh_getfd(cleanup, other) & FD_CLOEXEC))
		tst_resm(TFAIL, "dup3(O_CLOEXEC) did not set FD_CLOEXEC");
	else
		tst_resm(TPASS, "dup3(O_CLOEXEC) set FD_CLOEXEC");
}

static void check_errno(const char *what, int exp)
{
	if (TEST_RETURN != -1)
		tst_resm(TFAIL, "%s returned %ld", what, TEST_RETURN);
	else if (TEST_ERRNO != exp)
		tst_resm(TFAIL | TTERRNO, "%s expected %s", what,
			 tst_strerrno(exp));
	else
		tst_resm(TPASS | TTERRNO, "%s failed as expected", what);
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		test_dup();
		test_dup2();
		test_dup3();
		TEST(dup(-1));
		check_errno("dup(-1)", EBADF);
		TEST(dup3(fd, fd, 0));
		check_errno("dup3(fd, fd, 0)", EINVAL);
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(NOFORK, DEF_HANDLER, cleanup);

	TEST_PAUSE;

	tst_tmpdir();

	fd = SAFE_OPEN(cleanup, "file", O_RDWR | O_CREAT, 0644);
	SAFE_FTRUNCATE(cleanup, fd, 4096);
	other = SAFE_OPEN(cleanup, "other", O_RDWR | O_CREAT, 0644);
	if (fcntl(fd, F_SETFD, FD_CLOEXEC))
		tst_brkm(TBROK | TERRNO, cleanup, "F_SETFD");
}

static void cleanup(void)
{
	if (fd != -1)
		close(fd);
	if (other != -1)
		close(other);
	tst_rmdir();
}
