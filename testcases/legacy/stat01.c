/*
 * stat(2), fstat(2) and lstat(2) fields: for a file written with a known
 * number of bytes, st_size is that number, st_blocks covers it, st_nlink
 * counts the hard links, st_uid/st_gid are the creator's, st_mode has the
 * type and permission bits, the three calls agree on st_ino and st_dev,
 * and lstat() of a symlink reports S_IFLNK with the target's length.
 */
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"
#include "file_helpers.h"

TCID_DEFINE(stat01);
int TST_TOTAL = 4;

#define FSIZE 12345

static void setup(void);
static void cleanup(void);

static void check_fields(const char *call, struct stat *st)
{
	if (st->st_size != FSIZE) {
		tst_resm(TFAIL, "%s: st_size %lld, expected %d", call,
			 (long long)st->st_size, FSIZE);
		return;
	}
	if ((long long)st->st_blocks * 512 < FSIZE) {
		tst_resm(TFAIL, "%s: st_blocks %lld too few for %d bytes", call,
			 (long long)st->st_blocks, FSIZE);
		return;
	}
	if (st->st_mode != (S_IFREG | 0640) || st->st_nlink != 2) {
		tst_resm(TFAIL, "%s: mode 0%o nlink %lu, expected 0100640, 2",
			 call, st->st_mode, (unsigned long)st->st_nlink);
		return;
	}
	if (st->st_uid != geteuid() || st->st_gid != getegid()) {
		tst_resm(TFAIL, "%s: owner %d:%d, expected %d:%d", call,
			 (int)st->st_uid, (int)st->st_gid, (int)geteuid(),
			 (int)getegid());
		return;
	}
	tst_resm(TPASS, "%s: size, blocks, mode, links and owner right", call);
}

static void verify_stat(void)
{
	struct stat s, f, l;
	int fd;

	TEST(stat("file", &s));
	if (TEST_RETURN == -1)
		tst_brkm(TBROK | TTERRNO, cleanup, "stat(file)");
	check_fields("stat", &s);

	fd = SAFE_OPEN(cleanup, "hardlink", O_RDONLY);
	TEST(fstat(fd, &f));
	SAFE_CLOSE(cleanup, fd);
	if (TEST_RETURN == -1)
		tst_brkm(TBROK | TTERRNO, cleanup, "fstat(hardlink)");
	check_fields("fstat", &f);

	if (f.st_ino != s.st_ino || f.st_dev != s.st_dev)
		tst_resm(TFAIL, "stat and fstat disagree on the inode");
	else
		tst_resm(TPASS, "stat and fstat name the same inode");

	TEST(lstat("symlink", &l));
	if (TEST_RETURN == -1)
		tst_brkm(TBROK | TTERRNO, cleanup, "lstat(symlink)");
	if (!S_ISLNK(l.st_mode) || l.st_size != (off_t)strlen("file") ||
	    l.st_ino == s.st_ino)
		tst_resm(TFAIL, "lstat(symlink): mode 0%o size %lld", l.st_mode,
			 (long long)l.st_size);
	else
		tst_resm(TPASS, "lstat() describes the link itself");
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_stat();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(NOFORK, DEF_HANDLER, cleanup);

	TEST_PAUSE;

	tst_tmpdir();

	fh_make_file(cleanup, "file", FSIZE, 1);
	SAFE_CHMOD(cleanup, "file", 0640);
	if (link("file", "hardlink"))
		tst_brkm(TBROK | TERRNO, cleanup, "link(file, hardlink)");
	SAFE_SYMLINK(cleanup, "file", "symlink");
}

static void cleanup(void)
{
	tst_rmdir();
}
