/*
 * creat(2): on a new name it makes an empty regular file opened write-only
 * with the mode less the umask; on an existing file it truncates it to
 * zero but keeps its mode and inode; on a directory it fails with EISDIR,
 * and through a missing directory with ENOENT.
 */
#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "test.h"
#include "usctest.h"
#include "safe_macros.h"
#include "file_helpers.h"

char *TCID = "creat01";
int TST_TOTAL = 4;

static void setup(void);
static void cleanup(void);

static void test_new(void)
{
	struct stat st;
	char c = 'x';
	int fd;

	TEST(creat("new", 0666));
	if (TEST_RETURN == -1) {
		tst_resm(TFAIL | TTERRNO, "creat(new) failed");
		return;
	}
	fd = TEST_RETURN;
	SAFE_FSTAT(cleanup, fd, &st);
	if (read(fd, &c, 1) != -1 || errno != EBADF) {
		tst_resm(TFAIL | TERRNO, "read on a creat() fd did not give "
					 "EBADF");
	} else if (!S_ISREG(st.st_mode) || (st.st_mode & 0777) != 0600 ||
		   st.st_size != 0) {
		tst_resm(TFAIL,
			 "creat(new): mode 0%o size %lld, expected "
			 "0100600 and 0",
			 st.st_mode, (long long)st.st_size);
	} else {
		tst_resm(TPASS,
			 "creat(new) made an empty write-only 0600 file");
	}
	SAFE_CLOSE(cleanup, fd);
	SAFE_UNLINK(cleanup, "new");
}

static void test_truncate(void)
{
	struct stat before, after;

	fh_make_file(cleanup, "old", 3000, 7);
	SAFE_CHMOD(cleanup, "old", 0640);
	SAFE_STAT(cleanup, "old", &before);

	TEST(creat("old", 0777));
	if (TEST_RETURN == -1) {
		tst_resm(TFAIL | TTERRNO, "creat(old) failed");
		return;
	}
	SAFE_CLOSE(cleanup, TEST_RETURN);
	SAFE_STAT(cleanup, "old", &after);

	if (after.st_size != 0 || after.st_ino != before.st_ino ||
	    (after.st_mode & 0777) != 0640) {
		tst_resm(TFAIL,
			 "creat(old): size %lld ino %lu mode 0%o, "
			 "expected 0, %lu and 0640",
			 (long long)after.st_size, (unsigned long)after.st_ino,
			 after.st_mode & 0777, (unsigned long)before.st_ino);
		return;
	}
	tst_resm(TPASS, "creat() truncated the file and kept inode and mode");
}

static void test_error(const char *path, int exp)
{
	TEST(creat(path, 0644));
	if (TEST_RETURN != -1) {
		tst_resm(TFAIL, "creat(%s) succeeded", path);
		SAFE_CLOSE(cleanup, TEST_RETURN);
		return;
	}
	if (TEST_ERRNO != exp) {
		tst_resm(TFAIL | TTERRNO, "creat(%s) expected %s", path,
			 tst_strerrno(exp));
		return;
	}
	tst_resm(TPASS | TTERRNO, "creat(%s) failed as expected", path);
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		test_new();
		test_truncate();
		test_error("dir", EISDIR);
		test_error("nodir/file", ENOENT);
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(NOFORK, DEF_HANDLER, cleanup);

	TEST_PAUSE;

	tst_tmpdir();

	umask(077);
	SAFE_MKDIR(cleanup, "dir", 0755);
}

static void cleanup(void)
{
	tst_rmdir();
}
