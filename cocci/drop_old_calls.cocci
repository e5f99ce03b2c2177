// SPDX-License-Identifier: GPL-2.0-or-later
/// Remove the old API's statements that have no meaning in the new one:
/// tst_sig(...); TEST_PAUSE; tst_count = 0; TEST_CLEANUP;
///
/// The new library's supervisor reports unexpected signals and kills a
/// hung test (tst_sig() installed handlers for that), it has no -p pause
/// option (TEST_PAUSE), numbers no results (tst_count reset the number at
/// each iteration) and runs cleanup itself (TEST_CLEANUP was an old no-op
/// hook). Only whole statements go; a use of these names in an expression
/// is left for report mode.
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
symbol tst_count;
@@
(
- tst_sig(...);
|
- TEST_PAUSE;
|
- tst_count = 0;
|
- TEST_CLEANUP;
)

@depends on context@
symbol tst_count;
@@
(
* tst_sig(...);
|
* TEST_PAUSE;
|
* tst_count = 0;
|
* TEST_CLEANUP;
)

@r depends on report@
symbol tst_count;
position p;
@@
(
tst_sig@p(...);
|
TEST_PAUSE@p;
|
tst_count@p = 0;
|
TEST_CLEANUP@p;
)

@script:python depends on report@
p << r.p;
@@
say(p, "old-API statement with no meaning in the new API: drop it")

@other depends on report@
identifier I =~ "^(tst_sig|TEST_PAUSE|tst_count|TEST_CLEANUP)$";
position p != r.p;
@@
I@p

@script:python depends on report@
p << other.p;
I << other.I;
@@
say(p, "%s has no new-API equivalent and is not a whole statement: rewrite by hand" % I)
