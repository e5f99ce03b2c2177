// SPDX-License-Identifier: GPL-2.0-or-later
/// Turn TEST(call) followed by a hand-written check of TST_RET/TST_ERR into
/// the new API's TST_EXP_* macro that does the same check.
///
/// Expected success: "if (TST_RET == -1) TFAIL else TPASS" (also "< 0",
/// and "!= 0" or a bare TST_RET, which mean the call must return 0).
/// TST_EXP_PASS where 0 is the call's only success (a "!= 0" check, or a
/// call known to return 0), TST_EXP_FD for calls returning a descriptor,
/// TST_EXP_POSITIVE otherwise, so a success is still a success.
/// Expected failure: "if (TST_RET != -1) TFAIL else if (TST_ERR == E)
/// TPASS else TFAIL", the same nested under "if (TST_RET == -1)", as
/// "if (TST_RET == -1 && TST_ERR == E) TPASS else TFAIL", or
/// with a "return;" after the first TFAIL when that check ends the
/// function. TST_EXP_FAIL, or TST_EXP_FAIL2 for calls whose success is a
/// value >= 0 (a descriptor, a count, an id).
///
/// Only checks whose every branch is a single tst_res() of the right type
/// are rewritten; the messages go (the macros print the call's text), but
/// for the case the TPASS message names with "%s" (a name, a member or an
/// element that is not the call's own argument, its result or an errno:
/// a case table's description), which the macro prints after the call,
/// "%s", tc->desc: a table's cases stay apart in the log, and the
/// variable a message read is still read. Anything else stays as it is.
//
// Confidence: High
// Options: --no-includes --include-headers
// Needs: TEST
// (every rule matches a TEST() call; spatch's own test of the tokens
// lets through every file with a tst_res(): tst-cocci gives the patch
// only the files that spell TEST)

virtual patch
virtual context
virtual report

@initialize:python@
@@
import re

# Calls whose success is 0 and nothing else.
ZERO = set("""
access chdir chmod chown chroot close faccessat fchdir fchmod fchmodat
fchown fchownat fdatasync flock fremovexattr fsetxattr fstat fstatfs fsync
ftruncate futimens getitimer getrlimit getrusage gettimeofday kill lchown
link linkat listen lremovexattr lsetxattr lstat madvise mkdir mkdirat mknod
mknodat mlock mlockall mount mprotect msgsnd msync munlock munlockall munmap
nanosleep pipe pipe2 removexattr rename renameat renameat2 rmdir
sched_getparam sched_setparam sched_yield semop setdomainname setegid
seteuid setgid setgroups sethostname setitimer setns setpgid setregid
setresgid setresuid setreuid setrlimit settimeofday setuid setxattr
shmdt shutdown sigaction sigaltstack sigprocmask socketpair stat statfs
statvfs swapoff swapon symlink symlinkat sync_file_range sysinfo tgkill
tkill truncate umount umount2 uname unlink unlinkat unshare utime utimes
utimensat bind connect getsockname getpeername setsockopt getsockopt
clock_getres clock_gettime clock_settime capget capset fallocate
""".split())

# Calls whose success is a new descriptor.
FD = set("""
open openat openat2 creat socket accept accept4 dup dup3 epoll_create
epoll_create1 eventfd inotify_init inotify_init1 fanotify_init memfd_create
signalfd timerfd_create pidfd_open userfaultfd perf_event_open open_tree
fsopen fspick fsmount mq_open
""".split())

# Calls whose success is some value >= 0 (with FD: a failure check of
# them needs TST_EXP_FAIL2).
NONNEG = FD | set("""
read write pread pwrite pread64 pwrite64 readv writev preadv pwritev
preadv2 pwritev2 recv recvfrom recvmsg send sendto sendmsg readlink
readlinkat getdents getdents64 splice tee vmsplice sendfile
copy_file_range shmget msgget semget msgrcv lseek dup2 fork vfork getpid
getppid getpgid getsid setsid listxattr llistxattr flistxattr getxattr
lgetxattr fgetxattr getgroups getpriority
""".split())

def pass_macro(f, zero_only):
    if zero_only or f in ZERO:
        return "TST_EXP_PASS"
    if f in FD:
        return "TST_EXP_FD"
    return "TST_EXP_POSITIVE"

def fail_macro(f):
    return "TST_EXP_FAIL2" if f in NONNEG else "TST_EXP_FAIL"

# The result type of a tst_res() first argument ("TFAIL | TTERRNO").
def ttype(t):
    kinds = [w for w in t.replace(" ", "").split("|") if w in ("TPASS", "TFAIL")]
    return kinds[0] if len(kinds) == 1 else None


# The case a check's TPASS message names: the argument of its first "%s"
# that names a variable's value (a name, a member, an element: the case's
# description, "tc->desc"), not the call's own argument (the macro prints
# the call's text) nor its result or errno. The macro prints it after the
# call: "%s", D. None when the message names none.
CONV = re.compile(r"%[-+ #0]*(\*|\d+)?(\.(\*|\d+))?(hh|h|ll|l|L|z|j|t)?([diouxXeEfgGcspn%])")
VALUE = re.compile(r"^[A-Za-z_]\w*(\s*(->|\.)\s*[A-Za-z_]\w*|\s*\[[^\]]+\])*$")
NOT_CASE = re.compile(r"\b(TST_ERR|TST_RET|errno|TEST_ERRNO|TEST_RETURN)\b")

def described(pm, es):
    # an expression list comes as its elements, one term each
    args = [str(e) for e in pm.elements]
    es = " , ".join(str(e) for e in es.elements)
    if not args or not re.match(r'^("([^"\\]|\\.)*"\s*)+$', args[0]):
        return None
    fmt = "".join(re.findall(r'"((?:[^"\\]|\\.)*)"', args[0]))
    k = 1
    for m in CONV.finditer(fmt):
        if m.group(5) == "%":
            continue
        if m.group(1) == "*" or m.group(3) == "*":
            return None
        if k >= len(args):
            return None
        a = args[k]
        k += 1
        if m.group(5) != "s":
            continue
        if VALUE.match(a) and not NOT_CASE.search(a) and \
           not re.search(r"(^|[^\w>.])" + re.escape(a) + r"($|[^\w])", es):
            a = re.sub(r"\s*(->|\.)\s*", r"\1", a)
            return re.sub(r"\s*\[\s*", "[", re.sub(r"\s*\]", "]", a))
    return None

seen = set()

def say(p, msg):
    key = (p[0].file, p[0].line, msg)
    if key not in seen:
        seen.add(key)
        print("%s:%s: %s" % key)

// Each shape is found, its macro named from the called function, and
// rewritten. The rewrite repeats the whole pattern: a position cannot be
// inherited over a rewrite, and the call alone would not tell two checks
// apart. A branch is a single tst_res() with or without braces.

// ---- expected success: if (TST_RET == -1 or < 0) TFAIL else TPASS ---------

@pass_neg@
identifier f;
expression list es;
expression TF : script:python () { ttype(TF) == "TFAIL" };
expression TP : script:python () { ttype(TP) == "TPASS" };
expression list PM;
position p;
@@
TEST@p(f(es));
if (\(TST_RET == -1\|TST_RET < 0\))
	\( tst_res(TF, ...); \| { tst_res(TF, ...); } \)
else
	\( tst_res(TP, PM); \| { tst_res(TP, PM); } \)

@script:python pass_neg_name@
f << pass_neg.f;
m;
@@
coccinelle.m = cocci.make_ident(pass_macro(f, False))

// the case the TPASS message names, for the macro to print ("0": none)
@script:python pass_neg_desc@
f << pass_neg.f;
es << pass_neg.es;
pm << pass_neg.PM;
d;
@@
desc = described(pm, es)
coccinelle.d = cocci.make_ident('"%s", ' + desc if desc else "0")

@depends on patch@
identifier pass_neg.f, pass_neg_name.m;
expression list pass_neg.es;
expression TF : script:python () { ttype(TF) == "TFAIL" };
expression list pass_neg.PM;
expression TP : script:python (PM, es) { ttype(TP) == "TPASS" and described(PM, es) is None };
@@
- TEST(f(es));
- if (\(TST_RET == -1\|TST_RET < 0\))
- \( tst_res(TF, ...); \| { tst_res(TF, ...); } \)
- else
- \( tst_res(TP, PM); \| { tst_res(TP, PM); } \)
+ m(f(es));

// the same with the case the TPASS message named, after the call
@depends on patch@
identifier pass_neg.f, pass_neg_name.m, pass_neg_desc.d;
expression list pass_neg.es;
expression TF : script:python () { ttype(TF) == "TFAIL" };
expression list pass_neg.PM;
expression TP : script:python (PM, es) { ttype(TP) == "TPASS" and described(PM, es) is not None };
@@
- TEST(f(es));
- if (\(TST_RET == -1\|TST_RET < 0\))
- \( tst_res(TF, ...); \| { tst_res(TF, ...); } \)
- else
- \( tst_res(TP, PM); \| { tst_res(TP, PM); } \)
+ m(f(es), d);

// ---- expected success: if (TST_RET != 0) TFAIL else TPASS -----------------

@pass_zero@
identifier f;
expression list es;
expression TF : script:python () { ttype(TF) == "TFAIL" };
expression TP : script:python () { ttype(TP) == "TPASS" };
expression list PM;
position p;
@@
TEST@p(f(es));
if (\(TST_RET != 0\|TST_RET\))
	\( tst_res(TF, ...); \| { tst_res(TF, ...); } \)
else
	\( tst_res(TP, PM); \| { tst_res(TP, PM); } \)

@script:python pass_zero_name@
f << pass_zero.f;
m;
@@
coccinelle.m = cocci.make_ident(pass_macro(f, True))

@script:python pass_zero_desc@
f << pass_zero.f;
es << pass_zero.es;
pm << pass_zero.PM;
d;
@@
desc = described(pm, es)
coccinelle.d = cocci.make_ident('"%s", ' + desc if desc else "0")

@depends on patch@
identifier pass_zero.f, pass_zero_name.m;
expression list pass_zero.es;
expression TF : script:python () { ttype(TF) == "TFAIL" };
expression list pass_zero.PM;
expression TP : script:python (PM, es) { ttype(TP) == "TPASS" and described(PM, es) is None };
@@
- TEST(f(es));
- if (\(TST_RET != 0\|TST_RET\))
- \( tst_res(TF, ...); \| { tst_res(TF, ...); } \)
- else
- \( tst_res(TP, PM); \| { tst_res(TP, PM); } \)
+ m(f(es));

// the same with the case the TPASS message named, after the call
@depends on patch@
identifier pass_zero.f, pass_zero_name.m, pass_zero_desc.d;
expression list pass_zero.es;
expression TF : script:python () { ttype(TF) == "TFAIL" };
expression list pass_zero.PM;
expression TP : script:python (PM, es) { ttype(TP) == "TPASS" and described(PM, es) is not None };
@@
- TEST(f(es));
- if (\(TST_RET != 0\|TST_RET\))
- \( tst_res(TF, ...); \| { tst_res(TF, ...); } \)
- else
- \( tst_res(TP, PM); \| { tst_res(TP, PM); } \)
+ m(f(es), d);

// ---- expected failure: if (TST_RET != -1) TFAIL else if (TST_ERR == E)
// TPASS else TFAIL -----------------------------------------------------------

@fail_chain@
identifier f;
expression list es;
expression E;
expression TF : script:python () { ttype(TF) == "TFAIL" };
expression TF2 : script:python () { ttype(TF2) == "TFAIL" };
expression TP : script:python () { ttype(TP) == "TPASS" };
expression list PM;
position p;
@@
TEST@p(f(es));
if (TST_RET != -1)
	\( tst_res(TF, ...); \| { tst_res(TF, ...); } \)
else if (TST_ERR == E)
	\( tst_res(TP, PM); \| { tst_res(TP, PM); } \)
else
	\( tst_res(TF2, ...); \| { tst_res(TF2, ...); } \)

@script:python fail_chain_name@
f << fail_chain.f;
m;
@@
coccinelle.m = cocci.make_ident(fail_macro(f))

@script:python fail_chain_desc@
f << fail_chain.f;
es << fail_chain.es;
pm << fail_chain.PM;
d;
@@
desc = described(pm, es)
coccinelle.d = cocci.make_ident('"%s", ' + desc if desc else "0")

@depends on patch@
identifier fail_chain.f, fail_chain_name.m;
expression list fail_chain.es;
expression fail_chain.E;
expression TF : script:python () { ttype(TF) == "TFAIL" };
expression TF2 : script:python () { ttype(TF2) == "TFAIL" };
expression list fail_chain.PM;
expression TP : script:python (PM, es) { ttype(TP) == "TPASS" and described(PM, es) is None };
@@
- TEST(f(es));
- if (TST_RET != -1)
- \( tst_res(TF, ...); \| { tst_res(TF, ...); } \)
- else if (TST_ERR == E)
- \( tst_res(TP, PM); \| { tst_res(TP, PM); } \)
- else
- \( tst_res(TF2, ...); \| { tst_res(TF2, ...); } \)
+ m(f(es), E);

// the same with the case the TPASS message named, after the call
@depends on patch@
identifier fail_chain.f, fail_chain_name.m, fail_chain_desc.d;
expression list fail_chain.es;
expression fail_chain.E;
expression TF : script:python () { ttype(TF) == "TFAIL" };
expression TF2 : script:python () { ttype(TF2) == "TFAIL" };
expression list fail_chain.PM;
expression TP : script:python (PM, es) { ttype(TP) == "TPASS" and described(PM, es) is not None };
@@
- TEST(f(es));
- if (TST_RET != -1)
- \( tst_res(TF, ...); \| { tst_res(TF, ...); } \)
- else if (TST_ERR == E)
- \( tst_res(TP, PM); \| { tst_res(TP, PM); } \)
- else
- \( tst_res(TF2, ...); \| { tst_res(TF2, ...); } \)
+ m(f(es), E, d);

// ---- expected failure: if (TST_RET == -1) { if (TST_ERR == E) TPASS else
// TFAIL } else TFAIL -----------------------------------------------------------

@fail_nested@
identifier f;
expression list es;
expression E;
expression TF : script:python () { ttype(TF) == "TFAIL" };
expression TF2 : script:python () { ttype(TF2) == "TFAIL" };
expression TP : script:python () { ttype(TP) == "TPASS" };
expression list PM;
position p;
@@
TEST@p(f(es));
if (TST_RET == -1) {
	if (TST_ERR == E)
		\( tst_res(TP, PM); \| { tst_res(TP, PM); } \)
	else
		\( tst_res(TF2, ...); \| { tst_res(TF2, ...); } \)
} else
	\( tst_res(TF, ...); \| { tst_res(TF, ...); } \)

@script:python fail_nested_name@
f << fail_nested.f;
m;
@@
coccinelle.m = cocci.make_ident(fail_macro(f))

@script:python fail_nested_desc@
f << fail_nested.f;
es << fail_nested.es;
pm << fail_nested.PM;
d;
@@
desc = described(pm, es)
coccinelle.d = cocci.make_ident('"%s", ' + desc if desc else "0")

@depends on patch@
identifier fail_nested.f, fail_nested_name.m;
expression list fail_nested.es;
expression fail_nested.E;
expression TF : script:python () { ttype(TF) == "TFAIL" };
expression TF2 : script:python () { ttype(TF2) == "TFAIL" };
expression list fail_nested.PM;
expression TP : script:python (PM, es) { ttype(TP) == "TPASS" and described(PM, es) is None };
@@
- TEST(f(es));
- if (TST_RET == -1) {
-	if (TST_ERR == E)
-		\( tst_res(TP, PM); \| { tst_res(TP, PM); } \)
-	else
-		\( tst_res(TF2, ...); \| { tst_res(TF2, ...); } \)
- } else
-	\( tst_res(TF, ...); \| { tst_res(TF, ...); } \)
+ m(f(es), E);

// the same with the case the TPASS message named, after the call
@depends on patch@
identifier fail_nested.f, fail_nested_name.m, fail_nested_desc.d;
expression list fail_nested.es;
expression fail_nested.E;
expression TF : script:python () { ttype(TF) == "TFAIL" };
expression TF2 : script:python () { ttype(TF2) == "TFAIL" };
expression list fail_nested.PM;
expression TP : script:python (PM, es) { ttype(TP) == "TPASS" and described(PM, es) is not None };
@@
- TEST(f(es));
- if (TST_RET == -1) {
-	if (TST_ERR == E)
-		\( tst_res(TP, PM); \| { tst_res(TP, PM); } \)
-	else
-		\( tst_res(TF2, ...); \| { tst_res(TF2, ...); } \)
- } else
-	\( tst_res(TF, ...); \| { tst_res(TF, ...); } \)
+ m(f(es), E, d);

// ---- expected failure: if (TST_RET == -1 && TST_ERR == E) TPASS else
// TFAIL ---------------------------------------------------------------------

@fail_and@
identifier f;
expression list es;
expression E;
expression TF : script:python () { ttype(TF) == "TFAIL" };
expression TP : script:python () { ttype(TP) == "TPASS" };
expression list PM;
position p;
@@
TEST@p(f(es));
if ((TST_RET == -1) && (TST_ERR == E))
	\( tst_res(TP, PM); \| { tst_res(TP, PM); } \)
else
	\( tst_res(TF, ...); \| { tst_res(TF, ...); } \)

@script:python fail_and_name@
f << fail_and.f;
m;
@@
coccinelle.m = cocci.make_ident(fail_macro(f))

@script:python fail_and_desc@
f << fail_and.f;
es << fail_and.es;
pm << fail_and.PM;
d;
@@
desc = described(pm, es)
coccinelle.d = cocci.make_ident('"%s", ' + desc if desc else "0")

@depends on patch@
identifier fail_and.f, fail_and_name.m;
expression list fail_and.es;
expression fail_and.E;
expression TF : script:python () { ttype(TF) == "TFAIL" };
expression list fail_and.PM;
expression TP : script:python (PM, es) { ttype(TP) == "TPASS" and described(PM, es) is None };
@@
- TEST(f(es));
- if ((TST_RET == -1) && (TST_ERR == E))
- \( tst_res(TP, PM); \| { tst_res(TP, PM); } \)
- else
- \( tst_res(TF, ...); \| { tst_res(TF, ...); } \)
+ m(f(es), E);

// the same with the case the TPASS message named, after the call
@depends on patch@
identifier fail_and.f, fail_and_name.m, fail_and_desc.d;
expression list fail_and.es;
expression fail_and.E;
expression TF : script:python () { ttype(TF) == "TFAIL" };
expression list fail_and.PM;
expression TP : script:python (PM, es) { ttype(TP) == "TPASS" and described(PM, es) is not None };
@@
- TEST(f(es));
- if ((TST_RET == -1) && (TST_ERR == E))
- \( tst_res(TP, PM); \| { tst_res(TP, PM); } \)
- else
- \( tst_res(TF, ...); \| { tst_res(TF, ...); } \)
+ m(f(es), E, d);

// ---- expected failure: if (TST_RET != -1) { TFAIL; return; } then
// if (TST_ERR == E) TPASS else TFAIL, the end of the function --------------

@fail_return@
identifier fn, f;
expression list es;
expression E;
expression TF : script:python () { ttype(TF) == "TFAIL" };
expression TF2 : script:python () { ttype(TF2) == "TFAIL" };
expression TP : script:python () { ttype(TP) == "TPASS" };
expression list PM;
position p;
@@
fn(...)
{
...
TEST@p(f(es));
if (TST_RET != -1) {
	tst_res(TF, ...);
	return;
}
if (TST_ERR == E)
	\( tst_res(TP, PM); \| { tst_res(TP, PM); } \)
else
	\( tst_res(TF2, ...); \| { tst_res(TF2, ...); } \)
}

@script:python fail_return_name@
f << fail_return.f;
m;
@@
coccinelle.m = cocci.make_ident(fail_macro(f))

@script:python fail_return_desc@
f << fail_return.f;
es << fail_return.es;
pm << fail_return.PM;
d;
@@
desc = described(pm, es)
coccinelle.d = cocci.make_ident('"%s", ' + desc if desc else "0")

@depends on patch@
identifier fail_return.fn, fail_return.f, fail_return_name.m;
expression list fail_return.es;
expression fail_return.E;
expression TF : script:python () { ttype(TF) == "TFAIL" };
expression TF2 : script:python () { ttype(TF2) == "TFAIL" };
expression list fail_return.PM;
expression TP : script:python (PM, es) { ttype(TP) == "TPASS" and described(PM, es) is None };
@@
fn(...)
{
...
- TEST(f(es));
- if (TST_RET != -1) {
-	tst_res(TF, ...);
-	return;
- }
- if (TST_ERR == E)
-	\( tst_res(TP, PM); \| { tst_res(TP, PM); } \)
- else
-	\( tst_res(TF2, ...); \| { tst_res(TF2, ...); } \)
+ m(f(es), E);
}

// the same with the case the TPASS message named, after the call
@depends on patch@
identifier fail_return.fn, fail_return.f, fail_return_name.m, fail_return_desc.d;
expression list fail_return.es;
expression fail_return.E;
expression TF : script:python () { ttype(TF) == "TFAIL" };
expression TF2 : script:python () { ttype(TF2) == "TFAIL" };
expression list fail_return.PM;
expression TP : script:python (PM, es) { ttype(TP) == "TPASS" and described(PM, es) is not None };
@@
fn(...)
{
...
- TEST(f(es));
- if (TST_RET != -1) {
-	tst_res(TF, ...);
-	return;
- }
- if (TST_ERR == E)
-	\( tst_res(TP, PM); \| { tst_res(TP, PM); } \)
- else
-	\( tst_res(TF2, ...); \| { tst_res(TF2, ...); } \)
+ m(f(es), E, d);
}

// ---- context and report ----------------------------------------------------

@depends on context@
position q = { pass_neg.p, pass_zero.p, fail_chain.p, fail_nested.p,
	       fail_and.p, fail_return.p };
expression E;
@@
* TEST@q(E);

@script:python depends on report@
p << pass_neg.p;
m << pass_neg_name.m;
@@
say(p, "TEST() + success check -> %s" % m)

@script:python depends on report@
p << pass_zero.p;
m << pass_zero_name.m;
@@
say(p, "TEST() + success check -> %s" % m)

@script:python depends on report@
p << fail_chain.p;
m << fail_chain_name.m;
@@
say(p, "TEST() + errno check -> %s" % m)

@script:python depends on report@
p << fail_nested.p;
m << fail_nested_name.m;
@@
say(p, "TEST() + errno check -> %s" % m)

@script:python depends on report@
p << fail_and.p;
m << fail_and_name.m;
@@
say(p, "TEST() + errno check -> %s" % m)

@script:python depends on report@
p << fail_return.p;
m << fail_return_name.m;
@@
say(p, "TEST() + errno check -> %s" % m)
