#!/bin/bash
# Runs legacy tests and their converted twins side by side and compares
# their verdicts.
#
#	testcases/side-by-side.sh --legacy DIR --converted DIR [--out DIR]
#		[--baseline FILE] [-j N] [--timeout S] [--src DIR]...
#		RUNTEST_FILE...
#
# Each runtest entry whose command is in the legacy directory runs once
# from there and, when the converted directory has a binary of the same
# name, once from there: same arguments, same clean environment (the
# binary's own directory first on PATH, so exec()ed helpers come from the
# same side), under the same timeout. Entries needing the whole machine (a
# `# needs:` comment, or a source in a --src directory using a loop device,
# cgroups or save_restore) run one at a time after the others, which run
# -j at a time. Entries whose command is not in the legacy directory are
# not part of the comparison and are counted as such.
#
# A pair is "equal" when both runs reach the same verdict (pass, fail,
# brok, warn, conf) with the same exit status, "diverged" otherwise (both
# logs are kept in OUT/logs/), "legacy-only" when there is no converted
# twin. Written to OUT (default build/side-by-side): results.json (the
# kernel test suite runner's field names plus pairs[]) and results.xml
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

LEGACY="" CONVERTED="" OUT="" BASELINE=""
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
for f in "${RUNTEST_FILES[@]}"; do
	[ -f "$f" ] && [ -r "$f" ] || die "runtest file '$f' is not a readable file"
done
[ -z "$BASELINE" ] || [ -r "$BASELINE" ] ||
	die "baseline '$BASELINE' is not readable"
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
for f in "${RUNTEST_FILES[@]}"; do
	read_runtest "$f"
done

# run_pair IDX: the legacy run, then the converted one when there is a twin.
run_pair() {
	local i=$1 dir=$WORK/e$1 name
	local -a args
	read -r -a args <<<"${E_ARGS[$i]}"
	name=$(basename "${E_CMD[$i]}")
	mkdir -p "$dir"
	: >"$dir/runs"
	BIN=$LEGACY run_once "$dir" legacy 1 "$LEGACY/$name" "${args[@]}"
	[ -x "$CONVERTED/$name" ] && [ ! -d "$CONVERTED/$name" ] || return 0
	BIN=$CONVERTED run_once "$dir" converted 1 "$CONVERTED/$name" "${args[@]}"
}

PARALLEL=() SERIAL=() ERRORS=0 OUTSIDE=0
for ((i = 0; i < ${#E_TAG[@]}; i++)); do
	name=$(basename "${E_CMD[$i]:-x}")
	if [ -n "${E_ERR[$i]}" ]; then
		echo "$PROG: ${E_ERR[$i]}" >&2
		ERRORS=$((ERRORS + 1))
	elif [ ! -x "$LEGACY/$name" ] || [ -d "$LEGACY/$name" ]; then
		OUTSIDE=$((OUTSIDE + 1))
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
for i in "${PARALLEL[@]}"; do
	while [ "$(jobs -rp | wc -l)" -ge "$JOBS" ]; do
		wait -n
	done
	run_pair "$i" &
done
wait
for i in "${SERIAL[@]}"; do
	run_pair "$i"
done
WALL_NS=$(($(now_ns) - START_NS))
# The libraries remove their tmpdirs; what is left was leaked by a test.
LEFT=$(cd "$RUN_TMP" && ls -A | head -n 20 | tr '\n' ' ')
[ -z "$LEFT" ] || echo "$PROG: warning: the runs left in TMPDIR: $LEFT"

# One manifest line per entry run: tag, area, command, arguments, machine
# need, then "RC NS LOG" of the legacy and of the converted run (empty
# when there was none); tab separated.
MANIFEST=$WORK/manifest
: >"$MANIFEST"
for ((i = 0; i < ${#E_TAG[@]}; i++)); do
	dir=$WORK/e$i
	[ -d "$dir" ] || continue
	{
		printf '%s\t' "${E_TAG[$i]}" "${E_AREA[$i]}" "${E_CMD[$i]}" \
			"${E_ARGS[$i]}" "${E_EXCL[$i]}"
		for who in legacy converted; do
			read -r _ _ rc ns < <(grep "^$who " "$dir/runs")
			if [ -n "${rc:-}" ]; then
				printf '%s\t%s\t%s\t' "$rc" "$ns" "$dir/$who.1.log"
			else
				printf '\t\t\t'
			fi
			rc="" ns=""
		done
		echo
	} >>"$MANIFEST"
done

"$PYTHON" "$HERE/side_by_side.py" --manifest "$MANIFEST" --out "$OUT" \
	--wall-ns "$WALL_NS" --outside "$OUTSIDE" --errors "$ERRORS" \
	${BASELINE:+--baseline "$BASELINE"}
