#!/bin/bash
# reports/ tests: release statistics on a small repository built here with
# known tags, commits and runtest changes (every figure checked exactly,
# including a merge commit, a binary file and a tag on a side branch), and
# the report's three files from fixtures of the converter's inventory, the
# runner's results, a system-call table and a kernel history.
#
# Run by `make check-reports`; REPORTS (the reports/ directory) and TOP
# (the checkout, for `make stats`) come from the environment.
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
TOP=${TOP:-$(cd "$HERE/../.." && pwd)}
REPORTS=${REPORTS:-$TOP/reports}
PY=/usr/bin/python3
. "$TOP/mk/testlib.sh"

# git must not see the caller's configuration
export GIT_CONFIG_NOSYSTEM=1 GIT_CONFIG_GLOBAL=/dev/null HOME=$T_TMP
export GIT_COMMITTER_NAME=dev

repo=$T_TMP/suite
T0=1000000000 # 2001-09-09T01:46:40Z

g() { git -C "$repo" "$@"; }

# commit EMAIL SECONDS-AFTER-T0 MESSAGE [git commit options]: the author's
# name is the address's local part (a@x is "a", A@X is "A")
commit() {
	local who=$1 when="@$((T0 + $2)) +0000" msg=$3
	shift 3
	GIT_AUTHOR_NAME=${who%@*} GIT_AUTHOR_EMAIL=$who GIT_COMMITTER_EMAIL=$who \
		GIT_AUTHOR_DATE=$when GIT_COMMITTER_DATE=$when \
		g commit -q -m "$msg" "$@"
}

# tag NAME SECONDS-AFTER-T0 [COMMIT]: an annotated tag dated then
tag() {
	GIT_COMMITTER_EMAIL=rel@example.org \
		GIT_COMMITTER_DATE="@$((T0 + $2)) +0000" \
		g tag -a -m "release $1" "$1" ${3:+"$3"}
}

# The history (figures are counted against the tag before; authors by
# name: a, b (bee@x is b by the .mailmap), d, A):
#   c1 a@x  runtest/syscalls (3 lines: a comment, open01, open02), README
#           (3), testcases/open01.c old API (4), .mailmap (1: bee@x is
#           b@x)                                                    +11
#   c2 b@x  testcases/open02.c new API (3)                           +3
#   v1 (annotated, T0+150) = c2
#   c3 a@x  runtest/syscalls: open02 -> close01 (+1 -1), new runtest/fs
#           "open01" (+1), open01.c includes tst_test.h too (+1)  +3 -1
#   side branch from c3:
#   c4 bee@x  data/blob.bin (binary: 0), notes.txt (+2)              +2
#   wip (lightweight, on the side branch: dated c4, T0+300) = c4
#   c5 b@x  open02.c one line changed                             +1 -1
#   m  d@x  merge of the side branch: a patch, an author, no lines
#   v2 (lightweight: dated by the merge, T0+500) = m
#   c6 A@X  runtest/fs removed (-1), blob.bin changed (0)            -1
#   v3 (annotated, T0+650) = c6
make_repo() {
	git init -q -b master "$repo"
	mkdir -p "$repo/runtest" "$repo/testcases" "$repo/data"
	printf '# syscalls\nopen01\topen01\nopen02\topen02 -v\n' \
		>"$repo/runtest/syscalls"
	printf 'one\ntwo\nthree\n' >"$repo/README"
	printf '#include "test.h"\nint main(void)\n{\n}\n' \
		>"$repo/testcases/open01.c"
	printf 'b <b@x> <bee@x>\n' >"$repo/.mailmap"
	g add -A && commit a@x 0 c1
	printf '#include "tst_test.h"\nstatic struct tst_test test = {\n};\n' \
		>"$repo/testcases/open02.c"
	g add -A && commit b@x 100 c2
	tag v1 150
	printf '# syscalls\nopen01\topen01\nclose01\tclose01\n' \
		>"$repo/runtest/syscalls"
	printf 'open01 open01\n' >"$repo/runtest/fs"
	printf '#include "tst_test.h"\n' >>"$repo/testcases/open01.c"
	g add -A && commit a@x 200 c3
	g checkout -q -b side
	printf '\0\1\2\3' >"$repo/data/blob.bin"
	printf 'a\nb\n' >"$repo/notes.txt"
	g add -A && commit bee@x 300 c4
	g tag wip
	g checkout -q master
	printf '#include "tst_test.h"\nstatic struct tst_test test = {\n}; /* x */\n' \
		>"$repo/testcases/open02.c"
	g add -A && commit b@x 400 c5
	GIT_AUTHOR_NAME=d GIT_AUTHOR_EMAIL=d@x GIT_COMMITTER_EMAIL=d@x \
		GIT_AUTHOR_DATE="@$((T0 + 500)) +0000" \
		GIT_COMMITTER_DATE="@$((T0 + 500)) +0000" \
		g merge -q --no-ff -m merge side
	g tag v2
	g rm -q runtest/fs
	printf '\0\1\2\4' >"$repo/data/blob.bin"
	g add -A && commit A@X 600 c6
	tag v3 650
}

# rows FILE: one line per release: tag since patches authors added removed
# tests_added tests_removed date
cat >"$T_TMP/rows.py" <<'PYEOF'
import json, sys
for r in json.load(open(sys.argv[1]))["releases"]:
    print(r["tag"], r["since"], r["patches"], r["authors"], r["lines_added"],
          r["lines_removed"], r["tests_added"], r["tests_removed"], r["date"])
PYEOF

# same.py DIR: the release rows of DIR/summary.txt are DIR/report.json's
cat >"$T_TMP/same.py" <<'PYEOF'
import json, os, sys
d = sys.argv[1]
rep = json.load(open(os.path.join(d, "report.json")))
text = open(os.path.join(d, "summary.txt")).read().splitlines()
start = text.index("== Release statistics") + 2
rows = [line.split() for line in text[start:start + 3]]
want = [[r["tag"], r["date"][:10]] + [str(r[k]) for k in (
    "patches", "authors", "lines_added", "lines_removed", "tests_added",
    "tests_removed")] for r in rep["release_stats"]]
print("summary", rows)
print("json   ", want)
sys.exit(0 if rows == want and len(want) == 3 else 1)
PYEOF

make_repo >"$T_TMP/mkrepo.log" 2>&1 || { cat "$T_TMP/mkrepo.log"; exit 1; }

t_case "stats: release tags by pattern, every field as the article counts it"
out=$T_TMP/stats1
t_run 30 "$REPORTS/stats" --git "$repo" --out "$out" --tag-pattern '^v[0-9]+$'
t_expect_rc 0
t_run 10 $PY "$T_TMP/rows.py" "$out/release-stats.json"
t_expect_count . 3
# v1: runtest/syscalls against the empty tree: "+# syscalls" is no test
t_expect_grep '^v1 None 2 2 14 0 2 0 2001-09-09T01:49:10\+00:00$'
# v2: c3 c4 c5 and the merge; authors a, b (b@x and bee@x), d
t_expect_grep '^v2 v1 4 3 6 2 2 1 2001-09-09T01:55:00\+00:00$'
t_expect_grep '^v3 v2 1 1 0 1 0 1 2001-09-09T01:57:30\+00:00$'

t_case "stats: the earlier definitions as options (no merges, e-mails, tag pairs)"
t_run 30 "$REPORTS/stats" --git "$repo" --out "$T_TMP/stats1p" \
	--tag-pattern '^v[0-9]+$' --patches no-merges --authors email --tests tags
t_expect_rc 0
t_run 10 $PY "$T_TMP/rows.py" "$T_TMP/stats1p/release-stats.json"
t_expect_grep '^v1 None 2 2 14 0 2 0 '
t_expect_grep '^v2 v1 3 2 6 2 2 1 '
t_expect_grep '^v3 v2 1 1 0 1 0 1 '
t_run 10 "$REPORTS/stats" --git "$repo" --out "$T_TMP/stats1q" --patches some
t_expect_rc 2
t_expect_grep "invalid choice: 'some'"

t_case "stats: all tags by date; a tag on a side branch is a range of its own"
out=$T_TMP/stats2
t_run 30 "$REPORTS/stats" --git "$repo" --out "$out"
t_expect_rc 0
t_run 10 $PY "$T_TMP/rows.py" "$out/release-stats.json"
t_expect_count . 4
t_expect_grep '^v1 None 2 2 14 0 2 0 '
t_expect_grep '^wip v1 2 2 5 1 2 1 2001-09-09T01:51:40\+00:00$'
# v2 reaches c5 and the merge that wip does not; the runtest files are
# those of wip
t_expect_grep '^v2 wip 2 2 1 1 0 0 '
t_expect_grep '^v3 v2 1 1 0 1 0 1 '

t_case "stats: --runtest-dir elsewhere counts no tests"
t_run 30 "$REPORTS/stats" --git "$repo" --out "$T_TMP/stats3" \
	--runtest-dir nowhere --tag-pattern '^v1$'
t_expect_rc 0
t_run 10 $PY "$T_TMP/rows.py" "$T_TMP/stats3/release-stats.json"
t_expect_grep '^v1 None 2 2 14 0 0 0 '

t_case "stats: runtest diff lines: a changed command line, comments, indented lines"
rt=$T_TMP/rt
git init -q -b master "$rt"
mkdir -p "$rt/runtest"
printf '#c\nx01 x01\ny01 y01\n' >"$rt/runtest/a"
git -C "$rt" add -A && GIT_AUTHOR_NAME=p GIT_AUTHOR_EMAIL=p@x \
	GIT_COMMITTER_EMAIL=p@x git -C "$rt" commit -q -m r1 && git -C "$rt" tag r1
# x01's arguments change (-1 +1), y01 moves to b (-1 +1), a comment and an
# indented line come (0), z01 is new (+1)
printf '#c\n#d\nx01 x01 -n 2\n z02 z02\n' >"$rt/runtest/a"
printf 'y01 y01\nz01 z01\n' >"$rt/runtest/b"
git -C "$rt" add -A && GIT_AUTHOR_NAME=p GIT_AUTHOR_EMAIL=p@x \
	GIT_COMMITTER_EMAIL=p@x git -C "$rt" commit -q -m r2 && git -C "$rt" tag r2
t_run 30 "$REPORTS/stats" --git "$rt" --out "$T_TMP/rt.out"
t_expect_rc 0
t_run 10 $PY "$T_TMP/rows.py" "$T_TMP/rt.out/release-stats.json"
t_expect_grep '^r1 None 1 1 3 0 2 0 '
t_expect_grep '^r2 r1 1 1 5 2 3 2 '
t_run 30 "$REPORTS/stats" --git "$rt" --out "$T_TMP/rt.out2" --tests tags
t_run 10 $PY "$T_TMP/rows.py" "$T_TMP/rt.out2/release-stats.json"
t_expect_grep '^r2 r1 1 1 5 2 3 1 '

t_case "stats: a missing object is one line naming it"
miss=$T_TMP/miss
cp -a "$repo" "$miss"
# the history's objects are loose (it is small): one of them goes
blob=$(git -C "$miss" rev-parse "v3:runtest/syscalls")
rm "$miss/.git/objects/${blob:0:2}/${blob:2}"
t_run 30 "$REPORTS/stats" --git "$miss" --out "$T_TMP/miss.out"
t_expect_rc 2
t_expect_count . 1
t_expect_grep "^tst-stats: $miss: object $blob .*is missing from the repository"
t_expect_true "wrote a file on bad input" test ! -e "$T_TMP/miss.out/release-stats.json"

t_case "stats: a shallow clone (its log ends without an error) is one line naming the cut"
shal=$T_TMP/shallow
git clone -q --depth 1 "file://$repo" "$shal" &&
	git -C "$shal" fetch -q --depth 1 origin tag v1 tag v3
t_run 30 "$REPORTS/stats" --git "$shal" --out "$T_TMP/shal.out" --tag-pattern '^v[13]$'
t_expect_rc 2
t_expect_count . 1
t_expect_grep "^tst-stats: $shal: a shallow clone: the history before commit [0-9a-f]{40} is cut off"
t_expect_true "wrote a file on bad input" test ! -e "$T_TMP/shal.out/release-stats.json"
git -C "$shal" fetch -q --unshallow
t_run 30 "$REPORTS/stats" --git "$shal" --out "$T_TMP/shal.out" --tag-pattern '^v[13]$'
t_expect_rc 0
"$REPORTS/stats" --git "$repo" --out "$T_TMP/shal.whole" --tag-pattern '^v[13]$' >/dev/null
t_expect_true "unshallowed, the figures are the whole repository's" cmp -s \
	<($PY "$T_TMP/rows.py" "$T_TMP/shal.out/release-stats.json") \
	<($PY "$T_TMP/rows.py" "$T_TMP/shal.whole/release-stats.json")

ARTICLE=$TOP/../shared/seeds/000-article.md
if [ -f "$ARTICLE" ]; then
	t_case "article.py: the article's two tables read, each target judged"
	# release-stats.json with the article's own figures, then with two
	# patch counts and one test count off
	t_run 10 $PY -c '
import json, sys
sys.path.insert(0, sys.argv[1])
import article
dev, tests = article.tables(open(sys.argv[2]).read())
rel = [dict(zip(("tag",) + article.DEV, (t, *r.values()))) for t, r in dev.items()]
for r in rel:
    r.update(zip(article.TESTS, tests.get(r["tag"], {}).values()))
json.dump({"releases": rel}, open(sys.argv[3] + "/same.json", "w"))
rel[1]["patches"] += 1; rel[2]["patches"] -= 1; rel[3]["tests_added"] = 0
json.dump({"releases": rel}, open(sys.argv[3] + "/off.json", "w"))
' "$HERE" "$ARTICLE" "$T_TMP"
	t_expect_rc 0
	t_run 10 $PY "$HERE/article.py" "$ARTICLE" "$T_TMP/same.json"
	t_expect_rc 0
	t_expect_grep '^20160920: equal: 236 28 11462 27741$'
	t_expect_grep '^20160920: equal: 700 1232$'
	t_expect_grep '^tests: 6 of 6 releases equal \(target 6\): held$'
	t_run 10 $PY "$HERE/article.py" "$ARTICLE" "$T_TMP/off.json"
	t_expect_rc 1
	t_expect_grep '^20150119: patches 140 \(article 139\)$'
	t_expect_grep '^patches: 5 of 7 releases equal \(target 6\): NOT held$'
	t_expect_grep '^authors: 7 of 7 releases equal \(target 7\): held$'
	t_expect_grep '^tests: 5 of 6 releases equal \(target 6\): NOT held$'
	t_run 10 $PY "$HERE/article.py" "$ARTICLE" "$T_TMP/stats1/release-stats.json"
	t_expect_rc 1
	t_expect_grep '^20140828: not in the statistics$'
else
	t_skip "article.py: the article's two tables read, each target judged" \
		"the article is not at $ARTICLE"
fi

t_case "make stats GIT=REPO OUT=DIR"
t_run 60 make -s -C "$TOP" stats GIT="$repo" OUT="$T_TMP/stats4"
t_expect_rc 0
t_expect_true "release-stats.json differs from reports/stats's" \
	cmp -s "$T_TMP/stats2/release-stats.json" "$T_TMP/stats4/release-stats.json"

t_case "make install-reports: tst-stats and tst-report run from PREFIX"
t_run 60 make -s -C "$TOP" install-reports PREFIX="$T_TMP/inst"
t_expect_rc 0
t_run 30 "$T_TMP/inst/bin/tst-stats" --git "$repo" --out "$T_TMP/stats6"
t_expect_rc 0
t_expect_true "installed tst-stats wrote other figures" \
	cmp -s "$T_TMP/stats2/release-stats.json" "$T_TMP/stats6/release-stats.json"
t_run 30 "$T_TMP/inst/bin/tst-report" --out "$T_TMP/rep6"
t_expect_rc 0
t_expect_true "installed tst-report wrote no page" test -s "$T_TMP/rep6/index.html"

t_case "stats: not a git repository, a bad pattern: exit 2 naming it"
mkdir -p "$T_TMP/plain"
t_run 10 "$REPORTS/stats" --git "$T_TMP/plain" --out "$T_TMP/stats5"
t_expect_rc 2
t_expect_grep "^tst-stats: $T_TMP/plain: not a git repository$"
t_expect_count . 1
t_run 10 "$REPORTS/stats" --git "$repo" --out "$T_TMP/stats5" --tag-pattern '('
t_expect_rc 2
t_expect_grep "^tst-stats: --tag-pattern '\(': "
t_expect_true "wrote a file on bad input" test ! -e "$T_TMP/stats5/release-stats.json"

t_case "stats: a generated history with merges and side-branch tags agrees with per-range git"
gen=$T_TMP/gen.git
git init -q --bare "$gen"
$PY "$TOP/bench/stats-history.py" 800 8 7 | git -C "$gen" fast-import --quiet
for k in 2 5; do
	m=$(git -C "$gen" rev-list --merges master | sed -n ${k}p)
	git -C "$gen" tag "side$k" "$m^2"
done
t_run 60 "$REPORTS/stats" --git "$gen" --out "$T_TMP/gen"
t_expect_rc 0
t_run 60 $PY "$HERE/crosscheck.py" "$gen" "$T_TMP/gen/release-stats.json"
t_expect_rc 0
t_expect_grep '^10 releases, 0 disagreements$'
t_run 60 "$REPORTS/stats" --git "$gen" --out "$T_TMP/genp" \
	--patches no-merges --authors email --tests tags
t_expect_rc 0
t_run 60 $PY "$HERE/crosscheck.py" --present "$gen" "$T_TMP/genp/release-stats.json"
t_expect_rc 0
t_expect_grep '^10 releases, 0 disagreements$'

# ---- the report ------------------------------------------------------------

fx=$T_TMP/fx
mkdir -p "$fx"
cat >"$fx/inventory.json" <<'JSON'
{"files": [
 {"path": "syscalls/fcntl/fcntl02.c", "state": "converted", "old_calls": 0,
  "sleeps": 0, "todos": 0, "flags": {"needs_tmpdir": 1}, "messages": [],
  "calls": ["fcntl", "open", "close", "waitpid", "pread", "printf", "exit"]},
 {"path": "syscalls/kill/kill05.c", "state": "needs-review", "old_calls": 2,
  "sleeps": 1, "todos": 1, "flags": {}, "messages": ["41: sleep() kept"],
  "calls": ["kill", "shmget", "sleep"], "syscalls": ["__NR_tgkill"]},
 {"path": "mem/mem01.c", "state": "legacy", "old_calls": 12, "sleeps": 0,
  "todos": 0, "flags": {}, "messages": [], "calls": ["mmap", "malloc"]},
 {"path": "fs/ftest<01>.c", "state": "native", "old_calls": 0, "sleeps": 0,
  "todos": 0, "flags": {}, "messages": [], "calls": ["lseek64"]}
], "totals": {}}
JSON
cat >"$fx/unistd_64.h" <<'EOF2'
#ifndef _ASM_UNISTD_64_H
#define _ASM_UNISTD_64_H
#define __NR_read 0
#define __NR_write 1
#define __NR_open 2
#define __NR_close 3
#define __NR_lseek 8
#define __NR_mmap 9
#define __NR_pread64 17
#define __NR_shmget 29
#define __NR_exit 60
#define __NR_kill 62
#define __NR_exit_group 231
#define __NR_wait4 61
#define __NR_fcntl 72
#define __NR_tgkill 234
#endif
EOF2
cat >"$fx/results.json" <<'JSON'
{"results": [
 {"test_fqn": "fcntl02", "status": "pass", "test": {"command": "fcntl02",
  "arguments": [], "log": "", "retval": ["0"], "duration": 0.1, "passed": 3,
  "failed": 0, "broken": 0, "skipped": 0, "warnings": 0, "result": "pass"}},
 {"test_fqn": "kill05", "status": "fail", "test": {"command": "kill05",
  "arguments": [], "log": "", "retval": ["1"], "duration": 2.5, "passed": 1,
  "failed": 1, "broken": 0, "skipped": 0, "warnings": 0, "result": "fail"}}],
 "stats": {"runtime": 2.6, "passed": 4, "failed": 1, "broken": 0,
  "skipped": 0, "warnings": 0},
 "pairs": [
 {"tag": "fcntl02", "verdict": "equal", "legacy": {"status": "pass"},
  "converted": {"status": "pass"}},
 {"tag": "kill05", "verdict": "diverged", "legacy": {"status": "pass"},
  "converted": {"status": "fail"}},
 {"tag": "mem01", "verdict": "legacy-only", "legacy": {"status": "pass"},
  "converted": null}]}
JSON

kernel=$T_TMP/kernel
git init -q -b master "$kernel"
kc() { # SECONDS MESSAGE
	GIT_AUTHOR_EMAIL=k@x GIT_COMMITTER_EMAIL=k@x \
		GIT_AUTHOR_DATE="@$((T0 + $1)) +0000" \
		GIT_COMMITTER_DATE="@$((T0 + $1)) +0000" \
		git -C "$kernel" commit -q --allow-empty -m "$2"
}
kc 0 $'mm: fix a leak\n\nReported-by: LTP <ltp@lists.linux.it>'
kc 10 $'fs: fix fcntl locks\n\nThis was found by running the LTP suite.'
kc 20 $'ipc: fix shm race\n\nfcntl02 fails without this.'
kc 30 $'net: unrelated\n\nNothing to see.'
kc 40 $'sched: note\n\nSee the ltp mailing list.'
kc 50 $'lib: ltpx is not the suite\n\nsaltpeter neither.'

t_case "report: every section from fixtures"
out=$T_TMP/rep
t_run 60 "$REPORTS/report" --inventory "$fx/inventory.json" \
	--results "$fx/results.json" --git "$repo" --tag-pattern '^v' \
	--kernel-git "$kernel" --unistd "$fx/unistd_64.h" --out "$out"
t_expect_rc 0
t_run 10 ls -A "$out"
t_expect_count . 5
t_expect_grep '^tests$'
t_expect_grep '^verdict-history.json$'
t_expect_grep '^index.html$'
t_expect_grep '^summary.txt$'
t_expect_grep '^report.json$'
t_run 5 cat "$out/summary.txt"
t_expect_count 'no data' 0
t_expect_grep '^files 4: legacy 1, converted 1, needs-review 1, failed 0, native 1, mixed 0 \(50.0% converted or native\)$'
t_expect_grep '^left: old calls 14, sleeps 1, TODO markers 1$'
t_expect_grep '^11 of 14 system calls used by the tests \(78.6%\)'
t_expect_grep '^untested: exit read write$'
t_expect_grep '^v1 +2001-09-09 +1 +1 +0$'
t_expect_grep '^v2 +2001-09-09 +0 +1 +1$'
t_expect_grep '^entries 2: fail 1, pass 1$'
t_expect_grep '^pairs 3: diverged 1, equal 1, legacy-only 1$'
t_expect_grep '^diverged +kill05 +pass +fail$'
t_expect_grep '^4 commits$'
t_expect_grep '^needs-review +2 +1 +1 +fail +syscalls/kill/kill05.c$'
# mem01's legacy run passed (its pair is legacy-only)
t_expect_grep '^legacy +12 +0 +0 +pass +mem/mem01.c$'
t_expect_grep '^diverged +kill05 +needs-review +diverged +fail +fail$'

t_case "report: system calls covered, per test"
t_run 10 $PY -c 'import json, sys
c = json.load(open(sys.argv[1]))["coverage"]
print("covered", " ".join(c["covered"]))
for t, calls in c["per_test"].items():
    print(t, " ".join(calls))' "$out/report.json"
t_expect_grep '^covered close exit_group fcntl kill lseek mmap open pread64 shmget tgkill wait4$'
t_expect_grep '^syscalls/fcntl/fcntl02.c close exit_group fcntl open pread64 wait4$'
t_expect_grep '^syscalls/kill/kill05.c kill shmget tgkill$'
t_expect_grep '^fs/ftest<01>.c lseek$'

t_case "report: summary.txt release rows are report.json's figures"
t_run 10 $PY "$T_TMP/same.py" "$out"
t_expect_rc 0
t_run 10 $PY "$T_TMP/rows.py" "$T_TMP/stats1/release-stats.json"
t_expect_grep '^v2 v1 4 3 6 2 2 1 '

t_case "report: bugs found, with the reason of each"
t_run 10 $PY -c 'import json, sys
for b in json.load(open(sys.argv[1]))["bugs"]["commits"]:
    print(b["subject"], "|", ",".join(b["kinds"]), "|", ",".join(b["tests"]))' \
	"$out/report.json"
t_expect_count . 4
t_expect_grep '^mm: fix a leak \| reported-by \| $'
t_expect_grep '^fs: fix fcntl locks \| found-by \| $'
t_expect_grep '^ipc: fix shm race \| test \| fcntl02$'
t_expect_grep '^sched: note \| mention \| $'

t_case "report: bugs found without test names (git --grep), and since a date"
t_run 30 "$REPORTS/report" --kernel-git "$kernel" --out "$T_TMP/rep2"
t_expect_rc 0
t_run 10 $PY -c 'import json, sys
for b in json.load(open(sys.argv[1]))["bugs"]["commits"]:
    print(b["subject"], "|", ",".join(b["kinds"]))' "$T_TMP/rep2/report.json"
t_expect_count . 3
t_expect_grep '^mm: fix a leak \| reported-by$'
t_expect_grep '^fs: fix fcntl locks \| found-by$'
t_expect_grep '^sched: note \| mention$'
t_run 30 "$REPORTS/report" --inventory "$fx/inventory.json" \
	--kernel-git "$kernel" --kernel-since "2001-09-09 01:46:55 +0000" \
	--out "$T_TMP/rep3"
t_expect_rc 0
t_run 10 $PY -c 'import json, sys
for b in json.load(open(sys.argv[1]))["bugs"]["commits"]:
    print(b["subject"], "|", ",".join(b["kinds"]))' "$T_TMP/rep3/report.json"
t_expect_count . 2
t_expect_grep '^ipc: fix shm race \| test$'
t_expect_grep '^sched: note \| mention$'

t_case "report: index.html is self-contained, with charts and escaped names"
t_run 5 cat "$out/index.html"
t_expect_grep '<svg'
# states, API history, patches, authors, lines, tests, coverage
t_expect_count '<svg' 7
t_expect_no_grep 'https?://'
t_expect_count '<script' 1
t_expect_no_grep '<script [^>]*src|<link|<iframe|<img|@import'
t_expect_grep '<a href="tests/ftest_01_.html">ftest&lt;01&gt;</a>'
t_expect_no_grep 'ftest<01>'
t_expect_grep '<a href="tests/kill05.html">kill05</a>'
t_run 5 cat "$out/tests/ftest_01_.html"
t_expect_grep '<code>fs/ftest&lt;01&gt;.c</code>'
t_expect_no_grep 'https?://|<link|<img'

t_case "report: inputs not given make every section say no data; given and missing is exit 2"
t_run 30 "$REPORTS/report" --out "$T_TMP/empty"
t_expect_rc 0
t_run 30 "$REPORTS/report" --inventory "$fx/absent.json" --out "$T_TMP/absent"
t_expect_rc 2
t_expect_count . 1
t_expect_grep "^tst-report: $fx/absent.json: no such inventory file$"
t_expect_true "nothing written" test ! -e "$T_TMP/absent"
t_run 30 "$REPORTS/report" --inventory "$fx/inventory.json" \
	--results "$fx/absent-results.json" --out "$T_TMP/absent"
t_expect_rc 2
t_expect_grep "^tst-report: $fx/absent-results.json: no such results file$"
t_run 5 cat "$T_TMP/empty/summary.txt"
t_expect_count '^no data$' 6
t_run 5 cat "$T_TMP/empty/index.html"
t_expect_count 'class="nodata"' 8
t_expect_no_grep '<svg'
t_run 5 $PY -c 'import json, sys; d = json.load(open(sys.argv[1]))
print([k for k in ("migration", "history", "release_stats", "coverage",
                   "verdicts", "bugs") if d[k] is not None])' \
	"$T_TMP/empty/report.json"
t_expect_grep '^\[\]$'

t_case "report: bad JSON is exit 2 naming the file and where"
printf '{"files": [\n {"path": "a.c",}\n]}\n' >"$fx/bad.json"
t_run 10 "$REPORTS/report" --inventory "$fx/bad.json" --out "$T_TMP/bad1"
t_expect_rc 2
t_expect_count . 1
t_expect_grep "^tst-report: $fx/bad.json:2:17: not valid JSON: "
t_expect_true "wrote output on bad input" test ! -e "$T_TMP/bad1/index.html"
printf '[1, 2' >"$fx/bad-results.json"
t_run 10 "$REPORTS/report" --inventory "$fx/inventory.json" \
	--results "$fx/bad-results.json" --out "$T_TMP/bad2"
t_expect_rc 2
t_expect_grep "^tst-report: $fx/bad-results.json:1:6: not valid JSON"

t_case "report: a bad state, a bad count, a non-repository: exit 2 naming them"
printf '{"files": [{"path": "x.c", "state": "done"}]}' >"$fx/state.json"
t_run 10 "$REPORTS/report" --inventory "$fx/state.json" --out "$T_TMP/bad3"
t_expect_rc 2
t_expect_grep "^tst-report: $fx/state.json: files\[0\] \(x.c\): state 'done' is not one of legacy, converted"
printf '{"files": [{"path": "x.c", "state": "legacy", "sleeps": -1}]}' \
	>"$fx/count.json"
t_run 10 "$REPORTS/report" --inventory "$fx/count.json" --out "$T_TMP/bad3"
t_expect_rc 2
t_expect_grep "^tst-report: $fx/count.json: files\[0\] \(x.c\): 'sleeps' must be a count"
t_run 10 "$REPORTS/report" --inventory "$fx/inventory.json" \
	--kernel-git "$T_TMP/plain" --out "$T_TMP/bad3"
t_expect_rc 2
t_expect_grep "^tst-report: $T_TMP/plain: not a git repository$"
t_expect_count . 1

t_case "report: TODO markers of helper headers are counted beside the tests'"
/usr/bin/python3 -c 'import json, sys
d = json.load(open(sys.argv[1]))
d["helpers"] = [
    {"path": "net/lib/util.h", "converted": True, "todos": 2,
     "includers": ["net/a.c", "net/b.c", "net/c.c"], "note": "converted"},
    {"path": "net/lib/quiet.h", "converted": True, "todos": 0,
     "includers": ["net/a.c"], "note": "converted"},
    {"path": "mem/lib/mem.h", "converted": False, "todos": 0,
     "includers": ["mem/mem01.c"], "note": "unchanged"}]
json.dump(d, open(sys.argv[2], "w"))' "$fx/inventory.json" "$fx/inv-helpers.json"
t_run 60 "$REPORTS/report" --inventory "$fx/inv-helpers.json" \
	--out "$T_TMP/helpers"
t_expect_rc 0
t_run 5 cat "$T_TMP/helpers/summary.txt"
t_expect_grep '^left: old calls 14, sleeps 1, TODO markers 1 in tests, and 2 more in 1 helper header\(s\)$'
t_expect_grep '^ *2 +3 +net/lib/util.h$'
t_expect_no_grep 'quiet.h'
t_run 5 cat "$T_TMP/helpers/index.html"
t_expect_grep '1 TODO markers in tests, and$'
t_expect_grep '<tr><td>net/lib/util.h</td><td class="n">2</td><td class="n">3</td></tr>'
t_expect_no_grep 'quiet.h'
t_run 5 /usr/bin/python3 -c 'import json, sys
m = json.load(open(sys.argv[1]))["migration"]
print(m["totals"]["helper_todos"], len(m["helpers"]))' \
	"$T_TMP/helpers/report.json"
t_expect_grep '^2 3$'
printf '{"files": [], "helpers": [{"path": "h.h", "todos": "2"}]}' \
	>"$fx/helper-count.json"
t_run 10 "$REPORTS/report" --inventory "$fx/helper-count.json" \
	--out "$T_TMP/bad4"
t_expect_rc 2
t_expect_grep "^tst-report: $fx/helper-count.json: helpers\[0\] \(h.h\): 'todos' must be a count"
t_expect_true "wrote output on bad input" test ! -e "$T_TMP/bad4/index.html"


# ---- per-test pages, the verdict history, the pages in a browser ----------

# Two runs of the side-by-side runner (its own judge on made-up logs):
# kill05's converted twin fails in the first and passes in the second.
sbs_run() { # OUT KILL05-CONVERTED-EXIT
	local d=$1
	mkdir -p "$d/in"
	printf 'fcntl02    1  TPASS  :  locks\n' >"$d/in/f.l"
	printf 'fcntl02.c:9: TPASS: locks\n\nSummary:\npassed   1\nfailed   0\nbroken   0\nskipped  0\nwarnings 0\n' >"$d/in/f.c"
	printf 'kill05    1  TPASS  :  signal <delivered>\n' >"$d/in/k.l"
	printf 'kill05.c:41: TFAIL: signal & "lost"\n' >"$d/in/k.c"
	[ "$2" = 0 ] && printf 'kill05.c:41: TPASS: signal delivered\n' >"$d/in/k.c"
	{
		printf 'fcntl02\tfd\tfcntl02\tfcntl02\t\t\t0\t1000000\t%s\t0\t0\t0\t1000000\t%s\t0\t0\n' "$d/in/f.l" "$d/in/f.c"
		printf 'kill05\tproc\tkill05 -s 9\tkill05\t-s 9\t\t0\t1000000\t%s\t0\t0\t%s\t1000000\t%s\t0\t0\n' "$d/in/k.l" "$2" "$d/in/k.c"
		printf 'mem01\tmm\tmem01\tmem01\t\t\t0\t1000000\t%s\t0\t0\t\t\t\t\t\n' "$d/in/f.l"
	} >"$d/manifest"
	$PY "$TOP/testcases/side_by_side.py" --manifest "$d/manifest" --out "$d" \
		--wall-ns 3000000 >/dev/null
}
sbs_run "$T_TMP/sbs1" 1
sbs_run "$T_TMP/sbs2" 0
mkdir -p "$fx/patches/syscalls/kill"
cat >"$fx/patches/syscalls/kill/kill05.c.diff" <<'EOF2'
--- a/syscalls/kill/kill05.c
+++ b/syscalls/kill/kill05.c
@@ -1,3 +1,3 @@
-#include "test.h"
+#include "tst_test.h"
 static int x;
EOF2
pt=$T_TMP/pt

t_case "report: a page per test with its state, patch, both logs, messages and runs"
t_run 60 "$REPORTS/report" --inventory "$fx/inventory.json" \
	--results "$T_TMP/sbs1/results.json" --unistd "$fx/unistd_64.h" --out "$pt"
t_expect_rc 0
t_run 5 ls "$pt/tests"
t_expect_count . 4
t_run 5 cat "$pt/tests/kill05.html"
t_expect_grep '<p class="box att-diverged" id="attention">diverged: legacy and converted runs'
t_expect_grep '<td class="state-needs-review">needs-review</td>'
t_expect_grep '<li><code>41: sleep\(\) kept</code></li>'
t_expect_grep '<span class="del">-#include &#34;test.h&#34;</span>|<span class="del">-#include &quot;test.h&quot;</span>'
t_expect_grep '<span class="add">\+#include &#34;tst_test.h&#34;</span>|<span class="add">\+#include &quot;tst_test.h&quot;</span>'
t_expect_grep 'kill05    1  TPASS  :  signal &lt;delivered&gt;'
t_expect_grep 'kill05.c:41: TFAIL: signal &amp; (&#34;|&quot;)lost'
t_expect_grep '<code>kill05 -s 9</code>'
t_expect_grep 'system calls</th><td>kill, shmget, tgkill</td>'
t_run 5 cat "$pt/index.html"
t_expect_true "diverged first in the tests table" $PY -c '
import re, sys
rows = re.findall(r"<tr><td><a href=\"tests/([^\"]+).html\">", open(sys.argv[1]).read())
# the attention table, then the tests table: kill05 first in each
assert rows[0] == "kill05" and rows[1] == "kill05", rows
' "$pt/index.html"

t_case "report: the verdict history grows by run, not by report"
t_run 60 "$REPORTS/report" --inventory "$fx/inventory.json" \
	--results "$T_TMP/sbs1/results.json" --out "$pt"
t_expect_rc 0
t_expect_true "one run after two reports of one results file" $PY -c '
import json, sys
assert len(json.load(open(sys.argv[1]))["runs"]) == 1' "$pt/verdict-history.json"
touch -d '2030-01-01 00:00:00 UTC' "$T_TMP/sbs2/results.json"
t_run 60 "$REPORTS/report" --inventory "$fx/inventory.json" \
	--results "$T_TMP/sbs2/results.json" --git "$repo" --tag-pattern '^v' \
	--out "$pt"
t_expect_rc 0
t_run 5 cat "$pt/tests/kill05.html"
t_expect_count '<tr><td>[0-9-]+T[0-9:]+\+00:00</td><td>kill05</td>' 2
t_expect_grep '<tr><td>2030-01-01T00:00:00\+00:00</td><td>kill05</td><td class="verdict-equal">equal</td>'
t_expect_grep 'class="verdict-diverged">diverged</td>'
t_run 5 cat "$pt/summary.txt"
t_expect_grep '^== Needs attention$'
t_expect_no_grep '^diverged +kill05'

t_case "report: coverage sees __NR_x given to syscall() and the exec family as execve"
cat >"$fx/inv-nr.json" <<'JSON'
{"files": [
 {"path": "a.c", "state": "legacy", "calls": ["syscall", "__NR_tgkill", "execlp"]},
 {"path": "b.c", "state": "converted", "calls": ["execv", "fexecve", "__NR_pread64"]}
]}
JSON
printf '#define __NR_execve 59\n#define __NR_execveat 322\n#define __NR_tgkill 234\n#define __NR_pread64 17\n#define __NR_syscall_x 1\n' >"$fx/unistd-nr.h"
t_run 30 "$REPORTS/report" --inventory "$fx/inv-nr.json" --unistd "$fx/unistd-nr.h" --out "$T_TMP/nr"
t_expect_rc 0
t_run 5 $PY -c 'import json, sys
c = json.load(open(sys.argv[1]))["coverage"]
for k, v in c["covered"].items(): print(k, " ".join(v))' "$T_TMP/nr/report.json"
t_expect_grep '^execve a.c b.c$'
t_expect_grep '^execveat b.c$'
t_expect_grep '^tgkill a.c$'
t_expect_grep '^pread64 b.c$'

SHOTS=${SCREENSHOTS:-$TOP/build/reports/screenshots}
if command -v chromium >/dev/null; then
	t_case "report: headless Chromium loads the pages: no console error, the tables sort and filter"
	t_run 180 $PY "$HERE/browser.py" --shot "$SHOTS/index.png" "$pt/index.html" \
		--eval 'document.querySelectorAll("#tests-table tbody tr").length' \
		--eval 'document.querySelector("#tests-table tbody tr a").textContent' \
		--eval '(function () { var th = document.querySelector("#tests-table thead th"); th.click(); th.click(); return [th.getAttribute("aria-sort"), document.querySelector("#tests-table tbody tr a").textContent]; })()' \
		--eval '(function () { var i = document.querySelector("input[data-filter=tests-table]"); i.value = "fcntl"; i.dispatchEvent(new Event("input")); return [document.querySelectorAll("#tests-table tbody tr:not([hidden])").length, document.querySelector("[data-count=tests-table]").textContent]; })()' \
		--eval '(function () { var s = document.querySelector("select[data-col=\"2\"]"); s.value = "legacy"; s.dispatchEvent(new Event("change")); return document.querySelectorAll("#tests-table tbody tr:not([hidden])").length; })()' \
		--eval 'document.querySelectorAll("svg").length' \
		--eval 'document.querySelectorAll("#releases-table tbody tr").length' \
		--shot "$SHOTS/test-kill05.png" "$pt/tests/kill05.html" \
		--eval 'document.getElementById("test-name").textContent' \
		--eval 'document.querySelectorAll(".logs pre.log").length' \
		--eval 'document.querySelectorAll("pre.diff .add").length' \
		--eval 'document.querySelectorAll("#history-table tbody tr").length'
	t_expect_rc 0
	t_expect_grep '"page": ".*/index.html", "problems": \[\], "values": \[4, "kill05", \["descending", "mem01"\], \[1, "1 of 4"\], 0, 7, 3\]'
	t_expect_grep '"page": ".*/kill05.html", "problems": \[\], "values": \["kill05", 2, 1, 2\]'
	t_expect_true "screenshots kept in $SHOTS" test -s "$SHOTS/index.png" -a -s "$SHOTS/test-kill05.png"
else
	t_skip "report: headless Chromium loads the pages" \
		"chromium is not installed (make deps)"
fi

t_done
