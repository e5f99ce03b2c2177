/*
 * msync(2): after MS_SYNC (and MS_ASYNC) the data written through a
 * MAP_SHARED file mapping is what read() returns; MS_SYNC together with
 * MS_ASYNC, an unknown flag and an unaligned address are EINVAL; an
 * unmapped range is ENOMEM.
 */
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"

char *TCID = "msync01";

static size_t psize;
static char *map;
static char *hole;
static int fd = -1;
static char *rbuf;

static struct test_case_t {
	char **addr;
	size_t off;
	int flags;
	int exp_errno;
	const char *desc;
} TC[] = {
	{ &map, 0, MS_SYNC | MS_ASYNC, EINVAL, "MS_SYNC | MS_ASYNC" },
	{ &map, 0, 0x100000, EINVAL, "unknown flag" },
	{ &map, 1, MS_SYNC, EINVAL, "unaligned address" },
	{ &hole, 0, MS_SYNC, ENOMEM, "unmapped range" },
};

int TST_TOTAL = sizeof(TC) / sizeof(TC[0]) + 2;

static void setup(void);
static void cleanup(void);

static void verify_sync(int flags, const char *name, int seed)
{
	size_t i;

	for (i = 0; i < 2 * psize; i++)
		map[i] = (char)(i + seed);

	TEST(msync(map, 2 * psize, flags));
	if (TEST_RETURN != 0) {
		tst_resm(TFAIL | TTERRNO, "msync(%s) failed", name);
		return;
	}
	SAFE_PREAD(cleanup, 1, fd, rbuf, 2 * psize, 0);
	for (i = 0; i < 2 * psize; i++) {
		if (rbuf[i] != (char)(i + seed)) {
			tst_resm(TFAIL,
				 "msync(%s): read() differs at offset %zu",
				 name, i);
			return;
		}
	}
	tst_resm(TPASS, "msync(%s): read() sees the mapped writes", name);
}

static void verify_error(struct test_case_t *tc)
{
	/* Unmapped right before use: nothing can have taken its place. */
	if (tc->addr == &hole) {
		hole = SAFE_MMAP(cleanup, NULL, psize, PROT_READ,
				 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
		SAFE_MUNMAP(cleanup, hole, psize);
	}
	TEST(msync(*tc->addr + tc->off, psize, tc->flags));
	if (TEST_RETURN != -1 || TEST_ERRNO != tc->exp_errno) {
		tst_resm(TFAIL | TTERRNO, "%s: returned %ld, expected %s",
			 tc->desc, TEST_RETURN, tst_strerrno(tc->exp_errno));
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
		verify_sync(MS_SYNC, "MS_SYNC", lc);
		verify_sync(MS_ASYNC, "MS_ASYNC", lc + 1);
		for (i = 0; i < TST_TOTAL - 2; i++)
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
	rbuf = SAFE_MALLOC(cleanup, 2 * psize);
	fd = SAFE_OPEN(cleanup, "file", O_RDWR | O_CREAT, 0644);
	SAFE_FTRUNCATE(cleanup, fd, 2 * psize);
	map = SAFE_MMAP(cleanup, NULL, 2 * psize, PROT_READ | PROT_WRITE,
			MAP_SHARED, fd, 0);
}

static void cleanup(void)
{
	if (map)
		munmap(map, 2 * psize);
	if (fd != -1)
		close(fd);
	free(rbuf);
	tst_rmdir();
}
