// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Fuzzy sync: thread B runs exactly the windows A runs. A opens a file
 * before each window and closes it after, then dawdles; B must never be
 * in a window with the file closed, not even after A's last one.
 * -b: B ends the test with TBROK; the test's cleanup (run in B) stops the
 * pair without waiting for B forever.
 * -a: B works on after each window (writev03 closes a file there); when
 * A's loop ends, B has done that work and is joined.
 */
#include <unistd.h>

#include "tst_test.h"
#include "tst_fuzzy_sync.h"

static struct tst_fzsync_pair pair;
static int fd = -1;
static volatile int closed_in_window, windows_b, b_busy;
static char *brk_in_b, *after;

static void *thread_b(void *arg)
{
	while (tst_fzsync_run_b(&pair)) {
		tst_fzsync_start_race_b(&pair);
		if (fd < 0)
			closed_in_window++;
		windows_b++;
		if (brk_in_b)
			tst_brk(TBROK, "B ends the test");
		tst_fzsync_end_race_b(&pair);
		if (after) {
			b_busy = 1;
			usleep(100000);
			b_busy = 0;
		}
	}
	return arg;
}

static void setup(void)
{
	pair.exec_loops = after ? 5 : 50;
	tst_fzsync_pair_init(&pair);
}

static void run(void)
{
	int windows_a = 0;

	tst_fzsync_pair_reset(&pair, thread_b);
	while (tst_fzsync_run_a(&pair)) {
		fd = SAFE_OPEN("/dev/null", O_RDONLY);
		tst_fzsync_start_race_a(&pair);
		windows_a++;
		tst_fzsync_end_race_a(&pair);
		SAFE_CLOSE(fd);
		usleep(200);
	}
	TST_EXP_EQ_LI(b_busy, 0);
	tst_fzsync_pair_cleanup(&pair);
	TST_EXP_EQ_LI(closed_in_window, 0);
	TST_EXP_EQ_LI(windows_b, windows_a);
}

static void cleanup(void)
{
	tst_fzsync_pair_cleanup(&pair);
}

static struct tst_test test = {
	.setup = setup,
	.cleanup = cleanup,
	.test_all = run,
	.options =
		(struct tst_option[]){
			{ "b", &brk_in_b, "tst_brk() in thread B" },
			{ "a", &after, "B works after each window" },
			{},
		},
};
