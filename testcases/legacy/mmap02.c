/*
 * mmap(2) of a file: MAP_SHARED writes reach the file (read() sees them
 * after msync()), MAP_PRIVATE writes never do, a MAP_PRIVATE mapping sees
 * file changes in pages it has not written, and the mapping stays valid
 * after the descriptor is closed and the file unlinked.
 */
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/types.h>
#include <unistd.h>

#include "test.h"
#include "usctest.h"
#include "safe_macros.h"

char *TCID = "mmap02";
int TST_TOTAL = 4;

#define FNAME "mmapfile"

static size_t psize;
static int fd = -1;
static char *buf;

static void setup(void);
static void cleanup(void);

static char *map_file(int flags)
{
	return SAFE_MMAP(cleanup, NULL, 2 * psize, PROT_READ | PROT_WRITE,
			 flags, fd, 0);
}

static void file_bytes(off_t off, size_t n)
{
	SAFE_PREAD(cleanup, 1, fd, buf, n, off);
}

static void verify_shared(void)
{
	char *p = map_file(MAP_SHARED);

	memcpy(p + 10, "shared-write", 12);
	if (msync(p, 2 * psize, MS_SYNC) == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "msync() failed");
	file_bytes(10, 12);
	if (memcmp(buf, "shared-write", 12))
		tst_resm(TFAIL, "MAP_SHARED write not in the file");
	else
		tst_resm(TPASS, "MAP_SHARED write reached the file");
	SAFE_MUNMAP(cleanup, p, 2 * psize);
}

static void verify_private(void)
{
	char *p = map_file(MAP_PRIVATE);

	memcpy(p + 100, "private-write", 13);
	SAFE_PWRITE(cleanup, 1, fd, "file-change", 11, psize + 5);

	file_bytes(100, 13);
	if (!memcmp(buf, "private-write", 13))
		tst_resm(TFAIL, "MAP_PRIVATE write reached the file");
	else
		tst_resm(TPASS, "MAP_PRIVATE write stayed private");

	if (memcmp(p + psize + 5, "file-change", 11))
		tst_resm(TFAIL,
			 "MAP_PRIVATE: untouched page misses a file change");
	else
		tst_resm(TPASS,
			 "MAP_PRIVATE: untouched page sees file changes");
	SAFE_MUNMAP(cleanup, p, 2 * psize);
}

static void verify_after_close(void)
{
	char *p = map_file(MAP_SHARED);
	int i;

	SAFE_CLOSE(cleanup, fd);
	SAFE_UNLINK(cleanup, FNAME);
	for (i = 0; i < 16; i++)
		p[i] = 'A' + i;
	if (p[15] != 'A' + 15 || p[psize + 5] != 'f')
		tst_resm(TFAIL, "mapping of a closed, unlinked file is wrong");
	else
		tst_resm(TPASS, "mapping outlives close() and unlink()");
	SAFE_MUNMAP(cleanup, p, 2 * psize);

	fd = SAFE_OPEN(cleanup, FNAME, O_RDWR | O_CREAT | O_TRUNC, 0644);
	SAFE_FTRUNCATE(cleanup, fd, 2 * psize);
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_shared();
		verify_private();
		verify_after_close();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(NOFORK, DEF_HANDLER, cleanup);

	TEST_PAUSE;

	tst_tmpdir();

	psize = getpagesize();
	buf = SAFE_MALLOC(cleanup, psize);
	fd = SAFE_OPEN(cleanup, FNAME, O_RDWR | O_CREAT | O_TRUNC, 0644);
	SAFE_FTRUNCATE(cleanup, fd, 2 * psize);
}

static void cleanup(void)
{
	if (fd != -1 && close(fd) == -1)
		tst_resm(TWARN | TERRNO, "close() failed");
	free(buf);
	tst_rmdir();
}
