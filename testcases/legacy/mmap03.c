/*
 * mmap(2) MAP_FIXED and argument errors. MAP_FIXED places the mapping at
 * exactly the given address, replacing what was mapped there (the old
 * contents are gone, the pages around it are kept). Errors: a zero length,
 * an offset that is not page aligned, neither MAP_SHARED nor MAP_PRIVATE,
 * and MAP_FIXED at an unaligned address are EINVAL; a bad descriptor is
 * EBADF; a shared writable mapping of a read-only descriptor is EACCES.
 */
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/types.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"

TCID_DEFINE(mmap03);

static size_t psize;
static int rdonly_fd = -1;
static int bad_fd = -1;
static char *area;

static struct test_case_t {
	size_t pages; /* length in pages; 0: zero length */
	int prot;
	int flags;
	int *fd;
	off_t offset; /* in bytes */
	int unaligned_fixed;
	int exp_errno;
	const char *desc;
} TC[] = {
	{ 0, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, &bad_fd, 0, 0, EINVAL,
	  "zero length" },
	{ 1, PROT_READ, MAP_PRIVATE, &rdonly_fd, 1, 0, EINVAL,
	  "unaligned offset" },
	{ 1, PROT_READ, MAP_ANONYMOUS, &bad_fd, 0, 0, EINVAL,
	  "neither MAP_SHARED nor MAP_PRIVATE" },
	{ 1, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, &bad_fd, 0, 1,
	  EINVAL, "MAP_FIXED at an unaligned address" },
	{ 1, PROT_READ, MAP_PRIVATE, &bad_fd, 0, 0, EBADF, "bad descriptor" },
	{ 1, PROT_READ | PROT_WRITE, MAP_SHARED, &rdonly_fd, 0, 0, EACCES,
	  "shared writable map of an O_RDONLY fd" },
};

int TST_TOTAL = sizeof(TC) / sizeof(TC[0]) + 1;

static void setup(void);
static void cleanup(void);

static void verify_fixed(void)
{
	char *p;

	memset(area, 'o', 3 * psize);

	p = mmap(area + psize, psize, PROT_READ | PROT_WRITE,
		 MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0);
	if (p == MAP_FAILED) {
		tst_resm(TFAIL | TERRNO, "mmap(MAP_FIXED) failed");
		return;
	}
	if (p != area + psize) {
		tst_resm(TFAIL, "MAP_FIXED mapped at %p, asked for %p",
			 (void *)p, (void *)(area + psize));
		return;
	}
	if (p[0] != 0 || p[psize - 1] != 0) {
		tst_resm(TFAIL, "MAP_FIXED kept the old contents");
		return;
	}
	if (area[psize - 1] != 'o' || area[2 * psize] != 'o') {
		tst_resm(TFAIL, "MAP_FIXED disturbed the neighbouring pages");
		return;
	}
	tst_resm(TPASS, "MAP_FIXED replaced exactly one page at %p", (void *)p);
}

static void verify_error(struct test_case_t *tc)
{
	void *addr = tc->unaligned_fixed ? area + 1 : NULL;
	void *p;

	TEST((long)mmap(addr, tc->pages * psize, tc->prot, tc->flags, *tc->fd,
			tc->offset));
	p = (void *)TEST_RETURN;
	if (p != MAP_FAILED) {
		tst_resm(TFAIL, "%s: mmap() succeeded", tc->desc);
		munmap(p, tc->pages * psize);
		return;
	}
	if (TEST_ERRNO != tc->exp_errno) {
		tst_resm(TFAIL | TTERRNO, "%s: expected %s", tc->desc,
			 tst_strerrno(tc->exp_errno));
		return;
	}
	tst_resm(TPASS | TTERRNO, "%s", tc->desc);
}

int main(int ac, char **av)
{
	int lc, i;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_fixed();
		for (i = 0; i < TST_TOTAL - 1; i++)
			verify_error(&TC[i]);
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
	SAFE_FILE_PRINTF(cleanup, "rofile", "read only data\n");
	rdonly_fd = SAFE_OPEN(cleanup, "rofile", O_RDONLY);

	area = SAFE_MMAP(cleanup, NULL, 3 * psize, PROT_READ | PROT_WRITE,
			 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
}

static void cleanup(void)
{
	if (area)
		munmap(area, 3 * psize);
	if (rdonly_fd != -1)
		close(rdonly_fd);
	tst_rmdir();
}
