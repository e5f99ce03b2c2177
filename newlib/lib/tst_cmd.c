// SPDX-License-Identifier: GPL-2.0-or-later
/* Running external commands, and the needs_cmds check. */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "tst_test.h"
#include "tst_internal.h"

/* Where root's commands live but a user's PATH often does not look. */
static const char *const sbin_dirs[] = { "/usr/local/sbin", "/usr/sbin",
					 "/sbin" };

static int is_executable(const char *path)
{
	struct stat st;

	if (stat(path, &st))
		return 0;
	if (!S_ISREG(st.st_mode)) {
		errno = EACCES;
		return 0;
	}
	return !access(path, X_OK);
}

static int try_dir(const char *dir, size_t dlen, const char *cmd, char *buf,
		   size_t size)
{
	int n;

	if (!dlen) {
		dir = ".";
		dlen = 1;
	}
	n = snprintf(buf, size, "%.*s/%s", (int)dlen, dir, cmd);
	if (n < 0 || (size_t)n >= size)
		return 0;
	return is_executable(buf);
}

int tst_cmd_find(const char *cmd, char *buf, size_t size)
{
	const char *path = getenv("PATH");
	const char *p, *end;
	size_t i;

	if (!cmd || !*cmd) {
		errno = EINVAL;
		return -1;
	}
	if (strchr(cmd, '/')) {
		if (strlen(cmd) >= size || !is_executable(cmd)) {
			errno = ENOENT;
			return -1;
		}
		strcpy(buf, cmd);
		return 0;
	}
	if (!path)
		path = "/usr/local/bin:/usr/bin:/bin";
	for (p = path;; p = end + 1) {
		end = strchrnul(p, ':');
		if (try_dir(p, end - p, cmd, buf, size))
			return 0;
		if (!*end)
			break;
	}
	for (i = 0; i < ARRAY_SIZE(sbin_dirs); i++) {
		if (try_dir(sbin_dirs[i], strlen(sbin_dirs[i]), cmd, buf, size))
			return 0;
	}
	errno = ENOENT;
	return -1;
}

int tst_cmd_available(const char *cmd)
{
	char path[PATH_MAX];

	return !tst_cmd_find(cmd, path, sizeof(path));
}

/* In the forked child: only async-signal-safe calls until exec. */
TST_NORETURN static void exec_child(const char *path, const char *const argv[],
				    int out_fd, int err_fd, int errpipe)
{
	sigset_t none;
	int null_fd, err;

	null_fd = open("/dev/null", O_RDWR);
	if (null_fd < 0)
		goto fail;
	if (out_fd < 0)
		out_fd = null_fd;
	if (err_fd < 0)
		err_fd = null_fd;
	if (dup2(null_fd, STDIN_FILENO) < 0 ||
	    dup2(out_fd, STDOUT_FILENO) < 0 || dup2(err_fd, STDERR_FILENO) < 0)
		goto fail;
	/* The library may block or ignore signals; the command must not
	 * inherit that. */
	sigemptyset(&none);
	sigprocmask(SIG_SETMASK, &none, NULL);
	signal(SIGPIPE, SIG_DFL);
	signal(SIGCHLD, SIG_DFL);
	execv(path, (char *const *)argv);
fail:
	err = errno;
	if (write(errpipe, &err, sizeof(err)) < 0)
		_exit(TST_CMD_MISSING);
	_exit(TST_CMD_MISSING);
}

/* The errno the child reported through the pipe, or 0 once it exec()ed. */
static int exec_error(int errpipe)
{
	int err = 0;
	ssize_t n;

	do {
		n = read(errpipe, &err, sizeof(err));
	} while (n < 0 && errno == EINTR);
	return n == sizeof(err) ? err : 0;
}

static int cmd_missing(const char *file, const int lineno,
		       void (*cleanup_fn)(void), const char *cmd, int flags)
{
	if (flags & TST_CMD_RET_MISSING)
		return TST_CMD_MISSING;
	if (flags & TST_CMD_TCONF_MISSING) {
		tst_brk_c_(file, lineno, TCONF, cleanup_fn,
			   "command '%s' not found in PATH or sbin dirs", cmd);
		return TST_CMD_MISSING;
	}
	if (flags & TST_CMD_PASS_RETVAL)
		return TST_CMD_MISSING;
	tst_brk_c_(file, lineno, TBROK, cleanup_fn,
		   "command '%s' not found in PATH or sbin dirs", cmd);
	return TST_CMD_MISSING;
}

int tst_cmd_fds_(const char *file, const int lineno, void (*cleanup_fn)(void),
		 const char *const argv[], int out_fd, int err_fd, int flags)
{
	char path[PATH_MAX];
	int pipefd[2], status, err;
	pid_t pid;

	if (!argv || !argv[0]) {
		tst_brk_c_(file, lineno, TBROK, cleanup_fn,
			   "tst_cmd: empty argv");
		return -1;
	}
	if (tst_cmd_find(argv[0], path, sizeof(path)))
		return cmd_missing(file, lineno, cleanup_fn, argv[0], flags);
	if (pipe2(pipefd, O_CLOEXEC)) {
		tst_brk_c_(file, lineno, TBROK | TERRNO, cleanup_fn,
			   "pipe2() for '%s'", argv[0]);
		return -1;
	}
	fflush(NULL);
	pid = fork();
	if (pid < 0) {
		close(pipefd[0]);
		close(pipefd[1]);
		tst_brk_c_(file, lineno, TBROK | TERRNO, cleanup_fn,
			   "fork() for '%s'", argv[0]);
		return -1;
	}
	if (!pid)
		exec_child(path, argv, out_fd, err_fd, pipefd[1]);
	close(pipefd[1]);
	err = exec_error(pipefd[0]);
	close(pipefd[0]);
	while (waitpid(pid, &status, 0) < 0) {
		/* ECHILD: the test's own SIGCHLD handler reaped it. */
		if (errno != EINTR) {
			tst_brk_c_(file, lineno, TBROK | TERRNO, cleanup_fn,
				   "waitpid() for '%s'", argv[0]);
			return -1;
		}
	}
	if (err) {
		errno = err;
		tst_brk_c_(file, lineno, TBROK | TERRNO, cleanup_fn,
			   "cannot execute '%s' (%s)", argv[0], path);
		return -1;
	}
	if (WIFSIGNALED(status)) {
		tst_brk_c_(file, lineno, TBROK, cleanup_fn, "'%s' killed by %s",
			   argv[0], tst_strsig(WTERMSIG(status)));
		return -1;
	}
	if (WEXITSTATUS(status) && !(flags & TST_CMD_PASS_RETVAL))
		tst_brk_c_(file, lineno, TBROK, cleanup_fn,
			   "'%s' exited with %d", argv[0], WEXITSTATUS(status));
	return WEXITSTATUS(status);
}

static int open_out(const char *file, const int lineno,
		    void (*cleanup_fn)(void), const char *path)
{
	int fd;

	if (!path)
		return -1;
	fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	if (fd < 0)
		tst_brk_c_(file, lineno, TBROK | TERRNO, cleanup_fn,
			   "open('%s') for command output", path);
	return fd;
}

int tst_cmd_(const char *file, const int lineno, void (*cleanup_fn)(void),
	     const char *const argv[], const char *stdout_path,
	     const char *stderr_path, int flags)
{
	int out_fd, err_fd, ret;

	out_fd = open_out(file, lineno, cleanup_fn, stdout_path);
	if (stderr_path && stdout_path && !strcmp(stderr_path, stdout_path))
		err_fd = out_fd;
	else
		err_fd = open_out(file, lineno, cleanup_fn, stderr_path);
	ret = tst_cmd_fds_(file, lineno, cleanup_fn, argv, out_fd, err_fd,
			   flags);
	if (err_fd >= 0 && err_fd != out_fd)
		close(err_fd);
	if (out_fd >= 0)
		close(out_fd);
	return ret;
}

int tst_system(const char *command)
{
	struct sigaction dfl = { .sa_handler = SIG_DFL }, old_chld;
	sigset_t none, old;
	int ret;

	/* The command must not inherit signals the library blocked, and the
	 * shell's end must not reach a test's SIGCHLD handler (the old API's
	 * tst_sig(NOFORK) reports any SIGCHLD as unexpected). */
	sigemptyset(&none);
	sigemptyset(&dfl.sa_mask);
	sigaction(SIGCHLD, &dfl, &old_chld);
	sigprocmask(SIG_SETMASK, &none, &old);
	ret = system(command);
	sigprocmask(SIG_SETMASK, &old, NULL);
	sigaction(SIGCHLD, &old_chld, NULL);
	return ret;
}
