// SPDX-License-Identifier: GPL-2.0-or-later
/// Drop the cleanup argument of the old API's helper calls.
///
/// tst_get_unused_pid(cleanup), tst_get_free_pids(cleanup),
/// tst_fs_type(cleanup, path) and tst_acquire_device(cleanup) ended the
/// test through the given cleanup on failure; their new-API twins of the
/// same name do it through the global cleanup. tst_mkfs(cleanup, dev, fs,
/// opts, extra) becomes SAFE_MKFS(dev, fs, opts, extra). A device acquired
/// by hand stays acquired by hand (tst_release_device() in cleanup), which
/// is correct; .needs_device would be the idiomatic form.
///
/// tst_exit given as the cleanup of a call (a helper library's
/// get_a_numa_node(tst_exit): on failure, no cleanup, the test ends)
/// becomes NULL: the new library has no tst_exit(), and a helper's
/// tst_brk() ends the test itself. The helper's cleanup parameter then
/// goes with the others the conversion leaves unused.
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
expression C, E1, E2, E3, E4;
@@
(
- tst_get_unused_pid(C)
+ tst_get_unused_pid()
|
- tst_get_free_pids(C)
+ tst_get_free_pids()
|
- tst_acquire_device(C)
+ tst_acquire_device()
|
- tst_fs_type(C, E1)
+ tst_fs_type(E1)
|
- tst_mkfs(C, E1, E2, E3, E4)
+ SAFE_MKFS(E1, E2, E3, E4)
)

@depends on context@
expression C, E1, E2, E3, E4;
@@
(
* tst_get_unused_pid(C)
|
* tst_get_free_pids(C)
|
* tst_acquire_device(C)
|
* tst_fs_type(C, E1)
|
* tst_mkfs(C, E1, E2, E3, E4)
)

@r depends on report@
identifier f =~ "^tst_(get_unused_pid|get_free_pids|acquire_device)$";
expression C;
position p;
@@
f@p(C)

@script:python depends on report@
p << r.p;
f << r.f;
@@
say(p, "%s(cleanup) -> %s()" % (f, f))

@fs depends on report@
expression C, E1;
position p;
@@
tst_fs_type@p(C, E1)

@script:python depends on report@
p << fs.p;
@@
say(p, "tst_fs_type(cleanup, path) -> tst_fs_type(path)")

@mkfs depends on report@
expression C, E1, E2, E3, E4;
position p;
@@
tst_mkfs@p(C, E1, E2, E3, E4)

@script:python depends on report@
p << mkfs.p;
@@
say(p, "tst_mkfs(cleanup, ...) -> SAFE_MKFS(...)")

@depends on patch@
expression list L1, L2;
identifier f;
symbol tst_exit;
@@
f(L1,
- tst_exit
+ NULL
  , L2)

@depends on context@
expression list L1, L2;
identifier f;
symbol tst_exit;
@@
f(L1,
* tst_exit
  , L2)

@ex depends on report@
expression list L1, L2;
identifier f;
symbol tst_exit;
position p;
@@
f(L1, tst_exit@p, L2)

@script:python depends on report@
p << ex.p;
f << ex.f;
@@
say(p, "%s(..., tst_exit, ...) -> %s(..., NULL, ...): tst_exit as a cleanup" % (f, f))
