/*
 * mlock(2)/munlock(2): locking pages raises VmLck in /proc/self/status by
 * their size and unlocking lowers it again. Unprivileged, RLIMIT_MEMLOCK
 * rules: with a limit of 0 mlock() is EPERM, with a limit of one page
 * locking four is ENOMEM (children that drop to "nobody" when run as
 * root, since CAP_IPC_LOCK ignores the limit). An unmapped range is
 * ENOMEM.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"
#include "proc_helpers.h"

char *TCID = "mlock01";
int TST_TOTAL = 5;

#define NPAGES 4

static size_t psize;
static char *buf;

static void setup(void);
static void cleanup(void);

static long vmlck_kb(void (*cleanup_fn)(void))
{
	char line[256];
	long kb = -1;
	FILE *f;

	f = SAFE_FOPEN(cleanup_fn, "/proc/self/status", "r");
	while (fgets(line, sizeof(line), f))
		if (sscanf(line, "VmLck: %ld kB", &kb) == 1)
			break;
	SAFE_FCLOSE(cleanup_fn, f);
	if (kb < 0)
		tst_brkm(TCONF, cleanup_fn, "no VmLck in /proc/self/status");
	return kb;
}

static void verify_lock_unlock(void)
{
	long before, locked, after, want = NPAGES * psize / 1024;

	before = vmlck_kb(cleanup);
	TEST(mlock(buf, NPAGES * psize));
	if (TEST_RETURN != 0) {
		if (TEST_ERRNO == ENOMEM || TEST_ERRNO == EPERM)
			tst_brkm(TCONF | TTERRNO, cleanup,
				 "RLIMIT_MEMLOCK too low for %d pages", NPAGES);
		tst_resm(TFAIL | TTERRNO, "mlock() failed");
		return;
	}
	locked = vmlck_kb(cleanup);
	if (locked - before != want)
		tst_resm(TFAIL, "VmLck grew by %ld kB, expected %ld",
			 locked - before, want);
	else
		tst_resm(TPASS, "mlock() locked %ld kB", want);

	TEST(munlock(buf, NPAGES * psize));
	after = vmlck_kb(cleanup);
	if (TEST_RETURN != 0)
		tst_resm(TFAIL | TTERRNO, "munlock() failed");
	else if (after != before)
		tst_resm(TFAIL, "VmLck %ld kB after munlock, was %ld", after,
			 before);
	else
		tst_resm(TPASS, "munlock() released them");
}

static void limited_child(rlim_t limit, int pages, int exp_errno)
{
	struct rlimit rl = { limit, limit };

	SAFE_SETRLIMIT(NULL, RLIMIT_MEMLOCK, &rl);
	prh_drop_to_nobody(NULL);

	TEST(mlock(buf, pages * psize));
	if (TEST_RETURN != -1 || TEST_ERRNO != exp_errno)
		tst_resm(
			TFAIL | TTERRNO,
			"RLIMIT_MEMLOCK %lu, %d pages: returned %ld, expected %s",
			(unsigned long)limit, pages, TEST_RETURN,
			tst_strerrno(exp_errno));
	else
		tst_resm(TPASS | TTERRNO, "RLIMIT_MEMLOCK %lu, %d pages",
			 (unsigned long)limit, pages);
	tst_exit();
}

static void verify_limits(void)
{
	pid_t pid;

	pid = FORK_OR_VFORK();
	if (pid == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (pid == 0)
		limited_child(0, 1, EPERM);
	tst_record_childstatus(cleanup, pid);

	pid = FORK_OR_VFORK();
	if (pid == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (pid == 0)
		limited_child(psize, NPAGES, ENOMEM);
	tst_record_childstatus(cleanup, pid);
}

static void verify_unmapped(void)
{
	char *p = SAFE_MMAP(cleanup, NULL, psize, PROT_READ,
			    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	SAFE_MUNMAP(cleanup, p, psize);
	TEST(mlock(p, psize));
	if (TEST_RETURN != -1 || TEST_ERRNO != ENOMEM)
		tst_resm(TFAIL | TTERRNO,
			 "mlock() of an unmapped page returned %ld",
			 TEST_RETURN);
	else
		tst_resm(TPASS | TTERRNO, "mlock() of an unmapped page");
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_lock_unlock();
		verify_limits();
		verify_unmapped();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(FORK, DEF_HANDLER, cleanup);

	TEST_PAUSE;

	psize = getpagesize();
	buf = SAFE_MMAP(cleanup, NULL, NPAGES * psize, PROT_READ | PROT_WRITE,
			MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	memset(buf, 1, NPAGES * psize);
}

static void cleanup(void)
{
	if (buf) {
		munlock(buf, NPAGES * psize);
		munmap(buf, NPAGES * psize);
	}
}
