#include "test.h"

static void expect_refused(int child_fd, short type, off_t start, off_t len)
{
	int err = lh_try_lock(child_fd, type, start, len);

	if (err == EAGAIN || err == EACCES)
		tst_resm(TPASS, "child: conflicting lock on %lld+%lld refused",
			 (long long)start, (long long)len);
	else
		tst_resm(TFAIL, "child: lock on %lld+%lld gave %s",
			 (long long)start, (long long)len,
			 err ? tst_strerrno(err) : "success");
}

static void verify_access(void)
{
	TEST(access(FNAME, F_OK));
	if (TEST_RETURN == -1) {
		tst_resm(TFAIL | TTERRNO, "access(%s, F_OK) failed", FNAME);
		return;
	}
	tst_resm(TPASS, "access(%s, F_OK) succeeded", FNAME);
}

static void dump(const char *buf, size_t len)
{
	/* No new-API twin: left for report mode. */
	tst_resm_hexd(TINFO, buf, len, "read back:");
	/* Not the API: names that only contain the old one. */
	my_tst_resm(TINFO, "tst_resm(TINFO, ...) in a string");
	tst_res(TINFO, "already new");
}
