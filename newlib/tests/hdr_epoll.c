// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_epoll.h and tst_safe_timerfd.h: an epoll set watching a pipe and a
 * timerfd armed for 20 ms; the pipe is ready at once, the timer after it
 * expires; SAFE_TIMERFD_GETTIME() sees it disarmed then. With -m bad,
 * SAFE_EPOLL_CTL() on a descriptor that is not open is TBROK at its line.
 */
#include <string.h>
#include "tst_test.h"
#include "tst_epoll.h"
#include "tst_safe_timerfd.h"

static char *mode;

static void run(void)
{
	struct itimerspec its = { .it_value = { .tv_nsec = 20000000 } };
	struct epoll_event ev = { .events = EPOLLIN }, got[2];
	int epfd, tfd, fds[2];

	epfd = SAFE_EPOLL_CREATE1(EPOLL_CLOEXEC);
	if (mode && !strcmp(mode, "bad"))
		SAFE_EPOLL_CTL(epfd, EPOLL_CTL_ADD, 1000, &ev); /* L:bad */
	SAFE_PIPE(fds);
	tfd = SAFE_TIMERFD_CREATE(CLOCK_MONOTONIC, TFD_NONBLOCK);
	ev.data.fd = fds[0];
	SAFE_EPOLL_CTL(epfd, EPOLL_CTL_ADD, fds[0], &ev);
	ev.data.fd = tfd;
	SAFE_EPOLL_CTL(epfd, EPOLL_CTL_ADD, tfd, &ev);

	SAFE_WRITE(SAFE_WRITE_ALL, fds[1], "x", 1);
	TST_EXP_EQ_LI(SAFE_EPOLL_WAIT(epfd, got, 2, 0), 1);
	TST_EXP_EQ_LI(got[0].data.fd, fds[0]);
	SAFE_EPOLL_CTL(epfd, EPOLL_CTL_DEL, fds[0], NULL);

	SAFE_TIMERFD_SETTIME(tfd, 0, &its, NULL);
	TST_EXP_EQ_LI(SAFE_EPOLL_PWAIT(epfd, got, 2, 5000, NULL), 1);
	TST_EXP_EQ_LI(got[0].data.fd, tfd);
	SAFE_TIMERFD_GETTIME(tfd, &its);
	TST_EXP_EXPR(!its.it_value.tv_sec && !its.it_value.tv_nsec,
		     "the timer expired and is disarmed");

	SAFE_CLOSE(tfd);
	SAFE_CLOSE(fds[0]);
	SAFE_CLOSE(fds[1]);
	SAFE_CLOSE(epfd);
}

static struct tst_test test = {
	.test_all = run,
	.options = (struct tst_option[]){ { "m:", &mode, "bad" }, {} },
};
