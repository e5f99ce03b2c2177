/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Macros for spatch's C parser (tst-cocci gives them to spatch with its
 * builtin ones, /usr/lib/coccinelle/standard.h, whose definitions of the
 * same names they replace). spatch 1.1 parses an attribute whose words
 * are plain names, `__attribute__((unused))`, but not one with arguments
 * after a declarator, `char buf[N] __attribute__((aligned(4096)));`, nor
 * `__attribute__((noinline))`, which standard.h empties into
 * `__attribute__(())`. These turn each such word into its plain name for
 * the parse; the text spatch writes back is the file's own.
 *
 * The suite's own attribute macros (tst_common.h) are unknown names to
 * spatch, which cannot parse `LTP_ATTRIBUTE_UNUSED static int f(...)`
 * (a helper header's unused static), and fails on the same line with
 * the macros' real `__attribute__((unused))`: they are empty here.
 */
#define aligned(x) aligned
#define __aligned__(x) __aligned__
#define format(type, fmt, args) format
#define __format__(type, fmt, args) __format__
#define section(name) section
#define __section__(name) __section__
#define optimize(level) optimize
#define noinline noinline_attribute
#define LTP_ATTRIBUTE_UNUSED
#define LTP_ATTRIBUTE_NORETURN
#define LTP_ATTRIBUTE_UNUSED_RESULT
