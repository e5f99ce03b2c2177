/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Safe calls: a libc or system call that either succeeds or ends the caller.
 *
 * Each safe_NAME(file, lineno, cleanup_fn, ARGS...) makes the call with
 * ARGS and returns what the call returned. When the call fails (or returns
 * a value the call never returns on success) it ends through tst_brk_c_()
 * as TBROK, with the caller's file:line, the call and its arguments, and
 * errno's name where errno says why: "f.c:12: TBROK: open(x,0) failed:
 * ENOENT (No such file or directory)".
 *
 * cleanup_fn is the old API's per-call cleanup (oldlib-compat passes it);
 * the new API's SAFE_* macros below pass NULL and the test's global cleanup
 * runs instead. A shim that defines its own SAFE_* macros defines
 * TST_NO_NEW_API_MACROS before including this header.
 */
#ifndef TST_SAFE_MACROS_H
#define TST_SAFE_MACROS_H

#include <dirent.h>
#include <fcntl.h>
#include <grp.h>
#include <pthread.h>
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include "tst_common.h"
#include "tst_safe_file_ops.h"

/* The three leading parameters of every safe call. */
#define TST_SAFE_ARGS_ \
	const char *file, const int lineno, void (*cleanup_fn)(void)

/* ---- Files and directories (tst_safe_file.c) ---- */

/* The mode argument is read only with O_CREAT or O_TMPFILE. */
int safe_open(TST_SAFE_ARGS_, const char *pathname, int oflags, ...);
int safe_creat(TST_SAFE_ARGS_, const char *pathname, mode_t mode);
int safe_close(TST_SAFE_ARGS_, int fd);

/*
 * With len_strict, anything but the whole count transferred is TBROK too;
 * without it a short transfer is returned as read(2)/write(2) return it.
 */
ssize_t safe_read(TST_SAFE_ARGS_, char len_strict, int fd, void *buf,
		  size_t count);
ssize_t safe_write(TST_SAFE_ARGS_, char len_strict, int fd, const void *buf,
		   size_t count);
ssize_t safe_pread(TST_SAFE_ARGS_, char len_strict, int fd, void *buf,
		   size_t count, off_t offset);
ssize_t safe_pwrite(TST_SAFE_ARGS_, char len_strict, int fd, const void *buf,
		    size_t count, off_t offset);

off_t safe_lseek(TST_SAFE_ARGS_, int fd, off_t offset, int whence);
int safe_mkdir(TST_SAFE_ARGS_, const char *pathname, mode_t mode);
int safe_rmdir(TST_SAFE_ARGS_, const char *pathname);
int safe_unlink(TST_SAFE_ARGS_, const char *pathname);
int safe_chdir(TST_SAFE_ARGS_, const char *path);
char *safe_getcwd(TST_SAFE_ARGS_, char *buf, size_t size);
int safe_symlink(TST_SAFE_ARGS_, const char *oldpath, const char *newpath);
int safe_link(TST_SAFE_ARGS_, const char *oldpath, const char *newpath);
int safe_linkat(TST_SAFE_ARGS_, int olddirfd, const char *oldpath, int newdirfd,
		const char *newpath, int flags);

/* Also NUL-terminates buf; a target that does not fit in it is TBROK. */
ssize_t safe_readlink(TST_SAFE_ARGS_, const char *path, char *buf,
		      size_t bufsize);

int safe_rename(TST_SAFE_ARGS_, const char *oldpath, const char *newpath);
int safe_stat(TST_SAFE_ARGS_, const char *path, struct stat *buf);
int safe_fstat(TST_SAFE_ARGS_, int fd, struct stat *buf);
int safe_lstat(TST_SAFE_ARGS_, const char *path, struct stat *buf);
int safe_chmod(TST_SAFE_ARGS_, const char *path, mode_t mode);
int safe_fchmod(TST_SAFE_ARGS_, int fd, mode_t mode);
int safe_chown(TST_SAFE_ARGS_, const char *path, uid_t owner, gid_t group);
int safe_fchown(TST_SAFE_ARGS_, int fd, uid_t owner, gid_t group);
int safe_truncate(TST_SAFE_ARGS_, const char *path, off_t length);
int safe_ftruncate(TST_SAFE_ARGS_, int fd, off_t length);
int safe_pipe(TST_SAFE_ARGS_, int fildes[2]);
int safe_mkfifo(TST_SAFE_ARGS_, const char *pathname, mode_t mode);

/* One optional argument, passed on as a pointer (as ioctl(2) reads it). */
int safe_ioctl(TST_SAFE_ARGS_, int fd, unsigned long request, ...);

/* ---- Directory streams and path parts (tst_safe_dir.c) ---- */

DIR *safe_opendir(TST_SAFE_ARGS_, const char *name);
int safe_closedir(TST_SAFE_ARGS_, DIR *dirp);
/* NULL at the end of the directory; only a failing readdir() is TBROK. */
struct dirent *safe_readdir(TST_SAFE_ARGS_, DIR *dirp);
/* The POSIX forms: they may write into path. */
char *safe_basename(TST_SAFE_ARGS_, char *path);
char *safe_dirname(TST_SAFE_ARGS_, char *path);

/* ---- Memory (tst_safe_mem.c) ---- */

void *safe_malloc(TST_SAFE_ARGS_, size_t size);
/* posix_memalign(); free the result with free(). */
void *safe_memalign(TST_SAFE_ARGS_, size_t alignment, size_t size);
int safe_asprintf(TST_SAFE_ARGS_, char **strp, const char *fmt, ...)
	TST_FMT(5, 6);
void *safe_mmap(TST_SAFE_ARGS_, void *addr, size_t length, int prot, int flags,
		int fd, off_t offset);
int safe_munmap(TST_SAFE_ARGS_, void *addr, size_t length);

/* ---- Processes and ids (tst_safe_proc.c) ---- */

int safe_kill(TST_SAFE_ARGS_, pid_t pid, int sig);
pid_t safe_wait(TST_SAFE_ARGS_, int *status);
/* With WNOHANG a return of 0 (no child changed state) is not an error. */
pid_t safe_waitpid(TST_SAFE_ARGS_, pid_t pid, int *status, int options);

int safe_setuid(TST_SAFE_ARGS_, uid_t uid);
int safe_seteuid(TST_SAFE_ARGS_, uid_t euid);
int safe_setgid(TST_SAFE_ARGS_, gid_t gid);
int safe_setegid(TST_SAFE_ARGS_, gid_t egid);
int safe_setreuid(TST_SAFE_ARGS_, uid_t ruid, uid_t euid);
int safe_setregid(TST_SAFE_ARGS_, gid_t rgid, gid_t egid);
int safe_getresuid(TST_SAFE_ARGS_, uid_t *ruid, uid_t *euid, uid_t *suid);
int safe_getresgid(TST_SAFE_ARGS_, gid_t *rgid, gid_t *egid, gid_t *sgid);

/* A missing user or group is TBROK too (it names the entry). */
struct passwd *safe_getpwnam(TST_SAFE_ARGS_, const char *name);
struct group *safe_getgrnam(TST_SAFE_ARGS_, const char *name);

int safe_setrlimit(TST_SAFE_ARGS_, int resource, const struct rlimit *rlim);
int safe_getrlimit(TST_SAFE_ARGS_, int resource, struct rlimit *rlim);
int safe_getrusage(TST_SAFE_ARGS_, int who, struct rusage *usage);

/* -1 without errno (an indeterminate limit) is returned, not an error. */
long safe_sysconf(TST_SAFE_ARGS_, int name);

/* ---- Numbers from strings (tst_safe_strto.c) ---- */

/*
 * str must be one base-10 number within [min, max], optionally after
 * blanks and before one '\n' (as read from /proc): garbage, other trailing
 * characters, overflow and values out of range are TBROK naming the string
 * (EINVAL or ERANGE). safe_strtoul also refuses a minus sign.
 */
long safe_strtol(TST_SAFE_ARGS_, const char *str, long min, long max);
unsigned long safe_strtoul(TST_SAFE_ARGS_, const char *str, unsigned long min,
			   unsigned long max);

/* ---- Sockets (tst_safe_net.c) ---- */

int safe_socket(TST_SAFE_ARGS_, int domain, int type, int protocol);
int safe_bind(TST_SAFE_ARGS_, int sockfd, const struct sockaddr *addr,
	      socklen_t addrlen);
int safe_listen(TST_SAFE_ARGS_, int sockfd, int backlog);
int safe_connect(TST_SAFE_ARGS_, int sockfd, const struct sockaddr *addr,
		 socklen_t addrlen);
int safe_accept(TST_SAFE_ARGS_, int sockfd, struct sockaddr *addr,
		socklen_t *addrlen);
int safe_getsockname(TST_SAFE_ARGS_, int sockfd, struct sockaddr *addr,
		     socklen_t *addrlen);
int safe_setsockopt(TST_SAFE_ARGS_, int sockfd, int level, int optname,
		    const void *optval, socklen_t optlen);
int safe_gethostname(TST_SAFE_ARGS_, char *name, size_t size);

/* A readable form of addr for messages ("127.0.0.1:80", "[::1]:80",
 * "unix:PATH", else the family's number) in buf, which it returns. */
char *tst_sock_addr(const struct sockaddr *addr, socklen_t len, char *buf,
		    size_t size);

/* ---- Streams and whole files (tst_safe_stdio.c) ---- */

FILE *safe_fopen(TST_SAFE_ARGS_, const char *path, const char *mode);
int safe_fclose(TST_SAFE_ARGS_, FILE *f);
FILE *safe_popen(TST_SAFE_ARGS_, const char *command, const char *type);

/* ---- Threads (tst_safe_pthread.c) ---- */

/* The error number these calls return is reported as errno would be. */
int safe_pthread_create(TST_SAFE_ARGS_, pthread_t *thread,
			const pthread_attr_t *attr,
			void *(*start_routine)(void *), void *arg);
int safe_pthread_join(TST_SAFE_ARGS_, pthread_t thread, void **retval);

/* ---- Mounts (tst_safe_mount.c) ---- */

int safe_mount(TST_SAFE_ARGS_, const char *source, const char *target,
	       const char *fstype, unsigned long mountflags, const void *data);
int safe_umount(TST_SAFE_ARGS_, const char *target);

#undef TST_SAFE_ARGS_

/* ---- The new API's macros ---- */

#ifndef TST_NO_NEW_API_MACROS

#define TST_SAFE_ __FILE__, __LINE__, NULL

#define SAFE_OPEN(pathname, oflags, ...) \
	safe_open(TST_SAFE_, (pathname), (oflags), ##__VA_ARGS__)
#define SAFE_CREAT(pathname, mode) safe_creat(TST_SAFE_, (pathname), (mode))

/* Closes fd and sets the variable to -1. */
#define SAFE_CLOSE(fd)                       \
	do {                                 \
		safe_close(TST_SAFE_, (fd)); \
		(fd) = -1;                   \
	} while (0)

#define SAFE_READ(len_strict, fd, buf, count) \
	safe_read(TST_SAFE_, (len_strict), (fd), (buf), (count))
#define SAFE_WRITE(len_strict, fd, buf, count) \
	safe_write(TST_SAFE_, (len_strict), (fd), (buf), (count))
#define SAFE_PREAD(len_strict, fd, buf, count, offset) \
	safe_pread(TST_SAFE_, (len_strict), (fd), (buf), (count), (offset))
#define SAFE_PWRITE(len_strict, fd, buf, count, offset) \
	safe_pwrite(TST_SAFE_, (len_strict), (fd), (buf), (count), (offset))
#define SAFE_LSEEK(fd, offset, whence) \
	safe_lseek(TST_SAFE_, (fd), (offset), (whence))
#define SAFE_MKDIR(pathname, mode) safe_mkdir(TST_SAFE_, (pathname), (mode))
#define SAFE_RMDIR(pathname) safe_rmdir(TST_SAFE_, (pathname))
#define SAFE_UNLINK(pathname) safe_unlink(TST_SAFE_, (pathname))
#define SAFE_CHDIR(path) safe_chdir(TST_SAFE_, (path))
#define SAFE_GETCWD(buf, size) safe_getcwd(TST_SAFE_, (buf), (size))
#define SAFE_SYMLINK(oldpath, newpath) \
	safe_symlink(TST_SAFE_, (oldpath), (newpath))
#define SAFE_LINK(oldpath, newpath) safe_link(TST_SAFE_, (oldpath), (newpath))
#define SAFE_LINKAT(olddirfd, oldpath, newdirfd, newpath, flags)             \
	safe_linkat(TST_SAFE_, (olddirfd), (oldpath), (newdirfd), (newpath), \
		    (flags))
#define SAFE_READLINK(path, buf, bufsize) \
	safe_readlink(TST_SAFE_, (path), (buf), (bufsize))
#define SAFE_RENAME(oldpath, newpath) \
	safe_rename(TST_SAFE_, (oldpath), (newpath))
#define SAFE_STAT(path, buf) safe_stat(TST_SAFE_, (path), (buf))
#define SAFE_FSTAT(fd, buf) safe_fstat(TST_SAFE_, (fd), (buf))
#define SAFE_LSTAT(path, buf) safe_lstat(TST_SAFE_, (path), (buf))
#define SAFE_CHMOD(path, mode) safe_chmod(TST_SAFE_, (path), (mode))
#define SAFE_FCHMOD(fd, mode) safe_fchmod(TST_SAFE_, (fd), (mode))
#define SAFE_CHOWN(path, owner, group) \
	safe_chown(TST_SAFE_, (path), (owner), (group))
#define SAFE_FCHOWN(fd, owner, group) \
	safe_fchown(TST_SAFE_, (fd), (owner), (group))
#define SAFE_TRUNCATE(path, length) safe_truncate(TST_SAFE_, (path), (length))
#define SAFE_FTRUNCATE(fd, length) safe_ftruncate(TST_SAFE_, (fd), (length))
#define SAFE_PIPE(fildes) safe_pipe(TST_SAFE_, (fildes))
#define SAFE_MKFIFO(pathname, mode) safe_mkfifo(TST_SAFE_, (pathname), (mode))
#define SAFE_IOCTL(fd, request, ...) \
	safe_ioctl(TST_SAFE_, (fd), (request), ##__VA_ARGS__)
#define SAFE_OPENDIR(name) safe_opendir(TST_SAFE_, (name))
#define SAFE_CLOSEDIR(dirp) safe_closedir(TST_SAFE_, (dirp))
#define SAFE_READDIR(dirp) safe_readdir(TST_SAFE_, (dirp))
#define SAFE_BASENAME(path) safe_basename(TST_SAFE_, (path))
#define SAFE_DIRNAME(path) safe_dirname(TST_SAFE_, (path))

#define SAFE_MALLOC(size) safe_malloc(TST_SAFE_, (size))
/* Frees ptr and sets the variable to NULL. */
#define SAFE_FREE(ptr)        \
	do {                  \
		free(ptr);    \
		(ptr) = NULL; \
	} while (0)
#define SAFE_MEMALIGN(alignment, size) \
	safe_memalign(TST_SAFE_, (alignment), (size))
#define SAFE_ASPRINTF(strp, fmt, ...) \
	safe_asprintf(TST_SAFE_, (strp), (fmt), ##__VA_ARGS__)
#define SAFE_MMAP(addr, length, prot, flags, fd, offset) \
	safe_mmap(TST_SAFE_, (addr), (length), (prot), (flags), (fd), (offset))
#define SAFE_MUNMAP(addr, length) safe_munmap(TST_SAFE_, (addr), (length))

#define SAFE_KILL(pid, sig) safe_kill(TST_SAFE_, (pid), (sig))
#define SAFE_WAIT(status) safe_wait(TST_SAFE_, (status))
#define SAFE_WAITPID(pid, status, options) \
	safe_waitpid(TST_SAFE_, (pid), (status), (options))
#define SAFE_SETUID(uid) safe_setuid(TST_SAFE_, (uid))
#define SAFE_SETEUID(euid) safe_seteuid(TST_SAFE_, (euid))
#define SAFE_SETGID(gid) safe_setgid(TST_SAFE_, (gid))
#define SAFE_SETEGID(egid) safe_setegid(TST_SAFE_, (egid))
#define SAFE_SETREUID(ruid, euid) safe_setreuid(TST_SAFE_, (ruid), (euid))
#define SAFE_SETREGID(rgid, egid) safe_setregid(TST_SAFE_, (rgid), (egid))
#define SAFE_GETRESUID(ruid, euid, suid) \
	safe_getresuid(TST_SAFE_, (ruid), (euid), (suid))
#define SAFE_GETRESGID(rgid, egid, sgid) \
	safe_getresgid(TST_SAFE_, (rgid), (egid), (sgid))
#define SAFE_GETPWNAM(name) safe_getpwnam(TST_SAFE_, (name))
#define SAFE_GETGRNAM(name) safe_getgrnam(TST_SAFE_, (name))
#define SAFE_SETRLIMIT(resource, rlim) \
	safe_setrlimit(TST_SAFE_, (resource), (rlim))
#define SAFE_GETRLIMIT(resource, rlim) \
	safe_getrlimit(TST_SAFE_, (resource), (rlim))
#define SAFE_GETRUSAGE(who, usage) safe_getrusage(TST_SAFE_, (who), (usage))
#define SAFE_SYSCONF(name) safe_sysconf(TST_SAFE_, (name))

#define SAFE_STRTOL(str, min, max) safe_strtol(TST_SAFE_, (str), (min), (max))
#define SAFE_STRTOUL(str, min, max) safe_strtoul(TST_SAFE_, (str), (min), (max))

#define SAFE_GETHOSTNAME(name, size) safe_gethostname(TST_SAFE_, (name), (size))
#define SAFE_SOCKET(domain, type, protocol) \
	safe_socket(TST_SAFE_, (domain), (type), (protocol))
#define SAFE_BIND(sockfd, addr, addrlen) \
	safe_bind(TST_SAFE_, (sockfd), (addr), (addrlen))
#define SAFE_LISTEN(sockfd, backlog) safe_listen(TST_SAFE_, (sockfd), (backlog))
#define SAFE_CONNECT(sockfd, addr, addrlen) \
	safe_connect(TST_SAFE_, (sockfd), (addr), (addrlen))
#define SAFE_ACCEPT(sockfd, addr, addrlen) \
	safe_accept(TST_SAFE_, (sockfd), (addr), (addrlen))
#define SAFE_GETSOCKNAME(sockfd, addr, addrlen) \
	safe_getsockname(TST_SAFE_, (sockfd), (addr), (addrlen))
#define SAFE_SETSOCKOPT(sockfd, level, optname, optval, optlen)            \
	safe_setsockopt(TST_SAFE_, (sockfd), (level), (optname), (optval), \
			(optlen))

#define SAFE_FOPEN(path, mode) safe_fopen(TST_SAFE_, (path), (mode))
#define SAFE_POPEN(command, type) safe_popen(TST_SAFE_, (command), (type))
#define SAFE_FCLOSE(f) safe_fclose(TST_SAFE_, (f))
#define SAFE_PTHREAD_CREATE(thread, attr, start_routine, arg) \
	safe_pthread_create(TST_SAFE_, (thread), (attr), (start_routine), (arg))
#define SAFE_PTHREAD_JOIN(thread, retval) \
	safe_pthread_join(TST_SAFE_, (thread), (retval))

#define SAFE_MOUNT(source, target, fstype, mountflags, data)              \
	safe_mount(TST_SAFE_, (source), (target), (fstype), (mountflags), \
		   (data))
#define SAFE_UMOUNT(target) safe_umount(TST_SAFE_, (target))

#endif /* TST_NO_NEW_API_MACROS */

#endif /* TST_SAFE_MACROS_H */
