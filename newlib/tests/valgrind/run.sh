#!/bin/bash
# newlib's and oldlib-compat's test programs under valgrind's memcheck:
# results from threads and forked children, checkpoints, a tmpdir, a
# timeout, options, an exec()ed helper, tst_brk() through cleanup, and
# legacy tests. Every process of a run (children too, and exec()ed helpers)
# writes its own report; any report is a failure. No suppressions: none
# has been needed.
set -u
here=$(cd "$(dirname "$0")" && pwd)
: "${NBIN:?NBIN must name the directory of newlib's test programs}"
: "${OBIN:?OBIN must name the directory of oldlib-compat's test programs}"
: "${VBIN:?VBIN must name the directory of vg_bad}"
. "$here/../../../mk/testlib.sh"

VG_LOGS=$T_TMP/vg

# vg_run LIMIT CMD [ARGS...]: t_run under valgrind, one log per process.
vg_run() {
	local limit=$1
	shift
	rm -rf "$VG_LOGS"
	mkdir -p "$VG_LOGS"
	t_run "$limit" valgrind -q --error-exitcode=99 --leak-check=full \
		--trace-children=yes --log-file="$VG_LOGS/%p.log" "$@"
}

# With -q valgrind writes a report only when it found something; the
# reports go into the case's output, which a failed case shows.
vg_clean() {
	local f found=0

	for f in "$VG_LOGS"/*.log; do
		[ -s "$f" ] || continue
		found=1
		{ echo "== valgrind report $f"; cat "$f"; } >>"$T_OUT"
	done
	[ "$found" = 0 ] && [ "$T_RC" != 99 ]
}

vg_logs() {
	ls "$VG_LOGS"/*.log 2>/dev/null | wc -l
}

t_case "valgrind: results of every kind (lib_results -r pcw)"
vg_run 60 "$NBIN/lib_results" -r pcw
t_expect_rc 36
t_expect_true "valgrind reported errors" vg_clean

t_case "valgrind: 8 threads x 10000 results"
vg_run 60 "$NBIN/lib_threads"
t_expect_rc 0
t_expect_grep '^passed +80000$'
t_expect_true "valgrind reported errors" vg_clean

t_case "valgrind: 8 forked children x 10000 results"
vg_run 60 "$NBIN/lib_children"
t_expect_rc 0
t_expect_grep '^passed +80000$'
t_expect_true "valgrind reported errors" vg_clean

t_case "valgrind: checkpoint ping-pong"
vg_run 60 "$NBIN/lib_ckpt" -m pingpong
t_expect_rc 0
t_expect_grep 'TPASS: 1000 round trips'
t_expect_true "valgrind reported errors" vg_clean

t_case "valgrind: a timeout kills the test and its children"
LTP_TIMEOUT_MUL=0.5 vg_run 60 "$NBIN/lib_timeout"
t_expect_rc 2
t_expect_grep 'TBROK: the test timed out after 1s'
t_expect_true "valgrind reported errors" vg_clean

t_case "valgrind: options, iterations and a tmpdir; a refused option"
vg_run 60 "$NBIN/lib_opts" -i 3 -s hello -f
t_expect_rc 0
t_expect_count 'TPASS: iteration [0-9] str=hello flag=set' 3
t_expect_true "valgrind reported errors" vg_clean
vg_run 60 "$NBIN/lib_opts" -i abc
t_expect_rc 2
t_expect_true "valgrind reported errors" vg_clean
vg_run 60 "$NBIN/lib_pass"
t_expect_rc 0
t_expect_true "valgrind reported errors" vg_clean

t_case "valgrind: tst_brk() through cleanup (the cleanup's own tst_brk() a TWARN that returns)"
vg_run 60 "$NBIN/lib_brk" -m cleanup
t_expect_rc 6
t_expect_true "valgrind reported errors" vg_clean

t_case "valgrind: an exec()ed helper joins through tst_reinit() (traced too)"
# the test runs in its tmpdir (checkpoints imply one): an absolute PATH
PATH="$(cd "$NBIN" && pwd):$PATH" vg_run 60 "$NBIN/lib_reinit"
t_expect_rc 0
t_expect_grep '^passed +2$'
t_expect_true "valgrind reported errors" vg_clean

t_case "valgrind: legacy tests (options and loop, checkpoints with children, a retried wait)"
vg_run 60 "$OBIN/res_format" -i 3
t_expect_rc 4
t_expect_count 'third case' 3
t_expect_true "valgrind reported errors" vg_clean
vg_run 60 "$OBIN/checkpoint"
t_expect_rc 0
t_expect_grep 'TPASS  :  WAKE2 and WAKE_AND_WAIT with two children'
t_expect_true "valgrind reported errors" vg_clean
vg_run 60 "$OBIN/checkpoint" -r
t_expect_rc 0
t_expect_grep 'TPASS  :  the retried wait was released'
t_expect_true "valgrind reported errors" vg_clean

t_case "valgrind: a tmpdir 3000 directories deep removed with 1024 descriptors; a page written over"
nofile=$(ulimit -S -n)
ulimit -S -n 1024
TMPDIR=$T_TMP vg_run 120 "$NBIN/lib_mounts" -m deep
ulimit -S -n "$nofile"
t_expect_rc 0
t_expect_true "the tmpdir was left behind" \
	bash -c '! ls -d "$0"/lib_moun* 2>/dev/null' "$T_TMP"
t_expect_true "valgrind reported errors" vg_clean
mkdir -p "$T_TMP/decoy"
TMPDIR=$T_TMP vg_run 60 "$NBIN/lib_teardown" -m page -o "$T_TMP/decoy"
t_expect_rc 0
t_expect_true "the decoy was removed" test -d "$T_TMP/decoy"
t_expect_true "valgrind reported errors" vg_clean

t_case "valgrind: a timed-out checkpoint wait withdraws; the wake after it times out"
LTP_TIMEOUT_MUL=0.1 vg_run 60 "$NBIN/lib_ckpt" -m stale
t_expect_rc 2
t_expect_grep 'TBROK: checkpoint 2: wake timed out'
t_expect_true "valgrind reported errors" vg_clean

t_case "valgrind: this suite sees a leak in the test process and an error in a child"
vg_run 60 "$VBIN/vg_bad"
t_expect_rc 0
t_expect_true "valgrind reported errors on the clean run" vg_clean
vg_run 60 "$VBIN/vg_bad" -m leak
t_expect_true "the leak was not reported" \
	grep -q 'definitely lost' "$VG_LOGS"/*.log
vg_run 60 "$VBIN/vg_bad" -m uninit
t_expect_true "the child's uninitialised read was not reported" \
	grep -q 'depends on uninitialised value' "$VG_LOGS"/*.log

t_case "valgrind: every TST_EXP_* macro passing and failing (lib_exp)"
vg_run 60 "$NBIN/lib_exp"
t_expect_rc 1
t_expect_grep '^failed +14$'
t_expect_true "valgrind reported errors" vg_clean

t_case "valgrind: .needs_kconfigs expressions and tst_kconfig_read() (hdr_kconfig)"
printf 'CONFIG_TST_Y=y\nCONFIG_TST_M=m\nCONFIG_TST_HZ=250\nCONFIG_TST_STR="a b"\n' \
	>"$T_TMP/kconfig"
KCONFIG_PATH="$T_TMP/kconfig" vg_run 60 "$NBIN/hdr_kconfig"
t_expect_rc 0
t_expect_true "valgrind reported errors" vg_clean

t_done
