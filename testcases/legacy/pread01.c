/*
 * pread(2) and pwrite(2): blocks written at given offsets with pwrite()
 * are read back at those offsets with pread(), and neither call moves the
 * file offset that read() and write() use. Errors: ESPIPE on a pipe,
 * EINVAL for a negative offset, EBADF for a descriptor not open for
 * reading (pread) or writing (pwrite).
 */
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"
#include "file_helpers.h"

char *TCID = "pread01";
int TST_TOTAL = 6;

#define BLK 1024
#define NBLKS 8

static int fd = -1, fd_wo = -1;
static int pipefd[2] = { -1, -1 };

static void setup(void);
static void cleanup(void);

static void verify_pwrite_pread(void)
{
	unsigned char buf[BLK];
	off_t off;
	int i, bad = 0;

	SAFE_FTRUNCATE(cleanup, fd, 0);
	SAFE_LSEEK(cleanup, fd, 17, SEEK_SET);

	/* written back to front so that every block lands at its offset */
	for (i = NBLKS - 1; i >= 0; i--) {
		fh_fill_buf(buf, (off_t)i * BLK, BLK, 6);
		TEST(pwrite(fd, buf, BLK, (off_t)i * BLK));
		if (TEST_RETURN != BLK) {
			tst_resm(TFAIL | TTERRNO, "pwrite of block %d: %ld", i,
				 TEST_RETURN);
			return;
		}
	}
	off = SAFE_LSEEK(cleanup, fd, 0, SEEK_CUR);
	if (off != 17) {
		tst_resm(TFAIL, "pwrite() moved the offset to %lld",
			 (long long)off);
		return;
	}
	tst_resm(TPASS, "pwrite() wrote %d blocks, offset untouched", NBLKS);

	for (i = 0; i < NBLKS; i += 3)
		bad |= fh_check_fd(cleanup, fd, (off_t)i * BLK, BLK, 6);
	off = SAFE_LSEEK(cleanup, fd, 0, SEEK_CUR);
	if (bad || off != 17)
		tst_resm(TFAIL, "pread() content bad or offset now %lld",
			 (long long)off);
	else
		tst_resm(TPASS, "pread() read the blocks, offset untouched");
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
	char buf[16];
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_pwrite_pread();
		TEST(pwrite(pipefd[1], "x", 1, 0));
		check_errno("pwrite(pipe)", ESPIPE);
		TEST(pread(fd, buf, sizeof(buf), -1));
		check_errno("pread(fd, offset -1)", EINVAL);
		TEST(pread(fd_wo, buf, sizeof(buf), 0));
		check_errno("pread(write-only fd)", EBADF);
		TEST(pwrite(-1, buf, sizeof(buf), 0));
		check_errno("pwrite(-1)", EBADF);
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
	fd_wo = SAFE_OPEN(cleanup, "file", O_WRONLY);
	SAFE_PIPE(cleanup, pipefd);
}

static void cleanup(void)
{
	if (fd != -1)
		close(fd);
	if (fd_wo != -1)
		close(fd_wo);
	if (pipefd[0] != -1) {
		close(pipefd[0]);
		close(pipefd[1]);
	}
	tst_rmdir();
}
