/*
 * msgrcv(2) blocking: a child blocks in msgrcv() on an empty queue; the
 * parent sleeps so that it is blocked, then sends a message, which the
 * child must receive whole (type and text). In a second round the parent
 * removes the queue instead, and the blocked child must fail with EIDRM.
 */
#include <errno.h>
#include <string.h>
#include <sys/ipc.h>
#include <sys/msg.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"
#include "ipc_helpers.h"

char *TCID = "msgrcv01";
int TST_TOTAL = 2;

#define MSGTYPE 7
#define MSGTEXT "a message for the blocked child"

struct mbuf {
	long mtype;
	char mtext[64];
};

/* Child exit codes. */
#define C_OK 0
#define C_RCV_FAILED 1
#define C_WRONG_MSG 2
#define C_NOT_EIDRM 3

static key_t key;
static int msqid = -1;
static int expect_rmid;

#ifdef UCLINUX
static char *argv0;
#endif

static void setup(void);
static void cleanup(void);

static void do_child(void)
{
	struct mbuf rbuf;

	memset(&rbuf, 0, sizeof(rbuf));
	TEST(msgrcv(msqid, &rbuf, sizeof(rbuf.mtext), 0, 0));

	if (expect_rmid)
		exit(TEST_RETURN == -1 && TEST_ERRNO == EIDRM ? C_OK :
								C_NOT_EIDRM);
	if (TEST_RETURN == -1)
		exit(C_RCV_FAILED);
	if (TEST_RETURN != sizeof(MSGTEXT) || rbuf.mtype != MSGTYPE ||
	    strcmp(rbuf.mtext, MSGTEXT))
		exit(C_WRONG_MSG);
	exit(C_OK);
}

static pid_t start_child(void)
{
	pid_t pid = FORK_OR_VFORK();

	if (pid == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (pid == 0) {
#ifdef UCLINUX
		if (self_exec(argv0, "dd", msqid, expect_rmid) < 0)
			tst_brkm(TBROK, NULL, "self_exec() failed");
#else
		do_child();
#endif
	}
	return pid;
}

static void check_child(pid_t pid, const char *desc)
{
	int status;

	SAFE_WAITPID(cleanup, pid, &status, 0);
	if (WIFSIGNALED(status)) {
		tst_resm(TFAIL, "%s: child killed by %s", desc,
			 tst_strsig(WTERMSIG(status)));
		return;
	}
	switch (WEXITSTATUS(status)) {
	case C_OK:
		tst_resm(TPASS, "%s", desc);
		break;
	case C_RCV_FAILED:
		tst_resm(TFAIL, "%s: child's msgrcv() failed", desc);
		break;
	case C_WRONG_MSG:
		tst_resm(TFAIL, "%s: child received a different message", desc);
		break;
	case C_NOT_EIDRM:
		tst_resm(TFAIL, "%s: child's msgrcv() did not fail with EIDRM",
			 desc);
		break;
	default:
		tst_resm(TFAIL, "%s: child exited with %d", desc,
			 WEXITSTATUS(status));
	}
}

static void verify_send_wakes(void)
{
	struct mbuf sbuf = { MSGTYPE, MSGTEXT };
	pid_t pid;

	expect_rmid = 0;
	pid = start_child();

	/* Let the child block in msgrcv(). */
	sleep(1);

	if (msgsnd(msqid, &sbuf, sizeof(MSGTEXT), 0) == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "msgsnd() failed");
	check_child(pid, "blocked msgrcv() got the message sent later");
}

static void verify_rmid_wakes(void)
{
	pid_t pid;

	expect_rmid = 1;
	pid = start_child();

	/* Let the child block in msgrcv(). */
	sleep(1);

	ipch_rm_msq(&msqid);
	check_child(pid, "blocked msgrcv() failed with EIDRM on IPC_RMID");

	msqid = ipch_msgget(cleanup, key, IPC_CREAT | IPC_EXCL | 0600);
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

#ifdef UCLINUX
	argv0 = av[0];
	maybe_run_child(&do_child, "dd", &msqid, &expect_rmid);
#endif

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_send_wakes();
		verify_rmid_wakes();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(FORK, DEF_HANDLER, cleanup);

	TEST_PAUSE;

	tst_tmpdir();

	key = ipch_getkey(cleanup, 'r');
	msqid = ipch_msgget(cleanup, key, IPC_CREAT | IPC_EXCL | 0600);
}

static void cleanup(void)
{
	ipch_rm_msq(&msqid);
	tst_rmdir();
}
