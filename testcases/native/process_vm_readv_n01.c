// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * process_vm_readv()/process_vm_writev(): data is gathered from and
 * scattered into another process's private memory across several iovecs
 * on both sides; a remote range that runs into an unmapped page gives a
 * partial transfer; a wholly unmapped one is EFAULT; flags are EINVAL; a
 * pid that cannot exist is ESRCH.
 *
 * The child publishes its buffer address in a shared page and stops at a
 * checkpoint while the parent reads and writes its memory.
 */
#include <errno.h>
#include <limits.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/uio.h>
#include "tst_test.h"

#define LEN 4096

struct remote {
	char *buf; /* LEN bytes of private memory */
	char *edge; /* a page followed by an unmapped page */
	long page;
};

static struct remote *remote;

static void fill(char *buf, size_t len, char seed)
{
	size_t i;

	for (i = 0; i < len; i++)
		buf[i] = seed + i % 61;
}

static int same(const char *buf, size_t len, char seed)
{
	size_t i;

	for (i = 0; i < len; i++) {
		if (buf[i] != (char)(seed + i % 61))
			return 0;
	}
	return 1;
}

static void child(void)
{
	long page = remote->page;
	char *map;

	remote->buf = SAFE_MALLOC(LEN);
	fill(remote->buf, LEN, 'a');
	map = SAFE_MMAP(NULL, 2 * page, PROT_READ | PROT_WRITE,
			MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	SAFE_MUNMAP(map + page, page);
	memset(map, 'e', page);
	remote->edge = map;

	TST_CHECKPOINT_WAKE_AND_WAIT(0);

	if (same(remote->buf, LEN, 'A'))
		tst_res(TPASS, "child sees what process_vm_writev() wrote");
	else
		tst_res(TFAIL,
			"child memory differs after process_vm_writev()");
	exit(0);
}

static void check_read(pid_t pid)
{
	char a[1000], b[2000], c[LEN - 3000];
	struct iovec local[] = { { a, sizeof(a) },
				 { b, sizeof(b) },
				 { c, sizeof(c) } };
	struct iovec rem[] = { { remote->buf, 1500 },
			       { remote->buf + 1500, LEN - 1500 } };
	char whole[LEN];

	TST_EXP_VAL(process_vm_readv(pid, local, 3, rem, 2, 0), LEN,
		    "process_vm_readv() of 3 local and 2 remote iovecs");
	memcpy(whole, a, sizeof(a));
	memcpy(whole + sizeof(a), b, sizeof(b));
	memcpy(whole + sizeof(a) + sizeof(b), c, sizeof(c));
	if (same(whole, LEN, 'a'))
		tst_res(TPASS, "the bytes read are the child's");
	else
		tst_res(TFAIL, "the bytes read differ from the child's");
}

static void check_write(pid_t pid)
{
	char src[LEN];
	struct iovec local[] = { { src, 100 }, { src + 100, LEN - 100 } };
	struct iovec rem[] = { { remote->buf, LEN } };

	fill(src, LEN, 'A');
	TST_EXP_VAL(process_vm_writev(pid, local, 2, rem, 1, 0), LEN,
		    "process_vm_writev() of 2 local iovecs");
}

static void check_partial(pid_t pid)
{
	long page = remote->page;
	char buf[2 * 4096 + 64];
	struct iovec local = { buf, 2 * page };
	struct iovec edge = { remote->edge + page / 2, page };
	struct iovec hole = { remote->edge + page, 16 };

	if (page > 4096) {
		tst_res(TCONF, "page size %ld: partial check sized for 4096",
			page);
		return;
	}
	TST_EXP_VAL(process_vm_readv(pid, &local, 1, &edge, 1, 0), page / 2,
		    "read running into an unmapped page");
	TST_EXP_FAIL(process_vm_readv(pid, &local, 1, &hole, 1, 0), EFAULT,
		     "read of an unmapped page");
	TST_EXP_FAIL(process_vm_readv(pid, &local, 1, &edge, 1, 1), EINVAL,
		     "flags 1");
	TST_EXP_FAIL(process_vm_readv(INT_MAX, &local, 1, &edge, 1, 0), ESRCH,
		     "pid INT_MAX");
}

static void run(void)
{
	pid_t pid;

	remote->page = getpagesize();
	pid = SAFE_FORK();
	if (!pid)
		child();

	TST_CHECKPOINT_WAIT(0);
	check_read(pid);
	check_partial(pid);
	check_write(pid);
	TST_CHECKPOINT_WAKE(0);
	tst_reap_children();
}

static void setup(void)
{
	remote = SAFE_MMAP(NULL, sizeof(*remote), PROT_READ | PROT_WRITE,
			   MAP_SHARED | MAP_ANONYMOUS, -1, 0);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.forks_child = 1,
	.needs_checkpoints = 1,
};
