/*
 * fsync(2) and fdatasync(2) succeed on a regular file after writes (and
 * the data is still there afterwards), on a directory opened read-only,
 * and on a file opened read-only. Errors: EINVAL for a pipe (no
 * synchronisation possible) and EBADF for a closed descriptor.
 *
 * Options: -b BLOCKS  number of 4 KiB blocks written before each sync
 */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"
#include "file_helpers.h"

char *TCID = "fsync01";
int TST_TOTAL = 8;

static int bflag;
static char *bopt;
static int nblocks = 4;

static option_t options[] = {
	{ "b:", &bflag, &bopt },
	{ NULL, NULL, NULL },
};

static int fd = -1, dir_fd = -1, ro_fd = -1;
static int fds[2] = { -1, -1 };

static void setup(void);
static void cleanup(void);

static void help(void)
{
	printf("  -b BLOCKS  4 KiB blocks to write before each sync\n");
}

static void expect_ok(const char *what)
{
	if (TEST_RETURN == 0)
		tst_resm(TPASS, "%s succeeded", what);
	else
		tst_resm(TFAIL | TTERRNO, "%s failed", what);
}

static void expect_errno(const char *what, int exp)
{
	if (TEST_RETURN == -1 && TEST_ERRNO == exp)
		tst_resm(TPASS | TTERRNO, "%s", what);
	else
		tst_resm(TFAIL | TTERRNO, "%s returned %ld, expected %s", what,
			 TEST_RETURN, tst_strerrno(exp));
}

static void verify_sync(void)
{
	size_t size = (size_t)nblocks * 4096;

	fh_make_file(cleanup, "file", size, 8);

	TEST(fsync(fd));
	expect_ok("fsync(file)");
	TEST(fdatasync(fd));
	if (TEST_RETURN == 0 && fh_check_fd(cleanup, fd, 0, size, 8))
		tst_resm(TFAIL, "content changed after fdatasync()");
	else
		expect_ok("fdatasync(file)");
	TEST(fsync(dir_fd));
	expect_ok("fsync(directory)");
	TEST(fsync(ro_fd));
	expect_ok("fsync(read-only fd)");

	TEST(fsync(fds[0]));
	expect_errno("fsync(pipe)", EINVAL);
	TEST(fdatasync(fds[1]));
	expect_errno("fdatasync(pipe)", EINVAL);
	TEST(fsync(-1));
	expect_errno("fsync(-1)", EBADF);
	TEST(fdatasync(-1));
	expect_errno("fdatasync(-1)", EBADF);
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, options, &help);

	if (bflag) {
		nblocks = atoi(bopt);
		if (nblocks <= 0 || nblocks > 4096)
			tst_brkm(TBROK, NULL, "invalid -b '%s' (1..4096)",
				 bopt);
	}

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_sync();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(NOFORK, DEF_HANDLER, cleanup);

	TEST_PAUSE;

	tst_tmpdir();

	fh_make_file(cleanup, "file", 0, 8);
	fd = SAFE_OPEN(cleanup, "file", O_RDWR);
	ro_fd = SAFE_OPEN(cleanup, "file", O_RDONLY);
	dir_fd = SAFE_OPEN(cleanup, ".", O_RDONLY | O_DIRECTORY);
	SAFE_PIPE(cleanup, fds);
}

static void cleanup(void)
{
	if (fd != -1)
		close(fd);
	if (ro_fd != -1)
		close(ro_fd);
	if (dir_fd != -1)
		close(dir_fd);
	if (fds[0] != -1) {
		close(fds[0]);
		close(fds[1]);
	}
	tst_rmdir();
}
