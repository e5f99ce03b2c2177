#!/bin/bash
# make migrate: scan -> convert -> build both sides -> run them side by
# side -> compare -> report. Called by mk/migrate.mk, which builds the
# libraries and tst-convert first and passes (environment):
#
#   MIGRATE_SRC       the legacy tree: C tests, include/, lib/ (helper
#                     library), perhaps runtest files
#   MIGRATE_RUNTEST   runtest files (default: testcases/runtest/* for the
#                     bundled tree; for a real tree (below) SRC/runtest/syscalls;
#                     else SRC/runtest[/*] or SRC/../runtest/*, else one
#                     entry per test of SRC); a bare name is one of
#                     SRC/runtest/
#   RUN_TIMEOUT       seconds one run of an entry may take (120)
#   MIGRATE_WORK      work directory (build/migrate)
#   MIGRATE_OUT       report directory (reports/out)
#   MIGRATE_BASELINE  an earlier results.json to check for regressions
#   MIGRATE_IN_PLACE  1: afterwards, replace (atomically) each file of SRC
#                     that converted clean, built, and whose pairs were all
#                     equal, by its conversion; nothing else is written.
#                     When the conversion changed headers (cleanup
#                     parameters dropped), all files must pass and the
#                     headers are replaced with them, or nothing is
#   MIGRATE_GIT       the suite's git repository for the report's history
#                     (default: the one SRC is in, if any; "none": no history)
#   CONVERT_ARGS      options passed on to tst-convert (e.g. --no-cocci)
#   TST_CONVERT, CC, LDFLAGS, OLD_CFLAGS, OLD_LIBS, TST_CFLAGS, TST_LIBS,
#   SIDE_CFLAGS (a real tree's flags on both sides, besides its own),
#   JOBS (2)
#
# A real tree (LTP's layout: include/mk, or Makefiles in its directories,
# or a compile_commands.json) is modelled by pipeline/tree.py, and each
# side is built from the model by pipeline/build.py; the side-by-side run
# gets the model and the build reports, so an entry whose program did not
# build is named with the reason.
#
# Exit status: 0 when every file converted clean, every converted test
# built, and every legacy test's converted twin ran to the same verdict;
# 1 otherwise (each shortfall is named in the summary); 2 when the
# pipeline itself could not run.

set -u

HERE=$(cd "$(dirname "$0")" && pwd)
TOP=${TOP:-$(dirname "$HERE")}
PY=/usr/bin/python3
JOBS=${JOBS:-2}
SRC=${MIGRATE_SRC:-$TOP/testcases/legacy}
WORK=${MIGRATE_WORK:-$TOP/build/migrate}
OUT=${MIGRATE_OUT:-$TOP/reports/out}
START=$(date +%s)

die() {
	echo "migrate: $*" >&2
	exit 2
}

# step NAME TEXT: a heading; the time of the step before it goes to TIMES.
STEP="" STEP_T0=$START TIMES=""
step() {
	local now
	now=$(date +%s)
	[ -z "$STEP" ] || TIMES+="${TIMES:+, }$STEP $((now - STEP_T0)) s"
	STEP=$1 STEP_T0=$now
	shift
	printf '\n== migrate: %s\n' "$*"
}

# jq-like reading of a JSON file: jget FILE PYTHON-EXPRESSION-OF-d
jget() {
	"$PY" -c 'import json, sys
d = json.load(open(sys.argv[1]))
r = eval(sys.argv[2])
print("\n".join(map(str, r)) if isinstance(r, list) else r)' "$1" "$2"
}

[ -d "$SRC" ] || die "SRC '$SRC' is not a directory"
SRC=$(cd "$SRC" && pwd)
[ -x "${TST_CONVERT:-}" ] || die "tst-convert '${TST_CONVERT:-}' is not built"
[[ $JOBS =~ ^[0-9]+$ ]] && [ "$JOBS" -ge 1 ] ||
	die "JOBS must be a whole number >= 1, got '$JOBS'"
mkdir -p "$WORK" "$OUT" || die "cannot create $WORK or $OUT"
FAILS=()

# A tree in the real suite's layout rather than a flat directory of tests.
REAL=0
if [ "$SRC" != "$TOP/testcases/legacy" ] && { [ -d "$SRC/include/mk" ] ||
	[ -f "$SRC/compile_commands.json" ] ||
	[ -n "$(find "$SRC" -mindepth 2 -name Makefile -print -quit)" ]; }; then
	REAL=1
fi
MODEL=$WORK/model

STATES_EXPR='", ".join("%d %s" % (d["totals"][s], s) for s in
	("legacy", "converted", "needs-review", "failed", "native", "mixed")
	if d["totals"].get(s))'

scan() {
	local -a files incs=()
	local d
	step scan "scan $SRC"
	mapfile -t files < <(find "$SRC" -name .git -prune -o -type f -name '*.c' -print | sort)
	[ ${#files[@]} -gt 0 ] || die "no C files under $SRC"
	while IFS= read -r d; do
		incs+=(-I "$d")
	done < <(find "$SRC" -name .git -prune -o -type d -name include -print)
	# shellcheck disable=SC2086
	"$TST_CONVERT" --scan ${CONVERT_ARGS:-} "${incs[@]}" --json "$WORK/scan.json" "${files[@]}" \
		>"$WORK/scan.log" 2>&1
	if [ $? -ge 2 ] || [ ! -s "$WORK/scan.json" ]; then
		echo "scan: tst-convert --scan failed (log: $WORK/scan.log)"
		SCAN_SUMMARY="scan failed"
		return
	fi
	SCAN_SUMMARY="${#files[@]} C files: $(jget "$WORK/scan.json" "$STATES_EXPR")"
	echo "scan: $SCAN_SUMMARY"
}

convert() {
	local -a extra=()
	local a
	for a in ${CONVERT_ARGS:-}; do
		extra+=(--tool-arg "$a")
	done
	# Each file's -I and -D from the tree's model, when tst-convert reads a
	# compilation database.
	if [ $REAL = 1 ] && "$TST_CONVERT" --help 2>&1 | grep -q -- '-p DIR'; then
		extra+=(--tool-arg -p --tool-arg "$MODEL")
	fi
	step convert "convert into $WORK/converted"
	# Ours to replace, even when an earlier run stopped half-way.
	rm -rf "$WORK/converted"
	"$TOP/converter/convert-tree" --tool "$TST_CONVERT" -j "$JOBS" \
		"${extra[@]}" "$SRC" "$WORK/converted"
	CONVERT_RC=$?
	[ $CONVERT_RC -lt 2 ] || die "convert-tree failed (exit $CONVERT_RC)"
	INV=$WORK/converted/inventory.json
	CONVERT_SUMMARY="$(jget "$INV" 'd["totals"]["files"]') C files: $(jget "$INV" "$STATES_EXPR")"
	[ $CONVERT_RC = 0 ] || FAILS+=("not every file converted clean")
}

# few NAME...: the names, the first 15 of them when there are more.
few() {
	if [ $# -le 15 ]; then
		echo "$*"
	else
		echo "${*:1:15} and $(($# - 15)) more"
	fi
}

# Tests are the C files at SRC's top level; lib/ holds the helper library.
tests_of() {
	find "$1" -maxdepth 1 -type f -name '*.c' -printf '%f\n' | sed 's/\.c$//' | sort
}

# archive OUTDIR SRCDIR: the helper library from the objects that compiled,
# rebuilt only when they changed.
archive() {
	local out=$1 src=$2 a=$1/libhelpers.a f
	local -a objs=()
	mkdir -p "$out/obj"
	for f in "$src"/lib/*.c; do
		[ -f "$f" ] || continue
		f=$out/obj/$(basename "${f%.c}").o
		[ -f "$f" ] && objs+=("$f")
	done
	if [ -f "$a" ] && [ "$(ar t "$a" | tr '\n' ' ')" = "$(printf '%s ' "${objs[@]##*/}")" ] &&
		[ -z "$(find "${objs[@]}" -newer "$a" 2>/dev/null)" ]; then
		return
	fi
	rm -f "$a"
	ar rcs "$a" "${objs[@]}"
}

# build_side NAME SRCDIR OUTDIR CFLAGS LIBS TESTS...: prints failures;
# sets BUILT and NOT_BUILT (names).
build_side() {
	local name=$1 src=$2 out=$3 cflags=$4 libs=$5 t
	shift 5
	local -a mk=(make --no-print-directory -f "$TOP/mk/migrate-build.mk" -k
		-j "$JOBS" "SRCDIR=$src" "OUTDIR=$out" "XCFLAGS=$cflags"
		"XLIBS=$libs" "CC=$CC" "LDFLAGS=${LDFLAGS:-}")
	"${mk[@]}" libobjs 2>&1 | grep -v '^make.*\(Error\|Waiting\|not remade\|Nothing to be done\)'
	archive "$out" "$src"
	"${mk[@]}" "TESTS=$*" bins 2>&1 | grep -v '^make.*\(Error\|Waiting\|not remade\|Nothing to be done\)'
	BUILT=() NOT_BUILT=()
	for t in "$@"; do
		if [ -x "$out/bin/$t" ]; then
			BUILT+=("$t")
		else
			NOT_BUILT+=("$t")
		fi
	done
	echo "$name: ${#BUILT[@]} of $# tests built"
}

# model: the tree's programs and flags (pipeline/tree.py).
model() {
	step model "model the tree (its Makefiles run by make)"
	"$PY" "$TOP/pipeline/tree.py" "$SRC" --out "$MODEL" -j "$JOBS" ||
		die "pipeline/tree.py could not model $SRC"
	MODEL_SUMMARY=$(jget "$MODEL/programs.json" '"%d programs, %d helper libraries; facts per directory: %s" % (len(d["programs"]), len(d["libraries"]), ", ".join("%d %s" % (n, f) for f, n in sorted(__import__("collections").Counter(x["facts"] for x in d["directories"]).items())))')
}

# build_tree_side NAME ROOT OUT CFLAGS LIBS [build.py options]: one side of
# a real tree; sets BUILT_SUMMARY.
build_tree_side() {
	local name=$1 root=$2 out=$3 cflags=$4 libs=$5
	shift 5
	"$PY" "$TOP/pipeline/build.py" --model "$MODEL" --out "$out" \
		--side "$name" --root "$root" "--cflags=$cflags" "--libs=$libs" \
		-j "$JOBS" "$@"
	[ $? -lt 2 ] || die "pipeline/build.py failed on the $name side"
	BUILT_SUMMARY=$(jget "$out/build.json" '"%d of %d .c files compiled, %d of %d programs built" % (d["stats"]["files_built"], d["stats"]["files_considered"], d["stats"]["programs_built"], d["stats"]["programs_considered"])')
}

# The sides' own headers and libraries in place of the tree's old API:
# oldlib-compat for the legacy side, newlib for the converted one.
build_tree() {
	step build "build: the tree against oldlib-compat, its conversion against newlib"
	build_tree_side legacy "$SRC" "$WORK/legacy" \
		"${SIDE_CFLAGS:-} -I$TOP/oldlib-compat/include -I$TOP/newlib/include" "$OLD_LIBS"
	LEGACY_SUMMARY=$BUILT_SUMMARY
	[ "$(jget "$WORK/legacy/build.json" 'd["stats"]["programs_built"] == d["stats"]["programs_considered"]')" = True ] ||
		FAILS+=("legacy tests that do not build")
	build_tree_side converted "$WORK/converted" "$WORK/converted-build" \
		"${SIDE_CFLAGS:-} -I$TOP/newlib/include" "$TST_LIBS" --inventory "$INV"
	CONV_SUMMARY="$BUILT_SUMMARY (of those that converted)"
	[ "$(jget "$WORK/converted-build/build.json" 'all(p["built"] or p["skipped"] for p in d["programs"])')" = True ] ||
		FAILS+=("converted tests that do not build")
}

build() {
	local -a all conv
	local state
	if [ $REAL = 1 ]; then
		build_tree
		return
	fi
	step build "build: legacy tests against oldlib-compat, converted ones against newlib"
	mapfile -t all < <(tests_of "$SRC")
	build_side legacy "$SRC" "$WORK/legacy" "$OLD_CFLAGS" "$OLD_LIBS" "${all[@]}"
	LEGACY_SUMMARY="${#BUILT[@]} of ${#all[@]} built"
	[ ${#NOT_BUILT[@]} = 0 ] || {
		LEGACY_SUMMARY+="; failed to compile: $(few "${NOT_BUILT[@]}")"
		FAILS+=("legacy tests that do not compile")
	}

	# Only files that came out as new-API code can build against newlib.
	declare -gA STATE=()
	while read -r path state; do
		STATE[$path]=$state
	done < <(jget "$INV" '["%s %s" % (f["path"], f["state"]) for f in d["files"]]')
	conv=() NOT_CONVERTED=()
	for t in "${all[@]}"; do
		case ${STATE[$t.c]:-} in
		converted | needs-review | native) conv+=("$t") ;;
		*) NOT_CONVERTED+=("$t (${STATE[$t.c]:-no inventory})") ;;
		esac
	done
	rm -rf "$WORK/converted-build"
	build_side converted "$WORK/converted" "$WORK/converted-build" \
		"$TST_CFLAGS" "$TST_LIBS" "${conv[@]}"
	CONV_SUMMARY="${#BUILT[@]} of ${#conv[@]} converted tests built"
	mkdir -p "$WORK/converted-build/bin"
	printf '%s\n' "${BUILT[@]}" >"$WORK/converted-build/built"
	[ ${#NOT_BUILT[@]} = 0 ] || {
		CONV_SUMMARY+="; failed to compile: $(few "${NOT_BUILT[@]}") (logs: $WORK/converted-build/logs)"
		FAILS+=("converted tests that do not compile")
	}
	[ ${#NOT_CONVERTED[@]} = 0 ] ||
		CONV_SUMMARY+="; not converted: $(few "${NOT_CONVERTED[@]}")"
	mkdir -p "$WORK/converted-build/bin"
}

runtest_files() {
	local f
	RT=()
	if [ -n "${MIGRATE_RUNTEST:-}" ]; then
		read -r -a RT <<<"$MIGRATE_RUNTEST"
		for f in "${!RT[@]}"; do
			case ${RT[$f]} in */*) ;; *)
				[ -e "${RT[$f]}" ] || [ ! -f "$SRC/runtest/${RT[$f]}" ] ||
					RT[$f]=$SRC/runtest/${RT[$f]} ;;
			esac
		done
		return
	fi
	# A real tree names far more than one can safely run on a shared
	# machine: by default its syscalls only.
	if [ $REAL = 1 ] && [ -f "$SRC/runtest/syscalls" ]; then
		RT=("$SRC/runtest/syscalls")
		return
	fi
	if [ "$SRC" = "$TOP/testcases/legacy" ]; then
		f=$TOP/testcases/runtest
	elif [ -e "$SRC/runtest" ]; then
		f=$SRC/runtest
	else
		f=$(dirname "$SRC")/runtest
	fi
	if [ -f "$f" ]; then
		RT=("$f")
	elif [ -d "$f" ]; then
		mapfile -t RT < <(find "$f" -maxdepth 1 -type f ! -name '*~' ! -name '.*' | sort)
	fi
	[ ${#RT[@]} = 0 ] || return
	# No runtest files: one entry per test that has a TCID (helper
	# programs have none).
	RT=("$WORK/runtest.generated")
	grep -l 'TCID' "$SRC"/*.c 2>/dev/null | sed 's|.*/||; s/\.c$//; s/.*/& &/' >"${RT[0]}"
	echo "no runtest files: one entry per test with a TCID ($(wc -l <"${RT[0]}") entries)"
}

side_by_side() {
	step run "run side by side"
	runtest_files
	local -a sides=(--legacy "$WORK/legacy/bin" --converted "$WORK/converted-build/bin")
	if [ $REAL = 1 ]; then
		sides=(--legacy "$WORK/legacy/testcases/bin"
			--converted "$WORK/converted-build/testcases/bin"
			--model "$MODEL" --inventory "$INV"
			--legacy-build "$WORK/legacy/build.json"
			--converted-build "$WORK/converted-build/build.json")
	fi
	"$TOP/testcases/side-by-side.sh" "${sides[@]}" --out "$WORK/side-by-side" \
		--src "$SRC" --src "$WORK/converted" -j "$JOBS" \
		--timeout "${RUN_TIMEOUT:-120}" \
		${MIGRATE_BASELINE:+--baseline "$MIGRATE_BASELINE"} "${RT[@]}"
	SBS_RC=$?
	[ $SBS_RC -lt 2 ] || die "side-by-side.sh failed (exit $SBS_RC)"
	RES=$WORK/side-by-side/results.json
	PAIRS_SUMMARY=$(jget "$RES" '"%d pairs: %d equal, %d diverged, %d legacy-only" % (d["stats"]["pairs"], d["stats"]["equal"], d["stats"]["diverged"], d["stats"]["legacy_only"]) + ("; those run twice took %.1f s as legacy, %.1f s converted" % (d["stats"]["pairs_legacy_time"], d["stats"]["pairs_converted_time"]) if d["stats"]["pairs"] > d["stats"]["legacy_only"] else "")')
	DIVERGED=$(jget "$RES" '" ".join(p["tag"] for p in d["pairs"] if p["verdict"] == "diverged")')
	[ -z "$DIVERGED" ] || FAILS+=("diverged pairs")
	[ "$(jget "$RES" 'd["stats"]["legacy_only"]')" = 0 ] ||
		FAILS+=("legacy tests without a converted twin")
	[ $SBS_RC = 0 ] || [ -z "${MIGRATE_BASELINE:-}" ] ||
		FAILS+=("regressions against $MIGRATE_BASELINE")
}

# The report's history options: the git repository SRC lives in, the
# tests' and the runtest files' paths inside it.
git_args() {
	local repo=${MIGRATE_GIT:-} rel rt
	GIT_ARGS=()
	[ "$repo" = none ] && return
	[ -n "$repo" ] || repo=$(git -C "$SRC" rev-parse --show-toplevel 2>/dev/null) || return 0
	repo=$(cd "$repo" && pwd) || return 0
	GIT_ARGS=(--git "$repo")
	if [ "$SRC" = "$TOP/testcases/legacy" ]; then
		GIT_ARGS+=(--test-dir testcases --runtest-dir testcases/runtest)
		return
	fi
	case $SRC in "$repo") rel=. ;; "$repo"/*) rel=${SRC#"$repo"/} ;; *) return ;; esac
	GIT_ARGS+=(--test-dir "$rel")
	# Only a directory of runtest files is one the history can follow.
	rt=$(cd "$(dirname "${RT[0]}")" && pwd)
	[ "$(basename "$rt")" = runtest ] || return 0
	case $rt in "$repo"/*) GIT_ARGS+=(--runtest-dir "${rt#"$repo"/}") ;; esac
}

publish() {
	local r
	git_args
	step report "report into $OUT"
	rm -rf "$OUT/patches" "$OUT/logs"
	cp "$INV" "$WORK/converted/conversion.log" "$OUT/"
	[ -d "$WORK/converted/patches" ] && cp -r "$WORK/converted/patches" "$OUT/"
	[ -f "$WORK/scan.json" ] && cp "$WORK/scan.json" "$OUT/"
	cp "$RES" "$WORK/side-by-side/results.xml" "$OUT/"
	[ -d "$WORK/side-by-side/logs" ] && cp -r "$WORK/side-by-side/logs" "$OUT/"
	REPORT_NOTE="$OUT/index.html"
	r=$TOP/reports/report
	if [ ! -x "$r" ]; then
		REPORT_NOTE="no HTML report: reports/report is not there yet (JSON, XML, patches and log are in $OUT)"
		return
	fi
	if ! "$r" --inventory "$OUT/inventory.json" --results "$OUT/results.json" \
		"${GIT_ARGS[@]}" --out "$OUT"; then
		REPORT_NOTE="reports/report failed (JSON, XML, patches and log are in $OUT)"
		FAILS+=("report not written")
	fi
}

# With IN_PLACE=1: the files that passed every check replace their
# originals, each atomically (a temporary file in its directory, renamed).
adopt() {
	local out
	[ "${MIGRATE_IN_PLACE:-}" = 1 ] || return 0
	step in-place "replace the files of $SRC that passed every check"
	out=$("$PY" - "$INV" "$RES" "$SRC" "$WORK/converted" "$WORK/converted-build" <<'PYEOF'
import json, os, shutil, sys, tempfile
inv, res, src, conv, cbuild = sys.argv[1:]
files = json.load(open(inv))["files"]
doc = json.load(open(res))
built = set(open(os.path.join(cbuild, "built")).read().split())
cmd = {r["test_fqn"]: os.path.basename(r["test"]["command"])
       for r in doc["results"]}
bad = {cmd.get(p["tag"]) for p in doc["pairs"] if p["verdict"] != "equal"}

def passed(f):
    path = f["path"]
    if f["state"] != "converted":
        return False
    if "/" in path:
        return os.path.exists(os.path.join(
            cbuild, "obj", os.path.basename(path)[:-2] + ".o"))
    return path[:-2] in built and path[:-2] not in bad


def same(a, b):
    with open(a, "rb") as x, open(b, "rb") as y:
        return x.read() == y.read()


# Headers changed by the conversion (cleanup parameters dropped) change
# what every file declaring or calling those functions must say: then
# either every file passed and all are replaced, headers included, or
# none is.
headers = []
for root, dirs, names in os.walk(conv):
    dirs[:] = [d for d in dirs if d != "patches"]
    for n in names:
        rel = os.path.relpath(os.path.join(root, n), conv)
        if n.endswith(".h") and os.path.isfile(os.path.join(src, rel)) \
                and not same(os.path.join(conv, rel), os.path.join(src, rel)):
            headers.append(rel)
ok = [f for f in files if passed(f)]
if headers and len(ok) < len(files):
    print("0 files replaced by their conversion, %d kept as they were: "
          "the conversion changed %s, so all or none" % (
              len(files), " ".join(sorted(headers))))
    sys.exit(0)
done, kept = 0, len(files) - len(ok)
for path in [f["path"] for f in ok] + headers:
    target = os.path.join(src, path)
    fd, tmp = tempfile.mkstemp(prefix=".migrate.", dir=os.path.dirname(target))
    os.close(fd)
    shutil.copyfile(os.path.join(conv, path), tmp)
    shutil.copymode(target, tmp)
    os.replace(tmp, target)
    done += 1
print("%d files replaced by their conversion, %d kept as they were"
      % (done, kept))
PYEOF
	) || {
		FAILS+=("in-place replacement failed")
		IN_PLACE_NOTE="failed"
		return
	}
	IN_PLACE_NOTE=$out
	echo "in place: $out"
}

scan
[ $REAL = 0 ] || model
convert
build
side_by_side
adopt
publish

step summary "summary ($(($(date +%s) - START)) s)"
echo "time:        $TIMES"
echo "source:      $SRC"
echo "scan:        $SCAN_SUMMARY"
[ $REAL = 0 ] || echo "model:       $MODEL_SUMMARY ($MODEL)"
echo "conversion:  $CONVERT_SUMMARY"
echo "legacy:      $LEGACY_SUMMARY"
echo "converted:   $CONV_SUMMARY"
echo "side by side: $PAIRS_SUMMARY${DIVERGED:+; diverged: $DIVERGED}"
echo "report:      $REPORT_NOTE"
[ -z "${IN_PLACE_NOTE:-}" ] || echo "in place:    $IN_PLACE_NOTE"
if [ ${#FAILS[@]} = 0 ]; then
	echo "migrate: every file converted clean and every pair matched"
	exit 0
fi
printf 'migrate: NOT done: %s\n' "$(IFS=';' && echo "${FAILS[*]}" | sed 's/;/; /g')"
exit 1
