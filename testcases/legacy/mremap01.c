/*
 * mremap(2): growing a mapping with MREMAP_MAYMOVE keeps its contents and
 * makes the new tail usable (zero-filled); shrinking unmaps the cut part;
 * MREMAP_FIXED moves the pages to the given address and leaves the old
 * range unmapped. Growing without MREMAP_MAYMOVE when the next page is
 * taken is ENOMEM; an unaligned address, unknown flags and MREMAP_FIXED
 * without MREMAP_MAYMOVE are EINVAL.
 */
#include <errno.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"

char *TCID = "mremap01";
int TST_TOTAL = 5;

static size_t psize;

static void setup(void);
static void cleanup(void);

static char *map_pages(int n, void (*cleanup_fn)(void))
{
	return SAFE_MMAP(cleanup_fn, NULL, n * psize, PROT_READ | PROT_WRITE,
			 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
}

/* 1 when [p, p + len) is unmapped, as msync() tells. */
static int unmapped(char *p, size_t len)
{
	return msync(p, len, MS_ASYNC) == -1 && errno == ENOMEM;
}

static void verify_grow(void)
{
	char *p = map_pages(2, cleanup), *q;
	size_t i;

	for (i = 0; i < 2 * psize; i++)
		p[i] = (char)i;
	q = mremap(p, 2 * psize, 8 * psize, MREMAP_MAYMOVE);
	if (q == MAP_FAILED) {
		tst_resm(TFAIL | TERRNO, "mremap(grow, MAYMOVE) failed");
		SAFE_MUNMAP(cleanup, p, 2 * psize);
		return;
	}
	for (i = 0; i < 2 * psize; i++)
		if (q[i] != (char)i)
			break;
	if (i != 2 * psize || q[8 * psize - 1] != 0) {
		tst_resm(TFAIL, "grown mapping: content differs at %zu", i);
	} else {
		q[8 * psize - 1] = 1;
		tst_resm(TPASS, "grew 2 to 8 pages, contents kept");
	}
	SAFE_MUNMAP(cleanup, q, 8 * psize);
}

static void verify_shrink(void)
{
	char *p = map_pages(4, cleanup), *q;

	q = mremap(p, 4 * psize, psize, 0);
	if (q != p) {
		tst_resm(TFAIL | TERRNO, "shrink returned %p, expected %p",
			 (void *)q, (void *)p);
		return;
	}
	if (!unmapped(p + psize, 3 * psize))
		tst_resm(TFAIL, "the cut pages are still mapped");
	else
		tst_resm(TPASS, "shrinking unmapped the cut pages");
	SAFE_MUNMAP(cleanup, p, psize);
}

static void verify_fixed(void)
{
	char *src = map_pages(2, cleanup), *dst = map_pages(2, cleanup), *q;

	memset(src, 's', 2 * psize);
	q = mremap(src, 2 * psize, 2 * psize, MREMAP_MAYMOVE | MREMAP_FIXED,
		   dst);
	if (q != dst) {
		tst_resm(TFAIL | TERRNO, "MREMAP_FIXED returned %p, wanted %p",
			 (void *)q, (void *)dst);
		SAFE_MUNMAP(cleanup, src, 2 * psize);
		SAFE_MUNMAP(cleanup, dst, 2 * psize);
		return;
	}
	if (dst[0] != 's' || dst[2 * psize - 1] != 's')
		tst_resm(TFAIL, "moved pages lost their contents");
	else if (!unmapped(src, 2 * psize))
		tst_resm(TFAIL, "old range still mapped after the move");
	else
		tst_resm(TPASS, "MREMAP_FIXED moved the pages to %p",
			 (void *)dst);
	SAFE_MUNMAP(cleanup, dst, 2 * psize);
}

static void verify_errors(void)
{
	char *p = map_pages(3, cleanup);
	int ok = 1;

	/* The page after the first stays mapped, so no growth in place. */
	errno = 0;
	if (mremap(p, psize, 2 * psize, 0) != MAP_FAILED || errno != ENOMEM) {
		tst_resm(TFAIL | TERRNO, "in-place growth into a mapped page");
		ok = 0;
	}
	errno = 0;
	if (mremap(p + 1, psize, psize, 0) != MAP_FAILED || errno != EINVAL) {
		tst_resm(TFAIL | TERRNO, "unaligned address");
		ok = 0;
	}
	errno = 0;
	if (mremap(p, psize, psize, 0x4000) != MAP_FAILED || errno != EINVAL) {
		tst_resm(TFAIL | TERRNO, "unknown flags");
		ok = 0;
	}
	errno = 0;
	if (mremap(p, psize, psize, MREMAP_FIXED, p + 2 * psize) !=
		    MAP_FAILED ||
	    errno != EINVAL) {
		tst_resm(TFAIL | TERRNO, "MREMAP_FIXED without MAYMOVE");
		ok = 0;
	}
	if (ok)
		tst_resm(TPASS, "ENOMEM and the EINVAL cases as expected");
	SAFE_MUNMAP(cleanup, p, 3 * psize);
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_grow();
		verify_shrink();
		verify_fixed();
		verify_errors();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(NOFORK, DEF_HANDLER, cleanup);

	TEST_PAUSE;

	psize = getpagesize();
}

static void cleanup(void)
{
}
