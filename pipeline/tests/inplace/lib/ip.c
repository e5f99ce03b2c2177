/*
 * A helper library in the shape fake-tst-convert converts: its include
 * and tst_resm() renamed, the rest new-API code already.
 */
#include <fcntl.h>

#define TST_NO_DEFAULT_MAIN
#include "test.h"
#include "ip.h"

int ip_open(void (*cleanup)(void), const char *path)
{
	int fd = open(path, O_RDONLY);

	if (fd < 0)
		tst_resm(TINFO, "cannot open %s", path);
	return fd;
}
