/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Sequentially consistent atomics on an int shared between threads or
 * processes (in shared memory), on the compiler's builtins.
 */
#ifndef TST_ATOMIC_H
#define TST_ATOMIC_H

#include <stdint.h>

typedef int32_t tst_atomic_t;

/* Add i to *v; returns the new value. */
static inline int tst_atomic_add_return(int i, tst_atomic_t *v)
{
	return __atomic_add_fetch(v, i, __ATOMIC_SEQ_CST);
}

static inline int tst_atomic_inc(tst_atomic_t *v)
{
	return tst_atomic_add_return(1, v);
}

static inline int tst_atomic_dec(tst_atomic_t *v)
{
	return tst_atomic_add_return(-1, v);
}

static inline int tst_atomic_load(tst_atomic_t *v)
{
	return __atomic_load_n(v, __ATOMIC_SEQ_CST);
}

static inline void tst_atomic_store(int i, tst_atomic_t *v)
{
	__atomic_store_n(v, i, __ATOMIC_SEQ_CST);
}

#endif /* TST_ATOMIC_H */
