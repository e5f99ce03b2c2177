// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ltp_syscall() from linux_syscall_numbers.h: a call that exists runs; one
 * this arch never had ends the test as TCONF through the test's CLEANUP.
 * Also TCID_DEFINE(), tst_kvercmp() and the no-MMU helpers compiling.
 *
 *   -m  make a call that does not exist here
 */
#include <sys/utsname.h>
#include "test.h"

static void cleanup(void);
#define CLEANUP cleanup
#include "linux_syscall_numbers.h"

TCID_DEFINE(syscall01);
int TST_TOTAL = 2;

static int missing;
static option_t options[] = {
	{ "m", &missing, NULL },
	{ NULL, NULL, NULL },
};

static void cleanup(void)
{
	printf("cleanup run\n");
}

static void child(void)
{
	exit(0);
}

int main(int ac, char **av)
{
	struct utsname u;

	tst_parse_opts(ac, av, options, NULL);
#ifdef UCLINUX
	maybe_run_child(&child, "");
#else
	(void)child;
#endif

	TEST(ltp_syscall(__NR_getpid));
	if (TEST_RETURN == getpid())
		tst_resm(TPASS, "ltp_syscall(__NR_getpid) = %ld", TEST_RETURN);
	else
		tst_resm(TFAIL, "ltp_syscall(__NR_getpid) = %ld", TEST_RETURN);

	uname(&u);
	if (tst_kvercmp(2, 6, 0) > 0 && tst_kvercmp(999, 0, 0) < 0)
		tst_resm(TPASS, "%s is newer than 2.6.0, older than 999",
			 u.release);
	else
		tst_resm(TFAIL, "tst_kvercmp() is wrong about %s", u.release);

	if (missing)
		ltp_syscall(__NR_socketcall, 0, NULL);
	tst_exit();
}
