/*
 * link(2): a new hard link shares the inode and raises st_nlink, data
 * written through one name is read through the other, and unlinking one
 * name lowers the count again. Error cases: EEXIST, ENOENT, EPERM for a
 * directory, ENOTDIR for a file used as a directory.
 */
#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"
#include "file_helpers.h"

char *TCID = "link01";

static struct test_case_t {
	const char *oldpath;
	const char *newpath;
	int exp_errno;
} tcases[] = {
	{ "file", "other", EEXIST },	     { "missing", "newname", ENOENT },
	{ "dir", "dirlink", EPERM },	     { "file/x", "newname", ENOTDIR },
	{ "file", "nodir/newname", ENOENT },
};

#define NCASES (sizeof(tcases) / sizeof(tcases[0]))

int TST_TOTAL = NCASES + 1;

static void setup(void);
static void cleanup(void);

static void verify_link(void)
{
	struct stat a, b;
	int fd;

	TEST(link("file", "file_link"));
	if (TEST_RETURN == -1) {
		tst_resm(TFAIL | TTERRNO, "link(file, file_link) failed");
		return;
	}
	SAFE_STAT(cleanup, "file", &a);
	SAFE_STAT(cleanup, "file_link", &b);
	if (a.st_ino != b.st_ino || a.st_nlink != 2 || b.st_nlink != 2) {
		tst_resm(TFAIL, "inodes %lu/%lu, nlink %lu/%lu",
			 (unsigned long)a.st_ino, (unsigned long)b.st_ino,
			 (unsigned long)a.st_nlink, (unsigned long)b.st_nlink);
		SAFE_UNLINK(cleanup, "file_link");
		return;
	}

	fd = SAFE_OPEN(cleanup, "file_link", O_RDONLY);
	if (fh_check_fd(cleanup, fd, 0, 1000, 3)) {
		tst_resm(TFAIL, "content differs through the new link");
		SAFE_CLOSE(cleanup, fd);
		SAFE_UNLINK(cleanup, "file_link");
		return;
	}
	SAFE_CLOSE(cleanup, fd);

	SAFE_UNLINK(cleanup, "file_link");
	SAFE_STAT(cleanup, "file", &a);
	if (a.st_nlink != 1) {
		tst_resm(TFAIL, "nlink %lu after unlink, expected 1",
			 (unsigned long)a.st_nlink);
		return;
	}
	tst_resm(TPASS, "hard link shares inode, content and link count");
}

static void verify_error(struct test_case_t *tc)
{
	TEST(link(tc->oldpath, tc->newpath));
	if (TEST_RETURN != -1) {
		tst_resm(TFAIL, "link(%s, %s) succeeded", tc->oldpath,
			 tc->newpath);
		return;
	}
	if (TEST_ERRNO != tc->exp_errno) {
		tst_resm(TFAIL | TTERRNO, "link(%s, %s) expected %s",
			 tc->oldpath, tc->newpath, tst_strerrno(tc->exp_errno));
		return;
	}
	tst_resm(TPASS | TTERRNO, "link(%s, %s) failed as expected",
		 tc->oldpath, tc->newpath);
}

int main(int ac, char **av)
{
	int lc;
	unsigned int i;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_link();
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

	fh_make_file(cleanup, "file", 1000, 3);
	SAFE_TOUCH(cleanup, "other", 0644, NULL);
	SAFE_MKDIR(cleanup, "dir", 0755);
}

static void cleanup(void)
{
	tst_rmdir();
}
