#include "test.h"

char *TCID = "review01";
int TST_TOTAL = 1;

int main(void)
{
	TODO_REVIEW
	tst_resm(TPASS, "done");
	tst_exit();
}
