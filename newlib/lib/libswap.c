// SPDX-License-Identifier: GPL-2.0-or-later
/* Swap files for the swapon/swapoff tests. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/statvfs.h>
#include <sys/swap.h>
#include <unistd.h>

#include "tst_test.h"
#include "libswap.h"

/* Filesystems whose kernel driver can hold a swap file (not tmpfs: it has
 * no swap_activate, swapon() is EINVAL there). */
static const char *const swap_fs[] = { "ext2", "ext3",	"ext4", "xfs",
				       "vfat", "btrfs", "f2fs", NULL };

static int fs_can_swap(const char *name)
{
	const char *const *fs;

	for (fs = swap_fs; *fs; fs++) {
		if (strstr(name, *fs))
			return 1;
	}
	return 0;
}

int tst_make_swapfile_(const char *file, const int lineno, const char *swapfile,
		       unsigned int num, int safe, enum swapfile_method method)
{
	const char *const argv[] = { "mkswap", swapfile, NULL };
	unsigned long blk, pg = getpagesize(), blocks;
	struct statvfs st;
	char dir[4096], *slash;
	int fd;

	snprintf(dir, sizeof(dir), "%s", swapfile);
	slash = strrchr(dir, '/');
	if (slash)
		*slash = 0;
	else
		snprintf(dir, sizeof(dir), ".");
	if (statvfs(dir, &st))
		tst_brk_(file, lineno, TBROK | TERRNO, "statvfs(%s)", dir);
	/* A swap page must fit in a block of the file. */
	blk = st.f_bsize < pg ? pg : st.f_bsize;
	blocks = method == SWAPFILE_BY_SIZE ? (num * 1048576UL) / blk : num;
	if ((unsigned long long)st.f_bavail * st.f_bsize <
	    (unsigned long long)blocks * blk)
		tst_brk_(file, lineno, safe ? TCONF : TBROK,
			 "not enough space for a swap file of %lu blocks",
			 blocks);
	fd = open(swapfile, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
	if (fd < 0)
		tst_brk_(file, lineno, TBROK | TERRNO, "creating %s", swapfile);
	/* Written out, not sparse or preallocated: swapon wants real blocks. */
	if (tst_fill_fd(fd, 0, blk, blocks)) {
		close(fd);
		tst_brk_(file, lineno, TBROK | TERRNO, "filling %s", swapfile);
	}
	fsync(fd);
	close(fd);
	return tst_cmd_(file, lineno, NULL, argv, "/dev/null", "/dev/null",
			safe ? TST_CMD_PASS_RETVAL | TST_CMD_TCONF_MISSING :
			       TST_CMD_PASS_RETVAL);
}

bool is_swap_supported(const char *filename)
{
	int ret = SAFE_MAKE_SMALL_SWAPFILE(filename);
	const char *fs = tst_fs_type_name(tst_fs_type(filename));
	int can = fs_can_swap(fs);

	if (ret) {
		if (!can)
			tst_brk(TCONF, "mkswap on %s is not supported", fs);
		tst_res(TFAIL, "mkswap on %s failed (exit %d)", fs, ret);
		return false;
	}
	if (swapon(filename, 0)) {
		if (errno == EPERM)
			tst_brk(TCONF | TERRNO, "swapon() is not permitted");
		if (errno == EINVAL && !can)
			tst_brk(TCONF, "swap files on %s are not supported",
				fs);
		tst_res(TFAIL | TERRNO, "swapon(%s) on %s failed", filename,
			fs);
		return false;
	}
	if (swapoff(filename)) {
		tst_res(TFAIL | TERRNO, "swapoff(%s) on %s failed", filename,
			fs);
		return false;
	}
	return true;
}

int tst_count_swaps(void)
{
	char line[4096];
	int n = -1;
	FILE *f = SAFE_FOPEN("/proc/swaps", "r");

	while (fgets(line, sizeof(line), f))
		n++;
	SAFE_FCLOSE(f);
	if (n < 0)
		tst_brk(TBROK, "/proc/swaps is empty");
	return n;
}
