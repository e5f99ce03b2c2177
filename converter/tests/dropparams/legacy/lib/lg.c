#include <fcntl.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"
#include "lg.h"

int lg_open(void (*cleanup)(void), const char *path)
{
	int fd = SAFE_OPEN(cleanup, path, O_RDONLY);

	lg_check(cleanup, fd);
	return fd;
}

void lg_check(void (*cleanup)(void), int fd)
{
	if (fcntl(fd, F_GETFD) == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "fd %d is not open", fd);
}
