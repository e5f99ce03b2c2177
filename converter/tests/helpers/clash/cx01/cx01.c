/* Calls the helper header's dirfd(): both are renamed the same way. */
#include "test.h"
#include "../lib/cx.h"

char *TCID = "cx01";
int TST_TOTAL = 1;

int main(int ac, char **av)
{
	int lc;
	struct cx_dir d = { .dirfd = 1 };

	tst_parse_opts(ac, av, NULL, NULL);

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		if (dirfd(1) == 2 && cx_next(&d) == 2 && cx_same(3) == 3)
			tst_resm(TPASS, "dirfd() is the helper's");
		else
			tst_resm(TFAIL, "dirfd() is not the helper's");
	}

	tst_exit();
}
