#!/bin/bash
# Release statistics on a large history: reports/stats against the git log
# that feeds it (the same command: reports/tstreport/relstats.py's
# log_argv()), on a synthetic repository built with git fast-import
# (bench/stats-history.py: BENCH_STATS_COMMITS commits, BENCH_STATS_TAGS
# release tags, runtest files, merges, binary files). Both are timed
# BENCH_STATS_REPEAT times, interleaved so machine drift hits both, and
# their medians compared.
#
#   BENCH_STATS_COMMITS  commits (default 30000)
#   BENCH_STATS_TAGS     release tags (default 100)
#   BENCH_STATS_REPEAT   timings per side; the median is kept (default 3)
#   BENCH_DIR            where the repository is kept between runs
#                        (default build/bench)
set -eu
TOP=${TOP:-$(cd "$(dirname "$0")/.." && pwd)}
PY=/usr/bin/python3
commits=${BENCH_STATS_COMMITS:-30000}
tags=${BENCH_STATS_TAGS:-100}
repeat=${BENCH_STATS_REPEAT:-3}
dir=${BENCH_DIR:-$TOP/build/bench}
repo=$dir/stats-history-$commits-$tags.git
gen=$TOP/bench/stats-history.py
export GIT_CONFIG_NOSYSTEM=1 GIT_CONFIG_GLOBAL=/dev/null

median() {
	sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'
}

now() {
	date +%s%N
}

# the repository is kept, and built again when the generator changes
stamp=$(cksum <"$gen")
if [ ! -f "$repo/stamp" ] || [ "$(cat "$repo/stamp")" != "$stamp" ]; then
	echo "building a history of $commits commits and $tags tags (git fast-import)"
	rm -rf "$repo" "$repo.tmp"
	mkdir -p "$dir"
	git init -q --bare "$repo.tmp"
	"$PY" "$gen" "$commits" "$tags" | git -C "$repo.tmp" fast-import --quiet
	echo "$stamp" >"$repo.tmp/stamp"
	mv "$repo.tmp" "$repo"
fi

mapfile -t logargs < <(cd "$TOP/reports" && "$PY" -B -c '
from tstreport.gitrepo import GIT_CONFIG
from tstreport.relstats import log_argv
print("\n".join(GIT_CONFIG + tuple(log_argv())))')

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
for i in $(seq "$repeat"); do
	t0=$(now)
	git -C "$repo" "${logargs[@]}" --tags >/dev/null
	t1=$(now)
	"$TOP/reports/stats" --git "$repo" --out "$out" >/dev/null
	t2=$(now)
	echo "$((t1 - t0)) $((t2 - t1))" >>"$out/times"
done
n=$("$PY" -c 'import json, sys
r = json.load(open(sys.argv[1]))["releases"]
print(len(r), sum(x["patches"] for x in r))' "$out/release-stats.json")
base=$(cut -d' ' -f1 "$out/times" | median)
mine=$(cut -d' ' -f2 "$out/times" | median)
echo "== release statistics vs the git log --numstat that feeds them"
awk -v m="$mine" -v b="$base" -v n="$n" 'BEGIN {
	split(n, f, " ")
	printf "%d releases, %d patches: reports/stats %.2f s, git log %.2f s: ratio %.2f (target <= 1.5)\n",
		f[1], f[2], m / 1e9, b / 1e9, m / b }'
