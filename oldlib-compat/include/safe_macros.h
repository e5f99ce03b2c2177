/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The old SAFE_*(cleanup_fn, ...) calls: each makes the call and returns
 * what it returned, or on failure reports TBROK with the caller's file:line
 * and errno, runs cleanup_fn (unless NULL) and exits. They are newlib's
 * safe_NAME() functions, given the test's cleanup.
 */
#ifndef SAFE_MACROS_H
#define SAFE_MACROS_H

/* The old header wanted test.h first; it is simply included here. */
#include "test.h"

/* The system headers the old safe_macros.h gave its tests. */
#include <dirent.h>
#include <fcntl.h>
#include <libgen.h>
#include <stdarg.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/time.h>

#include "tst_safe_macros.h"
#include "old_safe_stdio.h"
#include "old_safe_net.h"

#define OLD_SAFE_ __FILE__, __LINE__

#define SAFE_OPEN(cleanup_fn, pathname, oflags, ...) \
	safe_open(OLD_SAFE_, (cleanup_fn), (pathname), (oflags), ##__VA_ARGS__)
#define SAFE_CREAT(cleanup_fn, pathname, mode) \
	safe_creat(OLD_SAFE_, (cleanup_fn), (pathname), (mode))

/* Closes fd and sets the variable to -1; its value is close()'s, 0
 * (the old API's macro is an expression: `fd = SAFE_CLOSE(cleanup, fd);`). */
#define SAFE_CLOSE(cleanup_fn, fd)                                 \
	({                                                         \
		int safe_close_ret_ =                              \
			safe_close(OLD_SAFE_, (cleanup_fn), (fd)); \
		(fd) = -1;                                         \
		safe_close_ret_;                                   \
	})

/* With len_strict, a short read or write is TBROK too. */
#define SAFE_READ(cleanup_fn, len_strict, fd, buf, count) \
	safe_read(OLD_SAFE_, (cleanup_fn), (len_strict), (fd), (buf), (count))
#define SAFE_WRITE(cleanup_fn, len_strict, fd, buf, count) \
	safe_write(OLD_SAFE_, (cleanup_fn), (len_strict), (fd), (buf), (count))
#define SAFE_PREAD(cleanup_fn, len_strict, fd, buf, count, offset)     \
	safe_pread(OLD_SAFE_, (cleanup_fn), (len_strict), (fd), (buf), \
		   (count), (offset))
#define SAFE_PWRITE(cleanup_fn, len_strict, fd, buf, count, offset)     \
	safe_pwrite(OLD_SAFE_, (cleanup_fn), (len_strict), (fd), (buf), \
		    (count), (offset))
#define SAFE_LSEEK(cleanup_fn, fd, offset, whence) \
	safe_lseek(OLD_SAFE_, (cleanup_fn), (fd), (offset), (whence))

#define SAFE_MKDIR(cleanup_fn, pathname, mode) \
	safe_mkdir(OLD_SAFE_, (cleanup_fn), (pathname), (mode))
#define SAFE_RMDIR(cleanup_fn, pathname) \
	safe_rmdir(OLD_SAFE_, (cleanup_fn), (pathname))
#define SAFE_UNLINK(cleanup_fn, pathname) \
	safe_unlink(OLD_SAFE_, (cleanup_fn), (pathname))
#define SAFE_CHDIR(cleanup_fn, path) safe_chdir(OLD_SAFE_, (cleanup_fn), (path))
#define SAFE_GETCWD(cleanup_fn, buf, size) \
	safe_getcwd(OLD_SAFE_, (cleanup_fn), (buf), (size))
#define SAFE_SYMLINK(cleanup_fn, oldpath, newpath) \
	safe_symlink(OLD_SAFE_, (cleanup_fn), (oldpath), (newpath))
#define SAFE_LINK(cleanup_fn, oldpath, newpath) \
	safe_link(OLD_SAFE_, (cleanup_fn), (oldpath), (newpath))
#define SAFE_LINKAT(cleanup_fn, olddirfd, oldpath, newdirfd, newpath, flags) \
	safe_linkat(OLD_SAFE_, (cleanup_fn), (olddirfd), (oldpath),          \
		    (newdirfd), (newpath), (flags))
#define SAFE_READLINK(cleanup_fn, path, buf, bufsize) \
	safe_readlink(OLD_SAFE_, (cleanup_fn), (path), (buf), (bufsize))
#define SAFE_RENAME(cleanup_fn, oldpath, newpath) \
	safe_rename(OLD_SAFE_, (cleanup_fn), (oldpath), (newpath))
#define SAFE_STAT(cleanup_fn, path, buf) \
	safe_stat(OLD_SAFE_, (cleanup_fn), (path), (buf))
#define SAFE_FSTAT(cleanup_fn, fd, buf) \
	safe_fstat(OLD_SAFE_, (cleanup_fn), (fd), (buf))
#define SAFE_LSTAT(cleanup_fn, path, buf) \
	safe_lstat(OLD_SAFE_, (cleanup_fn), (path), (buf))
#define SAFE_CHMOD(cleanup_fn, path, mode) \
	safe_chmod(OLD_SAFE_, (cleanup_fn), (path), (mode))
#define SAFE_FCHMOD(cleanup_fn, fd, mode) \
	safe_fchmod(OLD_SAFE_, (cleanup_fn), (fd), (mode))
#define SAFE_CHOWN(cleanup_fn, path, owner, group) \
	safe_chown(OLD_SAFE_, (cleanup_fn), (path), (owner), (group))
#define SAFE_FCHOWN(cleanup_fn, fd, owner, group) \
	safe_fchown(OLD_SAFE_, (cleanup_fn), (fd), (owner), (group))
#define SAFE_TRUNCATE(cleanup_fn, path, length) \
	safe_truncate(OLD_SAFE_, (cleanup_fn), (path), (length))
#define SAFE_FTRUNCATE(cleanup_fn, fd, length) \
	safe_ftruncate(OLD_SAFE_, (cleanup_fn), (fd), (length))
#define SAFE_PIPE(cleanup_fn, fildes) \
	safe_pipe(OLD_SAFE_, (cleanup_fn), (fildes))
#define SAFE_MKFIFO(cleanup_fn, pathname, mode) \
	safe_mkfifo(OLD_SAFE_, (cleanup_fn), (pathname), (mode))
#define SAFE_IOCTL(cleanup_fn, fd, request, ...) \
	safe_ioctl(OLD_SAFE_, (cleanup_fn), (fd), (request), ##__VA_ARGS__)

#define SAFE_OPENDIR(cleanup_fn, name) \
	safe_opendir(OLD_SAFE_, (cleanup_fn), (name))
#define SAFE_CLOSEDIR(cleanup_fn, dirp) \
	safe_closedir(OLD_SAFE_, (cleanup_fn), (dirp))
/* NULL at the end of the directory. */
#define SAFE_READDIR(cleanup_fn, dirp) \
	safe_readdir(OLD_SAFE_, (cleanup_fn), (dirp))
/* POSIX basename() and dirname(): they may write into path. */
#define SAFE_BASENAME(cleanup_fn, path) \
	safe_basename(OLD_SAFE_, (cleanup_fn), (path))
#define SAFE_DIRNAME(cleanup_fn, path) \
	safe_dirname(OLD_SAFE_, (cleanup_fn), (path))

#define SAFE_MALLOC(cleanup_fn, size) \
	safe_malloc(OLD_SAFE_, (cleanup_fn), (size))
/* Frees ptr and sets the variable to NULL (no cleanup is ever needed). */
#define SAFE_FREE(ptr)        \
	do {                  \
		free(ptr);    \
		(ptr) = NULL; \
	} while (0)
#define SAFE_MEMALIGN(cleanup_fn, alignment, size) \
	safe_memalign(OLD_SAFE_, (cleanup_fn), (alignment), (size))
#define SAFE_MMAP(cleanup_fn, addr, length, prot, flags, fd, offset)          \
	safe_mmap(OLD_SAFE_, (cleanup_fn), (addr), (length), (prot), (flags), \
		  (fd), (offset))
#define SAFE_MUNMAP(cleanup_fn, addr, length) \
	safe_munmap(OLD_SAFE_, (cleanup_fn), (addr), (length))

#define SAFE_KILL(cleanup_fn, pid, sig) \
	safe_kill(OLD_SAFE_, (cleanup_fn), (pid), (sig))
#define SAFE_WAIT(cleanup_fn, status) \
	safe_wait(OLD_SAFE_, (cleanup_fn), (status))
#define SAFE_WAITPID(cleanup_fn, pid, status, options) \
	safe_waitpid(OLD_SAFE_, (cleanup_fn), (pid), (status), (options))
#define SAFE_SETUID(cleanup_fn, uid) safe_setuid(OLD_SAFE_, (cleanup_fn), (uid))
#define SAFE_SETEUID(cleanup_fn, euid) \
	safe_seteuid(OLD_SAFE_, (cleanup_fn), (euid))
#define SAFE_SETGID(cleanup_fn, gid) safe_setgid(OLD_SAFE_, (cleanup_fn), (gid))
#define SAFE_SETEGID(cleanup_fn, egid) \
	safe_setegid(OLD_SAFE_, (cleanup_fn), (egid))
#define SAFE_SETREUID(cleanup_fn, ruid, euid) \
	safe_setreuid(OLD_SAFE_, (cleanup_fn), (ruid), (euid))
#define SAFE_SETREGID(cleanup_fn, rgid, egid) \
	safe_setregid(OLD_SAFE_, (cleanup_fn), (rgid), (egid))
#define SAFE_GETRESUID(cleanup_fn, ruid, euid, suid) \
	safe_getresuid(OLD_SAFE_, (cleanup_fn), (ruid), (euid), (suid))
#define SAFE_GETRESGID(cleanup_fn, rgid, egid, sgid) \
	safe_getresgid(OLD_SAFE_, (cleanup_fn), (rgid), (egid), (sgid))
#define SAFE_GETPWNAM(cleanup_fn, name) \
	safe_getpwnam(OLD_SAFE_, (cleanup_fn), (name))
#define SAFE_GETGRNAM(cleanup_fn, name) \
	safe_getgrnam(OLD_SAFE_, (cleanup_fn), (name))
#define SAFE_SETRLIMIT(cleanup_fn, resource, rlim) \
	safe_setrlimit(OLD_SAFE_, (cleanup_fn), (resource), (rlim))
#define SAFE_GETRLIMIT(cleanup_fn, resource, rlim) \
	safe_getrlimit(OLD_SAFE_, (cleanup_fn), (resource), (rlim))
#define SAFE_GETRUSAGE(cleanup_fn, who, usage) \
	safe_getrusage(OLD_SAFE_, (cleanup_fn), (who), (usage))
#define SAFE_SYSCONF(cleanup_fn, name) \
	safe_sysconf(OLD_SAFE_, (cleanup_fn), (name))

/*
 * The group entry of name (copied, so later getgr*() calls do not change
 * it); a missing group is TBROK. Two real tests define a macro of this name
 * for themselves after including test.h: a function, unlike a macro, does
 * not clash with that.
 */
struct group SAFE_GETGROUP(void (*cleanup_fn)(void), const char *name);

#define SAFE_STRTOL(cleanup_fn, str, min, max) \
	safe_strtol(OLD_SAFE_, (cleanup_fn), (str), (min), (max))
#define SAFE_STRTOUL(cleanup_fn, str, min, max) \
	safe_strtoul(OLD_SAFE_, (cleanup_fn), (str), (min), (max))

/*
 * The thread calls come in two forms in legacy tests: with a cleanup first,
 * as the other calls of this header, and without one, as the suite's
 * tst_safe_pthread.h defined them for old and new tests alike (a legacy
 * test may include it beside test.h and call SAFE_PTHREAD_JOIN(tid, NULL)).
 * The number of arguments picks the form; the second has no cleanup.
 */
#define OLD_PTHREAD_PICK_(a1, a2, a3, a4, a5, form, ...) form
#define OLD_PTHREAD_CREATE_CL_(cleanup_fn, thread, attr, start_routine, arg) \
	safe_pthread_create(OLD_SAFE_, (cleanup_fn), (thread), (attr),       \
			    (start_routine), (arg))
#define OLD_PTHREAD_CREATE_(thread, attr, start_routine, arg)  \
	safe_pthread_create(OLD_SAFE_, NULL, (thread), (attr), \
			    (start_routine), (arg))
#define SAFE_PTHREAD_CREATE(...)                               \
	OLD_PTHREAD_PICK_(__VA_ARGS__, OLD_PTHREAD_CREATE_CL_, \
			  OLD_PTHREAD_CREATE_, , , )           \
	(__VA_ARGS__)
#define OLD_PTHREAD_JOIN_CL_(cleanup_fn, thread, retval) \
	safe_pthread_join(OLD_SAFE_, (cleanup_fn), (thread), (retval))
#define OLD_PTHREAD_JOIN_(thread, retval) \
	safe_pthread_join(OLD_SAFE_, NULL, (thread), (retval))
#define SAFE_PTHREAD_JOIN(...)                                   \
	OLD_PTHREAD_PICK_(__VA_ARGS__, , , OLD_PTHREAD_JOIN_CL_, \
			  OLD_PTHREAD_JOIN_, , )                 \
	(__VA_ARGS__)

#define SAFE_MOUNT(cleanup_fn, source, target, fstype, mountflags, data)  \
	safe_mount(OLD_SAFE_, (cleanup_fn), (source), (target), (fstype), \
		   (mountflags), (data))
#define SAFE_UMOUNT(cleanup_fn, target) \
	safe_umount(OLD_SAFE_, (cleanup_fn), (target))

#endif /* SAFE_MACROS_H */
