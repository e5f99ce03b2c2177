// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * SAFE_PIDFD_OPEN() on a child: the descriptor polls readable once the
 * child exits; on a pid that is not ours to see (-1) it is TBROK at the
 * caller's line (-m bad). tst_timer_expired_ms() is 0 right after
 * tst_timer_start() and 1 after the time has passed.
 */
#include <poll.h>
#include <string.h>
#include "tst_test.h"
#include "tst_timer.h"

static char *mode;

static void run(void)
{
	struct pollfd pfd = { .events = POLLIN };
	pid_t pid;

	if (mode && !strcmp(mode, "bad"))
		SAFE_PIDFD_OPEN(-1, 0); /* L:bad */

	tst_timer_start(CLOCK_MONOTONIC);
	TST_EXP_EQ_LI(tst_timer_expired_ms(1000), 0);
	pid = SAFE_FORK();
	if (!pid)
		_exit(0);
	pfd.fd = SAFE_PIDFD_OPEN(pid, 0);
	TST_EXP_EQ_LI(poll(&pfd, 1, 5000), 1);
	SAFE_WAITPID(pid, NULL, 0);
	SAFE_CLOSE(pfd.fd);
	usleep(30000);
	TST_EXP_EQ_LI(tst_timer_expired_ms(20), 1);
}

static struct tst_test test = {
	.test_all = run,
	.forks_child = 1,
	.options = (struct tst_option[]){ { "m:", &mode,
					    "bad: a pidfd of pid -1" },
					  {} },
};
