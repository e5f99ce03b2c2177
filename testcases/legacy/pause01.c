/*
 * pause(2) returns -1 with EINTR once a caught signal's handler has run.
 * The child installs a handler and pauses; the parent sleeps so that the
 * child is blocked in pause() before it sends the signal. The child pipes
 * pause()'s return value, errno and whether the handler ran.
 */
#include <errno.h>
#include <signal.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"

char *TCID = "pause01";
int TST_TOTAL = 1;

struct pause_result {
	int ret;
	int err;
	int handled;
};

static int pipefd[2] = { -1, -1 };
static volatile sig_atomic_t handled;

#ifdef UCLINUX
static char *argv0;
#endif

static void setup(void);
static void cleanup(void);

static void handler(int sig)
{
	(void)sig;
	handled = 1;
}

static void do_child(void)
{
	struct pause_result res;

	if (signal(SIGINT, handler) == SIG_ERR)
		tst_brkm(TBROK | TERRNO, NULL, "signal(SIGINT) failed");

	res.ret = pause();
	res.err = errno;
	res.handled = handled;

	SAFE_WRITE(NULL, 1, pipefd[1], &res, sizeof(res));
	exit(0);
}

static void verify_pause(void)
{
	struct pause_result res;
	pid_t pid;
	int status;

	pid = FORK_OR_VFORK();
	if (pid == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (pid == 0) {
#ifdef UCLINUX
		if (self_exec(argv0, "dd", pipefd[0], pipefd[1]) < 0)
			tst_brkm(TBROK, NULL, "self_exec() failed");
#else
		do_child();
#endif
	}

	/* Give the child time to block in pause(). */
	sleep(1);

	SAFE_KILL(cleanup, pid, SIGINT);
	SAFE_READ(cleanup, 1, pipefd[0], &res, sizeof(res));
	SAFE_WAITPID(cleanup, pid, &status, 0);

	if (res.ret != -1 || res.err != EINTR) {
		tst_resm(TFAIL, "pause() returned %d, errno %s", res.ret,
			 tst_strerrno(res.err));
		return;
	}
	if (!res.handled) {
		tst_resm(TFAIL, "pause() returned before the handler ran");
		return;
	}
	tst_resm(TPASS, "pause() returned -1/EINTR after the handler ran");
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

#ifdef UCLINUX
	argv0 = av[0];
	maybe_run_child(&do_child, "dd", &pipefd[0], &pipefd[1]);
#endif

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_pause();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(FORK, DEF_HANDLER, cleanup);

	TEST_PAUSE;

	SAFE_PIPE(cleanup, pipefd);
}

static void cleanup(void)
{
	if (pipefd[0] != -1)
		close(pipefd[0]);
	if (pipefd[1] != -1)
		close(pipefd[1]);
}
