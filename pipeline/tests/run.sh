#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
#
# The pipeline suite: what pipeline/run promises about a whole tree.
#
#   - in place, all or nothing: a run killed while it replaces the tree's
#     files is completed by the next one (a journal), one killed before
#     leaves the tree as it was, a file changed by hand in between is not
#     overwritten; the tree builds afterwards
#   - OUT is replaced only when it carries the pipeline's marker
#   - a read-only SRC (or OUT) is one line and exit 2, never a traceback
#   - a second run over a converted tree changes nothing
#   - one vocabulary: pipeline/vocab.py and converter/src/vocab.c agree
#   - progress: a line per file off a terminal, one line kept up to date
#     on it
#
# Conversions come from mk/tests/migrate/fake-tst-convert (fast, verdicts
# known in advance), but for the second-run case, which needs the real
# tst-convert and spatch. The crashes are SIGKILLs at chosen points
# (TST_PIPELINE_FAULT, pipeline/inplace.py).

set -u

HERE=$(cd "$(dirname "$0")" && pwd)
TOP=$(dirname "$(dirname "$HERE")")
T_SUITE=${T_SUITE:-pipeline}
# shellcheck source=../../mk/testlib.sh
. "$TOP/mk/testlib.sh"

RUN=$TOP/pipeline/run
FAKE=$TOP/mk/tests/migrate/fake-tst-convert
REAL=${TST_CONVERT:-$TOP/build/converter/tst-convert}
PY=/usr/bin/python3
FIX=$HERE/inplace
D=$T_TMP

# sums DIR: every file's path and checksum, sorted (the pipeline's own
# leftovers included, so that they show).
sums() {
	(cd "$1" && find . -type f -exec sha256sum {} + | sort -k2)
}

FAKE_RUN=("$RUN" convert --no-cocci --tool "$FAKE")

# crash_run CMD...: a run that kills itself (TST_PIPELINE_FAULT): its exit
# status in T_RC, 137 for SIGKILL (t_run takes that for its own timeout).
# (In a subshell whose stderr is dropped: bash's "Killed" notice.)
crash_run() {
	(timeout -k 5 60 "$@" >"$T_OUT" 2>&1 </dev/null; exit $?) 2>/dev/null
	T_RC=$?
}

# builds DIR: every .c file of DIR compiles against newlib and DIR/include.
builds() {
	local f
	for f in $(cd "$1" && find . -name '*.c'); do
		gcc -std=gnu11 -D_GNU_SOURCE -fsyntax-only -Werror \
			-I"$TOP/newlib/include" -I"$1/include" "$1/$f" \
			>"$D/cc.out" 2>&1 || return 1
	done
}

# ---- in place: all or nothing, through a journal ----

rm -rf "$D/ref" "$D/refout"
cp -r "$FIX" "$D/ref"
"${FAKE_RUN[@]}" "$D/ref" "$D/refout" >/dev/null 2>&1

t_case "in place: a run killed while replacing leaves a journal; the next run completes it and the tree builds"
rm -rf "$D/s" "$D/o"
cp -r "$FIX" "$D/s"
crash_run env TST_PIPELINE_FAULT=commit:1 "${FAKE_RUN[@]}" --in-place \
	"$D/s" "$D/o"
t_expect_rc 137
t_expect_true "no journal left by the killed run" \
	test -f "$D/s/.tst-migrate-journal/journal.json"
t_expect_true "the kill did not come between two replacements" \
	bash -c "! cmp -s '$D/refout/include/ip.h' '$D/s/include/ip.h' ||
		! cmp -s '$D/refout/t02.c' '$D/s/t02.c'"
t_run 60 "$RUN" convert --no-cocci --tool "$FAKE" "$D/s" "$D/o2"
t_expect_rc 0
t_expect_grep '^convert: completed an interrupted in-place replacement of 4 file\(s\) in '
for f in include/ip.h lib/ip.c t01.c t02.c; do
	t_expect_true "$f is not its conversion" \
		cmp -s "$D/refout/$f" "$D/s/$f"
done
t_expect_true "the completed tree does not build: $(cat "$D/cc.out" 2>/dev/null)" \
	builds "$D/s"
t_expect_true "the journal or a staged file is left" \
	test -z "$(find "$D/s" -name '.tst-*')"

t_case "in place: a run killed while staging leaves the tree as it was; the next run removes what it staged"
rm -rf "$D/s" "$D/o" "$D/o2"
cp -r "$FIX" "$D/s"
sums "$FIX" >"$D/before"
crash_run env TST_PIPELINE_FAULT=stage:2 "${FAKE_RUN[@]}" --in-place \
	"$D/s" "$D/o"
t_expect_rc 137
t_expect_true "a file of the tree changed" \
	cmp -s "$D/before" <(sums "$D/s" | grep -v '/\.tst-')
t_run 60 "$RUN" convert --no-cocci --tool "$FAKE" "$D/s" "$D/o2"
t_expect_rc 0
t_expect_grep "^convert: removed an unfinished in-place run's 2 staged file\(s\)"
t_expect_true "the tree is not as it was" cmp -s "$D/before" <(sums "$D/s")

t_case "in place: a file changed by hand after the crash is not overwritten: one line, exit 2"
rm -rf "$D/s" "$D/o" "$D/o2"
cp -r "$FIX" "$D/s"
crash_run env TST_PIPELINE_FAULT=commit:1 "${FAKE_RUN[@]}" --in-place \
	"$D/s" "$D/o"
echo '/* edited by hand */' >>"$D/s/t02.c"
cp "$D/s/t02.c" "$D/t02.mine"
t_run 60 "$RUN" convert --no-cocci --tool "$FAKE" "$D/s" "$D/o2"
t_expect_rc 2
t_expect_count '.' 1
t_expect_grep "^convert: '$D/s/t02.c' changed since an in-place run was interrupted"
t_expect_true "the hand edit was overwritten" cmp -s "$D/t02.mine" "$D/s/t02.c"

t_case "in place, no crash: every replacement made, nothing of the pipeline's left in SRC"
rm -rf "$D/s" "$D/o"
cp -r "$FIX" "$D/s"
t_run 60 "${FAKE_RUN[@]}" --in-place "$D/s" "$D/o"
t_expect_rc 0
t_expect_grep '^convert: rewrote 4 file\(s\) of '
t_expect_true "the tree does not build" builds "$D/s"
t_expect_true "a journal or staged file left" \
	test -z "$(find "$D/s" -name '.tst-*')"

# ---- runtest lines that go with a converted program ----

# rt_tree DIR: a tree whose runtest file runs programs that tst-convert
# (the stand-in: FAKE_RUNTEST lines) says read their command line
# otherwise: prog converts, the two dup.c want one line differently, gone
# fails, stale wants a line that is not what the file has, review stays
# for review.
rt_tree() {
	local c
	mkdir -p "$1/runtest" "$1/a" "$1/b" "$1/c" "$1/d" "$1/e" "$1/f"
	printf 't01 prog -i 5\nt02 prog -v\nt03 dup -i 1\nt04 gone -i 1\nt05 review -i 2\n' \
		>"$1/runtest/cmds"
	c='#include "test.h"\nint main(void) { tst_resm(TPASS, "x"); }\n'
	printf "$c// FAKE_RUNTEST runtest/cmds:1: t01 prog -i 5 => t01 prog -a 5\n" \
		>"$1/a/prog.c"
	printf "$c// FAKE_RUNTEST runtest/cmds:3: t03 dup -i 1 => t03 dup -a 1\n" \
		>"$1/b/dup.c"
	printf "$c// FAKE_RUNTEST runtest/cmds:3: t03 dup -i 1 => t03 dup -b 1\n" \
		>"$1/c/dup.c"
	printf "$c// FAKE_FAIL FAKE_RUNTEST runtest/cmds:4: t04 gone -i 1 => t04 gone -a 1\n" \
		>"$1/d/gone.c"
	printf "$c// FAKE_RUNTEST runtest/cmds:2: t02 prog -x => t02 prog -y\n" \
		>"$1/e/stale.c"
	printf "$c// TODO_REVIEW FAKE_RUNTEST runtest/cmds:5: t05 review -i 2 => t05 review -a 2\n" \
		>"$1/f/review.c"
}

t_case "runtest lines: a converted program's written into OUT's runtest file (SRC's untouched, a patch, the log); a failed one's not; one two programs want differently, or not as the file has it, left and those files not clean"
rm -rf "$D/s" "$D/o"
rt_tree "$D/s"
cp "$D/s/runtest/cmds" "$D/cmds.orig"
t_run 60 "${FAKE_RUN[@]}" "$D/s" "$D/o"
t_expect_rc 1
t_expect_true "SRC's runtest file changed" cmp -s "$D/cmds.orig" \
	"$D/s/runtest/cmds"
printf 't01 prog -a 5\nt02 prog -v\nt03 dup -i 1\nt04 gone -i 1\nt05 review -a 2\n' \
	>"$D/cmds.exp"
t_expect_true "OUT's runtest file is not the one expected" cmp -s \
	"$D/cmds.exp" "$D/o/runtest/cmds"
[ "$T_CASE_OK" = 1 ] || diff -u "$D/cmds.exp" "$D/o/runtest/cmds"
t_expect_true "no patch of the runtest file" grep -q '^+t01 prog -a 5$' \
	"$D/o/patches/runtest/cmds.diff"
t_expect_true "the log does not list the lines" grep -q \
	'^-- runtest: 2 line(s) rewritten in 1 file(s)' "$D/o/conversion.log"
$PY -c '
import json, sys
d = {f["path"]: f for f in json.load(open(sys.argv[1]))["files"]}
want = {"a/prog.c": "converted", "b/dup.c": "needs-review",
        "c/dup.c": "needs-review", "d/gone.c": "failed",
        "e/stale.c": "needs-review", "f/review.c": "needs-review"}
for p, s in want.items():
    assert d[p]["state"] == s, (p, d[p]["state"])
assert d["a/prog.c"]["runtest"][0]["new"] == "t01 prog -a 5"
assert "runtest" not in d["b/dup.c"] and "runtest" not in d["d/gone.c"]
assert "runtest/cmds:3: programs of b/dup.c, c/dup.c want it written " \
    "differently" in d["b/dup.c"]["reason"], d["b/dup.c"]["reason"]
assert "runtest/cmds:2: the line is not what tst-convert read" in \
    d["e/stale.c"]["reason"], d["e/stale.c"]["reason"]
' "$D/o/inventory.json" >"$D/py.out" 2>&1
t_expect_true "the inventory: $(tail -1 "$D/py.out")" test ! -s "$D/py.out"

t_case "runtest lines in place: rewritten in SRC with the programs that replace their originals, not for those kept"
rm -rf "$D/s" "$D/o"
rt_tree "$D/s"
t_run 60 "${FAKE_RUN[@]}" --in-place "$D/s" "$D/o"
printf 't01 prog -a 5\nt02 prog -v\nt03 dup -i 1\nt04 gone -i 1\nt05 review -i 2\n' \
	>"$D/cmds.exp"
t_expect_true "SRC's runtest file is not the one expected" cmp -s \
	"$D/cmds.exp" "$D/s/runtest/cmds"
[ "$T_CASE_OK" = 1 ] || diff -u "$D/cmds.exp" "$D/s/runtest/cmds"
t_expect_true "the program not replaced" grep -q tst_test.h "$D/s/a/prog.c"

# ---- OUT: replaced only when it is ours ----

t_case "OUT holding a file named inventory.json, but not ours: refused, one line, exit 2, untouched"
rm -rf "$D/o"
mkdir -p "$D/o/sub"
echo '{"mine": true}' >"$D/o/inventory.json"
echo precious >"$D/o/notes.txt"
echo precious >"$D/o/sub/data"
sums "$D/o" >"$D/o.before"
t_run 60 make -s -C "$TOP" convert SRC="$FIX" OUT="$D/o" MIGRATE_TOOL="$FAKE" \
	CONVERT_ARGS=--no-cocci
t_expect_true "make convert did not fail" test "$T_RC" != 0
t_expect_grep "^convert: OUT '$D/o' is not empty and holds no .tst-migrate-out marker"
t_expect_true "OUT was changed" cmp -s "$D/o.before" <(sums "$D/o")

t_case "OUT: a marker that is a symbolic link, or says something else, is not ours"
rm -rf "$D/o"
mkdir "$D/o"
echo precious >"$D/o/notes.txt"
ln -s "$TOP/README.md" "$D/o/.tst-migrate-out"
t_run 60 "${FAKE_RUN[@]}" "$FIX" "$D/o"
t_expect_rc 2
rm "$D/o/.tst-migrate-out"
echo "something else" >"$D/o/.tst-migrate-out"
t_run 60 "${FAKE_RUN[@]}" "$FIX" "$D/o"
t_expect_rc 2
t_expect_true "OUT was changed" test -f "$D/o/notes.txt"

t_case "OUT: an earlier output (its marker) is replaced, and an empty directory taken"
rm -rf "$D/o"
t_run 60 "${FAKE_RUN[@]}" "$FIX" "$D/o"
t_expect_rc 0
echo stale >"$D/o/stale.c"
t_run 60 "${FAKE_RUN[@]}" "$FIX" "$D/o"
t_expect_rc 0
t_expect_true "the earlier output's extra file is left" test ! -e "$D/o/stale.c"
t_expect_true "no marker" test -f "$D/o/.tst-migrate-out"

t_case "the old library's own C files (beside its test.h) are not tests: copied, named apart, not in the inventory"
rm -rf "$D/lib-src" "$D/lib-out"
cp -r "$FIX" "$D/lib-src"
mkdir -p "$D/lib-src/include/old"
printf 'void tst_resm(int ttype, const char *fmt, ...);\n' \
	>"$D/lib-src/include/old/test.h"
printf '#include "test.h"\nvoid (*CLEANUP)(void);\n' \
	>"$D/lib-src/include/old/cleanup.c"
t_run 60 "${FAKE_RUN[@]}" "$D/lib-src" "$D/lib-out"
t_expect_grep "1 C file\(s\) of the old library itself .*: include/old/cleanup.c"
t_expect_no_grep "(failed|converted|needs-review) +include/old/cleanup.c"
t_expect_true "copied into OUT as it is" \
	cmp -s "$D/lib-src/include/old/cleanup.c" "$D/lib-out/include/old/cleanup.c"
t_expect_true "in the inventory" $PY -c '
import json, sys
paths = [f["path"] for f in json.load(open(sys.argv[1]))["files"]]
assert "include/old/cleanup.c" not in paths and "t01.c" in paths, paths
' "$D/lib-out/inventory.json"

# ---- read-only trees: one line, exit 2 ----

# ro_mount DIR: DIR read-only (a read-only bind mount onto itself, as
# root), else chmod for an unprivileged user; "" when neither works.
ro_mount() {
	if [ "$(id -u)" = 0 ]; then
		mount --bind "$1" "$1" 2>/dev/null &&
			mount -o remount,ro,bind "$1" 2>/dev/null && echo mount && return
		umount "$1" 2>/dev/null
		return
	fi
	chmod -R a-w "$1" && echo chmod
}

ro_undo() {
	case $2 in
	mount) umount "$1" ;;
	chmod) chmod -R u+w "$1" ;;
	esac
}

t_case "read-only SRC with IN_PLACE=1: one line naming SRC, exit 2, no traceback, nothing written"
rm -rf "$D/s" "$D/o"
cp -r "$FIX" "$D/s"
how=$(ro_mount "$D/s")
if [ -n "$how" ]; then
	t_run 60 make -s -C "$TOP" convert SRC="$D/s" OUT="$D/o" IN_PLACE=1 \
		MIGRATE_TOOL="$FAKE" CONVERT_ARGS=--no-cocci
	ro_undo "$D/s" "$how"
	t_expect_true "make convert did not fail" test "$T_RC" != 0
	t_expect_grep "^convert: SRC '$D/s' cannot be written \((read-only file system|permission denied)\)"
	t_expect_no_grep 'Traceback'
	t_expect_count '^convert: ' 1
	t_expect_true "OUT was made though nothing could be done" test ! -e "$D/o"
	t_expect_true "SRC changed" cmp -s <(sums "$FIX") <(sums "$D/s")
else
	echo "     TCONF: neither a read-only bind mount nor chmod works here"
fi

t_case "an OUT that cannot be written: one line naming it, exit 2, no traceback"
rm -rf "$D/o"
mkdir "$D/o"
how=$(ro_mount "$D/o")
if [ -n "$how" ]; then
	t_run 60 "${FAKE_RUN[@]}" "$FIX" "$D/o"
	ro_undo "$D/o" "$how"
	t_expect_rc 2
	t_expect_grep "^convert: cannot write OUT '$D/o/?[^']*': (read-only file system|Permission denied)"
	t_expect_no_grep 'Traceback'
	t_expect_count '.' 1
else
	echo "     TCONF: neither a read-only bind mount nor chmod works here"
fi

# ---- a second run changes nothing ----

if [ -x "$REAL" ] && command -v spatch >/dev/null 2>&1; then
	t_case "a second run over a converted tree changes nothing"
	rm -rf "$D/c1" "$D/c2"
	t_run 300 "$RUN" convert --tool "$REAL" \
		"$TOP/converter/tests/dropparams/legacy" "$D/c1"
	t_expect_rc 0
	t_run 300 "$RUN" convert --tool "$REAL" "$D/c1" "$D/c2"
	t_expect_rc 0
	t_expect_grep '^convert: 2 C files: 2 native;'
	t_expect_true "a file changed the second time" \
		diff -r -x patches -x inventory.json -x conversion.log \
		-x .tst-migrate-out "$D/c1" "$D/c2"
	# c1's own patches/ is part of the tree c2 mirrors
	t_expect_true "the second run wrote patches" \
		diff -r "$D/c1/patches" "$D/c2/patches"
else
	echo "note: the real tst-convert or spatch is missing: the second-run case is left out"
fi

# ---- one vocabulary ----

t_case "one vocabulary: pipeline/vocab.py and converter/src/vocab.c name the same states, fork calls, old and new names"
t_run 60 "$PY" "$HERE/vocab_same.py" "$TOP/converter/src/vocab.c"
t_expect_rc 0
t_expect_grep '^vocab: 6 states, 5 fork calls, [0-9]+ old names, [0-9]+ new names: the same in C and Python \(and the report.s states\)$'

t_case "one vocabulary: a C copy that lost a fork call is named"
rm -rf "$D/vsrc" && cp -r "$TOP/converter/src" "$D/vsrc"
sed -i '0,/"tst_fork", "vfork",/s//"tst_fork",/' "$D/vsrc/vocab.c"
t_run 60 "$PY" "$HERE/vocab_same.py" "$D/vsrc/vocab.c"
t_expect_rc 1
t_expect_grep "^vocab: vocab_fork_calls in C and vocab.FORK_CALLS differ: only in C \\[\\], only in Python \\['vfork'\\]$"

t_case "one vocabulary: a C copy whose old-API mark differs is named"
rm -rf "$D/vsrc" && cp -r "$TOP/converter/src" "$D/vsrc"
sed -i 's/^const char vocab_old_api_mark\[\] = "tst_resm";/const char vocab_old_api_mark[] = "tst_brkm";/' \
	"$D/vsrc/vocab.c"
t_run 60 "$PY" "$HERE/vocab_same.py" "$D/vsrc/vocab.c"
t_expect_rc 1
t_expect_grep "^vocab: vocab_old_api_mark in C \\(\\['tst_brkm'\\]\\) and vocab.OLD_API_MARK \\('tst_resm'\\) differ$"

# ---- progress ----

t_case "progress off a terminal: a line per file, with the count and its state"
rm -rf "$D/o"
t_run 60 "${FAKE_RUN[@]}" "$FIX" "$D/o"
t_expect_rc 0
t_expect_grep '^passes: 1/3 [^ ]+\.c legacy$'
t_expect_grep '^passes: 3/3 '
t_expect_grep '^check: 3/3 [^ ]+\.c converted$'
t_expect_grep '^convert: time: .*scan .*passes .*check .*dropparams .*total'

t_case "progress on a terminal: one line kept up to date with the rate and the time left"
t_run 30 "$PY" -c '
import io, sys
sys.path.insert(0, sys.argv[1])
from progress import Progress
out = io.StringIO()
p = Progress("passes", 3, out, tty=True)
for i in range(3):
    p.step(1, "f%d.c converted" % i)
p.finish()
s = out.getvalue()
assert "\r" in s and "\n" not in s.rstrip("\n"), repr(s)
assert "3/3 files" in s and "files/s" in s and "s left" in s, repr(s)
print("ok")
' "$TOP/pipeline"
t_expect_rc 0

t_done
