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
/* Command not installed: return TST_CMD_MISSING, as the old library's
 * tst_run_cmd() did with pass_exit_val. */
#define TST_CMD_RET_MISSING 0x4

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
 * A command that is not installed, cannot be executed or is killed by a
 * signal ends with TBROK naming it (see the flags); so does a non-zero
 * exit status unless TST_CMD_PASS_RETVAL is given.
 */
int tst_cmd_fds_(const char *file, const int lineno, void (*cleanup_fn)(void),
		 const char *const argv[], int out_fd, int err_fd, int flags);

/* As tst_cmd_fds_(), output to files (created or truncated; NULL:
 * /dev/null). */
int tst_cmd_(const char *file, const int lineno, void (*cleanup_fn)(void),
	     const char *const argv[], const char *stdout_path,
	     const char *stderr_path, int flags);

#define tst_cmd(argv, stdout_path, stderr_path, flags)            \
	tst_cmd_(__FILE__, __LINE__, NULL, (argv), (stdout_path), \
		 (stderr_path), (flags))

#define tst_cmd_fds(argv, out_fd, err_fd, flags)                           \
	tst_cmd_fds_(__FILE__, __LINE__, NULL, (argv), (out_fd), (err_fd), \
		     (flags))

#endif /* TST_CMD_H */
