#include "test.h"

/*
 * The check of the fork's result is a statement without braces that
 * holds another: an if, a loop. Its failure still ends the test.
 */
static void verify_nested_if(void)
{
	pid_t pid;

	pid = fork();
	if (pid < 0)
		if (errno != EAGAIN)
			tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (pid == 0)
		do_child();
}

static void verify_loop(void)
{
	pid_t pid;

	pid = FORK_OR_VFORK();
	if (pid == -1)
		while (retries--)
			tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (pid == 0)
		do_child();
}

/* The same without an end: the failure is counted, fork() stays. */
static void verify_nested_count(void)
{
	pid_t pid;

	pid = fork();
	if (pid < 0)
		if (errno == EAGAIN)
			failures++;
	if (pid == 0)
		do_child();
}

/*
 * Checks with braces among loops, the shape of msgctl07's run() (whose
 * checks cost the rule 12 s when it read them along every path).
 */
static void verify_loops(void)
{
	int pid, i;

	pid = FORK_OR_VFORK();
	if (pid < 0) {
		(void)msgctl(msqid, IPC_RMID, NULL);
		tst_brkm(TFAIL, NULL, "fork failed");
	} else if (pid == 0) {
		do_child_1();
	} else {
		if (sigaction(SIGALRM, &act, NULL) < 0) {
			kill(pid, SIGKILL);
			exit(0);
		}
		for (i = 0; i < BYTES; i++)
			p1_msgp.text[i] = 'i';
		if (msgsnd(msqid, &p1_msgp, BYTES, 0) == -1) {
			kill(pid, SIGKILL);
			exit(0);
		}
		for (i = 0; i < BYTES; i++)
			p2_msgp.text[i] = 'j';
		if (msgsnd(msqid, &p2_msgp, BYTES, 0) == -1) {
			kill(pid, SIGKILL);
			exit(0);
		}
		for (i = 0; i < BYTES; i++)
			p3_msgp.text[i] = 'k';
		if (msgsnd(msqid, &p3_msgp, BYTES, 0) == -1) {
			kill(pid, SIGKILL);
			exit(0);
		}
		wait(&status);
	}
	pid = FORK_OR_VFORK();
	if (pid < 0) {
		tst_brkm(TFAIL, NULL, "fork failed");
	} else if (pid == 0) {
		do_child_2();
	} else {
		for (i = 0; i < BYTES; i++)
			p1_msgp.text[i] = 'i';
		if (msgsnd(msqid, &p1_msgp, BYTES, 0) == -1) {
			kill(pid, SIGKILL);
			exit(0);
		}
		for (i = 0; i < BYTES; i++)
			p2_msgp.text[i] = 'j';
		if (msgsnd(msqid, &p2_msgp, BYTES, 0) == -1) {
			kill(pid, SIGKILL);
			exit(0);
		}
		wait(&status);
	}
}
