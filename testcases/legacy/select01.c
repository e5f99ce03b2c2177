/*
 * select(2): with a zero timeout an empty pipe is not readable and its
 * write end is writable; a pipe holding data is readable; a timeout of
 * 100 ms on an empty pipe returns 0 with the sets cleared; a closed
 * descriptor in a set gives EBADF and a negative nfds EINVAL. Last, a
 * child blocks in select() with no timeout on an empty pipe: the parent
 * sleeps, checks that it still waits, and writes; the child must return
 * with the read end set.
 */
#include <errno.h>
#include <sys/select.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"
#include "lock_helpers.h"

char *TCID = "select01";
int TST_TOTAL = 6;

static int fds[2] = { -1, -1 };

static void setup(void);
static void cleanup(void);

static int do_select(int rd, int wr, long usec)
{
	struct timeval tv = { .tv_sec = 0, .tv_usec = usec };
	fd_set rset, wset;
	int nfds = (rd > wr ? rd : wr) + 1;

	FD_ZERO(&rset);
	FD_ZERO(&wset);
	if (rd >= 0)
		FD_SET(rd, &rset);
	if (wr >= 0)
		FD_SET(wr, &wset);
	TEST(select(nfds, &rset, &wset, NULL, usec < 0 ? NULL : &tv));
	return (rd >= 0 && FD_ISSET(rd, &rset)) |
	       (wr >= 0 && FD_ISSET(wr, &wset)) << 1;
}

static void check(const char *what, long exp_ret, int got, int exp)
{
	if (TEST_RETURN != exp_ret || got != exp)
		tst_resm(TFAIL | TTERRNO, "%s: returned %ld, sets 0x%x", what,
			 TEST_RETURN, got);
	else
		tst_resm(TPASS, "%s: returned %ld", what, TEST_RETURN);
}

static void test_ready(void)
{
	char c;
	int got;

	got = do_select(fds[0], fds[1], 0);
	check("empty pipe, zero timeout", 1, got, 2);

	SAFE_WRITE(cleanup, 1, fds[1], "d", 1);
	got = do_select(fds[0], -1, 0);
	check("pipe with data", 1, got, 1);
	SAFE_READ(cleanup, 1, fds[0], &c, 1);

	got = do_select(fds[0], -1, 100000);
	check("empty pipe, 100 ms timeout", 0, got, 0);
}

static void test_errors(void)
{
	fd_set rset;
	int closed = dup(fds[0]);

	close(closed);
	FD_ZERO(&rset);
	FD_SET(closed, &rset);
	TEST(select(closed + 1, &rset, NULL, NULL, NULL));
	if (TEST_RETURN == -1 && TEST_ERRNO == EBADF)
		tst_resm(TPASS | TTERRNO, "closed fd in the read set");
	else
		tst_resm(TFAIL | TTERRNO, "closed fd in the set gave %ld",
			 TEST_RETURN);

	TEST(select(-1, NULL, NULL, NULL, NULL));
	if (TEST_RETURN == -1 && TEST_ERRNO == EINVAL)
		tst_resm(TPASS | TTERRNO, "negative nfds");
	else
		tst_resm(TFAIL | TTERRNO, "negative nfds gave %ld",
			 TEST_RETURN);
}

static void test_blocking(void)
{
	int status;
	pid_t pid;

	pid = FORK_OR_VFORK();
	if (pid == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (pid == 0)
		exit(do_select(fds[0], -1, -1) == 1 && TEST_RETURN == 1 ? 0 :
									  1);

	/* let the child block in select() */
	sleep(1);

	if (!lh_child_running(cleanup, pid, &status)) {
		tst_resm(TFAIL, "child left select() before any write");
		return;
	}
	SAFE_WRITE(cleanup, 1, fds[1], "z", 1);
	status = lh_child_exit_code(cleanup, pid);
	if (status == 0)
		tst_resm(TPASS, "blocked select() woke up on the write");
	else
		tst_resm(TFAIL, "child's select() reported the wrong set");

	SAFE_READ(cleanup, 1, fds[0], &status, 1);
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		test_ready();
		test_errors();
		test_blocking();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(FORK, DEF_HANDLER, cleanup);

	TEST_PAUSE;

	SAFE_PIPE(cleanup, fds);
}

static void cleanup(void)
{
	if (fds[0] != -1)
		close(fds[0]);
	if (fds[1] != -1)
		close(fds[1]);
}
