/*
 * poll(2) with no timeout sleeps until a descriptor becomes ready. A
 * child polls the read end of an empty pipe with timeout -1; the parent
 * sleeps, checks that the child is still waiting, then writes one byte.
 * The child must return from poll() with exactly that descriptor POLLIN
 * and read the byte.
 */
#include <errno.h>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"
#include "lock_helpers.h"

char *TCID = "poll02";
int TST_TOTAL = 2;

static int fds[2] = { -1, -1 };

static void setup(void);
static void cleanup(void);

static void do_child(void)
{
	struct pollfd pfd = { .fd = fds[0], .events = POLLIN };
	char c = 0;
	int ret;

	SAFE_CLOSE(NULL, fds[1]);
	ret = poll(&pfd, 1, -1);
	if (ret != 1 || pfd.revents != POLLIN) {
		tst_resm(TINFO | TERRNO, "child: poll %d revents 0x%x", ret,
			 pfd.revents);
		exit(1);
	}
	SAFE_READ(NULL, 1, fds[0], &c, 1);
	exit(c == 'w' ? 0 : 2);
}

static void verify_poll(void)
{
	int status;
	pid_t pid;

	SAFE_PIPE(cleanup, fds);

	pid = FORK_OR_VFORK();
	if (pid == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (pid == 0)
		do_child();
	SAFE_CLOSE(cleanup, fds[0]);

	/* the child is expected to be sleeping in poll() by now */
	sleep(1);

	if (!lh_child_running(cleanup, pid, &status)) {
		tst_resm(TFAIL, "child left poll() early: status 0x%x", status);
		SAFE_CLOSE(cleanup, fds[1]);
		return;
	}
	tst_resm(TPASS, "child waits in poll() on an empty pipe");

	SAFE_WRITE(cleanup, 1, fds[1], "w", 1);

	status = lh_child_exit_code(cleanup, pid);
	SAFE_CLOSE(cleanup, fds[1]);
	if (status == 0)
		tst_resm(TPASS,
			 "poll() woke with POLLIN and the byte was read");
	else
		tst_resm(TFAIL, "child failed after poll(): exit %d", status);
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_poll();
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
