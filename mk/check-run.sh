#!/bin/bash
# Run make check's suites (CHECK_SUITES, in order) and leave each one's
# line in $T_RESULTS. The suites that time things run alone, one after
# another. Then the suites that mostly sleep (CHECK_ASLEEP: runs of the
# sleep-synchronised tests) run in the background beside the suites whose
# results do not depend on time (CHECK_UNTIMED: parsing, converting,
# compiling), which keep the two cores busy meanwhile. What the sleeping
# suites run is built first (CHECK_PREP), so no two makes build one file.
#
# Environment: MAKE, BUILD, CHECK_SUITES, CHECK_ASLEEP, CHECK_UNTIMED,
# CHECK_PREP (the last three may be empty: everything then runs alone).
set -u

in_list() {
	case " $2 " in *" $1 "*) return 0 ;; esac
	return 1
}

run_suite() {
	"$MAKE" --no-print-directory "check-$1" || true
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

[ -z "$CHECK_PREP" ] || "$MAKE" --no-print-directory -s -k $CHECK_PREP || true

logs=$BUILD/check-logs
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
for s in "${untimed[@]}"; do
	echo "== $s"
	run_suite "$s"
done
wait "$beside"
for s in "${asleep[@]}"; do
	echo "== $s"
	cat "$logs/$s.log"
done
