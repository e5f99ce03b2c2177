#include "test.h"
#include "mhelp.h"

char *TCID = "fail01";
int TST_TOTAL = 1;
/* FAKE_FAIL: the stand-in converter gives up here */

int main(void)
{
	if (mh_bits(0xf0) == 4)
		tst_resm(TPASS, "mh_bits(0xf0) is 4");
	else
		tst_resm(TFAIL, "mh_bits(0xf0) is %d", mh_bits(0xf0));
	tst_exit();
}
