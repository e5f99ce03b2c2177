/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Every kind of file descriptor the kernel makes, one after the other, for
 * tests that check a call rejects (or accepts) each:
 *
 *	TST_FD_FOREACH(fd) {
 *		TST_EXP_FAIL(fsync(fd.fd), EINVAL, "%s", tst_fd_desc(&fd));
 *	}
 *
 * A kind this system cannot make (no such call, no permission) is skipped
 * with a TINFO naming it.
 */
#ifndef TST_FD_H
#define TST_FD_H

enum tst_fd_type {
	TST_FD_FILE,
	TST_FD_PATH,
	TST_FD_DIR,
	TST_FD_DEV_ZERO,
	TST_FD_PROC_MAPS,
	TST_FD_PIPE_READ,
	TST_FD_PIPE_WRITE,
	TST_FD_UNIX_SOCK,
	TST_FD_INET_SOCK,
	TST_FD_EPOLL,
	TST_FD_EVENTFD,
	TST_FD_SIGNALFD,
	TST_FD_TIMERFD,
	TST_FD_PIDFD,
	TST_FD_FANOTIFY,
	TST_FD_INOTIFY,
	TST_FD_USERFAULTFD,
	TST_FD_PERF_EVENT,
	TST_FD_IO_URING,
	TST_FD_BPF_MAP,
	TST_FD_FSOPEN,
	TST_FD_FSPICK,
	TST_FD_OPEN_TREE,
	TST_FD_MEMFD,
	TST_FD_MEMFD_SECRET,
	TST_FD_MAX,
};

struct tst_fd {
	enum tst_fd_type type;
	int fd;
	/* the library's: another descriptor kept open with this one */
	int priv;
};

/* Close the current descriptor and open the next kind; 0 after the last. */
int tst_fd_next(struct tst_fd *fd);

/* "regular file", "pipe read end" ... */
const char *tst_fd_desc(struct tst_fd *fd);

/*
 * The variable is named by the caller (fd_in, fd_out ...): the parameter
 * must not be spelled like a member, or the designators below would take
 * the caller's name.
 */
#define TST_FD_FOREACH(tst_fd_var_)                            \
	for (struct tst_fd tst_fd_var_ = { .type = TST_FD_MAX, \
					   .fd = -1,           \
					   .priv = -1 };       \
	     tst_fd_next(&tst_fd_var_);)

#endif /* TST_FD_H */
