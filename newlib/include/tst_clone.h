/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Children made with clone3(2) (clone(2) where the kernel lacks it), as
 * fork() is: the call returns twice, the child runs on a copy of the
 * caller's stack.
 *
 *	const struct tst_clone_args args = {
 *		.flags = CLONE_NEWPID, .exit_signal = SIGCHLD,
 *	};
 *	if (!SAFE_CLONE(&args)) { ... child ...; exit(0); }
 */
#ifndef TST_CLONE_H
#define TST_CLONE_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

/*
 * The fields of the kernel's struct clone_args that tests set. flags and
 * exit_signal come first, as in the real suite, whose tests also write
 * { CLONE_NEWUSER, SIGCHLD }; tst_clone() passes them on in the kernel's
 * order.
 */
struct tst_clone_args {
	uint64_t flags;
	uint64_t exit_signal;
	uint64_t cgroup;
	uint64_t pidfd;
	uint64_t child_tid;
	uint64_t parent_tid;
	uint64_t stack;
	uint64_t stack_size;
	uint64_t tls;
};

/* Child's pid, 0 in the child, -1 with errno. Output streams are flushed
 * first. Flags clone(2) cannot express need clone3 (ENOSYS then). */
pid_t tst_clone(const struct tst_clone_args *args);

/* As tst_clone(); failing is TBROK naming the flags. Needs .forks_child. */
pid_t safe_clone(const char *file, const int lineno,
		 const struct tst_clone_args *args);
#define SAFE_CLONE(args) safe_clone(__FILE__, __LINE__, (args))

/*
 * clone(2) running fn(arg) on the stack_size bytes at stack (its lowest
 * address, whatever way the arch's stack grows). With CLONE_PARENT_SETTID,
 * CLONE_SETTLS or CLONE_CHILD_SETTID, the optional arguments are pid_t
 * *ptid, void *tls, pid_t *ctid. Returns clone()'s value.
 */
int ltp_clone(unsigned long flags, int (*fn)(void *arg), void *arg,
	      size_t stack_size, void *stack, ...);

/* As ltp_clone(), the three optional arguments always given: pid_t *ptid,
 * void *tls, pid_t *ctid (NULL for those the flags do not use). */
int ltp_clone7(unsigned long flags, int (*fn)(void *arg), void *arg,
	       size_t stack_size, void *stack, ...);

/* As ltp_clone() on a stack it allocates (kept while a CLONE_VM child may
 * use it). */
int ltp_clone_malloc(unsigned long flags, int (*fn)(void *arg), void *arg,
		     size_t stack_size);

/* A stack for ltp_clone(), aligned for any arch; NULL when out of memory. */
void *ltp_alloc_stack(size_t size);

/* ltp_clone_malloc() with a 1 MiB stack. */
#define ltp_clone_quick(flags, fn, arg) \
	ltp_clone_malloc((flags), (fn), (arg), 1024 * 1024)

#endif /* TST_CLONE_H */
