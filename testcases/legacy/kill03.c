/*
 * kill(2) delivers a signal to another process's handler: the child
 * installs a SIGUSR1 handler and waits; the parent sleeps to let it do so,
 * sends SIGUSR1, and the child's exit status tells whether its handler ran
 * (with the signal number it was given).
 */
#include <errno.h>
#include <signal.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"

char *TCID = "kill03";
int TST_TOTAL = 1;

#define CHILD_CAUGHT 0
#define CHILD_WRONG_SIG 2

static volatile sig_atomic_t caught_sig;

#ifdef UCLINUX
static char *argv0;
#endif

static void setup(void);
static void cleanup(void);

static void handler(int sig)
{
	caught_sig = sig;
}

static void do_child(void)
{
	struct sigaction sa;

	sa.sa_handler = handler;
	sa.sa_flags = 0;
	sigemptyset(&sa.sa_mask);
	if (sigaction(SIGUSR1, &sa, NULL) == -1)
		tst_brkm(TBROK | TERRNO, NULL, "sigaction() failed");

	while (!caught_sig)
		pause();

	exit(caught_sig == SIGUSR1 ? CHILD_CAUGHT : CHILD_WRONG_SIG);
}

static void verify_kill(void)
{
	pid_t pid;
	int status;

	pid = FORK_OR_VFORK();
	if (pid == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (pid == 0) {
#ifdef UCLINUX
		if (self_exec(argv0, "") < 0)
			tst_brkm(TBROK, cleanup, "self_exec() failed");
#else
		do_child();
#endif
	}

	/* Let the child install its handler. */
	sleep(1);

	TEST(kill(pid, SIGUSR1));
	if (TEST_RETURN == -1) {
		tst_resm(TFAIL | TTERRNO, "kill(%d, SIGUSR1) failed", pid);
		kill(pid, SIGKILL);
		SAFE_WAITPID(cleanup, pid, &status, 0);
		return;
	}

	SAFE_WAITPID(cleanup, pid, &status, 0);
	if (WIFSIGNALED(status)) {
		tst_resm(TFAIL, "child killed by %s",
			 tst_strsig(WTERMSIG(status)));
		return;
	}
	if (!WIFEXITED(status)) {
		tst_resm(TFAIL, "child wait status 0x%x", status);
		return;
	}

	switch (WEXITSTATUS(status)) {
	case CHILD_CAUGHT:
		tst_resm(TPASS, "child's handler caught SIGUSR1");
		break;
	case CHILD_WRONG_SIG:
		tst_resm(TFAIL, "child's handler got another signal");
		break;
	default:
		tst_resm(TFAIL, "child exited with %d", WEXITSTATUS(status));
	}
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

#ifdef UCLINUX
	argv0 = av[0];
	maybe_run_child(&do_child, "");
#endif

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_kill();
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
