/*
 * chown(2), fchown(2) and lchown(2) as root: the owner and group given are
 * what stat() reports afterwards, -1 leaves a field unchanged, lchown()
 * changes the link and not its target, and a change of owner clears the
 * set-user-ID bit of an executable. Needs root: TCONF otherwise.
 */
#include <errno.h>
#include <fcntl.h>
#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"

TCID_DEFINE(chown01);
int TST_TOTAL = 5;

static uid_t nobody_uid;
static gid_t nobody_gid;
static int fd = -1;

static void setup(void);
static void cleanup(void);

static int owned_by(int follow, const char *path, uid_t uid, gid_t gid)
{
	struct stat st;

	if (follow)
		SAFE_STAT(cleanup, path, &st);
	else
		SAFE_LSTAT(cleanup, path, &st);
	if (st.st_uid == uid && st.st_gid == gid)
		return 1;
	tst_resm(TINFO, "%s is %d:%d, expected %d:%d", path, (int)st.st_uid,
		 (int)st.st_gid, (int)uid, (int)gid);
	return 0;
}

static void report(const char *what, int ok)
{
	if (TEST_RETURN == -1)
		tst_resm(TFAIL | TTERRNO, "%s failed", what);
	else if (!ok)
		tst_resm(TFAIL, "%s did not apply", what);
	else
		tst_resm(TPASS, "%s applied", what);
}

static void run_cases(void)
{
	struct stat st;

	SAFE_CHOWN(cleanup, "file", 0, 0);

	TEST(chown("file", nobody_uid, nobody_gid));
	report("chown(file, nobody, nogroup)",
	       owned_by(1, "file", nobody_uid, nobody_gid));

	TEST(chown("file", -1, 0));
	report("chown(file, -1, 0)", owned_by(1, "file", nobody_uid, 0));

	TEST(fchown(fd, 0, -1));
	report("fchown(fd, 0, -1)", owned_by(1, "file", 0, 0));

	TEST(lchown("link", nobody_uid, nobody_gid));
	report("lchown(link)", owned_by(0, "link", nobody_uid, nobody_gid) &&
				       owned_by(1, "link", 0, 0));
	SAFE_LSTAT(cleanup, "link", &st);
	if (lchown("link", 0, 0))
		tst_brkm(TBROK | TERRNO, cleanup, "lchown(link, 0, 0)");

	SAFE_CHMOD(cleanup, "file", 04755);
	TEST(chown("file", nobody_uid, -1));
	SAFE_STAT(cleanup, "file", &st);
	report("chown() clearing S_ISUID", !(st.st_mode & S_ISUID));
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		run_cases();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	struct passwd *pw;

	tst_require_root();

	tst_sig(NOFORK, DEF_HANDLER, cleanup);

	pw = SAFE_GETPWNAM(NULL, "nobody");
	nobody_uid = pw->pw_uid;
	nobody_gid = pw->pw_gid;

	TEST_PAUSE;

	tst_tmpdir();

	SAFE_TOUCH(cleanup, "file", 0644, NULL);
	SAFE_SYMLINK(cleanup, "file", "link");
	fd = SAFE_OPEN(cleanup, "file", O_RDONLY);
}

static void cleanup(void)
{
	if (fd != -1)
		close(fd);
	tst_rmdir();
}
