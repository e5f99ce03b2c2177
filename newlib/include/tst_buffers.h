/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Guarded buffers: each ends right before a page mapped PROT_NONE, so
 * reading or writing one byte past its end faults, and the bytes before its
 * start hold a canary checked when the buffers are freed (TBROK when it was
 * overwritten). A test lists them in .bufs and gets them before setup:
 *
 *	static char *buf;
 *	static struct iovec *iov;
 *	.bufs = (struct tst_buffers []) {
 *		{&buf, .size = 16},
 *		{&iov, .iov_sizes = (int []){8, 0, -1}},
 *		{&name, .str = "file"},
 *		{}
 *	},
 *
 * Every buffer is freed (and its canary checked) when the test process
 * ends.
 */
#ifndef TST_BUFFERS_H
#define TST_BUFFERS_H

#include <stddef.h>
#include <sys/uio.h>
#include "tst_common.h"

struct tst_buffers {
	void *ptr; /* address of the pointer to set */
	size_t size; /* a buffer of size bytes */
	int *iov_sizes; /* or an iovec array, -1 terminated sizes */
	char *str; /* or a copy of str */
};

/* Allocate every entry of bufs ({} terminated). */
void tst_buffers_alloc(struct tst_buffers bufs[]);

/* A guarded buffer of size bytes. TBROK when memory runs out. */
void *tst_alloc(size_t size);

/* A guarded copy of str. */
char *tst_strdup(const char *str);

/* A guarded string printed with fmt. */
char *tst_aprintf(const char *fmt, ...) TST_FMT(1, 2);

/* A guarded iovec array with a guarded buffer for each size (-1 ends the
 * list; a size of 0 gets a NULL base). */
struct iovec *tst_iovec_alloc(int sizes[]);

/* Free every guarded buffer, checking each canary. */
void tst_free_all(void);

#endif /* TST_BUFFERS_H */
