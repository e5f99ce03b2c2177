/* SPDX-License-Identifier: GPL-2.0-or-later */
/* An address no access may succeed on, for EFAULT checks. */
#ifndef TST_GET_BAD_ADDR_H
#define TST_GET_BAD_ADDR_H

/* A page mapped PROT_NONE (it stays mapped, so nothing else lands
 * there); TBROK through cleanup_fn (NULL in the new API) when mmap()
 * fails. */
void *tst_get_bad_addr(void (*cleanup_fn)(void));

#endif /* TST_GET_BAD_ADDR_H */
