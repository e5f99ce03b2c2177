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

/*
 * A long in a /proc or /sys file: TST_SYS_CONF_LONG_SET() writes val and,
 * when check is not 0, reads it back (TBROK when the kernel kept another
 * value); TST_SYS_CONF_LONG_GET() returns it. A file that cannot be
 * written or read is TBROK with the caller's file:line. List the file in
 * .save_restore to have the old value back after the test.
 */
void tst_sys_conf_long_set_(const char *file, const int lineno,
			    const char *path, long val, int check);
long tst_sys_conf_long_get_(const char *file, const int lineno,
			    const char *path);
#define TST_SYS_CONF_LONG_SET(path, val, check) \
	tst_sys_conf_long_set_(__FILE__, __LINE__, (path), (val), (check))
#define TST_SYS_CONF_LONG_GET(path) \
	tst_sys_conf_long_get_(__FILE__, __LINE__, (path))

#endif /* TST_SYS_CONF_H */
