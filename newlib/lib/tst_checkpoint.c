// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Checkpoints as tickets on two futex words per id. A waiter takes the next
 * ticket from "arrived" and sleeps until "released" passes it; a waker
 * sleeps on "arrived" until enough unreleased tickets are there and then
 * releases exactly that many with one compare-and-swap. So a wake never
 * polls, never releases a waiter that has not arrived yet, and when it
 * returns its waiters had reached their wait.
 */
#include <errno.h>
#include <limits.h>
#include <linux/futex.h>
#include <stdint.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include "tst_checkpoint.h"
#include "tst_core.h"
#include "tst_res.h"
#include "tst_shm.h"

static int futex_wait(uint32_t *addr, uint32_t val, int64_t ns)
{
	struct timespec ts = { ns / 1000000000, ns % 1000000000 };

	return syscall(SYS_futex, addr, FUTEX_WAIT, val, &ts, NULL, 0);
}

static void futex_wake_all(uint32_t *addr)
{
	syscall(SYS_futex, addr, FUTEX_WAKE, INT_MAX, NULL, NULL, 0);
}

static int64_t deadline_ns(unsigned int msec)
{
	double ms = msec ? msec :
			   TST_CHECKPOINT_TIMEOUT_MS * tst_core_timeout_mul();

	return tst_now_ns() + (int64_t)(ms * 1e6);
}

static struct tst_ckpt *ckpt(unsigned int id)
{
	if (!tst_shm || id >= TST_SHM_NCKPT) {
		errno = EINVAL;
		return NULL;
	}
	return &tst_shm->ckpt[id];
}

unsigned int tst_checkpoint_count(void)
{
	return TST_SHM_NCKPT;
}

int tst_core_checkpoint_wait(unsigned int id, unsigned int msec)
{
	struct tst_ckpt *c = ckpt(id);
	int64_t end, left;
	uint32_t ticket, rel;

	if (!c)
		return -1;
	end = deadline_ns(msec);
	ticket = __atomic_fetch_add(&c->arrived, 1, __ATOMIC_SEQ_CST);
	futex_wake_all(&c->arrived);
	for (;;) {
		rel = __atomic_load_n(&c->released, __ATOMIC_SEQ_CST);
		/* Released once "released" has moved past our ticket. */
		if ((int32_t)(rel - ticket) > 0)
			return 0;
		left = end - tst_now_ns();
		if (left <= 0) {
			errno = ETIMEDOUT;
			return -1;
		}
		futex_wait(&c->released, rel, left);
	}
}

int tst_core_checkpoint_wake(unsigned int id, unsigned int nr_wake,
			     unsigned int msec)
{
	struct tst_ckpt *c = ckpt(id);
	uint32_t arr, rel;
	int64_t end, left;

	if (!c)
		return -1;
	end = deadline_ns(msec);
	for (;;) {
		arr = __atomic_load_n(&c->arrived, __ATOMIC_SEQ_CST);
		rel = __atomic_load_n(&c->released, __ATOMIC_SEQ_CST);
		if (arr - rel >= nr_wake) {
			if (!__atomic_compare_exchange_n(
				    &c->released, &rel, rel + nr_wake, 0,
				    __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST))
				continue;
			futex_wake_all(&c->released);
			return 0;
		}
		left = end - tst_now_ns();
		if (left <= 0) {
			errno = ETIMEDOUT;
			return -1;
		}
		futex_wait(&c->arrived, arr, left);
	}
}

static TST_NORETURN void ckpt_fail(const char *file, const int lineno,
				   void (*cleanup_fn)(void), unsigned int id,
				   const char *what)
{
	if (errno != EINVAL)
		tst_brk_c_(file, lineno, TBROK | TERRNO, cleanup_fn,
			   "checkpoint %u: %s timed out", id, what);
	if (!tst_shm)
		tst_brk_c_(file, lineno, TBROK, cleanup_fn,
			   "checkpoint %u: no shared page (not run by the "
			   "test library, or tst_reinit() not called)",
			   id);
	tst_brk_c_(file, lineno, TBROK, cleanup_fn,
		   "checkpoint %u: no such checkpoint (ids are 0..%zu)", id,
		   (size_t)TST_SHM_NCKPT - 1);
}

void tst_safe_checkpoint_wait(const char *file, const int lineno,
			      void (*cleanup_fn)(void), unsigned int id,
			      unsigned int msec)
{
	if (tst_core_checkpoint_wait(id, msec))
		ckpt_fail(file, lineno, cleanup_fn, id, "wait");
}

void tst_safe_checkpoint_wake(const char *file, const int lineno,
			      void (*cleanup_fn)(void), unsigned int id,
			      unsigned int nr_wake)
{
	if (tst_core_checkpoint_wake(id, nr_wake, 0))
		ckpt_fail(file, lineno, cleanup_fn, id, "wake");
}
