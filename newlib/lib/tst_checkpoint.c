// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Checkpoints as tickets, one 64-bit state per id changed only by
 * compare-and-swap: "arrived" (the next ticket), "released" (tickets below
 * it are released) and a mark for each of the 32 tickets from "released"
 * on whose waiter gave up. A waiter takes a ticket and sleeps until
 * "released" passes it; a waker sleeps until enough waiters are there that
 * have not given up, then moves "released" past exactly that many of them
 * in one swap, skipping the marked ones. So waiters are released in the
 * order they came (a WAKE_AND_WAIT cannot release itself), a wake never
 * polls, and when it returns its waiters had reached their wait.
 *
 * A waiter whose time is up either finds itself released (it was woken in
 * time after all) or withdraws in the same swap: the last ticket is simply
 * taken back, another one is marked, and marks at the front are skipped at
 * once. So no wake can count a waiter that has gone. A waiter more than 32
 * tickets behind "released" cannot mark itself: when its time is up it
 * looks again every 10 ms until the front moves (others are woken or give
 * up), the one case where a checkpoint naps.
 *
 * The futex is the half holding the two counters: every arrival and every
 * release changes it; marks, which no sleeper waits for, are in the other.
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

#define TICKET_MASK 0xffffu
#define INFLIGHT_MAX 0x7fffu
#define MARKS 32
#define LATE_NAP_NS 10000000

union ckpt_word {
	uint64_t all;
	struct {
		uint32_t counters; /* released | arrived << 16: the futex */
		uint32_t gone; /* bit i: ticket released + i gave up */
	} half;
};

struct ckpt_state {
	uint32_t released, arrived, gone;
};

static struct ckpt_state unpack(uint64_t v)
{
	union ckpt_word w = { .all = v };
	struct ckpt_state c = {
		.released = w.half.counters & TICKET_MASK,
		.arrived = w.half.counters >> 16,
		.gone = w.half.gone,
	};

	return c;
}

static uint64_t pack(const struct ckpt_state *c)
{
	union ckpt_word w;

	w.half.counters =
		(c->released & TICKET_MASK) | (c->arrived & TICKET_MASK) << 16;
	w.half.gone = c->gone;
	return w.all;
}

static uint32_t *futex_of(uint64_t *word)
{
	return &((union ckpt_word *)word)->half.counters;
}

static uint32_t counters_of(uint64_t v)
{
	union ckpt_word w = { .all = v };

	return w.half.counters;
}

/* Tickets taken and not released (given up or not). */
static uint32_t inflight(const struct ckpt_state *c)
{
	return (c->arrived - c->released) & TICKET_MASK;
}

static int is_released(const struct ckpt_state *c, uint32_t ticket)
{
	return ((ticket - c->released) & TICKET_MASK) >= inflight(c);
}

static void futex_wait(uint32_t *addr, uint32_t val, int64_t ns)
{
	struct timespec ts = { ns / 1000000000, ns % 1000000000 };

	syscall(SYS_futex, addr, FUTEX_WAIT, val, &ts, NULL, 0);
}

static void futex_wake_all(uint32_t *addr)
{
	syscall(SYS_futex, addr, FUTEX_WAKE, INT_MAX, NULL, NULL, 0);
}

static int swap(uint64_t *word, uint64_t *old, const struct ckpt_state *c)
{
	return __atomic_compare_exchange_n(word, old, pack(c), 0,
					   __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
}

static int64_t deadline_ns(unsigned int msec)
{
	double ms = msec ? msec :
			   TST_CHECKPOINT_TIMEOUT_MS * tst_core_timeout_mul();

	return tst_now_ns() + (int64_t)(ms * 1e6);
}

static uint64_t *ckpt(unsigned int id)
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

/* Drop marked tickets from both ends: nobody waits on them. */
static void trim(struct ckpt_state *c)
{
	uint32_t last;

	while (inflight(c) && (c->gone & 1)) {
		c->gone >>= 1;
		c->released = (c->released + 1) & TICKET_MASK;
	}
	for (;;) {
		last = inflight(c) - 1;
		if (!inflight(c) || last >= MARKS || !(c->gone & 1u << last))
			break;
		c->gone &= ~(1u << last);
		c->arrived = (c->arrived - 1) & TICKET_MASK;
	}
}

/* Withdraw ticket from c; 0 when it is too far back to be marked. */
static int withdraw(struct ckpt_state *c, uint32_t ticket)
{
	uint32_t pos = (ticket - c->released) & TICKET_MASK;

	if (ticket == ((c->arrived - 1) & TICKET_MASK))
		c->arrived = ticket;
	else if (pos < MARKS)
		c->gone |= 1u << pos;
	else
		return 0;
	trim(c);
	return 1;
}

/* Take the next ticket; -1 (EOVERFLOW) when too many are out. */
static int arrive(uint64_t *word, uint64_t *v, uint32_t *ticket)
{
	struct ckpt_state c;

	*v = __atomic_load_n(word, __ATOMIC_SEQ_CST);
	do {
		c = unpack(*v);
		if (inflight(&c) >= INFLIGHT_MAX) {
			errno = EOVERFLOW;
			return -1;
		}
		*ticket = c.arrived;
		c.arrived = (c.arrived + 1) & TICKET_MASK;
	} while (!swap(word, v, &c));
	*v = pack(&c);
	futex_wake_all(futex_of(word));
	return 0;
}

int tst_core_checkpoint_wait(unsigned int id, unsigned int msec)
{
	uint64_t *word = ckpt(id), v;
	struct ckpt_state c;
	int64_t end, left;
	uint32_t ticket;

	if (!word)
		return -1;
	end = deadline_ns(msec);
	if (arrive(word, &v, &ticket))
		return -1;
	for (;;) {
		c = unpack(v);
		if (is_released(&c, ticket))
			return 0;
		left = end - tst_now_ns();
		if (left > 0) {
			futex_wait(futex_of(word), counters_of(v), left);
		} else if (withdraw(&c, ticket)) {
			if (swap(word, &v, &c)) {
				futex_wake_all(futex_of(word));
				errno = ETIMEDOUT;
				return -1;
			}
			continue;
		} else {
			futex_wait(futex_of(word), counters_of(v), LATE_NAP_NS);
		}
		v = __atomic_load_n(word, __ATOMIC_SEQ_CST);
	}
}

/* Move "released" past nr live tickets of c, when there are that many. */
static int release(struct ckpt_state *c, uint32_t nr)
{
	if (inflight(c) - __builtin_popcount(c->gone) < nr)
		return 0;
	while (nr) {
		if (!(c->gone & 1))
			nr--;
		c->gone >>= 1;
		c->released = (c->released + 1) & TICKET_MASK;
	}
	trim(c);
	return 1;
}

int tst_core_checkpoint_wake(unsigned int id, unsigned int nr_wake,
			     unsigned int msec)
{
	uint64_t *word = ckpt(id), v;
	struct ckpt_state c;
	int64_t end, left;

	if (!word)
		return -1;
	if (nr_wake > INFLIGHT_MAX) {
		errno = ERANGE;
		return -1;
	}
	end = deadline_ns(msec);
	v = __atomic_load_n(word, __ATOMIC_SEQ_CST);
	for (;;) {
		c = unpack(v);
		if (release(&c, nr_wake)) {
			if (!swap(word, &v, &c))
				continue;
			futex_wake_all(futex_of(word));
			return 0;
		}
		left = end - tst_now_ns();
		if (left <= 0) {
			errno = ETIMEDOUT;
			return -1;
		}
		futex_wait(futex_of(word), counters_of(v), left);
		v = __atomic_load_n(word, __ATOMIC_SEQ_CST);
	}
}

static void ckpt_fail(const char *file, const int lineno,
		      void (*cleanup_fn)(void), unsigned int id,
		      const char *what)
{
	if (errno == ETIMEDOUT)
		tst_brk_c_(file, lineno, TBROK | TERRNO, cleanup_fn,
			   "checkpoint %u: %s timed out", id, what);
	else if (errno != EINVAL)
		tst_brk_c_(file, lineno, TBROK | TERRNO, cleanup_fn,
			   "checkpoint %u: %s failed (at most %u waiters)", id,
			   what, INFLIGHT_MAX);
	else if (!tst_shm)
		tst_brk_c_(file, lineno, TBROK, cleanup_fn,
			   "checkpoint %u: no shared page (not run by the "
			   "test library, or tst_reinit() not called)",
			   id);
	else
		tst_brk_c_(file, lineno, TBROK, cleanup_fn,
			   "checkpoint %u: no such checkpoint (ids are 0..%zu)",
			   id, (size_t)TST_SHM_NCKPT - 1);
}

/* The core's 0 is its default timeout; the plain calls' 0 is "now". */
static unsigned int plain_msec(unsigned int msec)
{
	return msec ? msec : 1;
}

int tst_checkpoint_wait(unsigned int id, unsigned int msec_timeout)
{
	return tst_core_checkpoint_wait(id, plain_msec(msec_timeout));
}

int tst_checkpoint_wake(unsigned int id, unsigned int nr_wake,
			unsigned int msec_timeout)
{
	return tst_core_checkpoint_wake(id, nr_wake, plain_msec(msec_timeout));
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
