/*
 * pipe(2) semantics: data comes out in the order written; an empty pipe
 * with O_NONBLOCK gives EAGAIN; the pipe holds exactly its capacity
 * (F_GETPIPE_SZ, or the size set with F_SETPIPE_SZ through -s) before a
 * non-blocking write gives EAGAIN; with SIGPIPE ignored, a write with no
 * reader left fails with EPIPE; read() returns 0 at end of file.
 *
 * Options: -s SIZE  pipe size to request with F_SETPIPE_SZ (bytes)
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"
#include "fd_helpers.h"

char *TCID = "pipe01";
int TST_TOTAL = 5;

static int sflag;
static char *sopt;
static int req_size;

static option_t options[] = {
	{ "s:", &sflag, &sopt },
	{ NULL, NULL, NULL },
};

static int fds[2] = { -1, -1 };

static void setup(void);
static void cleanup(void);

static void help(void)
{
	printf("  -s SIZE  pipe size to set with F_SETPIPE_SZ (bytes)\n");
}

static void test_order(void)
{
	char buf[16];

	SAFE_WRITE(cleanup, 1, fds[1], "first", 5);
	SAFE_WRITE(cleanup, 1, fds[1], "second", 6);
	memset(buf, 0, sizeof(buf));
	TEST(read(fds[0], buf, sizeof(buf)));
	if (TEST_RETURN != 11 || strcmp(buf, "firstsecond"))
		tst_resm(TFAIL | TTERRNO, "read %ld bytes: '%s'", TEST_RETURN,
			 buf);
	else
		tst_resm(TPASS, "pipe kept the order of writes");
}

static void test_empty(void)
{
	char c;

	TEST(read(fds[0], &c, 1));
	if (TEST_RETURN == -1 && TEST_ERRNO == EAGAIN)
		tst_resm(TPASS | TTERRNO, "empty O_NONBLOCK pipe read");
	else
		tst_resm(TFAIL | TTERRNO, "empty O_NONBLOCK pipe read gave %ld",
			 TEST_RETURN);
}

static void test_capacity(void)
{
	char buf[4096];
	long total = 0, cap;

	cap = fcntl(fds[1], F_GETPIPE_SZ);
	if (cap == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "F_GETPIPE_SZ");

	memset(buf, 'p', sizeof(buf));
	for (;;) {
		TEST(write(fds[1], buf, sizeof(buf)));
		if (TEST_RETURN == -1)
			break;
		total += TEST_RETURN;
	}
	if (TEST_ERRNO != EAGAIN)
		tst_resm(TFAIL | TTERRNO, "filling the pipe");
	else if (total != cap)
		tst_resm(TFAIL, "pipe took %ld bytes, capacity is %ld", total,
			 cap);
	else
		tst_resm(TPASS, "pipe took exactly its capacity, %ld bytes",
			 cap);

	if (fdh_read_expect(cleanup, fds[0], 'p', total))
		tst_resm(TFAIL, "data read back from the full pipe differs");
}

static void test_epipe(void)
{
	int p[2];
	char c;

	SAFE_PIPE(cleanup, p);
	SAFE_CLOSE(cleanup, p[0]);
	TEST(write(p[1], "x", 1));
	SAFE_CLOSE(cleanup, p[1]);
	if (TEST_RETURN == -1 && TEST_ERRNO == EPIPE)
		tst_resm(TPASS | TTERRNO, "write with no reader");
	else
		tst_resm(TFAIL | TTERRNO, "write with no reader gave %ld",
			 TEST_RETURN);

	SAFE_PIPE(cleanup, p);
	SAFE_CLOSE(cleanup, p[1]);
	TEST(read(p[0], &c, 1));
	SAFE_CLOSE(cleanup, p[0]);
	if (TEST_RETURN == 0)
		tst_resm(TPASS, "read with no writer returned 0");
	else
		tst_resm(TFAIL | TTERRNO, "read with no writer gave %ld",
			 TEST_RETURN);
}

int main(int ac, char **av)
{
	const char *msg;
	int lc;

	msg = parse_opts(ac, av, options, &help);
	if (msg != NULL)
		tst_brkm(TBROK, NULL, "OPTION PARSING ERROR - %s", msg);

	if (sflag) {
		req_size = atoi(sopt);
		if (req_size <= 0)
			tst_brkm(TBROK, NULL, "invalid pipe size -s '%s'",
				 sopt);
	}

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		test_order();
		test_empty();
		test_capacity();
		test_epipe();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(NOFORK, DEF_HANDLER, cleanup);

	/* so that a write with no reader fails with EPIPE instead */
	if (signal(SIGPIPE, SIG_IGN) == SIG_ERR)
		tst_brkm(TBROK | TERRNO, NULL, "signal(SIGPIPE)");

	TEST_PAUSE;

	SAFE_PIPE(cleanup, fds);
	fdh_set_fl(cleanup, fds[0], O_NONBLOCK, 1);
	fdh_set_fl(cleanup, fds[1], O_NONBLOCK, 1);
	if (req_size && fcntl(fds[1], F_SETPIPE_SZ, req_size) == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "F_SETPIPE_SZ %d", req_size);
}

static void cleanup(void)
{
	if (fds[0] != -1)
		close(fds[0]);
	if (fds[1] != -1)
		close(fds[1]);
}
