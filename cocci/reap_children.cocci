// SPDX-License-Identifier: GPL-2.0-or-later
/// Replace tst_record_childstatus(cleanup, pid) with tst_reap_children().
///
/// Both wait for the child and end the test as TBROK when it was killed
/// by a signal. They differ in what a converted test must know:
///  - tst_reap_children() waits for every child, not only pid: a test that
///    keeps another child running across the call (one paused until the
///    end, say) would block there; such a test needs SAFE_WAITPID(pid,
///    &status, 0) instead. A loop whose only statement records one child
///    per iteration becomes a single call; a call inside a loop that does
///    more is left alone (each iteration would wait for all children) and
///    report mode says so.
///  - The old call took the child's exit status as a result mask and added
///    it to the test's (exit(TFAIL) counted as a failure). In the new API a
///    child reports with tst_res() and exits 0; an exit status other than
///    0, TBROK or TCONF is TBROK "child exited with status N". So in a
///    file that records a child's status, a child that reports by its
///    exit status, exit(TPASS) or exit(TFAIL), reports with tst_res() and
///    exits 0: its pass was the test's only one (setfsuid04: the run
///    reported nothing and broke) and its failure was no TBROK.
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

// Before the calls go: whether the file records a child's status.
@records depends on patch@
@@
tst_record_childstatus(...)

@depends on patch && records@
@@
(
- exit(TPASS);
+ tst_res(TPASS, "the child passed");
+ exit(0);
|
- exit(TFAIL);
+ tst_res(TFAIL, "the child failed");
+ exit(0);
)

@depends on patch@
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
@inloop depends on patch@
position p;
@@
(
for (...;...;...) { <+... tst_record_childstatus@p(...) ...+> }
|
while (...) { <+... tst_record_childstatus@p(...) ...+> }
)

@depends on patch@
expression C, P;
position p != inloop.p;
@@
- tst_record_childstatus@p(C, P)
+ tst_reap_children()

@depends on context@
@@
* tst_record_childstatus(...)

@recorded depends on report@
@@
tst_record_childstatus(...)

@status_result depends on report && recorded@
position p;
@@
(
exit@p(TPASS);
|
exit@p(TFAIL);
)

@lonely depends on report@
expression E1, E2, E3;
position p;
@@
(
for (E1; E2; E3) tst_record_childstatus@p(...);
|
for (E1; E2; E3) { tst_record_childstatus@p(...); }
)

@looped depends on report@
position p != lonely.p;
@@
(
for (...;...;...) { <+... tst_record_childstatus@p(...) ...+> }
|
while (...) { <+... tst_record_childstatus@p(...) ...+> }
)

@r depends on report@
position p != {lonely.p, looped.p};
@@
tst_record_childstatus@p(...)

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
