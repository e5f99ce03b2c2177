#include "test.h"
#include "mhelp.h"

char *TCID = "same01";
int TST_TOTAL = 1;

int main(void)
{
	if (mh_bits(0xf0) == 4)
		tst_resm(TPASS, "mh_bits(0xf0) is 4");
	else
		tst_resm(TFAIL, "mh_bits(0xf0) is %d", mh_bits(0xf0));
	tst_exit();
}
