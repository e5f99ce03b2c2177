#!/bin/bash
# make install-tests, run by the suite's real runner: a few legacy, native
# and converted entries (two legacy tests converted here with tst-convert
# and built against newlib), plus a pair of stand-ins whose test exec()s a
# helper by name, installed as an LTPROOT tree; kirk (../shared/tools/kirk
# beside the checkout, or KIRK=DIR) runs it in parallel and its JSON report
# is read back. Then make uninstall removes the tree. Skipped, with a line
# saying so, when kirk is not there.
#
# Environment (from testcases.mk): TST_CONVERT, TC_BIN (the built tests),
# TST_CFLAGS, TST_LIBS.
TOP=${TOP:-$(cd "$(dirname "$0")/../.." && pwd)}
T_SUITE=${T_SUITE:-kirk}
. "$TOP/mk/testlib.sh"

PY=/usr/bin/python3
KIRK=${KIRK:-$TOP/../shared/tools/kirk}
D=$T_TMP
ROOT=$D/ltproot

if [ ! -f "$KIRK/kirk" ]; then
	t_skip "kirk runs an installed LTPROOT tree" \
		"kirk not found at $KIRK (../shared/tools/kirk beside the checkout)"
	t_done
	exit
fi

# py EXPR-OF-d FILE: true when the Python expression over the JSON is.
py_true() {
	"$PY" -c 'import json, sys
d = json.load(open(sys.argv[2]))
sys.exit(0 if eval(sys.argv[1]) else 1)' "$1" "$2"
}

mkdir -p "$D/lbin" "$D/cbin" "$D/conv" "$D/rt"
for t in open01 access01 access02 statx_n01; do
	ln -s "$TC_BIN/$t" "$D/lbin/$t"
done
# Stand-ins: pathcheck exec()s pathhelper by name, which must be its own
# side's; args checks that a quoted argument arrives whole.
stand_in() {
	printf '#!/bin/sh\n%s\n' "$3" >"$1/$2"
	chmod 755 "$1/$2"
}
stand_in "$D/lbin" pathhelper 'echo legacy'
stand_in "$D/cbin" pathhelper 'echo converted'
stand_in "$D/lbin" pathcheck '[ "$(pathhelper)" = legacy ] || { echo "TFAIL: helper $(pathhelper)"; exit 1; }; echo "pathcheck 1 TPASS : legacy helper"'
stand_in "$D/cbin" pathcheck '[ "$(pathhelper)" = converted ] || { echo "TFAIL: helper $(pathhelper)"; exit 1; }; printf "p.c:1: TPASS: converted helper\n\nSummary:\npassed   1\nfailed   0\nbroken   0\nskipped  0\nwarnings 0\n"'
stand_in "$D/lbin" args '[ "$#" = 2 ] && [ "$2" = "a b" ] || { echo "TFAIL: $# args: $*"; exit 1; }; echo "args 1 TPASS : $2"'
cat >"$D/rt/kirkt" <<'EOF'
# make install-tests fixture: legacy, native, converted twins, stand-ins
open01 open01
access01 access01
access02 access02
statx_n01 statx_n01
pathcheck pathcheck
quoted args -c "a b"
EOF

t_case "two legacy tests converted and built against newlib"
t_run 300 "$TST_CONVERT" -I "$TOP/testcases/legacy/include" \
	--root "$TOP/testcases/legacy" --out-dir "$D/conv" \
	"$TOP/testcases/legacy/open01.c" "$TOP/testcases/legacy/access01.c"
t_expect_rc 0
for t in open01 access01; do
	# shellcheck disable=SC2086
	t_run 60 cc $TST_CFLAGS -o "$D/cbin/$t" "$D/conv/$t.c" $TST_LIBS
	t_expect_rc 0
done

t_case "make install-tests PREFIX=DIR: testcases/bin, converted/, runtest, metadata"
t_run 300 make -s -C "$TOP" install-tests PREFIX="$ROOT" TESTS_BIN="$D/lbin" \
	CONVERTED_BIN="$D/cbin" CONVERTED_SRC="$D/conv" RUNTEST="$D/rt/kirkt"
t_expect_rc 0
t_expect_grep 'ltproot.py: 7 binaries, 4 converted, 1 runtest files, 6 entries \(3 with a converted twin\)'
for f in testcases/bin/open01 testcases/bin/pathhelper \
	testcases/bin/converted/open01 testcases/bin/converted/pathhelper \
	runtest/kirkt runtest/kirkt-converted metadata/ltp.json; do
	t_expect_true "$f installed" test -s "$ROOT/$f"
done
t_run 5 cat "$ROOT/runtest/kirkt-converted"
t_expect_grep '^open01:converted PATH=\$LTPROOT/testcases/bin/converted:\$PATH open01$'
t_expect_grep '^pathcheck:converted PATH=.* pathcheck$'
t_expect_count '^[a-z]' 3

t_case "ltproot.py: a twin's command line from the converted tree's runtest file of the same name and tag (a renamed option), the legacy entry's as it was"
mkdir -p "$D/rtc"
printf 'pathcheck pathcheck -i 3\nquoted args -c "a b"\n' >"$D/rt/ren"
printf 'pathcheck pathcheck -a 3\n' >"$D/rtc/ren"
t_run 60 "$PY" "$TOP/testcases/ltproot.py" --out "$D/stage-ren" --bin "$D/lbin" \
	--converted-bin "$D/cbin" --converted-runtest "$D/rtc/ren" "$D/rt/ren"
t_expect_rc 0
t_expect_true "the twin's line is not the converted tree's" grep -q \
	'^pathcheck:converted PATH=.* pathcheck -a 3$' "$D/stage-ren/runtest/ren-converted"
t_expect_true "the legacy line changed" grep -q '^pathcheck pathcheck -i 3$' \
	"$D/stage-ren/runtest/ren"

t_case "ltproot.py: a bad runtest line is named (file:line) and left out, the rest staged, exit 1"
printf 'pathcheck pathcheck\nlonely\npathcheck args -c x\nquoted args -c "a b\n' >"$D/rt/bad"
t_run 60 "$PY" "$TOP/testcases/ltproot.py" --out "$D/stage-bad" --bin "$D/lbin" "$D/rt/bad"
t_expect_rc 1
t_expect_grep "^ltproot.py: $D/rt/bad:2: entry 'lonely' has no command$"
t_expect_grep "^ltproot.py: $D/rt/bad:3: tag 'pathcheck' already used at line 1$"
t_expect_grep "^ltproot.py: $D/rt/bad:4: the shell cannot read the command: No closing quotation$"
t_expect_grep '1 entries .*; 3 errors$'
t_expect_true "the good entry staged" grep -q '^pathcheck pathcheck$' "$D/stage-bad/runtest/bad"

t_case "ltproot.py: a converted source is parsed with its own helper headers first"
# the converted helper lost its cleanup parameter; the legacy one has it
mkdir -p "$D/hl/include" "$D/hc/include" "$D/hc/src" "$D/hl/src" "$D/hbin" "$D/hcbin"
printf 'int helper(int fd, void (*cleanup)(void));\n' >"$D/hl/include/h.h"
printf 'int helper(int fd);\n' >"$D/hc/include/h.h"
printf '#include "h.h"\nint main(void) { return helper(1, 0); }\n' >"$D/hl/src/ht.c"
printf '#include "h.h"\nint main(void) { return helper(1); }\n' >"$D/hc/src/ht.c"
stand_in "$D/hbin" ht 'exit 0'
stand_in "$D/hcbin" ht 'exit 0'
printf 'ht ht\n' >"$D/rt/h"
t_run 60 "$PY" "$TOP/testcases/ltproot.py" --out "$D/stage-h" --bin "$D/hbin" \
	--src "$D/hl/src" -I "$D/hl/include" --converted-bin "$D/hcbin" \
	--converted-src "$D/hc/src" --converted-include "$D/hc/include" "$D/rt/h"
t_expect_rc 0
t_expect_grep 'metadata for 2$'
t_expect_no_grep 'parsed with errors'

t_case "metadata: the fields kirk reads, from the sources; kirk's serial list is ours"
M=$ROOT/metadata/ltp.json
t_expect_true "open01: needs_tmpdir, legacy timeout" py_true \
	'd["tests"]["open01"]["needs_tmpdir"] == 1 and d["tests"]["open01"]["timeout"] == 300' "$M"
t_expect_true "open01:converted: the converted source's struct tst_test" py_true \
	'd["tests"]["open01:converted"]["needs_tmpdir"] == 1 and d["tests"]["open01:converted"]["timeout"] == 30' "$M"
t_expect_true "access02 (tst_require_root) needs root" py_true \
	'd["tests"]["access02"].get("needs_root") == 1' "$M"
t_expect_true "statx_n01 (native) has its fields" py_true \
	'd["tests"]["statx_n01"]["fname"] == "testcases/native/statx_n01.c" and "timeout" in d["tests"]["statx_n01"]' "$M"
t_expect_true "stand-ins without a source have no entry" py_true \
	'"pathcheck" not in d["tests"]' "$M"
t_run 10 "$PY" -c "
import sys
sys.path.insert(0, '$KIRK'); sys.path.insert(0, '$TOP/testcases')
from libkirk.ltp import LTPFramework
import ltproot
assert set(ltproot.KIRK_SERIAL) == set(LTPFramework.PARALLEL_BLACKLIST), \
    sorted(set(ltproot.KIRK_SERIAL) ^ set(LTPFramework.PARALLEL_BLACKLIST))
"
t_expect_rc 0

t_case "kirk runs the installed tree, legacy and converted, two at a time"
rm -f "$D/kirk.json"
t_run 300 env -i PATH=/usr/bin:/bin HOME="$D" LTPROOT="$ROOT" TMPDIR=/tmp \
	"$PY" "$KIRK/kirk" --run-suite kirkt kirkt-converted --workers 2 \
	--no-colors --tmp-dir "$D" --json-report "$D/kirk.json"
t_expect_rc 0
J=$D/kirk.json
t_expect_true "kirk wrote its report" test -s "$J"
t_expect_true "every run passed" py_true \
	'all(r["status"] == "pass" for r in d["results"])' "$J"
t_expect_true "the runs, one name per variant" py_true \
	'sorted(r["test_fqn"] for r in d["results"]) == sorted(["open01", "access01", "access02", "statx_n01", "pathcheck", "quoted", "open01:converted", "access01:converted", "pathcheck:converted"])' "$J"
t_expect_true "the converted twin is the new-API build" py_true \
	'[r["test"]["log"].count("open01.c:") > 0 for r in d["results"] if r["test_fqn"] == "open01:converted"] == [True]' "$J"
t_expect_true "the legacy one is the old API" py_true \
	'[" TPASS  :" in r["test"]["log"] for r in d["results"] if r["test_fqn"] == "open01"] == [True]' "$J"
t_expect_true "a converted test exec()s its own side's helper" py_true \
	'[r["test"]["log"].count("converted helper") for r in d["results"] if r["test_fqn"] == "pathcheck:converted"] == [1]' "$J"
t_expect_true "a quoted argument arrives whole through kirk's sh -c" py_true \
	'[r["status"] for r in d["results"] if r["test_fqn"] == "quoted"] == ["pass"]' "$J"

t_case "make uninstall PREFIX=DIR removes the installed tree"
t_run 60 make -s -C "$TOP" uninstall PREFIX="$ROOT"
t_expect_rc 0
t_expect_true "nothing left" test ! -e "$ROOT"

t_done
