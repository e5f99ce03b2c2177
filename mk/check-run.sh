#!/bin/bash
# Run make check's suites (CHECK_SUITES, in order) and leave each one's
# line in $T_RESULTS. The suites that time things run alone, one after
# another. Then the suites that mostly sleep (CHECK_ASLEEP: runs of the
# sleep-synchronised tests) run in the background beside the suites whose
# results do not depend on time (CHECK_UNTIMED: parsing, converting,
# compiling). Those go through CHECK_LANES lanes (default 2, one per core)
# that each take the next suite not yet taken, at a lower priority than
# the sleeping suites, so that these keep their timing. What the suites
# run side by side use is built first (CHECK_PREP), so no two makes build
# one file.
#
# The lanes take first the untimed suites CHECK_LONGEST names, in its
# order (the longest first), then the others in CHECK_SUITES' order: a long
# suite taken last would leave the other lane idle while it runs.
#
# Environment: MAKE, BUILD, CHECK_SUITES, CHECK_ASLEEP, CHECK_UNTIMED,
# CHECK_PREP (the last three may be empty: everything then runs alone),
# CHECK_LANES, CHECK_LONGEST (may be empty).
set -u

in_list() {
	case " $2 " in *" $1 "*) return 0 ;; esac
	return 1
}

# Each suite's wall time goes to its last line, so a slow suite shows.
run_suite() {
	local start=$SECONDS
	"$MAKE" --no-print-directory "check-$1" || true
	echo "-- $1: $((SECONDS - start)) s"
}

# lane N: run the untimed suites no other lane has claimed (mkdir is the
# atomic claim), each into its own log.
lane() {
	local s
	for s in "${taken[@]}"; do
		mkdir "$logs/claim.$s" 2>/dev/null || continue
		echo "== $s: started in lane $1"
		run_suite "$s" >"$logs/$s.log" 2>&1
	done
}

asleep=() untimed=()
for s in $CHECK_SUITES; do
	if in_list "$s" "$CHECK_ASLEEP"; then
		asleep+=("$s")
	elif in_list "$s" "$CHECK_UNTIMED"; then
		untimed+=("$s")
	else
		echo "== $s"
		run_suite "$s"
	fi
done

# The order the lanes take the untimed suites in.
first=() rest=()
for s in ${CHECK_LONGEST:-}; do
	in_list "$s" "${untimed[*]}" && ! in_list "$s" "${first[*]}" && first+=("$s")
done
for s in "${untimed[@]}"; do
	in_list "$s" "${first[*]}" || rest+=("$s")
done
taken=("${first[@]}" "${rest[@]}")

[ -z "$CHECK_PREP" ] || "$MAKE" --no-print-directory -s -k $CHECK_PREP || true

logs=$BUILD/check-logs
rm -rf "$logs"
mkdir -p "$logs"
for s in "${asleep[@]}"; do
	echo "== $s: runs beside the suites below; its output follows theirs"
done
(
	for s in "${asleep[@]}"; do
		run_suite "$s" >"$logs/$s.log" 2>&1
	done
) &
beside=$!
lanes=${CHECK_LANES:-2}
pids=()
for ((n = 1; n <= lanes; n++)); do
	# A lane yields to the sleeping suites before it starts anything;
	# renice fails harmlessly where it is not allowed.
	(
		renice -n 5 -p "$BASHPID" >/dev/null 2>&1 || true
		lane "$n"
	) &
	pids+=($!)
done
wait "${pids[@]}"
wait "$beside"
for s in "${untimed[@]}" "${asleep[@]}"; do
	echo "== $s"
	cat "$logs/$s.log"
done
