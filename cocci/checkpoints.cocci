// SPDX-License-Identifier: GPL-2.0-or-later
/// Replace the old checkpoint calls TST_SAFE_CHECKPOINT_WAIT/WAIT2/WAKE/
/// WAKE2/WAKE_AND_WAIT(cleanup_or_NULL, id...) with the new
/// TST_CHECKPOINT_*(id...). WAIT2 takes the timeout in milliseconds after
/// the id in both APIs (a child that waits up to a minute for its parent).
///
/// Both sets are futex checkpoints in the shared page with the same ids,
/// wake counts and default timeout; the old cleanup argument (NULL in
/// children) goes, the new calls end the test through its single cleanup.
/// TST_CHECKPOINT_INIT() is not touched here: the converter replaces it
/// with .needs_checkpoints = 1. The non-fatal tst_checkpoint_wait()/
/// tst_checkpoint_wake() are the same calls, with the same arguments, in
/// both APIs (newlib's tst_checkpoint.h): they stay as they are, unreported.
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
expression C, ID, N;
@@
(
- TST_SAFE_CHECKPOINT_WAIT
+ TST_CHECKPOINT_WAIT
  (
-   C,
    ID)
|
- TST_SAFE_CHECKPOINT_WAIT2
+ TST_CHECKPOINT_WAIT2
  (
-   C,
    ID, N)
|
- TST_SAFE_CHECKPOINT_WAKE
+ TST_CHECKPOINT_WAKE
  (
-   C,
    ID)
|
- TST_SAFE_CHECKPOINT_WAKE2
+ TST_CHECKPOINT_WAKE2
  (
-   C,
    ID, N)
|
- TST_SAFE_CHECKPOINT_WAKE_AND_WAIT
+ TST_CHECKPOINT_WAKE_AND_WAIT
  (
-   C,
    ID)
)

@depends on context@
identifier F =~ "^TST_SAFE_CHECKPOINT_(WAIT|WAIT2|WAKE|WAKE2|WAKE_AND_WAIT)$";
@@
* F(...)

@r depends on report@
identifier F =~ "^TST_SAFE_CHECKPOINT_(WAIT|WAIT2|WAKE|WAKE2|WAKE_AND_WAIT)$";
position p;
@@
F@p(...)

@script:python depends on report@
p << r.p;
F << r.F;
@@
say(p, "%s(cleanup, ...) -> %s(...)" % (F, F.replace("TST_SAFE_", "TST_")))
