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

/* The suite's names for the same attributes, which real tests use. */
#define LTP_ATTRIBUTE_NORETURN TST_NORETURN
#define LTP_ATTRIBUTE_UNUSED TST_UNUSED
#define LTP_ATTRIBUTE_UNUSED_RESULT __attribute__((warn_unused_result))

/* x rounded up to a multiple of a (a power of two). */
#define LTP_ALIGN(x, a) __LTP_ALIGN_MASK(x, (typeof(x))(a)-1)
#define __LTP_ALIGN_MASK(x, mask) (((x) + (mask)) & ~(mask))

#define TST_STRINGIFY_(x) #x
#define TST_STRINGIFY(x) TST_STRINGIFY_(x)

#endif /* TST_COMMON_H */
