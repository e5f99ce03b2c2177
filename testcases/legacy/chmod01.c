/*
 * chmod(2) and fchmod(2): each mode of the table, set by name and then
 * through a descriptor, is read back by stat() with the file type bits
 * unchanged (special bits included, on a file and on a directory).
 * Errors: EPERM when the caller does not own the file (as root the test
 * switches to "nobody" for this), ENOENT, ENOTDIR, and EBADF for fchmod.
 */
#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"
#include "file_helpers.h"

char *TCID = "chmod01";

static struct test_case_t {
	const char *path;
	mode_t mode;
} tcases[] = {
	{ "file", 0000 },  { "file", 0644 },  { "file", 0755 },
	{ "file", 04755 }, { "file", 02711 }, { "dir", 0700 },
	{ "dir", 01777 },
};

#define NCASES (sizeof(tcases) / sizeof(tcases[0]))

int TST_TOTAL = 2 * NCASES + 4;

static int fd_file = -1, fd_dir = -1;

static void setup(void);
static void cleanup(void);

static int mode_is(const char *path, mode_t type, mode_t mode)
{
	struct stat st;

	SAFE_STAT(cleanup, path, &st);
	if ((st.st_mode & S_IFMT) == type && (st.st_mode & 07777) == mode)
		return 1;
	tst_resm(TINFO, "%s has mode 0%o, expected 0%o", path, st.st_mode,
		 type | mode);
	return 0;
}

static void verify_chmod(struct test_case_t *tc)
{
	mode_t type = tc->path[0] == 'd' ? S_IFDIR : S_IFREG;
	int fd = type == S_IFDIR ? fd_dir : fd_file;

	TEST(chmod(tc->path, tc->mode));
	if (TEST_RETURN == -1)
		tst_resm(TFAIL | TTERRNO, "chmod(%s, 0%o)", tc->path, tc->mode);
	else if (mode_is(tc->path, type, tc->mode))
		tst_resm(TPASS, "chmod(%s, 0%o) applied", tc->path, tc->mode);
	else
		tst_resm(TFAIL, "chmod(%s, 0%o) not applied", tc->path,
			 tc->mode);

	SAFE_CHMOD(cleanup, tc->path, 0600);
	TEST(fchmod(fd, tc->mode));
	if (TEST_RETURN == -1)
		tst_resm(TFAIL | TTERRNO, "fchmod(%s, 0%o)", tc->path,
			 tc->mode);
	else if (mode_is(tc->path, type, tc->mode))
		tst_resm(TPASS, "fchmod(%s, 0%o) applied", tc->path, tc->mode);
	else
		tst_resm(TFAIL, "fchmod(%s, 0%o) not applied", tc->path,
			 tc->mode);
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

static void verify_eperm(void)
{
	const char *path = "/";

	if (geteuid() == 0) {
		path = "file";
		fh_become_nobody(cleanup);
	}
	TEST(chmod(path, 0777));
	if (path[0] == 'f')
		fh_become_root(cleanup);
	check_errno("chmod() of a file owned by someone else", EPERM);
}

int main(int ac, char **av)
{
	int lc;
	unsigned int i;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		for (i = 0; i < NCASES; i++)
			verify_chmod(&tcases[i]);
		verify_eperm();
		TEST(chmod("missing", 0644));
		check_errno("chmod(missing)", ENOENT);
		TEST(chmod("file/x", 0644));
		check_errno("chmod(file/x)", ENOTDIR);
		TEST(fchmod(-1, 0644));
		check_errno("fchmod(-1)", EBADF);
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
	SAFE_MKDIR(cleanup, "dir", 0755);
	fd_file = SAFE_OPEN(cleanup, "file", O_RDONLY);
	fd_dir = SAFE_OPEN(cleanup, "dir", O_RDONLY | O_DIRECTORY);
}

static void cleanup(void)
{
	if (fd_file != -1 && close(fd_file))
		tst_resm(TWARN | TERRNO, "close(file)");
	if (fd_dir != -1 && close(fd_dir))
		tst_resm(TWARN | TERRNO, "close(dir)");
	tst_rmdir();
}
