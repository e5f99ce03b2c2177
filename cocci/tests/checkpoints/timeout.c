#include "test.h"

/* mmap16's child: it wakes the parent, then waits up to a minute for the
 * parent to fill the filesystem (WAIT2's third argument, in ms). */
static void do_child(void)
{
	TST_SAFE_CHECKPOINT_WAKE(NULL, 0);
	TST_SAFE_CHECKPOINT_WAIT2(NULL, 0, 60*1000);
	exit(TFAIL);
}
