// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * epoll: a process blocked in epoll_wait() is woken by a write from another
 * process and gets the registered data back; edge-triggered (EPOLLET)
 * reports a readiness change once, level-triggered for as long as data is
 * there; EPOLLONESHOT disarms after one event until EPOLL_CTL_MOD; and
 * the errors of epoll_ctl() and epoll_wait() (EEXIST, ENOENT, EINVAL).
 */
#include <errno.h>
#include <stdint.h>
#include <sys/epoll.h>
#include "tst_test.h"

#define COOKIE 0x1234abcd5678ef00ULL

static int epfd = -1;
static int fds[2] = { -1, -1 };

static void add_fd(int fd, uint32_t events)
{
	struct epoll_event ev = { .events = events, .data.u64 = COOKIE };

	if (epoll_ctl(epfd, EPOLL_CTL_ADD, fd, &ev))
		tst_brk(TBROK | TERRNO, "epoll_ctl(ADD, %d)", fd);
}

static void check_blocked_waiter(void)
{
	pid_t pid;

	add_fd(fds[0], EPOLLIN);
	pid = SAFE_FORK();
	if (!pid) {
		struct epoll_event ev = { 0 };
		int n = epoll_wait(epfd, &ev, 1, -1);

		if (n == 1 && (ev.events & EPOLLIN) && ev.data.u64 == COOKIE)
			tst_res(TPASS, "blocked epoll_wait() got EPOLLIN with "
				       "the registered data");
		else
			tst_res(TFAIL | TERRNO,
				"epoll_wait() returned %d, "
				"events 0x%x, data 0x%llx",
				n, ev.events, (unsigned long long)ev.data.u64);
		exit(0);
	}

	TST_PROCESS_STATE_WAIT(pid, 'S', 0);
	SAFE_WRITE(1, fds[1], "x", 1);
	tst_reap_children();
}

static void check_edge(void)
{
	struct epoll_event ev;
	char buf[4];

	add_fd(fds[0], EPOLLIN | EPOLLET);
	SAFE_WRITE(1, fds[1], "ab", 2);
	TST_EXP_VAL(epoll_wait(epfd, &ev, 1, 0), 1, "EPOLLET: first wait");
	TST_EXP_VAL(epoll_wait(epfd, &ev, 1, 0), 0,
		    "EPOLLET: second wait without new data");
	SAFE_WRITE(1, fds[1], "c", 1);
	TST_EXP_VAL(epoll_wait(epfd, &ev, 1, 0), 1,
		    "EPOLLET: wait after more data arrived");
	SAFE_READ(1, fds[0], buf, 3);

	ev.events = EPOLLIN;
	SAFE_WRITE(1, fds[1], "d", 1);
	TST_EXP_PASS(epoll_ctl(epfd, EPOLL_CTL_MOD, fds[0], &ev));
	TST_EXP_VAL(epoll_wait(epfd, &ev, 1, 0), 1, "level: first wait");
	TST_EXP_VAL(epoll_wait(epfd, &ev, 1, 0), 1,
		    "level: second wait, data still there");
}

static void check_oneshot(void)
{
	struct epoll_event ev;

	add_fd(fds[0], EPOLLIN | EPOLLONESHOT);
	SAFE_WRITE(1, fds[1], "x", 1);
	TST_EXP_VAL(epoll_wait(epfd, &ev, 1, 0), 1, "EPOLLONESHOT: first");
	TST_EXP_VAL(epoll_wait(epfd, &ev, 1, 0), 0,
		    "EPOLLONESHOT: disarmed after one event");
	ev.events = EPOLLIN | EPOLLONESHOT;
	TST_EXP_PASS(epoll_ctl(epfd, EPOLL_CTL_MOD, fds[0], &ev));
	TST_EXP_VAL(epoll_wait(epfd, &ev, 1, 0), 1,
		    "EPOLLONESHOT: rearmed by EPOLL_CTL_MOD");
}

static void check_errors(void)
{
	struct epoll_event ev = { .events = EPOLLIN };

	add_fd(fds[0], EPOLLIN);
	TST_EXP_FAIL(epoll_ctl(epfd, EPOLL_CTL_ADD, fds[0], &ev), EEXIST,
		     "adding the same fd twice");
	TST_EXP_FAIL(epoll_ctl(epfd, EPOLL_CTL_DEL, fds[1], &ev), ENOENT,
		     "deleting an fd that was never added");
	TST_EXP_FAIL(epoll_ctl(epfd, EPOLL_CTL_ADD, epfd, &ev), EINVAL,
		     "adding the epoll fd to itself");
	TST_EXP_FAIL(epoll_wait(epfd, &ev, 0, 0), EINVAL,
		     "epoll_wait() with maxevents 0");
	TST_EXP_FAIL(epoll_create1(0x1), EINVAL, "epoll_create1(0x1)");
}

static void (*const checks[])(void) = {
	check_blocked_waiter,
	check_edge,
	check_oneshot,
	check_errors,
};

static void run(unsigned int n)
{
	epfd = epoll_create1(EPOLL_CLOEXEC);
	if (epfd == -1)
		tst_brk(TBROK | TERRNO, "epoll_create1()");
	SAFE_PIPE(fds);

	checks[n]();

	SAFE_CLOSE(fds[0]);
	SAFE_CLOSE(fds[1]);
	SAFE_CLOSE(epfd);
}

static void cleanup(void)
{
	if (fds[0] != -1)
		SAFE_CLOSE(fds[0]);
	if (fds[1] != -1)
		SAFE_CLOSE(fds[1]);
	if (epfd != -1)
		SAFE_CLOSE(epfd);
}

static struct tst_test test = {
	.test = run,
	.tcnt = ARRAY_SIZE(checks),
	.cleanup = cleanup,
	.forks_child = 1,
};
