/* Converts, with helper code it #includes. */
#include "../utils/common.c"

char *TCID = "hx03";
int TST_TOTAL = 1;

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		if (common_check("/") == 0)
			tst_resm(TPASS, "/ is there");
		else
			tst_resm(TFAIL, "/ is not there");
	}

	tst_exit();
}
