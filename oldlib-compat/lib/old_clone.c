// SPDX-License-Identifier: GPL-2.0-or-later
/* clone(2) with a caller-supplied or allocated stack. */
#include <sched.h>
#include <stdarg.h>
#include "old_internal.h"

int ltp_clone(unsigned long clone_flags, int (*fn)(void *arg), void *arg,
	      size_t stack_size, void *stack)
{
	/* clone() wants the end the stack grows from. */
#if defined(__hppa__) || defined(__metag__)
	void *top = stack;
#else
	void *top = (char *)stack + stack_size;
#endif
	return clone(fn, top, clone_flags, arg);
}

int ltp_clone7(unsigned long clone_flags, int (*fn)(void *arg), void *arg,
	       size_t stack_size, void *stack, ...)
{
	pid_t *parent_tid, *child_tid;
	void *tls, *top;
	va_list va;

	va_start(va, stack);
	parent_tid = va_arg(va, pid_t *);
	tls = va_arg(va, void *);
	child_tid = va_arg(va, pid_t *);
	va_end(va);
#if defined(__hppa__) || defined(__metag__)
	top = stack;
#else
	top = (char *)stack + stack_size;
#endif
	return clone(fn, top, clone_flags, arg, parent_tid, tls, child_tid);
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
 * Stacks lent to CLONE_VM children cannot be freed while a child may run on
 * them; keep them reachable so leak checkers see them as held, not lost.
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

int ltp_clone_malloc(unsigned long clone_flags, int (*fn)(void *arg), void *arg,
		     size_t stack_size)
{
	void *stack = ltp_alloc_stack(stack_size);
	int ret;

	if (!stack)
		return -1;
	ret = ltp_clone(clone_flags, fn, arg, stack_size, stack);
	/* Without CLONE_VM the child has its own copy: the parent's can go.
	 * With it, the child may still be using it. */
	if (ret == -1 || !(clone_flags & CLONE_VM)) {
		int saved = errno;

		free(stack);
		errno = saved;
	} else {
		keep_stack(stack);
	}
	return ret;
}
