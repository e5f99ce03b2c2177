// SPDX-License-Identifier: GPL-2.0-or-later
/* tst_sig(): every signal a test does not expect ends it as TBROK. */
#include <string.h>
#include "old_internal.h"

static void (*sig_cleanup)(void);

static void unexpected(int sig)
{
	tst_brkm_(OLD_FILE_, __LINE__, TBROK, sig_cleanup,
		  "unexpected signal %s(%d) received (pid = %d).",
		  tst_strsig(sig), sig, getpid());
}

/* Signals nobody can catch, the one a forking test gets for its children,
 * and those glibc and real-time users keep (32 and up). */
static int left_alone(int sig, int fork_flag)
{
	switch (sig) {
	case SIGKILL:
	case SIGSTOP:
	case SIGCONT:
		return 1;
	case SIGCHLD:
		return fork_flag == FORK;
	}
	return sig >= 32;
}

void tst_sig(int fork_flag, void (*handler)(int), void (*cleanup)(void))
{
	struct sigaction sa;
	int sig;

	sig_cleanup = cleanup;
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = handler == DEF_HANDLER ? unexpected : handler;
	sigemptyset(&sa.sa_mask);

	for (sig = 1; sig < NSIG; sig++) {
		if (left_alone(sig, fork_flag))
			continue;
		if (sigaction(sig, &sa, NULL))
			tst_resm_(OLD_FILE_, __LINE__, TWARN | TERRNO,
				  "sigaction(%s) failed", tst_strsig(sig));
	}
}
