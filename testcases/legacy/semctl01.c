/*
 * semctl(2): SETVAL/GETVAL and SETALL/GETALL store and read values,
 * GETPID names the last process that changed a semaphore, IPC_STAT gives
 * the set's size and mode; a value above SEMVMX is ERANGE, a semaphore
 * number outside the set and an unknown command are EINVAL, and a
 * removed set is EINVAL or EIDRM.
 */
#include <errno.h>
#include <sys/ipc.h>
#include <sys/sem.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test.h"
#include "usctest.h"
#include "safe_macros.h"
#include "ipc_helpers.h"

char *TCID = "semctl01";
int TST_TOTAL = 6;

#define NSEMS 5
#define SEMVMX_VAL 32767

static int semid = -1;

static void setup(void);
static void cleanup(void);

static void verify_val(void)
{
	union ipch_semun arg;

	arg.val = 42;
	TEST(semctl(semid, 3, SETVAL, arg));
	if (TEST_RETURN == -1) {
		tst_resm(TFAIL | TTERRNO, "SETVAL failed");
		return;
	}
	if (ipch_semval(cleanup, semid, 3) != 42 ||
	    ipch_semval(cleanup, semid, 2) != 0) {
		tst_resm(TFAIL, "GETVAL: %d and %d, expected 42 and 0",
			 ipch_semval(cleanup, semid, 3),
			 ipch_semval(cleanup, semid, 2));
		return;
	}
	tst_resm(TPASS, "SETVAL/GETVAL on one semaphore of %d", NSEMS);
}

static void verify_all(void)
{
	unsigned short in[NSEMS] = { 1, 2, 3, 4, 5 }, out[NSEMS] = { 0 };
	union ipch_semun arg;
	int i;

	arg.array = in;
	if (semctl(semid, 0, SETALL, arg) == -1) {
		tst_resm(TFAIL | TERRNO, "SETALL failed");
		return;
	}
	arg.array = out;
	if (semctl(semid, 0, GETALL, arg) == -1) {
		tst_resm(TFAIL | TERRNO, "GETALL failed");
		return;
	}
	for (i = 0; i < NSEMS; i++) {
		if (out[i] != in[i]) {
			tst_resm(TFAIL, "GETALL[%d] = %u, expected %u", i,
				 out[i], in[i]);
			return;
		}
	}
	tst_resm(TPASS, "SETALL/GETALL round trip");
}

static void verify_getpid(void)
{
	struct sembuf op = { 1, 1, 0 };
	pid_t pid;
	int status;

	pid = FORK_OR_VFORK();
	if (pid == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (pid == 0)
		_exit(semop(semid, &op, 1) == -1);
	SAFE_WAITPID(cleanup, pid, &status, 0);
	if (!WIFEXITED(status) || WEXITSTATUS(status))
		tst_brkm(TBROK, cleanup, "child's semop() failed");

	TEST(semctl(semid, 1, GETPID));
	if (TEST_RETURN != pid)
		tst_resm(TFAIL | TTERRNO, "GETPID %ld, expected child %d",
			 TEST_RETURN, pid);
	else
		tst_resm(TPASS, "GETPID names the child that did the semop");
}

static void verify_stat(void)
{
	struct semid_ds ds;
	union ipch_semun arg;

	arg.buf = &ds;
	if (semctl(semid, 0, IPC_STAT, arg) == -1) {
		tst_resm(TFAIL | TERRNO, "IPC_STAT failed");
		return;
	}
	if (ds.sem_nsems != NSEMS || (ds.sem_perm.mode & 0777) != 0600 ||
	    ds.sem_perm.uid != geteuid()) {
		tst_resm(TFAIL, "IPC_STAT: nsems %lu mode %o uid %d",
			 (unsigned long)ds.sem_nsems, ds.sem_perm.mode & 0777,
			 (int)ds.sem_perm.uid);
		return;
	}
	tst_resm(TPASS, "IPC_STAT: %d semaphores, mode 600, our uid", NSEMS);
}

static void verify_errors(void)
{
	union ipch_semun arg;

	arg.val = SEMVMX_VAL + 1;
	TEST(semctl(semid, 0, SETVAL, arg));
	if (TEST_RETURN != -1 || TEST_ERRNO != ERANGE) {
		tst_resm(TFAIL | TTERRNO, "SETVAL above SEMVMX returned %ld",
			 TEST_RETURN);
		return;
	}
	TEST(semctl(semid, NSEMS, GETVAL));
	if (TEST_RETURN != -1 || TEST_ERRNO != EINVAL) {
		tst_resm(TFAIL | TTERRNO, "GETVAL of semaphore %d returned %ld",
			 NSEMS, TEST_RETURN);
		return;
	}
	TEST(semctl(semid, 0, 4242));
	if (TEST_RETURN != -1 || TEST_ERRNO != EINVAL) {
		tst_resm(TFAIL | TTERRNO, "command 4242 returned %ld",
			 TEST_RETURN);
		return;
	}
	tst_resm(TPASS, "ERANGE, and EINVAL for a bad number or command");
}

static void verify_removed(void)
{
	int old = semid;

	ipch_rm_sem(&semid);
	TEST(semctl(old, 0, GETVAL));
	if (TEST_RETURN != -1 || (TEST_ERRNO != EINVAL && TEST_ERRNO != EIDRM))
		tst_resm(TFAIL | TTERRNO,
			 "GETVAL on a removed set returned %ld", TEST_RETURN);
	else
		tst_resm(TPASS | TTERRNO, "GETVAL on a removed set");
	semid = ipch_semget(cleanup, IPC_PRIVATE, NSEMS, IPC_CREAT | 0600);
}

int main(int ac, char **av)
{
	int lc;
	const char *msg;

	msg = parse_opts(ac, av, NULL, NULL);
	if (msg != NULL)
		tst_brkm(TBROK, NULL, "OPTION PARSING ERROR - %s", msg);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_val();
		verify_all();
		verify_getpid();
		verify_stat();
		verify_errors();
		verify_removed();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(FORK, DEF_HANDLER, cleanup);

	TEST_PAUSE;

	semid = ipch_semget(cleanup, IPC_PRIVATE, NSEMS, IPC_CREAT | 0600);
}

static void cleanup(void)
{
	ipch_rm_sem(&semid);
}
