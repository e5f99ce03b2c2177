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

#include <fcntl.h>
#include <grp.h>
#include <dirent.h>
#include <pthread.h>
#include <signal.h>
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>
#include <sys/ioctl.h> /* SAFE_IOCTL()'s requests: _IOR(), FIONREAD, SIOC* */
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/statvfs.h>
#include <sys/sysinfo.h>
#include <sys/types.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <sys/xattr.h>
#include "tst_common.h"
#include "tst_safe_file_ops.h"
#include "tst_safe_net.h"
#include "tst_safe_prw.h"
#include "tst_safe_pthread.h"
#include "tst_safe_stdio.h"

/* ---- Files and directories (tst_safe_file.c) ---- */

/* The mode argument is read only with O_CREAT or O_TMPFILE. */
int safe_open(TST_SAFE_FN_ARGS, const char *pathname, int oflags, ...);
int safe_creat(TST_SAFE_FN_ARGS, const char *pathname, mode_t mode);
int safe_close(TST_SAFE_FN_ARGS, int fd);

/*
 * How SAFE_WRITE() treats a short write: return it (ANY), TBROK (ALL), or
 * write the rest until all is written (RETRY; no progress is TBROK).
 * SAFE_READ() takes 0 or 1 with the first two meanings.
 */
enum safe_write_opts {
	SAFE_WRITE_ANY = 0,
	SAFE_WRITE_ALL = 1,
	SAFE_WRITE_RETRY = 2,
};

ssize_t safe_read(TST_SAFE_FN_ARGS, char len_strict, int fd, void *buf,
		  size_t count);
ssize_t safe_write(TST_SAFE_FN_ARGS, char len_strict, int fd, const void *buf,
		   size_t count);

off_t safe_lseek(TST_SAFE_FN_ARGS, int fd, off_t offset, int whence);
int safe_mkdir(TST_SAFE_FN_ARGS, const char *pathname, mode_t mode);
int safe_rmdir(TST_SAFE_FN_ARGS, const char *pathname);
int safe_unlink(TST_SAFE_FN_ARGS, const char *pathname);
int safe_chdir(TST_SAFE_FN_ARGS, const char *path);
char *safe_getcwd(TST_SAFE_FN_ARGS, char *buf, size_t size);
int safe_symlink(TST_SAFE_FN_ARGS, const char *oldpath, const char *newpath);
/* symlinkat(): the link newpath, relative to newdirfd, to oldpath. */
int safe_symlinkat(TST_SAFE_FN_ARGS, const char *oldpath, int newdirfd,
		   const char *newpath);
int safe_link(TST_SAFE_FN_ARGS, const char *oldpath, const char *newpath);
int safe_linkat(TST_SAFE_FN_ARGS, int olddirfd, const char *oldpath,
		int newdirfd, const char *newpath, int flags);

/* Also NUL-terminates buf; a target that does not fit in it is TBROK. */
ssize_t safe_readlink(TST_SAFE_FN_ARGS, const char *path, char *buf,
		      size_t bufsize);

int safe_rename(TST_SAFE_FN_ARGS, const char *oldpath, const char *newpath);
int safe_stat(TST_SAFE_FN_ARGS, const char *path, struct stat *buf);
int safe_fstat(TST_SAFE_FN_ARGS, int fd, struct stat *buf);
int safe_lstat(TST_SAFE_FN_ARGS, const char *path, struct stat *buf);
int safe_chmod(TST_SAFE_FN_ARGS, const char *path, mode_t mode);
int safe_fchmod(TST_SAFE_FN_ARGS, int fd, mode_t mode);
int safe_chown(TST_SAFE_FN_ARGS, const char *path, uid_t owner, gid_t group);
int safe_fchown(TST_SAFE_FN_ARGS, int fd, uid_t owner, gid_t group);
int safe_truncate(TST_SAFE_FN_ARGS, const char *path, off_t length);
int safe_ftruncate(TST_SAFE_FN_ARGS, int fd, off_t length);
int safe_pipe(TST_SAFE_FN_ARGS, int fildes[2]);
int safe_mkfifo(TST_SAFE_FN_ARGS, const char *pathname, mode_t mode);

/* One optional argument, passed on as a pointer (as ioctl(2) reads it). */
int safe_ioctl(TST_SAFE_FN_ARGS, int fd, unsigned long request, ...);

/* One optional int or pointer argument, as fcntl(2) reads it. */
int safe_fcntl(TST_SAFE_FN_ARGS, int fd, int cmd, ...);
int safe_pipe2(TST_SAFE_FN_ARGS, int fildes[2], int flags);
int safe_dup(TST_SAFE_FN_ARGS, int oldfd);
int safe_dup2(TST_SAFE_FN_ARGS, int oldfd, int newfd);
int safe_access(TST_SAFE_FN_ARGS, const char *pathname, int mode);
int safe_mknod(TST_SAFE_FN_ARGS, const char *pathname, mode_t mode, dev_t dev);
int safe_fsync(TST_SAFE_FN_ARGS, int fd);
int safe_chroot(TST_SAFE_FN_ARGS, const char *path);
int safe_lchown(TST_SAFE_FN_ARGS, const char *path, uid_t owner, gid_t group);
int safe_statfs(TST_SAFE_FN_ARGS, const char *path, struct statfs *buf);
int safe_statvfs(TST_SAFE_FN_ARGS, const char *path, struct statvfs *buf);
int safe_posix_fadvise(TST_SAFE_FN_ARGS, int fd, off_t offset, off_t len,
		       int advice);
DIR *safe_opendir(TST_SAFE_FN_ARGS, const char *name);
int safe_closedir(TST_SAFE_FN_ARGS, DIR *dirp);
/* NULL at the end of the directory; an error (errno set) is TBROK. */
struct dirent *safe_readdir(TST_SAFE_FN_ARGS, DIR *dirp);
/* The POSIX basename() and dirname(): they may write into path. */
char *safe_basename(TST_SAFE_FN_ARGS, char *path);
char *safe_dirname(TST_SAFE_FN_ARGS, char *path);

/*
 * Extended attributes: a filesystem without them (ENOTSUP) is TCONF, as
 * the test cannot run there.
 */
int safe_setxattr(TST_SAFE_FN_ARGS, const char *path, const char *name,
		  const void *value, size_t size, int flags);
int safe_lsetxattr(TST_SAFE_FN_ARGS, const char *path, const char *name,
		   const void *value, size_t size, int flags);
int safe_fsetxattr(TST_SAFE_FN_ARGS, int fd, const char *name,
		   const void *value, size_t size, int flags);
ssize_t safe_getxattr(TST_SAFE_FN_ARGS, const char *path, const char *name,
		      void *value, size_t size);
int safe_removexattr(TST_SAFE_FN_ARGS, const char *path, const char *name);
int safe_lremovexattr(TST_SAFE_FN_ARGS, const char *path, const char *name);
int safe_fremovexattr(TST_SAFE_FN_ARGS, int fd, const char *name);

/* ---- Memory (tst_safe_mem.c) ---- */

void *safe_malloc(TST_SAFE_FN_ARGS, size_t size);
/* posix_memalign(); free the result with free(). */
void *safe_memalign(TST_SAFE_FN_ARGS, size_t alignment, size_t size);
int safe_asprintf(TST_SAFE_FN_ARGS, char **strp, const char *fmt, ...)
	TST_FMT(5, 6);
void *safe_mmap(TST_SAFE_FN_ARGS, void *addr, size_t length, int prot,
		int flags, int fd, off_t offset);
int safe_munmap(TST_SAFE_FN_ARGS, void *addr, size_t length);
void *safe_realloc(TST_SAFE_FN_ARGS, void *ptr, size_t size);
void *safe_calloc(TST_SAFE_FN_ARGS, size_t nmemb, size_t size);
int safe_mprotect(TST_SAFE_FN_ARGS, void *addr, size_t len, int prot);
int safe_msync(TST_SAFE_FN_ARGS, void *addr, size_t length, int flags);
int safe_mlock(TST_SAFE_FN_ARGS, const void *addr, size_t len);
int safe_munlock(TST_SAFE_FN_ARGS, const void *addr, size_t len);
int safe_mincore(TST_SAFE_FN_ARGS, void *start, size_t length,
		 unsigned char *vec);
int safe_madvise(TST_SAFE_FN_ARGS, void *addr, size_t length, int advice);

/* ---- Processes and ids (tst_safe_proc.c) ---- */

int safe_kill(TST_SAFE_FN_ARGS, pid_t pid, int sig);
pid_t safe_wait(TST_SAFE_FN_ARGS, int *status);
/* With WNOHANG a return of 0 (no child changed state) is not an error. */
pid_t safe_waitpid(TST_SAFE_FN_ARGS, pid_t pid, int *status, int options);

int safe_setuid(TST_SAFE_FN_ARGS, uid_t uid);
int safe_seteuid(TST_SAFE_FN_ARGS, uid_t euid);
int safe_setgid(TST_SAFE_FN_ARGS, gid_t gid);
int safe_setegid(TST_SAFE_FN_ARGS, gid_t egid);
int safe_setreuid(TST_SAFE_FN_ARGS, uid_t ruid, uid_t euid);
int safe_setregid(TST_SAFE_FN_ARGS, gid_t rgid, gid_t egid);
int safe_getresuid(TST_SAFE_FN_ARGS, uid_t *ruid, uid_t *euid, uid_t *suid);
int safe_getresgid(TST_SAFE_FN_ARGS, gid_t *rgid, gid_t *egid, gid_t *sgid);

/* A missing user or group is TBROK too (it names the entry). */
struct passwd *safe_getpwnam(TST_SAFE_FN_ARGS, const char *name);
struct group *safe_getgrnam(TST_SAFE_FN_ARGS, const char *name);

int safe_setrlimit(TST_SAFE_FN_ARGS, int resource, const struct rlimit *rlim);
int safe_getrlimit(TST_SAFE_FN_ARGS, int resource, struct rlimit *rlim);
int safe_getrusage(TST_SAFE_FN_ARGS, int who, struct rusage *usage);

/* -1 without errno (an indeterminate limit) is returned, not an error. */
long safe_sysconf(TST_SAFE_FN_ARGS, int name);

int safe_setresuid(TST_SAFE_FN_ARGS, uid_t ruid, uid_t euid, uid_t suid);
int safe_setresgid(TST_SAFE_FN_ARGS, gid_t rgid, gid_t egid, gid_t sgid);
int safe_setgroups(TST_SAFE_FN_ARGS, size_t size, const gid_t *list);
int safe_getgroups(TST_SAFE_FN_ARGS, int size, gid_t list[]);
struct passwd *safe_getpwuid(TST_SAFE_FN_ARGS, uid_t uid);
struct group *safe_getgrgid(TST_SAFE_FN_ARGS, gid_t gid);
/* The group name, else the group fallback (e.g. "nobody", "nogroup"). */
struct group *safe_getgrnam_fallback(TST_SAFE_FN_ARGS, const char *name,
				     const char *fallback);
pid_t safe_setsid(TST_SAFE_FN_ARGS);
int safe_setpgid(TST_SAFE_FN_ARGS, pid_t pid, pid_t pgid);
pid_t safe_getpgid(TST_SAFE_FN_ARGS, pid_t pid);
/* getpriority() may return -1: only errno tells a failure. */
int safe_getpriority(TST_SAFE_FN_ARGS, int which, id_t who);
int safe_setpriority(TST_SAFE_FN_ARGS, int which, id_t who, int prio);
/* Namespaces: unshare() of a kind the kernel lacks (EINVAL) is TCONF. */
int safe_unshare(TST_SAFE_FN_ARGS, int flags);
int safe_setns(TST_SAFE_FN_ARGS, int fd, int nstype);
/* For PEEK requests a returned -1 is data: only errno tells a failure. */
long safe_ptrace(TST_SAFE_FN_ARGS, int req, pid_t pid, void *addr, void *data);
int safe_prctl(TST_SAFE_FN_ARGS, int option, unsigned long arg2,
	       unsigned long arg3, unsigned long arg4, unsigned long arg5);
/* pidfd_open(2) through syscall(): ENOSYS is TCONF. */
int safe_pidfd_open(TST_SAFE_FN_ARGS, pid_t pid, unsigned int flags);
/* The previous persona, as personality(2) returns it. */
int safe_personality(TST_SAFE_FN_ARGS, unsigned long persona);
/*
 * The name of the pseudo-terminal slave of masterfd (ptsname(3)), in a
 * static buffer that the next call overwrites; a descriptor that is no
 * master is TBROK.
 */
char *safe_ptsname(TST_SAFE_FN_ARGS, int masterfd);
int safe_uname(TST_SAFE_FN_ARGS, struct utsname *buf);
int safe_sysinfo(TST_SAFE_FN_ARGS, struct sysinfo *info);
int safe_setenv(TST_SAFE_FN_ARGS, const char *name, const char *value,
		int overwrite);

/* ---- Signals (tst_safe_sig.c) ---- */

/*
 * The real header names the handler type itself, so a test built without
 * _GNU_SOURCE (where <signal.h> has no sighandler_t) may still spell it; the
 * same type as glibc's, which C11 lets both define.
 */
typedef void (*sighandler_t)(int);
sighandler_t safe_signal(TST_SAFE_FN_ARGS, int signum, sighandler_t handler);
int safe_sigaction(TST_SAFE_FN_ARGS, int signum, const struct sigaction *act,
		   struct sigaction *oldact);
int safe_sigemptyset(TST_SAFE_FN_ARGS, sigset_t *set);
int safe_sigfillset(TST_SAFE_FN_ARGS, sigset_t *set);
int safe_sigaddset(TST_SAFE_FN_ARGS, sigset_t *set, int signo);
int safe_sigdelset(TST_SAFE_FN_ARGS, sigset_t *set, int signo);
int safe_sigprocmask(TST_SAFE_FN_ARGS, int how, const sigset_t *set,
		     sigset_t *oldset);
int safe_sigwait(TST_SAFE_FN_ARGS, const sigset_t *set, int *sig);

/* ---- Numbers from strings (tst_safe_strto.c) ---- */

/*
 * str must be one base-10 number within [min, max], optionally after
 * blanks and before one '\n' (as read from /proc): garbage, other trailing
 * characters, overflow and values out of range are TBROK naming the string
 * (EINVAL or ERANGE). safe_strtoul also refuses a minus sign.
 */
long safe_strtol(TST_SAFE_FN_ARGS, const char *str, long min, long max);
unsigned long safe_strtoul(TST_SAFE_FN_ARGS, const char *str, unsigned long min,
			   unsigned long max);

/* ---- Mounts (tst_safe_mount.c) ---- */

int safe_mount(TST_SAFE_FN_ARGS, const char *source, const char *target,
	       const char *fstype, unsigned long mountflags, const void *data);
int safe_umount(TST_SAFE_FN_ARGS, const char *target);

/* ---- exec (never returns; failing to exec is TBROK) ---- */

TST_NORETURN void tst_safe_exec_failed(const char *file, const int lineno,
				       const char *call, const char *path);

/* ---- The new API's macros ---- */

#ifndef TST_NO_NEW_API_MACROS

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
#define SAFE_LSEEK(fd, offset, whence) \
	safe_lseek(TST_SAFE_, (fd), (offset), (whence))
#define SAFE_MKDIR(pathname, mode) safe_mkdir(TST_SAFE_, (pathname), (mode))
#define SAFE_RMDIR(pathname) safe_rmdir(TST_SAFE_, (pathname))
#define SAFE_UNLINK(pathname) safe_unlink(TST_SAFE_, (pathname))
#define SAFE_CHDIR(path) safe_chdir(TST_SAFE_, (path))
#define SAFE_GETCWD(buf, size) safe_getcwd(TST_SAFE_, (buf), (size))
#define SAFE_SYMLINK(oldpath, newpath) \
	safe_symlink(TST_SAFE_, (oldpath), (newpath))
#define SAFE_SYMLINKAT(oldpath, newdirfd, newpath) \
	safe_symlinkat(TST_SAFE_, (oldpath), (newdirfd), (newpath))
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
#define SAFE_FCNTL(fd, cmd, ...) \
	safe_fcntl(TST_SAFE_, (fd), (cmd), ##__VA_ARGS__)
#define SAFE_PIPE2(fildes, flags) safe_pipe2(TST_SAFE_, (fildes), (flags))
#define SAFE_DUP(oldfd) safe_dup(TST_SAFE_, (oldfd))
#define SAFE_DUP2(oldfd, newfd) safe_dup2(TST_SAFE_, (oldfd), (newfd))
#define SAFE_ACCESS(pathname, mode) safe_access(TST_SAFE_, (pathname), (mode))
#define SAFE_MKNOD(pathname, mode, dev) \
	safe_mknod(TST_SAFE_, (pathname), (mode), (dev))
#define SAFE_FSYNC(fd) safe_fsync(TST_SAFE_, (fd))
#define SAFE_CHROOT(path) safe_chroot(TST_SAFE_, (path))
#define SAFE_LCHOWN(path, owner, group) \
	safe_lchown(TST_SAFE_, (path), (owner), (group))
#define SAFE_STATFS(path, buf) safe_statfs(TST_SAFE_, (path), (buf))
#define SAFE_STATVFS(path, buf) safe_statvfs(TST_SAFE_, (path), (buf))
#define SAFE_POSIX_FADVISE(fd, offset, len, advice) \
	safe_posix_fadvise(TST_SAFE_, (fd), (offset), (len), (advice))
#define SAFE_OPENDIR(name) safe_opendir(TST_SAFE_, (name))
#define SAFE_CLOSEDIR(dirp) safe_closedir(TST_SAFE_, (dirp))
#define SAFE_READDIR(dirp) safe_readdir(TST_SAFE_, (dirp))
#define SAFE_BASENAME(path) safe_basename(TST_SAFE_, (path))
#define SAFE_DIRNAME(path) safe_dirname(TST_SAFE_, (path))
#define SAFE_SETXATTR(path, name, value, size, flags) \
	safe_setxattr(TST_SAFE_, (path), (name), (value), (size), (flags))
#define SAFE_LSETXATTR(path, name, value, size, flags) \
	safe_lsetxattr(TST_SAFE_, (path), (name), (value), (size), (flags))
#define SAFE_FSETXATTR(fd, name, value, size, flags) \
	safe_fsetxattr(TST_SAFE_, (fd), (name), (value), (size), (flags))
#define SAFE_GETXATTR(path, name, value, size) \
	safe_getxattr(TST_SAFE_, (path), (name), (value), (size))
#define SAFE_REMOVEXATTR(path, name) safe_removexattr(TST_SAFE_, (path), (name))
#define SAFE_LREMOVEXATTR(path, name) \
	safe_lremovexattr(TST_SAFE_, (path), (name))
#define SAFE_FREMOVEXATTR(fd, name) safe_fremovexattr(TST_SAFE_, (fd), (name))

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
#define SAFE_REALLOC(ptr, size) safe_realloc(TST_SAFE_, (ptr), (size))
#define SAFE_CALLOC(nmemb, size) safe_calloc(TST_SAFE_, (nmemb), (size))
#define SAFE_MPROTECT(addr, len, prot) \
	safe_mprotect(TST_SAFE_, (addr), (len), (prot))
#define SAFE_MSYNC(addr, length, flags) \
	safe_msync(TST_SAFE_, (addr), (length), (flags))
#define SAFE_MLOCK(addr, len) safe_mlock(TST_SAFE_, (addr), (len))
#define SAFE_MUNLOCK(addr, len) safe_munlock(TST_SAFE_, (addr), (len))
#define SAFE_MINCORE(start, length, vec) \
	safe_mincore(TST_SAFE_, (start), (length), (vec))
#define SAFE_MADVISE(addr, length, advice) \
	safe_madvise(TST_SAFE_, (addr), (length), (advice))

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
#define SAFE_SETRESUID(ruid, euid, suid) \
	safe_setresuid(TST_SAFE_, (ruid), (euid), (suid))
#define SAFE_SETRESGID(rgid, egid, sgid) \
	safe_setresgid(TST_SAFE_, (rgid), (egid), (sgid))
#define SAFE_SETGROUPS(size, list) safe_setgroups(TST_SAFE_, (size), (list))
#define SAFE_GETGROUPS(size, list) safe_getgroups(TST_SAFE_, (size), (list))
#define SAFE_GETPWUID(uid) safe_getpwuid(TST_SAFE_, (uid))
#define SAFE_GETGRGID(gid) safe_getgrgid(TST_SAFE_, (gid))
#define SAFE_GETGRNAM_FALLBACK(name, fallback) \
	safe_getgrnam_fallback(TST_SAFE_, (name), (fallback))
#define SAFE_SETSID() safe_setsid(TST_SAFE_)
#define SAFE_SETPGID(pid, pgid) safe_setpgid(TST_SAFE_, (pid), (pgid))
#define SAFE_GETPGID(pid) safe_getpgid(TST_SAFE_, (pid))
#define SAFE_GETPRIORITY(which, who) safe_getpriority(TST_SAFE_, (which), (who))
#define SAFE_SETPRIORITY(which, who, prio) \
	safe_setpriority(TST_SAFE_, (which), (who), (prio))
#define SAFE_UNSHARE(flags) safe_unshare(TST_SAFE_, (flags))
#define SAFE_SETNS(fd, nstype) safe_setns(TST_SAFE_, (fd), (nstype))
#define SAFE_PTRACE(req, pid, addr, data)                               \
	safe_ptrace(TST_SAFE_, (req), (pid), (void *)(uintptr_t)(addr), \
		    (void *)(uintptr_t)(data))
#define SAFE_PRCTL(option, arg2, arg3, arg4, arg5)               \
	safe_prctl(TST_SAFE_, (option), (unsigned long)(arg2),   \
		   (unsigned long)(arg3), (unsigned long)(arg4), \
		   (unsigned long)(arg5))
#define SAFE_PERSONALITY(persona) safe_personality(TST_SAFE_, (persona))
#define SAFE_PTSNAME(masterfd) safe_ptsname(TST_SAFE_, (masterfd))
#define SAFE_PIDFD_OPEN(pid, flags) safe_pidfd_open(TST_SAFE_, (pid), (flags))
#define SAFE_UNAME(buf) safe_uname(TST_SAFE_, (buf))
#define SAFE_SYSINFO(info) safe_sysinfo(TST_SAFE_, (info))
#define SAFE_SETENV(name, value, overwrite) \
	safe_setenv(TST_SAFE_, (name), (value), (overwrite))

#define SAFE_SIGNAL(signum, handler) safe_signal(TST_SAFE_, (signum), (handler))
#define SAFE_SIGACTION(signum, act, oldact) \
	safe_sigaction(TST_SAFE_, (signum), (act), (oldact))
#define SAFE_SIGEMPTYSET(set) safe_sigemptyset(TST_SAFE_, (set))
#define SAFE_SIGFILLSET(set) safe_sigfillset(TST_SAFE_, (set))
#define SAFE_SIGADDSET(set, signo) safe_sigaddset(TST_SAFE_, (set), (signo))
#define SAFE_SIGDELSET(set, signo) safe_sigdelset(TST_SAFE_, (set), (signo))
#define SAFE_SIGPROCMASK(how, set, oldset) \
	safe_sigprocmask(TST_SAFE_, (how), (set), (oldset))
#define SAFE_SIGWAIT(set, sig) safe_sigwait(TST_SAFE_, (set), (sig))

#define SAFE_EXECL(path, arg, ...)                                         \
	do {                                                               \
		execl((path), (arg), ##__VA_ARGS__);                       \
		tst_safe_exec_failed(__FILE__, __LINE__, "execl", (path)); \
	} while (0)
#define SAFE_EXECLP(file, arg, ...)                                         \
	do {                                                                \
		execlp((file), (arg), ##__VA_ARGS__);                       \
		tst_safe_exec_failed(__FILE__, __LINE__, "execlp", (file)); \
	} while (0)
#define SAFE_EXECV(path, argv)                                             \
	do {                                                               \
		execv((path), (argv));                                     \
		tst_safe_exec_failed(__FILE__, __LINE__, "execv", (path)); \
	} while (0)
#define SAFE_EXECVP(file, argv)                                             \
	do {                                                                \
		execvp((file), (argv));                                     \
		tst_safe_exec_failed(__FILE__, __LINE__, "execvp", (file)); \
	} while (0)

#define SAFE_STRTOL(str, min, max) safe_strtol(TST_SAFE_, (str), (min), (max))
#define SAFE_STRTOUL(str, min, max) safe_strtoul(TST_SAFE_, (str), (min), (max))

#define SAFE_MOUNT(source, target, fstype, mountflags, data)              \
	safe_mount(TST_SAFE_, (source), (target), (fstype), (mountflags), \
		   (data))
#define SAFE_UMOUNT(target) safe_umount(TST_SAFE_, (target))

#endif /* TST_NO_NEW_API_MACROS */

#endif /* TST_SAFE_MACROS_H */
