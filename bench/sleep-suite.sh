#!/bin/bash
# Suite time of the sleep-synchronised legacy tests against their converted
# twins (DESIGN: the converted ones at least 10x faster). The twins are
# those `make migrate` built (build/migrate: legacy/bin and
# converted-build/bin); a test counts as sleep-synchronised when the
# conversion removed sleep() calls from it (scan.json against the
# conversion's inventory.json). Each side runs every such test
# BENCH_SLEEP_REPEAT times (default 3), one at a time, sides interleaved.
#
#   MIGRATE_DIR   where make migrate left its work (default build/migrate)
set -eu
TOP=${TOP:-$(cd "$(dirname "$0")/.." && pwd)}
PY=/usr/bin/python3
work=${MIGRATE_DIR:-$TOP/build/migrate}
repeat=${BENCH_SLEEP_REPEAT:-3}

if [ ! -f "$work/scan.json" ] || [ ! -f "$work/converted/inventory.json" ]; then
	echo "sleep-suite: no make migrate output in $work: run make migrate first" >&2
	exit 2
fi

mapfile -t tests < <($PY - "$work/scan.json" "$work/converted/inventory.json" <<'EOP'
import json, sys
before = {f["path"].rsplit("/", 1)[-1]: f["sleeps"]
          for f in json.load(open(sys.argv[1]))["files"]
          if "/lib/" not in f["path"]}
for f in json.load(open(sys.argv[2]))["files"]:
    p = f["path"]
    if "/" not in p and f["sleeps"] < before.get(p, 0):
        print(p[:-2])
EOP
)
[ ${#tests[@]} -gt 0 ] || { echo "sleep-suite: no test lost a sleep" >&2; exit 2; }

legacy=$work/legacy/bin
conv=$work/converted-build/bin
run_side() {
	local dir=$1 t start
	start=$(date +%s%N)
	for t in "${tests[@]}"; do
		(cd "$TMPDIR_B" && PATH=$dir:$PATH "$dir/$t" >/dev/null 2>&1) ||
			echo "sleep-suite: $dir/$t failed" >&2
	done
	echo $(($(date +%s%N) - start))
}

TMPDIR_B=$(mktemp -d)
export TMPDIR=$TMPDIR_B
trap 'rm -rf "$TMPDIR_B"' EXIT
lsum=0 csum=0
for _ in $(seq "$repeat"); do
	lsum=$((lsum + $(run_side "$legacy")))
	csum=$((csum + $(run_side "$conv")))
done
awk -v n=${#tests[@]} -v r="$repeat" -v l="$lsum" -v c="$csum" 'BEGIN {
	printf "sleep-synchronised suite (%d tests, %d rounds): legacy %.2f s, converted %.2f s per round: converted %.1fx faster (target >= 10x)\n",
		n, r, l / r / 1e9, c / r / 1e9, l / c
}'
