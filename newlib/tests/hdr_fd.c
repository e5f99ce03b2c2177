// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_fd.h: TST_FD_FOREACH() gives a descriptor of every kind this system
 * makes, each one open (fstat() works on it) and described; the loop
 * variable may have any name, and two loops nest (each pair of kinds).
 */
#include <sys/stat.h>
#include "tst_test.h"

static int is_open(struct tst_fd *fd)
{
	struct stat st;

	TST_EXP_PASS_SILENT(fstat(fd->fd, &st), "fstat(%s)", tst_fd_desc(fd));
	return TST_PASS;
}

static void run(void)
{
	int kinds = 0;

	TST_FD_FOREACH(fd)
	{
		kinds += is_open(&fd);
	}
	TST_EXP_EXPR(kinds >= 15, "%d kinds of descriptors, each open", kinds);

	int pairs = 0;

	TST_FD_FOREACH(fd_in)
	{
		TST_FD_FOREACH(fd_out)
		{
			if (fd_in.fd >= 0 && fd_out.fd >= 0 &&
			    fd_in.fd != fd_out.fd)
				pairs++;
		}
	}
	TST_EXP_EXPR(pairs == kinds * kinds, "%d pairs of kinds", pairs);
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.needs_tmpdir = 1,
};
