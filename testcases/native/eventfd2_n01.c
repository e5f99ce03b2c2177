// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * eventfd2(): the counter semantics (a read returns and clears the counter,
 * or returns 1 and decrements it with EFD_SEMAPHORE), EAGAIN on an empty
 * non-blocking counter and on a write that would overflow it, EINVAL for a
 * short buffer, the value 2^64-1 and unknown flags, and a reader blocked
 * in read() released by a write from another process.
 *
 * Variant 0 goes through the libc wrapper, variant 1 through the raw
 * system call.
 */
#include <errno.h>
#include <stdint.h>
#include <sys/eventfd.h>
#include "tst_test.h"
#include "native_sys.h"

static int efd = -1;

static int new_eventfd(unsigned int initval, int flags)
{
	if (tst_variant)
		return sys_eventfd2(initval, flags);
	return eventfd(initval, flags);
}

static int open_efd(unsigned int initval, int flags)
{
	efd = new_eventfd(initval, flags);
	if (efd == -1)
		tst_brk(TBROK | TERRNO, "eventfd(%u, 0x%x)", initval, flags);
	return efd;
}

static void check_plain(void)
{
	uint64_t v = 0;

	open_efd(5, EFD_NONBLOCK | EFD_CLOEXEC);
	TST_EXP_VAL(read(efd, &v, sizeof(v)), sizeof(v));
	TST_EXP_EQ_LI(v, 5);
	TST_EXP_FAIL(read(efd, &v, sizeof(v)), EAGAIN,
		     "read of an empty non-blocking eventfd");

	v = 3;
	SAFE_WRITE(1, efd, &v, sizeof(v));
	v = 4;
	SAFE_WRITE(1, efd, &v, sizeof(v));
	SAFE_READ(1, efd, &v, sizeof(v));
	TST_EXP_EQ_LI(v, 7);
	SAFE_CLOSE(efd);
}

static void check_semaphore(void)
{
	uint64_t v;
	int i;

	open_efd(3, EFD_NONBLOCK | EFD_SEMAPHORE);
	for (i = 0; i < 3; i++) {
		v = 0;
		SAFE_READ(1, efd, &v, sizeof(v));
		if (v != 1) {
			tst_res(TFAIL, "semaphore read %d returned %llu", i,
				(unsigned long long)v);
			SAFE_CLOSE(efd);
			return;
		}
	}
	tst_res(TPASS, "EFD_SEMAPHORE: three reads of 1 from a counter of 3");
	TST_EXP_FAIL(read(efd, &v, sizeof(v)), EAGAIN,
		     "semaphore read after the counter reached 0");
	SAFE_CLOSE(efd);
}

static void check_limits(void)
{
	uint64_t v = UINT64_MAX;
	uint32_t small;

	open_efd(0, EFD_NONBLOCK);
	TST_EXP_FAIL(write(efd, &v, sizeof(v)), EINVAL,
		     "write of 0xffffffffffffffff");
	TST_EXP_FAIL(read(efd, &small, sizeof(small)), EINVAL,
		     "read into a 4-byte buffer");

	v = UINT64_MAX - 1;
	TST_EXP_VAL(write(efd, &v, sizeof(v)), sizeof(v),
		    "write of the largest counter value");
	v = 1;
	TST_EXP_FAIL(write(efd, &v, sizeof(v)), EAGAIN,
		     "write that would overflow the counter");
	SAFE_CLOSE(efd);

	TST_EXP_FAIL(new_eventfd(0, 0x2), EINVAL, "eventfd with flag 0x2");
}

/* The child blocks in read(); only our write can release it. */
static void check_blocking_read(void)
{
	uint64_t v = 0;
	pid_t pid;

	open_efd(0, 0);
	pid = SAFE_FORK();
	if (!pid) {
		SAFE_READ(1, efd, &v, sizeof(v));
		if (v == 42)
			tst_res(TPASS, "blocked reader got the written value");
		else
			tst_res(TFAIL, "blocked reader got %llu, expected 42",
				(unsigned long long)v);
		exit(0);
	}

	TST_PROCESS_STATE_WAIT(pid, 'S', 0);
	v = 42;
	SAFE_WRITE(1, efd, &v, sizeof(v));
	tst_reap_children();
	SAFE_CLOSE(efd);
}

static void run(void)
{
	check_plain();
	check_semaphore();
	check_limits();
	check_blocking_read();
}

static void setup(void)
{
	tst_res(TINFO, "variant %u: %s", tst_variant,
		tst_variant ? "raw eventfd2 system call" : "libc eventfd()");
}

static void cleanup(void)
{
	if (efd != -1)
		SAFE_CLOSE(efd);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.test_variants = 2,
	.forks_child = 1,
};
