/*
 * access(2) checks with the real uid: root creates files, then switches
 * its effective uid to "nobody" with seteuid(). access() must still
 * answer for root (real uid 0: granted), while open() and faccessat()
 * with AT_EACCESS answer for nobody (EACCES). A directory without search
 * permission makes access() of a name inside it fail with EACCES for
 * nobody even when that file is readable by all. Needs root.
 */
#include <errno.h>
#include <fcntl.h>
#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"

char *TCID = "access02";
int TST_TOTAL = 4;

static struct passwd *nobody;

static void setup(void);
static void cleanup0(void);
static void cleanup(void);

static void expect_eacces(const char *what)
{
	if (TEST_RETURN != -1)
		tst_resm(TFAIL, "%s succeeded for nobody", what);
	else if (TEST_ERRNO != EACCES)
		tst_resm(TFAIL | TTERRNO, "%s expected EACCES", what);
	else
		tst_resm(TPASS | TTERRNO, "%s refused for nobody", what);
}

static void verify_access(void)
{
	SAFE_SETEUID(cleanup, nobody->pw_uid);

	TEST(access("secret", R_OK));
	if (TEST_RETURN == 0)
		tst_resm(TPASS, "access() answers for the real uid (root)");
	else
		tst_resm(TFAIL | TTERRNO, "access(secret, R_OK) with ruid 0");

	TEST(faccessat(AT_FDCWD, "secret", R_OK, AT_EACCESS));
	expect_eacces("faccessat(secret, R_OK, AT_EACCESS)");

	TEST(open("secret", O_RDONLY));
	if (TEST_RETURN != -1)
		close(TEST_RETURN);
	expect_eacces("open(secret, O_RDONLY)");

	TEST(faccessat(AT_FDCWD, "closed/public", R_OK, AT_EACCESS));
	expect_eacces("faccessat(closed/public) without search on closed");

	SAFE_SETEUID(cleanup, 0);
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_access();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_require_root();

	tst_sig(NOFORK, DEF_HANDLER, cleanup0);

	nobody = SAFE_GETPWNAM(cleanup0, "nobody");

	TEST_PAUSE;

	tst_tmpdir();

	SAFE_TOUCH(cleanup, "secret", 0600, NULL);
	SAFE_MKDIR(cleanup, "closed", 0700);
	SAFE_TOUCH(cleanup, "closed/public", 0644, NULL);
}

static void cleanup0(void)
{
}

static void cleanup(void)
{
	if (seteuid(0))
		tst_resm(TWARN | TERRNO, "seteuid(0) in cleanup");
	tst_rmdir();
}
