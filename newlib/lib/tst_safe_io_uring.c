// SPDX-License-Identifier: GPL-2.0-or-later
/* An io_uring instance with its rings mapped (tst_safe_io_uring.h). */

#include <errno.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "tst_res.h"
#include "tst_safe_io_uring.h"
#include "tst_safe_macros.h"
#include "tst_syscall_nr.h"

static void *map_ring(const char *file, const int lineno, int fd, size_t size,
		      off_t what)
{
	return safe_mmap(file, lineno, NULL, NULL, size, PROT_READ | PROT_WRITE,
			 MAP_SHARED | MAP_POPULATE, fd, what);
}

int safe_io_uring_init(const char *file, const int lineno, unsigned int entries,
		       struct io_uring_params *params,
		       struct tst_io_uring *uring)
{
	char *sq, *cq;

	errno = 0;
	uring->fd = syscall(__NR_io_uring_setup, entries, params);
	if (uring->fd < 0) {
		if (errno == EOPNOTSUPP || errno == ENOSYS)
			tst_brk_(file, lineno, TCONF,
				 "io_uring is not in this kernel");
		else
			tst_brk_(file, lineno, TBROK | TERRNO,
				 "io_uring_setup(%u) failed", entries);
		return uring->fd;
	}

	uring->sqr_size = params->sq_entries;
	uring->cqr_size = params->cq_entries;
	uring->sqr_mapsize =
		params->sq_off.array + params->sq_entries * sizeof(__u32);
	uring->cqr_mapsize = params->cq_off.cqes +
			     params->cq_entries * sizeof(struct io_uring_cqe);

	uring->sqr_base = map_ring(file, lineno, uring->fd, uring->sqr_mapsize,
				   IORING_OFF_SQ_RING);
	uring->sqr_entries =
		map_ring(file, lineno, uring->fd,
			 params->sq_entries * sizeof(struct io_uring_sqe),
			 IORING_OFF_SQES);
	uring->cqr_base = map_ring(file, lineno, uring->fd, uring->cqr_mapsize,
				   IORING_OFF_CQ_RING);

	sq = uring->sqr_base;
	uring->sqr_head = (uint32_t *)(sq + params->sq_off.head);
	uring->sqr_tail = (uint32_t *)(sq + params->sq_off.tail);
	uring->sqr_mask = (uint32_t *)(sq + params->sq_off.ring_mask);
	uring->sqr_flags = (uint32_t *)(sq + params->sq_off.flags);
	uring->sqr_dropped = (uint32_t *)(sq + params->sq_off.dropped);
	uring->sqr_array = (uint32_t *)(sq + params->sq_off.array);

	cq = uring->cqr_base;
	uring->cqr_head = (uint32_t *)(cq + params->cq_off.head);
	uring->cqr_tail = (uint32_t *)(cq + params->cq_off.tail);
	uring->cqr_mask = (uint32_t *)(cq + params->cq_off.ring_mask);
	uring->cqr_overflow = (uint32_t *)(cq + params->cq_off.overflow);
	uring->cqr_entries = (struct io_uring_cqe *)(cq + params->cq_off.cqes);

	return uring->fd;
}

int safe_io_uring_close(const char *file, const int lineno,
			struct tst_io_uring *uring)
{
	int ret;

	safe_munmap(file, lineno, NULL, uring->cqr_base, uring->cqr_mapsize);
	safe_munmap(file, lineno, NULL, uring->sqr_entries,
		    uring->sqr_size * sizeof(struct io_uring_sqe));
	safe_munmap(file, lineno, NULL, uring->sqr_base, uring->sqr_mapsize);
	ret = safe_close(file, lineno, NULL, uring->fd);
	uring->fd = -1;
	return ret;
}

int safe_io_uring_enter(const char *file, const int lineno, int strict, int fd,
			unsigned int to_submit, unsigned int min_complete,
			unsigned int flags, sigset_t *sig)
{
	long ret;

	errno = 0;
	ret = syscall(__NR_io_uring_enter, fd, to_submit, min_complete, flags,
		      sig, _NSIG / 8);
	if (ret < 0)
		tst_brk_(file, lineno, TBROK | TERRNO,
			 "io_uring_enter(%d, %u, %u, %u) failed", fd, to_submit,
			 min_complete, flags);
	else if (strict && (unsigned int)ret != to_submit)
		tst_brk_(file, lineno, TBROK,
			 "io_uring_enter() submitted %ld of %u entries", ret,
			 to_submit);
	return ret;
}
