/*
 * poll(2) on pipes without blocking: an empty pipe's read end is not
 * ready (poll returns 0 after its timeout), its write end is POLLOUT;
 * after a write the read end is POLLIN; once the writer is closed the
 * read end reports POLLHUP; a closed descriptor reports POLLNVAL, and a
 * negative fd is ignored. Errors: EINVAL for nfds above RLIMIT_NOFILE.
 */
#include <errno.h>
#include <poll.h>
#include <sys/resource.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"

char *TCID = "poll01";
int TST_TOTAL = 6;

static int fds[2] = { -1, -1 };

static void setup(void);
static void cleanup(void);

static void expect(const char *what, int nready, struct pollfd *pfd, short exp)
{
	if (TEST_RETURN != nready)
		tst_resm(TFAIL | TTERRNO, "%s: poll returned %ld, expected %d",
			 what, TEST_RETURN, nready);
	else if ((pfd->revents & (POLLIN | POLLOUT | POLLHUP | POLLNVAL)) !=
		 exp)
		tst_resm(TFAIL, "%s: revents 0x%x, expected 0x%x", what,
			 pfd->revents, exp);
	else
		tst_resm(TPASS, "%s: revents 0x%x", what, pfd->revents);
}

static void verify_poll(void)
{
	struct pollfd pfd[2];
	struct rlimit rl;
	char c;

	SAFE_PIPE(cleanup, fds);

	pfd[0].fd = fds[0];
	pfd[0].events = POLLIN;
	pfd[1].fd = fds[1];
	pfd[1].events = POLLOUT;
	TEST(poll(pfd, 2, 10));
	expect("empty pipe, write end", 1, &pfd[1], POLLOUT);
	if (pfd[0].revents)
		tst_resm(TFAIL, "empty read end has revents 0x%x",
			 pfd[0].revents);

	SAFE_WRITE(cleanup, 1, fds[1], "x", 1);
	TEST(poll(pfd, 1, 0));
	expect("pipe with data, read end", 1, &pfd[0], POLLIN);

	SAFE_READ(cleanup, 1, fds[0], &c, 1);
	SAFE_CLOSE(cleanup, fds[1]);
	TEST(poll(pfd, 1, 0));
	expect("writer closed, read end", 1, &pfd[0], POLLHUP);

	pfd[1].fd = fds[1] = dup(fds[0]);
	SAFE_CLOSE(cleanup, fds[1]);
	pfd[1].events = POLLIN;
	TEST(poll(&pfd[1], 1, 0));
	expect("closed fd", 1, &pfd[1], POLLNVAL);

	pfd[1].fd = -1;
	TEST(poll(&pfd[1], 1, 0));
	expect("negative fd ignored", 0, &pfd[1], 0);

	SAFE_CLOSE(cleanup, fds[0]);

	if (getrlimit(RLIMIT_NOFILE, &rl))
		tst_brkm(TBROK | TERRNO, cleanup, "getrlimit");
	TEST(poll(pfd, rl.rlim_cur + 1, 0));
	if (TEST_RETURN == -1 && TEST_ERRNO == EINVAL)
		tst_resm(TPASS | TTERRNO, "nfds above RLIMIT_NOFILE");
	else
		tst_resm(TFAIL | TTERRNO, "nfds above RLIMIT_NOFILE gave %ld",
			 TEST_RETURN);
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
	tst_sig(NOFORK, DEF_HANDLER, cleanup);

	TEST_PAUSE;
}

static void cleanup(void)
{
	if (fds[0] != -1)
		close(fds[0]);
	if (fds[1] != -1)
		close(fds[1]);
}
