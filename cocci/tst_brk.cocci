// SPDX-License-Identifier: GPL-2.0-or-later
/// Replace tst_brkm(T, cleanup_or_NULL, fmt, ...) with tst_brk(T, fmt, ...).
///
/// The old call ran the cleanup function it was given (none for NULL, as
/// forked children pass); the new one runs the test's single cleanup from
/// struct tst_test, once, and in a child ends only the child. The cleanup
/// argument is therefore dropped whatever it was. Where different calls
/// passed different cleanups, the converter has already merged them into
/// one cleanup() that is safe at any point, so nothing is lost here.
/// tst_brkm_(file, line, T, cleanup, ...) of helper libraries that report
/// at their caller's line becomes tst_brk_(file, line, T, ...) likewise.
///
/// A tst_resm(T, ...) right before tst_exit(), T a TFAIL, TBROK or TCONF
/// (with flags or not), is one tst_brk(T, ...): it reports T and ends
/// the process as the two did. The converter's passes rewrite the
/// tst_exit() calls of a test's own file; this is for a helper header,
/// which only the patches convert (ptrace's spawn_ptrace_child.h). A
/// TPASS, TINFO or TWARN before tst_exit() stays: tst_brk() would report
/// it as TBROK. A tst_brkm() given TWARN, TINFO or TPASS ended the test
/// broken (the old library took the type for TBROK): tst_brk(TBROK, ...).
//
// Confidence: High
// Options: --no-includes --include-headers

virtual patch
virtual context
virtual report

@depends on patch@
identifier R = {TFAIL, TBROK, TCONF};
expression F;
expression list ES;
@@
(
- tst_resm(R, ES);
+ tst_brk(R, ES);
|
- tst_resm(R | F, ES);
+ tst_brk(R | F, ES);
)
- tst_exit();

// tst_brkm() takes a result that ends the test; given TWARN, TINFO or
// TPASS the old library reported its message as TBROK (after a TWARN
// "Invalid Type ... Using TBROK") and ended the test broken. tst_brk()
// of the new API takes no such type (the real library's build refuses
// it; with another it would end the test passed or warned): TBROK, the
// flags kept, is what the old call did.
@depends on patch@
identifier W = {TWARN, TINFO, TPASS};
expression F, C, FL, LN;
@@
(
  tst_brkm(
- W
+ TBROK
  , C, ...)
|
  tst_brkm(
- W
+ TBROK
  | F, C, ...)
|
  tst_brkm_(FL, LN,
- W
+ TBROK
  , C, ...)
)

@depends on patch@
expression T, C;
@@
- tst_brkm
+ tst_brk
  (T,
-  C,
   ...)

// A helper library reporting at its caller's file:line.
@depends on patch@
expression F, L, T, C;
@@
- tst_brkm_
+ tst_brk_
  (F, L, T,
-  C,
   ...)

@depends on context@
@@
(
* tst_brkm(...)
|
* tst_brkm_(...)
)

@depends on context@
identifier R = {TFAIL, TBROK, TCONF};
expression F;
expression list ES;
@@
(
* tst_resm(R, ES);
|
* tst_resm(R | F, ES);
)
* tst_exit();

@ends depends on report@
identifier R = {TFAIL, TBROK, TCONF};
expression F;
expression list ES;
position p;
@@
(
tst_resm@p(R, ES);
|
tst_resm@p(R | F, ES);
)
tst_exit();

@script:python depends on report@
p << ends.p;
@@
print("%s:%s: tst_resm(T, ...); tst_exit(); -> tst_brk(T, ...)" % (p[0].file, p[0].line))

@r depends on report@
position p;
@@
tst_brkm@p(...)

@script:python depends on report@
p << r.p;
@@
print("%s:%s: tst_brkm(T, cleanup, ...) -> tst_brk(T, ...)" % (p[0].file, p[0].line))

@r_ depends on report@
position p;
@@
tst_brkm_@p(...)

@script:python depends on report@
p << r_.p;
@@
print("%s:%s: tst_brkm_(file, line, T, cleanup, ...) -> tst_brk_(file, line, T, ...)" % (p[0].file, p[0].line))
