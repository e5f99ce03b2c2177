#include <errno.h>
#include "test.h"
#include "linux_syscall_numbers.h"

static void cleanup(void);

static long do_kcmp(int pid)
{
	return ltp_syscall(__NR_kcmp, pid, pid, 0, 0, 0);
}

static void check_invalid(void)
{
	if (__NR_vm86 == __LTP__NR_INVALID_SYSCALL)
		tst_resm(TCONF, "no vm86 here");
	TEST(ltp_syscall(__NR_gettid));
}
