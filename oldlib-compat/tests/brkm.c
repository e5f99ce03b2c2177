// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_brkm() and the SAFE_* calls: the message, the remaining-cases line,
 * the given cleanup run once (never a NULL one, never re-entered when it
 * breaks itself) and the accumulated exit status.
 *
 *   (none)  TPASS, then tst_brkm(TBROK, cleanup)
 *   -c      tst_brkm(TCONF, cleanup)
 *   -n      tst_brkm(TBROK, NULL)
 *   -r      cleanup itself calls tst_brkm(TBROK, cleanup)
 *   -s      SAFE_OPEN(cleanup) of a missing file; SAFE_CLOSE set fd to -1,
 *           its value 0
 */
#include <fcntl.h>
#include "test.h"
#include "safe_macros.h"

char *TCID = "brkm";
int TST_TOTAL = 2;

static int conf, null_cleanup, recurse, safe;
static option_t options[] = {
	{ "c", &conf, NULL },	 { "n", &null_cleanup, NULL },
	{ "r", &recurse, NULL }, { "s", &safe, NULL },
	{ NULL, NULL, NULL },
};

static int cleanups;

static void cleanup(void)
{
	cleanups++;
	printf("cleanup run %d\n", cleanups);
	if (recurse)
		tst_brkm(TBROK, cleanup, "broken in cleanup");
}

static void run_safe(void)
{
	int fd = SAFE_OPEN(cleanup, ".", O_RDONLY);
	int ret = SAFE_CLOSE(cleanup, fd);

	if (fd == -1 && ret == 0)
		tst_resm(TPASS, "SAFE_CLOSE() set fd to -1 and returned 0");
	else
		tst_resm(TFAIL, "SAFE_CLOSE() left fd at %d", fd);
	errno = 0;
	SAFE_OPEN(cleanup, "/nonexistent/file", O_RDONLY);
	tst_resm(TFAIL, "SAFE_OPEN() of a missing file returned");
}

int main(int ac, char **av)
{
	tst_parse_opts(ac, av, options, NULL);

	tst_resm(TPASS, "before the break");
	if (safe)
		run_safe();
	if (conf)
		tst_brkm(TCONF, cleanup, "not for this system");
	if (null_cleanup)
		tst_brkm(TBROK, NULL, "broken without cleanup");
	tst_brkm(TBROK | TERRNO, cleanup, "broken");
	tst_resm(TFAIL, "tst_brkm() returned");
	tst_exit();
}
