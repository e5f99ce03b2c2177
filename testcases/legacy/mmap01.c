/*
 * mmap(2) anonymous mappings: fresh pages read as zeroes; a MAP_SHARED
 * mapping is shared with a forked child (the child writes a pattern, the
 * parent sleeps to let it finish and then sees the pattern); a MAP_PRIVATE
 * one is copied on write (the child's writes stay in the child, and the
 * parent's later writes do not reach the child).
 */
#include <errno.h>
#include <signal.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"

char *TCID = "mmap01";
int TST_TOTAL = 3;

#define NPAGES 4

static size_t len;
static unsigned char *shared_map;
static unsigned char *private_map;

static void setup(void);
static void cleanup(void);

static unsigned char pattern(size_t i)
{
	return (unsigned char)(i * 7 + 3);
}

static size_t first_bad(unsigned char *p, int want_pattern, int other)
{
	size_t i;

	for (i = 0; i < len; i++) {
		if (want_pattern && p[i] != pattern(i))
			return i;
		if (!want_pattern && p[i] != other)
			return i;
	}
	return len;
}

static void verify_zero(void)
{
	size_t bad;

	bad = first_bad(shared_map, 0, 0);
	if (bad == len)
		bad = first_bad(private_map, 0, 0);
	if (bad != len)
		tst_resm(TFAIL, "fresh anonymous page not zero at offset %zu",
			 bad);
	else
		tst_resm(TPASS, "fresh anonymous pages read as zeroes");
}

static void do_child(void)
{
	size_t i;

	for (i = 0; i < len; i++) {
		shared_map[i] = pattern(i);
		private_map[i] = pattern(i);
	}
	for (;;)
		pause();
}

static void verify_fork_sharing(void)
{
	size_t bad;
	pid_t pid;

	memset(private_map, 0xaa, len);

	pid = FORK_OR_VFORK();
	if (pid == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (pid == 0)
		do_child();

	/* Let the child write its pattern. */
	sleep(1);

	bad = first_bad(shared_map, 1, 0);
	if (bad != len)
		tst_resm(
			TFAIL,
			"MAP_SHARED: child's pattern missing at offset %zu (0x%02x)",
			bad, shared_map[bad]);
	else
		tst_resm(TPASS, "MAP_SHARED: parent sees the child's writes");

	bad = first_bad(private_map, 0, 0xaa);
	if (bad != len)
		tst_resm(
			TFAIL,
			"MAP_PRIVATE: child's write reached the parent at offset %zu",
			bad);
	else
		tst_resm(TPASS, "MAP_PRIVATE: child's writes stayed private");

	SAFE_KILL(cleanup, pid, SIGKILL);
	SAFE_WAITPID(cleanup, pid, NULL, 0);

	memset(shared_map, 0, len);
	memset(private_map, 0, len);
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_zero();
		verify_fork_sharing();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(FORK, DEF_HANDLER, cleanup);

	TEST_PAUSE;

	len = NPAGES * getpagesize();
	shared_map = SAFE_MMAP(cleanup, NULL, len, PROT_READ | PROT_WRITE,
			       MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	private_map = SAFE_MMAP(cleanup, NULL, len, PROT_READ | PROT_WRITE,
				MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
}

static void cleanup(void)
{
	if (shared_map)
		munmap(shared_map, len);
	if (private_map)
		munmap(private_map, len);
}
