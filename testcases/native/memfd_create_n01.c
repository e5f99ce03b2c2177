// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * memfd_create() and file seals: each F_SEAL_* blocks exactly the
 * operations it names (write and writable shared mappings, shrinking,
 * growing, adding seals) and nothing else; F_SEAL_WRITE is refused with
 * EBUSY while a writable shared mapping exists; a memfd made without
 * MFD_ALLOW_SEALING starts sealed with F_SEAL_SEAL; the name shows in
 * /proc/self/fd; bad flags and an over-long name are EINVAL.
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include "tst_test.h"

#define SIZE 8192

static int mfd = -1;

static int new_memfd(unsigned int flags)
{
	mfd = memfd_create("n01", flags);
	if (mfd == -1)
		tst_brk(TBROK | TERRNO, "memfd_create(0x%x)", flags);
	SAFE_FTRUNCATE(mfd, SIZE);
	return mfd;
}

static void add_seals(int seals)
{
	if (fcntl(mfd, F_ADD_SEALS, seals))
		tst_brk(TBROK | TERRNO, "F_ADD_SEALS 0x%x", seals);
	TST_EXP_VAL(fcntl(mfd, F_GET_SEALS), seals, "F_GET_SEALS");
}

static void check_seal_write(void)
{
	void *p;

	new_memfd(MFD_ALLOW_SEALING | MFD_CLOEXEC);
	TST_EXP_EQ_LI(!!(fcntl(mfd, F_GETFD) & FD_CLOEXEC), 1);

	p = SAFE_MMAP(NULL, SIZE, PROT_READ | PROT_WRITE, MAP_SHARED, mfd, 0);
	TST_EXP_FAIL(fcntl(mfd, F_ADD_SEALS, F_SEAL_WRITE), EBUSY,
		     "F_SEAL_WRITE with a writable shared mapping");
	SAFE_MUNMAP(p, SIZE);

	add_seals(F_SEAL_WRITE);
	TST_EXP_FAIL(write(mfd, "x", 1), EPERM, "write() after F_SEAL_WRITE");
	TST_EXP_FAIL((long)mmap(NULL, SIZE, PROT_WRITE, MAP_SHARED, mfd, 0),
		     EPERM, "writable shared mmap() after F_SEAL_WRITE");
	TST_EXP_PASS(ftruncate(mfd, SIZE * 2), "growing is still allowed");
}

static void check_seal_shrink(void)
{
	new_memfd(MFD_ALLOW_SEALING);
	add_seals(F_SEAL_SHRINK);
	TST_EXP_FAIL(ftruncate(mfd, SIZE / 2), EPERM,
		     "shrinking after F_SEAL_SHRINK");
	TST_EXP_PASS(ftruncate(mfd, SIZE * 2), "growing after F_SEAL_SHRINK");
	TST_EXP_VAL(pwrite(mfd, "x", 1, 0), 1, "write after F_SEAL_SHRINK");
}

static void check_seal_grow(void)
{
	new_memfd(MFD_ALLOW_SEALING);
	add_seals(F_SEAL_GROW);
	TST_EXP_FAIL(ftruncate(mfd, SIZE * 2), EPERM,
		     "growing after F_SEAL_GROW");
	TST_EXP_FAIL(pwrite(mfd, "x", 1, SIZE), EPERM,
		     "write past the end after F_SEAL_GROW");
	TST_EXP_VAL(pwrite(mfd, "x", 1, SIZE - 1), 1,
		    "write inside the file after F_SEAL_GROW");
	TST_EXP_PASS(ftruncate(mfd, SIZE / 2), "shrinking after F_SEAL_GROW");
}

static void check_seal_seal(void)
{
	new_memfd(MFD_ALLOW_SEALING);
	add_seals(F_SEAL_SEAL);
	TST_EXP_FAIL(fcntl(mfd, F_ADD_SEALS, F_SEAL_WRITE), EPERM,
		     "adding a seal after F_SEAL_SEAL");
}

static void check_no_sealing(void)
{
	char link[64], target[PATH_MAX];

	new_memfd(0);
	TST_EXP_VAL(fcntl(mfd, F_GET_SEALS), F_SEAL_SEAL,
		    "F_GET_SEALS without MFD_ALLOW_SEALING");
	TST_EXP_FAIL(fcntl(mfd, F_ADD_SEALS, F_SEAL_WRITE), EPERM,
		     "F_ADD_SEALS without MFD_ALLOW_SEALING");

	snprintf(link, sizeof(link), "/proc/self/fd/%d", mfd);
	SAFE_READLINK(link, target, sizeof(target));
	if (strcmp(target, "/memfd:n01 (deleted)"))
		tst_res(TFAIL, "%s points to '%s'", link, target);
	else
		tst_res(TPASS, "%s points to '%s'", link, target);
}

static void check_errors(void)
{
	char name[300];

	memset(name, 'a', sizeof(name) - 1);
	name[sizeof(name) - 1] = '\0';
	TST_EXP_FAIL(memfd_create(name, 0), EINVAL,
		     "memfd_create() with a 299-character name");
	TST_EXP_FAIL(memfd_create("n01", 0x100), EINVAL,
		     "memfd_create() with flag 0x100");
}

static void (*const checks[])(void) = {
	check_seal_write, check_seal_shrink, check_seal_grow,
	check_seal_seal,  check_no_sealing,  check_errors,
};

static void run(unsigned int n)
{
	checks[n]();
	if (mfd != -1)
		SAFE_CLOSE(mfd);
}

static void cleanup(void)
{
	if (mfd != -1)
		SAFE_CLOSE(mfd);
}

static struct tst_test test = {
	.test = run,
	.tcnt = ARRAY_SIZE(checks),
	.cleanup = cleanup,
};
