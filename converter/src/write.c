// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Output of tst-convert: atomic writes (a temp file in the target's
 * directory, then rename), temp files for the external tools, and the
 * unified diff of the dry run.
 */
#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "tool.h"
#include "util.h"

static int write_all(int fd, const char *text, size_t len)
{
	while (len) {
		ssize_t n = write(fd, text, len);

		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			return -1;
		text += n;
		len -= n;
	}
	return 0;
}

static char *dir_of(const char *path)
{
	char *copy = util_strdup(path), *dir = util_strdup(dirname(copy));

	free(copy);
	return dir;
}

/* The mode the file has now, or 0644 for a new one. */
static mode_t target_mode(const char *path)
{
	struct stat st;

	if (stat(path, &st) == 0 && S_ISREG(st.st_mode))
		return st.st_mode & 07777;
	return 0644;
}

int write_atomic(const char *path, const char *text, size_t len)
{
	char *dir = dir_of(path);
	char *tmp = util_printf("%s/.tst-convert.XXXXXX", dir);
	int fd, err;

	free(dir);
	fd = mkstemp(tmp);
	if (fd < 0)
		goto fail;
	if (write_all(fd, text, len) || fchmod(fd, target_mode(path)) ||
	    fsync(fd)) {
		err = errno;
		close(fd);
		unlink(tmp);
		errno = err;
		goto fail;
	}
	if (close(fd) || rename(tmp, path)) {
		err = errno;
		unlink(tmp);
		errno = err;
		goto fail;
	}
	free(tmp);
	return 0;
fail:
	fprintf(stderr, "%s: cannot write: %s\n", path, strerror(errno));
	free(tmp);
	return -1;
}

int write_temp(const char *text, size_t len, const char *suffix,
	       char **tmp_path)
{
	const char *tmpdir = getenv("TMPDIR");
	char *p;
	int fd;

	if (!tmpdir || tmpdir[0] != '/')
		tmpdir = "/tmp";
	p = util_printf("%s/tst-convert.XXXXXX%s", tmpdir, suffix);
	fd = mkstemps(p, strlen(suffix));
	if (fd < 0) {
		fprintf(stderr, "tst-convert: temp file in %s: %s\n", tmpdir,
			strerror(errno));
		free(p);
		return -1;
	}
	if (write_all(fd, text, len) || close(fd)) {
		fprintf(stderr, "tst-convert: %s: %s\n", p, strerror(errno));
		unlink(p);
		free(p);
		return -1;
	}
	*tmp_path = p;
	return 0;
}

/* diff(1) prints the hunks; its own output goes straight to ours. */
static int run_diff(FILE *out, const char *label, const char *a, const char *b)
{
	pid_t pid;
	int status;

	fflush(out);
	pid = fork();
	if (pid < 0)
		return -1;
	if (pid == 0) {
		if (fileno(out) != STDOUT_FILENO)
			dup2(fileno(out), STDOUT_FILENO);
		execlp("diff", "diff", "-u", "--label", label, "--label", label,
		       a, b, (char *)NULL);
		fprintf(stderr, "tst-convert: cannot run diff: %s\n",
			strerror(errno));
		_exit(127);
	}
	if (waitpid(pid, &status, 0) < 0)
		return -1;
	if (!WIFEXITED(status) || WEXITSTATUS(status) > 1)
		return -1;
	return WEXITSTATUS(status);
}

int write_diff(FILE *out, const char *path, const char *a, size_t alen,
	       const char *b, size_t blen)
{
	char *ta = NULL, *tb = NULL;
	int rc = -1;

	if (alen == blen && !memcmp(a, b, alen))
		return 0;
	if (write_temp(a, alen, ".c", &ta) || write_temp(b, blen, ".c", &tb))
		goto out;
	rc = run_diff(out, path, ta, tb);
out:
	if (ta)
		unlink(ta);
	if (tb)
		unlink(tb);
	free(ta);
	free(tb);
	return rc;
}

const char *write_result(const struct conv_file *f, const struct tool_opts *o,
			 size_t *len)
{
	int take = f->state == CONV_CONVERTED || f->state == CONV_NEEDS_REVIEW;

	/* --no-cocci shows what the libclang passes did, checked or not */
	if ((o->no_cocci || o->passes) && !f->failed)
		take = 1;
	if (o->in_place && f->state == CONV_NEEDS_REVIEW && !o->allow_todo)
		take = 0;
	if (!take) {
		*len = f->orig_len;
		return f->orig;
	}
	*len = f->len;
	return f->text;
}
