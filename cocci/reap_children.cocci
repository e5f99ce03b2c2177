// SPDX-License-Identifier: GPL-2.0-or-later
/// Replace tst_record_childstatus(cleanup, pid) with tst_reap_children(),
/// or with SAFE_WAITPID() and a check of the status where the status is
/// the test's verdict.
///
/// The old call waited for the child, ended the test as TBROK when it was
/// killed by a signal, and took its exit status as a result mask added to
/// the test's (exit(TFAIL) counted as a failure, exit 0 as nothing: a test
/// that reported nothing else passed on its exit status 0). In the new API
/// a child reports with tst_res() and exits 0; an exit status other than
/// 0, TBROK or TCONF is TBROK "child exited with status N", and a test
/// that reported no result is TBROK. So:
///  - A file that reports a pass somewhere (tst_resm(TPASS), or a child's
///    exit(TPASS)): the call becomes tst_reap_children(), and a child that
///    reports by its exit status, exit(TPASS) or exit(TFAIL), reports with
///    tst_res() and exits 0 (setfsuid04: the child's pass was the test's
///    only one). tst_reap_children() waits for every child, not only pid:
///    a test that keeps another child running across the call would block
///    there. A loop whose only statement records one child per iteration
///    becomes a single call, and so do two calls in a row; a call inside
///    a loop that does more is left alone (each iteration would wait for
///    all children) and report mode says so.
///  - A file that reports no pass at all: the children's exit statuses are
///    the verdict (a clone()d function returning 0 or 1, say). Each call
///    becomes SAFE_WAITPID(pid, &status, 0) and a check that reports exit
///    0 as TPASS, a status with the TFAIL bit as TFAIL, and a signal or a
///    status with bits besides TFAIL, TBROK and TCONF (the last two a
///    child's tst_brk() reported already) as TBROK, as the old call did.
///    The function gets an int status (wstatus where it has a status).
/// Report mode names every site so these can be checked.
//
// Confidence: Moderate
// Options: --no-includes --include-headers

virtual patch
virtual context
virtual report

@initialize:python depends on report@
@@
seen = set()

def say(p, msg):
    key = (p[0].file, p[0].line, msg)
    if key not in seen:
        seen.add(key)
        print("%s:%s: %s" % key)

// Before the calls go, in every mode: whether the file records a child's
// status, and whether anything in it reports a pass.
@records@
@@
tst_record_childstatus(...)

@passes@
@@
(
tst_resm(<+... TPASS ...+>, ...)
|
tst_res(<+... TPASS ...+>, ...)
|
exit(TPASS)
)

// A pass a nested child reports by its exit status to its own parent,
// which waits for it in the other branch (a child's child: setresuid04):
// that status is the parent's to read, never the test's result; as a
// tst_res() it would be a second pass. It stays, when something else in
// the file reports the pass.
@waited depends on (patch || report) && records@
expression E;
position p;
@@
(
if (E == 0) { <+... exit@p(TPASS); ...+> } else { <+... \(waitpid(...)\|wait(...)\) ...+> }
|
if (!E) { <+... exit@p(TPASS); ...+> } else { <+... \(waitpid(...)\|wait(...)\) ...+> }
)

@otherpass depends on patch && records@
position p != waited.p;
@@
exit@p(TPASS)

@reported depends on patch && records@
@@
(
tst_resm(<+... TPASS ...+>, ...)
|
tst_res(<+... TPASS ...+>, ...)
)

@depends on patch && records && passes && (otherpass || reported)@
position p != waited.p;
@@
- exit@p(TPASS);
+ tst_res(TPASS, "the child passed");
+ exit(0);

@depends on patch && records && passes && !otherpass && !reported@
@@
- exit(TPASS);
+ tst_res(TPASS, "the child passed");
+ exit(0);

@depends on patch && records && passes@
@@
- exit(TFAIL);
+ tst_res(TFAIL, "the child failed");
+ exit(0);

@depends on patch && passes@
expression C, P, E1, E2, E3;
@@
(
- for (E1; E2; E3)
-   tst_record_childstatus(C, P);
+ tst_reap_children();
|
- for (E1; E2; E3) {
-   tst_record_childstatus(C, P);
- }
+ tst_reap_children();
)

// Inside a loop that does more than recording, each iteration would wait
// for every child, those the loop has not dealt with yet too: leave it.
@inloop depends on patch && passes@
position p;
@@
(
for (...;...;...) { <+... tst_record_childstatus@p(...) ...+> }
|
while (...) { <+... tst_record_childstatus@p(...) ...+> }
)

@depends on patch && passes@
expression C, P;
position p != inloop.p;
@@
- tst_record_childstatus@p(C, P)
+ tst_reap_children()

// Two calls in a row (two children recorded one after the other): the
// first waited for both.
@depends on patch && passes@
@@
tst_reap_children();
- tst_reap_children();

// No pass anywhere: each recorded status is checked where it was recorded,
// in a variable the function declares: status, or wstatus where the
// function names a status already. Only in a file that records a status:
// <+... status ...+> over a function of many branches that reads a status
// often (min_free_kbytes's test_tune()) costs spatch exponential time.
@initialize:python depends on patch@
@@
names_status = set()

@taken depends on patch && records && !passes@
identifier f;
symbol status;
@@
f(...) { <+... status ...+> }

@script:python depends on taken@
f << taken.f;
@@
names_status.add(f)

@recorder depends on patch && records && !passes@
identifier f;
@@
f(...) { <+... tst_record_childstatus(...) ...+> }

@script:python var@
f << recorder.f;
st;
@@
coccinelle.st = cocci.make_ident("wstatus" if f in names_status else "status")

@depends on patch && !passes@
identifier recorder.f, var.st;
@@
f(...) {
+ int st;
<+... tst_record_childstatus(...) ...+>
}

@depends on patch && !passes@
identifier recorder.f, var.st;
expression C, P;
@@
f(...) { <...
- tst_record_childstatus(C, P);
+ SAFE_WAITPID(P, &st, 0);
+ if (!WIFEXITED(st) || (WEXITSTATUS(st) & ~(TFAIL | TBROK | TCONF)))
+	tst_brk(TBROK, "child %s", tst_strstatus(st));
+ if (WEXITSTATUS(st) & TFAIL)
+	tst_res(TFAIL, "child %s", tst_strstatus(st));
+ if (WEXITSTATUS(st) == TPASS)
+	tst_res(TPASS, "child %s", tst_strstatus(st));
...> }

@depends on context@
@@
* tst_record_childstatus(...)

@status_result depends on report && records && passes@
position p != waited.p;
@@
(
exit@p(TPASS);
|
exit@p(TFAIL);
)

@lonely depends on report && passes@
expression E1, E2, E3;
position p;
@@
(
for (E1; E2; E3) tst_record_childstatus@p(...);
|
for (E1; E2; E3) { tst_record_childstatus@p(...); }
)

@looped depends on report && passes@
position p != lonely.p;
@@
(
for (...;...;...) { <+... tst_record_childstatus@p(...) ...+> }
|
while (...) { <+... tst_record_childstatus@p(...) ...+> }
)

@r depends on report && passes@
position p != {lonely.p, looped.p};
@@
tst_record_childstatus@p(...)

@checked depends on report && !passes@
position p;
@@
tst_record_childstatus@p(...)

@script:python depends on report@
p << checked.p;
@@
say(p, "tst_record_childstatus(cleanup, pid) -> SAFE_WAITPID() and a check of the status: nothing in the file reports a pass, the child's exit status is the verdict")

@script:python depends on report@
p << status_result.p;
@@
say(p, "a child's result as its exit status, which tst_record_childstatus() took -> tst_res() and exit(0)")

@script:python depends on report@
p << lonely.p;
@@
say(p, "a loop of tst_record_childstatus() -> one tst_reap_children(): it takes a nonzero exit status as TBROK")

@script:python depends on report@
p << looped.p;
@@
say(p, "tst_record_childstatus() in a loop: convert by hand (SAFE_WAITPID() and a status check)")

@script:python depends on report@
p << r.p;
@@
say(p, "tst_record_childstatus(cleanup, pid) -> tst_reap_children(): it waits for every child and takes a nonzero exit status as TBROK")

// A child killed with ptrace(PTRACE_KILL) that no path after waits for
// (ptrace04: the tracee the test leaves when it ends): the old library
// left it a zombie, the new one reaps the test's children after run() and
// takes one killed by a signal as TBROK. The test reaps it itself.
@killed depends on patch@
expression P;
@@
  ptrace(PTRACE_KILL, P, ...);
+ SAFE_WAITPID(P, NULL, 0);
  ... when != waitpid(P, ...)
      when != SAFE_WAITPID(P, ...)
      when != wait(...)
      when != SAFE_WAIT(...)
      when != tst_reap_children()

@depends on context@
expression P;
@@
* ptrace(PTRACE_KILL, P, ...);
  ... when != waitpid(P, ...)
      when != SAFE_WAITPID(P, ...)
      when != wait(...)
      when != SAFE_WAIT(...)
      when != tst_reap_children()

@r_killed depends on report@
expression P;
position p;
@@
  ptrace@p(PTRACE_KILL, P, ...);
  ... when != waitpid(P, ...)
      when != SAFE_WAITPID(P, ...)
      when != wait(...)
      when != SAFE_WAIT(...)
      when != tst_reap_children()

@script:python depends on report@
p << r_killed.p;
@@
say(p, "a child killed with PTRACE_KILL and never waited for -> SAFE_WAITPID() after it: the new library takes a child killed by a signal as TBROK")
