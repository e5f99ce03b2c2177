/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Running external commands (mkfs, losetup, ...) from a test or from the
 * library. The command is looked up in PATH, then in /usr/local/sbin,
 * /usr/sbin and /sbin (which PATH often lacks for a non-root user).
 */
#ifndef TST_CMD_H
#define TST_CMD_H

#include <stddef.h>

/* tst_cmd_() flags */
#define TST_CMD_PASS_RETVAL 0x1 /* return a non-zero exit status, no TBROK */
#define TST_CMD_TCONF_MISSING 0x2 /* command not installed: TCONF, not TBROK */
#define TST_CMD_TCONF_ON_MISSING TST_CMD_TCONF_MISSING /* the suite's name */
/* Command not installed: return TST_CMD_MISSING, as the old library's
 * tst_run_cmd() did with pass_exit_val. */
#define TST_CMD_RET_MISSING 0x4

/* What a missing command returns (the real library's exit status for it). */
#define TST_CMD_MISSING 255

/*
 * Find cmd (a name, or a path when it holds a '/') as an executable regular
 * file; the full path goes to buf. 0 when found, -1 with errno otherwise.
 */
int tst_cmd_find(const char *cmd, char *buf, size_t size);

/* 1 when cmd is installed (see tst_cmd_find()). */
int tst_cmd_available(const char *cmd);

/*
 * Run argv (NULL terminated) with stdin from /dev/null and stdout/stderr on
 * out_fd/err_fd (-1: /dev/null), wait for it and return its exit status.
 * A command that cannot be executed or is killed by a signal ends with
 * TBROK naming it; so does a non-zero exit status unless
 * TST_CMD_PASS_RETVAL is given. A command that is not installed is TCONF
 * with TST_CMD_TCONF_MISSING, else TST_CMD_MISSING (255) is returned with
 * TST_CMD_PASS_RETVAL or TST_CMD_RET_MISSING, else it is TBROK.
 */
int tst_cmd_fds_(const char *file, const int lineno, void (*cleanup_fn)(void),
		 const char *const argv[], int out_fd, int err_fd, int flags);

/* As tst_cmd_fds_(), output to files (created or truncated; NULL:
 * /dev/null). */
int tst_cmd_(const char *file, const int lineno, void (*cleanup_fn)(void),
	     const char *const argv[], const char *stdout_path,
	     const char *stderr_path, int flags);

/*
 * tst_cmd(argv, stdout_path, stderr_path, flags),
 * tst_cmd_fds(argv, out_fd, err_fd, flags): tst_cmd_() and tst_cmd_fds_()
 * at the caller's line. Variadic, as a function's parameters would be, so
 * that an argv written in place as a compound literal,
 * (const char *[]){"modprobe", "vcan", NULL}, is one argument and not three.
 */
#define tst_cmd(...) tst_cmd_(__FILE__, __LINE__, NULL, __VA_ARGS__)

#define tst_cmd_fds(...) tst_cmd_fds_(__FILE__, __LINE__, NULL, __VA_ARGS__)

/* SAFE_CMD(argv, stdout_path, stderr_path): run argv; a missing command is
 * TCONF, any failure or exit status but 0 TBROK. Returns 0. */
#define SAFE_CMD(...) \
	tst_cmd_(__FILE__, __LINE__, NULL, __VA_ARGS__, TST_CMD_TCONF_MISSING)

/* system(3) with the library's signal dispositions restored for it. */
int tst_system(const char *command);

/*
 * A .needs_cmds entry: "mkfs.ext4", or with a version requirement
 * "mkfs.ext4 >= 1.43.0" (operators < <= == != >= >), compared with the
 * first a.b[.c] the command prints for -V or --version. A missing command
 * is TCONF unless optional; present says whether it was found. As in the
 * real library, an installed command's entry that is malformed stops the
 * test: an operator without a version, words after the version or another
 * operator TCONF, a version that is not major.minor.patch TBROK.
 *
 * Tests name the members (.cmd, .optional); the flags come first so that a
 * list of entries never starts with a pointer, which is how the library
 * tells it from the older .needs_cmds, a NULL terminated array of command
 * strings (tst_test.h).
 */
struct tst_cmd {
	unsigned int optional : 1;
	unsigned int present : 1;
	const char *cmd;
};

#endif /* TST_CMD_H */
