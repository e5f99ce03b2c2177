/*
 * mprotect(2): writing to a page made PROT_READ raises SIGSEGV (caught by
 * a handler that jumps back with siglongjmp(), si_addr naming the page and
 * si_code SEGV_ACCERR), the data is unchanged and readable; after
 * mprotect(PROT_READ | PROT_WRITE) the write succeeds. An unaligned
 * address is EINVAL, an unmapped range ENOMEM.
 */
#include <errno.h>
#include <setjmp.h>
#include <signal.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"

char *TCID = "mprotect01";
int TST_TOTAL = 4;

static sigjmp_buf jmpbuf;
static volatile sig_atomic_t segv_code;
static void *volatile segv_addr;
static size_t psize;
static char *page;
static char *hole;

static void setup(void);
static void cleanup(void);

static void segv_handler(int sig, siginfo_t *info, void *uc)
{
	(void)sig;
	(void)uc;
	segv_code = info->si_code;
	segv_addr = info->si_addr;
	siglongjmp(jmpbuf, 1);
}

/* 1 when writing c at p faulted, 0 when the write went through. */
static int try_write(volatile char *p, char c)
{
	if (sigsetjmp(jmpbuf, 1))
		return 1;
	*p = c;
	return 0;
}

static void verify_readonly(void)
{
	memset(page, 'r', psize);
	if (mprotect(page, psize, PROT_READ) == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "mprotect(PROT_READ) failed");

	segv_code = 0;
	segv_addr = NULL;
	if (!try_write(page + 10, 'w')) {
		tst_resm(TFAIL, "write to a PROT_READ page succeeded");
	} else if (segv_addr != page + 10 || segv_code != SEGV_ACCERR) {
		tst_resm(
			TFAIL,
			"SIGSEGV with si_addr %p si_code %d, expected %p and SEGV_ACCERR",
			segv_addr, (int)segv_code, (void *)(page + 10));
	} else if (page[10] != 'r') {
		tst_resm(TFAIL, "a faulting write changed the page");
	} else {
		tst_resm(TPASS, "write to PROT_READ page: SIGSEGV/SEGV_ACCERR");
	}

	if (mprotect(page, psize, PROT_READ | PROT_WRITE) == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "mprotect(RW) failed");
	if (try_write(page + 10, 'w') || page[10] != 'w')
		tst_resm(TFAIL, "write after mprotect(RW) did not work");
	else
		tst_resm(TPASS, "write after mprotect(PROT_READ|PROT_WRITE)");
}

static void verify_errors(void)
{
	TEST(mprotect(page + 1, psize, PROT_READ));
	if (TEST_RETURN != -1 || TEST_ERRNO != EINVAL)
		tst_resm(TFAIL | TTERRNO, "unaligned address: returned %ld",
			 TEST_RETURN);
	else
		tst_resm(TPASS | TTERRNO, "unaligned address");

	/* Unmapped just now, so nothing can have been mapped there since. */
	hole = SAFE_MMAP(cleanup, NULL, psize, PROT_READ,
			 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	SAFE_MUNMAP(cleanup, hole, psize);
	TEST(mprotect(hole, psize, PROT_READ));
	if (TEST_RETURN != -1 || TEST_ERRNO != ENOMEM)
		tst_resm(TFAIL | TTERRNO, "unmapped range: returned %ld",
			 TEST_RETURN);
	else
		tst_resm(TPASS | TTERRNO, "unmapped range");
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_readonly();
		verify_errors();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	struct sigaction sa;

	tst_sig(NOFORK, DEF_HANDLER, cleanup);

	memset(&sa, 0, sizeof(sa));
	sa.sa_sigaction = segv_handler;
	sa.sa_flags = SA_SIGINFO;
	sigemptyset(&sa.sa_mask);
	if (sigaction(SIGSEGV, &sa, NULL) == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "sigaction(SIGSEGV) failed");

	TEST_PAUSE;

	psize = getpagesize();
	page = SAFE_MMAP(cleanup, NULL, psize, PROT_READ | PROT_WRITE,
			 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
}

static void cleanup(void)
{
	if (page)
		munmap(page, psize);
}
