#!/bin/bash
# Runs legacy tests and their converted twins side by side and compares
# their verdicts.
#
#	testcases/side-by-side.sh --legacy DIR --converted DIR [--out DIR]
#		[--baseline FILE] [-j N] [--timeout S] [--src DIR]...
#		[--model DIR] [--inventory FILE] [--legacy-build FILE]
#		[--converted-build FILE] [--converted-runtest FILE]...
#		RUNTEST_FILE...
#
# Each runtest entry whose program (the program of the line's first
# command that the legacy directory holds, after its variable
# assignments: `mkfifo F; prog F` runs prog; else the line's first word)
# is in the legacy directory runs once with that directory first on PATH
# and, when the converted directory has a binary of the same name,
# once with that one first: the same command through sh -c (as the
# suite's runners run it: quotes, $VARIABLES, ';' and pipes; the converted
# run takes the
# line of the same tag from the --converted-runtest file of the same name
# when there is one: the converted tree's runtest files, whose lines for
# a program that reads its command line otherwise are rewritten), the
# same clean environment
# (TMPDIR a fresh world-writable directory; when a directory is an
# LTPROOT's testcases/bin, LTPROOT set and the command run in it, as kirk
# does), under the same timeout per run (--timeout, default 120 s).
# Entries needing the whole machine (a `# needs:` comment; with --model
# and --inventory, a program calling what the whole machine shares, see
# testcases/runtest.py; else a source in a --src directory using a loop
# device, cgroups or save_restore) run one at a time after the others,
# which run -j at a time. The kernel's taint flags are read before and
# after each run; new ones are reported by name.
#
# A pair is "equal" when both runs reach the same verdict (pass, fail,
# brok, warn, conf, as kirk reads an exit status), "diverged" otherwise (with
# the first result line where the two logs differ; both logs are kept in
# OUT/logs/), "legacy-only" when there is no converted twin. A diverged
# pair runs once more on both sides: "flaky" when a side does not repeat
# its exit status; else a shape of conversion that cannot pass, told by
# what newlib printed (a run without results, tst_reinit() in a program
# run alone), or the side that did not pass is the suspect (the
# converter's output, or the old API's behaviour on newlib's core;
# with --inventory, "converter, needs-review" and the converter's reason
# when it left the program's source for review); the
# causes are counted by party at the end. Entries not
# run are listed with the reason: a bad line, a program not in the tree,
# or, with --model and the build reports (pipeline/build.py's build.json),
# a program of the tree that did not build, with its first error. Written
# to OUT (default build/side-by-side): results.json (the kernel test suite
# runner's field names plus pairs[] and not_run[]) and results.xml
# (JUnit). --baseline FILE compares with an earlier results.json.
#
# Exit status: 0 when every pair is equal (with --baseline: when nothing
# regressed against it), 1 otherwise or when a runtest line is bad, 2 on
# a usage error.

set -u

HERE=$(cd "$(dirname "$0")" && pwd)
TOP=${TOP:-$(dirname "$HERE")}
PYTHON=/usr/bin/python3
PROG=side-by-side

die() {
	echo "$PROG: $*" >&2
	exit 2
}

usage() {
	sed -n '2,/^$/s/^# \{0,1\}//p' "$0"
	exit 0
}

LEGACY="" CONVERTED="" OUT="" BASELINE="" MODEL="" INVENTORY=""
LEGACY_BUILD="" CONVERTED_BUILD=""
CONVERTED_RUNTEST=()
JOBS=${JOBS:-2}
RUN_TIMEOUT=${RUN_TIMEOUT:-120}
TC_SRC_DIRS=()
RUNTEST_FILES=()
while [ $# -gt 0 ]; do
	case $1 in
	-h | --help) usage ;;
	--legacy) LEGACY=${2:-} && shift ;;
	--converted) CONVERTED=${2:-} && shift ;;
	--out) OUT=${2:-} && shift ;;
	--baseline) BASELINE=${2:-} && shift ;;
	-j) JOBS=${2:-} && shift ;;
	--timeout) RUN_TIMEOUT=${2:-} && shift ;;
	--src) TC_SRC_DIRS+=("${2:-}") && shift ;;
	--model) MODEL=${2:-} && shift ;;
	--inventory) INVENTORY=${2:-} && shift ;;
	--legacy-build) LEGACY_BUILD=${2:-} && shift ;;
	--converted-build) CONVERTED_BUILD=${2:-} && shift ;;
	--converted-runtest) CONVERTED_RUNTEST+=("${2:-}") && shift ;;
	-*) die "unknown option '$1' (--help lists them)" ;;
	*) RUNTEST_FILES+=("$1") ;;
	esac
	shift
done

[ -n "$LEGACY" ] || die "--legacy DIR is required"
[ -n "$CONVERTED" ] || die "--converted DIR is required"
[ -d "$LEGACY" ] || die "legacy directory '$LEGACY' does not exist"
[ -d "$CONVERTED" ] || die "converted directory '$CONVERTED' does not exist"
[ ${#RUNTEST_FILES[@]} -gt 0 ] || die "no runtest file given"
for f in "${RUNTEST_FILES[@]}" "${CONVERTED_RUNTEST[@]}"; do
	[ -f "$f" ] && [ -r "$f" ] || die "runtest file '$f' is not a readable file"
done
[ -z "$BASELINE" ] || [ -r "$BASELINE" ] ||
	die "baseline '$BASELINE' is not readable"
[ -z "$MODEL" ] || [ -r "$MODEL/programs.json" ] ||
	die "--model '$MODEL' has no programs.json"
for f in "$INVENTORY" "$LEGACY_BUILD" "$CONVERTED_BUILD"; do
	[ -z "$f" ] || [ -r "$f" ] || die "'$f' is not readable"
done
[[ $JOBS =~ ^[0-9]+$ ]] && [ "$JOBS" -ge 1 ] ||
	die "-j needs a whole number >= 1, got '$JOBS'"
[[ $RUN_TIMEOUT =~ ^[0-9]+$ ]] && [ "$RUN_TIMEOUT" -ge 1 ] ||
	die "--timeout needs a whole number of seconds >= 1, got '$RUN_TIMEOUT'"
LEGACY=$(cd "$LEGACY" && pwd)
CONVERTED=$(cd "$CONVERTED" && pwd)
OUT=${OUT:-$TOP/${BUILD:-build}/side-by-side}
mkdir -p "$OUT" || die "cannot create '$OUT'"
OUT=$(cd "$OUT" && pwd)

WORK=$(mktemp -d "${TMPDIR:-/tmp}/side-by-side.XXXXXX") || die "mktemp failed"
RUN_TMP=$WORK/tmp
mkdir "$RUN_TMP" && chmod 1777 "$RUN_TMP" && chmod 711 "$WORK"
trap 'rm -rf --one-file-system "$WORK"' EXIT

# shellcheck source=runlib.sh
. "$HERE/runlib.sh"
# The converted side's lines (CONV_LINE, by runtest file name and tag):
# read first, then the entries that are run.
declare -A CONV_LINE=()
if [ ${#CONVERTED_RUNTEST[@]} -gt 0 ]; then
	read_runtest "${CONVERTED_RUNTEST[@]}"
	for ((i = 0; i < ${#E_TAG[@]}; i++)); do
		CONV_LINE["${E_AREA[$i]}"$'\t'"${E_TAG[$i]}"]=${E_LINE[$i]}
	done
	E_AREA=() E_TAG=() E_LINE=() E_CMD=() E_ARGS=() E_EXCL=() E_WHERE=() E_ERR=()
fi
RUNTEST_MODEL=$MODEL RUNTEST_INVENTORY=$INVENTORY RUNTEST_BIN=$LEGACY \
	read_runtest "${RUNTEST_FILES[@]}"

# entry_line IDX WHO: the command WHO runs for entry IDX.
entry_line() {
	local key="${E_AREA[$1]}"$'\t'"${E_TAG[$1]}"
	if [ "$2" = converted ] && [ -n "${CONV_LINE[$key]+set}" ]; then
		printf '%s' "${CONV_LINE[$key]}"
	else
		printf '%s' "${E_LINE[$1]}"
	fi
}

# The LTPROOT a bin directory belongs to, or "".
ltproot_of() {
	case $1 in */testcases/bin) echo "${1%/testcases/bin}" ;; esac
}
LEGACY_ROOT=$(ltproot_of "$LEGACY")
CONVERTED_ROOT=$(ltproot_of "$CONVERTED")

# run_side DIR WHO BIN IDX: one run with BIN first on PATH, in BIN when it
# is an LTPROOT's (as kirk runs tests), else in a directory of its own.
run_side() {
	local dir=$1 who=$2 bin=$3 root=$5 cwd=$1/cwd.$2 n=${6:-1}
	[ -n "$root" ] && cwd=$bin
	mkdir -p "$dir/cwd.$who"
	BIN=$bin LTPROOT=$root RUN_CWD=$cwd run_once "$dir" "$who" "$n" \
		"$(entry_line "$4" "$who")"
}

# rerun_if_diverged IDX: when the two runs ended differently, both once
# more (runs numbered 2), which tells a flaky test from a steady
# difference.
rerun_if_diverged() {
	local i=$1 dir=$WORK/e$1 l c
	l=$(awk '$1 == "legacy" && $2 == 1 { print $3 }' "$dir/runs")
	c=$(awk '$1 == "converted" && $2 == 1 { print $3 }' "$dir/runs")
	[ -n "$c" ] && [ "$l" != "$c" ] || return 0
	run_side "$dir" legacy "$LEGACY" "$i" "$LEGACY_ROOT" 2
	run_side "$dir" converted "$CONVERTED" "$i" "$CONVERTED_ROOT" 2
}

# run_pair IDX NTH: the legacy run, then the converted one when there is
# a twin; a line on stderr when done (the NTH of RUN_TOTAL), so a long run
# is never silent.
run_pair() {
	local i=$1 dir=$WORK/e$1 name rc
	name=$(basename "${E_CMD[$i]}")
	mkdir -p "$dir"
	: >"$dir/runs"
	run_side "$dir" legacy "$LEGACY" "$i" "$LEGACY_ROOT"
	rc="legacy exit $?"
	if [ -x "$CONVERTED/$name" ] && [ ! -d "$CONVERTED/$name" ]; then
		run_side "$dir" converted "$CONVERTED" "$i" "$CONVERTED_ROOT"
		rc="$rc, converted exit $?"
	fi
	echo "$PROG: $2 of $RUN_TOTAL: ${E_TAG[$i]}: $rc" >&2
}

# tsv FIELD...: one tab-separated line; tabs and newlines in a field
# become spaces.
tsv() {
	local f sep=""
	for f in "$@"; do
		f=${f//$'\t'/ }
		printf '%s%s' "$sep" "${f//$'\n'/ }"
		sep=$'\t'
	done
	echo
}

PARALLEL=() SERIAL=() ERRORS=0 OUTSIDE=0
UNRUN=$WORK/unrun
: >"$UNRUN"
for ((i = 0; i < ${#E_TAG[@]}; i++)); do
	name=$(basename "${E_CMD[$i]:-x}")
	if [ -n "${E_ERR[$i]}" ]; then
		echo "$PROG: ${E_ERR[$i]}" >&2
		ERRORS=$((ERRORS + 1))
		tsv "${E_TAG[$i]}" "${E_AREA[$i]}" "${E_LINE[$i]}" "$name" \
			"bad runtest line: ${E_ERR[$i]}" >>"$UNRUN"
	elif [ ! -x "$LEGACY/$name" ] || [ -d "$LEGACY/$name" ]; then
		OUTSIDE=$((OUTSIDE + 1))
		tsv "${E_TAG[$i]}" "${E_AREA[$i]}" "${E_LINE[$i]}" "$name" "" >>"$UNRUN"
	elif [ -n "${E_EXCL[$i]}" ]; then
		SERIAL+=("$i")
	else
		PARALLEL+=("$i")
	fi
done
echo "$PROG: ${#E_TAG[@]} entries; $((${#PARALLEL[@]} + ${#SERIAL[@]}))" \
	"in the legacy tree (${#PARALLEL[@]} run $JOBS at a time," \
	"${#SERIAL[@]} alone), $OUTSIDE not"
START_NS=$(now_ns)
RUN_TOTAL=$((${#PARALLEL[@]} + ${#SERIAL[@]})) NTH=0
for i in "${PARALLEL[@]}"; do
	while [ "$(jobs -rp | wc -l)" -ge "$JOBS" ]; do
		wait -n
	done
	NTH=$((NTH + 1))
	run_pair "$i" "$NTH" &
done
wait
for i in "${SERIAL[@]}"; do
	NTH=$((NTH + 1))
	run_pair "$i" "$NTH"
done
for i in "${PARALLEL[@]}"; do
	while [ "$(jobs -rp | wc -l)" -ge "$JOBS" ]; do
		wait -n
	done
	rerun_if_diverged "$i" &
done
wait
for i in "${SERIAL[@]}"; do
	rerun_if_diverged "$i"
done
WALL_NS=$(($(now_ns) - START_NS))
# The libraries remove their tmpdirs; what is left was leaked by a test.
LEFT=$(cd "$RUN_TMP" && ls -A | head -n 20 | tr '\n' ' ')
[ -z "$LEFT" ] || echo "$PROG: warning: the runs left in TMPDIR: $LEFT"

# One manifest line per entry run: tag, area, command, program,
# arguments, machine need, then "RC NS LOG TAINT_BEFORE TAINT_AFTER" of
# the legacy and of the converted run (empty when there was none), then
# the exit statuses of the second legacy and converted runs of a pair
# that diverged (empty when there were none).
MANIFEST=$WORK/manifest
: >"$MANIFEST"
for ((i = 0; i < ${#E_TAG[@]}; i++)); do
	dir=$WORK/e$i
	[ -d "$dir" ] || continue
	fields=("${E_TAG[$i]}" "${E_AREA[$i]}" "${E_LINE[$i]}" "${E_CMD[$i]}"
		"${E_ARGS[$i]}" "${E_EXCL[$i]}")
	for who in legacy converted; do
		rc="" ns="" t0="" t1=""
		read -r _ _ rc ns t0 t1 < <(grep "^$who 1 " "$dir/runs")
		if [ -n "$rc" ]; then
			fields+=("$rc" "$ns" "$dir/$who.1.log" "$t0" "$t1")
		else
			fields+=("" "" "" "" "")
		fi
	done
	for who in legacy converted; do
		fields+=("$(awk -v w="$who" '$1 == w && $2 == 2 { print $3 }' "$dir/runs")")
	done
	tsv "${fields[@]}" >>"$MANIFEST"
done

"$PYTHON" "$HERE/side_by_side.py" --manifest "$MANIFEST" --unrun "$UNRUN" \
	--out "$OUT" --wall-ns "$WALL_NS" --outside "$OUTSIDE" --errors "$ERRORS" \
	--timeout "$RUN_TIMEOUT" ${MODEL:+--model "$MODEL"} \
	${INVENTORY:+--inventory "$INVENTORY"} \
	${LEGACY_BUILD:+--legacy-build "$LEGACY_BUILD"} \
	${CONVERTED_BUILD:+--converted-build "$CONVERTED_BUILD"} \
	${BASELINE:+--baseline "$BASELINE"}
