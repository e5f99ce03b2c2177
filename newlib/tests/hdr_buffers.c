// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_buffers.h: .bufs as real tests declare them. The last byte of each
 * buffer is usable and the next one faults; a write before the start is
 * TBROK when the buffers are freed (-m under).
 */
#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#include "tst_test.h"

#define SIZE 100

static char *buf, *name, *mode;
static struct iovec *iov;

static void overflow_in_child(char *p)
{
	int status;

	if (!SAFE_FORK()) {
		p[0] = 1;
		_exit(0);
	}
	SAFE_WAIT(&status);
	TST_EXP_EXPR(WIFSIGNALED(status) && WTERMSIG(status) == SIGSEGV,
		     "a write past the end %s", tst_strstatus(status));
}

static void run(void)
{
	char *p = tst_aprintf("%s-%d", "fmt", 7);
	char *a = tst_alloc(16);

	memset(buf, 'x', SIZE);
	TST_EXP_EQ_LI(buf[SIZE - 1], 'x');
	TST_EXP_EQ_STR(name, "a name");
	TST_EXP_EQ_STR(p, "fmt-7");
	TST_EXP_EQ_LU(iov[0].iov_len, 8);
	TST_EXP_EXPR(iov[1].iov_base == NULL && iov[1].iov_len == 0,
		     "a size of 0 gets no buffer");
	memset(iov[2].iov_base, 0, 32);
	overflow_in_child(buf + SIZE);
	overflow_in_child(name + strlen(name) + 1);
	a[15] = 0;
	overflow_in_child(a + 16);
	if (mode && !strcmp(mode, "under"))
		buf[-1] = 0;
}

static struct tst_test test = {
	.test_all = run,
	.forks_child = 1,
	.options =
		(struct tst_option[]){
			{ "m:", &mode,
			  "under: write before the start of a buffer" },
			{} },
	.bufs = (struct tst_buffers[]){ { &buf, .size = SIZE },
					{ &name, .str = "a name" },
					{ &iov, .iov_sizes = (int[]){ 8, 0, 32,
								      -1 } },
					{} },
};
