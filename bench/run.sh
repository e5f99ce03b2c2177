#!/bin/bash
# Run the benchmarks and print each figure as a ratio against its baseline,
# both measured here and now, interleaved, so machine drift hits both.
#
#   BENCH_RUNS    runs per side for the per-test overhead (default 1000)
#   BENCH_ROUNDS  checkpoint round trips per measurement (default 20000)
#   BENCH_REPEAT  measurements per checkpoint figure; the median is kept (5)
set -eu
: "${BENCH_BIN:?}"
runs=${BENCH_RUNS:-1000}
rounds=${BENCH_ROUNDS:-20000}
repeat=${BENCH_REPEAT:-5}
ncpu=$(nproc)

median() {
	sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'
}

echo "== per-run overhead: trivial new-API test vs fork+exec+wait of an empty program"
read -r a b ratio < <("$BENCH_BIN/spawn" "$runs" "$BENCH_BIN/trivial" "$BENCH_BIN/true")
printf "trivial test %.0f us, empty program %.0f us: ratio %.2f (target <= 2)\n" \
	"$a" "$b" "$ratio"

ckpt() { # CPUS: ns per checkpoint round trip, median of $repeat
	local i
	for i in $(seq "$repeat"); do
		"$BENCH_BIN/ckpt_pingpong" -n "$rounds" -c "$1" 2>&1 |
			sed -n 's/.*ns_per_round_trip //p'
	done | median
}

raw() { # CPUS: ns per raw futex round trip, median of $repeat
	local i
	for i in $(seq "$repeat"); do
		"$BENCH_BIN/futex_pingpong" "$rounds" "$1" |
			sed -n 's/^ns_per_round_trip //p'
	done | median
}

echo "== checkpoint round trip vs raw futex ping-pong between two processes"
for cpus in 0,0 0,1; do
	if [ "$cpus" = 0,1 ] && [ "$ncpu" -lt 2 ]; then
		echo "two CPUs: skipped, this machine has one"
		continue
	fi
	c=$(ckpt "$cpus")
	r=$(raw "$cpus")
	[ "$cpus" = 0,0 ] && where="one CPU" || where="two CPUs"
	awk -v c="$c" -v r="$r" -v w="$where" 'BEGIN {
		printf "%s: checkpoint %d ns, raw futex %d ns: ratio %.2f (target <= 3)\n",
			w, c, r, c / r }'
done
