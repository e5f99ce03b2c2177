/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The rest of the old API: pids, cpus, clone, commands, ports, paths;
 * tst_is_virt() is newlib's (tst_cpu.h). */
#ifndef OLD_MISC_H
#define OLD_MISC_H

#include <stddef.h>
#include <sys/types.h>
#include "tst_clone.h"
#include "tst_cmd.h"
#include "tst_cpu.h"

/* A pid no process has now (TBROK through tst_brkm(..., cleanup_fn) if
 * none is found). */
pid_t tst_get_unused_pid(void (*cleanup_fn)(void));

/* How many more processes may be created (pid_max minus those in use). */
int tst_get_free_pids(void (*cleanup_fn)(void));

/* Online and configured cpus. */
long tst_ncpus(void);
long tst_ncpus_conf(void);
/* The highest cpu number the kernel can support, plus one. */
long tst_ncpus_max(void);

/* ltp_clone*() and ltp_alloc_stack() are newlib's (tst_clone.h); the old
 * name of the form with the parent_tid, tls and child_tid arguments. */
#define ltp_clone7 ltp_clone

/* An address no access succeeds on (for EFAULT): newlib's
 * tst_get_bad_addr(). */
char *get_high_address(void);

/*
 * Run argv[] (NULL terminated) with stdout and stderr sent to the given
 * files (NULL: /dev/null), SIGCHLD at its default meanwhile (so tst_sig()
 * does not report the command's end). Without pass_exit_val a command that is missing,
 * killed or exits non-zero is TBROK through tst_brkm(..., cleanup_fn); with
 * it the exit status is returned (255 for a missing command).
 */
int old_run_cmd(const char *file, const int lineno, void (*cleanup_fn)(void),
		const char *const argv[], const char *stdout_path,
		const char *stderr_path, int pass_exit_val);
int old_run_cmd_fds(const char *file, const int lineno,
		    void (*cleanup_fn)(void), const char *const argv[],
		    int stdout_fd, int stderr_fd, int pass_exit_val);
#define tst_run_cmd(cleanup_fn, argv, stdout_path, stderr_path, pass_exit_val) \
	old_run_cmd(__FILE__, __LINE__, (cleanup_fn), (argv), (stdout_path),   \
		    (stderr_path), (pass_exit_val))
#define tst_run_cmd_fds(cleanup_fn, argv, stdout_fd, stderr_fd, pass_exit_val) \
	old_run_cmd_fds(__FILE__, __LINE__, (cleanup_fn), (argv), (stdout_fd), \
			(stderr_fd), (pass_exit_val))

/* A port no socket of family and type (SOCK_STREAM...) is bound to, in
 * network byte order; TBROK through tst_brkm(..., cleanup_fn) on failure.
 * newlib's tst_get_unused_port() with the old arguments (the macro does
 * not expand itself again). Declared here as tst_safe_net.h declares it
 * (the compiler checks they agree wherever both are seen), so that
 * test.h brings in no socket header, as the old one did not. */
unsigned short tst_get_unused_port(TST_SAFE_FN_ARGS, unsigned short family,
				   int type);
#define tst_get_unused_port(cleanup_fn, family, type) \
	tst_get_unused_port(__FILE__, __LINE__, (cleanup_fn), (family), (type))

#endif /* OLD_MISC_H */
