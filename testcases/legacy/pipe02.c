/*
 * read(2) on an empty pipe blocks until data arrives. A child reads from
 * an empty pipe; the parent sleeps to let it block, checks that the child
 * has not returned, then writes a message, which the child must receive
 * whole. The child reports by its exit status.
 */
#include <errno.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"
#include "lock_helpers.h"

char *TCID = "pipe02";
int TST_TOTAL = 2;

#define MSG "wake up, child"

static int fds[2] = { -1, -1 };
#ifdef UCLINUX
static char *argv0;
#endif

static void setup(void);
static void cleanup(void);

static void do_child(void)
{
	char buf[sizeof(MSG)];
	ssize_t ret;

	SAFE_CLOSE(NULL, fds[1]);
	memset(buf, 0, sizeof(buf));
	ret = read(fds[0], buf, sizeof(buf) - 1);
	if (ret != (ssize_t)strlen(MSG) || strcmp(buf, MSG)) {
		tst_resm(TINFO | TERRNO, "child: read %zd bytes: '%s'", ret,
			 buf);
		exit(1);
	}
	exit(0);
}

static void verify_blocking_read(void)
{
	int status;
	pid_t pid;

	SAFE_PIPE(cleanup, fds);

	pid = FORK_OR_VFORK();
	if (pid == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (pid == 0) {
#ifdef UCLINUX
		if (self_exec(argv0, "dd", fds[0], fds[1]) < 0)
			tst_brkm(TBROK, NULL, "self_exec failed");
#else
		do_child();
#endif
	}
	SAFE_CLOSE(cleanup, fds[0]);

	/* let the child block in read() */
	sleep(1);

	if (lh_child_running(cleanup, pid, &status)) {
		tst_resm(TPASS, "child still blocked in read() after 1s");
	} else {
		tst_resm(TFAIL,
			 "child returned from read() on an empty pipe: "
			 "status 0x%x",
			 status);
		SAFE_CLOSE(cleanup, fds[1]);
		return;
	}

	SAFE_WRITE(cleanup, 1, fds[1], MSG, strlen(MSG));
	SAFE_CLOSE(cleanup, fds[1]);

	if (lh_child_exit_code(cleanup, pid) == 0)
		tst_resm(TPASS, "child received the message");
	else
		tst_resm(TFAIL, "child did not receive the message");
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);
#ifdef UCLINUX
	argv0 = av[0];
	maybe_run_child(&do_child, "dd", &fds[0], &fds[1]);
#endif

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_blocking_read();
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
	if (fds[0] != -1)
		close(fds[0]);
	if (fds[1] != -1)
		close(fds[1]);
}
