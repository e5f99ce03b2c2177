#!/bin/bash
# Tests of the conversion pipeline: converter/convert-tree on a fixture
# tree, testcases/side-by-side.sh on fake legacy and converted binaries,
# and make migrate on a small fixture suite. Conversion verdicts come from
# a stand-in tool (fake-tst-convert) so that they are known in advance;
# one case runs the real tst-convert (TST_CONVERT_REAL) when it is built.

TOP=${TOP:-$(cd "$(dirname "$0")/../../.." && pwd)}
T_SUITE=${T_SUITE:-migrate}
. "$TOP/mk/testlib.sh"

HERE=$TOP/mk/tests/migrate
FAKE=$HERE/fake-tst-convert
CT=$TOP/pipeline/run
SBS=$TOP/testcases/side-by-side.sh
PY=/usr/bin/python3
D=$(mktemp -d)
chmod 755 "$D"
trap 'rm -rf "$D" "$T_TMP"' EXIT
unset FAKE_CONVERTED_DIR FAKE_CONC_DIR

# sums DIR: every file's path, mode, inode and checksum, sorted.
sums() {
	(cd "$1" && find . -type f -printf '%p %m %i ' -exec sha256sum {} \; | sort)
}

# py EXPR [FILE]: a Python expression over the JSON document d of FILE.
py() {
	"$PY" -c "import json; d = json.load(open('${2:-$D/out/inventory.json}')); print($1)"
}

py_true() {
	[ "$(py "$@")" = True ]
}

fresh_tree() {
	rm -rf "$D/src" "$D/out"
	cp -r "$HERE/tree" "$D/src"
}

# ---- convert-tree ----

t_case "convert-tree mirrors the tree: converted C files, the rest copied, patches, inventory"
fresh_tree
t_run 60 "$CT" convert --no-cocci --tool "$FAKE" "$D/src" "$D/out"
t_expect_rc 1
t_expect_grep '^convert: 4 C files: 2 converted, 1 needs-review, 1 failed;'
t_expect_true "include/good.h copied" cmp -s "$D/src/include/good.h" "$D/out/include/good.h"
t_expect_true "runtest copied" cmp -s "$D/src/runtest" "$D/out/runtest"
t_expect_true "good01.c converted" grep -q '^#include "tst_test.h"' "$D/out/good01.c"
t_expect_true "lib/good.c converted too" grep -q 'tst_res(TINFO' "$D/out/lib/good.c"
t_expect_true "a patch per changed file, which applies with -p1 in SRC" \
	bash -c "cd '$D/src' && git apply --check '$D/out/patches/good01.c.diff' '$D/out/patches/lib/good.c.diff'"
t_expect_true "no patch for the unchanged failed file" test ! -e "$D/out/patches/broken01.c.diff"
t_expect_true "inventory paths relative to SRC, sorted walk" \
	[ "$(py '" ".join(f["path"] for f in d["files"])')" = "broken01.c good01.c review01.c lib/good.c" ]
t_expect_true "inventory fields" py_true \
	'all(set(f) >= {"path", "state", "old_calls", "sleeps", "todos", "flags", "messages"} for f in d["files"])'
t_expect_true "totals count the states" py_true \
	'd["totals"]["files"] == 4 and d["totals"]["converted"] == 2 and d["totals"]["failed"] == 1 and d["totals"]["needs-review"] == 1 and d["totals"]["todos"] == 1'
t_expect_true "conversion.log has every file and the failure's message" \
	[ "$(grep -c '^== ' "$D/out/conversion.log")" = 4 ] && grep -q 'broken01.c:6:2: error' "$D/out/conversion.log"

t_case "a file that fails is named, copied unchanged, and the batch goes on"
fresh_tree
t_run 60 "$CT" convert --no-cocci --tool "$FAKE" "$D/src" "$D/out"
t_expect_rc 1
t_expect_grep 'failed +broken01.c: .*broken01.c:6:2: error: does not parse'
t_expect_true "broken01.c copied unchanged" cmp -s "$D/src/broken01.c" "$D/out/broken01.c"
t_expect_true "marked failed" py_true '[f["state"] for f in d["files"] if f["path"] == "broken01.c"] == ["failed"]'
t_expect_true "files after it still converted" py_true \
	'[f["state"] for f in d["files"] if f["path"] == "good01.c"] == ["converted"]'

t_case "SRC is never touched: every file's checksum, mode and inode the same"
fresh_tree
sums "$D/src" >"$D/before"
t_run 60 "$CT" convert --no-cocci --tool "$FAKE" -j 2 "$D/src" "$D/out"
sums "$D/src" >"$D/after"
t_expect_rc 1
t_expect_true "SRC unchanged" cmp -s "$D/before" "$D/after"
# A second run over an earlier output replaces it.
echo stale >"$D/out/stale.c"
t_run 60 "$CT" convert --no-cocci --tool "$FAKE" "$D/src" "$D/out"
t_expect_rc 1
t_expect_true "an earlier output is replaced" test ! -e "$D/out/stale.c"

t_case "exit 0 when every file converts clean"
rm -rf "$D/src2" "$D/out2"
mkdir -p "$D/src2"
cp -r "$HERE/tree/good01.c" "$HERE/tree/include" "$HERE/tree/lib" "$D/src2/"
t_run 60 "$CT" convert --no-cocci --tool "$FAKE" "$D/src2" "$D/out2"
t_expect_rc 0
t_expect_grep '^convert: 2 C files: 2 converted;'

t_case "usage errors exit 2 with one line saying why"
fresh_tree
sums "$HERE" >"$D/fixture.before"
for args in "$D/nonexistent $D/o" "$D/src $D/src/sub" "$D/src $D/src" \
	"$D/src" "$D/src $D/o -j 0" "$D/src $D/o -j x" "$D/src $D/o --bogus" \
	"$D/src $HERE"; do
	# shellcheck disable=SC2086
	t_run 20 "$CT" convert --no-cocci --tool "$FAKE" $args
	t_expect_rc 2
	t_expect_count '^convert: ' 1
	t_expect_true "no OUT made for '$args'" test ! -e "$D/o"
done
t_run 20 "$CT" convert --tool "$D/no-such-tool" "$D/src" "$D/o"
t_expect_rc 2
t_expect_grep 'tst-convert not found'
t_run 20 "$CT" convert --no-cocci --tool "$FAKE" "$D/src" "$HERE/tree/include"
t_expect_rc 2
t_expect_grep 'OUT .* is not empty and holds no .tst-migrate-out marker'
sums "$HERE" >"$D/fixture.after"
t_expect_true "fixture tree untouched" cmp -s "$D/fixture.before" "$D/fixture.after"

t_case "--in-place rewrites only the clean files, atomically"
fresh_tree
chmod 640 "$D/src/good01.c"
sums "$D/src" >"$D/before"
ino=$(stat -c %i "$D/src/good01.c")
t_run 60 "$CT" convert --no-cocci --tool "$FAKE" --in-place "$D/src" "$D/out"
t_expect_rc 1
t_expect_grep 'rewrote 2 file\(s\)'
t_expect_true "good01.c rewritten" cmp -s "$D/src/good01.c" "$D/out/good01.c"
t_expect_true "lib/good.c rewritten" cmp -s "$D/src/lib/good.c" "$D/out/lib/good.c"
t_expect_true "by rename: a new inode, the old mode" \
	[ "$(stat -c %i "$D/src/good01.c")" != "$ino" ] && [ "$(stat -c %a "$D/src/good01.c")" = 640 ]
KEEP='^\./((review01|broken01)\.c|include/good\.h|runtest) '
grep -E "$KEEP" "$D/before" >"$D/b1"
sums "$D/src" | grep -E "$KEEP" >"$D/b2"
t_expect_true "review01.c, broken01.c, the header and runtest untouched" \
	[ "$(wc -l <"$D/b1")" = 4 ] && cmp -s "$D/b1" "$D/b2"
t_expect_true "no temporary files left in SRC" \
	[ -z "$(find "$D/src" -name '.tst-*')" ]

t_case "-j N: at most N files at once"
fresh_tree
rm -rf "$D/conc" && mkdir "$D/conc"
for i in 1 2 3 4; do cp "$HERE/tree/good01.c" "$D/src/g$i.c"; done
t_run 60 env FAKE_CONC_DIR="$D/conc" "$CT" convert --no-cocci --tool "$FAKE" -j 2 "$D/src" "$D/out"
t_expect_true "two ran at once" test -e "$D/conc/seen.2"
t_expect_true "never three" test ! -e "$D/conc/seen.3"

t_case "make convert SRC= OUT=: usage error without them"
t_run 60 make -s -C "$TOP" convert SRC="$D/src"
t_expect_grep 'usage: make convert SRC=DIR OUT=DIR'

REAL=${TST_CONVERT_REAL:-$TOP/build/converter/tst-convert}
if [ -x "$REAL" ]; then
	t_case "with the real tst-convert: the unparsable file is failed and named, the rest go on, SRC untouched"
	fresh_tree
	sums "$D/src" >"$D/before"
	t_run 120 "$CT" convert --tool "$REAL" "$D/src" "$D/out"
	t_expect_rc 1
	t_expect_grep 'failed +broken01\.c: .*6'
	t_expect_true "every file in the inventory" py_true 'len(d["files"]) == 4'
	t_expect_true "broken01.c copied unchanged" cmp -s "$D/src/broken01.c" "$D/out/broken01.c"
	sums "$D/src" >"$D/after"
	t_expect_true "SRC unchanged" cmp -s "$D/before" "$D/after"
else
	echo "note: the real tst-convert is not built ($REAL): its case is left out"
fi

# ---- side-by-side ----

LEG=$D/leg
CONV=$D/conv
mkdir -p "$LEG" "$CONV"
fake() {
	printf '#!/bin/bash\n%s\n' "$3" >"$1/$2"
	chmod 755 "$1/$2"
}
SUMMARY='printf "\nSummary:\npassed   %s\nfailed   0\nbroken   0\nskipped  0\nwarnings 0\n"'
fake "$LEG" same 'echo "same 1 TPASS : one"; echo "same 2 TPASS : two"; exit 0'
fake "$CONV" same 'echo "same.c:3: TPASS: one"; echo "same.c:4: TPASS: two"; '"$SUMMARY"' 2; exit 0'
fake "$LEG" differ 'echo "differ 1 TPASS : fine"; exit 0'
fake "$CONV" differ 'echo "differ.c:7: TFAIL: <wrong> & \"bad\" $(printf "\001")"; exit 1'
fake "$LEG" lonely 'echo "lonely 1 TCONF : not here"; exit 32'
# The arguments, the clean environment and the helper on PATH from the
# same side.
fake "$LEG" argenv '[ "$*" = "-n 3" ] && [ -z "$LEAK" ] && [ "$(helper)" = legacy ] || { echo "argenv 1 TFAIL : $* LEAK=$LEAK $(helper)"; exit 1; }; echo "argenv 1 TPASS : ok"'
fake "$CONV" argenv '[ "$*" = "-n 3" ] && [ -z "$LEAK" ] && [ "$(helper)" = converted ] || { echo "a.c:1: TFAIL: $* LEAK=$LEAK $(helper)"; exit 1; }; echo "a.c:1: TPASS: ok"'
fake "$LEG" helper 'echo legacy'
fake "$CONV" helper 'echo converted'
fake "$LEG" hang 'sleep 20'
fake "$CONV" hang 'exit 0'
# Record the highest number of machine-wide tests running at once.
for side in "$LEG" "$CONV"; do
	fake "$side" excl 'mkdir -p '"$D"'/excl; touch '"$D"'/excl/$$; n=$(ls '"$D"'/excl | wc -l)
[ "$n" -gt "$(cat '"$D"'/excl.max 2>/dev/null || echo 0)" ] && echo "$n" >'"$D"'/excl.max
sleep 0.3; rm -f '"$D"'/excl/$$; exit 0'
done

cat >"$D/rt" <<'EOF'
# side-by-side fixture
same same
differ differ
lonely lonely
argenv argenv -n 3
native native_n01
EOF

sbs() {
	t_run 60 env LEAK=1 "$SBS" --legacy "$LEG" --converted "$CONV" "$@"
}

t_case "side by side: equal, diverged (both logs kept), legacy-only, not in the legacy tree"
sbs --out "$D/s1" "$D/rt"
t_expect_rc 1
t_expect_grep '^equal +same +legacy pass \(0\) +converted pass \(0\)'
t_expect_grep '^diverged +differ +legacy pass \(0\) +converted fail \(1\)'
t_expect_grep '^legacy-only +lonely +legacy conf \(32\)'
t_expect_grep '^equal +argenv '
t_expect_grep '4 pairs: 2 equal, 1 diverged, 1 legacy-only; 1 entries not in the legacy tree'
t_expect_grep '^side-by-side: [1-4] of 4: differ: legacy exit 0, converted exit 1$'
t_expect_grep '^side-by-side: [1-4] of 4: lonely: legacy exit 32$'
t_expect_true "both logs of the diverged pair kept" \
	grep -q 'TPASS : fine' "$D/s1/logs/differ.legacy.log" && grep -q 'TFAIL' "$D/s1/logs/differ.converted.log"
t_expect_true "no logs kept for equal pairs" test ! -e "$D/s1/logs/same.legacy.log"

t_case "side by side: results.json in kirk's field names, pairs, counters of both dialects"
J=$D/s1/results.json
t_expect_true "results[] fields" py_true \
	'all(set(r) >= {"test_fqn", "status", "test"} and set(r["test"]) >= {"command", "arguments", "log", "retval", "duration", "passed", "failed", "broken", "skipped", "warnings", "result"} for r in d["results"])' "$J"
t_expect_true "7 runs: 4 legacy, 3 converted" py_true \
	'[r["variant"] for r in d["results"]].count("legacy") == 4 and len(d["results"]) == 7' "$J"
t_expect_true "old-dialect counters" py_true \
	'[r["test"]["passed"] for r in d["results"] if r["tag"] == "same" and r["variant"] == "legacy"] == [2]' "$J"
t_expect_true "Summary counters" py_true \
	'[(r["test"]["passed"], r["status"]) for r in d["results"] if r["tag"] == "same" and r["variant"] == "converted"] == [(2, "pass")]' "$J"
t_expect_true "new-dialect lines without a Summary" py_true \
	'[(r["test"]["failed"], r["status"], r["test"]["retval"]) for r in d["results"] if r["tag"] == "differ" and r["variant"] == "converted"] == [(1, "fail", ["1"])]' "$J"
t_expect_true "arguments" py_true \
	'[r["test"]["arguments"] for r in d["results"] if r["test_fqn"] == "argenv"][0] == ["-n", "3"]' "$J"
t_expect_true "pairs[] verdicts" py_true \
	'[(p["tag"], p["verdict"]) for p in d["pairs"]] == [("same", "equal"), ("differ", "diverged"), ("lonely", "legacy-only"), ("argenv", "equal")]' "$J"
t_expect_true "pair sides" py_true \
	'[(p["legacy"]["status"], p["converted"]["status"], p["converted"]["retval"], p["converted"]["log_file"].endswith("differ.converted.log")) for p in d["pairs"] if p["tag"] == "differ"] == [("pass", "fail", 1, True)]' "$J"
t_expect_true "stats" py_true \
	'(d["stats"]["equal"], d["stats"]["diverged"], d["stats"]["legacy_only"], d["stats"]["not_in_legacy_tree"], d["stats"]["passed"]) == (2, 1, 1, 1, 7)' "$J"

t_case "side by side: the JUnit XML is well-formed and counts the divergence as a failure"
t_expect_true "parses, 11 test cases, 1 failure in pairs" "$PY" -c "
import xml.etree.ElementTree as ET
r = ET.parse('$D/s1/results.xml').getroot()
assert r.tag == 'testsuites' and r.get('tests') == '11', r.attrib
s = {x.get('name'): x for x in r.findall('testsuite')}
assert sorted(s) == ['converted', 'legacy', 'pairs'], sorted(s)
p = s['pairs']
assert (p.get('tests'), p.get('failures'), p.get('skipped')) == ('4', '1', '1'), p.attrib
f = p.find(\"testcase[@name='differ']/failure\")
assert 'legacy pass (exit 0), converted fail (exit 1)' == f.get('message'), f.attrib
assert s['converted'].find(\"testcase[@name='differ:converted']/failure\") is not None
assert '<wrong>' in s['converted'].find(\"testcase[@name='differ:converted']/system-out\").text
"

t_case "side by side: all pairs equal -> exit 0; a hang is cut and diverges"
printf 'same same\nargenv argenv -n 3\n' >"$D/rt2"
sbs --out "$D/s2" "$D/rt2"
t_expect_rc 0
t_expect_grep '2 pairs: 2 equal, 0 diverged'
printf 'hang hang\n' >"$D/rt3"
sbs --out "$D/s3" --timeout 1 "$D/rt3"
t_expect_rc 1
t_expect_grep '^diverged +hang +legacy brok \(124\) +converted pass \(0\)'

t_case "side by side: whole-machine entries run one at a time, with both sides never together"
rm -f "$D/excl.max"
printf '# needs: device\ne1 excl\n# needs: cgroup\ne2 excl\n# needs: device\ne3 excl\n' >"$D/rt4"
sbs --out "$D/s4" -j 2 "$D/rt4"
t_expect_rc 0
t_expect_grep '0 run 2 at a time, 3 alone'
t_expect_true "never two at once" [ "$(cat "$D/excl.max")" = 1 ]
rm -f "$D/excl.max"
printf 'p1 excl\np2 excl\np3 excl\np4 excl\n' >"$D/rt5"
sbs --out "$D/s5" -j 2 "$D/rt5"
t_expect_true "the others do run -j at once" [ "$(cat "$D/excl.max")" = 2 ]

t_case "side by side: baseline: no regressions, then a regression named (exit 1)"
sbs --out "$D/s6" --baseline "$D/s2/results.json" "$D/rt2"
t_expect_rc 0
t_expect_grep '^no regressions against the last good run'
fake "$CONV" argenv 'echo "a.c:1: TBROK: now broken"; exit 2'
sbs --out "$D/s7" --baseline "$D/s2/results.json" "$D/rt2"
t_expect_rc 1
t_expect_grep '^1 regression\(s\)|^2 regression\(s\)'
t_expect_grep 'regression: argenv \(converted\): pass before, brok now'
t_expect_grep 'regression: argenv: pair equal before, diverged now'
t_expect_no_grep '^no regressions'
# A baseline from the bundled runner (no variants, no pairs): its tags are
# the legacy runs.
printf '{"results": [{"test_fqn": "same", "status": "pass", "test": {}}, {"test_fqn": "gone", "status": "pass", "test": {}}], "stats": {}}\n' >"$D/runsh.json"
sbs --out "$D/s8" --baseline "$D/runsh.json" "$D/rt2"
t_expect_rc 1
t_expect_grep 'regression: gone: pass before, did not run now'

t_case "side by side: tags are data: '../../../x' and 'a/b' keep their logs inside --out, and both pairs are judged"
mkdir -p "$D/deep/a/b/c"
printf '../../../x differ\na/b differ\n.hidden differ\n' >"$D/rt9"
( cd "$D/deep/a/b/c" && t_run 60 env LEAK=1 "$SBS" --legacy "$LEG" --converted "$CONV" --out out "$D/rt9" )
t_expect_rc 1
t_expect_no_grep 'Traceback'
t_expect_true "3 pairs, all diverged" py_true \
	'[(p["tag"], p["verdict"]) for p in d["pairs"]] == [("../../../x", "diverged"), ("a/b", "diverged"), (".hidden", "diverged")]' "$D/deep/a/b/c/out/results.json"
t_expect_true "nothing written outside out/" \
	[ -z "$(find "$D/deep" -path "$D/deep/a/b/c/out" -prune -o -type f -print)" ]
t_expect_true "six logs, each directly in out/logs, none hidden" \
	[ "$(find "$D/deep/a/b/c/out/logs" -type f ! -name '.*' | wc -l)" = 6 ] &&
	[ -z "$(find "$D/deep/a/b/c/out/logs" -mindepth 2)" ]
t_expect_true "each pair's log_file names its own log" py_true \
	'len({p[v]["log_file"] for p in d["pairs"] for v in ("legacy", "converted")}) == 6' "$D/deep/a/b/c/out/results.json"

t_case "side by side: a diverged pair says where the logs part (first differing result line, wherever printed)"
fake "$LEG" part 'echo "part 1 TPASS : a.c:10: open ok"; echo "part 2 TPASS : second"; echo "part 3 TPASS : third"; exit 0'
fake "$CONV" part 'echo "part.c:10: TPASS: open ok"; echo "part.c:11: TFAIL: second"; exit 1'
printf 'part part\nhang hang\n' >"$D/rt10"
sbs --out "$D/s10" --timeout 1 "$D/rt10"
t_expect_rc 1
t_expect_grep "why: first differing result: legacy 'part 2 TPASS : second', converted 'part.c:11: TFAIL: second'"
t_expect_grep 'why: the legacy run timed out \(1 s\)'
t_expect_true "why in results.json" py_true \
	'[p["why"].startswith("first differing result: legacy") and "part.c:11: TFAIL: second" in p["why"] for p in d["pairs"] if p["tag"] == "part"] == [True]' "$D/s10/results.json"

t_case "side by side: a diverged pair runs again: flaky when a side changes, else the side that did not pass"
fake "$LEG" flip 'n=$(cat '"$D"'/flip 2>/dev/null || echo 0); echo $((n + 1)) >'"$D"'/flip
[ $((n % 2)) = 0 ] || { echo "flip 1 TFAIL : odd run"; exit 1; }; echo "flip 1 TPASS : ok"; exit 0'
fake "$CONV" flip 'echo "f.c:1: TFAIL: no"; exit 1'
printf 'flip flip\npart part\n' >"$D/rt13"
rm -f "$D/flip"
sbs --out "$D/s13" -j 1 "$D/rt13"
t_expect_rc 1
t_expect_grep 'cause: flaky: run again, legacy exited 0 then 1, converted 1 then 1'
t_expect_grep "cause: converter: the converted side fails where the legacy side passes: the converter's output is the suspect"
t_expect_true "each side ran twice" [ "$(cat "$D/flip")" = 2 ]
t_expect_true "cause in results.json" py_true \
	'[p["cause"].split(":")[0] for p in d["pairs"]] == ["flaky", "converter"]' "$D/s13/results.json"

t_case "side by side: the cause of a conversion that cannot pass, from what newlib printed; conf against pass"
fake "$LEG" silent 'echo "silent 0 TINFO : done"; exit 0'
fake "$CONV" silent 'echo "s.c:1: TINFO: done"; echo "tst_supervise.c:83: TBROK: the test reported no results"; exit 2'
fake "$LEG" execd 'echo "execd 1 TPASS : from the exec()ed helper"; exit 0'
fake "$CONV" execd 'echo "tst_supervise.c:83: TBROK: the test reported no results"; exit 2'
fake "$LEG" ownmain 'echo "ownmain 1 TPASS : ok"; exit 0'
fake "$CONV" ownmain 'echo "tst_reinit: no shared page to attach to (LTP_IPC_PATH=(unset)): No such file or directory"; exit 2'
fake "$LEG" applies 'echo "applies 1 TCONF : no counter"; exit 32'
fake "$CONV" applies 'echo "a.c:1: TPASS: counted"; exit 0'
printf 'silent silent\nexecd execd\nownmain ownmain\napplies applies\n' >"$D/rt14"
sbs --out "$D/s14" "$D/rt14"
t_expect_rc 1
t_expect_grep 'cause: converter: the legacy test passes silently'
t_expect_grep 'cause: converter: the legacy test.s passes are reported by a process'
t_expect_grep 'cause: converter: the conversion kept its own main\(\) calling tst_reinit\(\)'
t_expect_grep 'cause: machine or converter: the sides disagree on whether the test applies here \(legacy conf, converted pass\)'
t_expect_grep 'side-by-side: causes of the 4 diverged pairs: converter 3, machine or converter 1'
t_expect_true "the messages side_by_side.py reads are newlib's own" \
	"$PY" -c 'import glob, sys; sys.path.insert(0, sys.argv[1] + "/testcases"); import side_by_side as s
text = "".join(open(f).read() for f in glob.glob(sys.argv[1] + "/newlib/lib/*.c"))
sys.exit(not all(m in text for m in (s.NO_RESULTS, s.NO_IPC)))' "$TOP"

t_case "side by side: new kernel taint flags after a run are named, as kirk reports them"
echo 0 >"$D/tainted"
fake "$LEG" taints 'echo 512 >'"$D"'/tainted; echo "taints 1 TPASS : ok"; exit 0'
fake "$CONV" taints 'echo "t.c:1: TPASS: ok"; exit 0'
printf 'taints taints\nsame same\n' >"$D/rt11"
t_run 60 env RUN_TAINT_FILE="$D/tainted" "$SBS" --legacy "$LEG" --converted "$CONV" --out "$D/s11" -j 1 "$D/rt11"
t_expect_grep 'taints \(legacy\): the kernel became tainted: W \(the kernel issued a warning\)'
t_expect_true "in results.json, on that run only" py_true \
	'[(r["test_fqn"], r["variant"], r.get("taint")) for r in d["results"] if r.get("taint")] == [("taints", "legacy", ["W (the kernel issued a warning)"])] and d["stats"]["tainted"] == 1' "$D/s11/results.json"

t_case "side by side: an LTPROOT's testcases/bin: LTPROOT set, the command runs in that directory"
mkdir -p "$D/root-l/testcases/bin" "$D/root-c/testcases/bin"
fake "$D/root-l/testcases/bin" where '[ "$LTPROOT" = "'"$D"'/root-l" ] && [ "$PWD" = "$LTPROOT/testcases/bin" ] || { echo "where 1 TFAIL : LTPROOT=$LTPROOT PWD=$PWD"; exit 1; }; echo "where 1 TPASS : ok"'
fake "$D/root-c/testcases/bin" where '[ "$LTPROOT" = "'"$D"'/root-c" ] && [ "$PWD" = "$LTPROOT/testcases/bin" ] || { echo "w.c:1: TFAIL: LTPROOT=$LTPROOT PWD=$PWD"; exit 1; }; echo "w.c:1: TPASS: ok"'
printf 'where where\n' >"$D/rt12"
t_run 60 "$SBS" --legacy "$D/root-l/testcases/bin" --converted "$D/root-c/testcases/bin" --out "$D/s12" "$D/rt12"
t_expect_rc 0
t_expect_grep '1 pairs: 1 equal'

t_case "side by side: --converted-runtest: the converted run takes the line of the same runtest file name and tag (a renamed option), the legacy run its own"
fake "$LEG" renamed '[ "$*" = "-i 3" ] && { echo "renamed 1 TPASS : ok"; exit 0; }; echo "renamed 1 TFAIL : $*"; exit 1'
fake "$CONV" renamed '[ "$*" = "-a 3" ] && { echo "r.c:1: TPASS: ok"; exit 0; }; echo "r.c:1: TFAIL: $*"; exit 1'
mkdir -p "$D/rtl" "$D/rtc"
printf 'renamed renamed -i 3\nsame same\n' >"$D/rtl/cmds"
printf 'renamed renamed -a 3\n' >"$D/rtc/cmds"
sbs --out "$D/s13" --converted-runtest "$D/rtc/cmds" "$D/rtl/cmds"
t_expect_rc 0
t_expect_grep '^equal +renamed +legacy pass \(0\) +converted pass \(0\)'
t_expect_grep '2 pairs: 2 equal'
sbs --out "$D/s14" "$D/rtl/cmds"
t_expect_grep '^diverged +renamed '

t_case "side by side: a shell line's program is its first command's that the legacy tree holds ('mkfifo F; prog F', 'V=\`...\`; prog \$V'), else its first word"
fake "$LEG" fifo '[ -p "$1" ] && [ "$2" = "a;b" ] || { echo "fifo 1 TFAIL : $*"; exit 1; }; echo "fifo 1 TPASS : ok"'
fake "$CONV" fifo '[ -p "$1" ] && [ "$2" = "a;b" ] || { echo "f.c:1: TFAIL: $*"; exit 1; }; echo "f.c:1: TPASS: ok"'
cat >"$D/rt15" <<'EOF'
fifo01 mkfifo $TMPDIR/ff$$; fifo $TMPDIR/ff$$ 'a;b'; r=$?; rm -f $TMPDIR/ff$$; exit $r
fifo02 F=`mktemp -u $TMPDIR/x.XXXX; echo >/dev/null`; G=$(echo "$F" | cat); mkfifo $G && fifo "$G" "a;b"; r=$?; rm -f $G; exit $r
none01 echo fifo; true
EOF
sbs --out "$D/s15" "$D/rt15"
t_expect_rc 0
t_expect_grep '^equal +fifo01 +legacy pass \(0\) +converted pass \(0\)'
t_expect_grep '^equal +fifo02 +legacy pass \(0\) +converted pass \(0\)'
t_expect_grep '2 pairs: 2 equal, 0 diverged, 0 legacy-only; 1 entries not in the legacy tree'
t_expect_true "results.json: the program and its arguments" py_true \
	'[(r["test"]["command"], r["test"]["arguments"]) for r in d["results"] if r["variant"] == "legacy"] == [("fifo", ["$TMPDIR/ff$$", "a;b"]), ("fifo", ["$G", "a;b"])]' \
	"$D/s15/results.json"

t_case "side by side: usage errors and a bad baseline exit 2, naming the problem"
t_run 20 "$SBS" --converted "$CONV" "$D/rt"
t_expect_rc 2
t_expect_grep 'legacy DIR is required'
t_run 20 "$SBS" --legacy "$D/nope" --converted "$CONV" "$D/rt"
t_expect_rc 2
t_expect_grep "legacy directory '$D/nope' does not exist"
t_run 20 "$SBS" --legacy "$LEG" --converted "$CONV" "$D/nope.rt"
t_expect_rc 2
t_expect_grep "runtest file '$D/nope.rt' is not a readable file"
echo '{not json' >"$D/bad.json"
t_run 20 "$SBS" --legacy "$LEG" --converted "$CONV" --out "$D/s10" --baseline "$D/bad.json" "$D/rt2"
t_expect_rc 2
t_expect_grep "baseline $D/bad.json: not a results file"

# ---- make migrate ----

migrate() {
	t_run 120 env FAKE_CONVERTED_DIR="$HERE/mconv" make -s -C "$TOP" migrate \
		MIGRATE_TOOL="$FAKE" CONVERT_ARGS=--no-cocci MIGRATE_WORK="$D/mw" \
		REPORT_OUT="$D/report" "$@"
}

t_case "make migrate SRC=tree: a failed conversion, a compile failure and a divergence are all shown"
sums "$HERE/mtree" >"$D/mtree.before"
migrate SRC="$HERE/mtree"
sums "$HERE/mtree" >"$D/mtree.after"
t_expect_true "SRC untouched" cmp -s "$D/mtree.before" "$D/mtree.after"
t_expect_true "exit status says not everything matched" [ "$T_RC" != 0 ]
t_expect_grep '^scan: +5 C files: 4 legacy, 1 native'
t_expect_grep '^conversion: +5 C files: 3 converted, 1 failed, 1 native'
t_expect_grep '^legacy: +4 of 4 built'
t_expect_grep '^converted: +2 of 3 converted tests built; failed to compile: nocompile01 \(logs: [^)]*\); not converted: fail01 \(failed\)'
t_expect_grep '^side by side: 4 pairs: 1 equal, 1 diverged, 2 legacy-only; those run twice took [0-9.]+ s as legacy, [0-9.]+ s converted; diverged: differ01'
t_expect_grep '^migrate: NOT done: not every file converted clean; converted tests that do not compile; diverged pairs; legacy tests without a converted twin'
t_expect_grep 'compile failed: .*nocompile01.c \(log: '
for f in inventory.json results.json results.xml conversion.log patches/same01.c.diff logs/differ01.converted.log; do
	t_expect_true "report has $f" test -s "$D/report/$f"
done
t_expect_true "the report's pairs" py_true \
	'[(p["tag"], p["verdict"]) for p in d["pairs"]] == [("same01", "equal"), ("differ01", "diverged"), ("nocompile01", "legacy-only"), ("fail01", "legacy-only")]' \
	"$D/report/results.json"

t_case "make migrate: exit 0 when everything converted and matched"
rm -rf "$D/m2"
mkdir -p "$D/m2"
cp -r "$HERE/mtree/same01.c" "$HERE/mtree/include" "$HERE/mtree/lib" "$D/m2/"
migrate SRC="$D/m2"
t_expect_rc 0
t_expect_grep 'no runtest files: one entry per test with a TCID \(1 entries\)'
t_expect_grep '^side by side: 1 pairs: 1 equal, 0 diverged, 0 legacy-only'
t_expect_grep '^migrate: every file converted clean and every pair matched'

t_case "make migrate RUNTEST=a file outside SRC: its lines of a program whose command line the conversion rewrote run rewritten on the converted side"
rm -rf "$D/m5" "$D/rt5"
mkdir -p "$D/m5" "$D/rt5"
cp -r "$HERE/mtree/include" "$HERE/mtree/lib" "$D/m5/"
cat >"$D/m5/args01.c" <<'EOT'
#include "test.h"

char *TCID = "args01";
int TST_TOTAL = 1;

int main(int argc, char *argv[])
{
	if (argc == 2 && !strcmp(argv[1], "go"))
		tst_resm(TPASS, "told to go");
	else
		tst_resm(TFAIL, "not told to go");
	tst_exit();
}
// FAKE_RUNTEST runtest:2: args01 args01 go => args01 args01 -1 go
EOT
printf '# the tree'"'"'s own\nargs01 args01 go\n' >"$D/m5/runtest"
# a selection of the tree's entries: another tag, other spacing
printf 'mine01\targs01  go\n' >"$D/rt5/mine"
migrate SRC="$D/m5" RUNTEST="$D/rt5/mine"
t_expect_rc 0
t_expect_grep '^side by side: 1 pairs: 1 equal, 0 diverged, 0 legacy-only'
t_expect_true "the selection itself was changed" \
	cmp -s "$D/rt5/mine" <(printf 'mine01\targs01  go\n')
t_expect_true "the converted copy" cmp -s "$D/mw/runtest-converted/0/mine" \
	<(printf 'mine01\targs01 -1 go\n')

t_case "make migrate IN_PLACE=1: only what converted clean, built and matched replaces its original"
rm -rf "$D/m3"
cp -r "$HERE/mtree" "$D/m3"
sums "$D/m3" | grep -v '^\./same01\.c ' >"$D/m3.before"
migrate SRC="$D/m3" IN_PLACE=1
t_expect_true "fails: not everything matched" [ "$T_RC" != 0 ]
t_expect_grep '^in place: +1 files replaced by their conversion, 4 kept as they were'
t_expect_true "same01.c is its conversion" cmp -s "$HERE/mconv/same01.c" "$D/m3/same01.c"
sums "$D/m3" | grep -v '^\./same01\.c ' >"$D/m3.after"
t_expect_true "the diverged, the uncompiled, the failed and the rest untouched" \
	cmp -s "$D/m3.before" "$D/m3.after"
t_expect_true "no temporary files left" [ -z "$(find "$D/m3" -name '.migrate.*')" ]

if [ -x "$REAL" ]; then
	# The converter's fixture: helpers whose cleanup parameter goes, in
	# include/lg.h too. With a file that does not convert, the header
	# cannot change for some files and not others: nothing is replaced.
	t_case "make migrate IN_PLACE=1, headers changed by dropped parameters: all files or none"
	rm -rf "$D/m4"
	cp -r "$TOP/converter/tests/dropparams/legacy" "$D/m4"
	cp "$HERE/tree/broken01.c" "$D/m4/"
	sums "$D/m4" >"$D/m4.before"
	migrate SRC="$D/m4" MIGRATE_TOOL="$REAL" CONVERT_ARGS= GIT=none IN_PLACE=1
	t_expect_true "fails: broken01.c did not convert" [ "$T_RC" != 0 ]
	t_expect_grep '^in place: +0 files replaced by their conversion, 3 kept as they were: the conversion changed include/lg\.h, so all or none'
	sums "$D/m4" >"$D/m4.after"
	t_expect_true "a file of SRC changed" cmp -s "$D/m4.before" "$D/m4.after"
	rm "$D/m4/broken01.c"
	migrate SRC="$D/m4" MIGRATE_TOOL="$REAL" CONVERT_ARGS= GIT=none IN_PLACE=1
	t_expect_rc 0
	t_expect_grep '^converted: +1 of 1 converted tests built'
	t_expect_grep '^in place: +3 files replaced by their conversion, 0 kept as they were'
	t_expect_true "include/lg.h not replaced with the parameter dropped" \
		grep -q '^int lg_open(const char \*path);$' "$D/m4/include/lg.h"
	t_expect_true "lg01.c not replaced by its conversion" \
		grep -q '^	lg_check(fd);$' "$D/m4/lg01.c"
fi

t_case "make migrate SRC=missing: a usage error"
migrate SRC="$D/none"
t_expect_true "fails" [ "$T_RC" != 0 ]
t_expect_grep "migrate: SRC '$D/none' is not a directory"

t_done
