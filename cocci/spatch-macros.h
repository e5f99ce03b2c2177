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
 */
#define aligned(x) aligned
#define __aligned__(x) __aligned__
#define format(type, fmt, args) format
#define __format__(type, fmt, args) __format__
#define section(name) section
#define __section__(name) __section__
#define optimize(level) optimize
#define noinline noinline_attribute
