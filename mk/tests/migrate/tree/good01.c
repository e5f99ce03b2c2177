#include "test.h"
#include "good.h"

char *TCID = "good01";
int TST_TOTAL = 1;

int main(void)
{
	tst_resm(TPASS, "answer is %d", good_answer());
	tst_exit();
}
