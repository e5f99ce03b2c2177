/*
 * rename(2): a file replaces an existing file (the old inode moves to the
 * new name, the replaced one is gone), a directory replaces an empty
 * directory. Errors: ENOTEMPTY (or EEXIST) for a non-empty target
 * directory, EISDIR for a file onto a directory, ENOTDIR for a directory
 * onto a file, EINVAL for a directory into its own subdirectory, ENOENT.
 */
#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"
#include "file_helpers.h"

char *TCID = "rename01";

static struct test_case_t {
	const char *from;
	const char *to;
	int exp_errno;
	int alt_errno;
} tcases[] = {
	{ "dir_a", "full_dir", ENOTEMPTY, EEXIST },
	{ "file_a", "dir_a", EISDIR, EISDIR },
	{ "dir_a", "file_a", ENOTDIR, ENOTDIR },
	{ "dir_a", "dir_a/sub", EINVAL, EINVAL },
	{ "missing", "file_b", ENOENT, ENOENT },
};

#define NCASES (sizeof(tcases) / sizeof(tcases[0]))

int TST_TOTAL = NCASES + 2;

static void setup(void);
static void cleanup(void);

static void test_file_over_file(void)
{
	struct stat src;
	int fd, ret;

	fh_make_file(cleanup, "src", 2048, 5);
	fh_make_file(cleanup, "dst", 100, 9);
	SAFE_STAT(cleanup, "src", &src);

	TEST(rename("src", "dst"));
	if (TEST_RETURN == -1) {
		tst_resm(TFAIL | TTERRNO, "rename(src, dst) failed");
		return;
	}
	if (access("src", F_OK) == 0) {
		tst_resm(TFAIL, "src still exists after rename");
		return;
	}
	fd = SAFE_OPEN(cleanup, "dst", O_RDONLY);
	ret = fh_check_fd(cleanup, fd, 0, 2048, 5);
	SAFE_CLOSE(cleanup, fd);
	if (ret || fh_size(cleanup, "dst") != 2048) {
		tst_resm(TFAIL, "dst does not hold the content of src");
		return;
	}
	tst_resm(TPASS, "rename() replaced dst with src");
	SAFE_UNLINK(cleanup, "dst");
}

static void test_dir_over_empty_dir(void)
{
	struct stat before, after;

	SAFE_MKDIR(cleanup, "d1", 0755);
	SAFE_MKDIR(cleanup, "d2", 0755);
	SAFE_TOUCH(cleanup, "d1/inside", 0644, NULL);
	SAFE_STAT(cleanup, "d1", &before);

	TEST(rename("d1", "d2"));
	if (TEST_RETURN == -1) {
		tst_resm(TFAIL | TTERRNO, "rename(d1, d2) failed");
		return;
	}
	SAFE_STAT(cleanup, "d2", &after);
	if (after.st_ino != before.st_ino || access("d2/inside", F_OK)) {
		tst_resm(TFAIL, "d2 is not the former d1");
		return;
	}
	tst_resm(TPASS, "rename() replaced an empty directory");
	SAFE_UNLINK(cleanup, "d2/inside");
	SAFE_RMDIR(cleanup, "d2");
}

static void verify_error(struct test_case_t *tc)
{
	TEST(rename(tc->from, tc->to));
	if (TEST_RETURN != -1) {
		tst_resm(TFAIL, "rename(%s, %s) succeeded", tc->from, tc->to);
		tst_brkm(TBROK, cleanup, "test tree altered, giving up");
	}
	if (TEST_ERRNO != tc->exp_errno && TEST_ERRNO != tc->alt_errno) {
		tst_resm(TFAIL | TTERRNO, "rename(%s, %s) expected %s",
			 tc->from, tc->to, tst_strerrno(tc->exp_errno));
		return;
	}
	tst_resm(TPASS | TTERRNO, "rename(%s, %s) failed as expected", tc->from,
		 tc->to);
}

int main(int ac, char **av)
{
	int lc;
	unsigned int i;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		test_file_over_file();
		test_dir_over_empty_dir();
		for (i = 0; i < NCASES; i++)
			verify_error(&tcases[i]);
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(NOFORK, DEF_HANDLER, cleanup);

	TEST_PAUSE;

	tst_tmpdir();

	SAFE_MKDIR(cleanup, "dir_a", 0755);
	SAFE_MKDIR(cleanup, "dir_a/sub", 0755);
	SAFE_MKDIR(cleanup, "full_dir", 0755);
	SAFE_TOUCH(cleanup, "full_dir/f", 0644, NULL);
	SAFE_TOUCH(cleanup, "file_a", 0644, NULL);
	SAFE_TOUCH(cleanup, "file_b", 0644, NULL);
}

static void cleanup(void)
{
	tst_rmdir();
}
