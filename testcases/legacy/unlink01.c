/*
 * unlink(2): the name goes away at once but an open descriptor keeps the
 * data readable until it is closed (st_nlink of the open file drops to 0);
 * unlinking a symlink removes the link, not its target. Errors: EISDIR
 * for a directory, ENOENT for a missing name, ENOTDIR through a file.
 */
#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"
#include "file_helpers.h"

char *TCID = "unlink01";
int TST_TOTAL = 5;

static void setup(void);
static void cleanup(void);

static void test_open_file(void)
{
	struct stat st;
	int fd;

	fh_make_file(cleanup, "victim", 5000, 11);
	fd = SAFE_OPEN(cleanup, "victim", O_RDONLY);

	TEST(unlink("victim"));
	if (TEST_RETURN == -1) {
		tst_resm(TFAIL | TTERRNO, "unlink(victim) failed");
		SAFE_CLOSE(cleanup, fd);
		return;
	}
	if (access("victim", F_OK) != -1 || errno != ENOENT) {
		tst_resm(TFAIL | TERRNO, "victim still reachable by name");
		SAFE_CLOSE(cleanup, fd);
		return;
	}
	SAFE_FSTAT(cleanup, fd, &st);
	if (st.st_nlink != 0) {
		tst_resm(TFAIL, "open unlinked file has nlink %lu",
			 (unsigned long)st.st_nlink);
	} else if (fh_check_fd(cleanup, fd, 0, 5000, 11)) {
		tst_resm(TFAIL, "data of the unlinked file changed");
	} else {
		tst_resm(TPASS, "unlinked file stays readable through its fd");
	}
	SAFE_CLOSE(cleanup, fd);
}

static void test_symlink(void)
{
	struct stat st;

	SAFE_SYMLINK(cleanup, "target", "sym");
	TEST(unlink("sym"));
	if (TEST_RETURN == -1) {
		tst_resm(TFAIL | TTERRNO, "unlink(sym) failed");
		return;
	}
	if (lstat("sym", &st) != -1) {
		tst_resm(TFAIL, "symlink still there after unlink");
		return;
	}
	if (stat("target", &st) == -1) {
		tst_resm(TFAIL | TERRNO, "unlink of a symlink removed target");
		return;
	}
	tst_resm(TPASS, "unlink() removed the symlink, not its target");
}

static void test_error(const char *path, int exp)
{
	TEST(unlink(path));
	if (TEST_RETURN != -1) {
		tst_resm(TFAIL, "unlink(%s) succeeded", path);
		return;
	}
	if (TEST_ERRNO != exp) {
		tst_resm(TFAIL | TTERRNO, "unlink(%s) expected %s", path,
			 tst_strerrno(exp));
		return;
	}
	tst_resm(TPASS | TTERRNO, "unlink(%s) failed as expected", path);
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		test_open_file();
		test_symlink();
		test_error("dir", EISDIR);
		test_error("missing", ENOENT);
		test_error("target/x", ENOTDIR);
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(NOFORK, DEF_HANDLER, cleanup);

	TEST_PAUSE;

	tst_tmpdir();

	SAFE_TOUCH(cleanup, "target", 0644, NULL);
	SAFE_MKDIR(cleanup, "dir", 0755);
}

static void cleanup(void)
{
	tst_rmdir();
}
