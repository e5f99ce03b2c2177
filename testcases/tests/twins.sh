#!/bin/bash
# The legacy and the native version of each memory-cgroup test must reach
# the same verdict here: the same exit status, and the same number of
# passes, failures, breaks and skips (old-format lines counted, new-format
# taken from the summary; tst_brkm()'s extra "Remaining cases" line is
# not a result). Runs each pair once, one at a time.
set -u
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../../mk/testlib.sh"
: "${BIN:?BIN must name build/testcases/bin}"

TWINS="memcg_use_hierarchy memcg_removed_charge memcg_limit"

# verdict LOG: "pass fail brok conf" from either output format.
verdict() {
	if grep -q '^Summary:' "$1"; then
		awk '/^passed/ {p=$2} /^failed/ {f=$2} /^broken/ {b=$2}
		     /^skipped/ {c=$2} END {print p+0, f+0, b+0, c+0}' "$1"
	else
		# tst_brkm()'s "Remaining cases ..." line is no result of its own.
		grep -v ' Remaining cases ' "$1" |
		awk '$3 == "TPASS" {p++} $3 == "TFAIL" {f++} $3 == "TBROK" {b++}
		     $3 == "TCONF" {c++} END {print p+0, f+0, b+0, c+0}'
	fi
}

for t in $TWINS; do
	t_case "$t and ${t}_old give the same verdict"
	t_run 120 env PATH="$BIN:$PATH" "$BIN/${t}_old"
	old_rc=$T_RC
	cp "$T_OUT" "$T_TMP/old.log"
	old=$(verdict "$T_TMP/old.log")
	t_run 120 env PATH="$BIN:$PATH" "$BIN/$t"
	new=$(verdict "$T_OUT")
	cat "$T_TMP/old.log" >>"$T_OUT"
	t_expect_true "exit status: legacy $old_rc, native $T_RC" \
		test "$old_rc" = "$T_RC"
	t_expect_true "counts (pass fail brok conf): legacy $old, native $new" \
		test "$old" = "$new"
done
t_done
