/* Another includer: its calls follow the header's new name too. */
#include "test.h"
#include "../lib/cx.h"

char *TCID = "cx02";
int TST_TOTAL = 1;

static int twice(int dirfd)
{
	return dirfd * 2;
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		if (twice(dirfd(0)) == 2)
			tst_resm(TPASS, "dirfd() is the helper's");
		else
			tst_resm(TFAIL, "dirfd() is not the helper's");
	}

	tst_exit();
}
