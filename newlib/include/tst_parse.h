/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Parsing numbers from options and the environment. Garbage, trailing
 * characters, overflow and values outside [min, max] are errors, never a
 * silent 0.
 */
#ifndef TST_PARSE_H
#define TST_PARSE_H

/*
 * Each returns 0 and stores the value, or an errno (EINVAL, ERANGE) and
 * leaves it alone. A NULL str (an option that was not given) returns 0 and
 * leaves the value alone too.
 */
int tst_parse_int(const char *str, int *val, int min, int max);
int tst_parse_long(const char *str, long *val, long min, long max);
int tst_parse_float(const char *str, float *val, float min, float max);
int tst_parse_double(const char *str, double *val, double min, double max);

/* A size with an optional unit suffix: k/K (1024), m/M, g/G. */
int tst_parse_filesize(const char *str, long long *val, long long min,
		       long long max);

#endif /* TST_PARSE_H */
