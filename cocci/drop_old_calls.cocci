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
///
/// Also tst_tmpdir(); tst_rmdir(); tst_require_root(); and
/// TST_CHECKPOINT_INIT(...); as statements of a block: the converter's
/// passes take them out of a test's own file and set .needs_tmpdir,
/// .needs_root and .needs_checkpoints, for the test's calls and for the
/// calls a function of a local header makes that the test calls
/// (mountns_helper.h's setup()); this takes them out of such a header,
/// which only the patches convert, and out of any file without main().
/// One that is the lone body of an if or a loop stays (it is not always
/// done): the converter names it.
//
// Confidence: High
// Options: --no-includes --include-headers
// Needs: tst_tmpdir tst_rmdir tst_require_root TST_CHECKPOINT_INIT tst_sig TEST_PAUSE tst_count TEST_CLEANUP
// (every rule matches one of these names; spatch finds no word of its
// own, has_main matching main(): tst-cocci gives the patch only the files
// that spell one)

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

// A test's own file (it has main()): the converter's passes take those
// calls out where they set the flags, a branch's too; a standalone run
// of the patches on a test must not lose its tmpdir without the flag.
@has_main@
type T;
@@
T main(...) { ... }

// The library's set-up calls, where they are the lone body of a branch
// (an if's two branches apart: a disjunction binds the first that fits).
@then@
identifier f = {tst_tmpdir, tst_rmdir, tst_require_root, TST_CHECKPOINT_INIT};
position p;
expression E;
statement S;
@@
(
if (E) f@p(...); else S
|
if (E) f@p(...);
|
while (E) f@p(...);
|
for (...;...;...) f@p(...);
)

@otherwise@
identifier f = {tst_tmpdir, tst_rmdir, tst_require_root, TST_CHECKPOINT_INIT};
position p;
expression E;
statement S;
@@
if (E) S else f@p(...);

@depends on patch && !has_main@
identifier f = {tst_tmpdir, tst_rmdir, tst_require_root, TST_CHECKPOINT_INIT};
position p != {then.p, otherwise.p};
@@
- f@p(...);

@depends on context && !has_main@
identifier f = {tst_tmpdir, tst_rmdir, tst_require_root, TST_CHECKPOINT_INIT};
position p != {then.p, otherwise.p};
@@
* f@p(...);

@rs depends on report && !has_main@
identifier f = {tst_tmpdir, tst_rmdir, tst_require_root, TST_CHECKPOINT_INIT};
position p != {then.p, otherwise.p};
@@
f@p(...);

@script:python depends on report@
p << rs.p;
f << rs.f;
@@
say(p, "%s(): the library does it, the test says so in struct tst_test: drop it" % f)

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
