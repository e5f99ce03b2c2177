"""Coverage: which system calls the tests exercise, statically, from the
functions each test calls (the inventory's "calls", names declared in
system headers, plus "syscalls" and "__NR_x" names given to
tst_syscall()/ltp_syscall()), held against the system-call table of the
installed kernel headers (the __NR_name macros of asm/unistd*.h).

A libc function counts for the system call of the same name; one whose
name differs from the call it makes counts for that call through WRAPPERS
(e.g. waitpid -> wait4) or the 64-bit rule (pread -> pread64, lseek64 ->
lseek), the exec family counts for execve. Library calls that merely
happen to use a system call inside
(fopen, opendir, sleep) do not count: they are not what a test exercises.
"""

import glob
import os
import platform
import re

from . import InputError

NR_RE = re.compile(r"^\s*#\s*define\s+__NR_([A-Za-z_]\w*)\s+\S", re.M)

# libc function -> the system call it is built on, where the names differ
WRAPPERS = {
    "wait": "wait4", "waitpid": "wait4", "wait3": "wait4",
    "sigaction": "rt_sigaction", "signal": "rt_sigaction",
    "sigprocmask": "rt_sigprocmask", "sigsuspend": "rt_sigsuspend",
    "sigpending": "rt_sigpending", "sigtimedwait": "rt_sigtimedwait",
    "sigwaitinfo": "rt_sigtimedwait", "sigqueue": "rt_sigqueueinfo",
    "posix_fadvise": "fadvise64", "eventfd": "eventfd2",
    "getdents": "getdents64", "posix_fallocate": "fallocate",
    "umount": "umount2", "prlimit": "prlimit64", "fstatat": "newfstatat",
    # the exec family is one system call
    "execl": "execve", "execlp": "execve", "execle": "execve",
    "execv": "execve", "execvp": "execve", "execvpe": "execve",
    "fexecve": "execveat",
}


# libc functions named like a system call they do not make: exit() and
# _exit() end the whole process with exit_group
NOT_THEIR_NAME = {"exit": "exit_group", "_exit": "exit_group"}


def default_unistd():
    """The installed system-call table for this machine's architecture."""
    multiarch = "%s-linux-gnu" % platform.machine()
    candidates = [
        "/usr/include/%s/asm/unistd_64.h" % multiarch,
        "/usr/include/asm/unistd_64.h",
        "/usr/include/%s/asm/unistd.h" % multiarch,
        "/usr/include/asm-generic/unistd.h",
    ]
    candidates += sorted(glob.glob("/usr/include/*/asm/unistd_64.h"))
    for path in candidates:
        if os.path.exists(path) and parse_unistd(path):
            return path
    return None


def parse_unistd(path):
    """Sorted system-call names of a unistd header."""
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            text = f.read()
    except OSError as e:
        raise InputError("%s: %s" % (path, e.strerror)) from e
    names = set(NR_RE.findall(text))
    names.discard("syscalls")
    return sorted(n for n in names if not n.startswith("arch_specific"))


def syscall_of(name, table):
    """The system call a called function name stands for, or None."""
    if name.startswith("__NR_"):
        name = name[5:]
    elif name in NOT_THEIR_NAME and NOT_THEIR_NAME[name] in table:
        return NOT_THEIR_NAME[name]
    if name in table:
        return name
    if name in WRAPPERS and WRAPPERS[name] in table:
        return WRAPPERS[name]
    if name.endswith("64") and name[:-2] in table:
        return name[:-2]
    if name + "64" in table:
        return name + "64"
    return None


def coverage(inventory, unistd):
    """{table, syscalls, covered: {syscall: [tests]}, untested, per_test},
    or None without an inventory or a table."""
    if inventory is None or unistd is None:
        return None
    names = parse_unistd(unistd)
    if not names:
        raise InputError("%s: no __NR_ definitions: not a system-call table"
                         % unistd)
    table = set(names)
    covered = {}
    per_test = {}
    for f in inventory["files"]:
        mine = set()
        for call in f["calls"] + f["syscalls"]:
            sc = syscall_of(call, table)
            if sc is not None:
                mine.add(sc)
        per_test[f["path"]] = sorted(mine)
        for sc in mine:
            covered.setdefault(sc, []).append(f["path"])
    untested = [n for n in names if n not in covered]
    pct = round(100.0 * len(covered) / len(names), 1)
    return {"table": unistd, "syscalls": len(names),
            "covered": {k: covered[k] for k in sorted(covered)},
            "covered_count": len(covered), "covered_percent": pct,
            "untested": untested, "per_test": per_test}
