#include <string.h>
#include "tst_test.h"

static char *arg1;

static void run(void)
{
	if (arg1 && !strcmp(arg1, "go"))
		tst_res(TPASS, "told to go");
	else
		tst_res(TFAIL, "not told to go");
}

static struct tst_test test = {
	.test_all = run,
	.options =
		(struct tst_option[]){
			{ "1:", &arg1, "main()'s argument 1" },
			{},
		},
};
