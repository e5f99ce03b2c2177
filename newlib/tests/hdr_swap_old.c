// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * libswap.h: make_swapfile() in its older forms, (swapfile, safe) of
 * 2019-2023 (10 blocks) and (swapfile, blocks, safe) of 2023, besides the
 * macros' 6-argument form: each makes a file of that many blocks with a
 * swap signature at the end of its first page, and returns mkswap's 0.
 */
#include <sys/stat.h>
#include <sys/statvfs.h>
#include "tst_test.h"
#include "libswap.h"
#include "tst_safe_prw.h"

static unsigned long blk;

static void check(const char *path, unsigned long blocks)
{
	char sig[10] = "";
	struct stat st;
	int fd;

	SAFE_STAT(path, &st);
	TST_EXP_EQ_LU(st.st_size, blocks * blk);
	fd = SAFE_OPEN(path, O_RDONLY);
	SAFE_PREAD(1, fd, sig, sizeof(sig), getpagesize() - sizeof(sig));
	SAFE_CLOSE(fd);
	TST_EXP_EXPR(!memcmp(sig, "SWAPSPACE2", sizeof(sig)),
		     "%s has the swap signature", path);
}

static void run(void)
{
	TST_EXP_PASS(make_swapfile("old", 0));
	check("old", 10);
	TST_EXP_PASS(make_swapfile("blocks", 20, 1));
	check("blocks", 20);
	TST_EXP_PASS(make_swapfile(__FILE__, __LINE__, "now", 12, 1,
				   SWAPFILE_BY_BLKS));
	check("now", 12);
}

static void setup(void)
{
	unsigned long pg = getpagesize();
	struct statvfs sv;

	SAFE_STATVFS(".", &sv);
	blk = sv.f_bsize < pg ? pg : sv.f_bsize;
}

static struct tst_test test = {
	.setup = setup,
	.test_all = run,
	.needs_tmpdir = 1,
	.needs_cmds = (struct tst_cmd[]){ { .cmd = "mkswap" }, {} },
};
