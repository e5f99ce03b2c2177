// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Commands the old API runs for a test (tst_run_cmd(), tst_mkfs()), on
 * newlib's command runner. As in the old library, SIGCHLD goes back to its
 * default while the command runs: a test under tst_sig(NOFORK, ...) would
 * otherwise report the library's own child as an unexpected signal.
 * (newlib's tst_system() does the same.)
 */
#include "old_internal.h"

struct old_chld {
	struct sigaction saved;
};

static void chld_default(struct old_chld *c)
{
	struct sigaction dfl = { .sa_handler = SIG_DFL };

	sigemptyset(&dfl.sa_mask);
	sigaction(SIGCHLD, &dfl, &c->saved);
}

static void chld_restore(const struct old_chld *c)
{
	sigaction(SIGCHLD, &c->saved, NULL);
}

static int cmd_flags(int pass_exit_val)
{
	return pass_exit_val ? TST_CMD_PASS_RETVAL | TST_CMD_RET_MISSING : 0;
}

int old_run_cmd(const char *file, const int lineno, void (*cleanup_fn)(void),
		const char *const argv[], const char *stdout_path,
		const char *stderr_path, int pass_exit_val)
{
	struct old_chld c;
	int ret;

	chld_default(&c);
	ret = tst_cmd_(file, lineno, cleanup_fn, argv, stdout_path, stderr_path,
		       cmd_flags(pass_exit_val));
	chld_restore(&c);
	return ret;
}

int old_run_cmd_fds(const char *file, const int lineno,
		    void (*cleanup_fn)(void), const char *const argv[],
		    int stdout_fd, int stderr_fd, int pass_exit_val)
{
	struct old_chld c;
	int ret;

	chld_default(&c);
	ret = tst_cmd_fds_(file, lineno, cleanup_fn, argv, stdout_fd, stderr_fd,
			   cmd_flags(pass_exit_val));
	chld_restore(&c);
	return ret;
}

void old_mkfs(const char *file, const int lineno, void (*cleanup_fn)(void),
	      const char *dev, const char *fs_type, const char *const fs_opts[],
	      const char *extra_opt)
{
	struct old_chld c;

	chld_default(&c);
	tst_mkfs_(file, lineno, cleanup_fn, dev, fs_type, fs_opts, extra_opt);
	chld_restore(&c);
}
