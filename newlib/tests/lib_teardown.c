// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * What the supervisor must survive and still clean up after. Its first
 * line names the tmpdir, the shared page and the test process's pid, so a
 * script that sees only that line knows what must be gone afterwards.
 *
 *   -m spam  write result lines for up to 10 s (meant for `| head -1`:
 *            the test process dies of SIGPIPE, the supervisor must not)
 *   -m sleep sleep until killed (for signals sent to the supervisor)
 *   -m page  write the path -o DIR into the shared page wherever the
 *            tmpdir's path is, point LTP_IPC_PATH at DIR/keep, and check
 *            that the page is a private file (mode 0600, our own)
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>
#include "tst_test.h"

static char *mode = "spam";
static char *decoy;

static void first_line(void)
{
	tst_res(TINFO, "tmpdir %s page %s pid %d", tst_get_tmpdir_path(),
		getenv("LTP_IPC_PATH"), (int)getpid());
}

static void spam(void)
{
	int64_t end = 0;
	struct timespec ts;
	unsigned int i;

	for (i = 0;; i++) {
		clock_gettime(CLOCK_MONOTONIC, &ts);
		if (!end)
			end = ts.tv_sec + 10;
		if (ts.tv_sec > end)
			break;
		tst_res(TINFO, "line %u", i);
	}
	tst_res(TPASS, "nobody closed the pipe");
}

static void check_page(const char *page, const struct stat *st)
{
	if (S_ISREG(st->st_mode) && (st->st_mode & 07777) == 0600 &&
	    st->st_uid == geteuid())
		tst_res(TPASS, "the page %s is a private file (0600, ours)",
			page);
	else
		tst_res(TFAIL, "the page %s has mode %04o, owner %d", page,
			st->st_mode & 07777, (int)st->st_uid);
}

/*
 * Every copy of the tmpdir's path in the page file becomes decoy's (the
 * path searched for is a copy: the library's may be in the page itself).
 */
static void overwrite_page(void)
{
	const char *page = getenv("LTP_IPC_PATH");
	char *dir = tst_get_tmpdir(), *map, *p, keep[4096];
	size_t dlen = strlen(dir), n = 0;
	struct stat st;
	int fd;

	if (!decoy || strlen(decoy) > dlen)
		tst_brk(TBROK, "-o DIR is required, no longer than %s", dir);
	fd = SAFE_OPEN(page, O_RDWR);
	SAFE_FSTAT(fd, &st);
	check_page(page, &st);
	map = SAFE_MMAP(NULL, st.st_size, PROT_READ | PROT_WRITE, MAP_SHARED,
			fd, 0);
	while ((p = memmem(map, st.st_size, dir, dlen))) {
		memset(p, 0, dlen);
		memcpy(p, decoy, strlen(decoy));
		n++;
	}
	SAFE_MUNMAP(map, st.st_size);
	SAFE_CLOSE(fd);
	snprintf(keep, sizeof(keep), "%s/keep", decoy);
	setenv("LTP_IPC_PATH", keep, 1);
	free(dir);
	tst_res(TINFO, "wrote %s into the page %zu times", decoy, n);
	tst_res(TPASS, "the test went on after writing the page");
}

static void run(void)
{
	first_line();
	if (!strcmp(mode, "spam"))
		spam();
	else if (!strcmp(mode, "sleep"))
		for (;;)
			pause();
	else if (!strcmp(mode, "page"))
		overwrite_page();
	else
		tst_brk(TBROK, "unknown -m %s", mode);
}

static struct tst_test test = {
	.test_all = run,
	.needs_tmpdir = 1,
	.timeout = 60,
	.options =
		(struct tst_option[]){
			{ "m:", &mode, "spam, sleep or page" },
			{ "o:", &decoy, "a path to write into the page" },
			{},
		},
};
