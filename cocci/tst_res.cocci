// SPDX-License-Identifier: GPL-2.0-or-later
/// Replace the old API's tst_resm(T, fmt, ...) with tst_res(T, fmt, ...),
/// and tst_resm_hexd(T, buf, size, fmt, ...) with tst_res_hexd().
///
/// Both print one result line with the caller's file:line and count it;
/// the arguments are the same, so only the name changes. The hex dumps are
/// laid out alike (newlib's tst_res_hexd() serves both APIs).
///
/// A TBROK is the exception: the new tst_res() refuses it (the real
/// library's build fails on a constant TBROK, and so does newlib's), as a
/// broken test has no business going on. tst_resm(TBROK, ...) becomes
/// tst_brk(TBROK, ...), which reports it and ends the test (a forked
/// child's ends the test too); an exit(), a return without a value or a
/// continue right after it is dead then and goes (a return with a value
/// stays: the real library's tst_brk() is not declared noreturn). The verdict stays broken; what the old test
/// did after the report no longer runs. In the function struct tst_test
/// names as .cleanup it becomes tst_res(TWARN, ...) instead: the cleanup
/// goes on with the rest of its work, as the real library makes a
/// tst_brk() there a TWARN that returns. A TBROK held in a variable is
/// not seen here and stays a tst_res(). The rename alone is sure; the
/// TBROK rewrite is why the confidence is moderate: a test that went on
/// after a broken case now stops there.
//
// Confidence: Moderate
// Options: --no-includes --include-headers

virtual patch
virtual context
virtual report

// The cleanup struct tst_test names (the converter wrote the struct).
@cl@
identifier t, C;
@@
struct tst_test t = {
	.cleanup = C,
};

@depends on patch@
identifier cl.C;
expression F;
@@
C(...)
{
<...
(
  tst_resm(
- TBROK
+ TWARN
  , ...)
|
  tst_resm(
- TBROK
+ TWARN
  | F, ...)
)
...>
}

// Ends the test: what followed it to end the function or the turn is dead.
@depends on patch@
expression F, X;
@@
(
- tst_resm
+ tst_brk
  (TBROK, ...);
|
- tst_resm
+ tst_brk
  (TBROK | F, ...);
)
(
- exit(X);
|
- _exit(X);
|
- return;
|
- continue;
)

@depends on patch@
expression F;
@@
(
- tst_resm
+ tst_brk
  (TBROK, ...)
|
- tst_resm
+ tst_brk
  (TBROK | F, ...)
)

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

@brw depends on report@
identifier cl.C;
expression F;
position p;
@@
C(...)
{
<...
(
tst_resm@p(TBROK, ...)
|
tst_resm@p(TBROK | F, ...)
)
...>
}

@script:python depends on report@
p << brw.p;
@@
for q in p:
    print("%s:%s: tst_resm(TBROK, ...) in the cleanup -> tst_res(TWARN, ...)" % (q.file, q.line))

@br depends on report@
expression F;
position p != brw.p;
@@
(
tst_resm@p(TBROK, ...)
|
tst_resm@p(TBROK | F, ...)
)

@script:python depends on report@
p << br.p;
@@
print("%s:%s: tst_resm(TBROK, ...) -> tst_brk(TBROK, ...)" % (p[0].file, p[0].line))

@r depends on report@
position p != {brw.p, br.p};
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
