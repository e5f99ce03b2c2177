/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * An io_uring instance with its three rings mapped, for tests that drive
 * the submission and completion queues by hand.
 *
 * The real header brings in the suite's lapi/io_uring.h (the io_uring_*()
 * calls, io_uring_setup_supported_by_kernel()); this one does too when the
 * include path has that header, and the kernel's <linux/io_uring.h> (the
 * ABI: struct io_uring_params, io_uring_sqe, io_uring_cqe, IORING_*)
 * otherwise.
 */
#ifndef TST_SAFE_IO_URING_H
#define TST_SAFE_IO_URING_H

#include <signal.h>
#include <stddef.h>
#include <stdint.h>
#if defined(__has_include)
#if __has_include("lapi/io_uring.h")
#include "lapi/io_uring.h"
#endif
#endif
#include <linux/io_uring.h>

struct tst_io_uring {
	int fd;
	void *sqr_base, *cqr_base;
	/* bytes mapped for each ring, for the unmapping */
	size_t sqr_mapsize, cqr_mapsize;

	/* entries in each ring */
	uint32_t sqr_size, cqr_size;

	/* submission queue: its entries and the kernel's ring fields */
	struct io_uring_sqe *sqr_entries;
	const uint32_t *sqr_head, *sqr_mask, *sqr_flags, *sqr_dropped;
	uint32_t *sqr_tail, *sqr_array;

	/* completion queue */
	const struct io_uring_cqe *cqr_entries;
	const uint32_t *cqr_tail, *cqr_mask, *cqr_overflow;
	uint32_t *cqr_head;
};

/*
 * io_uring_setup(entries, params), then map the submission ring, its
 * entries and the completion ring, and point uring's fields into them
 * (params as the kernel filled it). Returns the ring's descriptor, also
 * in uring->fd. A kernel without io_uring (EOPNOTSUPP, ENOSYS) is TCONF;
 * any other failure (EPERM where kernel.io_uring_disabled forbids it) is
 * TBROK.
 */
int safe_io_uring_init(const char *file, const int lineno, unsigned int entries,
		       struct io_uring_params *params,
		       struct tst_io_uring *uring);
#define SAFE_IO_URING_INIT(entries, params, uring) \
	safe_io_uring_init(__FILE__, __LINE__, (entries), (params), (uring))

/*
 * Unmap the three rings and close the descriptor; uring->fd is -1 after.
 * Returns close()'s result; a failing unmap or close is TBROK.
 */
int safe_io_uring_close(const char *file, const int lineno,
			struct tst_io_uring *uring);
#define SAFE_IO_URING_CLOSE(uring) \
	safe_io_uring_close(__FILE__, __LINE__, (uring))

/*
 * io_uring_enter(fd, to_submit, min_complete, flags, sig), sig being a
 * signal mask (or NULL) of the kernel's size. Returns the number of entries
 * submitted; a failure is TBROK, and so is a short submission when strict
 * is non-zero.
 */
int safe_io_uring_enter(const char *file, const int lineno, int strict, int fd,
			unsigned int to_submit, unsigned int min_complete,
			unsigned int flags, sigset_t *sig);
#define SAFE_IO_URING_ENTER(strict, fd, to_submit, min_complete, flags, sig) \
	safe_io_uring_enter(__FILE__, __LINE__, (strict), (fd), (to_submit), \
			    (min_complete), (flags), (sig))

#endif /* TST_SAFE_IO_URING_H */
