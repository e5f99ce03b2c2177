/*
 * access(2) for the file's owner: each mode of the table is granted or
 * refused (EACCES) according to the permission bits the file was given,
 * F_OK tells existence, and ENOENT, ENOTDIR and EINVAL (a bad mode) are
 * returned for bad arguments. Run as root, the expected
 * answer differs: root may read and write anything, but may execute only
 * a file with at least one execute bit.
 */
#include <errno.h>
#include <sys/stat.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"

char *TCID = "access01";

static struct test_case_t {
	const char *path;
	int mode;
	int user_errno; /* 0: must succeed */
	int root_errno;
} tcases[] = {
	{ "r_file", R_OK, 0, 0 },
	{ "r_file", W_OK, EACCES, 0 },
	{ "r_file", X_OK, EACCES, EACCES },
	{ "rw_file", R_OK | W_OK, 0, 0 },
	{ "x_file", X_OK, 0, 0 },
	{ "x_file", R_OK, EACCES, 0 },
	{ "none", R_OK | W_OK, EACCES, 0 },
	{ "none", F_OK, 0, 0 },
	{ "missing", F_OK, ENOENT, ENOENT },
	{ "r_file/sub", F_OK, ENOTDIR, ENOTDIR },
	{ "r_file", 0100, EINVAL, EINVAL },
};

#define NCASES (sizeof(tcases) / sizeof(tcases[0]))

int TST_TOTAL = NCASES;

static void setup(void);
static void cleanup(void);

static void verify_access(struct test_case_t *tc)
{
	int exp_errno = getuid() == 0 ? tc->root_errno : tc->user_errno;

	TEST(access(tc->path, tc->mode));
	if (!exp_errno) {
		if (TEST_RETURN == 0)
			tst_resm(TPASS, "access(%s, %d) granted", tc->path,
				 tc->mode);
		else
			tst_resm(TFAIL | TTERRNO, "access(%s, %d) refused",
				 tc->path, tc->mode);
		return;
	}
	if (TEST_RETURN != -1) {
		tst_resm(TFAIL, "access(%s, %d) granted", tc->path, tc->mode);
		return;
	}
	if (TEST_ERRNO != exp_errno) {
		tst_resm(TFAIL | TTERRNO, "access(%s, %d) expected %s",
			 tc->path, tc->mode, tst_strerrno(exp_errno));
		return;
	}
	tst_resm(TPASS | TTERRNO, "access(%s, %d) refused as expected",
		 tc->path, tc->mode);
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
			verify_access(&tcases[i]);
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(NOFORK, DEF_HANDLER, cleanup);

	TEST_PAUSE;

	tst_tmpdir();

	SAFE_TOUCH(cleanup, "r_file", 0444, NULL);
	SAFE_TOUCH(cleanup, "rw_file", 0600, NULL);
	SAFE_TOUCH(cleanup, "x_file", 0100, NULL);
	SAFE_TOUCH(cleanup, "none", 0644, NULL);
	/* SAFE_TOUCH() may treat a zero mode as "default" */
	SAFE_CHMOD(cleanup, "none", 0000);
}

static void cleanup(void)
{
	tst_rmdir();
}
