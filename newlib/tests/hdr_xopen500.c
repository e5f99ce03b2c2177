// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A test that asks for an older XSI level, as many legacy tests of the
 * real suite do (`#define _XOPEN_SOURCE 500`, which hides POSIX.1-2001's
 * pthread_barrier_t and struct addrinfo), still builds against tst_test.h
 * once converted. The build's -D_GNU_SOURCE would hide the case: undone.
 */
#undef _GNU_SOURCE
#define _XOPEN_SOURCE 500
#include "tst_test.h"

static void run(void)
{
	tst_res(TPASS, "built with _XOPEN_SOURCE %d", _XOPEN_SOURCE);
}

static struct tst_test test = {
	.test_all = run,
};
