// SPDX-License-Identifier: GPL-2.0-or-later
/* A test that exec()s lib_reinit_child, which reports through the shared
 * page and wakes checkpoint 0; with -u the child drops root to nobody
 * (65534) first, as dirtyc0w and prctl06 do: it cannot open the private
 * page by its path and attaches through the descriptor it inherited. */
#include <stdlib.h>
#include "tst_test.h"

static char *as_nobody;

static void run(void)
{
	pid_t pid = SAFE_FORK();

	if (!pid) {
		if (as_nobody) {
			SAFE_SETGID(65534);
			SAFE_SETUID(65534);
		}
		execlp("lib_reinit_child", "lib_reinit_child", NULL);
		tst_brk(TBROK | TERRNO, "exec lib_reinit_child");
	}
	TST_CHECKPOINT_WAIT(0);
	tst_res(TPASS, "the exec()ed helper reached its checkpoint");
	tst_reap_children();
}

static struct tst_test test = {
	.test_all = run,
	.forks_child = 1,
	.needs_checkpoints = 1,
	.options =
		(struct tst_option[]){
			{ "u", &as_nobody, "exec the helper as nobody" },
			{},
		},
};
