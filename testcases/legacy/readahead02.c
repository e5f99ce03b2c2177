/*
 * readahead(2) brings a file's pages into the page cache. The kernel may
 * silently cut the count it is given (the limit depends on the kernel,
 * the device's readahead settings and the filesystem), so the test
 * asserts only what can be known: after dropping the file's cached pages
 * with POSIX_FADV_DONTNEED, readahead() returns 0, soon afterwards more of
 * the file is resident according to mincore() on a mapping of it, and
 * this process's read_bytes in /proc/self/io grew (when the kernel keeps
 * I/O accounting). How much was cached is reported for information.
 * On tmpfs and ramfs the pages cannot be dropped: there the assertion is
 * the weaker one that readahead() returns 0 and every page stays resident.
 *
 * Options: -s KIB  file size in KiB (default 4096)
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"
#include "file_helpers.h"

char *TCID = "readahead02";
int TST_TOTAL = 3;

static int sflag;
static char *sopt;
static option_t options[] = {
	{ "s:", &sflag, &sopt },
	{ NULL, NULL, NULL },
};

static size_t fsize = 4096 * 1024;
static long pagesize;
static int fd = -1;
static int in_memory_fs;
static unsigned char *vec;

static void setup(void);
static void cleanup(void);

static void help(void)
{
	printf("  -s KIB  size of the test file in KiB (default 4096)\n");
}

static long resident_pages(void)
{
	size_t npages = (fsize + pagesize - 1) / pagesize, i;
	long count = 0;
	void *addr;

	addr = SAFE_MMAP(cleanup, NULL, fsize, PROT_READ, MAP_SHARED, fd, 0);
	if (mincore(addr, fsize, vec))
		tst_brkm(TBROK | TERRNO, cleanup, "mincore()");
	SAFE_MUNMAP(cleanup, addr, fsize);
	for (i = 0; i < npages; i++)
		count += vec[i] & 1;
	return count;
}

/* read_bytes of /proc/self/io, or -1 when the kernel does not keep it */
static long long read_bytes(void)
{
	char line[128];
	long long val = -1;
	FILE *f;

	f = fopen("/proc/self/io", "r");
	if (!f)
		return -1;
	while (fgets(line, sizeof(line), f)) {
		if (sscanf(line, "read_bytes: %lld", &val) == 1)
			break;
	}
	fclose(f);
	return val;
}

/*
 * mincore() counts a page only once its read has completed, and the reads
 * readahead() starts complete later: sample until the count has grown and
 * then held still for one interval, for at most two seconds.
 */
static long wait_resident(long before)
{
	long prev = -1, now = before;
	int i;

	for (i = 0; i < 100; i++) {
		now = resident_pages();
		if (now > before && now == prev)
			break;
		prev = now;
		usleep(20000);
	}
	return now;
}

static void drop_cache(void)
{
	if (fsync(fd))
		tst_brkm(TBROK | TERRNO, cleanup, "fsync()");
	errno = posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED);
	if (errno)
		tst_brkm(TBROK | TERRNO, cleanup, "POSIX_FADV_DONTNEED");
}

static void verify_in_memory(long npages)
{
	TEST(readahead(fd, 0, fsize));
	if (TEST_RETURN != 0) {
		tst_resm(TFAIL | TTERRNO, "readahead() returned %ld",
			 TEST_RETURN);
		return;
	}
	if (resident_pages() != npages)
		tst_resm(TFAIL, "pages of a tmpfs file left memory");
	else
		tst_resm(TPASS, "readahead() returned 0, all pages resident");
}

static void verify_readahead(void)
{
	long npages = (fsize + pagesize - 1) / pagesize;
	long before, after;
	long long io_before, io_after;

	drop_cache();
	before = resident_pages();
	if (in_memory_fs) {
		verify_in_memory(npages);
		return;
	}
	if (before > npages / 2)
		tst_brkm(TCONF, cleanup,
			 "could not drop the file's page cache "
			 "(%ld of %ld pages stay resident)",
			 before, npages);

	io_before = read_bytes();
	TEST(readahead(fd, 0, fsize));
	io_after = read_bytes();
	after = wait_resident(before);

	if (TEST_RETURN != 0) {
		tst_resm(TFAIL | TTERRNO, "readahead() returned %ld",
			 TEST_RETURN);
		return;
	}
	tst_resm(TPASS, "readahead() of %zu bytes returned 0", fsize);

	tst_resm(TINFO, "resident pages: %ld before, %ld after, of %ld%s",
		 before, after, npages,
		 after < npages ? " (the kernel cut the count)" : "");
	if (after > before)
		tst_resm(TPASS, "readahead() brought pages into the cache");
	else
		tst_resm(TFAIL, "no page became resident after readahead()");

	if (io_before < 0) {
		tst_resm(TINFO, "no /proc/self/io: I/O accounting is off");
		if (fh_check_fd(cleanup, fd, 0, fsize, 21))
			tst_resm(TFAIL, "file content wrong after readahead()");
		else
			tst_resm(TPASS, "file content right after readahead()");
	} else if (io_after > io_before) {
		tst_resm(TPASS, "read_bytes grew by %lld",
			 io_after - io_before);
	} else {
		tst_resm(TFAIL, "read_bytes did not grow (%lld)", io_after);
	}
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, options, &help);

	if (sflag) {
		fsize = strtoul(sopt, NULL, 10) * 1024;
		if (fsize == 0 || fsize > 256 * 1024 * 1024)
			tst_brkm(TBROK, NULL, "invalid -s '%s' (1..262144 KiB)",
				 sopt);
	}

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_readahead();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	long fs_type;

	tst_sig(NOFORK, DEF_HANDLER, cleanup);

	TEST_PAUSE;

	tst_tmpdir();

	pagesize = sysconf(_SC_PAGESIZE);
	fs_type = tst_fs_type(cleanup, ".");
	if (fs_type == TST_TMPFS_MAGIC || fs_type == TST_RAMFS_MAGIC) {
		tst_resm(TINFO,
			 "%s keeps every page resident: only the weak "
			 "check applies",
			 tst_fs_type_name(fs_type));
		in_memory_fs = 1;
	}

	vec = SAFE_MALLOC(cleanup, fsize / pagesize + 1);
	fh_make_file(cleanup, "file", fsize, 21);
	fd = SAFE_OPEN(cleanup, "file", O_RDONLY);
}

static void cleanup(void)
{
	free(vec);
	if (fd != -1)
		close(fd);
	tst_rmdir();
}
