// SPDX-License-Identifier: GPL-2.0-or-later
/* Safe calls on ids, sessions, priorities, namespaces and the process. */

#include <errno.h>
#include <sched.h>
#include <sys/personality.h>
#include <sys/prctl.h>
#include <sys/ptrace.h>
#include <sys/syscall.h>
#include "tst_res.h"
#include "tst_safe_check.h"
#include "tst_safe_macros.h"

int safe_setresuid(TST_SAFE_FN_ARGS, uid_t ruid, uid_t euid, uid_t suid)
{
	int rval = setresuid(ruid, euid, suid);

	tst_safe_check_zero(file, lineno, cleanup_fn, rval,
			    "setresuid(%d,%d,%d)", (int)ruid, (int)euid,
			    (int)suid);
	return rval;
}

int safe_setresgid(TST_SAFE_FN_ARGS, gid_t rgid, gid_t egid, gid_t sgid)
{
	int rval = setresgid(rgid, egid, sgid);

	tst_safe_check_zero(file, lineno, cleanup_fn, rval,
			    "setresgid(%d,%d,%d)", (int)rgid, (int)egid,
			    (int)sgid);
	return rval;
}

int safe_setgroups(TST_SAFE_FN_ARGS, size_t size, const gid_t *list)
{
	int rval = setgroups(size, list);

	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "setgroups(%zu,%p)",
			    size, (const void *)list);
	return rval;
}

int safe_getgroups(TST_SAFE_FN_ARGS, int size, gid_t list[])
{
	int rval = getgroups(size, list);

	tst_safe_check_nonneg(file, lineno, cleanup_fn, rval,
			      "getgroups(%d,%p)", size, (void *)list);
	return rval;
}

struct passwd *safe_getpwuid(TST_SAFE_FN_ARGS, uid_t uid)
{
	struct passwd *rval;

	errno = 0;
	rval = getpwuid(uid);
	if (!rval && !errno)
		tst_brk_c_(file, lineno, TBROK, cleanup_fn,
			   "getpwuid(%d): no such user", (int)uid);
	else
		tst_safe_check_ptr(file, lineno, cleanup_fn, rval,
				   "getpwuid(%d)", (int)uid);
	return rval;
}

struct group *safe_getgrgid(TST_SAFE_FN_ARGS, gid_t gid)
{
	struct group *rval;

	errno = 0;
	rval = getgrgid(gid);
	if (!rval && !errno)
		tst_brk_c_(file, lineno, TBROK, cleanup_fn,
			   "getgrgid(%d): no such group", (int)gid);
	else
		tst_safe_check_ptr(file, lineno, cleanup_fn, rval,
				   "getgrgid(%d)", (int)gid);
	return rval;
}

struct group *safe_getgrnam_fallback(TST_SAFE_FN_ARGS, const char *name,
				     const char *fallback)
{
	struct group *rval = getgrnam(name);

	if (rval)
		return rval;
	tst_res_(file, lineno, TINFO, "no group '%s', using '%s'", name,
		 fallback);
	return safe_getgrnam(file, lineno, cleanup_fn, fallback);
}

pid_t safe_setsid(TST_SAFE_FN_ARGS)
{
	pid_t rval = setsid();

	tst_safe_check_nonneg(file, lineno, cleanup_fn, rval, "setsid()");
	return rval;
}

int safe_setpgid(TST_SAFE_FN_ARGS, pid_t pid, pid_t pgid)
{
	int rval = setpgid(pid, pgid);

	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "setpgid(%d,%d)",
			    (int)pid, (int)pgid);
	return rval;
}

pid_t safe_getpgid(TST_SAFE_FN_ARGS, pid_t pid)
{
	pid_t rval = getpgid(pid);

	tst_safe_check_nonneg(file, lineno, cleanup_fn, rval, "getpgid(%d)",
			      (int)pid);
	return rval;
}

int safe_getpriority(TST_SAFE_FN_ARGS, int which, id_t who)
{
	int rval;

	errno = 0;
	rval = getpriority(which, who);
	if (rval == -1 && errno)
		tst_safe_fail_errno(file, lineno, cleanup_fn, errno,
				    "getpriority(%d,%d)", which, (int)who);
	return rval;
}

int safe_setpriority(TST_SAFE_FN_ARGS, int which, id_t who, int prio)
{
	int rval = setpriority(which, who, prio);

	tst_safe_check_zero(file, lineno, cleanup_fn, rval,
			    "setpriority(%d,%d,%d)", which, (int)who, prio);
	return rval;
}

int safe_unshare(TST_SAFE_FN_ARGS, int flags)
{
	int rval = unshare(flags);

	if (rval == -1 && errno == EINVAL)
		tst_brk_c_(file, lineno, TCONF | TERRNO, cleanup_fn,
			   "unshare(%#x): not supported by this kernel", flags);
	else
		tst_safe_check_zero(file, lineno, cleanup_fn, rval,
				    "unshare(%#x)", flags);
	return rval;
}

int safe_setns(TST_SAFE_FN_ARGS, int fd, int nstype)
{
	int rval = setns(fd, nstype);

	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "setns(%d,%#x)", fd,
			    nstype);
	return rval;
}

long safe_ptrace(TST_SAFE_FN_ARGS, int req, pid_t pid, void *addr, void *data)
{
	long rval;

	errno = 0;
	rval = ptrace(req, pid, addr, data);
	if (rval == -1 && errno)
		tst_safe_fail_errno(file, lineno, cleanup_fn, errno,
				    "ptrace(%d,%d,%p,%p)", req, (int)pid, addr,
				    data);
	return rval;
}

int safe_prctl(TST_SAFE_FN_ARGS, int option, unsigned long arg2,
	       unsigned long arg3, unsigned long arg4, unsigned long arg5)
{
	int rval = prctl(option, arg2, arg3, arg4, arg5);

	tst_safe_check_nonneg(file, lineno, cleanup_fn, rval,
			      "prctl(%d,%#lx,%#lx,%#lx,%#lx)", option, arg2,
			      arg3, arg4, arg5);
	return rval;
}

int safe_pidfd_open(TST_SAFE_FN_ARGS, pid_t pid, unsigned int flags)
{
	int rval = syscall(__NR_pidfd_open, pid, flags);

	if (rval == -1 && errno == ENOSYS)
		tst_brk_c_(file, lineno, TCONF, cleanup_fn,
			   "pidfd_open() not supported by the kernel");
	else
		tst_safe_check_nonneg(file, lineno, cleanup_fn, rval,
				      "pidfd_open(%d,%#x)", (int)pid, flags);
	return rval;
}

int safe_personality(TST_SAFE_FN_ARGS, unsigned long persona)
{
	int rval = personality(persona);

	tst_safe_check_nonneg(file, lineno, cleanup_fn, rval,
			      "personality(%#lx)", persona);
	return rval;
}

int safe_uname(TST_SAFE_FN_ARGS, struct utsname *buf)
{
	int rval = uname(buf);

	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "uname(%p)",
			    (void *)buf);
	return rval;
}

int safe_sysinfo(TST_SAFE_FN_ARGS, struct sysinfo *info)
{
	int rval = sysinfo(info);

	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "sysinfo(%p)",
			    (void *)info);
	return rval;
}

int safe_setenv(TST_SAFE_FN_ARGS, const char *name, const char *value,
		int overwrite)
{
	int rval = setenv(name, value, overwrite);

	tst_safe_check_zero(file, lineno, cleanup_fn, rval, "setenv(%s,%s,%d)",
			    name, value, overwrite);
	return rval;
}
