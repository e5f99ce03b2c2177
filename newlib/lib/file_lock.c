// SPDX-License-Identifier: GPL-2.0-or-later
/* file_lock(), record_lock(): fcntl() locks with flock()-style flags. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include "file_lock.h"

char Fl_syscall_str[128];

static int lock_range(int fd, int flags, off_t start, off_t len,
		      char **errormsg)
{
	static char errmsg[256];
	struct flock fl = { .l_whence = SEEK_SET,
			    .l_start = start,
			    .l_len = len };
	int cmd = (flags & LOCK_NB) ? F_SETLK : F_SETLKW;
	int ret;

	if (flags & LOCK_UN) {
		fl.l_type = F_UNLCK;
	} else if (flags & LOCK_EX) {
		fl.l_type = F_WRLCK;
	} else if (flags & LOCK_SH) {
		fl.l_type = F_RDLCK;
	} else {
		errno = EINVAL;
		snprintf(
			errmsg, sizeof(errmsg),
			"invalid lock flags %#x (no LOCK_SH, LOCK_EX or LOCK_UN)",
			flags);
		if (errormsg)
			*errormsg = errmsg;
		return -1;
	}
	snprintf(Fl_syscall_str, sizeof(Fl_syscall_str),
		 "fcntl(%d, %s, &flock): type:%d start:%lld len:%lld", fd,
		 cmd == F_SETLK ? "F_SETLK" : "F_SETLKW", fl.l_type,
		 (long long)start, (long long)len);
	/* A lock another process holds (or a signal) is simply retried. */
	do {
		ret = fcntl(fd, cmd, &fl);
	} while (ret < 0 &&
		 (errno == EINTR ||
		  (cmd == F_SETLK && (errno == EACCES || errno == EAGAIN))));
	if (ret < 0) {
		snprintf(errmsg, sizeof(errmsg), "%s failed: errno:%d %s",
			 Fl_syscall_str, errno, strerror(errno));
		if (errormsg)
			*errormsg = errmsg;
	}
	return ret;
}

int file_lock(int fd, int flags, char **errormsg)
{
	return lock_range(fd, flags, 0, 0, errormsg);
}

int record_lock(int fd, int flags, int start, int len, char **errormsg)
{
	return lock_range(fd, flags, start, len, errormsg);
}
