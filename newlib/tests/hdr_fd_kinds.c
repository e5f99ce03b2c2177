// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_fd.h: each descriptor TST_FD_FOREACH() gives is of the kind its
 * type names (accept03 and the like tell them apart by type): the file
 * kinds by fstat() and their open flags, sockets by their domain, the
 * anonymous inodes by the name /proc/self/fd shows for them.
 */
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include "tst_test.h"
#include "tst_fd.h"

static const char *link_of(int fd)
{
	static char buf[256];
	char path[64];
	ssize_t n;

	snprintf(path, sizeof(path), "/proc/self/fd/%d", fd);
	n = readlink(path, buf, sizeof(buf) - 1);
	buf[n < 0 ? 0 : n] = 0;
	return buf;
}

static int domain_of(int fd)
{
	int d = -1;
	socklen_t len = sizeof(d);

	getsockopt(fd, SOL_SOCKET, SO_DOMAIN, &d, &len);
	return d;
}

static int is_kind(struct tst_fd *fd)
{
	int fl = fcntl(fd->fd, F_GETFL);
	const char *l = link_of(fd->fd);
	struct stat st;

	if (fstat(fd->fd, &st))
		return 0;
	switch (fd->type) {
	case TST_FD_FILE:
		return S_ISREG(st.st_mode) && !(fl & O_PATH);
	case TST_FD_PATH:
	case TST_FD_OPEN_TREE:
		return !!(fl & O_PATH);
	case TST_FD_DIR:
		return S_ISDIR(st.st_mode) && !(fl & O_PATH);
	case TST_FD_DEV_ZERO:
		return S_ISCHR(st.st_mode) && st.st_rdev == makedev(1, 5);
	case TST_FD_PROC_MAPS:
		return !strcmp(strrchr(l, '/') ? strrchr(l, '/') : l, "/maps");
	case TST_FD_PIPE_READ:
		return S_ISFIFO(st.st_mode) && (fl & O_ACCMODE) == O_RDONLY;
	case TST_FD_PIPE_WRITE:
		return S_ISFIFO(st.st_mode) && (fl & O_ACCMODE) == O_WRONLY;
	case TST_FD_UNIX_SOCK:
		return domain_of(fd->fd) == AF_UNIX;
	case TST_FD_INET_SOCK:
		return domain_of(fd->fd) == AF_INET;
	case TST_FD_EPOLL:
		return !!strstr(l, "eventpoll");
	case TST_FD_EVENTFD:
		return !!strstr(l, "eventfd");
	case TST_FD_SIGNALFD:
		return !!strstr(l, "signalfd");
	case TST_FD_TIMERFD:
		return !!strstr(l, "timerfd");
	case TST_FD_PIDFD:
		return !!strstr(l, "pidfd");
	case TST_FD_FANOTIFY:
		return !!strstr(l, "fanotify");
	case TST_FD_INOTIFY:
		return !!strstr(l, "inotify");
	case TST_FD_USERFAULTFD:
		return !!strstr(l, "userfaultfd");
	case TST_FD_PERF_EVENT:
		return !!strstr(l, "perf_event");
	case TST_FD_IO_URING:
		return !!strstr(l, "io_uring");
	case TST_FD_BPF_MAP:
		return !!strstr(l, "bpf-map");
	case TST_FD_FSOPEN:
	case TST_FD_FSPICK:
		return !!strstr(l, "fscontext");
	case TST_FD_MEMFD:
		return !!strstr(l, "memfd:");
	case TST_FD_MEMFD_SECRET:
		return !!strstr(l, "secretmem");
	case TST_FD_MAX:
		break;
	}
	return 0;
}

static void run(void)
{
	TST_FD_FOREACH(fd)
	{
		if (is_kind(&fd))
			tst_res(TPASS, "%s is one", tst_fd_desc(&fd));
		else
			tst_res(TFAIL, "%s is not one (%s)", tst_fd_desc(&fd),
				link_of(fd.fd));
	}
}

static struct tst_test test = {
	.test_all = run,
};
