// SPDX-License-Identifier: GPL-2.0-or-later
/// Drop the cleanup argument of the old SAFE_*(cleanup_or_NULL, ...) calls.
///
/// Every SAFE_* macro of the shim's safe_macros.h (and the old_safe_*.h
/// headers it includes) that takes a cleanup first has a new-API twin in
/// newlib's tst_safe_macros.h or tst_safe_file_ops.h with the same
/// name and the same remaining arguments (SAFE_READ/SAFE_WRITE keep their
/// len_strict flag; SAFE_CLOSE still sets the variable to -1), so the
/// first argument goes and nothing else changes. The new macros run the
/// test's single cleanup instead.
///
/// To stay idempotent the patch must never strip an argument from a call
/// already in the new form:
///  - a macro of fixed arity is rewritten only when called with the old
///    number of arguments, one more than the new form can have;
///  - a variadic one (SAFE_OPEN, SAFE_IOCTL, SAFE_ASPRINTF,
///    SAFE_FILE_PRINTF, SAFE_FILE_SCANF, SAFE_FILE_LINES_SCANF) only when its first argument is
///    NULL, an identifier containing "cleanup", or an identifier the same
///    file passes as the cleanup of tst_brkm(), tst_sig() or
///    TST_CHECKPOINT_INIT() (this patch therefore runs before
///    tst_brk.cocci), or when SAFE_OPEN/SAFE_IOCTL has four arguments.
/// A variadic call whose cleanup is none of these is left alone.
///
/// The old SAFE_CLOSE() is an expression (close()'s result, 0 when it
/// returns), the new one a statement: `fd = SAFE_CLOSE(cleanup, fd);`,
/// which an old test writes to mark the descriptor closed, becomes
/// `SAFE_CLOSE(fd);` (the macro sets fd to -1 itself).
///
/// Not rewritten: SAFE_FREE (no cleanup in either API) and the shim's
/// function SAFE_GETGROUP(cleanup, name), which newlib lacks; report mode
/// names the latter (use SAFE_GETGRNAM()).
//
// Confidence: High
// Options: --no-includes --include-headers
// Needs: SAFE_
// (every rule matches a SAFE_*() macro, by a regular expression that
// spatch finds no word in: tst-cocci gives the patch only the files that
// spell SAFE_)

virtual patch
virtual context
virtual report

// Several rules may match one call: report each site once.
@initialize:python depends on report@
@@
seen = set()

def say(p, msg):
    key = (p[0].file, p[0].line, msg)
    if key not in seen:
        seen.add(key)
        print("%s:%s: %s" % key)

// Identifiers this file passes as a cleanup to other old calls.
@cl@
identifier C;
expression T, X, Y;
@@
(
tst_brkm(T, C, ...)
|
tst_sig(X, Y, C)
|
TST_CHECKPOINT_INIT(C)
)

// Fixed arity: the old form has one argument more than the new one.
@depends on patch@
identifier f =~ "^SAFE_(BASENAME|CHDIR|CLOSE|CLOSEDIR|DIRNAME|FCLOSE|GETGRNAM|GETPWNAM|MALLOC|OPENDIR|PIPE|READDIR|RMDIR|SETEGID|SETEUID|SETGID|SETUID|SYSCONF|UMOUNT|UNLINK|WAIT)$";
expression C, E1;
@@
  f(
-   C,
    E1)

// SAFE_CLOSE()'s value assigned back to its own variable.
@depends on patch@
expression X;
@@
- X = SAFE_CLOSE(X);
+ SAFE_CLOSE(X);

@depends on patch@
identifier f =~ "^SAFE_(CHMOD|CP|CREAT|FCHMOD|FOPEN|FSTAT|FTRUNCATE|GETCWD|GETHOSTNAME|GETRLIMIT|GETRUSAGE|KILL|LINK|LISTEN|LSTAT|MEMALIGN|MKDIR|MKFIFO|MUNMAP|POPEN|PTHREAD_JOIN|RENAME|SETREGID|SETREUID|SETRLIMIT|STAT|SYMLINK|TRUNCATE)$";
expression C, E1, E2;
@@
  f(
-   C,
    E1, E2)

@depends on patch@
identifier f =~ "^SAFE_(ACCEPT|BIND|CHOWN|CONNECT|FCHOWN|GETRESGID|GETRESUID|GETSOCKNAME|LSEEK|READLINK|SOCKET|STRTOL|STRTOUL|TOUCH|WAITPID)$";
expression C, E1, E2, E3;
@@
  f(
-   C,
    E1, E2, E3)

@depends on patch@
identifier f =~ "^SAFE_(PTHREAD_CREATE|READ|WRITE)$";
expression C, E1, E2, E3, E4;
@@
  f(
-   C,
    E1, E2, E3, E4)

@depends on patch@
identifier f =~ "^SAFE_(LINKAT|MOUNT|PREAD|PWRITE|SETSOCKOPT)$";
expression C, E1, E2, E3, E4, E5;
@@
  f(
-   C,
    E1, E2, E3, E4, E5)

@depends on patch@
identifier f =~ "^SAFE_(MMAP)$";
expression C, E1, E2, E3, E4, E5, E6;
@@
  f(
-   C,
    E1, E2, E3, E4, E5, E6)

// SAFE_OPEN/SAFE_IOCTL with four arguments can only be the old form.
@depends on patch@
identifier f =~ "^SAFE_(OPEN|IOCTL)$";
expression C, E1, E2, E3;
@@
  f(
-   C,
    E1, E2, E3)

// Variadic: a cleanup recognised by its name, by NULL, or by its use.
@depends on patch@
identifier f =~ "^SAFE_(OPEN|IOCTL|ASPRINTF|FILE_PRINTF|FILE_SCANF|FILE_LINES_SCANF)$";
identifier C =~ "[Cc][Ll][Ee][Aa][Nn]_?[Uu][Pp]";
@@
  f(
-   C,
    ...)

@depends on patch@
identifier f =~ "^SAFE_(OPEN|IOCTL|ASPRINTF|FILE_PRINTF|FILE_SCANF|FILE_LINES_SCANF)$";
@@
  f(
-   NULL,
    ...)

@depends on patch@
identifier f =~ "^SAFE_(OPEN|IOCTL|ASPRINTF|FILE_PRINTF|FILE_SCANF|FILE_LINES_SCANF)$";
identifier cl.C;
@@
  f(
-   C,
    ...)

@depends on context@
identifier f =~ "^SAFE_(BASENAME|CHDIR|CLOSE|CLOSEDIR|DIRNAME|FCLOSE|GETGRNAM|GETPWNAM|MALLOC|OPENDIR|PIPE|READDIR|RMDIR|SETEGID|SETEUID|SETGID|SETUID|SYSCONF|UMOUNT|UNLINK|WAIT)$";
expression C, E1;
@@
* f(C, E1)

@depends on context@
identifier f =~ "^SAFE_(CHMOD|CP|CREAT|FCHMOD|FOPEN|FSTAT|FTRUNCATE|GETCWD|GETHOSTNAME|GETRLIMIT|GETRUSAGE|KILL|LINK|LISTEN|LSTAT|MEMALIGN|MKDIR|MKFIFO|MUNMAP|POPEN|PTHREAD_JOIN|RENAME|SETREGID|SETREUID|SETRLIMIT|STAT|SYMLINK|TRUNCATE)$";
expression C, E1, E2;
@@
* f(C, E1, E2)

@depends on context@
identifier f =~ "^SAFE_(ACCEPT|BIND|CHOWN|CONNECT|FCHOWN|GETRESGID|GETRESUID|GETSOCKNAME|LSEEK|READLINK|SOCKET|STRTOL|STRTOUL|TOUCH|WAITPID)$";
expression C, E1, E2, E3;
@@
* f(C, E1, E2, E3)

@depends on context@
identifier f =~ "^SAFE_(PTHREAD_CREATE|READ|WRITE)$";
expression C, E1, E2, E3, E4;
@@
* f(C, E1, E2, E3, E4)

@depends on context@
identifier f =~ "^SAFE_(LINKAT|MOUNT|PREAD|PWRITE|SETSOCKOPT)$";
expression C, E1, E2, E3, E4, E5;
@@
* f(C, E1, E2, E3, E4, E5)

@depends on context@
identifier f =~ "^SAFE_(MMAP)$";
expression C, E1, E2, E3, E4, E5, E6;
@@
* f(C, E1, E2, E3, E4, E5, E6)

@depends on context@
identifier f =~ "^SAFE_(OPEN|IOCTL)$";
expression C, E1, E2, E3;
@@
* f(C, E1, E2, E3)

@depends on context@
identifier f =~ "^SAFE_(OPEN|IOCTL|ASPRINTF|FILE_PRINTF|FILE_SCANF|FILE_LINES_SCANF)$";
identifier C =~ "[Cc][Ll][Ee][Aa][Nn]_?[Uu][Pp]";
@@
* f(C, ...)

@depends on context@
identifier f =~ "^SAFE_(OPEN|IOCTL|ASPRINTF|FILE_PRINTF|FILE_SCANF|FILE_LINES_SCANF)$";
@@
* f(NULL, ...)

@depends on context@
identifier f =~ "^SAFE_(OPEN|IOCTL|ASPRINTF|FILE_PRINTF|FILE_SCANF|FILE_LINES_SCANF)$";
identifier cl.C;
@@
* f(C, ...)

@r_fixed2 depends on report@
identifier f =~ "^SAFE_(BASENAME|CHDIR|CLOSE|CLOSEDIR|DIRNAME|FCLOSE|GETGRNAM|GETPWNAM|MALLOC|OPENDIR|PIPE|READDIR|RMDIR|SETEGID|SETEUID|SETGID|SETUID|SYSCONF|UMOUNT|UNLINK|WAIT)$";
expression C, E1;
position p;
@@
f@p(C, E1)

@script:python depends on report@
p << r_fixed2.p;
f << r_fixed2.f;
@@
say(p, "%s(cleanup, ...) -> %s(...)" % (f, f))

@r_fixed3 depends on report@
identifier f =~ "^SAFE_(CHMOD|CP|CREAT|FCHMOD|FOPEN|FSTAT|FTRUNCATE|GETCWD|GETHOSTNAME|GETRLIMIT|GETRUSAGE|KILL|LINK|LISTEN|LSTAT|MEMALIGN|MKDIR|MKFIFO|MUNMAP|POPEN|PTHREAD_JOIN|RENAME|SETREGID|SETREUID|SETRLIMIT|STAT|SYMLINK|TRUNCATE)$";
expression C, E1, E2;
position p;
@@
f@p(C, E1, E2)

@script:python depends on report@
p << r_fixed3.p;
f << r_fixed3.f;
@@
say(p, "%s(cleanup, ...) -> %s(...)" % (f, f))

@r_fixed4 depends on report@
identifier f =~ "^SAFE_(ACCEPT|BIND|CHOWN|CONNECT|FCHOWN|GETRESGID|GETRESUID|GETSOCKNAME|LSEEK|READLINK|SOCKET|STRTOL|STRTOUL|TOUCH|WAITPID)$";
expression C, E1, E2, E3;
position p;
@@
f@p(C, E1, E2, E3)

@script:python depends on report@
p << r_fixed4.p;
f << r_fixed4.f;
@@
say(p, "%s(cleanup, ...) -> %s(...)" % (f, f))

@r_fixed5 depends on report@
identifier f =~ "^SAFE_(PTHREAD_CREATE|READ|WRITE)$";
expression C, E1, E2, E3, E4;
position p;
@@
f@p(C, E1, E2, E3, E4)

@script:python depends on report@
p << r_fixed5.p;
f << r_fixed5.f;
@@
say(p, "%s(cleanup, ...) -> %s(...)" % (f, f))

@r_fixed6 depends on report@
identifier f =~ "^SAFE_(LINKAT|MOUNT|PREAD|PWRITE|SETSOCKOPT)$";
expression C, E1, E2, E3, E4, E5;
position p;
@@
f@p(C, E1, E2, E3, E4, E5)

@script:python depends on report@
p << r_fixed6.p;
f << r_fixed6.f;
@@
say(p, "%s(cleanup, ...) -> %s(...)" % (f, f))

@r_fixed7 depends on report@
identifier f =~ "^SAFE_(MMAP)$";
expression C, E1, E2, E3, E4, E5, E6;
position p;
@@
f@p(C, E1, E2, E3, E4, E5, E6)

@script:python depends on report@
p << r_fixed7.p;
f << r_fixed7.f;
@@
say(p, "%s(cleanup, ...) -> %s(...)" % (f, f))

@r_extra depends on report@
identifier f =~ "^SAFE_(OPEN|IOCTL)$";
expression C, E1, E2, E3;
position p;
@@
f@p(C, E1, E2, E3)

@script:python depends on report@
p << r_extra.p;
f << r_extra.f;
@@
say(p, "%s(cleanup, ...) -> %s(...)" % (f, f))

@r_named depends on report@
identifier f =~ "^SAFE_(OPEN|IOCTL|ASPRINTF|FILE_PRINTF|FILE_SCANF|FILE_LINES_SCANF)$";
identifier C =~ "[Cc][Ll][Ee][Aa][Nn]_?[Uu][Pp]";
position p;
@@
f@p(C, ...)

@script:python depends on report@
p << r_named.p;
f << r_named.f;
@@
say(p, "%s(cleanup, ...) -> %s(...)" % (f, f))

@r_null depends on report@
identifier f =~ "^SAFE_(OPEN|IOCTL|ASPRINTF|FILE_PRINTF|FILE_SCANF|FILE_LINES_SCANF)$";

position p;
@@
f@p(NULL, ...)

@script:python depends on report@
p << r_null.p;
f << r_null.f;
@@
say(p, "%s(cleanup, ...) -> %s(...)" % (f, f))

@r_passed depends on report@
identifier f =~ "^SAFE_(OPEN|IOCTL|ASPRINTF|FILE_PRINTF|FILE_SCANF|FILE_LINES_SCANF)$";
identifier cl.C;
position p;
@@
f@p(C, ...)

@script:python depends on report@
p << r_passed.p;
f << r_passed.f;
@@
say(p, "%s(cleanup, ...) -> %s(...)" % (f, f))

@getgroup depends on context || report@
position p;
@@
SAFE_GETGROUP@p(...)

@depends on context@
@@
* SAFE_GETGROUP(...)

@script:python depends on report@
p << getgroup.p;
@@
say(p, "SAFE_GETGROUP() has no new-API equivalent: use SAFE_GETGRNAM()")
