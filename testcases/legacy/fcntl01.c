/*
 * fcntl(2) descriptor and status flags: F_DUPFD returns the lowest free
 * number not below its argument; F_DUPFD_CLOEXEC sets FD_CLOEXEC on the
 * copy; F_GETFL reports the access mode given to open(); F_SETFL changes
 * O_APPEND and O_NONBLOCK (writes then go to the end) but ignores the
 * access mode; F_SETFD/F_GETFD keep FD_CLOEXEC. Errors: EINVAL for a
 * negative F_DUPFD argument, EBADF for a closed descriptor.
 */
#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"
#include "fd_helpers.h"

char *TCID = "fcntl01";
int TST_TOTAL = 8;

static int fd = -1;

static void setup(void);
static void cleanup(void);

static void test_dupfd(void)
{
	TEST(fcntl(fd, F_DUPFD, 20));
	if (TEST_RETURN < 20) {
		tst_resm(TFAIL | TTERRNO, "F_DUPFD 20 returned %ld",
			 TEST_RETURN);
		return;
	}
	if (TEST_RETURN != 20 && !fdh_is_open(20))
		tst_resm(TFAIL, "F_DUPFD 20 returned %ld, 20 was free",
			 TEST_RETURN);
	else
		tst_resm(TPASS, "F_DUPFD 20 returned %ld", TEST_RETURN);
	SAFE_CLOSE(cleanup, TEST_RETURN);

	TEST(fcntl(fd, F_DUPFD_CLOEXEC, 0));
	if (TEST_RETURN == -1) {
		tst_resm(TFAIL | TTERRNO, "F_DUPFD_CLOEXEC failed");
		return;
	}
	if (fdh_getfd(cleanup, TEST_RETURN) & FD_CLOEXEC)
		tst_resm(TPASS, "F_DUPFD_CLOEXEC set FD_CLOEXEC");
	else
		tst_resm(TFAIL, "F_DUPFD_CLOEXEC left FD_CLOEXEC clear");
	SAFE_CLOSE(cleanup, TEST_RETURN);
}

static void test_fl(void)
{
	struct stat st;
	int fl;

	fl = fcntl(fd, F_GETFL);
	if ((fl & O_ACCMODE) != O_WRONLY || (fl & (O_APPEND | O_NONBLOCK))) {
		tst_resm(TFAIL, "F_GETFL returned 0%o for an O_WRONLY fd", fl);
		return;
	}
	tst_resm(TPASS, "F_GETFL reports O_WRONLY");

	TEST(fcntl(fd, F_SETFL, O_APPEND | O_NONBLOCK | O_RDWR));
	fl = fcntl(fd, F_GETFL);
	if (TEST_RETURN == -1 || (fl & O_ACCMODE) != O_WRONLY ||
	    !(fl & O_APPEND) || !(fl & O_NONBLOCK)) {
		tst_resm(TFAIL | TTERRNO, "F_SETFL gave flags 0%o", fl);
		return;
	}
	SAFE_LSEEK(cleanup, fd, 0, SEEK_SET);
	SAFE_WRITE(cleanup, 1, fd, "abc", 3);
	SAFE_FSTAT(cleanup, fd, &st);
	fdh_set_fl(cleanup, fd, O_APPEND | O_NONBLOCK, 0);
	if (st.st_size != 103)
		tst_resm(TFAIL, "O_APPEND write left size %lld, expected 103",
			 (long long)st.st_size);
	else
		tst_resm(TPASS, "F_SETFL set O_APPEND and O_NONBLOCK only");
	SAFE_FTRUNCATE(cleanup, fd, 100);
}

static void test_fd(void)
{
	if (fcntl(fd, F_SETFD, FD_CLOEXEC) == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "F_SETFD FD_CLOEXEC");
	TEST(fcntl(fd, F_GETFD));
	if (TEST_RETURN != FD_CLOEXEC) {
		tst_resm(TFAIL | TTERRNO, "F_GETFD returned %ld", TEST_RETURN);
		return;
	}
	if (fcntl(fd, F_SETFD, 0) == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "F_SETFD 0");
	if (fdh_getfd(cleanup, fd) != 0)
		tst_resm(TFAIL, "FD_CLOEXEC not cleared");
	else
		tst_resm(TPASS, "F_SETFD/F_GETFD keep FD_CLOEXEC");
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
		test_dupfd();
		test_fl();
		test_fd();
		TEST(fcntl(fd, F_DUPFD, -1));
		check_errno("fcntl(F_DUPFD, -1)", EINVAL);
		TEST(fcntl(-1, F_GETFL));
		check_errno("fcntl(-1, F_GETFL)", EBADF);
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(NOFORK, DEF_HANDLER, cleanup);

	TEST_PAUSE;

	tst_tmpdir();

	fd = SAFE_OPEN(cleanup, "file", O_WRONLY | O_CREAT, 0644);
	SAFE_FTRUNCATE(cleanup, fd, 100);
}

static void cleanup(void)
{
	if (fd != -1)
		close(fd);
	tst_rmdir();
}
