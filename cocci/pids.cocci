// SPDX-License-Identifier: GPL-2.0-or-later
/// Drop the cleanup argument of the old API's pid helpers.
///
/// tst_get_unused_pid(cleanup) and tst_get_free_pids(cleanup) ended the test
/// through the given cleanup when /proc could not be read; the new API's
/// tst_get_unused_pid() and tst_get_free_pids() (tst_pid.h, part of
/// tst_test.h) do the same through the global cleanup.
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
expression C;
@@
(
- tst_get_unused_pid(C)
+ tst_get_unused_pid()
|
- tst_get_free_pids(C)
+ tst_get_free_pids()
)

@depends on context@
expression C;
@@
(
* tst_get_unused_pid(C)
|
* tst_get_free_pids(C)
)

@r depends on report@
identifier f =~ "^tst_get_(unused_pid|free_pids)$";
expression C;
position p;
@@
f@p(C)

@script:python depends on report@
p << r.p;
f << r.f;
@@
say(p, "%s(cleanup) -> %s()" % (f, f))
