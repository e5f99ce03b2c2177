/* SPDX-License-Identifier: GPL-2.0-or-later */
/* fcntl(2) locks with flock(2)-style flags. */
#ifndef FILE_LOCK_H
#define FILE_LOCK_H

#include <sys/file.h>

/* The last fcntl() call made, as text. */
extern char Fl_syscall_str[128];

/*
 * Lock (LOCK_SH, LOCK_EX) or unlock (LOCK_UN) the whole file on fd, waiting
 * for the lock unless LOCK_NB is given; with LOCK_NB a lock held by another
 * process is retried until it is free. Returns fcntl()'s value, or -1 with
 * *errormsg (when errormsg is not NULL) pointing to a static message.
 */
int file_lock(int fd, int flags, char **errormsg);

/* As file_lock(), on len bytes from start (len 0: to the end). */
int record_lock(int fd, int flags, int start, int len, char **errormsg);

#endif /* FILE_LOCK_H */
