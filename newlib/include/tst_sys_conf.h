/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * .save_restore: /proc and /sys values saved before the test, set for it,
 * and written back by the library process after the test, however it
 * ended.
 */
#ifndef TST_SYS_CONF_H
#define TST_SYS_CONF_H

/*
 * What to do when a path does not exist (_MISSING) or cannot be written
 * (_RO): TCONF (also when no flag is given), TBROK, or skip the entry with
 * a TINFO. TST_SR_IGNORE_ERR: a value the kernel refuses is reported as
 * TINFO and the test goes on.
 */
#define TST_SR_TCONF_MISSING 0x1
#define TST_SR_TBROK_MISSING 0x2
#define TST_SR_SKIP_MISSING 0x3
#define TST_SR_TCONF_RO 0x4
#define TST_SR_TBROK_RO 0x8
#define TST_SR_SKIP_RO 0xc
#define TST_SR_IGNORE_ERR 0x10

#define TST_SR_TCONF (TST_SR_TCONF_MISSING | TST_SR_TCONF_RO)
#define TST_SR_TBROK (TST_SR_TBROK_MISSING | TST_SR_TBROK_RO)
#define TST_SR_SKIP (TST_SR_SKIP_MISSING | TST_SR_SKIP_RO)

/* A value saved before the test, set to val (NULL: only saved), restored
 * after. */
struct tst_path_val {
	const char *path;
	const char *val;
	unsigned int flags;
};

#endif /* TST_SYS_CONF_H */
