// SPDX-License-Identifier: GPL-2.0-or-later
/// Replace the old TST_PROCESS_STATE_WAIT(cleanup, pid, state) with the
/// new TST_PROCESS_STATE_WAIT(pid, state, 0), and the old non-fatal
/// tst_process_state_wait2(pid, state) with the new one's
/// tst_process_state_wait2(pid, state, 0) (two arguments are the old form
/// only).
///
/// The new macro takes a timeout in milliseconds as its third argument; 0
/// means none, which is what the old macro did (poll with no limit). Both
/// forms have three arguments, so to stay idempotent the call is taken for
/// the old form only when its third argument is a char (a 'S'-like
/// constant or a char variable) or its first argument is NULL or an
/// identifier containing "cleanup"; a new-form call has a number there and
/// a pid first.
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

@depends on patch@
expression C, P;
char S;
@@
  TST_PROCESS_STATE_WAIT(
-   C,
    P, S
+   , 0
  )

@depends on patch@
identifier C =~ "[Cc][Ll][Ee][Aa][Nn]_?[Uu][Pp]";
expression P, S;
@@
  TST_PROCESS_STATE_WAIT(
-   C,
    P, S
+   , 0
  )

@depends on patch@
expression P, S;
@@
  TST_PROCESS_STATE_WAIT(
-   NULL,
    P, S
+   , 0
  )

@depends on patch@
expression P, S;
@@
  tst_process_state_wait2(P, S
+   , 0
  )

@w2 depends on context || report@
expression P, S;
position p;
@@
  tst_process_state_wait2@p(P, S)

@depends on context@
position w2.p;
@@
* tst_process_state_wait2@p(...)

@script:python depends on report@
p << w2.p;
@@
say(p, "tst_process_state_wait2(pid, state) -> tst_process_state_wait2(pid, state, 0)")

@r depends on context || report@
identifier C =~ "[Cc][Ll][Ee][Aa][Nn]_?[Uu][Pp]";
expression E, P, S2;
char S;
position p;
@@
(
  TST_PROCESS_STATE_WAIT@p(E, P, S)
|
  TST_PROCESS_STATE_WAIT@p(NULL, P, S2)
|
  TST_PROCESS_STATE_WAIT@p(C, P, S2)
)

@depends on context@
position r.p;
@@
* TST_PROCESS_STATE_WAIT@p(...)

@script:python depends on report@
p << r.p;
@@
say(p, "TST_PROCESS_STATE_WAIT(cleanup, pid, state) -> TST_PROCESS_STATE_WAIT(pid, state, 0)")
