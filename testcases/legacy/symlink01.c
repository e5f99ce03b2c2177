/*
 * symlink(2) and readlink(2): readlink() returns the target text exactly,
 * without a terminating NUL, and truncates silently to the buffer size;
 * lstat() reports a link whose size is the target's length while stat()
 * follows it; a dangling link can be made. Errors: EEXIST for an
 * existing name, EINVAL for readlink() of a non-link, ENOENT for a missing
 * name, ENAMETOOLONG for a target longer than PATH_MAX.
 */
#include <errno.h>
#include <limits.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"

char *TCID = "symlink01";
int TST_TOTAL = 7;

#define TARGET "a/target/that/need/not/exist"

static char *huge_target;

static void setup(void);
static void cleanup(void);

static void test_readlink(void)
{
	char buf[PATH_MAX];
	struct stat st;

	TEST(symlink(TARGET, "dangling"));
	if (TEST_RETURN == -1) {
		tst_resm(TFAIL | TTERRNO, "symlink(dangling) failed");
		return;
	}
	memset(buf, 'X', sizeof(buf));
	TEST(readlink("dangling", buf, sizeof(buf)));
	if (TEST_RETURN != (long)strlen(TARGET) ||
	    memcmp(buf, TARGET, strlen(TARGET)) || buf[TEST_RETURN] != 'X') {
		tst_resm(TFAIL | TTERRNO, "readlink() returned %ld",
			 TEST_RETURN);
	} else {
		tst_resm(TPASS, "readlink() returned the target, no NUL added");
	}

	TEST(readlink("dangling", buf, 5));
	if (TEST_RETURN != 5 || memcmp(buf, TARGET, 5))
		tst_resm(TFAIL, "readlink() with 5 bytes returned %ld",
			 TEST_RETURN);
	else
		tst_resm(TPASS, "readlink() truncated to the buffer size");

	SAFE_LSTAT(cleanup, "dangling", &st);
	if (!S_ISLNK(st.st_mode) || st.st_size != (off_t)strlen(TARGET))
		tst_resm(TFAIL, "lstat: mode 0%o size %lld", st.st_mode,
			 (long long)st.st_size);
	else if (stat("dangling", &st) != -1 || errno != ENOENT)
		tst_resm(TFAIL | TERRNO, "stat() of a dangling link");
	else
		tst_resm(TPASS, "lstat() sees the link, stat() follows it");
	SAFE_UNLINK(cleanup, "dangling");
}

static void expect_errno(const char *what, int exp)
{
	if (TEST_RETURN != -1) {
		tst_resm(TFAIL, "%s succeeded", what);
		return;
	}
	if (TEST_ERRNO != exp) {
		tst_resm(TFAIL | TTERRNO, "%s expected %s", what,
			 tst_strerrno(exp));
		return;
	}
	tst_resm(TPASS | TTERRNO, "%s failed as expected", what);
}

int main(int ac, char **av)
{
	char buf[64];
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		test_readlink();
		TEST(symlink("whatever", "file"));
		expect_errno("symlink(whatever, file)", EEXIST);
		TEST(readlink("file", buf, sizeof(buf)));
		expect_errno("readlink(file)", EINVAL);
		TEST(readlink("missing", buf, sizeof(buf)));
		expect_errno("readlink(missing)", ENOENT);
		TEST(symlink(huge_target, "huge"));
		expect_errno("symlink(<PATH_MAX + 1 bytes>, huge)",
			     ENAMETOOLONG);
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(NOFORK, DEF_HANDLER, cleanup);

	TEST_PAUSE;

	tst_tmpdir();

	SAFE_TOUCH(cleanup, "file", 0644, NULL);
	huge_target = SAFE_MALLOC(cleanup, PATH_MAX + 2);
	memset(huge_target, 'x', PATH_MAX + 1);
	huge_target[PATH_MAX + 1] = '\0';
}

static void cleanup(void)
{
	free(huge_target);
	tst_rmdir();
}
