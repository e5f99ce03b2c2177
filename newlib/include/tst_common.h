/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Small helpers every test and both libraries use. */
#ifndef TST_COMMON_H
#define TST_COMMON_H

#ifndef ARRAY_SIZE
#define ARRAY_SIZE(arr) (sizeof(arr) / sizeof((arr)[0]))
#endif

#define TST_NORETURN __attribute__((noreturn))
#define TST_FMT(fmt_idx, va_idx) \
	__attribute__((format(printf, fmt_idx, va_idx)))
#define TST_UNUSED __attribute__((unused))

#define TST_STRINGIFY_(x) #x
#define TST_STRINGIFY(x) TST_STRINGIFY_(x)

#endif /* TST_COMMON_H */
