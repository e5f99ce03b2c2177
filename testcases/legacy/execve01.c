/*
 * execve(2) and the signal state: across an exec, an ignored signal stays
 * ignored, a caught one is reset to SIG_DFL (the handler's code is gone),
 * the blocked mask is kept, and resource limits are inherited. A child
 * sets this up and execs the helper execve01_child (found in PATH), which
 * checks it from the inside, reports with tst_resm() and exits with its
 * result mask; the parent checks that exit status.
 */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"
#include "proc_helpers.h"

char *TCID = "execve01";
int TST_TOTAL = 1;

#define HELPER "execve01_child"
#define EXEC_FAILED 127
#define NOFILE_SOFT 77

static void setup(void);
static void cleanup(void);

static void handler(int sig)
{
	(void)sig;
}

static void do_child(void)
{
	struct rlimit rl;
	sigset_t set;
	char arg[32];

	prh_sigaction(NULL, SIGUSR1, SIG_IGN, 0);
	prh_sigaction(NULL, SIGUSR2, handler, 0);
	prh_sigaction(NULL, SIGTERM, handler, SA_RESTART);

	sigemptyset(&set);
	sigaddset(&set, SIGHUP);
	sigprocmask(SIG_BLOCK, &set, NULL);

	SAFE_GETRLIMIT(NULL, RLIMIT_NOFILE, &rl);
	rl.rlim_cur = NOFILE_SOFT;
	SAFE_SETRLIMIT(NULL, RLIMIT_NOFILE, &rl);

	snprintf(arg, sizeof(arg), "%d", NOFILE_SOFT);
	execlp(HELPER, HELPER, arg, (char *)NULL);
	_exit(errno == ENOENT ? EXEC_FAILED : EXEC_FAILED + 1);
}

static void verify_exec(void)
{
	pid_t pid;
	int status;

	pid = FORK_OR_VFORK();
	if (pid == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (pid == 0)
		do_child();

	SAFE_WAITPID(cleanup, pid, &status, 0);

	if (WIFEXITED(status) && WEXITSTATUS(status) == EXEC_FAILED)
		tst_brkm(
			TBROK, cleanup,
			"%s not found in PATH (build it and put build/testcases/bin on PATH)",
			HELPER);
	if (WIFEXITED(status) && WEXITSTATUS(status) == EXEC_FAILED + 1)
		tst_brkm(TBROK, cleanup, "execlp(%s) failed", HELPER);
	if (WIFSIGNALED(status)) {
		tst_resm(TFAIL, "%s killed by %s", HELPER,
			 tst_strsig(WTERMSIG(status)));
		return;
	}
	if (WEXITSTATUS(status) != 0) {
		tst_resm(TFAIL, "%s reported failures (exit status %d)", HELPER,
			 WEXITSTATUS(status));
		return;
	}
	tst_resm(TPASS,
		 "signal dispositions, mask and rlimit as expected after exec");
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_exec();
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
