// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * What the old test.h and its sibling headers gave a real test, used the
 * way real tests use it: <limits.h> and <sys/param.h> names, <stdint.h>,
 * makedev(), STD_LOOP_COUNT, LTP_ALIGN, SIGSETSIZE, the CLEANUP that
 * linux_syscall_numbers.h declares, and the spellings
 * of TCID and TST_TOTAL some tests have. It also defines names a wider
 * test.h would clash with (variables called wait and true, its own
 * sched_setaffinity()), so it only compiles while test.h stays as narrow
 * as the old one (which had no <stdbool.h>).
 */
#define CLEANUP cleanup
#include "test.h"
#include "linux_syscall_numbers.h"
#include "ltp_signal.h"
#include "old_module.h"

const char *TCID = "headers";
static int TST_TOTAL = 8;

static int wait = 3;
static int true = 1;

static int sched_setaffinity(pid_t pid, unsigned int len, unsigned long *mask)
{
	return ltp_syscall(__NR_sched_setaffinity, pid, len, mask);
}

static void check(int ok, const char *what)
{
	tst_resm(ok ? TPASS : TFAIL, "%s", what);
}

/* Declared static by cleanup.c; defined here, after its first use. */
void cleanup(void)
{
	tst_rmdir();
}

static void limits(void)
{
	char path[PATH_MAX];
	uintptr_t p = (uintptr_t)path;

	check(PATH_MAX >= 256 && MAXPATHLEN == PATH_MAX && NGROUPS > 0 &&
		      LONG_MAX > 0 && UINT_MAX > 0 && LLONG_MAX > 0 && p,
	      "PATH_MAX, MAXPATHLEN, NGROUPS and the *_MAX limits");
	check(major(makedev(8, 1)) == 8 && minor(makedev(8, 1)) == 1,
	      "makedev(), major(), minor()");
	check(LTP_ALIGN(13, 8) == 16 && LTP_ALIGN(16, 8) == 16,
	      "LTP_ALIGN rounds up to a power of two");
	check(SIGSETSIZE == _NSIG / 8,
	      "SIGSETSIZE is the kernel's sigset size");
	check(!strcmp(strttype(TFAIL | TERRNO), "TFAIL") &&
		      TTYPE_RESULT(TBROK | TTERRNO) == TBROK &&
		      (TCONF & TTYPE_MASK) == TCONF,
	      "strttype(), TTYPE_RESULT, TTYPE_MASK");
}

static void own_names(void)
{
	unsigned long mask = 1;
	int ret;

	ret = sched_setaffinity(0, sizeof(mask), &mask);
	check(wait == 3 && true == 1 && (ret == 0 || errno == EINVAL),
	      "a test's own wait, true and sched_setaffinity()");
}

int main(int argc, char *argv[])
{
	int lc;

	tst_parse_opts(argc, argv, NULL, NULL);
	tst_tmpdir();
	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		limits();
		own_names();
		tst_resm(TINFO, "STD_LOOP_COUNT %d", STD_LOOP_COUNT);
	}
	check(TST_TOTAL == 8, "a static TST_TOTAL");
	/* A module nowhere to be found: TCONF through the cleanup. */
	tst_module_exist(cleanup, "no_such_module_here.ko", NULL);
	cleanup();
	tst_exit();
}
