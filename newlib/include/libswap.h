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
int make_swapfile(const char *file, const int lineno, const char *swapfile,
		  unsigned int num, int safe, enum swapfile_method method);

#define MAKE_SWAPFILE_SIZE(swapfile, size)                       \
	make_swapfile(__FILE__, __LINE__, (swapfile), (size), 0, \
		      SWAPFILE_BY_SIZE)
#define MAKE_SWAPFILE_BLKS(swapfile, blocks)                       \
	make_swapfile(__FILE__, __LINE__, (swapfile), (blocks), 0, \
		      SWAPFILE_BY_BLKS)
#define SAFE_MAKE_SWAPFILE_SIZE(swapfile, size)                  \
	make_swapfile(__FILE__, __LINE__, (swapfile), (size), 1, \
		      SWAPFILE_BY_SIZE)
#define SAFE_MAKE_SWAPFILE_BLKS(swapfile, blocks)                  \
	make_swapfile(__FILE__, __LINE__, (swapfile), (blocks), 1, \
		      SWAPFILE_BY_BLKS)
#define MAKE_SMALL_SWAPFILE(swapfile) MAKE_SWAPFILE_BLKS((swapfile), 10)
#define SAFE_MAKE_SMALL_SWAPFILE(swapfile) \
	SAFE_MAKE_SWAPFILE_BLKS((swapfile), 10)

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
