/*
 * madvise(2) MADV_DONTNEED: anonymous private pages read as zeroes
 * afterwards (only the advised range), while a shared file mapping gets
 * its data back from the file. Advice on an unaligned address and an
 * unknown advice value are EINVAL.
 */
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"

char *TCID = "madvise01";
int TST_TOTAL = 4;

#define NPAGES 4

static size_t psize;
static char *anon;
static char *filemap;
static int fd = -1;

static void setup(void);
static void cleanup(void);

static int all_are(const char *p, size_t len, char c)
{
	size_t i;

	for (i = 0; i < len; i++)
		if (p[i] != c)
			return 0;
	return 1;
}

static void verify_anon(void)
{
	memset(anon, 'a', NPAGES * psize);

	TEST(madvise(anon + psize, 2 * psize, MADV_DONTNEED));
	if (TEST_RETURN != 0) {
		tst_resm(TFAIL | TTERRNO, "madvise(MADV_DONTNEED) failed");
		return;
	}
	if (!all_are(anon + psize, 2 * psize, 0))
		tst_resm(TFAIL, "anonymous pages not zero after DONTNEED");
	else if (!all_are(anon, psize, 'a') ||
		 !all_are(anon + 3 * psize, psize, 'a'))
		tst_resm(TFAIL, "pages outside the range were dropped");
	else
		tst_resm(TPASS, "MADV_DONTNEED zeroed exactly the range");
}

static void verify_file(void)
{
	memset(filemap, 'f', NPAGES * psize);

	TEST(madvise(filemap, NPAGES * psize, MADV_DONTNEED));
	if (TEST_RETURN != 0) {
		tst_resm(TFAIL | TTERRNO, "madvise() on a file mapping failed");
		return;
	}
	if (!all_are(filemap, NPAGES * psize, 'f'))
		tst_resm(TFAIL, "shared file mapping lost its data");
	else
		tst_resm(TPASS, "shared file mapping keeps its data");
}

static void verify_einval(void)
{
	TEST(madvise(anon + 1, psize, MADV_DONTNEED));
	if (TEST_RETURN != -1 || TEST_ERRNO != EINVAL)
		tst_resm(TFAIL | TTERRNO, "unaligned address: returned %ld",
			 TEST_RETURN);
	else
		tst_resm(TPASS | TTERRNO, "unaligned address");

	TEST(madvise(anon, psize, 1234));
	if (TEST_RETURN != -1 || TEST_ERRNO != EINVAL)
		tst_resm(TFAIL | TTERRNO, "advice 1234: returned %ld",
			 TEST_RETURN);
	else
		tst_resm(TPASS | TTERRNO, "advice 1234");
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_anon();
		verify_file();
		verify_einval();
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
	anon = SAFE_MMAP(cleanup, NULL, NPAGES * psize, PROT_READ | PROT_WRITE,
			 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	fd = SAFE_OPEN(cleanup, "file", O_RDWR | O_CREAT, 0644);
	SAFE_FTRUNCATE(cleanup, fd, NPAGES * psize);
	filemap = SAFE_MMAP(cleanup, NULL, NPAGES * psize,
			    PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
}

static void cleanup(void)
{
	if (anon)
		munmap(anon, NPAGES * psize);
	if (filemap)
		munmap(filemap, NPAGES * psize);
	if (fd != -1)
		close(fd);
	tst_rmdir();
}
