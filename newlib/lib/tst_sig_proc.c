// SPDX-License-Identifier: GPL-2.0-or-later
/* create_sig_proc(): a child that keeps signalling its parent. */
#include <signal.h>
#include <stdlib.h>
#include <unistd.h>

#include "tst_test.h"
#include "tst_sig_proc.h"

pid_t create_sig_proc(int sig, int count, unsigned int usec)
{
	pid_t parent = getpid();
	pid_t pid = SAFE_FORK();

	if (pid)
		return pid;
	/* The test's handlers are not the child's business. */
	signal(SIGTERM, SIG_DFL);
	while (count-- > 0) {
		usleep(usec);
		if (kill(parent, sig))
			break;
	}
	_exit(0);
}
