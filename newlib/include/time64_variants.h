/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * struct time64_variants: one variant of the time-taking calls a test
 * checks (.test_variants = ARRAY_SIZE(variants), variants[tst_variant]):
 * which timespec layout it takes (ts_type, for struct tst_ts) and the
 * function of each call, usually one of the libc_*() or sys_*() below.
 * A test fills in only the calls it uses. It brings in tst_test.h, as
 * tests of the real suite that include only this header expect.
 */
#ifndef TIME64_VARIANTS_H
#define TIME64_VARIANTS_H

#include <mqueue.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <time.h>
/*
 * tst_test.h first: it brings in the suite's config.h, whose HAVE_LIBAIO
 * decides the io_pgetevents member below (a test that includes tst_timer.h
 * before tst_test.h, clock_nanosleep01, reaches this header before it).
 */
#include "tst_test.h"
#include "tst_timer.h"
#include "tst_syscall.h"
#ifdef HAVE_LIBAIO
#include <libaio.h>
#endif

/*
 * The clock and timer calls in each variant: libc's
 * wrapper (taking libc's struct timespec), the old system call (the
 * kernel's old timespec) and the 64-bit one of 32-bit systems (the kernel's
 * 64-bit timespec). A system call this system lacks is TCONF (tst_syscall()),
 * so tests guard the variants with #if (__NR_x != __LTP__NR_INVALID_SYSCALL).
 * Each returns what the call returned, with errno set. (The real suite
 * has them in tst_timer.h; here they need syscall(), which a test built
 * with an older _XOPEN_SOURCE does not see, and tst_timer.h serves those.)
 */
typedef int kernel_timer_t; /* a timer id as timer_create(2) gives it */

static inline int libc_clock_getres(clockid_t clk_id, void *ts)
{
	return clock_getres(clk_id, ts);
}

static inline int sys_clock_getres(clockid_t clk_id, void *ts)
{
	return tst_syscall(__NR_clock_getres, clk_id, ts);
}

static inline int sys_clock_getres64(clockid_t clk_id, void *ts)
{
	return tst_syscall(__NR_clock_getres_time64, clk_id, ts);
}

static inline int libc_clock_gettime(clockid_t clk_id, void *ts)
{
	return clock_gettime(clk_id, ts);
}

static inline int sys_clock_gettime(clockid_t clk_id, void *ts)
{
	return tst_syscall(__NR_clock_gettime, clk_id, ts);
}

static inline int sys_clock_gettime64(clockid_t clk_id, void *ts)
{
	return tst_syscall(__NR_clock_gettime64, clk_id, ts);
}

static inline int libc_clock_settime(clockid_t clk_id, void *ts)
{
	return clock_settime(clk_id, ts);
}

static inline int sys_clock_settime(clockid_t clk_id, void *ts)
{
	return tst_syscall(__NR_clock_settime, clk_id, ts);
}

static inline int sys_clock_settime64(clockid_t clk_id, void *ts)
{
	return tst_syscall(__NR_clock_settime64, clk_id, ts);
}

/* libc's returns the error number (0 on success) as clock_nanosleep(3)
 * does; the system calls return -1 with errno. */
static inline int libc_clock_nanosleep(clockid_t clk_id, int flags,
				       void *request, void *remain)
{
	return clock_nanosleep(clk_id, flags, request, remain);
}

static inline int sys_clock_nanosleep(clockid_t clk_id, int flags,
				      void *request, void *remain)
{
	return tst_syscall(__NR_clock_nanosleep, clk_id, flags, request,
			   remain);
}

static inline int sys_clock_nanosleep64(clockid_t clk_id, int flags,
					void *request, void *remain)
{
	return tst_syscall(__NR_clock_nanosleep_time64, clk_id, flags, request,
			   remain);
}

static inline int sys_timer_gettime(kernel_timer_t timerid, void *its)
{
	return tst_syscall(__NR_timer_gettime, timerid, its);
}

static inline int sys_timer_gettime64(kernel_timer_t timerid, void *its)
{
	return tst_syscall(__NR_timer_gettime64, timerid, its);
}

static inline int sys_timer_settime(kernel_timer_t timerid, int flags,
				    void *its, void *old_its)
{
	return tst_syscall(__NR_timer_settime, timerid, flags, its, old_its);
}

static inline int sys_timer_settime64(kernel_timer_t timerid, int flags,
				      void *its, void *old_its)
{
	return tst_syscall(__NR_timer_settime64, timerid, flags, its, old_its);
}

static inline int sys_timerfd_gettime(int fd, void *its)
{
	return tst_syscall(__NR_timerfd_gettime, fd, its);
}

static inline int sys_timerfd_gettime64(int fd, void *its)
{
	return tst_syscall(__NR_timerfd_gettime64, fd, its);
}

static inline int sys_timerfd_settime(int fd, int flags, void *its,
				      void *old_its)
{
	return tst_syscall(__NR_timerfd_settime, fd, flags, its, old_its);
}

static inline int sys_timerfd_settime64(int fd, int flags, void *its,
					void *old_its)
{
	return tst_syscall(__NR_timerfd_settime64, fd, flags, its, old_its);
}

/*
 * sched_rr_get_interval(2) the same three ways (the round-robin time slice
 * of pid, 0 for the caller, into ts of the variant's layout).
 */
static inline int libc_sched_rr_get_interval(pid_t pid, void *ts)
{
	return sched_rr_get_interval(pid, ts);
}

static inline int sys_sched_rr_get_interval(pid_t pid, void *ts)
{
	return tst_syscall(__NR_sched_rr_get_interval, pid, ts);
}

static inline int sys_sched_rr_get_interval64(pid_t pid, void *ts)
{
	return tst_syscall(__NR_sched_rr_get_interval_time64, pid, ts);
}

/*
 * mq_timedsend(2) and mq_timedreceive(2) the same three ways (abs_timeout
 * an absolute CLOCK_REALTIME time of the variant's layout, NULL to block).
 */
static inline int libc_mq_timedsend(mqd_t mqdes, const char *msg_ptr,
				    size_t msg_len, unsigned int msg_prio,
				    void *abs_timeout)
{
	return mq_timedsend(mqdes, msg_ptr, msg_len, msg_prio, abs_timeout);
}

static inline int sys_mq_timedsend(mqd_t mqdes, const char *msg_ptr,
				   size_t msg_len, unsigned int msg_prio,
				   void *abs_timeout)
{
	return tst_syscall(__NR_mq_timedsend, mqdes, msg_ptr, msg_len, msg_prio,
			   abs_timeout);
}

static inline int sys_mq_timedsend64(mqd_t mqdes, const char *msg_ptr,
				     size_t msg_len, unsigned int msg_prio,
				     void *abs_timeout)
{
	return tst_syscall(__NR_mq_timedsend_time64, mqdes, msg_ptr, msg_len,
			   msg_prio, abs_timeout);
}

static inline ssize_t libc_mq_timedreceive(mqd_t mqdes, char *msg_ptr,
					   size_t msg_len,
					   unsigned int *msg_prio,
					   void *abs_timeout)
{
	return mq_timedreceive(mqdes, msg_ptr, msg_len, msg_prio, abs_timeout);
}

static inline ssize_t sys_mq_timedreceive(mqd_t mqdes, char *msg_ptr,
					  size_t msg_len,
					  unsigned int *msg_prio,
					  void *abs_timeout)
{
	return tst_syscall(__NR_mq_timedreceive, mqdes, msg_ptr, msg_len,
			   msg_prio, abs_timeout);
}

static inline ssize_t sys_mq_timedreceive64(mqd_t mqdes, char *msg_ptr,
					    size_t msg_len,
					    unsigned int *msg_prio,
					    void *abs_timeout)
{
	return tst_syscall(__NR_mq_timedreceive_time64, mqdes, msg_ptr, msg_len,
			   msg_prio, abs_timeout);
}

/*
 * futex(2), the old system call and the one taking the kernel's 64-bit
 * timespec (32-bit systems), as the futex tests' futextest.h calls them
 * through one function pointer: to, when the operation takes one, is a
 * timeout of the call's layout (struct tst_ts through tst_ts_get()).
 */
static inline int sys_futex(int *uaddr, int futex_op, int val, void *to,
			    int *uaddr2, int val3)
{
	return tst_syscall(__NR_futex, uaddr, futex_op, val, to, uaddr2, val3);
}

static inline int sys_futex_time64(int *uaddr, int futex_op, int val, void *to,
				   int *uaddr2, int val3)
{
	return tst_syscall(__NR_futex_time64, uaddr, futex_op, val, to, uaddr2,
			   val3);
}

struct io_event;
struct sembuf;
struct mmsghdr;

struct time64_variants {
	char *desc;

	enum tst_ts_type ts_type;
	int (*clock_gettime)(clockid_t clk_id, void *ts);
	int (*clock_settime)(clockid_t clk_id, void *ts);
	int (*clock_nanosleep)(clockid_t clock_id, int flags, void *request,
			       void *remain);

	int (*timer_gettime)(kernel_timer_t timer, void *its);
	int (*timer_settime)(kernel_timer_t timerid, int flags, void *its,
			     void *old_its);
	int (*tfd_gettime)(int fd, void *its);
	int (*tfd_settime)(int fd, int flags, void *new_value, void *old_value);

#ifdef HAVE_LIBAIO
	int (*io_pgetevents)(io_context_t ctx, long min_nr, long max_nr,
			     struct io_event *events, void *timeout,
			     sigset_t *sigmask);
#endif

	int (*mqt_send)(mqd_t mqdes, const char *msg_ptr, size_t msg_len,
			unsigned int msg_prio, void *abs_timeout);
	ssize_t (*mqt_receive)(mqd_t mqdes, char *msg_ptr, size_t msg_len,
			       unsigned int *msg_prio, void *abs_timeout);
	int (*ppoll)(struct pollfd *fds, nfds_t nfds, void *tmo_p,
		     const sigset_t *sigmask, size_t sigsetsize);
	int (*sched_rr_get_interval)(pid_t pid, void *ts);
	int (*semop)(int semid, struct sembuf *sops, size_t nsops);
	int (*semtimedop)(int semid, struct sembuf *sops, size_t nsops,
			  void *timeout);
	int (*sigwait)(const sigset_t *set, siginfo_t *info, void *timeout);
	int (*recvmmsg)(int sockfd, struct mmsghdr *msgvec, unsigned int vlen,
			unsigned int flags, void *timeout);
	int (*sendmmsg)(int sockfd, struct mmsghdr *msgvec, unsigned int vlen,
			unsigned int flags);
	int (*utimensat)(int dirfd, const char *pathname, void *times,
			 int flags);
};

#endif /* TIME64_VARIANTS_H */
