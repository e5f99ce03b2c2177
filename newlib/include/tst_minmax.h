/* SPDX-License-Identifier: GPL-2.0-or-later */
/* MIN, MAX and SWAP that evaluate each argument once. As the real
 * suite's, MIN and MAX take operands of two types (MIN(MAX_PIDS,
 * tst_ncpus_available() + 1), an int and a long) and compare them after
 * the usual conversions; a signed/unsigned mix is what -Wsign-compare
 * (-Wextra) reports. */
#ifndef TST_MINMAX_H
#define TST_MINMAX_H

#define TST_MINMAX_(a, b, op)                                   \
	({                                                      \
		__typeof__(a) tst_mm_a_ = (a);                  \
		__typeof__(b) tst_mm_b_ = (b);                  \
		tst_mm_a_ op tst_mm_b_ ? tst_mm_a_ : tst_mm_b_; \
	})

#ifndef MIN
#define MIN(a, b) TST_MINMAX_(a, b, <)
#endif

#ifndef MAX
#define MAX(a, b) TST_MINMAX_(a, b, >)
#endif

#ifndef SWAP
#define SWAP(a, b)                               \
	do {                                     \
		__typeof__(a) tst_swap_t_ = (a); \
		(a) = (b);                       \
		(b) = tst_swap_t_;               \
	} while (0)
#endif

#endif /* TST_MINMAX_H */
