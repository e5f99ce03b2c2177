/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Sizes written with a unit letter: "4k", "1.5m", "2G". */
#ifndef BYTES_BY_PREFIX_H
#define BYTES_BY_PREFIX_H

/*
 * The number of bytes str means: a non-negative number, optionally followed
 * by one of b (512-byte blocks), k, m, g (powers of 1024) or K, M, G (the
 * same times the size of a long, in words). -1 for anything else.
 */
int bytes_by_prefix(char *str);
long lbytes_by_prefix(char *str);
long long llbytes_by_prefix(char *str);

#endif /* BYTES_BY_PREFIX_H */
