// SPDX-License-Identifier: GPL-2.0-or-later
/// Replace the old API's tst_resm(T, fmt, ...) with tst_res(T, fmt, ...).
///
/// Both print one result line with the caller's file:line and count it;
/// the arguments are the same, so only the name changes. The new API has
/// no tst_resm_hexd() (newlib/include/tst_res.h): those calls are left as
/// they are and report mode names them, to be rewritten by hand (print the
/// buffer into a string and pass it to tst_res()).
//
// Confidence: High
// Options: --no-includes --include-headers

virtual patch
virtual context
virtual report

@depends on patch@
@@
- tst_resm
+ tst_res
  (...)

@depends on context@
@@
(
* tst_resm(...)
|
* tst_resm_hexd(...)
)

@r depends on report@
position p;
@@
tst_resm@p(...)

@script:python depends on report@
p << r.p;
@@
print("%s:%s: tst_resm() -> tst_res()" % (p[0].file, p[0].line))

@hexd depends on report@
position p;
@@
tst_resm_hexd@p(...)

@script:python depends on report@
p << hexd.p;
@@
print("%s:%s: tst_resm_hexd() has no new-API equivalent: rewrite by hand" % (p[0].file, p[0].line))
