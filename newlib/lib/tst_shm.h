/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Layout of the shared page (internal). Everything a test process, its
 * children and exec()ed helpers must agree on lives here, so one mapping
 * serves results, supervision and checkpoints.
 */
#ifndef TST_SHM_H
#define TST_SHM_H

#include <stdint.h>

#define TST_SHM_MAGIC 0x54535431u /* "TST1" */
#define TST_SHM_SIZE 4096
#define TST_SHM_TMPDIR_MAX 512

struct tst_ckpt {
	uint32_t arrived; /* tickets taken by waiters; wakers sleep on it */
	uint32_t released; /* tickets released; waiters sleep on it */
};

struct tst_shm {
	uint32_t magic;
	uint32_t passed;
	uint32_t failed;
	uint32_t broken;
	uint32_t skipped;
	uint32_t warnings;
	uint32_t seen; /* OR of result types reported */
	uint32_t pad_;
	int64_t heartbeat_ns; /* CLOCK_MONOTONIC of the last heartbeat */
	char tmpdir[TST_SHM_TMPDIR_MAX];
	struct tst_ckpt ckpt[]; /* up to the end of the page */
};

#define TST_SHM_NCKPT \
	((TST_SHM_SIZE - sizeof(struct tst_shm)) / sizeof(struct tst_ckpt))

/* The mapping in this process, or NULL. */
extern struct tst_shm *tst_shm;

/* CLOCK_MONOTONIC now, in nanoseconds. */
int64_t tst_now_ns(void);

#endif /* TST_SHM_H */
