// SPDX-License-Identifier: GPL-2.0-or-later
/* Safe calls on processes, user and group ids, and limits. */

#include <errno.h>
#include "tst_res.h"
#include "tst_safe_check.h"
#include "tst_safe_macros.h"

int safe_kill(const char *file, const int lineno, void (*cleanup_fn)(void),
	      pid_t pid, int sig)
{
	int rval;

	rval = kill(pid, sig);
	/* Signal 0 has no name: it only checks that pid exists. */
	if (sig)
		tst_safe_check_zero(file, lineno, cleanup_fn, rval,
				    "kill(%d,%s)", (int)pid, tst_strsig(sig));
	else
		tst_safe_check_zero(file, lineno, cleanup_fn, rval,
				    "kill(%d,0)", (int)pid);
	return rval;
}

pid_t safe_wait(const char *file, const int lineno, void (*cleanup_fn)(void),
		int *status)
{
	pid_t rval;

	/* as wait(), by another name: a test's global named wait */
	rval = waitpid(-1, status, 0);
	/* 0 is not a pid wait() can return: only -1 or a child. */
	if (rval == 0)
		rval = -2;
	tst_safe_check_nonneg(file, lineno, cleanup_fn, rval, "wait(%p)",
			      (void *)status);
	return rval;
}

pid_t safe_waitpid(const char *file, const int lineno, void (*cleanup_fn)(void),
		   pid_t pid, int *status, int options)
{
	pid_t rval;

	rval = waitpid(pid, status, options);
	if (rval == 0 && !(options & WNOHANG))
		tst_brk_c_(file, lineno, TBROK, cleanup_fn,
			   "waitpid(%d,%p,%d) returned 0 without WNOHANG",
			   (int)pid, (void *)status, options);
	else
		tst_safe_check_nonneg(file, lineno, cleanup_fn, rval,
				      "waitpid(%d,%p,%d)", (int)pid,
				      (void *)status, options);
	return rval;
}

int safe_setuid(const char *file, const int lineno, void (*cleanup_fn)(void),
		uid_t uid)
{
	int rval;

	rval = setuid(uid);
	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "setuid(%d)",
			    (int)uid);
	return rval;
}

int safe_seteuid(const char *file, const int lineno, void (*cleanup_fn)(void),
		 uid_t euid)
{
	int rval;

	rval = seteuid(euid);
	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "seteuid(%d)",
			    (int)euid);
	return rval;
}

int safe_setgid(const char *file, const int lineno, void (*cleanup_fn)(void),
		gid_t gid)
{
	int rval;

	rval = setgid(gid);
	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "setgid(%d)",
			    (int)gid);
	return rval;
}

int safe_setegid(const char *file, const int lineno, void (*cleanup_fn)(void),
		 gid_t egid)
{
	int rval;

	rval = setegid(egid);
	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "setegid(%d)",
			    (int)egid);
	return rval;
}

int safe_setreuid(const char *file, const int lineno, void (*cleanup_fn)(void),
		  uid_t ruid, uid_t euid)
{
	int rval;

	rval = setreuid(ruid, euid);
	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "setreuid(%d,%d)",
			    (int)ruid, (int)euid);
	return rval;
}

int safe_setregid(const char *file, const int lineno, void (*cleanup_fn)(void),
		  gid_t rgid, gid_t egid)
{
	int rval;

	rval = setregid(rgid, egid);
	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "setregid(%d,%d)",
			    (int)rgid, (int)egid);
	return rval;
}

int safe_getresuid(const char *file, const int lineno, void (*cleanup_fn)(void),
		   uid_t *ruid, uid_t *euid, uid_t *suid)
{
	int rval;

	rval = getresuid(ruid, euid, suid);
	tst_safe_check_zero(file, lineno, cleanup_fn, rval,
			    "getresuid(%p,%p,%p)", (void *)ruid, (void *)euid,
			    (void *)suid);
	return rval;
}

int safe_getresgid(const char *file, const int lineno, void (*cleanup_fn)(void),
		   gid_t *rgid, gid_t *egid, gid_t *sgid)
{
	int rval;

	rval = getresgid(rgid, egid, sgid);
	tst_safe_check_zero(file, lineno, cleanup_fn, rval,
			    "getresgid(%p,%p,%p)", (void *)rgid, (void *)egid,
			    (void *)sgid);
	return rval;
}

/*
 * getpwnam() and getgrnam() return NULL both on error (errno set) and for
 * a missing entry (errno left alone), so errno is cleared first to tell
 * the two apart.
 */
struct passwd *safe_getpwnam(const char *file, const int lineno,
			     void (*cleanup_fn)(void), const char *name)
{
	struct passwd *rval;

	errno = 0;
	rval = getpwnam(name);
	if (!rval && !errno)
		tst_brk_c_(file, lineno, TBROK, cleanup_fn,
			   "getpwnam(%s) failed: no such user", name);
	else
		tst_safe_check_ptr(file, lineno, cleanup_fn, rval,
				   "getpwnam(%s)", name);
	return rval;
}

struct group *safe_getgrnam(const char *file, const int lineno,
			    void (*cleanup_fn)(void), const char *name)
{
	struct group *rval;

	errno = 0;
	rval = getgrnam(name);
	if (!rval && !errno)
		tst_brk_c_(file, lineno, TBROK, cleanup_fn,
			   "getgrnam(%s) failed: no such group", name);
	else
		tst_safe_check_ptr(file, lineno, cleanup_fn, rval,
				   "getgrnam(%s)", name);
	return rval;
}

int safe_setrlimit(const char *file, const int lineno, void (*cleanup_fn)(void),
		   int resource, const struct rlimit *rlim)
{
	int rval;

	rval = setrlimit(resource, rlim);
	tst_safe_check_zero(
		file, lineno, cleanup_fn, rval, "setrlimit(%d,{%lld,%lld})",
		resource, (long long)rlim->rlim_cur, (long long)rlim->rlim_max);
	return rval;
}

int safe_getrlimit(const char *file, const int lineno, void (*cleanup_fn)(void),
		   int resource, struct rlimit *rlim)
{
	int rval;

	rval = getrlimit(resource, rlim);
	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "getrlimit(%d,%p)",
			    resource, (void *)rlim);
	return rval;
}

int safe_getrusage(const char *file, const int lineno, void (*cleanup_fn)(void),
		   int who, struct rusage *usage)
{
	int rval;

	rval = getrusage(who, usage);
	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "getrusage(%d,%p)",
			    who, (void *)usage);
	return rval;
}

long safe_sysconf(const char *file, const int lineno, void (*cleanup_fn)(void),
		  int name)
{
	long rval;

	errno = 0;
	rval = sysconf(name);
	if (rval == -1 && errno)
		tst_safe_fail_errno(file, lineno, cleanup_fn, errno,
				    "sysconf(%d)", name);
	return rval;
}
