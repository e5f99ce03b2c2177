/* The old non-fatal wait (no timeout) and the new one (a timeout). */
#include "test.h"

static void child(void)
{
	tst_process_state_wait2(getppid(), 'S');
	if (tst_process_state_wait2(getpid(), 'S'))
		tst_resm(TFAIL, "wait failed");
	tst_process_state_wait2(getppid(), 'S', 100);
}
