// SPDX-License-Identifier: GPL-2.0-or-later
/* Making a filesystem on a test device with mkfs.<type>. */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "tst_test.h"

#define MAX_ARGS 32

/* mkfs tools that ask before overwriting an existing filesystem. */
static const char *force_flag(const char *fs_type)
{
	if (!strncmp(fs_type, "ext", 3))
		return "-F";
	if (!strcmp(fs_type, "xfs") || !strcmp(fs_type, "btrfs"))
		return "-f";
	return NULL;
}

#define TAIL_LINES 3

/* The last TAIL_LINES non-empty lines of the log, joined by " | ". */
static void log_tail(int fd, char *buf, size_t size)
{
	char raw[1024], *line[TAIL_LINES], *p;
	off_t end = lseek(fd, 0, SEEK_END);
	off_t from =
		end > (off_t)sizeof(raw) - 1 ? end - (off_t)sizeof(raw) + 1 : 0;
	ssize_t n = pread(fd, raw, sizeof(raw) - 1, from);
	int nl = 0;
	size_t len = 0;

	buf[0] = 0;
	if (n <= 0)
		return;
	raw[n] = 0;
	for (p = raw + n; p > raw && nl < TAIL_LINES; p--) {
		if (p[-1] != '\n')
			continue;
		p[-1] = 0;
		if (*p)
			line[nl++] = p;
	}
	if (p == raw && nl < TAIL_LINES && *raw && !from)
		line[nl++] = raw;
	while (nl-- && len < size)
		len += snprintf(buf + len, size - len, "%s%s", len ? " | " : "",
				line[nl]);
}

static int open_log(const char *file, const int lineno,
		    void (*cleanup_fn)(void))
{
	FILE *f;
	int fd;

	/* Not a file in the tmpdir: tests may list the tmpdir. */
	fd = memfd_create("mkfs-log", MFD_CLOEXEC);
	if (fd >= 0)
		return fd;
	f = tmpfile();
	if (!f)
		tst_brk_c_(file, lineno, TBROK | TERRNO, cleanup_fn,
			   "no log file for mkfs");
	fd = dup(fileno(f));
	fclose(f);
	return fd;
}

void tst_mkfs_(const char *file, const int lineno, void (*cleanup_fn)(void),
	       const char *dev, const char *fs_type,
	       const char *const fs_opts[], const char *extra_opt)
{
	const char *argv[MAX_ARGS + 5];
	char cmd[64], opts[256] = "", tail[400];
	int argc = 0, log_fd, ret, i;
	size_t len = 0;

	if (!dev || !fs_type)
		tst_brk_c_(file, lineno, TBROK, cleanup_fn,
			   "tst_mkfs: no %s given", dev ? "fs_type" : "device");
	snprintf(cmd, sizeof(cmd), "mkfs.%s", fs_type);
	if (!tst_cmd_available(cmd))
		tst_brk_c_(file, lineno, TCONF, cleanup_fn,
			   "%s not found: cannot make %s on %s", cmd, fs_type,
			   dev);
	argv[argc++] = cmd;
	if (force_flag(fs_type))
		argv[argc++] = force_flag(fs_type);
	for (i = 0; fs_opts && fs_opts[i]; i++) {
		if (i == MAX_ARGS)
			tst_brk_c_(file, lineno, TBROK, cleanup_fn,
				   "tst_mkfs: more than %d options", MAX_ARGS);
		argv[argc++] = fs_opts[i];
		if (len < sizeof(opts))
			len += snprintf(opts + len, sizeof(opts) - len, " %s",
					fs_opts[i]);
	}
	argv[argc++] = dev;
	if (extra_opt)
		argv[argc++] = extra_opt;
	argv[argc] = NULL;

	tst_res_(file, lineno, TINFO, "formatting %s with %s (options:%s%s%s)",
		 dev, fs_type, opts[0] ? opts : " none",
		 extra_opt ? ", extra " : "", extra_opt ? extra_opt : "");
	log_fd = open_log(file, lineno, cleanup_fn);
	ret = tst_cmd_fds_(file, lineno, cleanup_fn, argv, log_fd, log_fd,
			   TST_CMD_PASS_RETVAL);
	if (ret) {
		log_tail(log_fd, tail, sizeof(tail));
		close(log_fd);
		tst_brk_c_(file, lineno, TBROK, cleanup_fn,
			   "%s on %s exited with %d: %s", cmd, dev, ret,
			   tail[0] ? tail : "(no output)");
	}
	close(log_fd);
}
