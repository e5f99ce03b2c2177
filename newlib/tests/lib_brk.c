// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_brk(): -m "child": a child's tst_brk(TFAIL) ends only the child, whose
 * result counts, and the test goes on; "pass": so does a child's
 * tst_brk(TPASS); "child-broken": a child's TBROK kills the test process,
 * which is waiting for good; "cleanup": tst_brk in the test runs cleanup
 * once, and a tst_brk inside cleanup does not enter it again: as in the
 * real library it is a TWARN there and returns, and the cleanup goes on;
 * "cleanup-safe": a passing test whose cleanup's first SAFE_* call fails
 * (a TWARN) goes on to the next step; "thread": a
 * thread's tst_brk while the test's cleanup joins that thread ends the
 * thread, and the cleanup goes on (it used to wait there for good).
 */
#include <fcntl.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include "tst_test.h"

static char *mode = "child";
static int cleanups;
static volatile int cleaning;
static pthread_t thread;
static int bad_fd = -1;

static void *late_brk(void *arg)
{
	while (!cleaning)
		usleep(1000);
	tst_brk(TBROK, "thread gives up during cleanup");
	return arg;
}

static void cleanup(void)
{
	cleanups++;
	tst_res(TINFO, "cleanup entered %d time(s)", cleanups);
	if (!strcmp(mode, "cleanup")) {
		tst_brk(TBROK, "broken inside cleanup");
		tst_res(TINFO, "cleanup goes on after its tst_brk");
	}
	if (!strcmp(mode, "cleanup-safe")) {
		SAFE_CLOSE(bad_fd);
		tst_res(TINFO, "cleanup goes on after SAFE_CLOSE() (fd %d)",
			bad_fd);
		SAFE_UNLINK("no-such-file");
		tst_res(TINFO, "cleanup goes on after SAFE_UNLINK()");
	}
	if (!strcmp(mode, "thread")) {
		cleaning = 1;
		SAFE_PTHREAD_JOIN(thread, NULL);
		tst_res(TINFO, "cleanup joined the thread");
	}
}

static void run(void)
{
	int status;
	pid_t pid;

	if (!strcmp(mode, "child") || !strcmp(mode, "pass")) {
		pid = SAFE_FORK();
		if (!pid && !strcmp(mode, "pass"))
			tst_brk(TPASS, "child is done");
		if (!pid)
			tst_brk(TFAIL, "child gives up");
		waitpid(pid, &status, 0);
		tst_res(TPASS, "parent goes on after the child's tst_brk (%s)",
			tst_strstatus(status));
		return;
	}
	if (!strcmp(mode, "child-broken")) {
		if (!SAFE_FORK())
			tst_brk(TBROK, "child gives up");
		pause();
		tst_res(TFAIL, "parent woke up");
		return;
	}
	if (!strcmp(mode, "thread")) {
		SAFE_PTHREAD_CREATE(&thread, NULL, late_brk, NULL);
		tst_res(TPASS, "the thread waits for the cleanup");
		return;
	}
	if (!strcmp(mode, "cleanup-safe")) {
		/* an fd closed behind the test's back */
		bad_fd = SAFE_OPEN(".", O_RDONLY);
		close(bad_fd);
		tst_res(TPASS, "the cleanup will find the fd closed");
		return;
	}
	tst_brk(TBROK, "test gives up");
	tst_res(TFAIL, "tst_brk() returned in the test");
}

static struct tst_test test = {
	.test_all = run,
	.cleanup = cleanup,
	.forks_child = 1,
	.options =
		(struct tst_option[]){
			{ "m:", &mode,
			  "child, pass, child-broken, cleanup, cleanup-safe or "
			  "thread" },
			{},
		},
};
