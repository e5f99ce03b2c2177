/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The 16-bit uid/gid system calls, for tests built twice: plainly (the
 * libc calls, 32-bit ids) and with -DTST_USE_COMPAT16_SYSCALL (the old
 * 16-bit calls, on the architectures that still have them next to the
 * 32-bit ones: where the kernel has __NR_setuid32, __NR_setuid is the
 * 16-bit one). Elsewhere a 16-bit call is TCONF.
 *
 *	UID16_CHECK(uid, setuid);	(TBROK when uid does not fit)
 *	TST_EXP_PASS(SETUID(uid));
 */
#ifndef COMPAT_TST_16_H
#define COMPAT_TST_16_H

#include <errno.h>
#include <grp.h>
#include <unistd.h>
#include <sys/fsuid.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include "tst_test.h"
#include "tst_syscall_nr.h"

#ifdef TST_USE_COMPAT16_SYSCALL

typedef unsigned short UID_T;
typedef unsigned short GID_T;

/* Whether an id fits the 16-bit calls (-1 keeps its meaning "unchanged"). */
#define UID_SIZE_CHECK(uid) ((uid) == (uid_t)-1 || !((uid) >> 16))
#define GID_SIZE_CHECK(gid) ((gid) == (gid_t)-1 || !((gid) >> 16))

/* The id is evaluated once (tests pass assignments). */
#define UID16_CHECK(uid, sname)                                      \
	do {                                                         \
		uid_t tst_id16_ = (uid);                             \
		if (!UID_SIZE_CHECK(tst_id16_))                      \
			tst_brk(TBROK,                               \
				"uid %d of %s is too large for the " \
				"16-bit version of " #sname "()",    \
				(int)tst_id16_, #uid);               \
	} while (0)

#define GID16_CHECK(gid, sname)                                      \
	do {                                                         \
		gid_t tst_id16_ = (gid);                             \
		if (!GID_SIZE_CHECK(tst_id16_))                      \
			tst_brk(TBROK,                               \
				"gid %d of %s is too large for the " \
				"16-bit version of " #sname "()",    \
				(int)tst_id16_, #gid);               \
	} while (0)

/* The 16-bit call NR where it exists (NR32 names its 32-bit twin). */
#define TST_CALL16_(name, has32, NR, ...)                                 \
	({                                                                \
		long tst_c16_ret_ = -1;                                   \
		if (!(has32))                                             \
			tst_brk(TCONF, "the 16-bit version of " #name     \
				       "() does not exist on this arch"); \
		else                                                      \
			tst_c16_ret_ = syscall((NR), ##__VA_ARGS__);      \
		tst_c16_ret_;                                             \
	})

/* tst_syscall_nr.h defines every name, a call this arch lacks as
 * __TST_NR_INVALID: the 16-bit calls exist where a setuid32 does. */
#if __NR_setuid32 != __TST_NR_INVALID
#define TST_HAS_16BIT_IDS 1
#define TST_NR16_(name) __NR_##name
#else
#define TST_HAS_16BIT_IDS 0
#define TST_NR16_(name) -1
#endif

#define SETUID(uid) \
	TST_CALL16_(setuid, TST_HAS_16BIT_IDS, TST_NR16_(setuid), (UID_T)(uid))
#define SETGID(gid) \
	TST_CALL16_(setgid, TST_HAS_16BIT_IDS, TST_NR16_(setgid), (GID_T)(gid))
#define SETREUID(r, e)                                                \
	TST_CALL16_(setreuid, TST_HAS_16BIT_IDS, TST_NR16_(setreuid), \
		    (UID_T)(r), (UID_T)(e))
#define SETREGID(r, e)                                                \
	TST_CALL16_(setregid, TST_HAS_16BIT_IDS, TST_NR16_(setregid), \
		    (GID_T)(r), (GID_T)(e))
#define SETRESUID(r, e, s)                                              \
	TST_CALL16_(setresuid, TST_HAS_16BIT_IDS, TST_NR16_(setresuid), \
		    (UID_T)(r), (UID_T)(e), (UID_T)(s))
#define SETRESGID(r, e, s)                                              \
	TST_CALL16_(setresgid, TST_HAS_16BIT_IDS, TST_NR16_(setresgid), \
		    (GID_T)(r), (GID_T)(e), (GID_T)(s))
#define GETRESUID(r, e, s)                                              \
	TST_CALL16_(getresuid, TST_HAS_16BIT_IDS, TST_NR16_(getresuid), \
		    (UID_T *)(r), (UID_T *)(e), (UID_T *)(s))
#define GETRESGID(r, e, s)                                              \
	TST_CALL16_(getresgid, TST_HAS_16BIT_IDS, TST_NR16_(getresgid), \
		    (GID_T *)(r), (GID_T *)(e), (GID_T *)(s))
#define SETFSUID(uid)                                                 \
	TST_CALL16_(setfsuid, TST_HAS_16BIT_IDS, TST_NR16_(setfsuid), \
		    (UID_T)(uid))
#define SETFSGID(gid)                                                 \
	TST_CALL16_(setfsgid, TST_HAS_16BIT_IDS, TST_NR16_(setfsgid), \
		    (GID_T)(gid))
#define GETUID() TST_CALL16_(getuid, TST_HAS_16BIT_IDS, TST_NR16_(getuid))
#define GETEUID() TST_CALL16_(geteuid, TST_HAS_16BIT_IDS, TST_NR16_(geteuid))
#define GETGID() TST_CALL16_(getgid, TST_HAS_16BIT_IDS, TST_NR16_(getgid))
#define GETEGID() TST_CALL16_(getegid, TST_HAS_16BIT_IDS, TST_NR16_(getegid))
#define CHOWN(path, o, g)                                               \
	TST_CALL16_(chown, TST_HAS_16BIT_IDS, TST_NR16_(chown), (path), \
		    (UID_T)(o), (GID_T)(g))
#define LCHOWN(path, o, g)                                                \
	TST_CALL16_(lchown, TST_HAS_16BIT_IDS, TST_NR16_(lchown), (path), \
		    (UID_T)(o), (GID_T)(g))
#define FCHOWN(fd, o, g)                                                \
	TST_CALL16_(fchown, TST_HAS_16BIT_IDS, TST_NR16_(fchown), (fd), \
		    (UID_T)(o), (GID_T)(g))
#define GETGROUPS(size, list)                                           \
	TST_CALL16_(getgroups, TST_HAS_16BIT_IDS, TST_NR16_(getgroups), \
		    (size), (GID_T *)(list))
#define SETGROUPS(size, list)                                           \
	TST_CALL16_(setgroups, TST_HAS_16BIT_IDS, TST_NR16_(setgroups), \
		    (size), (const GID_T *)(list))

#else /* the 32-bit ids, through libc */

typedef uid_t UID_T;
typedef gid_t GID_T;

#define UID_SIZE_CHECK(uid) 1
#define GID_SIZE_CHECK(gid) 1
#define UID16_CHECK(uid, sname) ((void)(uid))
#define GID16_CHECK(gid, sname) ((void)(gid))

#define SETUID(uid) setuid(uid)
#define SETGID(gid) setgid(gid)
#define SETREUID(r, e) setreuid((r), (e))
#define SETREGID(r, e) setregid((r), (e))
#define SETRESUID(r, e, s) setresuid((r), (e), (s))
#define SETRESGID(r, e, s) setresgid((r), (e), (s))
#define GETRESUID(r, e, s) getresuid((r), (e), (s))
#define GETRESGID(r, e, s) getresgid((r), (e), (s))
#define SETFSUID(uid) setfsuid(uid)
#define SETFSGID(gid) setfsgid(gid)
#define GETUID() getuid()
#define GETEUID() geteuid()
#define GETGID() getgid()
#define GETEGID() getegid()
#define CHOWN(path, o, g) chown((path), (o), (g))
#define LCHOWN(path, o, g) lchown((path), (o), (g))
#define FCHOWN(fd, o, g) fchown((fd), (o), (g))
#define GETGROUPS(size, list) getgroups((size), (list))
#define SETGROUPS(size, list) setgroups((size), (list))

#endif /* TST_USE_COMPAT16_SYSCALL */

#endif /* COMPAT_TST_16_H */
