// SPDX-License-Identifier: GPL-2.0-or-later
/// Replace fork(), tst_fork() and FORK_OR_VFORK() with the new SAFE_FORK(),
/// together with the check of the result that ends the test on failure.
///
/// SAFE_FORK() flushes stdout, forks and ends the test as TBROK when fork()
/// fails, so a following "if (pid == -1)" or "if (pid < 0)" check whose
/// only statement is tst_brkm()/tst_brk() is dead and goes with it. The
/// shapes handled:
///   pid = fork(); [declarations or code not using pid] if (pid == -1) brk;
///   pid_t pid = fork(); ... if (pid < 0) brk;
///   if ((pid = fork()) == -1) brk;          (or < 0)
///   any of these with "else S" after brk: S stays, in the check's place
///   switch (pid = fork()) { case -1: brk; [break;] case 0: ... }
///   switch (fork()) { case -1: brk; [break;] case 0: ... }
///   TEST(fork()); if (TEST_RETURN < 0) brk;  (or TEST(pid = fork()),
///                                            == -1; up to the next TEST())
/// where brk is one tst_brkm()/tst_brk() call, braced or not. A fork whose
/// failure is handled in another way that ends the test or the function
/// (perror() and exit(), tst_resm() and return) still becomes SAFE_FORK(),
/// and its check, now dead, goes too:
///   if (pid < 0) S1 [else S2]      (or == -1; S2 stays in its place;
///                                  also if ((pid = fork()) < 0) ...)
///   switch (pid) { case 0: ... break; case -1: report; [leave;] default: }
///   switch (pid = SAFE_FORK()) { case -1: report; [leave;] case 0: ... }
///   switch (pid) { case -1: report; [leave;] case 0: ... }
///   if (pid == 0) S1 else if (pid < 0) S2 [else S3]   (S3 stays)
///   if (pid > 0) S1 else if (pid == 0) S2 else S3     (or == 0, > 0)
/// where report is one tst_brkm(), tst_brk(), tst_resm(), tst_res(),
/// perror(), printf() or fprintf() and leave one break, return, exit(),
/// _exit() or tst_exit() (optional after tst_brkm()/tst_brk()). A check
/// that jumps to a label (goto) stays: the label could be left unused;
/// report mode names it. A fork whose check goes on after the failure
/// (counts it, expects EAGAIN), whose check reports TPASS (the failure is
/// a result), or a loop that forks until fork() fails (while ((pid =
/// fork()) != -1)), is a plain fork(). A bare fork() without
/// a check becomes SAFE_FORK() too, in files that use the test API (they
/// include test.h, usctest.h, safe_macros.h or tst_test.h); other files
/// (plain helper programs) are left alone, and so are those of a program
/// with a main() of its own and no struct tst_test (#define
/// TST_NO_DEFAULT_MAIN and main(): an exec()ed helper), where SAFE_FORK()
/// could only break the run, having no .forks_child to read; a helper
/// library (TST_NO_DEFAULT_MAIN, no main()) gets SAFE_FORK(). vfork() and clone() are
/// not touched.
///
/// SAFE_FORK() needs .forks_child = 1 in struct tst_test, which the
/// converter sets.
//
// Confidence: High
// Options: --no-includes --include-headers
// Needs: fork FORK
// (every rule matches fork(), tst_fork(), FORK_OR_VFORK() or SAFE_FORK():
// tst-cocci gives the patch only the files that spell one of the words)

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

@uses_api@
@@
(
#include "test.h"
|
#include "usctest.h"
|
#include "safe_macros.h"
|
#include "tst_test.h"
)

// A program of its own main() (the converter defines TST_NO_DEFAULT_MAIN)
// has a struct tst_test only when its main() runs it (tst_run_tcases()).
// A helper library defines TST_NO_DEFAULT_MAIN too, and no main(): the
// tests linking it run its forks.
@own_main@
@@
#define TST_NO_DEFAULT_MAIN

@has_main@
type T;
@@
T main(...) { ... }

@has_test@
identifier t;
@@
struct tst_test t = { ... };

// if ((pid = fork()) == -1) tst_brkm(...); else S: take the assignment out
// of the condition, so that the rule below drops the check and keeps S.
@depends on patch && (!own_main || !has_main || has_test)@
expression P;
identifier F =~ "^(fork|tst_fork|FORK_OR_VFORK)$";
statement S;
@@
+ P = F();
  if (
(
-   (P = F()) == -1
+   P == -1
|
-   (P = F()) < 0
+   P < 0
)
  ) { \( tst_brkm(...); \| tst_brk(...); \) } else S

// pid = fork(); ... if (pid == -1) tst_brkm(...);
@depends on patch && (!own_main || !has_main || has_test)@
expression P;
identifier F =~ "^(fork|tst_fork|FORK_OR_VFORK)$";
statement S;
@@
  P =
- F()
+ SAFE_FORK()
  ;
  ... when != P
(
- if (P == -1) { \( tst_brkm(...); \| tst_brk(...); \) }
|
- if (P < 0) { \( tst_brkm(...); \| tst_brk(...); \) }
|
- if (P == -1) { \( tst_brkm(...); \| tst_brk(...); \) } else
  S
|
- if (P < 0) { \( tst_brkm(...); \| tst_brk(...); \) } else
  S
)

// pid_t pid = fork(); ... if (pid == -1) tst_brkm(...);
@depends on patch && (!own_main || !has_main || has_test)@
type T;
identifier P;
identifier F =~ "^(fork|tst_fork|FORK_OR_VFORK)$";
statement S;
@@
  T P =
- F()
+ SAFE_FORK()
  ;
  ... when != P
(
- if (P == -1) { \( tst_brkm(...); \| tst_brk(...); \) }
|
- if (P < 0) { \( tst_brkm(...); \| tst_brk(...); \) }
|
- if (P == -1) { \( tst_brkm(...); \| tst_brk(...); \) } else
  S
|
- if (P < 0) { \( tst_brkm(...); \| tst_brk(...); \) } else
  S
)

// if ((pid = fork()) == -1) tst_brkm(...);
@depends on patch && (!own_main || !has_main || has_test)@
expression P;
identifier F =~ "^(fork|tst_fork|FORK_OR_VFORK)$";
@@
(
- if ((P = F()) == -1) { \( tst_brkm(...); \| tst_brk(...); \) }
+ P = SAFE_FORK();
|
- if ((P = F()) < 0) { \( tst_brkm(...); \| tst_brk(...); \) }
+ P = SAFE_FORK();
)

// if ((pid = fork()) < 0) { perror(...); exit(1); } [else S]: a check
// that ends the test or the function other than by tst_brkm(): the
// assignment out of the condition, so that the rules below read the
// check as they read one after "pid = fork();" (it goes as dead).
@depends on patch && (!own_main || !has_main || has_test)@
expression P;
identifier F =~ "^(fork|tst_fork|FORK_OR_VFORK)$";
identifier X =~ "^(exit|_exit|tst_exit)$";
statement S;
@@
(
+ P = F();
  if (
(
-   (P = F()) == -1
+   P == -1
|
-   (P = F()) < 0
+   P < 0
)
  ) { <+... \( X(...); \| return ...; \) ...+> } else S
|
+ P = F();
  if (
(
-   (P = F()) == -1
+   P == -1
|
-   (P = F()) < 0
+   P < 0
)
  ) { <+... \( X(...); \| return ...; \) ...+> }
)

// switch (pid = fork()) { case -1: report; [leave;] case 0: ... }: the
// check goes (a lone tst_brkm() ended the test as SAFE_FORK() does; any
// other report is dead), the assignment before the switch.
@depends on patch && (!own_main || !has_main || has_test)@
expression P;
identifier F =~ "^(fork|tst_fork|FORK_OR_VFORK)$";
expression list EL;
expression E;
@@
+ P = SAFE_FORK();
  switch (
-   P = F()
+   P
  ) {
- case -1:
(
- \( tst_brkm(EL); \| tst_brk(EL); \| tst_resm(EL); \| tst_res(EL); \| perror(EL); \| printf(EL); \| fprintf(EL); \)
- \( break; \| return; \| return E; \| exit(E); \| _exit(E); \| tst_exit(); \)
|
- \( tst_brkm(EL); \| tst_brk(EL); \)
)
  case 0:
  ... when any
  }

// switch (fork()) { case -1: report; [leave;] case 0: ... }
@depends on patch && (!own_main || !has_main || has_test)@
identifier F =~ "^(fork|tst_fork|FORK_OR_VFORK)$";
expression list EL;
expression E;
@@
  switch (
-   F()
+   SAFE_FORK()
  ) {
- case -1:
(
- \( tst_brkm(EL); \| tst_brk(EL); \| tst_resm(EL); \| tst_res(EL); \| perror(EL); \| printf(EL); \| fprintf(EL); \)
- \( break; \| return; \| return E; \| exit(E); \| _exit(E); \| tst_exit(); \)
|
- \( tst_brkm(EL); \| tst_brk(EL); \)
)
  case 0:
  ... when any
  }

// A fork whose failure the test goes on after (setrlimit01 expects
// EAGAIN under RLIMIT_NPROC, fork06 counts the failures) stays fork():
// its check holds no tst_brkm(), tst_brk(), exit(), _exit(), tst_exit()
// or return.
//
// Written with braces, "{ <+... A ...+> }" also matches, through the
// braces isomorphisms, a branch without braces holding A; spatch
// evaluates that form along every path of the function, which a few
// loops make explode (msgctl07's run(): 12 s for this rule alone). So
// `fatal` takes the isomorphisms away and names the branches it reads
// whole: a block, or the call or return alone. Where a check's branch
// is another statement without braces (a nested if, a loop, a switch, a
// label: `fatal_odd`), `fatal_slow`, the rule as written with the
// isomorphisms, runs as well: the forks found are the same.
@fatal disable braces0, braces1, braces2, braces3, braces4@
expression P, E;
identifier F =~ "^(fork|tst_fork|FORK_OR_VFORK)$";
identifier X =~ "^(tst_brkm|tst_brk|exit|_exit|tst_exit)$";
position p;
statement S, S1;
@@
(
  P = F@p();
|
  P = (F@p());
)
  ... when != P
(
  if (\(P == -1\|P < 0\)) \( { <+... \( X(...); \| return ...; \) ...+> } \| X(...); \| return ...; \) else S
|
  if (\(P == -1\|P < 0\)) \( { <+... \( X(...); \| return ...; \) ...+> } \| X(...); \| return ...; \)
|
  if (E) S1 else if (\(P == -1\|P < 0\)) \( { <+... \( X(...); \| return ...; \) ...+> } \| X(...); \| return ...; \) else S
|
  if (E) S1 else if (\(P == -1\|P < 0\)) \( { <+... \( X(...); \| return ...; \) ...+> } \| X(...); \| return ...; \)
)

// The checks `fatal` reads whole: a block, or a statement that holds no
// other (an expression, a return, a jump) ...
@fatal_plain disable braces0, braces1, braces2, braces3, braces4@
expression P, E, E2;
identifier F =~ "^(fork|tst_fork|FORK_OR_VFORK)$";
identifier L;
position b;
statement S, S1;
@@
(
  P = F();
|
  P = (F());
)
  ... when != P
(
  if@b (\(P == -1\|P < 0\)) \( { ... } \| E2; \| return ...; \| break; \| continue; \| goto L; \) else S
|
  if@b (\(P == -1\|P < 0\)) \( { ... } \| E2; \| return ...; \| break; \| continue; \| goto L; \)
|
  if (E) S1 else if@b (\(P == -1\|P < 0\)) \( { ... } \| E2; \| return ...; \| break; \| continue; \| goto L; \) else S
|
  if (E) S1 else if@b (\(P == -1\|P < 0\)) \( { ... } \| E2; \| return ...; \| break; \| continue; \| goto L; \)
)

// ... and a check whose branch is another statement (an if, a loop, a
// switch, a label): where there is one, `fatal_slow` runs too.
@fatal_odd disable braces0, braces1, braces2, braces3, braces4@
expression P, E;
identifier F =~ "^(fork|tst_fork|FORK_OR_VFORK)$";
position b != fatal_plain.b;
statement S, S1, T;
@@
(
  P = F();
|
  P = (F());
)
  ... when != P
(
  if@b (\(P == -1\|P < 0\)) T else S
|
  if@b (\(P == -1\|P < 0\)) T
|
  if (E) S1 else if@b (\(P == -1\|P < 0\)) T else S
|
  if (E) S1 else if@b (\(P == -1\|P < 0\)) T
)

@fatal_slow depends on fatal_odd@
expression P, E;
identifier F =~ "^(fork|tst_fork|FORK_OR_VFORK)$";
identifier X =~ "^(tst_brkm|tst_brk|exit|_exit|tst_exit)$";
position p;
statement S, S1;
@@
(
  P = F@p();
|
  P = (F@p());
)
  ... when != P
(
  if (\(P == -1\|P < 0\)) { <+... \( X(...); \| return ...; \) ...+> } else S
|
  if (\(P == -1\|P < 0\)) { <+... \( X(...); \| return ...; \) ...+> }
|
  if (E) S1 else if (\(P == -1\|P < 0\)) { <+... \( X(...); \| return ...; \) ...+> } else S
|
  if (E) S1 else if (\(P == -1\|P < 0\)) { <+... \( X(...); \| return ...; \) ...+> }
)

// The fork in the condition of the if whose else-if checks it.
@fatal_cond@
expression P;
identifier F =~ "^(fork|tst_fork|FORK_OR_VFORK)$";
identifier X =~ "^(tst_brkm|tst_brk|exit|_exit|tst_exit)$";
position p;
statement S, S1;
@@
(
  if (<+... P = F@p() ...+>) S1 else if (\(P == -1\|P < 0\)) { <+... \( X(...); \| return ...; \) ...+> } else S
|
  if (<+... P = F@p() ...+>) S1 else if (\(P == -1\|P < 0\)) { <+... \( X(...); \| return ...; \) ...+> }
)

// The fork assigned in the condition of its own check (the patch rule
// above takes it out; report mode reads it here).
@fatal_incond@
expression P;
identifier F =~ "^(fork|tst_fork|FORK_OR_VFORK)$";
identifier X =~ "^(tst_brkm|tst_brk|exit|_exit|tst_exit)$";
position p;
statement S;
@@
(
  if ((P = F@p()) == -1) { <+... \( X(...); \| return ...; \) ...+> } else S
|
  if ((P = F@p()) < 0) { <+... \( X(...); \| return ...; \) ...+> } else S
|
  if ((P = F@p()) == -1) { <+... \( X(...); \| return ...; \) ...+> }
|
  if ((P = F@p()) < 0) { <+... \( X(...); \| return ...; \) ...+> }
)

@fatal_decl@
type T;
identifier P;
expression E;
identifier F =~ "^(fork|tst_fork|FORK_OR_VFORK)$";
identifier X =~ "^(tst_brkm|tst_brk|exit|_exit|tst_exit)$";
position p;
statement S, S1;
@@
  T P = F@p();
  ... when != P
(
  if (\(P == -1\|P < 0\)) { <+... \( X(...); \| return ...; \) ...+> } else S
|
  if (\(P == -1\|P < 0\)) { <+... \( X(...); \| return ...; \) ...+> }
|
  if (E) S1 else if (\(P == -1\|P < 0\)) { <+... \( X(...); \| return ...; \) ...+> } else S
|
  if (E) S1 else if (\(P == -1\|P < 0\)) { <+... \( X(...); \| return ...; \) ...+> }
)

// if (pid > 0) parent(); else if (pid == 0) child(); else S: the last
// else is the failure (the two tests in either order).
@fatal_else@
expression P;
identifier F =~ "^(fork|tst_fork|FORK_OR_VFORK)$";
identifier X =~ "^(tst_brkm|tst_brk|exit|_exit|tst_exit)$";
position p;
statement S1, S2;
@@
(
  P = F@p();
  ... when != P
  if (\(P > 0\|P == 0\)) S1 else if (\(P == 0\|P > 0\)) S2 else { <+... \( X(...); \| return ...; \) ...+> }
|
  if ((P = F@p()) > 0) S1 else if (P == 0) S2 else { <+... \( X(...); \| return ...; \) ...+> }
|
  if ((P = F@p()) == 0) S1 else if (P > 0) S2 else { <+... \( X(...); \| return ...; \) ...+> }
)

// A failure the test expects: its check reports TPASS (oom() of the mem
// library passes when fork() fails with the errno it waits for). In a
// case -1 only the TPASS of an if that opens it counts: spatch's "..."
// would run on into the next cases.
@expected@
expression P, E, E2;
identifier F =~ "^(fork|tst_fork|FORK_OR_VFORK)$";
identifier R =~ "^(tst_resm|tst_res)$";
position p;
statement S, S1;
@@
(
  P = F@p();
  ... when != P
(
  if (\(P == -1\|P < 0\)) { <+... R(\(TPASS\|TPASS | E\), ...); ...+> } else S
|
  if (\(P == -1\|P < 0\)) { <+... R(\(TPASS\|TPASS | E\), ...); ...+> }
|
  if (E2) S1 else if (\(P == -1\|P < 0\)) { <+... R(\(TPASS\|TPASS | E\), ...); ...+> }
|
  switch (P) {
  case -1:
  if (E2) { <+... R(\(TPASS\|TPASS | E\), ...); ...+> }
  ... when any
  }
)
|
  switch (P = F@p()) {
  case -1:
  if (E2) { <+... R(\(TPASS\|TPASS | E\), ...); ...+> }
  ... when any
  }
)

// A check in an else-if (if (pid == 0) child(); else if (pid < 0) ...)
// counts the same way; a loop that forks until fork() fails (fork12:
// while ((pid = fork()) != -1)) goes on after the failure too.
@tolerated@
expression P, E;
type T;
identifier P2;
identifier F =~ "^(fork|tst_fork|FORK_OR_VFORK)$";
position p != {fatal.p, fatal_slow.p, fatal_cond.p, fatal_incond.p,
              fatal_decl.p, fatal_else.p};
statement S, S1, S2;
@@
(
  P = F@p();
  ... when != P
(
  if (\(P == -1\|P < 0\)) S1 else S2
|
  if (\(P == -1\|P < 0\)) S1
|
  if (E) S1 else if (\(P == -1\|P < 0\)) S2 else S
|
  if (E) S1 else if (\(P == -1\|P < 0\)) S2
)
|
  if (<+... P = F@p() ...+>) S1 else if (\(P == -1\|P < 0\)) S2 else S
|
  if (<+... P = F@p() ...+>) S1 else if (\(P == -1\|P < 0\)) S2
|
  if ((P = F@p()) == -1) S1 else S2
|
  if ((P = F@p()) < 0) S1 else S2
|
  if ((P = F@p()) == -1) S1
|
  if ((P = F@p()) < 0) S1
|
  T P2 = F@p();
  ... when != P2
(
  if (\(P2 == -1\|P2 < 0\)) S1 else S2
|
  if (\(P2 == -1\|P2 < 0\)) S1
|
  if (E) S1 else if (\(P2 == -1\|P2 < 0\)) S2 else S
|
  if (E) S1 else if (\(P2 == -1\|P2 < 0\)) S2
)
|
  P = F@p();
  ... when != P
  if (\(P > 0\|P == 0\)) S1 else if (\(P == 0\|P > 0\)) S2 else S
|
  if ((P = F@p()) > 0) S1 else if (P == 0) S2 else S
|
  if ((P = F@p()) == 0) S1 else if (P > 0) S2 else S
|
  while ((P = F@p()) != -1) S
|
  while ((P = F@p()) >= 0) S
|
  for (...; (P = F@p()) != -1; ...) S
|
  for (...; (P = F@p()) >= 0; ...) S
)

// TEST(fork()) or TEST(pid = fork()): the result is TEST_RETURN until
// the next TEST(), and its checks count as the shapes above count a
// pid's: one that ends the test or the function is fatal, one that
// reports TPASS or goes on keeps fork().
@test_fatal@
expression P;
identifier F =~ "^(fork|tst_fork|FORK_OR_VFORK)$";
identifier X =~ "^(tst_brkm|tst_brk|exit|_exit|tst_exit)$";
position p;
statement S;
@@
(
  TEST(F@p());
|
  TEST(P = F@p());
)
  ... when != TEST_RETURN
      when != TEST(...)
(
  if (\(TEST_RETURN == -1\|TEST_RETURN < 0\)) { <+... \( X(...); \| return ...; \) ...+> } else S
|
  if (\(TEST_RETURN == -1\|TEST_RETURN < 0\)) { <+... \( X(...); \| return ...; \) ...+> }
)

@test_expected@
expression P, E;
identifier F =~ "^(fork|tst_fork|FORK_OR_VFORK)$";
identifier R =~ "^(tst_resm|tst_res)$";
position p;
statement S;
@@
(
  TEST(F@p());
|
  TEST(P = F@p());
)
  ... when != TEST_RETURN
      when != TEST(...)
(
  if (\(TEST_RETURN == -1\|TEST_RETURN < 0\)) { <+... R(\(TPASS\|TPASS | E\), ...); ...+> } else S
|
  if (\(TEST_RETURN == -1\|TEST_RETURN < 0\)) { <+... R(\(TPASS\|TPASS | E\), ...); ...+> }
)

@test_tolerated@
expression P;
identifier F =~ "^(fork|tst_fork|FORK_OR_VFORK)$";
position p != test_fatal.p;
statement S1, S2;
@@
(
  TEST(F@p());
|
  TEST(P = F@p());
)
  ... when != TEST_RETURN
      when != TEST(...)
(
  if (\(TEST_RETURN == -1\|TEST_RETURN < 0\)) S1 else S2
|
  if (\(TEST_RETURN == -1\|TEST_RETURN < 0\)) S1
)

// Whatever fork is left, checked some other way or not at all.
@depends on patch && uses_api && (!own_main || !has_main || has_test)@
identifier F =~ "^(fork|tst_fork|FORK_OR_VFORK)$";
position p != {tolerated.p, expected.p, test_tolerated.p, test_expected.p};
@@
- F@p()
+ SAFE_FORK()

// What is left of the old API's names is a tolerated fork: a plain fork().
@depends on patch && uses_api && (!own_main || !has_main || has_test)@
identifier F =~ "^(tst_fork|FORK_OR_VFORK)$";
@@
- F()
+ fork()

// The checks of what SAFE_FORK() returned are dead: it never fails. A
// check that jumps somewhere stays (its label could be left unused).
@dead_jump depends on patch && (!own_main || !has_main || has_test)@
expression P;
position p;
identifier L;
statement S;
@@
  P = SAFE_FORK@p();
  ... when != P
(
  if (\(P < 0\|P == -1\)) { <+... goto L; ...+> } else S
|
  if (\(P < 0\|P == -1\)) { <+... goto L; ...+> }
)

@depends on patch && (!own_main || !has_main || has_test)@
expression P;
statement S1, S2;
position q != dead_jump.p;
@@
  P = SAFE_FORK@q();
  ... when != P
(
- if (\(P < 0\|P == -1\)) S1 else
  S2
|
- if (\(P < 0\|P == -1\)) S1
)

@dead_jump_decl depends on patch && (!own_main || !has_main || has_test)@
type T;
identifier P;
position p;
identifier L;
statement S;
@@
  T P = SAFE_FORK@p();
  ... when != P
(
  if (\(P < 0\|P == -1\)) { <+... goto L; ...+> } else S
|
  if (\(P < 0\|P == -1\)) { <+... goto L; ...+> }
)

@depends on patch && (!own_main || !has_main || has_test)@
type T;
identifier P;
statement S1, S2;
position q != dead_jump_decl.p;
@@
  T P = SAFE_FORK@q();
  ... when != P
(
- if (\(P < 0\|P == -1\)) S1 else
  S2
|
- if (\(P < 0\|P == -1\)) S1
)

// TEST(SAFE_FORK()): its check of TEST_RETURN is as dead.
@dead_test_jump depends on patch && (!own_main || !has_main || has_test)@
expression P;
position p;
identifier L;
statement S;
@@
(
  TEST(SAFE_FORK());
|
  TEST(P = SAFE_FORK());
)
  ... when != TEST_RETURN
      when != TEST(...)
(
  if (\(TEST_RETURN@p < 0\|TEST_RETURN@p == -1\)) { <+... goto L; ...+> } else S
|
  if (\(TEST_RETURN@p < 0\|TEST_RETURN@p == -1\)) { <+... goto L; ...+> }
)

@depends on patch && (!own_main || !has_main || has_test)@
expression P;
statement S1, S2;
position q != dead_test_jump.p;
@@
(
  TEST(SAFE_FORK());
|
  TEST(P = SAFE_FORK());
)
  ... when != TEST_RETURN
      when != TEST(...)
(
- if (\(TEST_RETURN@q < 0\|TEST_RETURN@q == -1\)) S1 else
  S2
|
- if (\(TEST_RETURN@q < 0\|TEST_RETURN@q == -1\)) S1
)

// The same check as an else-if after a test of the result (if (pid ==
// 0) child(); else if (pid < 0) ...), the fork before the if or in its
// condition: the branch goes, a trailing else stays.
@dead_elif_jump depends on patch && (!own_main || !has_main || has_test)@
expression P, E;
position p;
identifier L;
statement S, S1;
@@
(
  if (E) S1 else if (\(P@p < 0\|P@p == -1\)) { <+... goto L; ...+> } else S
|
  if (E) S1 else if (\(P@p < 0\|P@p == -1\)) { <+... goto L; ...+> }
)

@depends on patch && (!own_main || !has_main || has_test)@
expression P, E;
statement S1, S2, S3;
position q != dead_elif_jump.p;
@@
  P = SAFE_FORK();
  ... when != P
(
  if (E) S1 else
- if (\(P@q < 0\|P@q == -1\)) S2 else
  S3
|
  if (E) S1
- else if (\(P@q < 0\|P@q == -1\)) S2
)

@depends on patch && (!own_main || !has_main || has_test)@
type T;
identifier P;
expression E;
statement S1, S2, S3;
position q != dead_elif_jump.p;
@@
  T P = SAFE_FORK();
  ... when != P
(
  if (E) S1 else
- if (\(P@q < 0\|P@q == -1\)) S2 else
  S3
|
  if (E) S1
- else if (\(P@q < 0\|P@q == -1\)) S2
)

@depends on patch && (!own_main || !has_main || has_test)@
expression P;
statement S1, S2, S3;
position q != dead_elif_jump.p;
@@
(
  if (<+... P = SAFE_FORK() ...+>) S1 else
- if (\(P@q < 0\|P@q == -1\)) S2 else
  S3
|
  if (<+... P = SAFE_FORK() ...+>) S1
- else if (\(P@q < 0\|P@q == -1\)) S2
)

// The last else after tests for the parent and the child (if (pid > 0)
// parent(); else if (pid == 0) child(); else ...) is the same check: it
// goes, unless it jumps to a label.
@dead_else_jump depends on patch && (!own_main || !has_main || has_test)@
expression P;
position p;
identifier L;
statement S1;
@@
  if (\(P > 0\|P == 0\)) S1 else if (\(P@p == 0\|P@p > 0\)) { <+... goto L; ...+> }

@depends on patch && (!own_main || !has_main || has_test)@
expression P;
statement S1, S2, S3;
position q != dead_else_jump.p;
@@
(
  P = SAFE_FORK();
  ... when != P
  if (\(P > 0\|P == 0\)) S1 else if (\(P@q == 0\|P@q > 0\)) S2
- else S3
|
  if ((P = SAFE_FORK()) > 0) S1 else if (P@q == 0) S2
- else S3
|
  if ((P = SAFE_FORK()) == 0) S1 else if (P@q > 0) S2
- else S3
)

// pid = SAFE_FORK(); switch (pid) { case -1: report; [leave;] case 0: ...
// }: the first case is dead.
@depends on patch && (!own_main || !has_main || has_test)@
expression P;
expression list EL;
expression E;
@@
  P = SAFE_FORK();
  ... when != P
  switch (P) {
- case -1:
(
- \( tst_brkm(EL); \| tst_brk(EL); \| tst_resm(EL); \| tst_res(EL); \| perror(EL); \| printf(EL); \| fprintf(EL); \)
- \( break; \| return; \| return E; \| exit(E); \| _exit(E); \| tst_exit(); \)
|
- \( tst_brkm(EL); \| tst_brk(EL); \)
)
  case 0:
  ... when any
  }

// A case -1 between a case 0 that ends in break and the default:
// switch (pid) { case 0: ... break; case -1: report; [leave;] default: ...
// }, and the same with the fork in the switch's expression.
@depends on patch && (!own_main || !has_main || has_test)@
expression P;
expression list EL;
expression E;
@@
  P = SAFE_FORK();
  ... when != P
  switch (P) {
  case 0:
  ...
  break;
- case -1:
(
- \( tst_brkm(EL); \| tst_brk(EL); \| tst_resm(EL); \| tst_res(EL); \| perror(EL); \| printf(EL); \| fprintf(EL); \)
- \( break; \| return; \| return E; \| exit(E); \| _exit(E); \| tst_exit(); \)
|
- \( tst_brkm(EL); \| tst_brk(EL); \)
)
  default:
  ...
  }

@depends on patch && (!own_main || !has_main || has_test)@
expression P;
expression list EL;
expression E;
@@
  switch (P = SAFE_FORK()) {
  case 0:
  ...
  break;
- case -1:
(
- \( tst_brkm(EL); \| tst_brk(EL); \| tst_resm(EL); \| tst_res(EL); \| perror(EL); \| printf(EL); \| fprintf(EL); \)
- \( break; \| return; \| return E; \| exit(E); \| _exit(E); \| tst_exit(); \)
|
- \( tst_brkm(EL); \| tst_brk(EL); \)
)
  default:
  ...
  }

@depends on patch && (!own_main || !has_main || has_test)@
expression P;
expression list EL;
expression E;
@@
  switch ((P = SAFE_FORK())) {
  case 0:
  ...
  break;
- case -1:
(
- \( tst_brkm(EL); \| tst_brk(EL); \| tst_resm(EL); \| tst_res(EL); \| perror(EL); \| printf(EL); \| fprintf(EL); \)
- \( break; \| return; \| return E; \| exit(E); \| _exit(E); \| tst_exit(); \)
|
- \( tst_brkm(EL); \| tst_brk(EL); \)
)
  default:
  ...
  }

@depends on patch && (!own_main || !has_main || has_test)@
expression list EL;
expression E;
@@
  switch (SAFE_FORK()) {
  case 0:
  ...
  break;
- case -1:
(
- \( tst_brkm(EL); \| tst_brk(EL); \| tst_resm(EL); \| tst_res(EL); \| perror(EL); \| printf(EL); \| fprintf(EL); \)
- \( break; \| return; \| return E; \| exit(E); \| _exit(E); \| tst_exit(); \)
|
- \( tst_brkm(EL); \| tst_brk(EL); \)
)
  default:
  ...
  }

@depends on context && uses_api && (!own_main || !has_main || has_test)@
identifier F =~ "^(fork|tst_fork|FORK_OR_VFORK)$";
@@
* F()

@r depends on report && uses_api && (!own_main || !has_main || has_test)@
identifier F =~ "^(fork|tst_fork|FORK_OR_VFORK)$";
position p != {tolerated.p, expected.p, test_tolerated.p, test_expected.p};
@@
F@p()

@script:python depends on report@
p << r.p;
F << r.F;
@@
say(p, "%s() -> SAFE_FORK() (and .forks_child = 1)" % F)

@script:python depends on report@
p << tolerated.p;
F << tolerated.F;
@@
say(p, "%s() is not made SAFE_FORK(): the test goes on after it fails (its check ends nothing)" % F)

@script:python depends on report@
p << expected.p;
F << expected.F;
@@
say(p, "%s() is not made SAFE_FORK(): its failure is a result the test expects (its check reports TPASS)" % F)

@script:python depends on report@
p << test_tolerated.p;
F << test_tolerated.F;
@@
say(p, "%s() is not made SAFE_FORK(): the test goes on after it fails (its check ends nothing)" % F)

@script:python depends on report@
p << test_expected.p;
F << test_expected.F;
@@
say(p, "%s() is not made SAFE_FORK(): its failure is a result the test expects (its check reports TPASS)" % F)

// A check of TEST_RETURN after TEST(fork()), dead once it is SAFE_FORK().
@odd_test depends on report && uses_api && (!own_main || !has_main || has_test)@
identifier F =~ "^(fork|tst_fork|FORK_OR_VFORK)$";
expression P;
statement S, S2;
position q;
position p != {test_tolerated.p, test_expected.p};
@@
(
  TEST(F@p());
|
  TEST(P = F@p());
)
  ... when != TEST_RETURN
      when != TEST(...)
(
  if (\(TEST_RETURN@q == -1\|TEST_RETURN@q < 0\)) S else S2
|
  if (\(TEST_RETURN@q == -1\|TEST_RETURN@q < 0\)) S
)

@script:python depends on report@
p << odd_test.q;
@@
say(p, "this check of the fork's result is dead after SAFE_FORK(): it goes, unless it jumps to a label")

// A failure check that is not a lone tst_brkm()/tst_brk() stays behind.
@lone depends on report && uses_api && (!own_main || !has_main || has_test)@
identifier F =~ "^(fork|tst_fork|FORK_OR_VFORK)$";
expression P;
statement S;
position q;
@@
  P = F();
  ... when != P
(
  if (P@q == -1) { \( tst_brkm(...); \| tst_brk(...); \) }
|
  if (P@q < 0) { \( tst_brkm(...); \| tst_brk(...); \) }
|
  if (P@q == -1) { \( tst_brkm(...); \| tst_brk(...); \) } else S
|
  if (P@q < 0) { \( tst_brkm(...); \| tst_brk(...); \) } else S
)

@odd depends on report && uses_api && (!own_main || !has_main || has_test)@
identifier F =~ "^(fork|tst_fork|FORK_OR_VFORK)$";
expression P;
statement S;
position q != lone.q;
position p != {tolerated.p, expected.p};
@@
  P = F@p();
  ... when != P
(
  if (P@q == -1) S
|
  if (P@q < 0) S
)

// The same for pid_t pid = fork();
@lone_decl depends on report && uses_api && (!own_main || !has_main || has_test)@
identifier F =~ "^(fork|tst_fork|FORK_OR_VFORK)$";
type T;
identifier P;
statement S;
position q;
@@
  T P = F();
  ... when != P
(
  if (P@q == -1) { \( tst_brkm(...); \| tst_brk(...); \) }
|
  if (P@q < 0) { \( tst_brkm(...); \| tst_brk(...); \) }
|
  if (P@q == -1) { \( tst_brkm(...); \| tst_brk(...); \) } else S
|
  if (P@q < 0) { \( tst_brkm(...); \| tst_brk(...); \) } else S
)

@odd_decl depends on report && uses_api && (!own_main || !has_main || has_test)@
identifier F =~ "^(fork|tst_fork|FORK_OR_VFORK)$";
type T;
identifier P;
statement S;
position q != lone_decl.q;
@@
  T P = F();
  ... when != P
(
  if (P@q == -1) S
|
  if (P@q < 0) S
)

// A check in an else-if after a test of the fork's result.
@odd_elif depends on report && uses_api && (!own_main || !has_main || has_test)@
identifier F =~ "^(fork|tst_fork|FORK_OR_VFORK)$";
expression P, E;
type T;
identifier P2;
statement S, S1, S2;
position q;
position p != {tolerated.p, expected.p};
@@
(
  P = F@p();
  ... when != P
(
  if (E) S1 else if (\(P@q == -1\|P@q < 0\)) S2 else S
|
  if (E) S1 else if (\(P@q == -1\|P@q < 0\)) S2
)
|
  T P2 = F@p();
  ... when != P2
(
  if (E) S1 else if (\(P2@q == -1\|P2@q < 0\)) S2 else S
|
  if (E) S1 else if (\(P2@q == -1\|P2@q < 0\)) S2
)
|
  if (<+... P = F@p() ...+>) S1 else if (\(P@q == -1\|P@q < 0\)) S2 else S
|
  if (<+... P = F@p() ...+>) S1 else if (\(P@q == -1\|P@q < 0\)) S2
)

// The last else after tests for the parent and the child.
@odd_else depends on report && uses_api && (!own_main || !has_main || has_test)@
identifier F =~ "^(fork|tst_fork|FORK_OR_VFORK)$";
expression P;
statement S, S1, S2;
position q;
position p != {tolerated.p, expected.p};
@@
(
  P = F@p();
  ... when != P
  if (\(P > 0\|P == 0\)) S1 else if (\(P@q == 0\|P@q > 0\)) S2 else S
|
  if ((P = F@p()) > 0) S1 else if (P@q == 0) S2 else S
|
  if ((P = F@p()) == 0) S1 else if (P@q > 0) S2 else S
)

@script:python depends on report@
p << odd_else.q;
@@
say(p, "the else after this test is the fork's failure, dead after SAFE_FORK(): it goes, unless it jumps to a label")

@script:python depends on report@
p << odd_elif.q;
@@
say(p, "this check of the fork's result is dead after SAFE_FORK(): it goes, unless it jumps to a label")

@script:python depends on report@
p << odd.q;
@@
say(p, "this check of the fork's result is dead after SAFE_FORK(): it goes, unless it jumps to a label")

@script:python depends on report@
p << odd_decl.q;
@@
say(p, "this check of the fork's result is dead after SAFE_FORK(): it goes, unless it jumps to a label")
