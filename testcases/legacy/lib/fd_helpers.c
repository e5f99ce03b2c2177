#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"
#include "fd_helpers.h"

int fdh_is_open(int fd)
{
	return fcntl(fd, F_GETFD) != -1 || errno != EBADF;
}

void fdh_set_fl(void (*cleanup)(void), int fd, int flag, int on)
{
	int fl;

	fl = fcntl(fd, F_GETFL);
	if (fl == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "fcntl(%d, F_GETFL)", fd);
	fl = on ? fl | flag : fl & ~flag;
	if (fcntl(fd, F_SETFL, fl) == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "fcntl(%d, F_SETFL, 0x%x)",
			 fd, fl);
}

int fdh_getfd(void (*cleanup)(void), int fd)
{
	int fl;

	fl = fcntl(fd, F_GETFD);
	if (fl == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "fcntl(%d, F_GETFD)", fd);
	return fl;
}

int fdh_lowest_free(void (*cleanup)(void))
{
	int fd, lowest;

	fd = SAFE_OPEN(cleanup, "/dev/null", O_RDONLY);
	lowest = fd;
	/* SAFE_CLOSE() resets its argument to -1 */
	SAFE_CLOSE(cleanup, fd);
	return lowest;
}

void fdh_write_bytes(void (*cleanup)(void), int fd, int c, size_t len)
{
	char buf[512];
	size_t chunk;

	memset(buf, c, sizeof(buf));
	while (len > 0) {
		chunk = len < sizeof(buf) ? len : sizeof(buf);
		SAFE_WRITE(cleanup, 1, fd, buf, chunk);
		len -= chunk;
	}
}

int fdh_read_expect(void (*cleanup)(void), int fd, int c, size_t len)
{
	char buf[512];
	size_t chunk, i;

	while (len > 0) {
		chunk = len < sizeof(buf) ? len : sizeof(buf);
		SAFE_READ(cleanup, 1, fd, buf, chunk);
		for (i = 0; i < chunk; i++) {
			if (buf[i] != (char)c)
				return -1;
		}
		len -= chunk;
	}
	return 0;
}
