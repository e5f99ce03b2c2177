#include "test.h"

static void wake_all(void)
{
	int i;

	for (i = 0; i < NCHILDREN; i++)
		TST_SAFE_CHECKPOINT_WAIT(cleanup, 0);
	TST_SAFE_CHECKPOINT_WAKE2(cleanup, 1, NCHILDREN);
	TST_SAFE_CHECKPOINT_WAKE_AND_WAIT(NULL, 2);
	/* The new forms and the non-fatal call (in both APIs) are not touched,
	 * nor reported. */
	TST_CHECKPOINT_WAKE2(1, NCHILDREN);
	TST_CHECKPOINT_WAIT(0);
	if (tst_checkpoint_wait(3, 1000))
		tst_resm(TINFO | TERRNO, "nobody woke 3");
}
