#!/bin/bash
# Runs every entry of the runtest files, many times, and judges them.
#
#	testcases/run.sh [RUNTEST_FILE...]	(default: every testcases/runtest/*)
#
# The reading of runtest files and the single run are testcases/runlib.sh,
# shared with testcases/side-by-side.sh.
#
# A runtest file holds lines `tag command...` and `#` comments; the
# command is the rest of the line, run through sh -c as the suite's
# runners run it (testcases/runtest.py reads the files). A
# comment `# needs: WHAT` (device, cgroup, machine, ...) marks the next
# entry as needing the whole machine; entries whose source uses a loop
# device, cgroups or save_restore are marked the same way. Those run one
# at a time after the others, which run JOBS at a time.
#
# Each entry runs REPEAT times as root and REPEAT_NOBODY times as nobody
# (setpriv, when the runner is root), each in a clean environment with BIN
# first on PATH, TMPDIR a world-writable directory, under a hard timeout.
# A run passes when it exits 0 (pass) or 32 (TCONF only); an entry passes
# when all its runs pass. An entry whose first run took more than
# SLOW_SECS seconds gets REPEAT_SLOW root runs instead (by default the
# same as REPEAT).
#
# Environment (defaults): BIN (build/testcases/bin), REPEAT (20),
# REPEAT_SLOW (REPEAT), SLOW_SECS (1), REPEAT_NOBODY (2), RUN_TIMEOUT (120 s),
# JOBS (2), RESULTS_JSON (build/testcases/results.json), LTP_TIMEOUT_MUL
# (passed on when set). Results: mk/testlib.sh cases (one per entry) and
# a JSON file in the field names of the kernel test suite's runner (kirk).

set -u

HERE=$(cd "$(dirname "$0")" && pwd)
TOP=${TOP:-$(dirname "$HERE")}
BUILD=${BUILD:-build}
case $BUILD in /*) ;; *) BUILD=$TOP/$BUILD ;; esac
BIN=${BIN:-$BUILD/testcases/bin}
case $BIN in /*) ;; *) BIN=$TOP/$BIN ;; esac
RESULTS_JSON=${RESULTS_JSON:-$BUILD/testcases/results.json}
PYTHON=/usr/bin/python3

# Every entry 20 times by default: the issue's proof of "not flaky". Set
# REPEAT_SLOW lower for a quicker run of the sleep-synchronised tests.
REPEAT=${REPEAT:-20}
REPEAT_SLOW=${REPEAT_SLOW:-$REPEAT}
SLOW_SECS=${SLOW_SECS:-1}
REPEAT_NOBODY=${REPEAT_NOBODY:-2}
RUN_TIMEOUT=${RUN_TIMEOUT:-120}
JOBS=${JOBS:-2}
# A broken entry stops repeating after this many failed runs.
MAX_FAILS=${MAX_FAILS:-3}
NOBODY_ID=65534

die() {
	echo "run.sh: $*" >&2
	exit 2
}

for v in REPEAT REPEAT_SLOW REPEAT_NOBODY RUN_TIMEOUT JOBS MAX_FAILS; do
	[[ ${!v} =~ ^[0-9]+$ ]] || die "$v must be a whole number, got '${!v}'"
done
[[ $SLOW_SECS =~ ^[0-9]+(\.[0-9]+)?$ ]] ||
	die "SLOW_SECS must be a number of seconds, got '$SLOW_SECS'"
[ "$REPEAT" -ge 1 ] || die "REPEAT must be at least 1"
[ "$JOBS" -ge 1 ] || die "JOBS must be at least 1"
[ "$RUN_TIMEOUT" -ge 1 ] || die "RUN_TIMEOUT must be at least 1"

if [ $# -gt 0 ]; then
	RUNTEST_FILES=("$@")
else
	RUNTEST_FILES=()
	for f in "$TOP"/testcases/runtest/*; do
		case $(basename "$f") in *~ | *.orig | *.rej | *.swp) continue ;; esac
		[ -f "$f" ] && RUNTEST_FILES+=("$f")
	done
fi

T_SUITE=${T_SUITE:-testcases}
# shellcheck source=../mk/testlib.sh
. "$TOP/mk/testlib.sh"

WORK=$(mktemp -d "${TMPDIR:-/tmp}/tc-run.XXXXXX") || die "mktemp failed"
# Runs of both users create their tmpdirs here; the library gives each an
# unpredictable name.
RUN_TMP=$WORK/tmp
mkdir "$RUN_TMP" && chmod 1777 "$RUN_TMP" && chmod 711 "$WORK"
# --one-file-system: a filesystem a test left mounted is not emptied.
trap 'rm -rf --one-file-system "$WORK" "$T_TMP"' EXIT

# ---- Reading the runtest files ----

# shellcheck source=runlib.sh
. "$HERE/runlib.sh"

read_runtest "${RUNTEST_FILES[@]}"

# ---- Running ----

NOBODY=0
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null; then
	NOBODY=1
fi

run_ok() {
	[ "$1" = 0 ] || [ "$1" = 32 ]
}

# run_series DIR WHO COUNT COMMAND: COUNT runs, fewer when the first
# one was slow (root only) or when the entry keeps failing.
run_series() {
	local dir=$1 who=$2 count=$3 i rc fails=0 ns
	shift 3
	for ((i = 1; i <= count; i++)); do
		run_once "$dir" "$who" "$i" "$1"
		rc=$?
		if ! run_ok $rc; then
			fails=$((fails + 1))
			if [ $rc = 124 ] || [ $rc = 137 ]; then
				echo "$who: stopped after a run timed out" >>"$dir/note"
				return
			fi
			if [ $fails -ge "$MAX_FAILS" ] && [ $i -lt "$count" ]; then
				echo "$who: stopped after $fails failed runs" >>"$dir/note"
				return
			fi
		fi
		if [ "$who" = root ] && [ $i = 1 ] && [ "$REPEAT_SLOW" -lt "$count" ]; then
			ns=$(tail -n 1 "$dir/runs" | cut -d' ' -f4)
			if awk -v ns="$ns" -v s="$SLOW_SECS" 'BEGIN { exit !(ns / 1e9 > s) }'; then
				count=$REPEAT_SLOW
				echo "slow (first run $((ns / 1000000)) ms): $count root runs" >>"$dir/note"
			fi
		fi
	done
}

run_entry() {
	local idx=$1 dir=$WORK/e$1 cmd=${E_CMD[$1]} bin
	mkdir -p "$dir"
	: >"$dir/runs"
	[ -z "${E_ERR[$idx]}" ] || return 0

	case $cmd in
	*/*) bin=$cmd ;;
	*) bin=$BIN/$cmd ;;
	esac
	if [ ! -x "$bin" ] || [ -d "$bin" ]; then
		echo "$bin" >"$dir/missing"
		return 0
	fi

	# The command runs through sh -c as the suite's runners run it; BIN
	# is first on PATH, so its first word is the binary found above.
	run_series "$dir" root "$REPEAT" "${E_LINE[$idx]}"
	if [ $NOBODY = 1 ] && [ "$REPEAT_NOBODY" -gt 0 ]; then
		run_series "$dir" nobody "$REPEAT_NOBODY" "${E_LINE[$idx]}"
	fi
}

PARALLEL=() SERIAL=()
for ((i = 0; i < ${#E_TAG[@]}; i++)); do
	if [ -n "${E_EXCL[$i]}" ]; then
		SERIAL+=("$i")
	else
		PARALLEL+=("$i")
	fi
done

START_NS=$(now_ns)
echo "testcases: ${#E_TAG[@]} entries from ${#RUNTEST_FILES[@]} runtest files;" \
	"$REPEAT runs each as root (slow ones $REPEAT_SLOW)," \
	"$([ $NOBODY = 1 ] && echo "$REPEAT_NOBODY as nobody" || echo "none as nobody (not root)");" \
	"${#PARALLEL[@]} run $JOBS at a time, ${#SERIAL[@]} alone"

for i in "${PARALLEL[@]}"; do
	while [ "$(jobs -rp | wc -l)" -ge "$JOBS" ]; do
		wait -n
	done
	run_entry "$i" &
done
wait
for i in "${SERIAL[@]}"; do
	run_entry "$i"
done
WALL_NS=$(($(now_ns) - START_NS))

# ---- Judging ----

MANIFEST=$WORK/manifest
: >"$MANIFEST"
TOTAL_RUNS=0 FAILED_RUNS=0 FLAKY=0

# judge IDX: one t_case; appends the entry to the manifest for the JSON.
judge() {
	local i=$1 dir=$WORK/e$1 name="${E_AREA[$1]}/${E_TAG[$1]}"
	local who n rc ns rp=0 rn=0 np=0 nn=0 bad="" bad_rc="" bad_ns=0
	local rep rep_rc rep_ns=0 first="" retvals="" note="" summary

	if [ -n "${E_ERR[$i]}" ]; then
		t_case "$name: bad runtest entry"
		echo "${E_ERR[$i]}" >"$T_OUT"
		t_expect_true "${E_ERR[$i]}" false
		echo "${E_ERR[$i]}" >"$dir/error.log"
		printf '%s\n' "$i" "brok" "$dir/error.log" "" "0" "" >"$dir/judged"
		return
	fi
	if [ -f "$dir/missing" ]; then
		t_case "$name: binary missing"
		echo "binary not found: $(cat "$dir/missing")" >"$dir/missing.log"
		cp "$dir/missing.log" "$T_OUT"
		t_expect_true "no executable $(cat "$dir/missing") (${E_WHERE[$i]})" false
		printf '%s\n' "$i" "brok" "$dir/missing.log" "127" "0" "" >"$dir/judged"
		return
	fi

	while read -r who n rc ns _; do
		retvals+="$rc "
		[ -n "$first" ] || first="$who.$n $rc $ns"
		if [ "$who" = root ]; then
			rn=$((rn + 1))
			run_ok "$rc" && rp=$((rp + 1))
		else
			nn=$((nn + 1))
			run_ok "$rc" && np=$((np + 1))
		fi
		if ! run_ok "$rc" && [ -z "$bad" ]; then
			bad="$who.$n" bad_rc=$rc bad_ns=$ns
		fi
	done <"$dir/runs"
	[ -f "$dir/note" ] && note=" ($(paste -sd ';' "$dir/note" | sed 's/;/; /g'))"

	TOTAL_RUNS=$((TOTAL_RUNS + rn + nn))
	FAILED_RUNS=$((FAILED_RUNS + rn - rp + nn - np))
	local fails=$((rn - rp + nn - np))
	[ $fails -gt 0 ] && [ $fails -lt $((rn + nn)) ] && FLAKY=$((FLAKY + 1))

	summary="$rp/$rn pass"
	if [ $NOBODY = 1 ] && [ "$REPEAT_NOBODY" = 0 ]; then
		summary+=", no runs as nobody"
	elif [ $NOBODY = 1 ]; then
		summary+=", $np/$nn pass as nobody"
	else
		summary+=", nobody runs skipped (not root)"
	fi
	if [ $fails = 0 ]; then
		summary+=", not flaky"
	elif [ $fails -lt $((rn + nn)) ]; then
		summary+=", FLAKY ($fails of $((rn + nn)) runs failed)"
	else
		summary+=", fails every run"
	fi
	[ -n "${E_EXCL[$i]}" ] && summary+=", alone (${E_EXCL[$i]})"
	t_case "$name: $summary$note"

	if [ -n "$bad" ]; then
		{
			echo "run $bad of '${E_LINE[$i]}' exited $bad_rc" \
				"after $((bad_ns / 1000000)) ms$([ "$bad_rc" = 124 ] && echo ": timed out (${RUN_TIMEOUT}s)")"
			cat "$dir/$bad.log"
		} >"$T_OUT"
		T_RC=$bad_rc
		t_expect_true "$((rn - rp)) of $rn root runs and $((nn - np)) of $nn nobody runs failed" false
		rep="$dir/$bad.log" rep_rc=$bad_rc rep_ns=$bad_ns
	else
		read -r rep rep_rc rep_ns <<<"$first"
		rep="$dir/$rep.log"
	fi
	if [ $rn = 0 ]; then
		t_expect_true "no run happened" false
	fi
	printf '%s\n' "$i" "" "$rep" "$rep_rc" "$rep_ns" "$retvals" \
		"$rp $rn $np $nn" >"$dir/judged"
}

for ((i = 0; i < ${#E_TAG[@]}; i++)); do
	judge "$i"
	{
		mapfile -t j <"$WORK/e$i/judged"
		printf '%s\t' "${E_AREA[$i]}" "${E_TAG[$i]}" "${E_CMD[$i]}" \
			"${E_ARGS[$i]//$'\t'/ }" "${j[1]}" "${j[2]}" "${j[3]}" "${j[4]}" \
			"${j[5]}" "${E_EXCL[$i]}" "${j[6]:-}"
		echo
	} >>"$MANIFEST"
done

# Every run's tmpdir, mounts and loop devices live under RUN_TMP; what is
# left there after all runs was leaked by a test or its library.
check_leftovers() {
	local left mounts loops
	left=$(cd "$RUN_TMP" && ls -A)
	mounts=$(awk -v p="$RUN_TMP/" 'index($2, p) == 1 { print $2 }' /proc/mounts)
	loops=$(losetup -a 2>/dev/null | grep -F "$RUN_TMP/")
	t_case "the runs left nothing behind in TMPDIR ($RUN_TMP)"
	[ -z "$left$mounts$loops" ] && return
	{
		[ -z "$left" ] || printf 'left in TMPDIR:\n%s\n' "$left"
		[ -z "$mounts" ] || printf 'still mounted:\n%s\n' "$mounts"
		[ -z "$loops" ] || printf 'loop devices still attached:\n%s\n' "$loops"
	} >"$T_OUT"
	t_expect_true "tmpdirs, mounts or loop devices were left behind" false
}
check_leftovers

mkdir -p "$(dirname "$RESULTS_JSON")"
if ! "$PYTHON" "$HERE/results_json.py" "$MANIFEST" "$RESULTS_JSON" \
	"$WALL_NS" "$REPEAT" "$REPEAT_NOBODY" "$NOBODY"; then
	t_case "write $RESULTS_JSON"
	t_expect_true "results_json.py failed" false
fi

t_done
rc=$?
echo "testcases: $TOTAL_RUNS runs, $FAILED_RUNS failed, $FLAKY flaky entries" \
	"(pass and fail both seen), wall time $((WALL_NS / 1000000000)) s," \
	"results in $RESULTS_JSON"
exit $rc
