#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
#
# The conversion pipeline's throughput (pipeline/run convert) over a tree
# of legacy tests, against a baseline timed in the same run: one libclang
# parse of every file (tst-convert --scan, JOBS processes), the least any
# conversion of the tree can cost. Then a second run over the converted
# tree, which must change nothing. Prints the rate, the ratio, each
# stage's time and the load average, the machine being shared.
#
#   bench/convert.sh [--help] [SRC]
#
#   SRC            the tree (default: testcases/legacy, the bundled corpus;
#                  the real one: ../shared/corpus/ltp-20160920)
#   JOBS           processes (default 2)
#   TST_CONVERT    the tool (default build/converter/tst-convert)
#   BENCH_TMP      scratch directory (default a new one under /tmp)
#
# Exit status 0 when both runs went through and the second changed
# nothing, 1 otherwise; the targets (>= 3 files/s on 2 idle cores) are
# printed beside the figures, not enforced: the load decides too much.
set -u

HERE=$(cd "$(dirname "$0")" && pwd)
TOP=${TOP:-$(dirname "$HERE")}

if [ "${1:-}" = --help ] || [ "${1:-}" = -h ]; then
	sed -n '3,/^set -u/p' "$0" | sed '$d; s/^# \{0,1\}//'
	exit 0
fi
SRC=${1:-$TOP/testcases/legacy}
JOBS=${JOBS:-2}
TOOL=${TST_CONVERT:-$TOP/build/converter/tst-convert}
[ -d "$SRC" ] || { echo "bench/convert.sh: no tree '$SRC'" >&2; exit 1; }
[ -x "$TOOL" ] || { echo "bench/convert.sh: no tool '$TOOL' (make build/converter/tst-convert)" >&2; exit 1; }

T=${BENCH_TMP:-$(mktemp -d /tmp/bench-convert.XXXXXX)}
[ -n "${BENCH_TMP:-}" ] || trap 'rm -rf "$T"' EXIT
mkdir -p "$T"

now() { date +%s.%N; }
load() { cut -d' ' -f1-3 /proc/loadavg; }

# The files the pipeline converts: every .c under SRC, paths relative.
mapfile -t files < <(cd "$SRC" && find . -name '*.c' -type f | sort)
n=${#files[@]}
[ "$n" -gt 0 ] || { echo "bench/convert.sh: no .c file under $SRC" >&2; exit 1; }
# The scan stage reads a real tree's own include directories too.
incs=()
while IFS= read -r d; do
	incs+=(-I "$d")
done < <(find "$SRC" -type d -name include)

echo "== conversion of $SRC: $n C files, $JOBS processes (load before: $(load))"

t0=$(now)
(cd "$SRC" && printf '%s\0' "${files[@]}" |
	xargs -0 -P "$JOBS" -n 16 "$TOOL" --scan "${incs[@]}" >/dev/null 2>&1)
t1=$(now)
base=$(echo "$t1 - $t0" | bc)

rm -rf "$T/out1" "$T/out2"
t0=$(now)
"$TOP/pipeline/run" convert -j "$JOBS" --tool "$TOOL" "$SRC" "$T/out1" \
	</dev/null >"$T/run1.out" 2>"$T/run1.err"
rc1=$?
t1=$(now)
conv=$(echo "$t1 - $t0" | bc)

t0=$(now)
"$TOP/pipeline/run" convert -j "$JOBS" --tool "$TOOL" "$T/out1" "$T/out2" \
	</dev/null >"$T/run2.out" 2>"$T/run2.err"
rc2=$?
t1=$(now)
again=$(echo "$t1 - $t0" | bc)

status=0
for r in 1 2; do
	if ! grep -q '^convert: time: ' "$T/run$r.err"; then
		echo "run $r did not finish: $(tail -n 1 "$T/run$r.err")"
		status=1
	fi
done
[ "$rc1" -le 1 ] && [ "$rc2" -le 1 ] || status=1

diff -rq -x patches -x inventory.json -x conversion.log \
	-x .tst-migrate-out "$T/out1" "$T/out2" >"$T/again.diff"
changed=$(wc -l <"$T/again.diff")
[ "$changed" = 0 ] || status=1

printf "one libclang parse of every file (baseline): %.1f s\n" "$base"
printf "convert: %.1f s, %.2f files/s (target >= 3 files/s, <= 150 s for 450 files on 2 idle cores): %.1f times the baseline\n" \
	"$conv" "$(echo "$n / $conv" | bc -l)" "$(echo "$conv / $base" | bc -l)"
sed -n 's/^convert: \([0-9]* C files: .*\); inventory in .*/  \1/p' "$T/run1.out"
sed -n 's/^convert: time: /  stages: /p' "$T/run1.err"
# The load makes wall time say little; the CPU time over JOBS cores is
# the best an idle machine could do.
cpu=$(sed -n 's/^convert: time: .*; total [0-9.]* s (cpu \([0-9.]*\))$/\1/p' "$T/run1.err")
[ -z "$cpu" ] || printf "  cpu %.1f s: at best %.1f s on %s idle cores, %.2f files/s\n" \
	"$cpu" "$(echo "$cpu / $JOBS" | bc -l)" "$JOBS" \
	"$(echo "$n * $JOBS / $cpu" | bc -l)"
printf "second run over the converted tree: %.1f s, %s file(s) changed (must be 0)\n" \
	"$again" "$changed"
sed 's/^/  /' "$T/again.diff"
echo "load after: $(load)"
exit $status
