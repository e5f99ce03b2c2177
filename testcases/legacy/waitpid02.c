/*
 * waitpid(2) with WUNTRACED and WCONTINUED: a parent blocked in waitpid()
 * is woken when its child stops (WIFSTOPPED, WSTOPSIG == SIGSTOP), a
 * stopped child is not reported again without a new event, SIGCONT is
 * reported as WIFCONTINUED, and the final exit as usual.
 *
 * The child sleeps first so that the parent is already blocked in
 * waitpid() when it stops itself.
 */
#include <errno.h>
#include <signal.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"
#include "proc_helpers.h"

char *TCID = "waitpid02";
int TST_TOTAL = 3;

static volatile sig_atomic_t got_usr1;

static void setup(void);
static void cleanup(void);

static void usr1_handler(int sig)
{
	(void)sig;
	got_usr1 = 1;
}

static void do_child(void)
{
	sigset_t block, empty;

	sigemptyset(&empty);
	sigemptyset(&block);
	sigaddset(&block, SIGUSR1);
	sigprocmask(SIG_BLOCK, &block, NULL);
	prh_sigaction(NULL, SIGUSR1, usr1_handler, 0);

	/* Give the parent time to block in waitpid(). */
	sleep(1);
	raise(SIGSTOP);

	while (!got_usr1)
		sigsuspend(&empty);
	exit(3);
}

static int wait_for(pid_t pid, int options, int *status)
{
	TEST(waitpid(pid, status, options));
	if (TEST_RETURN != pid) {
		tst_resm(TFAIL | TTERRNO, "waitpid(%d, 0x%x) returned %ld", pid,
			 options, TEST_RETURN);
		return -1;
	}
	return 0;
}

static void verify_stop_cont(void)
{
	pid_t pid;
	int status;

	pid = FORK_OR_VFORK();
	if (pid == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (pid == 0)
		do_child();

	if (wait_for(pid, WUNTRACED, &status))
		goto out_kill;
	if (!WIFSTOPPED(status) || WSTOPSIG(status) != SIGSTOP) {
		tst_resm(TFAIL, "WUNTRACED: status 0x%x is not a SIGSTOP stop",
			 status);
		goto out_kill;
	}
	TEST(waitpid(pid, &status, WNOHANG | WUNTRACED));
	if (TEST_RETURN != 0) {
		tst_resm(TFAIL | TTERRNO,
			 "the stop was reported twice (returned %ld)",
			 TEST_RETURN);
		goto out_kill;
	}
	tst_resm(TPASS, "WUNTRACED reported the stop once");

	SAFE_KILL(cleanup, pid, SIGCONT);
	if (wait_for(pid, WCONTINUED, &status))
		goto out_kill;
	if (!WIFCONTINUED(status)) {
		tst_resm(TFAIL, "WCONTINUED: status 0x%x", status);
		goto out_kill;
	}
	tst_resm(TPASS, "WCONTINUED reported SIGCONT");

	SAFE_KILL(cleanup, pid, SIGUSR1);
	if (wait_for(pid, 0, &status))
		return;
	if (prh_check_exit("child", status, 3))
		tst_resm(TFAIL, "child did not exit with 3 after resuming");
	else
		tst_resm(TPASS, "child resumed and exited with 3");
	return;

out_kill:
	kill(pid, SIGKILL);
	waitpid(pid, &status, 0);
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_stop_cont();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(FORK, DEF_HANDLER, cleanup);

	TEST_PAUSE;
}

static void cleanup(void)
{
}
