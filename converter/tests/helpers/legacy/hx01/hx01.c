/* Converts, through a helper header with old API. */
#include <errno.h>
#include <unistd.h>

#include "test.h"
#include "../lib/hx.h"

char *TCID = "hx01";
int TST_TOTAL = 1;

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		if (hx_wait_for("/") == 0 && hx_getpid() == getpid())
			tst_resm(TPASS, "/ is there");
		else
			tst_resm(TFAIL, "/ is not there");
	}

	tst_exit();
}
