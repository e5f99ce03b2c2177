/*
 * utime(2) and utimensat(2): explicit times are stored exactly; a NULL
 * times argument sets both to the current time; UTIME_OMIT keeps a time
 * while UTIME_NOW sets it to now; nanoseconds given to utimensat() survive
 * on filesystems with that granularity. Errors: ENOENT; and for a file
 * owned by someone else (as root the test switches to "nobody"), EPERM
 * for explicit times and EACCES for "now" without write permission.
 */
#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <time.h>
#include <utime.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"
#include "file_helpers.h"

char *TCID = "utime01";
int TST_TOTAL = 6;

static void setup(void);
static void cleanup(void);

static void test_explicit(void)
{
	struct utimbuf ub = { .actime = 1000000000, .modtime = 1234567890 };
	struct stat st;

	TEST(utime("file", &ub));
	SAFE_STAT(cleanup, "file", &st);
	if (TEST_RETURN == -1)
		tst_resm(TFAIL | TTERRNO, "utime(file, times)");
	else if (st.st_atime != ub.actime || st.st_mtime != ub.modtime)
		tst_resm(TFAIL, "times %ld/%ld after utime()",
			 (long)st.st_atime, (long)st.st_mtime);
	else
		tst_resm(TPASS, "utime() stored the given times");
}

/*
 * The kernel stamps a file with either coarse time or, on filesystems with
 * multigrain timestamps, fine time; glibc's time() reads coarse time, which
 * lags fine time by up to a tick. Bounding by coarse time before the call
 * and fine time after it holds for both.
 */
static time_t clock_sec(clockid_t clk)
{
	struct timespec ts;

	if (clock_gettime(clk, &ts) == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "clock_gettime(%d)",
			 (int)clk);
	return ts.tv_sec;
}

static void test_now(void)
{
	struct stat st;
	time_t before, after;

	before = clock_sec(CLOCK_REALTIME_COARSE);
	TEST(utime("file", NULL));
	after = clock_sec(CLOCK_REALTIME);
	SAFE_STAT(cleanup, "file", &st);
	if (TEST_RETURN == -1)
		tst_resm(TFAIL | TTERRNO, "utime(file, NULL)");
	else if (st.st_mtime < before || st.st_mtime > after ||
		 st.st_atime < before || st.st_atime > after)
		tst_resm(TFAIL, "times %ld/%ld not within [%ld, %ld]",
			 (long)st.st_atime, (long)st.st_mtime, (long)before,
			 (long)after);
	else
		tst_resm(TPASS, "utime(NULL) set both times to now");
}

static void test_utimensat(void)
{
	struct timespec ts[2] = {
		{ .tv_sec = 1500000000, .tv_nsec = 123456789 },
		{ .tv_sec = 0, .tv_nsec = UTIME_OMIT },
	};
	struct stat before, st;

	SAFE_STAT(cleanup, "file", &before);
	TEST(utimensat(AT_FDCWD, "file", ts, 0));
	SAFE_STAT(cleanup, "file", &st);
	if (TEST_RETURN == -1) {
		tst_resm(TFAIL | TTERRNO, "utimensat()");
	} else if (st.st_atim.tv_sec != 1500000000 ||
		   st.st_mtim.tv_sec != before.st_mtim.tv_sec ||
		   st.st_mtim.tv_nsec != before.st_mtim.tv_nsec) {
		tst_resm(TFAIL, "atime %ld mtime %ld (was %ld)",
			 (long)st.st_atim.tv_sec, (long)st.st_mtim.tv_sec,
			 (long)before.st_mtim.tv_sec);
	} else if (st.st_atim.tv_nsec != 123456789 && st.st_atim.tv_nsec != 0) {
		tst_resm(TFAIL, "atime nanoseconds %ld", st.st_atim.tv_nsec);
	} else {
		tst_resm(TPASS, "utimensat() set atime, UTIME_OMIT kept mtime");
	}
}

static void check_errno(const char *what, int exp)
{
	if (TEST_RETURN == -1 && TEST_ERRNO == exp)
		tst_resm(TPASS | TTERRNO, "%s", what);
	else
		tst_resm(TFAIL | TTERRNO, "%s returned %ld, expected %s", what,
			 TEST_RETURN, tst_strerrno(exp));
}

static void test_not_owner(void)
{
	struct utimbuf ub = { .actime = 1, .modtime = 1 };
	const char *path = "/";
	int was_root = geteuid() == 0;

	if (was_root) {
		path = "rootfile";
		fh_become_nobody(cleanup);
	}
	TEST(utime(path, &ub));
	check_errno("utime(times) on another user's file", EPERM);
	TEST(utime(path, NULL));
	if (was_root)
		fh_become_root(cleanup);
	check_errno("utime(NULL) on another user's unwritable file", EACCES);
}

int main(int ac, char **av)
{
	struct utimbuf ub = { 0, 0 };
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		test_explicit();
		test_now();
		test_utimensat();
		test_not_owner();
		TEST(utime("missing", &ub));
		check_errno("utime(missing)", ENOENT);
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(NOFORK, DEF_HANDLER, cleanup);

	if (tst_kvercmp(2, 6, 22) < 0)
		tst_brkm(TCONF, NULL,
			 "utimensat() needs Linux 2.6.22 or newer");

	TEST_PAUSE;

	tst_tmpdir();

	SAFE_TOUCH(cleanup, "file", 0644, NULL);
	SAFE_TOUCH(cleanup, "rootfile", 0644, NULL);
}

static void cleanup(void)
{
	tst_rmdir();
}
