// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_process_state.h: TST_THREAD_STATE_WAIT() sees a thread of the test
 * process sleep in read() on an empty pipe ('S'), sees the calling thread
 * run ('R'), and gives up on a state never reached with -1 and ETIMEDOUT.
 * With -g it waits for a thread that has exited and been joined: TBROK.
 */
#include <pthread.h>
#include "tst_test.h"
#include "tst_safe_pthread.h"

static char *gone;
static int fds[2];
static volatile pid_t tid;

static void *reader(void *arg)
{
	char c;

	tid = tst_gettid();
	SAFE_READ(0, fds[0], &c, 1);
	return arg;
}

static void run(void)
{
	pthread_t th;

	SAFE_PIPE(fds);
	SAFE_PTHREAD_CREATE(&th, NULL, reader, NULL);
	while (!tid)
		usleep(1000);
	if (gone) {
		SAFE_WRITE(SAFE_WRITE_ALL, fds[1], "x", 1);
		SAFE_PTHREAD_JOIN(th, NULL);
		TST_THREAD_STATE_WAIT(tid, 'S', 1000);
		tst_res(TFAIL, "a joined thread's state was read");
		return;
	}
	TST_EXP_PASS(TST_THREAD_STATE_WAIT(tid, 'S', 10000));
	TST_EXP_PASS(TST_THREAD_STATE_WAIT(tst_gettid(), 'R', 1000));
	TST_EXP_FAIL(TST_THREAD_STATE_WAIT(tid, 'T', 50), ETIMEDOUT);
	SAFE_WRITE(SAFE_WRITE_ALL, fds[1], "x", 1);
	SAFE_PTHREAD_JOIN(th, NULL);
}

static struct tst_test test = {
	.test_all = run,
	.options =
		(struct tst_option[]){
			{ "g", &gone, "Wait for a thread that is gone" },
			{},
		},
};
