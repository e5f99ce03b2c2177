/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Swap files for the swapon/swapoff tests. */
#ifndef LIBSWAP_H
#define LIBSWAP_H

#include <stdbool.h>

enum swapfile_method {
	SWAPFILE_BY_SIZE, /* num is MiB */
	SWAPFILE_BY_BLKS, /* num is filesystem blocks */
};

/*
 * Make swapfile (allocated, not sparse) of num MiB or blocks, and mkswap
 * it. Returns mkswap's exit status; with safe, a missing mkswap is TCONF
 * and too little space on the filesystem is TCONF too.
 */
int tst_make_swapfile_(const char *file, const int lineno, const char *swapfile,
		       unsigned int num, int safe, enum swapfile_method method);

/*
 * make_swapfile() in each of the real library's forms, told apart by the
 * number of arguments: (file, lineno, swapfile, num, safe, method) since
 * 2024, what the macros below use; (swapfile, blocks, safe) of 2023 and
 * (swapfile, safe) of 2019-2023, a file of 10 blocks (swapoff01 of 2023
 * calls make_swapfile(SWAP_FILE, 65536, 1)). Blocks are of the
 * filesystem's block size, at least a page; the result is the one above.
 */
#define TST_SWAPFILE_PICK_(a1, a2, a3, a4, a5, a6, name, ...) name
#define TST_SWAPFILE_BLKS_(swapfile, blocks, safe)                           \
	tst_make_swapfile_(__FILE__, __LINE__, (swapfile), (blocks), (safe), \
			   SWAPFILE_BY_BLKS)
#define TST_SWAPFILE_OLD_(swapfile, safe) \
	TST_SWAPFILE_BLKS_((swapfile), 10, (safe))
#define make_swapfile(...)                                                   \
	TST_SWAPFILE_PICK_(__VA_ARGS__, tst_make_swapfile_, bad_args_,       \
			   bad_args_, TST_SWAPFILE_BLKS_, TST_SWAPFILE_OLD_, \
			   bad_args_)                                        \
	(__VA_ARGS__)

#define MAKE_SWAPFILE_SIZE(swapfile, size)                            \
	tst_make_swapfile_(__FILE__, __LINE__, (swapfile), (size), 0, \
			   SWAPFILE_BY_SIZE)
#define MAKE_SWAPFILE_BLKS(swapfile, blocks)                            \
	tst_make_swapfile_(__FILE__, __LINE__, (swapfile), (blocks), 0, \
			   SWAPFILE_BY_BLKS)
#define SAFE_MAKE_SWAPFILE_SIZE(swapfile, size)                       \
	tst_make_swapfile_(__FILE__, __LINE__, (swapfile), (size), 1, \
			   SWAPFILE_BY_SIZE)
#define SAFE_MAKE_SWAPFILE_BLKS(swapfile, blocks)                       \
	tst_make_swapfile_(__FILE__, __LINE__, (swapfile), (blocks), 1, \
			   SWAPFILE_BY_BLKS)
/* A small swap file: 1 MiB (a 64 KiB page size needs 64 KiB at least),
 * as the real library has made it since 2024 (10 blocks before). */
#define MINIMAL_SWAP_SIZE_MB 1
#define MAKE_SMALL_SWAPFILE(swapfile) \
	MAKE_SWAPFILE_SIZE((swapfile), MINIMAL_SWAP_SIZE_MB)
#define SAFE_MAKE_SMALL_SWAPFILE(swapfile) \
	SAFE_MAKE_SWAPFILE_SIZE((swapfile), MINIMAL_SWAP_SIZE_MB)

/*
 * Whether swap works on the filesystem of filename: make a small swap
 * file there, swapon and swapoff it. A filesystem that cannot hold swap
 * (or no permission to swapon) is TCONF; an unexpected failure TFAIL and
 * false.
 */
bool is_swap_supported(const char *filename);

/* Swap areas in use now (/proc/swaps); tse_count_swaps() is its 2026
 * name. */
int tst_count_swaps(void);
#define tse_count_swaps tst_count_swaps

#endif /* LIBSWAP_H */
