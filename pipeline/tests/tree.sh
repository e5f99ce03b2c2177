#!/bin/bash
# Tests of pipeline/tree.py (the tree model) and pipeline/build.py (one
# side of a tree built from it) on mk/tests/ltp-sample: a few directories
# of the real suite's tree, copied unchanged, with the parts of include/
# and of LTP's make system they need.

TOP=${TOP:-$(cd "$(dirname "$0")/../.." && pwd)}
T_SUITE=${T_SUITE:-tree}
. "$TOP/mk/testlib.sh"

PY=/usr/bin/python3
TREE=$TOP/pipeline/tree.py
BUILDPY=$TOP/pipeline/build.py
SAMPLE=$TOP/mk/tests/ltp-sample
D=$(mktemp -d /tmp/tree-test.XXXXXX)
trap 'rm -rf "$D" "$T_TMP"' EXIT

# q FILE EXPR: a Python expression over the JSON document d of FILE.
q() {
	"$PY" -c "import json, sys; d = json.load(open(sys.argv[1])); print($2)" "$1"
}

# qt FILE EXPR: true when the Python expression over d is.
qt() {
	"$PY" -c "import json, sys; d = json.load(open(sys.argv[1])); sys.exit(0 if ($2) else 1)" "$1"
}

# prog NAME: the program's entry of $D/model/programs.json, as JSON.
prog() {
	q "$D/model/programs.json" "json.dumps([p for p in d['programs'] if p['name'] == '$1'][0])"
}

sums() {
	(cd "$1" && find . -printf '%p %m %s %T@\n' | sort)
}

t_case "tree.py: the sample's programs, from its Makefiles run by make"
sums "$SAMPLE" >"$D/before"
t_run 120 "$PY" "$TREE" "$SAMPLE" --out "$D/model"
t_expect_rc 0
t_expect_grep '^tree.py: 6 programs \(2 lack a library\)'
M=$D/model/programs.json
t_expect_true "every program named" [ "$(q "$M" '" ".join(sorted(p["name"] for p in d["programs"]))')" = \
	"migrate_pages01 mremap01 mremap04 pread03 pread03_64 ptrace04" ]
sums "$SAMPLE" >"$D/after"
t_expect_true "SRC unchanged" cmp -s "$D/before" "$D/after"
t_expect_true "facts per directory: makefile, convention for utils/ (no Makefile)" \
	[ "$(q "$M" '" ".join("%s=%s" % (x["dir"][len("testcases/kernel/syscalls/"):], x["facts"]) for x in d["directories"] if x["dir"].startswith("testcases/kernel/syscalls/"))')" = \
	"ipc/lib=makefile migrate_pages=makefile mremap=makefile pread=makefile ptrace=makefile utils=convention" ]
t_expect_true "config.mk derived from config.mk.default" \
	qt "$M" '"config.mk derived from config.mk.default" in d["config"]'

t_case "tree.py: target-specific flags (%_64: -D_FILE_OFFSET_BITS=64) and sources of a _64 variant"
prog pread03_64 >"$T_OUT"
t_expect_grep '"sources": \["testcases/kernel/syscalls/pread/pread03.c"\]'
t_expect_grep '"-D_FILE_OFFSET_BITS=64"'
t_expect_grep '"-DTST_USE_NEWER64_SYSCALL=1"'
prog pread03 >"$T_OUT"
t_expect_no_grep '_FILE_OFFSET_BITS'

t_case "tree.py: a program of two sources linked with the tree's helper library (lib.mk, -L/-l)"
prog migrate_pages01 >"$T_OUT"
t_expect_grep '"sources": \["testcases/kernel/syscalls/migrate_pages/migrate_pages01.c", "testcases/kernel/syscalls/migrate_pages/migrate_pages_common.c"\]'
t_expect_grep '"libraries": \["testcases/kernel/lib/libkerntest.a"\]'
t_expect_grep '"suite_library": true'
t_expect_true "libkerntest.a is numa_helper.c" \
	qt "$M" '[l["sources"] for l in d["libraries"] if l["name"] == "libkerntest.a"] == [["testcases/kernel/lib/numa_helper.c"]]'

t_case "tree.py: a library the Makefile declares without sources in the tree is named as missing"
prog mremap04 >"$T_OUT"
t_expect_grep '"missing_libraries": \["testcases/kernel/syscalls/ipc/lib/libipc.a: none of its sources is in the tree"\]'

t_case "tree.py: FILTER_OUT_MAKE_TARGETS: simple_tracer.c is no program, with the reason"
q "$M" 'json.dumps(d["unbuilt"])' >"$T_OUT"
t_expect_grep 'ptrace/simple_tracer.c", .*FILTER_OUT_MAKE_TARGETS'
t_expect_true "not a program" [ "$(q "$M" 'sum(1 for p in d["programs"] if p["name"] == "simple_tracer")')" = 0 ]

t_case "tree.py: compile_commands.json: every .c file once at least, -I paths in SRC, nothing from the scratch mirror"
C=$D/model/compile_commands.json
t_expect_true "every .c of the sample" [ "$(q "$C" 'len({e["file"] for e in d})')" = \
	"$(find "$SAMPLE" -path "$SAMPLE/include" -prune -o -name '*.c' -print | wc -l)" ]
t_expect_true "the standard fields" qt "$C" 'all(set(e) >= {"directory", "file", "arguments"} for e in d)'
t_expect_true "include paths resolved into SRC" qt "$C" \
	'all(not a.startswith("-I") or a.startswith("-I'"$(realpath "$SAMPLE")"'") for e in d for a in e["arguments"])'
t_expect_true "scratch mirror gone" test ! -e "$D/model/tree-work"
t_expect_true "libclang reads the database: pread03.c compiled twice, the program's own compilation first, then pread03_64's" "$PY" -c '
import clang.cindex as ci, sys
db = ci.CompilationDatabase.fromDirectory(sys.argv[1])
cmds = list(db.getCompileCommands(sys.argv[2]))
sys.exit(0 if len(cmds) == 2 and "-DTST_USE_NEWER64_SYSCALL=1" not in list(cmds[0].arguments) and "-DTST_USE_NEWER64_SYSCALL=1" in list(cmds[1].arguments) else 1)' \
	"$D/model" "$(realpath "$SAMPLE")/testcases/kernel/syscalls/pread/pread03.c"

t_case "tree.py: a compile_commands.json SRC has is used as it is"
cp -r "$SAMPLE" "$D/withdb"
"$PY" -c '
import json, sys
src = sys.argv[1]
db = [{"directory": src + "/testcases/kernel/syscalls/pread", "file": "pread03.c",
       "arguments": ["cc", "-DFROM_DB=1", "-I" + src + "/include", "-c", "pread03.c"]}]
json.dump(db, open(src + "/compile_commands.json", "w"))' "$(realpath "$D/withdb")"
t_run 120 "$PY" "$TREE" "$D/withdb" --out "$D/model-db"
t_expect_rc 0
t_expect_true "pread's facts: database" [ "$(q "$D/model-db/programs.json" \
	'[x["facts"] for x in d["directories"] if x["dir"].endswith("/pread")][0]')" = database ]
t_expect_true "its entry first, as it was" qt "$D/model-db/compile_commands.json" \
	'd[0]["arguments"][1] == "-DFROM_DB=1"'
t_expect_true "the program from the convention (main() by libclang)" qt "$D/model-db/programs.json" \
	'[p["facts"] for p in d["programs"] if p["name"] == "pread03"] == ["database"]'

t_case "tree.py: usage errors are one line, exit 2"
for args in "$D/nonexistent --out $D/o" "$SAMPLE --out $SAMPLE/out" "$SAMPLE --out $D/o -j 0"; do
	# shellcheck disable=SC2086
	t_run 20 "$PY" "$TREE" $args
	t_expect_rc 2
	t_expect_count '^tree.py: ' 1
done
t_expect_true "no output inside SRC" test ! -e "$SAMPLE/out"
t_run 20 "$PY" "$TREE" --help
t_expect_rc 0
t_expect_grep 'database|makefile|convention'

t_case "pipeline/run convert on a real tree: a file's -D from its directory's Makefile (the model)"
cp -r "$SAMPLE" "$D/withdef"
mkdir -p "$D/withdef/testcases/kernel/mem/page"
cat >"$D/withdef/testcases/kernel/mem/page/Makefile" <<'MK'
top_srcdir		?= ../../../..
include $(top_srcdir)/include/mk/testcases.mk
CPPFLAGS		+= -DLINUX
include $(top_srcdir)/include/mk/generic_leaf_target.mk
MK
# wait() is declared only where the Makefile's -DLINUX is given
cat >"$D/withdef/testcases/kernel/mem/page/page09.c" <<'C'
#include <stdlib.h>
#include <unistd.h>
#ifdef LINUX
#include <sys/wait.h>
#endif
#include "test.h"

char *TCID = "page09";
int TST_TOTAL = 1;

int main(void)
{
	int status;

	if (fork() == 0)
		exit(0);
	wait(&status);
	tst_resm(TPASS, "child reaped");
	tst_exit();
}
C
echo "page09 page09" >>"$D/withdef/runtest/syscalls"
t_run 300 "$PY" "$TOP/pipeline/run" convert -j 2 "$D/withdef" "$D/withdef-out"
t_expect_grep '^convert: model: '
t_expect_true "page09.c converted" grep -q '^== testcases/kernel/mem/page/page09.c: converted' \
	"$D/withdef-out/conversion.log"
t_expect_true "its text on the new API" grep -q 'struct tst_test' \
	"$D/withdef-out/testcases/kernel/mem/page/page09.c"

t_case "pipeline/run convert on a real tree: what spatch cannot parse and holds no old name is skipped (ptrace04's register table); a file that fails and the tree does not build says so"
inv=$D/withdef-out/inventory.json
rec() {
	q "$inv" "[f for f in d['files'] if f['path'] == '$1'][0]['$2']"
}
t_expect_true "ptrace04.c: $(rec testcases/kernel/syscalls/ptrace/ptrace04.c state), not needs-review" \
	[ "$(rec testcases/kernel/syscalls/ptrace/ptrace04.c state)" = needs-review ]
rec testcases/kernel/syscalls/ptrace/simple_tracer.c reason >"$T_OUT"
t_expect_grep "_syscalls\.h' file not found; the tree builds no program of it: the Makefile filters it out \(FILTER_OUT_MAKE_TARGETS\)$"

# ---- build.py ----

BUILD_ABS=$(cd "$TOP" && realpath -m "${BUILD:-build}")
LIBS="$BUILD_ABS/oldlib-compat/libtst_old.a $BUILD_ABS/newlib/libtst.a -pthread"
OLD="${SIDE_CFLAGS:-} -I$TOP/oldlib-compat/include -I$TOP/newlib/include"

t_case "build.py: the legacy side against oldlib-compat, the sample's include/old left out"
t_run 300 "$PY" "$BUILDPY" --model "$D/model" --out "$D/legacy" --side legacy \
	"--cflags=$OLD" "--libs=$LIBS" -j 2
t_expect_rc 1
B=$D/legacy/build.json
t_expect_grep '^build.py: legacy: '
for p in migrate_pages01 mremap01 ptrace04 pread03 pread03_64; do
	t_expect_true "$p built" test -x "$D/legacy/testcases/bin/$p"
done
t_expect_true "no -I of the sample's include/old in what it ran" \
	bash -c "! grep -rq -- '-I[^ ]*ltp-sample/include/old' '$D/legacy/obj'"
t_expect_true "mremap04 linked without the helper library the tree lacks, or named with it" \
	qt "$B" '[p["built"] or ("libipc.a: none of its sources" in p["reason"] and p["reason"].startswith("link: ")) for p in d["programs"] if p["name"] == "mremap04"] == [True]'
t_expect_true "simple_tracer.c named: the tree filters it out" \
	qt "$B" '"FILTER_OUT_MAKE_TARGETS" in [f["reason"] for f in d["files"] if f["file"].endswith("simple_tracer.c")][0]'
t_expect_true "a built legacy test runs: pread03 passes" \
	bash -c "cd '$D' && env -i PATH=/usr/bin:/bin TMPDIR=/tmp '$D/legacy/testcases/bin/pread03' >'$D/pread03.log' 2>&1"

t_case "build.py: another suite's test.h (no tst_resm) that a directory's Makefile puts on the path is the one found, not oldlib-compat's"
cp -r "$SAMPLE" "$D/foreign"
mkdir -p "$D/foreign/testcases/kernel/other/include" \
	"$D/foreign/testcases/kernel/other/pt"
printf '#define PASS 0\n#define OTHER_SUITE 1\n' \
	>"$D/foreign/testcases/kernel/other/include/test.h"
printf '#include "test.h"\n\nint main(void)\n{\n\treturn OTHER_SUITE - 1 + PASS;\n}\n' \
	>"$D/foreign/testcases/kernel/other/pt/pt01.c"
printf 'top_srcdir ?= ../../../..\ninclude $(top_srcdir)/include/mk/testcases.mk\nCPPFLAGS += -I$(abs_srcdir)/../include\ninclude $(top_srcdir)/include/mk/generic_leaf_target.mk\n' \
	>"$D/foreign/testcases/kernel/other/pt/Makefile"
"$PY" "$TREE" "$D/foreign" --out "$D/model-foreign" >/dev/null
t_run 300 "$PY" "$BUILDPY" --model "$D/model-foreign" --out "$D/legacy-foreign" \
	--side legacy "--cflags=$OLD" "--libs=$LIBS" -j 2
t_expect_true "pt01 built and runs" "$D/legacy-foreign/testcases/bin/pt01"
t_expect_true "pread03 still built on oldlib-compat" \
	test -x "$D/legacy-foreign/testcases/bin/pread03"

t_case "build.py: a file that does not compile is named with its first error, the rest still build"
cp -r "$SAMPLE" "$D/broken"
printf 'this is not C;\n' >>"$D/broken/testcases/kernel/syscalls/pread/pread03.c"
"$PY" "$TREE" "$D/broken" --out "$D/model-broken" >/dev/null
t_run 300 "$PY" "$BUILDPY" --model "$D/model-broken" --out "$D/legacy-broken" --side legacy \
	"--cflags=$OLD" "--libs=$LIBS" -j 2
t_expect_rc 1
t_expect_true "pread03 named with its error" qt "$D/legacy-broken/build.json" \
	'"pread03.c:" in [p["reason"] for p in d["programs"] if p["name"] == "pread03"][0] and "error" in [p["reason"] for p in d["programs"] if p["name"] == "pread03"][0]'
t_expect_true "ptrace04 still built" test -x "$D/legacy-broken/testcases/bin/ptrace04"

t_case "build.py: a legacy test that compiles only without the side's -D_GNU_SOURCE (a global the C library declares under it) is compiled again without it"
cp -r "$SAMPLE" "$D/gnu"
mkdir -p "$D/gnu/testcases/kernel/other/gs"
printf '#include <signal.h>\n#include "test.h"\n\nchar *TCID = "gs01";\nint TST_TOTAL = 1;\nsigset_t sigset;\n\nint main(void)\n{\n\tsigemptyset(&sigset);\n\ttst_resm(TPASS, "sigset");\n\ttst_exit();\n}\n' \
	>"$D/gnu/testcases/kernel/other/gs/gs01.c"
printf 'top_srcdir ?= ../../../..\ninclude $(top_srcdir)/include/mk/testcases.mk\ninclude $(top_srcdir)/include/mk/generic_leaf_target.mk\n' \
	>"$D/gnu/testcases/kernel/other/gs/Makefile"
"$PY" "$TREE" "$D/gnu" --out "$D/model-gnu" >/dev/null
t_run 300 "$PY" "$BUILDPY" --model "$D/model-gnu" --out "$D/legacy-gnu" \
	--side legacy "--cflags=-D_GNU_SOURCE= $OLD" "--libs=$LIBS" -j 2
t_expect_true "gs01 built and passes" \
	bash -c "'$D/legacy-gnu/testcases/bin/gs01' | grep -q TPASS"
t_expect_true "the first attempt's log names the clash" \
	grep -rq "sigset" "$D/legacy-gnu/obj/testcases/kernel/other/gs/gs01.o.log"
t_expect_true "pread03 built once, with the side's flags" \
	test ! -e "$D/legacy-gnu/obj/testcases/kernel/syscalls/pread/pread03.o.plain.log"
# a file that compiles with neither is named by its first error
printf 'this is not C;\n' >>"$D/gnu/testcases/kernel/other/gs/gs01.c"
t_run 300 "$PY" "$BUILDPY" --model "$D/model-gnu" --out "$D/legacy-gnu" \
	--side legacy "--cflags=-D_GNU_SOURCE= $OLD" "--libs=$LIBS" -j 2
t_expect_rc 1
t_expect_true "gs01 named with its first error" qt "$D/legacy-gnu/build.json" \
	'"sigset" in [p["reason"] for p in d["programs"] if p["name"] == "gs01"][0]'

t_case "build.py: a header of a 2016 tree that defines a variable (mem.h's) in a program of two sources links: both sides build with -fcommon, as the compilers of its day did by default"
cp -r "$SAMPLE" "$D/common"
mkdir -p "$D/common/testcases/kernel/other/cm"
printf 'int cm_count;\nvoid cm_bump(void);\n' \
	>"$D/common/testcases/kernel/other/cm/cm.h"
printf '#include "cm.h"\n\nvoid cm_bump(void)\n{\n\tcm_count++;\n}\n' \
	>"$D/common/testcases/kernel/other/cm/cm_common.c"
printf '#include "test.h"\n#include "cm.h"\n\nchar *TCID = "cm01";\nint TST_TOTAL = 1;\n\nint main(void)\n{\n\tcm_bump();\n\ttst_resm(cm_count == 1 ? TPASS : TFAIL, "cm_count %%d", cm_count);\n\ttst_exit();\n}\n' \
	>"$D/common/testcases/kernel/other/cm/cm01.c"
printf 'top_srcdir ?= ../../../..\ninclude $(top_srcdir)/include/mk/testcases.mk\nMAKE_TARGETS := cm01\n$(MAKE_TARGETS): %%: %%.o cm_common.o\ninclude $(top_srcdir)/include/mk/generic_leaf_target.mk\n' \
	>"$D/common/testcases/kernel/other/cm/Makefile"
"$PY" "$TREE" "$D/common" --out "$D/model-common" >/dev/null
t_run 300 "$PY" "$BUILDPY" --model "$D/model-common" --out "$D/legacy-common" \
	--side legacy "--cflags=$OLD" "--libs=$LIBS" -j 2
t_expect_true "SIDE_CFLAGS has -fcommon: ${SIDE_CFLAGS:-}" \
	grep -qw -- -fcommon <<<"${SIDE_CFLAGS:-}"
t_expect_true "cm01 built and passes" \
	bash -c "'$D/legacy-common/testcases/bin/cm01' | grep -q TPASS"
# without it, the link's reason names the variable, not collect2's summary
t_run 300 "$PY" "$BUILDPY" --model "$D/model-common" \
	--out "$D/legacy-nocommon" --side legacy "--cflags=$OLD -fno-common" \
	"--libs=$LIBS" -j 2
t_expect_rc 1
t_expect_true "cm01's reason names cm_count" qt "$D/legacy-nocommon/build.json" \
	'"multiple definition of \x60cm_count" in [p["reason"] for p in d["programs"] if p["name"] == "cm01"][0]'

t_case "build.py: a second run rebuilds nothing that did not change"
sums "$D/legacy/obj" | grep '\.o ' >"$D/o1"
t_run 120 "$PY" "$BUILDPY" --model "$D/model" --out "$D/legacy" --side legacy \
	"--cflags=$OLD" "--libs=$LIBS" -j 2
sums "$D/legacy/obj" | grep '\.o ' >"$D/o2"
t_expect_true "objects untouched" cmp -s "$D/o1" "$D/o2"
t_run 120 "$PY" "$BUILDPY" --model "$D/model" --out "$D/legacy" --side legacy \
	"--cflags=$OLD -DSOMETHING_NEW" "--libs=$LIBS" -j 2
sums "$D/legacy/obj" | grep '\.o ' >"$D/o3"
t_expect_true "other flags: rebuilt" bash -c "! cmp -s '$D/o1' '$D/o3'"

t_case "build.py: a program an earlier build linked that this one does not is gone from bin/; a file it did not make stays"
cp -a "$D/legacy" "$D/legacy-again"
printf 'mine\n' >"$D/legacy-again/testcases/bin/users-own"
t_run 300 "$PY" "$BUILDPY" --model "$D/model-broken" --out "$D/legacy-again" \
	--side legacy "--cflags=$OLD" "--libs=$LIBS" -j 2
t_expect_rc 1
t_expect_true "pread03 (no longer compiles) gone" \
	test ! -e "$D/legacy-again/testcases/bin/pread03"
t_expect_true "ptrace04 still there" test -x "$D/legacy-again/testcases/bin/ptrace04"
t_expect_true "a file build.py did not make kept" \
	grep -qx mine "$D/legacy-again/testcases/bin/users-own"

t_case "the real layout end to end: pread03.c converted by tst-convert, built against newlib, run side by side"
REAL=${TST_CONVERT_REAL:-$BUILD_ABS/converter/tst-convert}
if [ -x "$REAL" ]; then
	cp -r "$SAMPLE" "$D/conv"
	S=$SAMPLE/testcases/kernel/syscalls/pread/pread03.c
	t_run 300 "$REAL" --json "$D/inv.json" -o "$D/conv/testcases/kernel/syscalls/pread/pread03.c" \
		-I "$SAMPLE/include" -I "$SAMPLE/include/old" "$S"
	t_expect_true "converted to the new API" grep -q 'tst_test.h' "$D/conv/testcases/kernel/syscalls/pread/pread03.c"
	"$PY" -c 'import json, sys
d = json.load(open(sys.argv[1]))
for f in d["files"]:
    f["path"] = "testcases/kernel/syscalls/pread/pread03.c"
json.dump(d, open(sys.argv[1], "w"))' "$D/inv.json"
	t_run 300 "$PY" "$BUILDPY" --model "$D/model" --out "$D/converted" --side converted \
		--root "$D/conv" "--cflags=${SIDE_CFLAGS:-} -I$TOP/newlib/include" \
		"--libs=$BUILD_ABS/newlib/libtst.a -pthread" --inventory "$D/inv.json" -j 2
	t_expect_rc 0
	t_expect_grep '^build.py: converted: 1 of 1 .c files compiled, 2 of 2 programs built'
	t_run 300 "$TOP/testcases/side-by-side.sh" --legacy "$D/legacy/testcases/bin" \
		--converted "$D/converted/testcases/bin" --model "$D/model" \
		--legacy-build "$D/legacy/build.json" --converted-build "$D/converted/build.json" \
		--out "$D/sbs" --timeout 60 "$SAMPLE/runtest/syscalls"
	t_expect_grep '^equal +pread03 +legacy pass \(0\) +converted pass \(0\)'
	t_expect_grep '^equal +pread03_64 '
	t_expect_grep '^legacy-only +ptrace04 '
	t_run 300 "$TOP/testcases/side-by-side.sh" --legacy "$D/legacy-broken/testcases/bin" \
		--converted "$D/converted/testcases/bin" --model "$D/model-broken" \
		--legacy-build "$D/legacy-broken/build.json" --out "$D/sbs2" --timeout 60 \
		"$SAMPLE/runtest/syscalls"
	t_expect_grep "^not run +pread03 +not built \(legacy\): testcases/kernel/syscalls/pread/pread03.c: .*pread03.c:[0-9]+:[0-9]+: error: "
	t_expect_true "not_run in results.json" qt "$D/sbs2/results.json" \
		'sorted(u["tag"] for u in d["not_run"]) == ["pread03", "pread03_64"] and d["stats"]["not_built"] == 2'
else
	t_expect_true "the real tst-convert is built ($REAL)" false
fi

t_case "build.py: usage errors"
t_run 20 "$PY" "$BUILDPY" --model "$D/nonexistent" --out "$D/x" --side legacy
t_expect_rc 2
t_expect_count '^build.py: .*not a tree model' 1

t_done
