/*
 * statfs(2) and fstatfs(2): on the test's directory both calls describe
 * the same filesystem (type, block size, total blocks, name length), the
 * free counts are consistent (bavail <= bfree <= blocks), f_type agrees
 * with tst_fs_type(), and a file written there is on that filesystem.
 * Errors: ENOENT, ENOTDIR, ENAMETOOLONG, EFAULT and EBADF.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <string.h>
#include <sys/statfs.h>
#include <sys/vfs.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"

char *TCID = "statfs01";

static char long_path[PATH_MAX + 2];

static struct test_case_t {
	const char *path;
	struct statfs *buf;
	int exp_errno;
} tcases[] = {
	{ "missing", NULL, ENOENT },
	{ "file/sub", NULL, ENOTDIR },
	{ long_path, NULL, ENAMETOOLONG },
	{ ".", (struct statfs *)-1, EFAULT },
};

#define NCASES (sizeof(tcases) / sizeof(tcases[0]))

int TST_TOTAL = NCASES + 3;

static int fd = -1;
static struct statfs sbuf;

static void setup0(void);
static void setup(void);
static void cleanup0(void);
static void cleanup(void);

static void verify_same_fs(void)
{
	struct statfs s, f;

	TEST(statfs(".", &s));
	if (TEST_RETURN == -1)
		tst_brkm(TBROK | TTERRNO, cleanup, "statfs(.)");
	TEST(fstatfs(fd, &f));
	if (TEST_RETURN == -1)
		tst_brkm(TBROK | TTERRNO, cleanup, "fstatfs()");

	if (s.f_type != f.f_type || s.f_bsize != f.f_bsize ||
	    s.f_blocks != f.f_blocks || s.f_namelen != f.f_namelen)
		tst_resm(TFAIL, "statfs and fstatfs disagree");
	else
		tst_resm(TPASS, "statfs and fstatfs describe one filesystem");

	if (s.f_bavail > s.f_bfree || s.f_bfree > s.f_blocks ||
	    s.f_bsize <= 0 || s.f_namelen <= 0)
		tst_resm(TFAIL,
			 "inconsistent counts: blocks %llu bfree %llu "
			 "bavail %llu bsize %ld namelen %ld",
			 (unsigned long long)s.f_blocks,
			 (unsigned long long)s.f_bfree,
			 (unsigned long long)s.f_bavail, (long)s.f_bsize,
			 (long)s.f_namelen);
	else
		tst_resm(TPASS, "free counts are consistent");

	if (s.f_type != tst_fs_type(cleanup, "."))
		tst_resm(TFAIL, "f_type 0x%lx differs from tst_fs_type()",
			 (long)s.f_type);
	else
		tst_resm(TPASS, "f_type is %s", tst_fs_type_name(s.f_type));
}

static void verify_error(struct test_case_t *tc)
{
	TEST(statfs(tc->path, tc->buf ? tc->buf : &sbuf));
	if (TEST_RETURN == -1 && TEST_ERRNO == tc->exp_errno)
		tst_resm(TPASS | TTERRNO, "statfs(%.20s) failed as expected",
			 tc->path);
	else
		tst_resm(TFAIL | TTERRNO,
			 "statfs(%.20s) returned %ld, "
			 "expected %s",
			 tc->path, TEST_RETURN, tst_strerrno(tc->exp_errno));
}

int main(int ac, char **av)
{
	int lc;
	unsigned int i;

	tst_parse_opts(ac, av, NULL, NULL);

	setup0();
	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_same_fs();
		for (i = 0; i < NCASES; i++)
			verify_error(&tcases[i]);
		TEST(fstatfs(-1, &sbuf));
		if (TEST_RETURN == -1 && TEST_ERRNO == EBADF)
			tst_resm(TPASS | TTERRNO, "fstatfs(-1)");
		else
			tst_resm(TFAIL | TTERRNO, "fstatfs(-1) gave %ld",
				 TEST_RETURN);
	}

	cleanup();
	tst_exit();
}

/* before the temporary directory exists: nothing to clean up yet */
static void setup0(void)
{
	tst_sig(NOFORK, DEF_HANDLER, cleanup0);

	memset(long_path, 'n', PATH_MAX + 1);

	TEST_PAUSE;
}

static void setup(void)
{
	tst_tmpdir();

	tst_sig(NOFORK, DEF_HANDLER, cleanup);

	SAFE_TOUCH(cleanup, "file", 0644, NULL);
	fd = SAFE_OPEN(cleanup, "file", O_RDONLY);
}

static void cleanup0(void)
{
}

static void cleanup(void)
{
	if (fd != -1)
		close(fd);
	tst_rmdir();
	cleanup0();
}
