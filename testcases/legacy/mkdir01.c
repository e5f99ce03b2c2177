/*
 * mkdir(2) and rmdir(2): mkdir() makes an empty directory (st_nlink 2,
 * mode less the umask) and raises its parent's link count; rmdir()
 * removes it. Errors: mkdir EEXIST, ENOENT, ENOTDIR; rmdir ENOTEMPTY (or
 * EEXIST), ENOTDIR, EINVAL for ".", ENOENT.
 */
#include <errno.h>
#include <sys/stat.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"

char *TCID = "mkdir01";

static struct test_case_t {
	int is_rmdir;
	const char *path;
	int exp_errno;
	int alt_errno;
} tcases[] = {
	{ 0, "full", EEXIST, EEXIST },
	{ 0, "file", EEXIST, EEXIST },
	{ 0, "missing/sub", ENOENT, ENOENT },
	{ 0, "file/sub", ENOTDIR, ENOTDIR },
	{ 1, "full", ENOTEMPTY, EEXIST },
	{ 1, "file", ENOTDIR, ENOTDIR },
	{ 1, "full/.", EINVAL, EINVAL },
	{ 1, "missing", ENOENT, ENOENT },
};

#define NCASES (sizeof(tcases) / sizeof(tcases[0]))

int TST_TOTAL = NCASES + 1;

static void setup(void);
static void cleanup(void);

static void verify_mkdir(void)
{
	struct stat parent_before, parent_after, st;

	SAFE_STAT(cleanup, ".", &parent_before);
	TEST(mkdir("newdir", 0777));
	if (TEST_RETURN == -1) {
		tst_resm(TFAIL | TTERRNO, "mkdir(newdir) failed");
		return;
	}
	SAFE_STAT(cleanup, "newdir", &st);
	SAFE_STAT(cleanup, ".", &parent_after);
	if (!S_ISDIR(st.st_mode) || (st.st_mode & 0777) != 0750 ||
	    st.st_nlink != 2) {
		tst_resm(TFAIL, "newdir: mode 0%o nlink %lu", st.st_mode,
			 (unsigned long)st.st_nlink);
	} else if (parent_after.st_nlink != parent_before.st_nlink + 1) {
		tst_resm(TFAIL, "parent nlink %lu -> %lu",
			 (unsigned long)parent_before.st_nlink,
			 (unsigned long)parent_after.st_nlink);
	} else {
		tst_resm(TPASS, "mkdir() made a 0750 directory with 2 links");
	}

	TEST(rmdir("newdir"));
	if (TEST_RETURN == -1)
		tst_brkm(TBROK | TTERRNO, cleanup, "rmdir(newdir) failed");
	if (stat("newdir", &st) != -1)
		tst_resm(TFAIL, "newdir still exists after rmdir()");
}

static void verify_error(struct test_case_t *tc)
{
	const char *name = tc->is_rmdir ? "rmdir" : "mkdir";

	if (tc->is_rmdir)
		TEST(rmdir(tc->path));
	else
		TEST(mkdir(tc->path, 0755));

	if (TEST_RETURN != -1) {
		tst_resm(TFAIL, "%s(%s) succeeded", name, tc->path);
		return;
	}
	if (TEST_ERRNO != tc->exp_errno && TEST_ERRNO != tc->alt_errno) {
		tst_resm(TFAIL | TTERRNO, "%s(%s) expected %s", name, tc->path,
			 tst_strerrno(tc->exp_errno));
		return;
	}
	tst_resm(TPASS | TTERRNO, "%s(%s) failed as expected", name, tc->path);
}

int main(int ac, char **av)
{
	int lc;
	unsigned int i;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_mkdir();
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

	umask(027);
	SAFE_MKDIR(cleanup, "full", 0755);
	SAFE_TOUCH(cleanup, "full/entry", 0644, NULL);
	SAFE_TOUCH(cleanup, "file", 0644, NULL);
}

static void cleanup(void)
{
	tst_rmdir();
}
