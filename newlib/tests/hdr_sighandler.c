// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * sighandler_t from tst_safe_macros.h, as the real header has it, in a test
 * built without _GNU_SOURCE (so <signal.h> does not give it): SAFE_SIGNAL()
 * answers the handler it replaced, in that type.
 */
#undef _GNU_SOURCE
#include "tst_test.h"

static volatile sig_atomic_t seen;

static void handler(int sig)
{
	seen = sig;
}

static void run(void)
{
	sighandler_t old, prev;

	seen = 0;
	old = SAFE_SIGNAL(SIGUSR1, handler);
	TST_EXP_EQ_LI(old == SIG_DFL, 1);
	raise(SIGUSR1);
	TST_EXP_EQ_LI(seen, SIGUSR1);
	prev = SAFE_SIGNAL(SIGUSR1, old);
	TST_EXP_EQ_LI(prev == handler, 1);
}

static struct tst_test test = {
	.test_all = run,
};
