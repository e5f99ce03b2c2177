/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Random numbers in ranges, and range lists parsed from option strings. */
#ifndef RANDOM_RANGE_H
#define RANDOM_RANGE_H

/*
 * Parse str, a comma-separated list of "num" (num:num) or "min:max[:mult]"
 * items, any field of which may be empty (then defmin, defmax or defmult).
 * parse_func(char *text, int *value) reads each number and returns < 0 on
 * garbage; NULL reads them as sscanf()'s %i does. With rangeptr, *rangeptr
 * gets a malloc()ed table to read with range_min(), range_max() and
 * range_mult() (one free() releases it). Returns the number of ranges, or
 * -1 with *errptr (when errptr is not NULL) pointing to a static message.
 */
int parse_ranges(char *str, int defmin, int defmax, int defmult,
		 int (*parse_func)(), char **rangeptr, char **errptr);
int range_min(char *rbuf, int r);
int range_max(char *rbuf, int r);
int range_mult(char *rbuf, int r);

/*
 * A pseudo-random multiple of mult within [min, max] (either order). On an
 * error (mult < 1, no multiple in the range) -1, and *errp (when errp is
 * not NULL) points to a static message; on success *errp is set to NULL.
 */
long random_range(int min, int max, int mult, char **errp);
long random_rangel(long min, long max, long mult, char **errp);
long long random_rangell(long long min, long long max, long long mult,
			 char **errp);

/* Seed the generator random_range() and random_bit() use. */
void random_range_seed(long seed);

/* One of the bits set in mask, chosen at random (0 for an empty mask). */
long random_bit(long mask);

#endif /* RANDOM_RANGE_H */
