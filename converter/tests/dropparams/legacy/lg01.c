/*
 * A legacy test of a helper library whose functions take the cleanup
 * function, and with a helper of its own that passes it on.
 */
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"
#include "lg.h"

char *TCID = "lg01";
int TST_TOTAL = 1;

static void setup(void);
static void cleanup(void);

static void check_twice(void (*cleanup_fn)(void), int fd)
{
	lg_check(cleanup_fn, fd);
	lg_check(cleanup_fn, fd);
}

static void verify_open(void)
{
	int fd = lg_open(cleanup, "/dev/null");

	check_twice(cleanup, fd);
	SAFE_CLOSE(cleanup, fd);
	tst_resm(TPASS, "/dev/null opened and checked");
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_open();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(NOFORK, DEF_HANDLER, cleanup);

	TEST_PAUSE;
}

static void cleanup(void)
{
}
