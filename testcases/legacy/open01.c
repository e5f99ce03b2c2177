/*
 * open(2) failures: each case sets up a path that must make open() fail
 * with one specific errno (EEXIST, ENOENT, EISDIR, ENAMETOOLONG, ELOOP,
 * ENOTDIR), and a last case checks that O_CREAT | O_EXCL on a new name
 * creates a regular file with the requested mode less the umask.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"

char *TCID = "open01";

static char long_name[NAME_MAX + 2];

static struct test_case_t {
	const char *path;
	int flags;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{ "exists", O_CREAT | O_EXCL | O_WRONLY, EEXIST, "O_EXCL on a file" },
	{ "missing", O_RDONLY, ENOENT, "missing file" },
	{ "dir", O_WRONLY, EISDIR, "directory for writing" },
	{ "dir", O_RDWR, EISDIR, "directory for reading and writing" },
	{ long_name, O_RDONLY | O_CREAT, ENAMETOOLONG, "component too long" },
	{ "loop_a", O_RDONLY, ELOOP, "symlink loop" },
	{ "link_to_exists", O_RDONLY | O_NOFOLLOW, ELOOP, "O_NOFOLLOW link" },
	{ "exists/sub", O_RDONLY, ENOTDIR, "file as a directory" },
	{ "exists", O_RDONLY | O_DIRECTORY, ENOTDIR, "O_DIRECTORY on a file" },
	{ "dir/missing/x", O_CREAT | O_WRONLY, ENOENT, "missing parent" },
};

#define NCASES (sizeof(tcases) / sizeof(tcases[0]))

int TST_TOTAL = NCASES + 1;

static void setup(void);
static void cleanup(void);

static void verify_failure(struct test_case_t *tc)
{
	TEST(open(tc->path, tc->flags, 0644));
	if (TEST_RETURN != -1) {
		tst_resm(TFAIL, "open(%s) (%s) succeeded unexpectedly",
			 tc->path, tc->desc);
		SAFE_CLOSE(cleanup, TEST_RETURN);
		return;
	}
	if (TEST_ERRNO != tc->exp_errno) {
		tst_resm(TFAIL | TTERRNO, "open() (%s) expected %s", tc->desc,
			 strerror(tc->exp_errno));
		return;
	}
	tst_resm(TPASS | TTERRNO, "open() (%s) failed as expected", tc->desc);
}

static void verify_create(void)
{
	struct stat st;
	int fd;

	TEST(open("new_file", O_CREAT | O_EXCL | O_RDWR, 0666));
	if (TEST_RETURN == -1) {
		tst_resm(TFAIL | TTERRNO, "open(new_file, O_CREAT|O_EXCL)");
		return;
	}
	fd = TEST_RETURN;
	SAFE_FSTAT(cleanup, fd, &st);
	SAFE_CLOSE(cleanup, fd);
	SAFE_UNLINK(cleanup, "new_file");

	if (!S_ISREG(st.st_mode) || (st.st_mode & 0777) != 0640) {
		tst_resm(TFAIL, "new file has mode 0%o, expected 0100640",
			 st.st_mode);
		return;
	}
	if (st.st_size != 0) {
		tst_resm(TFAIL, "new file has size %lld",
			 (long long)st.st_size);
		return;
	}
	tst_resm(TPASS, "O_CREAT | O_EXCL made an empty file with mode 0640");
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
			verify_failure(&tcases[i]);
		verify_create();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(NOFORK, DEF_HANDLER, cleanup);

	TEST_PAUSE;

	tst_tmpdir();

	umask(027);
	memset(long_name, 'a', NAME_MAX + 1);
	SAFE_TOUCH(cleanup, "exists", 0644, NULL);
	SAFE_MKDIR(cleanup, "dir", 0755);
	SAFE_SYMLINK(cleanup, "loop_b", "loop_a");
	SAFE_SYMLINK(cleanup, "loop_a", "loop_b");
	SAFE_SYMLINK(cleanup, "exists", "link_to_exists");
}

static void cleanup(void)
{
	tst_rmdir();
}
