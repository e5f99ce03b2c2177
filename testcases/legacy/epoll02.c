/*
 * epoll_wait(2) with timeout -1 sleeps until a watched descriptor becomes
 * ready. The parent makes an epoll instance watching the read ends of two
 * pipes and forks; the child waits in epoll_wait(). The parent sleeps,
 * checks the child is still waiting, and writes to the second pipe only:
 * the child must get exactly one event, EPOLLIN with that pipe's data.
 */
#include <errno.h>
#include <sys/epoll.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"
#include "lock_helpers.h"

char *TCID = "epoll02";
int TST_TOTAL = 2;

static int epfd = -1;
static int p1[2] = { -1, -1 }, p2[2] = { -1, -1 };

static void setup(void);
static void cleanup(void);

static void do_child(void)
{
	struct epoll_event ev[2];
	int ret;

	ret = epoll_wait(epfd, ev, 2, -1);
	if (ret != 1) {
		tst_resm(TINFO | TERRNO, "child: epoll_wait returned %d", ret);
		exit(1);
	}
	if (ev[0].events != EPOLLIN || ev[0].data.fd != p2[0]) {
		tst_resm(TINFO, "child: event 0x%x on fd %d", ev[0].events,
			 ev[0].data.fd);
		exit(2);
	}
	exit(0);
}

static void verify_epoll_wait(void)
{
	int status;
	pid_t pid;
	char c;

	pid = FORK_OR_VFORK();
	if (pid == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (pid == 0)
		do_child();

	/* let the child block in epoll_wait() */
	sleep(1);

	if (!lh_child_running(cleanup, pid, &status)) {
		tst_resm(TFAIL, "child left epoll_wait() with nothing ready");
		return;
	}
	tst_resm(TPASS, "child waits in epoll_wait()");

	SAFE_WRITE(cleanup, 1, p2[1], "2", 1);
	status = lh_child_exit_code(cleanup, pid);
	SAFE_READ(cleanup, 1, p2[0], &c, 1);
	if (status == 0)
		tst_resm(TPASS, "epoll_wait() woke with the written pipe only");
	else
		tst_resm(TFAIL, "child got the wrong events: exit %d", status);
}

static void watch(int fd)
{
	struct epoll_event ev = { .events = EPOLLIN, .data.fd = fd };

	if (epoll_ctl(epfd, EPOLL_CTL_ADD, fd, &ev) == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "EPOLL_CTL_ADD %d", fd);
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_epoll_wait();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(FORK, DEF_HANDLER, cleanup);

	TEST_PAUSE;

	epfd = epoll_create(1);
	if (epfd == -1) {
		if (errno == ENOSYS)
			tst_brkm(TCONF, cleanup, "epoll not supported");
		tst_brkm(TBROK | TERRNO, cleanup, "epoll_create");
	}
	SAFE_PIPE(cleanup, p1);
	SAFE_PIPE(cleanup, p2);
	watch(p1[0]);
	watch(p2[0]);
}

static void cleanup(void)
{
	if (epfd != -1)
		close(epfd);
	if (p1[0] != -1) {
		close(p1[0]);
		close(p1[1]);
	}
	if (p2[0] != -1) {
		close(p2[0]);
		close(p2[1]);
	}
}
