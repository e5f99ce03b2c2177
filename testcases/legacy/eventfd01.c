/*
 * eventfd(2) counter semantics: the initial value is read back, writes
 * add to the counter and a read returns the sum and resets it to zero;
 * with EFD_SEMAPHORE each read returns 1 and decrements; with EFD_NONBLOCK
 * a read of a zero counter fails with EAGAIN, and so does a write that
 * would pass 0xfffffffffffffffe. Errors: EINVAL for a buffer shorter than
 * 8 bytes and for writing 0xffffffffffffffff. Needs 2.6.30 for the flags.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <sys/eventfd.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"

char *TCID = "eventfd01";
int TST_TOTAL = 9;

static int efd = -1, sem_fd = -1;

static void setup(void);
static void cleanup(void);

static void put(int fd, uint64_t val)
{
	SAFE_WRITE(cleanup, 1, fd, &val, sizeof(val));
}

static void expect_read(const char *what, int fd, uint64_t exp)
{
	uint64_t val = 0;

	TEST(read(fd, &val, sizeof(val)));
	if (TEST_RETURN != sizeof(val) || val != exp)
		tst_resm(TFAIL | TTERRNO,
			 "%s: read %ld bytes, value %llu, "
			 "expected %llu",
			 what, TEST_RETURN, (unsigned long long)val,
			 (unsigned long long)exp);
	else
		tst_resm(TPASS, "%s: read %llu", what, (unsigned long long)exp);
}

static void expect_errno(const char *what, int exp)
{
	if (TEST_RETURN == -1 && TEST_ERRNO == exp)
		tst_resm(TPASS | TTERRNO, "%s", what);
	else
		tst_resm(TFAIL | TTERRNO, "%s: returned %ld, expected %s", what,
			 TEST_RETURN, tst_strerrno(exp));
}

static void verify_counter(void)
{
	uint64_t val;
	uint32_t small;

	expect_read("initial value", efd, 7);
	put(efd, 3);
	put(efd, 5);
	expect_read("sum of two writes", efd, 8);

	TEST(read(efd, &val, sizeof(val)));
	expect_errno("read of a zero counter (EFD_NONBLOCK)", EAGAIN);

	put(efd, 0xfffffffffffffffeULL);
	val = 1;
	TEST(write(efd, &val, sizeof(val)));
	expect_errno("write overflowing the counter", EAGAIN);
	SAFE_READ(cleanup, 1, efd, &val, sizeof(val));

	TEST(read(efd, &small, sizeof(small)));
	expect_errno("read into 4 bytes", EINVAL);

	val = 0xffffffffffffffffULL;
	TEST(write(efd, &val, sizeof(val)));
	expect_errno("write of 0xffffffffffffffff", EINVAL);

	put(sem_fd, 2);
	expect_read("EFD_SEMAPHORE first read", sem_fd, 1);
	expect_read("EFD_SEMAPHORE second read", sem_fd, 1);
	TEST(read(sem_fd, &val, sizeof(val)));
	expect_errno("EFD_SEMAPHORE read at zero", EAGAIN);
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_counter();
		put(efd, 7);
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(NOFORK, DEF_HANDLER, cleanup);

	if (tst_kvercmp(2, 6, 30) < 0)
		tst_brkm(TCONF, NULL, "eventfd flags need 2.6.30 or newer");

	TEST_PAUSE;

	efd = eventfd(7, EFD_NONBLOCK | EFD_CLOEXEC);
	if (efd == -1) {
		if (errno == ENOSYS || errno == EINVAL)
			tst_brkm(TCONF | TERRNO, cleanup, "eventfd2 missing");
		tst_brkm(TBROK | TERRNO, cleanup, "eventfd");
	}
	sem_fd = eventfd(0, EFD_SEMAPHORE | EFD_NONBLOCK);
	if (sem_fd == -1)
		tst_brkm(TCONF | TERRNO, cleanup, "EFD_SEMAPHORE");
}

static void cleanup(void)
{
	if (efd != -1)
		close(efd);
	if (sem_fd != -1)
		close(sem_fd);
}
