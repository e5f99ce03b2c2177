// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The small headers as tests use them: tst_common.h and tst_minmax.h
 * macros, tst_atomic.h, tst_assert.h, tst_get_bad_addr.h, tst_kernel.h,
 * tst_arch.h, tst_security.h, tst_cpu.h, tst_pid.h, tst_parse.h,
 * tst_strstatus(), tst_strsig(), TEST(), TDEBUG (printed with -D only)
 * and SAFE_CMD().
 */
#include <signal.h>
#include <sys/wait.h>
#include "tst_test.h"

static tst_atomic_t counter;
static int tries;

static int third_time_lucky(void)
{
	return ++tries < 3 ? -1 : 0;
}

static long twice(long v, int spare LTP_ATTRIBUTE_UNUSED)
{
	errno = EDOM;
	return 2 * v;
}

static void run(void)
{
	const char *const cmd[] = { "true", NULL };
	long long size = 0;
	int fd = SAFE_OPEN("/dev/zero", O_RDONLY);

	TST_EXP_EQ_LI(MIN(3, 7) + MAX(3, 7), 10);
	TST_EXP_EQ_LU(LTP_ALIGN(13UL, 8UL), 16);
	TST_EXP_EQ_STR(TST_TO_STR(TST_KB), "TST_KB");
	TST_EXP_EQ_LI(TST_RETRY_FUNC(third_time_lucky(), TST_RETVAL_EQ0), 0);
	TST_EXP_EQ_LI(tries, 3);
	tst_atomic_store(5, &counter);
	tst_atomic_inc(&counter);
	TST_EXP_EQ_LI(tst_atomic_load(&counter), 6);
	TST_EXP_EQ_LI(tst_atomic_add_return(-6, &counter), 0);

	SAFE_FILE_PRINTF("value", "42\nKey: text\n");
	TST_ASSERT_INT("value", 42);
	TST_ASSERT_FILE_STR("value", "Key:", "text");
	TST_EXP_FAIL(read(fd, tst_get_bad_addr(NULL), 1) < 0 ? -1 : 0, EFAULT,
		     "read() into tst_get_bad_addr()");
	SAFE_CLOSE(fd);

	TST_EXP_EXPR(tst_kernel_bits() == 64 || tst_kernel_bits() == 32,
		     "the kernel is %d-bit", tst_kernel_bits());
	TST_EXP_EXPR(!tst_is_compat_mode(), "not in compat mode");
	TST_EXP_EXPR(
		tst_is_on_arch((const char *const[]){ tst_arch.name, NULL }),
		"on %s", tst_arch.name);
	TST_EXP_EXPR(tst_lockdown_enabled() == 0 || tst_lockdown_enabled() == 1,
		     "lockdown %d", tst_lockdown_enabled());
	TST_EXP_EXPR(tst_ncpus_available() >= 1 &&
			     tst_ncpus_available() <= tst_ncpus_conf(),
		     "%ld cpus available", tst_ncpus_available());
	TST_EXP_EQ_LI(tst_getpid(), getpid());
	TST_EXP_PASS(tst_parse_filesize("4k", &size, 0, 1 << 20));
	TST_EXP_EQ_LI(size, 4096);
	TST_EXP_EQ_LI(tst_parse_filesize("4x", &size, 0, 1 << 20), EINVAL);
	TST_EXP_EQ_STR(tst_strstatus(0x0900), "exited with 9");
	TST_EXP_EQ_STR(tst_strstatus(SIGKILL), "killed by SIGKILL");
	TST_EXP_EQ_STR(tst_strstatus(0x137f), "is stopped");
	TST_EXP_EQ_STR(tst_strstatus(0xffff), "is resumed");
	TST_EXP_EQ_STR(tst_strsig(SIGTERM), "SIGTERM");
	TEST(twice(21, 0));
	TST_EXP_EXPR(TST_RET == 42 && TST_ERR == EDOM,
		     "TEST() keeps the return value %ld and errno %s", TST_RET,
		     tst_strerrno(TST_ERR));
	TST_EXP_PASS(SAFE_CMD(cmd, NULL, NULL));
	tst_res(TDEBUG, "a debug message");
}

static struct tst_test test = {
	.test_all = run,
	.needs_tmpdir = 1,
};
