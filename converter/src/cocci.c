// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The local rewrites of cocci/: the wrapper `tst-cocci --in-place FILE`
 * applies the semantic patches in their order to a file.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "tool.h"
#include "util.h"

#ifndef CONV_COCCI_SRC
#define CONV_COCCI_SRC ""
#endif
#ifndef CONV_PREFIX
#define CONV_PREFIX "/usr/local"
#endif

const char *cocci_default(void)
{
	static char installed[4096];

	if (CONV_COCCI_SRC[0] && access(CONV_COCCI_SRC, X_OK) == 0)
		return CONV_COCCI_SRC;
	snprintf(installed, sizeof(installed), "%s/share/tst/cocci/tst-cocci",
		 CONV_PREFIX);
	if (access(installed, X_OK) == 0)
		return installed;
	return NULL;
}

/* The last line the wrapper printed on stderr names why it failed. */
static char *last_line(const char *path)
{
	size_t len;
	char *text = util_read_file(path, &len), *end, *start, *r;

	if (!text)
		return util_strdup("no message");
	while (len && (text[len - 1] == '\n' || text[len - 1] == ' '))
		text[--len] = '\0';
	end = text + len;
	start = end;
	while (start > text && start[-1] != '\n')
		start--;
	r = util_strdup(start[0] ? start : "no message");
	free(text);
	return r;
}

int cocci_run(const char *wrapper, const char *path, char **why)
{
	const char *tmpdir = getenv("TMPDIR");
	char errpath[4096];
	int status, efd;
	pid_t pid;

	if (!tmpdir || tmpdir[0] != '/')
		tmpdir = "/tmp";
	snprintf(errpath, sizeof(errpath), "%s/tst-convert-cocci.XXXXXX",
		 tmpdir);
	efd = mkstemp(errpath);
	if (efd < 0) {
		*why = util_printf("temp file: %s", strerror(errno));
		return -1;
	}
	pid = fork();
	if (pid < 0) {
		*why = util_printf("fork: %s", strerror(errno));
		close(efd);
		unlink(errpath);
		return -1;
	}
	if (pid == 0) {
		int null = open("/dev/null", O_RDWR);

		dup2(null, STDIN_FILENO);
		dup2(null, STDOUT_FILENO);
		dup2(efd, STDERR_FILENO);
		execl(wrapper, wrapper, "--in-place", path, (char *)NULL);
		fprintf(stderr, "cannot run %s: %s\n", wrapper,
			strerror(errno));
		_exit(127);
	}
	close(efd);
	if (waitpid(pid, &status, 0) < 0 || !WIFEXITED(status) ||
	    WEXITSTATUS(status)) {
		char *line = last_line(errpath);

		*why = util_printf("%s failed: %s", wrapper, line);
		free(line);
		unlink(errpath);
		return -1;
	}
	unlink(errpath);
	return 0;
}
