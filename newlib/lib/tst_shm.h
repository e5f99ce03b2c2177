/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Layout of the shared page (internal). Everything a test process, its
 * children and exec()ed helpers must agree on lives here, so one mapping
 * serves results, supervision and checkpoints.
 *
 * The page file holds a second part past the mapping, the supervisor's
 * record of the directory it owns, so that a later sweep can remove what a
 * killed supervisor left. Test processes never map it and the supervisor
 * itself never reads it back: it keeps its own paths in its own memory.
 */
#ifndef TST_SHM_H
#define TST_SHM_H

#include <limits.h>
#include <stdint.h>

#define TST_SHM_MAGIC 0x54535432u /* "TST2" */
#define TST_SHM_SIZE 4096
#define TST_SHM_TMPDIR_MAX 512

struct tst_shm {
	uint32_t magic;
	uint32_t passed;
	uint32_t failed;
	uint32_t broken;
	uint32_t skipped;
	uint32_t warnings;
	uint32_t seen; /* OR of result types reported */
	uint32_t old_count; /* the old API's last result number */
	uint32_t aborted; /* a child's TBROK killed the test process */
	int64_t heartbeat_ns; /* CLOCK_MONOTONIC of the last heartbeat */
	char tmpdir[TST_SHM_TMPDIR_MAX]; /* for exec()ed helpers only */
	uint64_t ckpt[]; /* a state per id (tst_checkpoint.c), to the end */
};

#define TST_SHM_NCKPT \
	((TST_SHM_SIZE - sizeof(struct tst_shm)) / sizeof(uint64_t))

#define TST_SHM_REC_MAGIC 0x54535244u /* "TSRD" */

/* At offset TST_SHM_SIZE of the page file, written by the supervisor. */
struct tst_shm_rec {
	uint32_t magic;
	uint32_t pad_;
	uint64_t dev; /* st_dev and st_ino of dir when it was made */
	uint64_t ino;
	char dir[PATH_MAX]; /* "" when the supervisor owns no directory */
};

/*
 * flock(fd, op) made as its system call. A test may define a global of
 * the function's name (struct flock flock; in the fcntl lock tests): linked
 * into the test, the library's own flock() calls would then reach that
 * variable instead of libc's function and crash before the test starts.
 */
int tst_shm_flock(int fd, int op);

/* The mapping in this process, or NULL. */
extern struct tst_shm *tst_shm;

/* CLOCK_MONOTONIC now, in nanoseconds. */
int64_t tst_now_ns(void);

/* 1 in the process that created the page (the supervisor). */
int tst_shm_is_creator(void);

/* Record dir in the page file for a sweep (the supervisor only). */
void tst_shm_record_dir(const char *dir);

/* In the test process right after the fork: give up the supervisor's
 * lock on the page file (only a live supervisor may hold it). */
void tst_shm_drop_lock(void);

/* The lowest number of the descriptor tst_shm_share_fd() leaves open:
 * above the ones tests count on getting (3, 4 ...). */
#define TST_SHM_SHARED_FD_MIN 200

/*
 * In the test process of a test whose exec()ed programs attach
 * (.needs_checkpoints, .child_needs_reinit): keep a read-write descriptor
 * of the page open across exec(), so that a program that dropped root
 * first still attaches (tst_core_shm_attach() finds it when the page,
 * private to the supervisor's user, does not open by its path).
 */
void tst_shm_share_fd(void);

#endif /* TST_SHM_H */
