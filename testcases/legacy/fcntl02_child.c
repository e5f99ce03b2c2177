/*
 * Helper of fcntl02 (not a test by itself): run after exec() with the
 * numbers of descriptors the parent left open. It checks that KEEP_FD
 * survived the exec with its file offset at EXP_OFFSET and that each
 * CLOEXEC_FD was closed by the exec. It says what it found as TINFO and
 * exits 0 when all is as expected, else 64 | the bits of what was not:
 * 1 KEEP_FD closed, 2 wrong offset, 4 a close-on-exec fd still open;
 * 10 for bad arguments.
 *
 * usage: fcntl02_child KEEP_FD EXP_OFFSET CLOEXEC_FD...
 */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

#include "test.h"

char *TCID = "fcntl02_child";
int TST_TOTAL = 1;

static int parse_fd(const char *arg)
{
	char *end;
	long val;

	errno = 0;
	val = strtol(arg, &end, 10);
	if (errno || *end || end == arg || val < 0 || val > 1024) {
		tst_resm(TINFO, "fcntl02_child: bad number '%s'", arg);
		exit(10);
	}
	return val;
}

static int check_keep(int fd, off_t exp)
{
	off_t off;

	if (fcntl(fd, F_GETFD) == -1) {
		tst_resm(TINFO | TERRNO, "fd %d was closed by exec", fd);
		return 1;
	}
	off = lseek(fd, 0, SEEK_CUR);
	if (off != exp) {
		tst_resm(TINFO, "fd %d has offset %lld, expected %lld", fd,
			 (long long)off, (long long)exp);
		return 2;
	}
	tst_resm(TINFO, "fd %d is open at offset %lld", fd, (long long)off);
	return 0;
}

static int check_closed(int fd)
{
	if (fcntl(fd, F_GETFD) != -1) {
		tst_resm(TINFO, "close-on-exec fd %d is still open", fd);
		return 4;
	}
	tst_resm(TINFO, "close-on-exec fd %d is closed", fd);
	return 0;
}

int main(int argc, char *argv[])
{
	int i, found;

	if (argc < 4) {
		tst_resm(TINFO, "usage: %s KEEP_FD EXP_OFFSET CLOEXEC_FD...",
			 argv[0]);
		exit(10);
	}

	found = check_keep(parse_fd(argv[1]), parse_fd(argv[2]));
	for (i = 3; i < argc; i++)
		found |= check_closed(parse_fd(argv[i]));

	exit(found ? 64 | found : 0);
}
