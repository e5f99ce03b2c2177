/* Includes the same helper, and fails on its own: main() reads the loop
 * counter after the loop, which has no new-API form. */
#include <errno.h>
#include <unistd.h>

#include "test.h"
#include "../lib/hx.h"

char *TCID = "hx02";
int TST_TOTAL = 1;

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		if (hx_wait_for("/") == 0)
			tst_resm(TPASS, "first");
	}
	tst_resm(TINFO, "%d runs", lc);

	tst_exit();
}
