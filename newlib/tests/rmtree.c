// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * rmtree DIR: the library's tree removal alone, for cases a test process
 * cannot set up itself (a mount that cannot be detached, such as one
 * locked into a user namespace). Exit 0 when DIR is gone, 1 otherwise.
 */
#define TST_NO_DEFAULT_MAIN
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include "tst_core.h"

int main(int argc, char *argv[])
{
	if (argc != 2) {
		fprintf(stderr, "usage: rmtree DIR\n");
		return 2;
	}
	if (tst_core_rmtree(argv[1])) {
		printf("rmtree: %s: %s\n", argv[1], strerror(errno));
		return 1;
	}
	return 0;
}
