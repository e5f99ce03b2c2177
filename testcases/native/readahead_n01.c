// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * readahead() on a real filesystem (a loop device), asserting only what
 * can be known. The kernel may silently cut the count down to its
 * read-ahead limit (which depends on the version, the block device's
 * settings and the filesystem), so instead of a guessed maximum the test
 * looks at the page cache with mincore() after dropping the file's pages
 * with POSIX_FADV_DONTNEED:
 *
 * - a small window (16 pages) in the middle of the file, well below any
 *   limit, is entirely cached afterwards, and pages far before it are not;
 * - a readahead() of the whole file caches the first page and a run of
 *   pages from the start, and the process's read_bytes (/proc/self/io,
 *   when present) grow by at least what it brought in;
 * - offsets past the end cache nothing; a pipe is EINVAL, a write-only fd
 *   EBADF.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include "tst_test.h"
#include "native_sys.h"

#define MNTPOINT "mntpoint"
#define FILE_PATH MNTPOINT "/data"
#define FILE_SIZE (8 << 20)
#define WINDOW_PAGES 16

static long page;
static size_t npages;
static int fd = -1;
static void *map;
static unsigned char *vec;

static void drop_cache(void)
{
	int ret = posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED);

	if (ret)
		tst_brk(TBROK, "posix_fadvise(DONTNEED): %s",
			tst_strerrno(ret));
}

static void residency(void)
{
	if (mincore(map, FILE_SIZE, vec))
		tst_brk(TBROK | TERRNO, "mincore()");
}

static size_t count_cached(size_t from, size_t to)
{
	size_t i, n = 0;

	for (i = from; i < to; i++)
		n += vec[i] & 1;
	return n;
}

/*
 * A page is counted only once its read completed. readahead() starts the
 * reads and may return before they finish, so wait (bounded) for the
 * count to reach want or to stop moving.
 */
static size_t settle(size_t from, size_t to, size_t want)
{
	struct timespec nap = { .tv_nsec = 5000000 };
	size_t n = 0, prev = (size_t)-1;
	int i;

	for (i = 0; i < 400; i++) {
		residency();
		n = count_cached(from, to);
		if (n >= want || (n == prev && i > 20))
			break;
		prev = n;
		nanosleep(&nap, NULL);
	}
	return n;
}

static long long read_bytes(void)
{
	char line[128];
	long long val = -1;
	FILE *f = fopen("/proc/self/io", "r");

	if (!f)
		return -1;
	while (fgets(line, sizeof(line), f)) {
		if (sscanf(line, "read_bytes: %lld", &val) == 1)
			break;
	}
	fclose(f);
	return val;
}

static void check_window(void)
{
	size_t first = npages / 2, got;

	drop_cache();
	residency();
	if (count_cached(0, npages) > npages / 8)
		tst_brk(TBROK,
			"%zu of %zu pages still cached after "
			"POSIX_FADV_DONTNEED",
			count_cached(0, npages), npages);

	TST_EXP_PASS(readahead(fd, first * page, WINDOW_PAGES * page));
	got = settle(first, first + WINDOW_PAGES, WINDOW_PAGES);
	if (got == WINDOW_PAGES)
		tst_res(TPASS, "all %d pages of the window are cached",
			WINDOW_PAGES);
	else
		tst_res(TFAIL, "%zu of %d pages of the window are cached", got,
			WINDOW_PAGES);

	got = count_cached(0, first / 2);
	if (got)
		tst_res(TFAIL, "%zu pages far before the window got cached",
			got);
	else
		tst_res(TPASS, "no page far before the window got cached");
}

static void check_whole(void)
{
	long long io_before, io_after;
	size_t got, pre, run = 0;

	drop_cache();
	residency();
	pre = count_cached(0, npages);
	io_before = read_bytes();
	TST_EXP_PASS(readahead(fd, 0, FILE_SIZE));
	got = settle(0, npages, npages);
	io_after = read_bytes();

	while (run < npages && (vec[run] & 1))
		run++;
	if (!run) {
		tst_res(TFAIL,
			"readahead() of the whole file cached nothing "
			"at its start (%zu pages elsewhere)",
			got);
		return;
	}
	tst_res(TPASS,
		"readahead() of %zu pages cached %zu, %zu from the "
		"start in a row (the kernel may cut the count)",
		npages, got, run);

	if (io_before < 0 || io_after < 0) {
		tst_res(TCONF, "no read_bytes in /proc/self/io");
		return;
	}
	/* Pages that were still cached were not read from the device. */
	run = run > pre ? run - pre : 0;
	if (io_after - io_before < (long long)run * page)
		tst_res(TFAIL,
			"read_bytes grew by %lld, less than the %zu "
			"bytes brought in",
			io_after - io_before, run * page);
	else
		tst_res(TPASS, "read_bytes grew by %lld bytes",
			io_after - io_before);
}

static void check_edges(void)
{
	int pipefd[2], wfd;

	drop_cache();
	TST_EXP_PASS(readahead(fd, FILE_SIZE + page, 64 * page),
		     "readahead() past the end of the file");
	residency();
	TST_EXP_EQ_LI(count_cached(0, npages), 0);

	SAFE_PIPE(pipefd);
	TST_EXP_FAIL(readahead(pipefd[0], 0, page), EINVAL,
		     "readahead() on a pipe");
	SAFE_CLOSE(pipefd[0]);
	SAFE_CLOSE(pipefd[1]);

	wfd = SAFE_OPEN(FILE_PATH, O_WRONLY);
	TST_EXP_FAIL(readahead(wfd, 0, page), EBADF,
		     "readahead() on a write-only fd");
	SAFE_CLOSE(wfd);
}

static void run(void)
{
	check_window();
	check_whole();
	check_edges();
}

static void setup(void)
{
	char *buf;
	size_t off;

	page = getpagesize();
	npages = FILE_SIZE / page;
	buf = SAFE_MALLOC(1 << 20);
	memset(buf, 'r', 1 << 20);

	fd = SAFE_OPEN(FILE_PATH, O_RDWR | O_CREAT | O_TRUNC, 0644);
	for (off = 0; off < FILE_SIZE; off += 1 << 20)
		SAFE_WRITE(1, fd, buf, 1 << 20);
	free(buf);
	if (fsync(fd))
		tst_brk(TBROK | TERRNO, "fsync()");

	map = SAFE_MMAP(NULL, FILE_SIZE, PROT_READ, MAP_SHARED, fd, 0);
	vec = SAFE_MALLOC(npages);
}

static void cleanup(void)
{
	if (map)
		SAFE_MUNMAP(map, FILE_SIZE);
	if (fd != -1)
		SAFE_CLOSE(fd);
	free(vec);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_device = 1,
	.format_device = 1,
	.mount_device = 1,
	.mntpoint = MNTPOINT,
	.dev_fs_type = "ext4",
};
