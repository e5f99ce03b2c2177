// SPDX-License-Identifier: GPL-2.0-or-later
/// Replace the old API's tst_resm(T, fmt, ...) with tst_res(T, fmt, ...),
/// and tst_resm_hexd(T, buf, size, fmt, ...) with tst_res_hexd().
///
/// Both print one result line with the caller's file:line and count it;
/// the arguments are the same, so only the name changes. The hex dumps are
/// laid out alike (newlib's tst_res_hexd() serves both APIs).
//
// Confidence: High
// Options: --no-includes --include-headers

virtual patch
virtual context
virtual report

@depends on patch@
@@
(
- tst_resm
+ tst_res
  (...)
|
- tst_resm_hexd
+ tst_res_hexd
  (...)
)

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
print("%s:%s: tst_resm_hexd() -> tst_res_hexd()" % (p[0].file, p[0].line))
