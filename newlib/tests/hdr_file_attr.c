// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The 2025 system call numbers: file_getattr() of a file in the tmpdir
 * through tst_syscall() reads its attributes (TCONF on a kernel without
 * it), and file_setattr() of them back is accepted.
 */
#include <fcntl.h>
#include <stdint.h>
#include "tst_test.h"
#include "tst_syscall.h"

/* The uapi struct file_attr (Linux 6.17), its first version's size. */
struct attr {
	uint64_t xflags;
	uint32_t extsize;
	uint32_t nextents;
	uint32_t projid;
	uint32_t cowextsize;
};

static void run(void)
{
	struct attr a = { 0 };

	SAFE_TOUCH("f", 0644, NULL);
	TST_EXP_PASS(tst_syscall(__NR_file_getattr, AT_FDCWD, "f", &a,
				 sizeof(a), 0));
	TST_EXP_PASS(tst_syscall(__NR_file_setattr, AT_FDCWD, "f", &a,
				 sizeof(a), 0));
}

static struct tst_test test = {
	.test_all = run,
	.needs_tmpdir = 1,
};
