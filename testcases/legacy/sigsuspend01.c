/*
 * sigsuspend(2): a child blocks SIGUSR1 and suspends with a mask that
 * lets it through; the parent sleeps until the child is suspended and
 * sends SIGUSR1. sigsuspend() must return -1 with EINTR after the handler
 * ran, and the child's original mask (SIGUSR1 blocked) must be back. A
 * signal outside the suspend mask (SIGUSR2, blocked) must not wake it.
 */
#include <errno.h>
#include <signal.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"

char *TCID = "sigsuspend01";
int TST_TOTAL = 1;

/* Child exit codes. */
#define C_OK 0
#define C_RET 1
#define C_MASK 2
#define C_HANDLER 3
#define C_USR2 4

static volatile sig_atomic_t usr1_seen, usr2_seen;

#ifdef UCLINUX
static char *argv0;
#endif

static void setup(void);
static void cleanup(void);

static void handler(int sig)
{
	if (sig == SIGUSR1)
		usr1_seen++;
	else
		usr2_seen++;
}

static void do_child(void)
{
	sigset_t block, suspend, after;
	struct sigaction sa;
	int ret, err;

	sa.sa_handler = handler;
	sa.sa_flags = 0;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGUSR1, &sa, NULL);
	sigaction(SIGUSR2, &sa, NULL);

	sigemptyset(&block);
	sigaddset(&block, SIGUSR1);
	sigaddset(&block, SIGUSR2);
	sigprocmask(SIG_BLOCK, &block, NULL);

	suspend = block;
	sigdelset(&suspend, SIGUSR1);

	ret = sigsuspend(&suspend);
	err = errno;

	sigprocmask(SIG_SETMASK, NULL, &after);
	if (ret != -1 || err != EINTR)
		exit(C_RET);
	if (usr1_seen != 1)
		exit(C_HANDLER);
	if (usr2_seen)
		exit(C_USR2);
	if (!sigismember(&after, SIGUSR1) || !sigismember(&after, SIGUSR2))
		exit(C_MASK);
	exit(C_OK);
}

static const char *child_msg(int code)
{
	switch (code) {
	case C_RET:
		return "sigsuspend() did not return -1/EINTR";
	case C_MASK:
		return "the original mask was not restored";
	case C_HANDLER:
		return "the SIGUSR1 handler did not run exactly once";
	case C_USR2:
		return "a SIGUSR2 blocked by the suspend mask was delivered";
	}
	return "unknown exit code";
}

static void verify_sigsuspend(void)
{
	pid_t pid;
	int status;

	pid = FORK_OR_VFORK();
	if (pid == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (pid == 0) {
#ifdef UCLINUX
		if (self_exec(argv0, "") < 0)
			tst_brkm(TBROK, NULL, "self_exec() failed");
#else
		do_child();
#endif
	}

	/* Wait for the child to suspend itself. */
	sleep(1);

	SAFE_KILL(cleanup, pid, SIGUSR2);
	SAFE_KILL(cleanup, pid, SIGUSR1);
	SAFE_WAITPID(cleanup, pid, &status, 0);

	if (WIFSIGNALED(status)) {
		tst_resm(TFAIL, "child killed by %s",
			 tst_strsig(WTERMSIG(status)));
		return;
	}
	if (WEXITSTATUS(status) != C_OK) {
		tst_resm(TFAIL, "child: %s", child_msg(WEXITSTATUS(status)));
		return;
	}
	tst_resm(TPASS,
		 "sigsuspend() woke on SIGUSR1 with EINTR, mask restored");
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
		verify_sigsuspend();
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
