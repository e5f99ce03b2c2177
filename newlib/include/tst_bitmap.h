/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Bits of a value. */
#ifndef TST_BITMAP_H
#define TST_BITMAP_H

/* 1 when bit n (0 the lowest) of the integer val is set, else 0. */
#define TST_IS_BIT_SET(val, n) (((val) >> (n)) & 1)

#endif /* TST_BITMAP_H */
