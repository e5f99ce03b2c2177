// SPDX-License-Identifier: GPL-2.0-or-later
/// The old API's helpers whose new-API twins have another name or lose
/// the cleanup argument.
///
/// "old_module.h" becomes "tst_module.h"; tst_module_exist(cleanup, name,
/// path) becomes tst_module_exists(name, path), tst_module_load(cleanup,
/// name, argv) and tst_module_unload(cleanup, name) lose the cleanup.
/// get_high_address() becomes tst_get_bad_addr(NULL), an address no access
/// succeeds on, as the real suite's conversions have it (the old library's
/// was a guess above the program break); a declaration of it the file
/// made itself goes. tst_fs_has_free(cleanup, path, size, mult),
/// tst_fs_fill_hardlinks(cleanup, dir), tst_fs_fill_subdirs(cleanup, dir),
/// tst_dir_is_empty(cleanup, name, verbose) and
/// tst_path_has_mnt_flags(cleanup, path, flags) lose the cleanup;
/// tst_get_unused_port(cleanup, family, type)
/// becomes TST_GET_UNUSED_PORT(family, type). tst_run_cmd(cleanup, argv,
/// out, err, pass_exit_val) becomes tst_cmd(argv, out, err, flags), and
/// tst_run_cmd_fds() tst_cmd_fds(): a pass_exit_val of 0 is no flag, any
/// other TST_CMD_PASS_RETVAL | TST_CMD_RET_MISSING (the exit status is
/// returned, 255 for a command that is not installed, as the old call
/// did). Each failure ended the test through the given cleanup; the
/// new-API calls end it through the global one. tst_old_flush(), the
/// name the old library's tst_flush() had from 2016 on (the new library
/// took that name), is tst_flush() again.
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
- #include "old_module.h"
+ #include "tst_module.h"

@depends on patch@
type T;
@@
- T get_high_address(...);

@depends on patch@
expression C, E1, E2, E3, E4;
@@
(
- tst_module_exist(C, E1, E2)
+ tst_module_exists(E1, E2)
|
- tst_module_load(C, E1, E2)
+ tst_module_load(E1, E2)
|
- tst_module_unload(C, E1)
+ tst_module_unload(E1)
|
- get_high_address()
+ tst_get_bad_addr(NULL)
|
- tst_old_flush()
+ tst_flush()
|
- tst_fs_has_free(C, E1, E2, E3)
+ tst_fs_has_free(E1, E2, E3)
|
- tst_fs_fill_hardlinks(C, E1)
+ tst_fs_fill_hardlinks(E1)
|
- tst_fs_fill_subdirs(C, E1)
+ tst_fs_fill_subdirs(E1)
|
- tst_dir_is_empty(C, E1, E2)
+ tst_dir_is_empty(E1, E2)
|
- tst_path_has_mnt_flags(C, E1, E2)
+ tst_path_has_mnt_flags(E1, E2)
|
- tst_get_unused_port(C, E1, E2)
+ TST_GET_UNUSED_PORT(E1, E2)
|
- tst_run_cmd(C, E1, E2, E3, 0)
+ tst_cmd(E1, E2, E3, 0)
|
- tst_run_cmd(C, E1, E2, E3, 1)
+ tst_cmd(E1, E2, E3, TST_CMD_PASS_RETVAL | TST_CMD_RET_MISSING)
|
- tst_run_cmd(C, E1, E2, E3, E4)
+ tst_cmd(E1, E2, E3, (E4) ? TST_CMD_PASS_RETVAL | TST_CMD_RET_MISSING : 0)
|
- tst_run_cmd_fds(C, E1, E2, E3, 0)
+ tst_cmd_fds(E1, E2, E3, 0)
|
- tst_run_cmd_fds(C, E1, E2, E3, 1)
+ tst_cmd_fds(E1, E2, E3, TST_CMD_PASS_RETVAL | TST_CMD_RET_MISSING)
|
- tst_run_cmd_fds(C, E1, E2, E3, E4)
+ tst_cmd_fds(E1, E2, E3, (E4) ? TST_CMD_PASS_RETVAL | TST_CMD_RET_MISSING : 0)
)

@depends on context@
expression C, E1, E2, E3, E4;
@@
(
* tst_module_exist(C, E1, E2)
|
* tst_module_load(C, E1, E2)
|
* tst_module_unload(C, E1)
|
* get_high_address()
|
* tst_old_flush()
|
* tst_fs_has_free(C, E1, E2, E3)
|
* tst_fs_fill_hardlinks(C, E1)
|
* tst_fs_fill_subdirs(C, E1)
|
* tst_dir_is_empty(C, E1, E2)
|
* tst_path_has_mnt_flags(C, E1, E2)
|
* tst_get_unused_port(C, E1, E2)
|
* tst_run_cmd(C, E1, E2, E3, E4)
|
* tst_run_cmd_fds(C, E1, E2, E3, E4)
)

@inc depends on report@
position p;
@@
#include "old_module.h"@p

@script:python depends on report@
p << inc.p;
@@
say(p, "\"old_module.h\" -> \"tst_module.h\"")

@drop2 depends on report@
identifier f =~ "^tst_(module_unload|fs_fill_hardlinks|fs_fill_subdirs)$";
expression C, E1;
position p;
@@
f@p(C, E1)

@script:python depends on report@
p << drop2.p;
f << drop2.f;
@@
say(p, "%s(cleanup, ...) -> %s(...)" % (f, f))

@drop3 depends on report@
identifier f =~ "^tst_(module_load|dir_is_empty|path_has_mnt_flags)$";
expression C, E1, E2;
position p;
@@
f@p(C, E1, E2)

@script:python depends on report@
p << drop3.p;
f << drop3.f;
@@
say(p, "%s(cleanup, ...) -> %s(...)" % (f, f))

@drop4 depends on report@
expression C, E1, E2, E3;
position p;
@@
tst_fs_has_free@p(C, E1, E2, E3)

@script:python depends on report@
p << drop4.p;
@@
say(p, "tst_fs_has_free(cleanup, ...) -> tst_fs_has_free(...)")

@ren depends on report@
identifier f =~ "^(tst_module_exist|get_high_address|tst_old_flush|tst_get_unused_port|tst_run_cmd|tst_run_cmd_fds)$";
position p;
@@
f@p(...)

@script:python depends on report@
p << ren.p;
f << ren.f;
@@
new = {
    "tst_module_exist": "tst_module_exists(name, path)",
    "get_high_address": "tst_get_bad_addr(NULL)",
    "tst_old_flush": "tst_flush()",
    "tst_get_unused_port": "TST_GET_UNUSED_PORT(family, type)",
    "tst_run_cmd": "tst_cmd(argv, out, err, flags)",
    "tst_run_cmd_fds": "tst_cmd_fds(argv, out, err, flags)",
}
say(p, "%s() -> %s" % (f, new[f]))
