// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Checkpoints: -m picks the scenario. "pingpong": parent and child bounce
 * 1000 times; "wake2": one wake releases 3 waiters; "wait_timeout": a wait
 * nobody wakes; "wake_timeout": a wake nobody waits for; "badid".
 */
#include <stdlib.h>
#include <string.h>
#include "tst_test.h"

static char *mode = "pingpong";

static void pingpong(void)
{
	int i, rounds = 1000;

	if (!SAFE_FORK()) {
		for (i = 0; i < rounds; i++) {
			TST_CHECKPOINT_WAIT(0);
			TST_CHECKPOINT_WAKE(0);
		}
		exit(0);
	}
	for (i = 0; i < rounds; i++)
		TST_CHECKPOINT_WAKE_AND_WAIT(0);
	tst_reap_children();
	tst_res(TPASS, "%d round trips", rounds);
}

static void wake2(void)
{
	int i;

	for (i = 0; i < 3; i++) {
		if (!SAFE_FORK()) {
			TST_CHECKPOINT_WAIT(1);
			tst_res(TPASS, "waiter %d released", i);
			exit(0);
		}
	}
	TST_CHECKPOINT_WAKE2(1, 3);
	tst_reap_children();
}

static void run(void)
{
	if (!strcmp(mode, "pingpong"))
		pingpong();
	else if (!strcmp(mode, "wake2"))
		wake2();
	else if (!strcmp(mode, "wait_timeout"))
		TST_CHECKPOINT_WAIT2(5, 200);
	else if (!strcmp(mode, "wake_timeout"))
		TST_CHECKPOINT_WAKE(7);
	else if (!strcmp(mode, "badid"))
		TST_CHECKPOINT_WAKE(100000);
	else
		tst_brk(TBROK, "unknown -m %s", mode);
}

static struct tst_test test = {
	.test_all = run,
	.forks_child = 1,
	.needs_checkpoints = 1,
	.options =
		(struct tst_option[]){
			{ "m:", &mode, "scenario" },
			{},
		},
};
