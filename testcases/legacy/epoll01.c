/*
 * epoll_create1(2), epoll_ctl(2) and epoll_wait(2) without blocking: a
 * pipe's read end added with EPOLLIN is reported ready, with the user
 * data given, only once data is written; EPOLL_CTL_MOD to EPOLLOUT on the
 * write end and EPOLL_CTL_DEL work; with EPOLLET a second wait without a
 * new write reports nothing. Errors: EEXIST (added twice), ENOENT
 * (modifying a missing fd), EINVAL (epfd watching itself, bad flags),
 * EPERM (a regular file), EBADF.
 */
#include <errno.h>
#include <fcntl.h>
#include <sys/epoll.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"

char *TCID = "epoll01";
int TST_TOTAL = 11;

static int epfd = -1, file_fd = -1;
static int fds[2] = { -1, -1 };

static void setup(void);
static void cleanup(void);

static void ctl(int op, int fd, unsigned int events, unsigned long data)
{
	struct epoll_event ev = { .events = events, .data.u64 = data };

	if (epoll_ctl(epfd, op, fd, &ev) == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "epoll_ctl(%d, %d)", op, fd);
}

static void expect_wait(const char *what, int nev, unsigned int events,
			unsigned long data)
{
	struct epoll_event ev[2];

	TEST(epoll_wait(epfd, ev, 2, 0));
	if (TEST_RETURN != nev) {
		tst_resm(TFAIL | TTERRNO, "%s: epoll_wait returned %ld", what,
			 TEST_RETURN);
		return;
	}
	if (nev && (ev[0].events != events || ev[0].data.u64 != data)) {
		tst_resm(TFAIL, "%s: events 0x%x data %llu", what, ev[0].events,
			 (unsigned long long)ev[0].data.u64);
		return;
	}
	tst_resm(TPASS, "%s: %d event(s) as expected", what, nev);
}

static void test_events(void)
{
	char c;

	ctl(EPOLL_CTL_ADD, fds[0], EPOLLIN, 1234);
	expect_wait("empty pipe", 0, 0, 0);
	SAFE_WRITE(cleanup, 1, fds[1], "e", 1);
	expect_wait("pipe with data", 1, EPOLLIN, 1234);
	SAFE_READ(cleanup, 1, fds[0], &c, 1);

	ctl(EPOLL_CTL_MOD, fds[0], EPOLLIN | EPOLLET, 99);
	SAFE_WRITE(cleanup, 1, fds[1], "e", 1);
	expect_wait("edge-triggered, first wait", 1, EPOLLIN, 99);
	expect_wait("edge-triggered, no new data", 0, 0, 0);
	SAFE_READ(cleanup, 1, fds[0], &c, 1);
	ctl(EPOLL_CTL_DEL, fds[0], 0, 0);

	ctl(EPOLL_CTL_ADD, fds[1], EPOLLIN, 5);
	ctl(EPOLL_CTL_MOD, fds[1], EPOLLOUT, 6);
	expect_wait("write end after MOD to EPOLLOUT", 1, EPOLLOUT, 6);
	ctl(EPOLL_CTL_DEL, fds[1], 0, 0);
}

static void ctl_fails(const char *what, int ep, int op, int fd, int exp)
{
	struct epoll_event ev = { .events = EPOLLIN };

	TEST(epoll_ctl(ep, op, fd, &ev));
	if (TEST_RETURN == -1 && TEST_ERRNO == exp)
		tst_resm(TPASS | TTERRNO, "%s", what);
	else
		tst_resm(TFAIL | TTERRNO, "%s: returned %ld, expected %s", what,
			 TEST_RETURN, tst_strerrno(exp));
}

static void test_errors(void)
{
	ctl(EPOLL_CTL_ADD, fds[0], EPOLLIN, 0);
	ctl_fails("adding an fd twice", epfd, EPOLL_CTL_ADD, fds[0], EEXIST);
	ctl(EPOLL_CTL_DEL, fds[0], 0, 0);
	ctl_fails("modifying an fd not added", epfd, EPOLL_CTL_MOD, fds[0],
		  ENOENT);
	ctl_fails("epoll fd watching itself", epfd, EPOLL_CTL_ADD, epfd,
		  EINVAL);
	ctl_fails("a regular file", epfd, EPOLL_CTL_ADD, file_fd, EPERM);
	ctl_fails("a closed epoll fd", -1, EPOLL_CTL_ADD, fds[0], EBADF);

	TEST(epoll_create1(0x7fff0000));
	if (TEST_RETURN == -1 && TEST_ERRNO == EINVAL)
		tst_resm(TPASS | TTERRNO, "epoll_create1 with bad flags");
	else
		tst_resm(TFAIL | TTERRNO, "epoll_create1(bad flags) gave %ld",
			 TEST_RETURN);
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		test_events();
		test_errors();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(NOFORK, DEF_HANDLER, cleanup);

	TEST_PAUSE;

	tst_tmpdir();

	epfd = epoll_create1(EPOLL_CLOEXEC);
	if (epfd == -1) {
		if (errno == ENOSYS)
			tst_brkm(TCONF, cleanup, "epoll not supported");
		tst_brkm(TBROK | TERRNO, cleanup, "epoll_create1");
	}
	SAFE_PIPE(cleanup, fds);
	file_fd = SAFE_OPEN(cleanup, "file", O_RDWR | O_CREAT, 0644);
}

static void cleanup(void)
{
	if (epfd != -1)
		close(epfd);
	if (file_fd != -1)
		close(file_fd);
	if (fds[0] != -1) {
		close(fds[0]);
		close(fds[1]);
	}
	tst_rmdir();
}
