// SPDX-License-Identifier: GPL-2.0-or-later
/* random_range: random multiples within ranges, and range lists. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "random_range.h"

struct range {
	int min;
	int max;
	int mult;
};

static char range_err[256];

/* sscanf()'s %i, and nothing after the number. */
static int default_parse(char *str, int *val)
{
	char extra;

	return sscanf(str, "%i%c", val, &extra) == 1 ? 0 : -1;
}

/* Parse field into *val unless it is empty (then *val keeps its default). */
static int parse_field(char *field, int *val, int (*parse_func)())
{
	if (!field || !*field)
		return 0;
	if (parse_func(field, val) >= 0)
		return 0;
	snprintf(range_err, sizeof(range_err),
		 "error parsing string %s into an integer", field);
	return -1;
}

/* One "min[:max[:mult]]" item, written into r. */
static int parse_item(char *item, struct range *r, int (*parse_func)())
{
	char *max_str = strchr(item, ':'), *mult_str = NULL;

	if (max_str) {
		*max_str++ = '\0';
		mult_str = strchr(max_str, ':');
		if (mult_str)
			*mult_str++ = '\0';
	}
	if (parse_field(item, &r->min, parse_func))
		return -1;
	if (!max_str)
		r->max = r->min;
	else if (parse_field(max_str, &r->max, parse_func))
		return -1;
	return parse_field(mult_str, &r->mult, parse_func);
}

int parse_ranges(char *str, int defmin, int defmax, int defmult,
		 int (*parse_func)(), char **rangeptr, char **errptr)
{
	struct range *ranges;
	char *copy, *item, *save;
	int n = 0, items = 1;
	const char *p;

	if (errptr)
		*errptr = range_err;
	if (!parse_func)
		parse_func = default_parse;
	for (p = str; *p; p++)
		items += *p == ',';
	copy = strdup(str);
	ranges = calloc(items, sizeof(*ranges));
	if (!copy || !ranges) {
		snprintf(range_err, sizeof(range_err), "out of memory");
		free(copy);
		free(ranges);
		return -1;
	}
	for (item = strtok_r(copy, ",", &save); item;
	     item = strtok_r(NULL, ",", &save)) {
		ranges[n] = (struct range){ defmin, defmax, defmult };
		if (parse_item(item, &ranges[n], parse_func)) {
			free(copy);
			free(ranges);
			return -1;
		}
		n++;
	}
	free(copy);
	if (rangeptr)
		*rangeptr = (char *)ranges;
	else
		free(ranges);
	return n;
}

int range_min(char *rbuf, int r)
{
	return ((struct range *)rbuf)[r].min;
}

int range_max(char *rbuf, int r)
{
	return ((struct range *)rbuf)[r].max;
}

int range_mult(char *rbuf, int r)
{
	return ((struct range *)rbuf)[r].mult;
}

/* A uniform 62-bit random number from the lrand48() stream (31 bits each). */
static unsigned long long rand62(void)
{
	return ((unsigned long long)lrand48() << 31) | (unsigned long)lrand48();
}

/*
 * The common part of the three widths: bring min and max to multiples of
 * mult inside the range, then pick one of the multiples.
 */
static long long pick(long long min, long long max, long long mult, char **errp)
{
	static char errbuf[160];
	long long lo, hi, r, count;

	if (mult < 1) {
		snprintf(errbuf, sizeof(errbuf),
			 "mult arg must be greater than 0");
		goto fail;
	}
	lo = min < max ? min : max;
	hi = min < max ? max : min;
	r = lo % mult;
	if (r)
		lo += r > 0 ? mult - r : -r;
	r = hi % mult;
	if (r)
		hi -= r > 0 ? r : mult + r;
	if (lo > hi) {
		snprintf(
			errbuf, sizeof(errbuf),
			"no numbers in the range %lld:%lld that are a multiple of %lld",
			min, max, mult);
		goto fail;
	}
	if (errp)
		*errp = NULL;
	count = (hi - lo) / mult + 1;
	return lo + (long long)(rand62() % (unsigned long long)count) * mult;
fail:
	if (errp)
		*errp = errbuf;
	return -1;
}

long random_range(int min, int max, int mult, char **errp)
{
	return (long)pick(min, max, mult, errp);
}

long random_rangel(long min, long max, long mult, char **errp)
{
	return (long)pick(min, max, mult, errp);
}

long long random_rangell(long long min, long long max, long long mult,
			 char **errp)
{
	return pick(min, max, mult, errp);
}

void random_range_seed(long seed)
{
	srand48(seed);
}

long random_bit(long mask)
{
	unsigned long bits = (unsigned long)mask;
	int n = __builtin_popcountl(bits), k;

	if (!n)
		return 0;
	/* Clear k of the lowest set bits, then keep the lowest one left. */
	for (k = (int)(lrand48() % n); k > 0; k--)
		bits &= bits - 1;
	return (long)(bits & -bits);
}
