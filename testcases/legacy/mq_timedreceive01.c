/*
 * mq_timedreceive(2) blocking: a child waits on an empty queue with a
 * deadline 5 s away; the parent sleeps so that it is blocked, then sends
 * one message, which must wake the child well before the deadline with
 * the message and its priority. A second child blocked with no deadline
 * is interrupted by a handled signal and gets EINTR.
 */
#include <errno.h>
#include <fcntl.h>
#include <mqueue.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"
#include "proc_helpers.h"

char *TCID = "mq_timedreceive01";
int TST_TOTAL = 2;

#define MSGSIZE 32
#define TEXT "wake up"

/* Child exit codes. */
#define C_OK 0
#define C_FAILED 1
#define C_WRONG 2

static char qname[64];
static mqd_t mqd = (mqd_t)-1;

static void setup(void);
static void cleanup(void);

static void handler(int sig)
{
	(void)sig;
}

static void receiver_child(void)
{
	struct timespec deadline;
	char buf[MSGSIZE];
	unsigned int prio;

	clock_gettime(CLOCK_REALTIME, &deadline);
	deadline.tv_sec += 5;

	TEST(mq_timedreceive(mqd, buf, sizeof(buf), &prio, &deadline));
	if (TEST_RETURN == -1)
		exit(C_FAILED);
	if (TEST_RETURN != sizeof(TEXT) || strcmp(buf, TEXT) || prio != 3)
		exit(C_WRONG);
	exit(C_OK);
}

static void eintr_child(void)
{
	char buf[MSGSIZE];

	prh_sigaction(NULL, SIGUSR1, handler, 0);
	TEST(mq_receive(mqd, buf, sizeof(buf), NULL));
	exit(TEST_RETURN == -1 && TEST_ERRNO == EINTR ? C_OK : C_WRONG);
}

static pid_t start(void (*fn)(void))
{
	pid_t pid = FORK_OR_VFORK();

	if (pid == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (pid == 0)
		fn();
	return pid;
}

static void verify_wakeup(void)
{
	struct timespec t0, t1;
	pid_t pid;
	int status;

	pid = start(receiver_child);

	/* Let the child block in mq_timedreceive(). */
	sleep(1);

	if (mq_send(mqd, TEXT, sizeof(TEXT), 3) == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "mq_send() failed");
	clock_gettime(CLOCK_MONOTONIC, &t0);
	SAFE_WAITPID(cleanup, pid, &status, 0);
	clock_gettime(CLOCK_MONOTONIC, &t1);

	if (prh_check_exit("receiver", status, C_OK))
		tst_resm(TFAIL, "blocked receiver did not get the message");
	else if (tst_timespec_diff_us(t1, t0) > 3000000)
		tst_resm(TFAIL, "receiver woke %lld us after the send",
			 tst_timespec_diff_us(t1, t0));
	else
		tst_resm(TPASS, "the send woke the blocked receiver");
}

static void verify_eintr(void)
{
	pid_t pid;
	int status;

	pid = start(eintr_child);

	/* Let the child install its handler and block in mq_receive(). */
	sleep(1);

	SAFE_KILL(cleanup, pid, SIGUSR1);
	SAFE_WAITPID(cleanup, pid, &status, 0);
	if (prh_check_exit("receiver", status, C_OK))
		tst_resm(TFAIL, "interrupted mq_receive() did not give EINTR");
	else
		tst_resm(TPASS, "a handled signal interrupts mq_receive()");
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_wakeup();
		verify_eintr();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	struct mq_attr attr = { .mq_maxmsg = 4, .mq_msgsize = MSGSIZE };

	tst_sig(FORK, DEF_HANDLER, cleanup);

	TEST_PAUSE;

	snprintf(qname, sizeof(qname), "/%s_%d", TCID, getpid());
	mqd = mq_open(qname, O_RDWR | O_CREAT | O_EXCL, 0600, &attr);
	if (mqd == (mqd_t)-1) {
		if (errno == ENOSYS)
			tst_brkm(TCONF, NULL,
				 "POSIX message queues not in this kernel");
		tst_brkm(TBROK | TERRNO, NULL, "mq_open(%s) failed", qname);
	}
	if (mq_unlink(qname) == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "mq_unlink() failed");
}

static void cleanup(void)
{
	if (mqd != (mqd_t)-1)
		mq_close(mqd);
}
