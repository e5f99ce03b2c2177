/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Safe calls on files named relative to a directory descriptor (the *at()
 * calls). Each ends the test with TBROK on failure, naming the directory
 * by the path its descriptor has.
 */
#ifndef TST_SAFE_FILE_AT_H
#define TST_SAFE_FILE_AT_H

#include <sys/stat.h>
#include <sys/types.h>
#include "tst_common.h"

/* The path fd refers to (from /proc/self/fd), or "?"; a static buffer. */
const char *tst_decode_fd(const int fd);

/* openat(); the mode argument is read when oflags create a file. */
int safe_openat(TST_SAFE_FN_ARGS, const int dirfd, const char *path,
		const int oflags, ...);

/* Read the file into buf as a string (NUL terminated): the length read.
 * TBROK when it does not fit in nbyte - 1 bytes. */
ssize_t safe_file_readat(TST_SAFE_FN_ARGS, const int dirfd, const char *path,
			 char *buf, size_t nbyte);

/* Write the formatted string to the file (truncated, not created). */
int safe_file_printfat(TST_SAFE_FN_ARGS, const int dirfd, const char *path,
		       const char *fmt, ...) TST_FMT(6, 7);

int safe_unlinkat(TST_SAFE_FN_ARGS, const int dirfd, const char *path,
		  const int flags);
int safe_fchownat(TST_SAFE_FN_ARGS, const int dirfd, const char *path,
		  uid_t owner, gid_t group, int flags);
int safe_fstatat(TST_SAFE_FN_ARGS, const int dirfd, const char *path,
		 struct stat *statbuf, int flags);

#define SAFE_OPENAT(dirfd, path, oflags, ...) \
	safe_openat(TST_SAFE_, (dirfd), (path), (oflags), ##__VA_ARGS__)
#define SAFE_FILE_READAT(dirfd, path, buf, nbyte) \
	safe_file_readat(TST_SAFE_, (dirfd), (path), (buf), (nbyte))
#define SAFE_FILE_PRINTFAT(dirfd, path, fmt, ...) \
	safe_file_printfat(TST_SAFE_, (dirfd), (path), (fmt), ##__VA_ARGS__)
#define SAFE_UNLINKAT(dirfd, path, flags) \
	safe_unlinkat(TST_SAFE_, (dirfd), (path), (flags))
#define SAFE_FCHOWNAT(dirfd, path, owner, group, flags) \
	safe_fchownat(TST_SAFE_, (dirfd), (path), (owner), (group), (flags))
#define SAFE_FSTATAT(dirfd, path, statbuf, flags) \
	safe_fstatat(TST_SAFE_, (dirfd), (path), (statbuf), (flags))

#endif /* TST_SAFE_FILE_AT_H */
