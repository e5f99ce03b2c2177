/*
 * semop(2) blocking: a child decrements a semaphore whose value is 0 and
 * blocks; the parent sleeps so that it is blocked, checks that GETNCNT
 * counts one waiter and GETVAL is still 0, then releases it with +1; the
 * child's semop() returns 0 and the value is back to 0. Without blocking:
 * IPC_NOWAIT on a zero value is EAGAIN, and a wait-for-zero on a zero
 * value returns at once.
 */
#include <errno.h>
#include <sys/ipc.h>
#include <sys/sem.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"
#include "ipc_helpers.h"
#include "proc_helpers.h"

char *TCID = "semop01";
int TST_TOTAL = 4;

static int semid = -1;

static void setup(void);
static void cleanup0(void);
static void cleanup(void);

static void sem_add(void (*cleanup_fn)(void), int delta, int flags)
{
	struct sembuf op = { 0, delta, flags };

	if (semop(semid, &op, 1) == -1)
		tst_brkm(TBROK | TERRNO, cleanup_fn, "semop(%d) failed", delta);
}

static void do_child(void)
{
	struct sembuf op = { 0, -1, 0 };

	TEST(semop(semid, &op, 1));
	exit(TEST_RETURN == 0 ? 0 : 1);
}

static void verify_blocking(void)
{
	pid_t pid;
	int status, ncnt, val;

	pid = FORK_OR_VFORK();
	if (pid == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (pid == 0)
		do_child();

	/* Let the child block in semop(). */
	sleep(1);

	ncnt = ipch_semncnt(cleanup, semid, 0);
	val = ipch_semval(cleanup, semid, 0);
	if (ncnt != 1 || val != 0)
		tst_resm(
			TFAIL,
			"while the child waits: GETNCNT %d GETVAL %d, expected 1 and 0",
			ncnt, val);
	else
		tst_resm(TPASS, "GETNCNT counts the blocked child");

	sem_add(cleanup, 1, 0);
	SAFE_WAITPID(cleanup, pid, &status, 0);

	val = ipch_semval(cleanup, semid, 0);
	if (prh_check_exit("child", status, 0))
		tst_resm(TFAIL, "the released semop() did not return 0");
	else if (val != 0 || ipch_semncnt(cleanup, semid, 0) != 0)
		tst_resm(TFAIL, "after release: GETVAL %d, GETNCNT %d", val,
			 ipch_semncnt(cleanup, semid, 0));
	else
		tst_resm(TPASS, "+1 released the blocked child");
}

static void verify_nowait(void)
{
	struct sembuf dec = { 0, -1, IPC_NOWAIT };
	struct sembuf zero = { 0, 0, IPC_NOWAIT };

	TEST(semop(semid, &dec, 1));
	if (TEST_RETURN != -1 || TEST_ERRNO != EAGAIN)
		tst_resm(TFAIL | TTERRNO,
			 "IPC_NOWAIT decrement of 0 returned %ld", TEST_RETURN);
	else
		tst_resm(TPASS | TTERRNO, "IPC_NOWAIT decrement of 0");

	TEST(semop(semid, &zero, 1));
	if (TEST_RETURN != 0)
		tst_resm(TFAIL | TTERRNO, "wait-for-zero on 0 failed");
	else
		tst_resm(TPASS, "wait-for-zero on 0 returned at once");
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_blocking();
		verify_nowait();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(FORK, DEF_HANDLER, cleanup0);

	TEST_PAUSE;

	tst_tmpdir();

	semid = ipch_semget(cleanup, ipch_getkey(cleanup, 's'), 1,
			    IPC_CREAT | IPC_EXCL | 0600);
}

static void cleanup0(void)
{
}

static void cleanup(void)
{
	ipch_rm_sem(&semid);
	tst_rmdir();
}
