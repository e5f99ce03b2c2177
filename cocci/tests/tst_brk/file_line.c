#include "test.h"

/* A helper that reports at its caller's line, as safe_*() functions do. */
void read_key(const char *file, const int lineno, void (*cleanup)(void),
	      const char *path, long *val)
{
	if (!path)
		tst_brkm_(file, lineno, TBROK, cleanup, "no path");
	if (*val < 0)
		tst_brkm_(file, lineno, TBROK | TERRNO, NULL,
			  "%s: bad value %ld", path, *val);
}
