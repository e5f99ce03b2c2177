/*
 * Helper code the tests #include: not a library of its own, so it must
 * not take their main() away.
 */
#include <unistd.h>

#include "test.h"

int common_check(const char *path)
{
	if (access(path, F_OK)) {
		tst_resm(TINFO, "no %s", path);
		return -1;
	}
	return 0;
}
