// SPDX-License-Identifier: GPL-2.0-or-later
/* Small helpers of the new API: wait statuses, a bad address, scripts. */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include "tst_test.h"
#include "tst_core.h"
#include "tst_internal.h"

const char *tst_strstatus(int status)
{
	static __thread char buf[64];

	if (WIFEXITED(status))
		snprintf(buf, sizeof(buf), "exited with %d",
			 WEXITSTATUS(status));
	else if (WIFSIGNALED(status))
		snprintf(buf, sizeof(buf), "killed by %s%s",
			 tst_strsig(WTERMSIG(status)),
			 WCOREDUMP(status) ? " (core dumped)" : "");
	else if (WIFSTOPPED(status))
		snprintf(buf, sizeof(buf), "is stopped");
	else if (WIFCONTINUED(status))
		snprintf(buf, sizeof(buf), "is resumed");
	else
		snprintf(buf, sizeof(buf), "invalid status %#x", status);
	return buf;
}

void *tst_get_bad_addr(void (*cleanup_fn)(void))
{
	void *addr =
		mmap(NULL, 1, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	if (addr == MAP_FAILED)
		tst_brk_c_(__FILE__, __LINE__, TBROK | TERRNO, cleanup_fn,
			   "mmap() of an inaccessible page failed");
	return addr;
}

/* The script next to the test program, else as PATH finds it. */
static void script_path(const char *name, char *path, size_t size)
{
	ssize_t n;

	if (strchr(name, '/')) {
		snprintf(path, size, "%s", name);
		return;
	}
	n = readlink("/proc/self/exe", path, size - 1);
	path[n > 0 ? n : 0] = 0;
	if (n > 0 && strrchr(path, '/')) {
		snprintf(strrchr(path, '/') + 1,
			 size - (strrchr(path, '/') + 1 - path), "%s", name);
		if (!access(path, X_OK))
			return;
	}
	snprintf(path, size, "%s", name);
}

int tst_run_script(const char *script_name, char *const params[])
{
	char path[PATH_MAX], *argv[64];
	size_t n = 0;
	pid_t pid;

	if (!tst_test || !tst_test->runs_script) {
		tst_brk(TBROK, "tst_run_script() needs .runs_script = 1");
		return -1;
	}
	argv[n++] = (char *)script_name;
	while (params && params[n - 1] && n < ARRAY_SIZE(argv) - 1) {
		argv[n] = params[n - 1];
		n++;
	}
	argv[n] = NULL;
	script_path(script_name, path, sizeof(path));
	pid = SAFE_FORK();
	if (pid)
		return pid;
	if (pid < 0)
		return pid;
	execvp(path, argv);
	tst_brk(TBROK | TERRNO, "exec of script %s failed", path);
	/* Not reached: a child's tst_brk() ends it. */
	exit(TBROK);
}
