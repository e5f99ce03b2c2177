// SPDX-License-Identifier: GPL-2.0-or-later
/* Children made with clone3()/clone(), and clone() on a given stack. */
#include <errno.h>
#include <sched.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "tst_test.h"
#include "tst_internal.h"

#ifndef SYS_clone3
#define SYS_clone3 435
#endif

/* What clone(2) can take besides the exit signal in its low byte. */
#define CLONE_LEGACY_FLAGS 0xffffff00ULL

/* The kernel's struct clone_args (clone3(2)) up to cgroup: version 2. */
struct kernel_clone_args {
	uint64_t flags;
	uint64_t pidfd;
	uint64_t child_tid;
	uint64_t parent_tid;
	uint64_t exit_signal;
	uint64_t stack;
	uint64_t stack_size;
	uint64_t tls;
	uint64_t set_tid;
	uint64_t set_tid_size;
	uint64_t cgroup;
};

pid_t tst_clone(const struct tst_clone_args *args)
{
	struct kernel_clone_args ka = {
		.flags = args->flags,
		.pidfd = args->pidfd,
		.child_tid = args->child_tid,
		.parent_tid = args->parent_tid,
		.exit_signal = args->exit_signal,
		.stack = args->stack,
		.stack_size = args->stack_size,
		.tls = args->tls,
		.cgroup = args->cgroup,
	};
	unsigned long flags;
	pid_t pid;

	fflush(NULL);
	pid = syscall(SYS_clone3, &ka, sizeof(ka));
	if (pid != -1 || errno != ENOSYS)
		return pid;
	/* A fork-like clone(): no new stack, the child continues here. */
	if (args->flags & ~CLONE_LEGACY_FLAGS || args->exit_signal > 0xff ||
	    args->stack || args->tls || args->cgroup) {
		errno = ENOSYS;
		return -1;
	}
	flags = args->flags | args->exit_signal;
#if defined(__s390__)
	return syscall(SYS_clone, 0, flags, args->parent_tid, args->child_tid,
		       args->tls);
#else
	return syscall(SYS_clone, flags, 0, args->parent_tid, args->child_tid,
		       args->tls);
#endif
}

pid_t safe_clone(const char *file, const int lineno,
		 const struct tst_clone_args *args)
{
	pid_t pid;

	if (!tst_test || !tst_test->forks_child)
		tst_brk_(file, lineno, TBROK,
			 "SAFE_CLONE() needs .forks_child = 1 in struct "
			 "tst_test");
	pid = tst_clone(args);
	if (pid == -1)
		tst_brk_(file, lineno, TBROK | TERRNO,
			 "clone3(flags=%#llx, exit_signal=%llu) failed",
			 (unsigned long long)args->flags,
			 (unsigned long long)args->exit_signal);
	return pid;
}

static int clone_on(unsigned long flags, int (*fn)(void *arg), void *arg,
		    size_t stack_size, void *stack, pid_t *ptid, void *tls,
		    pid_t *ctid)
{
	/* clone() wants the end the stack grows from. */
#if defined(__hppa__) || defined(__metag__)
	(void)stack_size;
	return clone(fn, stack, flags, arg, ptid, tls, ctid);
#else
	return clone(fn, (char *)stack + stack_size, flags, arg, ptid, tls,
		     ctid);
#endif
}

int ltp_clone(unsigned long flags, int (*fn)(void *arg), void *arg,
	      size_t stack_size, void *stack, ...)
{
	pid_t *ptid = NULL, *ctid = NULL;
	void *tls = NULL;
	va_list va;

	va_start(va, stack);
	if (flags & (CLONE_PARENT_SETTID | CLONE_SETTLS | CLONE_CHILD_SETTID)) {
		ptid = va_arg(va, pid_t *);
		tls = va_arg(va, void *);
		ctid = va_arg(va, pid_t *);
	}
	va_end(va);
	return clone_on(flags, fn, arg, stack_size, stack, ptid, tls, ctid);
}

int ltp_clone7(unsigned long flags, int (*fn)(void *arg), void *arg,
	       size_t stack_size, void *stack, ...)
{
	pid_t *ptid, *ctid;
	void *tls;
	va_list va;

	va_start(va, stack);
	ptid = va_arg(va, pid_t *);
	tls = va_arg(va, void *);
	ctid = va_arg(va, pid_t *);
	va_end(va);
	return clone_on(flags, fn, arg, stack_size, stack, ptid, tls, ctid);
}

void *ltp_alloc_stack(size_t size)
{
	void *stack;

	/* Aligned for any arch's ABI (16 bytes on most, 64 covers all). */
	if (posix_memalign(&stack, 64, size))
		return NULL;
	return stack;
}

/*
 * A stack lent to a CLONE_VM child cannot be freed while the child may
 * run on it; it is kept reachable so leak checkers see it held, not lost.
 */
static void keep_stack(void *stack)
{
	static void **kept;
	static size_t nkept;
	void **more = realloc(kept, (nkept + 1) * sizeof(*kept));

	if (!more)
		return;
	kept = more;
	kept[nkept++] = stack;
}

int ltp_clone_malloc(unsigned long flags, int (*fn)(void *arg), void *arg,
		     size_t stack_size)
{
	void *stack = ltp_alloc_stack(stack_size);
	int ret, err;

	if (!stack)
		return -1;
	ret = ltp_clone(flags, fn, arg, stack_size, stack);
	err = errno;
	/* Without CLONE_VM the child has its own copy of the stack. */
	if (ret == -1 || !(flags & CLONE_VM))
		free(stack);
	else
		keep_stack(stack);
	errno = err;
	return ret;
}
