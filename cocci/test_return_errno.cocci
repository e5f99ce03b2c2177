// SPDX-License-Identifier: GPL-2.0-or-later
/// Rename TEST_RETURN and TEST_ERRNO, the results of TEST(), to the new
/// API's TST_RET and TST_ERR.
///
/// The shim defines the old names as aliases of the new variables (same
/// type, long and int), so this is a pure rename: reads, assignments
/// (TEST_VOID() stores TEST_ERRNO) and uses inside expressions alike.
/// Macro definitions of the file are not rewritten.
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
@@
(
- TEST_RETURN
+ TST_RET
|
- TEST_ERRNO
+ TST_ERR
)

@depends on context@
@@
(
* TEST_RETURN
|
* TEST_ERRNO
)

@r depends on report@
identifier I =~ "^TEST_(RETURN|ERRNO)$";
position p;
@@
I@p

@script:python depends on report@
p << r.p;
I << r.I;
@@
say(p, "%s -> %s" % (I, "TST_RET" if I == "TEST_RETURN" else "TST_ERR"))
