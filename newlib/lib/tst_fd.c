// SPDX-License-Identifier: GPL-2.0-or-later
/* TST_FD_FOREACH: one file descriptor of every kind, one after another. */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <linux/perf_event.h>
#include <netinet/in.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/inotify.h>
#include <sys/mman.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/timerfd.h>

#include "tst_test.h"

#define FD_FILE_NAME "tst_fd_file"

#ifndef SYS_pidfd_open
#define SYS_pidfd_open 434
#endif
#ifndef SYS_fsopen
#define SYS_fsopen 430
#endif
#ifndef SYS_fspick
#define SYS_fspick 433
#endif
#ifndef SYS_open_tree
#define SYS_open_tree 428
#endif
#ifndef SYS_memfd_secret
#define SYS_memfd_secret 447
#endif
#ifndef SYS_io_uring_setup
#define SYS_io_uring_setup 425
#endif

struct fd_kind {
	const char *desc;
	int (*open)(struct tst_fd *fd);
};

static int open_file(struct tst_fd *fd)
{
	(void)fd;
	return open(FD_FILE_NAME, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
}

static int open_path(struct tst_fd *fd)
{
	int tmp = open(FD_FILE_NAME, O_RDWR | O_CREAT | O_CLOEXEC, 0600);

	(void)fd;
	if (tmp < 0)
		return -1;
	close(tmp);
	return open(FD_FILE_NAME, O_PATH | O_CLOEXEC);
}

static int open_dir(struct tst_fd *fd)
{
	(void)fd;
	return open(".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
}

static int open_dev_zero(struct tst_fd *fd)
{
	(void)fd;
	return open("/dev/zero", O_RDONLY | O_CLOEXEC);
}

static int open_proc_maps(struct tst_fd *fd)
{
	(void)fd;
	return open("/proc/self/maps", O_RDONLY | O_CLOEXEC);
}

/* A pipe: the end asked for is the fd, the other one is kept in priv. */
static int open_pipe_end(struct tst_fd *fd, int end)
{
	int p[2];

	if (pipe2(p, O_CLOEXEC))
		return -1;
	fd->priv = p[!end];
	return p[end];
}

static int open_pipe_read(struct tst_fd *fd)
{
	return open_pipe_end(fd, 0);
}

static int open_pipe_write(struct tst_fd *fd)
{
	return open_pipe_end(fd, 1);
}

static int open_unix_sock(struct tst_fd *fd)
{
	(void)fd;
	return socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
}

static int open_inet_sock(struct tst_fd *fd)
{
	(void)fd;
	return socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
}

static int open_epoll(struct tst_fd *fd)
{
	(void)fd;
	return epoll_create1(EPOLL_CLOEXEC);
}

static int open_eventfd(struct tst_fd *fd)
{
	(void)fd;
	return eventfd(0, EFD_CLOEXEC);
}

static int open_signalfd(struct tst_fd *fd)
{
	sigset_t set;

	(void)fd;
	sigemptyset(&set);
	sigaddset(&set, SIGUSR1);
	return signalfd(-1, &set, SFD_CLOEXEC);
}

static int open_timerfd(struct tst_fd *fd)
{
	(void)fd;
	return timerfd_create(CLOCK_MONOTONIC, TFD_CLOEXEC);
}

static int open_pidfd(struct tst_fd *fd)
{
	(void)fd;
	return syscall(SYS_pidfd_open, getpid(), 0);
}

static int open_fanotify(struct tst_fd *fd)
{
	(void)fd;
	return syscall(SYS_fanotify_init, 0, O_RDONLY);
}

static int open_inotify(struct tst_fd *fd)
{
	(void)fd;
	return inotify_init1(IN_CLOEXEC);
}

static int open_userfaultfd(struct tst_fd *fd)
{
	(void)fd;
	return syscall(SYS_userfaultfd, O_CLOEXEC);
}

static int open_perf_event(struct tst_fd *fd)
{
	struct perf_event_attr attr = {
		.type = PERF_TYPE_SOFTWARE,
		.size = sizeof(attr),
		.config = PERF_COUNT_SW_CPU_CLOCK,
		.disabled = 1,
		.exclude_kernel = 1,
		.exclude_hv = 1,
	};

	(void)fd;
	return syscall(SYS_perf_event_open, &attr, 0, -1, -1, 0);
}

static int open_io_uring(struct tst_fd *fd)
{
	/* struct io_uring_params is 120 bytes; zeroed asks for defaults. */
	unsigned char params[120] = { 0 };

	(void)fd;
	return syscall(SYS_io_uring_setup, 1, params);
}

static int open_bpf_map(struct tst_fd *fd)
{
	/* BPF_MAP_CREATE of an array map: type, key size, value size,
	 * max entries are the first four u32 of union bpf_attr. */
	unsigned int attr[30] = { 2, 4, 8, 1 };

	(void)fd;
	return syscall(SYS_bpf, 0, attr, sizeof(attr));
}

static int open_fsopen(struct tst_fd *fd)
{
	(void)fd;
	return syscall(SYS_fsopen, "tmpfs", 0);
}

static int open_fspick(struct tst_fd *fd)
{
	(void)fd;
	return syscall(SYS_fspick, AT_FDCWD, "/", 0);
}

static int open_open_tree(struct tst_fd *fd)
{
	(void)fd;
	return syscall(SYS_open_tree, AT_FDCWD, "/", 0);
}

static int open_memfd(struct tst_fd *fd)
{
	(void)fd;
	return memfd_create("tst_fd", MFD_CLOEXEC);
}

static int open_memfd_secret(struct tst_fd *fd)
{
	(void)fd;
	return syscall(SYS_memfd_secret, 0);
}

static const struct fd_kind kinds[TST_FD_MAX] = {
	[TST_FD_FILE] = { "regular file", open_file },
	[TST_FD_PATH] = { "O_PATH file", open_path },
	[TST_FD_DIR] = { "directory", open_dir },
	[TST_FD_DEV_ZERO] = { "/dev/zero", open_dev_zero },
	[TST_FD_PROC_MAPS] = { "/proc/self/maps", open_proc_maps },
	[TST_FD_PIPE_READ] = { "pipe read end", open_pipe_read },
	[TST_FD_PIPE_WRITE] = { "pipe write end", open_pipe_write },
	[TST_FD_UNIX_SOCK] = { "unix socket", open_unix_sock },
	[TST_FD_INET_SOCK] = { "inet socket", open_inet_sock },
	[TST_FD_EPOLL] = { "epoll", open_epoll },
	[TST_FD_EVENTFD] = { "eventfd", open_eventfd },
	[TST_FD_SIGNALFD] = { "signalfd", open_signalfd },
	[TST_FD_TIMERFD] = { "timerfd", open_timerfd },
	[TST_FD_PIDFD] = { "pidfd", open_pidfd },
	[TST_FD_FANOTIFY] = { "fanotify", open_fanotify },
	[TST_FD_INOTIFY] = { "inotify", open_inotify },
	[TST_FD_USERFAULTFD] = { "userfaultfd", open_userfaultfd },
	[TST_FD_PERF_EVENT] = { "perf event", open_perf_event },
	[TST_FD_IO_URING] = { "io uring", open_io_uring },
	[TST_FD_BPF_MAP] = { "bpf map", open_bpf_map },
	[TST_FD_FSOPEN] = { "fsopen", open_fsopen },
	[TST_FD_FSPICK] = { "fspick", open_fspick },
	[TST_FD_OPEN_TREE] = { "open_tree", open_open_tree },
	[TST_FD_MEMFD] = { "memfd", open_memfd },
	[TST_FD_MEMFD_SECRET] = { "memfd secret", open_memfd_secret },
};

static void fd_close(struct tst_fd *fd)
{
	if (fd->fd >= 0)
		close(fd->fd);
	if (fd->priv >= 0)
		close(fd->priv);
	fd->fd = fd->priv = -1;
}

int tst_fd_next(struct tst_fd *fd)
{
	fd_close(fd);
	for (;;) {
		/* TST_FD_FOREACH starts at TST_FD_MAX: wrap to the first. */
		fd->type = fd->type == TST_FD_MAX ? 0 : fd->type + 1;
		if (fd->type == TST_FD_MAX) {
			unlink(FD_FILE_NAME);
			return 0;
		}
		fd->fd = kinds[fd->type].open(fd);
		if (fd->fd >= 0)
			return 1;
		tst_res(TINFO | TERRNO, "skipping %s: cannot make one here",
			kinds[fd->type].desc);
		fd_close(fd);
	}
}

const char *tst_fd_desc(struct tst_fd *fd)
{
	if (fd->type >= TST_FD_MAX)
		return "invalid";
	return kinds[fd->type].desc;
}
