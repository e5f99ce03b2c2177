/*
 * shmat(2): a child attaches a segment by id and writes a pattern; the
 * parent, attached too, sleeps to let it finish and then sees the
 * pattern. A child attached with SHM_RDONLY dies with SIGSEGV when it
 * writes. An unaligned address without SHM_RND is EINVAL; with SHM_RND it
 * is rounded down to SHMLBA.
 */
#include <errno.h>
#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <sys/ipc.h>
#include <sys/mman.h>
#include <sys/shm.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"
#include "ipc_helpers.h"

char *TCID = "shmat01";
int TST_TOTAL = 4;

#define SHMSIZE 16384

static int shmid = -1;
static unsigned char *addr = (unsigned char *)-1;

static void setup(void);
static void cleanup(void);

static unsigned char pattern(int i)
{
	return (unsigned char)(i % 251);
}

static void writer_child(void)
{
	unsigned char *p = shmat(shmid, NULL, 0);
	int i;

	if (p == (unsigned char *)-1)
		tst_brkm(TBROK | TERRNO, NULL, "child: shmat() failed");
	for (i = 0; i < SHMSIZE; i++)
		p[i] = pattern(i);
	shmdt(p);
	for (;;)
		pause();
}

static void verify_shared(void)
{
	pid_t pid;
	int i;

	memset(addr, 0, SHMSIZE);

	pid = FORK_OR_VFORK();
	if (pid == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (pid == 0)
		writer_child();

	/* Let the child write its pattern. */
	sleep(1);

	for (i = 0; i < SHMSIZE; i++)
		if (addr[i] != pattern(i))
			break;
	SAFE_KILL(cleanup, pid, SIGKILL);
	SAFE_WAITPID(cleanup, pid, NULL, 0);

	if (i != SHMSIZE)
		tst_resm(TFAIL, "child's pattern missing at offset %d", i);
	else
		tst_resm(TPASS, "parent sees the pattern the child wrote");
}

static void verify_rdonly(void)
{
	pid_t pid;
	int status;

	pid = FORK_OR_VFORK();
	if (pid == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (pid == 0) {
		volatile unsigned char *p = shmat(shmid, NULL, SHM_RDONLY);

		if (p == (unsigned char *)-1)
			_exit(2);
		signal(SIGSEGV, SIG_DFL);
		if (p[1] != pattern(1))
			_exit(3);
		p[1] = 0;
		_exit(0);
	}
	SAFE_WAITPID(cleanup, pid, &status, 0);
	if (WIFSIGNALED(status) && WTERMSIG(status) == SIGSEGV)
		tst_resm(TPASS, "write through SHM_RDONLY attach: SIGSEGV");
	else
		tst_resm(TFAIL, "SHM_RDONLY child: wait status 0x%x", status);
}

static void verify_rnd(void)
{
	unsigned char *base, *p;

	/* Find a free SHMLBA-aligned place by mapping and unmapping it. */
	base = SAFE_MMAP(cleanup, NULL, SHMSIZE + SHMLBA, PROT_NONE,
			 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	SAFE_MUNMAP(cleanup, base, SHMSIZE + SHMLBA);
	base = (unsigned char *)(((uintptr_t)base + SHMLBA - 1) &
				 ~((uintptr_t)SHMLBA - 1));

	TEST((long)shmat(shmid, base + 1, 0));
	if (TEST_RETURN != -1 || TEST_ERRNO != EINVAL) {
		tst_resm(TFAIL | TTERRNO, "unaligned shmat returned 0x%lx",
			 TEST_RETURN);
		if (TEST_RETURN != -1)
			shmdt((void *)TEST_RETURN);
	} else {
		tst_resm(TPASS | TTERRNO, "unaligned address without SHM_RND");
	}

	p = shmat(shmid, base + 1, SHM_RND);
	if (p == (unsigned char *)-1) {
		tst_resm(TFAIL | TERRNO, "shmat(SHM_RND) failed");
		return;
	}
	if (p != base || p[7] != addr[7])
		tst_resm(TFAIL, "SHM_RND attached at %p, expected %p",
			 (void *)p, (void *)base);
	else
		tst_resm(TPASS, "SHM_RND rounded down to %p", (void *)p);
	shmdt(p);
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_shared();
		verify_rdonly();
		verify_rnd();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(FORK, DEF_HANDLER, cleanup);

	TEST_PAUSE;

	shmid = ipch_shmget(cleanup, IPC_PRIVATE, SHMSIZE, IPC_CREAT | 0600);
	addr = shmat(shmid, NULL, 0);
	if (addr == (unsigned char *)-1)
		tst_brkm(TBROK | TERRNO, cleanup, "shmat() failed");
}

static void cleanup(void)
{
	if (addr != (unsigned char *)-1)
		shmdt(addr);
	ipch_rm_shm(&shmid);
}
