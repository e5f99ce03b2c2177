/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Raw system-call entry points for the native tests, so a test can check
 * the kernel interface itself next to (or instead of) the libc wrapper,
 * and use calls this libc has no wrapper for. Each returns what syscall(2)
 * returns: the result, or -1 with errno set.
 */
#ifndef NATIVE_SYS_H
#define NATIVE_SYS_H

#include <stddef.h>
#include <errno.h>
#include <stdint.h>
#include <time.h>
#include <unistd.h>
#include <signal.h>
#include <sys/syscall.h>
#include <sys/types.h>

#ifndef P_PIDFD
#define P_PIDFD 3
#endif

static inline int sys_pidfd_open(pid_t pid, unsigned int flags)
{
	return syscall(__NR_pidfd_open, pid, flags);
}

static inline int sys_pidfd_send_signal(int pidfd, int sig, siginfo_t *info,
					unsigned int flags)
{
	return syscall(__NR_pidfd_send_signal, pidfd, sig, info, flags);
}

static inline long sys_openat2(int dirfd, const char *path, void *how,
			       size_t size)
{
	return syscall(__NR_openat2, dirfd, path, how, size);
}

static inline long sys_futex(uint32_t *uaddr, int op, uint32_t val,
			     const struct timespec *timeout)
{
	return syscall(__NR_futex, uaddr, op, val, timeout, NULL, 0);
}

static inline long sys_getrandom(void *buf, size_t len, unsigned int flags)
{
	return syscall(__NR_getrandom, buf, len, flags);
}

static inline int sys_eventfd2(unsigned int initval, int flags)
{
	return syscall(__NR_eventfd2, initval, flags);
}

static inline long sys_copy_file_range(int fd_in, off_t *off_in, int fd_out,
				       off_t *off_out, size_t len,
				       unsigned int flags)
{
	return syscall(__NR_copy_file_range, fd_in, off_in, fd_out, off_out,
		       len, flags);
}

static inline int sys_statx(int dirfd, const char *path, int flags,
			    unsigned int mask, void *buf)
{
	return syscall(__NR_statx, dirfd, path, flags, mask, buf);
}

/*
 * The kernel's clock_nanosleep returns -errno in the register; syscall(2)
 * turns that into -1 and errno. This gives it the libc convention back
 * (the error number as the return value) so both variants compare alike.
 */
static inline int sys_clock_nanosleep(clockid_t clk, int flags,
				      const struct timespec *req,
				      struct timespec *rem)
{
	if (syscall(__NR_clock_nanosleep, clk, flags, req, rem) == -1)
		return errno;
	return 0;
}

/* Nanoseconds from a to b on the same clock. */
static inline long long ts_diff_ns(const struct timespec *a,
				   const struct timespec *b)
{
	return (b->tv_sec - a->tv_sec) * 1000000000LL +
	       (b->tv_nsec - a->tv_nsec);
}

static inline void ts_add_ns(struct timespec *t, long long ns)
{
	long long v = t->tv_nsec + ns;

	t->tv_sec += v / 1000000000LL;
	t->tv_nsec = v % 1000000000LL;
}

#endif /* NATIVE_SYS_H */
