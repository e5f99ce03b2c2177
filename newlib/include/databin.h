/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Binary data patterns for file I/O tests. */
#ifndef DATABIN_H
#define DATABIN_H

/*
 * Fill bsize bytes of buffer with pattern mode, as it is at file offset
 * offset: 'a' alternating bits (0x55), 'c' checkerboard (0xf0), 'C' the
 * offset counting modulo 8, 'o' all ones, 'z' all zeros, 'r' random bytes.
 * Any other mode is 'a'.
 */
void databingen(int mode, char *buffer, int bsize, int offset);

/*
 * Check buffer against pattern mode: -1 when it matches (always for 'r'),
 * else the file offset of the first wrong byte; *errmsg (when errmsg is not
 * NULL) points to a static text saying which.
 */
int databinchk(int mode, char *buffer, int bsize, int offset, char **errmsg);

#endif /* DATABIN_H */
