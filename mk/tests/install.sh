#!/bin/bash
# The install conventions: `make install PREFIX=DIR` into a directory that
# already holds other files (and with DESTDIR), headers under
# include/tst, the pkg-config files, --version and --help of every
# installed tool, their man pages, a shell test run with only PREFIX/bin
# on PATH, tst-report's errors, and `make uninstall` leaving exactly what
# was there before.
TOP=${TOP:-$(cd "$(dirname "$0")/../.." && pwd)}
T_SUITE=${T_SUITE:-install}
. "$TOP/mk/testlib.sh"

P=$T_TMP/prefix
VERSION=$(cat "$TOP/VERSION")
# What was there before: kept by uninstall.
mkdir -p "$P/bin" "$P/share/doc/other" "$P/include"
echo keep >"$P/bin/other-tool"
echo keep >"$P/share/doc/other/README"
(cd "$P" && find . | sort) >"$T_TMP/before"

t_case "make install PREFIX=DIR: headers in include/tst, none beside the others"
t_run 600 make -s -C "$TOP" install PREFIX="$P"
t_expect_rc 0
t_expect_true "tst_test.h in include/tst" test -f "$P/include/tst/tst_test.h"
t_expect_true "test.h in include/tst" test -f "$P/include/tst/test.h"
t_expect_true "no header directly in include/" \
	test -z "$(find "$P/include" -maxdepth 1 -type f)"
t_expect_true "every installed path recorded" test -s "$P/share/tst/installed.list"

t_case "pkg-config: -I.../include/tst; tst-old requires tst"
t_run 10 env PKG_CONFIG_PATH="$P/lib/pkgconfig" pkg-config --cflags tst tst-old
t_expect_rc 0
t_expect_grep "^-I$P/include/tst "
t_run 10 env PKG_CONFIG_PATH="$P/lib/pkgconfig" pkg-config --print-requires tst-old
t_expect_grep "^tst = $VERSION$"
t_run 10 env PKG_CONFIG_PATH="$P/lib/pkgconfig" pkg-config --libs tst-old
t_expect_grep "libtst_old.a $P/lib/libtst.a"
t_run 10 env PKG_CONFIG_PATH="$P/lib/pkgconfig" pkg-config --modversion tst
t_expect_grep "^$VERSION$"

t_case "every installed tool answers --version (NAME (tst-migrate) VERSION) and --help naming itself"
for tool in "$P"/bin/*; do
	name=$(basename "$tool")
	case $name in other-tool | tst_test.sh) continue ;; esac
	t_run 20 "$tool" --version
	t_expect_rc 0
	t_expect_grep "^$name \(tst-migrate\) $VERSION$"
	t_run 20 "$tool" --help
	t_expect_rc 0
	t_expect_grep "^[Uu]sage: $name( |$)"
	t_expect_true "$name has a man page" test -s "$P/share/man/man1/$name.1"
done

t_case "man pages are help2man's, with the tool's name and options"
t_run 10 man -l "$P/share/man/man1/tst-stats.1"
t_expect_rc 0
t_expect_grep 'tst-stats - release statistics'
t_expect_grep -- '--tag-pattern'
t_run 10 man -l "$P/share/man/man1/tst_checkpoint.1"
t_expect_grep 'tst_checkpoint wake MSEC ID'

t_case "a shell test finds tst_test.sh and its helpers with only PREFIX/bin on PATH"
cat >"$T_TMP/sh_t.sh" <<'EOF'
#!/bin/bash
TST_TESTFUNC=do_test
TST_NEEDS_TMPDIR=1
do_test() { EXPECT_PASS test -d .; }
. tst_test.sh
tst_run
EOF
t_run 60 env -i PATH="$P/bin:/usr/bin:/bin" TMPDIR=/tmp bash "$T_TMP/sh_t.sh"
t_expect_rc 0
t_expect_grep 'TPASS: test -d \. passed'

t_case "tst-report --inventory /nonexistent: one line, exit 2, nothing written"
t_run 20 "$P/bin/tst-report" --inventory /nonexistent --out "$T_TMP/rep"
t_expect_rc 2
t_expect_count . 1
t_expect_grep '^tst-report: /nonexistent: no such inventory file$'
t_expect_true "no output directory" test ! -e "$T_TMP/rep"

t_case "make uninstall: exactly what was installed is gone, the rest stays"
t_run 60 make -s -C "$TOP" uninstall PREFIX="$P"
t_expect_rc 0
(cd "$P" && find . | sort) >"$T_TMP/after"
t_expect_true "the prefix is as it was before" diff "$T_TMP/before" "$T_TMP/after"
t_run 60 make -s -C "$TOP" uninstall PREFIX="$P"
t_expect_rc 0
t_expect_grep 'nothing to remove'

t_case "DESTDIR: staged under DESTDIR, paths inside say PREFIX"
t_run 600 make -s -C "$TOP" install-newlib install-compat PREFIX=/opt/tstx DESTDIR="$T_TMP/stage"
t_expect_rc 0
t_expect_true "staged" test -f "$T_TMP/stage/opt/tstx/include/tst/tst_test.h"
t_expect_true "tst.pc names PREFIX" grep -q '^prefix=/opt/tstx$' "$T_TMP/stage/opt/tstx/lib/pkgconfig/tst.pc"
t_run 60 make -s -C "$TOP" uninstall PREFIX=/opt/tstx DESTDIR="$T_TMP/stage"
t_expect_rc 0
t_expect_true "nothing but the prefix's parents is left in the stage" \
	test "$(cd "$T_TMP/stage" && find . | sort | tr '\n' ' ')" = ". ./opt "

t_done
