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
/// where brk is one tst_brkm()/tst_brk() call, braced or not. A fork whose
/// failure is handled in another way (tst_resm(TFAIL), perror(), exit())
/// still becomes SAFE_FORK(), but its check stays (it is now dead code);
/// report mode says so. A bare fork() without a check becomes SAFE_FORK()
/// too, in files that use the test API (they include test.h, usctest.h,
/// safe_macros.h or tst_test.h); other files (plain helper programs) are
/// left alone. vfork() and clone() are not touched.
///
/// SAFE_FORK() needs .forks_child = 1 in struct tst_test, which the
/// converter sets.
//
// Confidence: High
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

// if ((pid = fork()) == -1) tst_brkm(...); else S: take the assignment out
// of the condition, so that the rule below drops the check and keeps S.
@depends on patch@
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
@depends on patch@
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
@depends on patch@
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
@depends on patch@
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

// switch (pid = fork()) { case -1: tst_brkm(...); break; case 0: ... }
@depends on patch@
expression P;
identifier F =~ "^(fork|tst_fork|FORK_OR_VFORK)$";
@@
+ P = SAFE_FORK();
  switch (
-   P = F()
+   P
  ) {
- case -1:
- \( tst_brkm(...); \| tst_brk(...); \)
- break;
  case 0:
  ...
  }

// switch (pid = fork()) { case -1: tst_brkm(...); case 0: ... }
@depends on patch@
expression P;
identifier F =~ "^(fork|tst_fork|FORK_OR_VFORK)$";
@@
+ P = SAFE_FORK();
  switch (
-   P = F()
+   P
  ) {
- case -1:
- \( tst_brkm(...); \| tst_brk(...); \)
  case 0:
  ...
  }

// switch (fork()) { case -1: tst_brkm(...); break; case 0: ... }
@depends on patch@
identifier F =~ "^(fork|tst_fork|FORK_OR_VFORK)$";
@@
  switch (
-   F()
+   SAFE_FORK()
  ) {
- case -1:
- \( tst_brkm(...); \| tst_brk(...); \)
- break;
  case 0:
  ...
  }

// switch (fork()) { case -1: tst_brkm(...); case 0: ... }
@depends on patch@
identifier F =~ "^(fork|tst_fork|FORK_OR_VFORK)$";
@@
  switch (
-   F()
+   SAFE_FORK()
  ) {
- case -1:
- \( tst_brkm(...); \| tst_brk(...); \)
  case 0:
  ...
  }

// Whatever fork is left, checked some other way or not at all.
@depends on patch && uses_api@
identifier F =~ "^(fork|tst_fork|FORK_OR_VFORK)$";
@@
- F()
+ SAFE_FORK()

@depends on context && uses_api@
identifier F =~ "^(fork|tst_fork|FORK_OR_VFORK)$";
@@
* F()

@r depends on report && uses_api@
identifier F =~ "^(fork|tst_fork|FORK_OR_VFORK)$";
position p;
@@
F@p()

@script:python depends on report@
p << r.p;
F << r.F;
@@
say(p, "%s() -> SAFE_FORK() (and .forks_child = 1)" % F)

// A failure check that is not a lone tst_brkm()/tst_brk() stays behind.
@lone depends on report && uses_api@
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

@odd depends on report && uses_api@
identifier F =~ "^(fork|tst_fork|FORK_OR_VFORK)$";
expression P;
statement S;
position q != lone.q;
@@
  P = F();
  ... when != P
(
  if (P@q == -1) S
|
  if (P@q < 0) S
)

// The same for pid_t pid = fork();
@lone_decl depends on report && uses_api@
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

@odd_decl depends on report && uses_api@
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

@script:python depends on report@
p << odd.q;
@@
say(p, "this check of the fork's result is not a lone tst_brkm(): it stays, dead, after SAFE_FORK()")

@script:python depends on report@
p << odd_decl.q;
@@
say(p, "this check of the fork's result is not a lone tst_brkm(): it stays, dead, after SAFE_FORK()")
