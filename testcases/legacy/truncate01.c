/*
 * truncate(2) and ftruncate(2): shrinking keeps the leading bytes and
 * drops the rest; growing keeps the content and reads back zeros in the
 * new part. Errors: EINVAL for a negative length, EISDIR for a directory,
 * ENOENT, and for ftruncate() EINVAL on a descriptor not open for writing
 * and EBADF on a closed one.
 */
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"
#include "file_helpers.h"

char *TCID = "truncate01";
int TST_TOTAL = 8;

#define ORIG 8192
#define SMALL 1000
#define BIG 20000

static int fd_rw = -1, fd_ro = -1;

static void setup(void);
static void cleanup(void);

static int zeros_at(int fd, off_t off, size_t len)
{
	char buf[4096];
	size_t i;

	while (len > 0) {
		size_t chunk = len < sizeof(buf) ? len : sizeof(buf);

		if (pread(fd, buf, chunk, off) != (ssize_t)chunk)
			tst_brkm(TBROK | TERRNO, cleanup, "pread at %lld",
				 (long long)off);
		for (i = 0; i < chunk; i++) {
			if (buf[i])
				return 0;
		}
		off += chunk;
		len -= chunk;
	}
	return 1;
}

static void check_size(const char *what, off_t exp, int content_ok)
{
	struct stat st;

	if (TEST_RETURN == -1) {
		tst_resm(TFAIL | TTERRNO, "%s failed", what);
		return;
	}
	SAFE_FSTAT(cleanup, fd_rw, &st);
	if (st.st_size != exp)
		tst_resm(TFAIL, "%s: size %lld, expected %lld", what,
			 (long long)st.st_size, (long long)exp);
	else if (!content_ok)
		tst_resm(TFAIL, "%s: content wrong", what);
	else
		tst_resm(TPASS, "%s: size %lld and content right", what,
			 (long long)exp);
}

static void test_sizes(void)
{
	int ok;

	fh_make_file(cleanup, "file", ORIG, 4);

	TEST(truncate("file", SMALL));
	ok = !fh_check_fd(cleanup, fd_rw, 0, SMALL, 4);
	check_size("truncate(file, 1000)", SMALL, ok);

	TEST(ftruncate(fd_rw, BIG));
	ok = !fh_check_fd(cleanup, fd_rw, 0, SMALL, 4) &&
	     zeros_at(fd_rw, SMALL, BIG - SMALL);
	check_size("ftruncate(fd, 20000)", BIG, ok);
}

static void check_errno(const char *what, int exp)
{
	if (TEST_RETURN != -1)
		tst_resm(TFAIL, "%s succeeded", what);
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
		test_sizes();
		TEST(truncate("file", -1));
		check_errno("truncate(file, -1)", EINVAL);
		TEST(truncate("dir", 0));
		check_errno("truncate(dir, 0)", EISDIR);
		TEST(truncate("missing", 0));
		check_errno("truncate(missing, 0)", ENOENT);
		TEST(ftruncate(fd_ro, 0));
		check_errno("ftruncate(read-only fd, 0)", EINVAL);
		TEST(ftruncate(-1, 0));
		check_errno("ftruncate(-1, 0)", EBADF);
		TEST(ftruncate(fd_rw, -1));
		check_errno("ftruncate(fd, -1)", EINVAL);
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(NOFORK, DEF_HANDLER, cleanup);

	TEST_PAUSE;

	tst_tmpdir();

	SAFE_MKDIR(cleanup, "dir", 0755);
	fh_make_file(cleanup, "file", ORIG, 4);
	fd_rw = SAFE_OPEN(cleanup, "file", O_RDWR);
	fd_ro = SAFE_OPEN(cleanup, "file", O_RDONLY);
}

static void cleanup(void)
{
	if (fd_rw != -1)
		SAFE_CLOSE(NULL, fd_rw);
	if (fd_ro != -1)
		SAFE_CLOSE(NULL, fd_ro);
	tst_rmdir();
}
