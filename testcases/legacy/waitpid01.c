/*
 * waitpid(2): WNOHANG returns 0 while the child still runs; the status of
 * a child that exited or was killed decodes with WIFEXITED/WEXITSTATUS and
 * WIFSIGNALED/WTERMSIG; with no children left waitpid() and wait() fail
 * with ECHILD. The child waits on a checkpoint so that it is certainly
 * alive when the parent polls.
 */
#include <errno.h>
#include <signal.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"

char *TCID = "waitpid01";

static struct tcase {
	const char *desc;
	int sig; /* 0: exit with code */
	int code;
} tcases[] = {
	{ "exit(7)", 0, 7 },	   { "exit(0)", 0, 0 },
	{ "SIGTERM", SIGTERM, 0 }, { "SIGKILL", SIGKILL, 0 },
	{ "SIGUSR2", SIGUSR2, 0 },
};

int TST_TOTAL = sizeof(tcases) / sizeof(tcases[0]) + 1;

static void setup(void);
static void cleanup(void);

static void do_child(struct tcase *tc)
{
	TST_SAFE_CHECKPOINT_WAIT(NULL, 0);
	if (!tc->sig)
		exit(tc->code);
	signal(tc->sig, SIG_DFL);
	raise(tc->sig);
	exit(100);
}

static int status_matches(struct tcase *tc, int status)
{
	if (!tc->sig)
		return WIFEXITED(status) && WEXITSTATUS(status) == tc->code;
	return WIFSIGNALED(status) && WTERMSIG(status) == tc->sig;
}

static void verify_waitpid(struct tcase *tc)
{
	pid_t pid;
	int status;

	pid = FORK_OR_VFORK();
	if (pid == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (pid == 0)
		do_child(tc);

	TEST(waitpid(pid, &status, WNOHANG));
	if (TEST_RETURN != 0) {
		tst_resm(
			TFAIL | TTERRNO,
			"%s: waitpid(WNOHANG) returned %ld for a running child",
			tc->desc, TEST_RETURN);
		TST_SAFE_CHECKPOINT_WAKE(cleanup, 0);
		SAFE_WAITPID(cleanup, pid, &status, 0);
		return;
	}

	TST_SAFE_CHECKPOINT_WAKE(cleanup, 0);

	TEST(waitpid(pid, &status, 0));
	if (TEST_RETURN != pid) {
		tst_resm(TFAIL | TTERRNO,
			 "%s: waitpid() returned %ld, expected %d", tc->desc,
			 TEST_RETURN, pid);
		return;
	}
	if (!status_matches(tc, status)) {
		tst_resm(TFAIL, "%s: wrong status 0x%x", tc->desc, status);
		return;
	}
	tst_resm(TPASS, "%s: WNOHANG gave 0, then status 0x%x decoded",
		 tc->desc, status);
}

static void verify_echild(void)
{
	int status;

	TEST(waitpid(-1, &status, WNOHANG));
	if (TEST_RETURN != -1 || TEST_ERRNO != ECHILD) {
		tst_resm(TFAIL | TTERRNO,
			 "waitpid(-1, WNOHANG) without children returned %ld",
			 TEST_RETURN);
		return;
	}
	TEST(wait(&status));
	if (TEST_RETURN != -1 || TEST_ERRNO != ECHILD) {
		tst_resm(TFAIL | TTERRNO,
			 "wait() without children returned %ld", TEST_RETURN);
		return;
	}
	tst_resm(TPASS, "waitpid() and wait() without children: ECHILD");
}

int main(int ac, char **av)
{
	int lc, i;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		for (i = 0; i < TST_TOTAL - 1; i++)
			verify_waitpid(&tcases[i]);
		verify_echild();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(FORK, DEF_HANDLER, cleanup);

	TEST_PAUSE;

	tst_tmpdir();

	TST_CHECKPOINT_INIT(cleanup);
}

static void cleanup(void)
{
	tst_rmdir();
}
