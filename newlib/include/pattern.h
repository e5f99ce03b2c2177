/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A buffer filled with a repeated pattern, starting patshift bytes in. */
#ifndef PATTERN_H
#define PATTERN_H

/* Fill buflen bytes of buf with pat (patlen bytes) repeated, beginning at
 * byte patshift % patlen of pat. Returns 0. */
int pattern_fill(char *buf, int buflen, char *pat, int patlen, int patshift);

/* 0 when buf holds what pattern_fill() would write, else -1. */
int pattern_check(char *buf, int buflen, char *pat, int patlen, int patshift);

#endif /* PATTERN_H */
