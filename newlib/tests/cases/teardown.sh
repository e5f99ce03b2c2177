# Cases for the supervisor's teardown (tst_supervise.c, tst_shm.c,
# tst_test.c): it runs whatever kills the test or closes its output, and
# what a supervisor killed with SIGKILL leaves is found again. Sourced by
# run.sh; the td_* helpers are shared with oldlib-compat's cases.

. "$here/teardown_lib.sh"

t_case "./t 2>&1 | head -1: the supervisor survives the closed pipe, removes tmpdir and page, exits 2"
td_prepare
TMPDIR=$TD_TMP t_run 60 bash -c \
	'"$0" -m spam 2>&1 | head -1; echo "supervisor exit ${PIPESTATUS[0]}"' \
	"$BIN/lib_teardown"
td_parse "$T_OUT"
t_expect_grep '^supervisor exit 2$'
t_expect_true "tmpdir '$TD_DIR' or page '$TD_PAGE' left behind" td_gone
t_expect_true "something left in TMPDIR" test -z "$(ls -A "$TD_TMP")"

t_case "... with a mounted loop device and .save_restore: restored, unmounted, detached"
td_prepare
lease=$(cat /proc/sys/fs/lease-break-time)
# The supervisor's own lines come first: the pipe closes after the test's.
TMPDIR=$TD_TMP t_run 120 bash -c \
	'"$0" 2>&1 | grep -m1 "TINFO: tmpdir"; echo "supervisor exit ${PIPESTATUS[0]}"' \
	"$BIN/lib_teardown_dev"
if grep -q 'TINFO: tmpdir ' "$T_OUT"; then
	td_parse "$T_OUT"
	t_expect_grep '^supervisor exit 2$'
	t_expect_true "tmpdir '$TD_DIR' or page '$TD_PAGE' left behind" td_gone
	t_expect_true "lease-break-time not restored to $lease" \
		test "$(cat /proc/sys/fs/lease-break-time)" = "$lease"
	t_expect_true "something mounted in TMPDIR" \
		bash -c '! grep -qF " $0/" /proc/self/mounts' "$TD_TMP"
	t_expect_true "a loop device backed by a file in TMPDIR" \
		bash -c '! grep -qsF "$0/" /sys/block/loop*/loop/backing_file' "$TD_TMP"
else
	# Not root or no loop device: TCONF, and nothing to check.
	t_expect_grep 'TCONF'
fi

for sig in TERM INT HUP; do
	t_case "SIG$sig to the supervisor: teardown, then it dies of SIG$sig"
	td_prepare
	td_start "$T_OUT" env TMPDIR="$TD_TMP" "$BIN/lib_teardown" -m sleep
	kill -s "$sig" "$TD_PID"
	wait "$TD_PID" 2>/dev/null
	T_RC=$?
	t_expect_rc $((128 + $(kill -l "$sig")))
	t_expect_grep "TBROK: the supervisor got SIG$sig"
	t_expect_grep '^broken +1$'
	t_expect_true "tmpdir '$TD_DIR' or page '$TD_PAGE' left behind" td_gone
	t_expect_true "the test process $TD_TPID is still there" \
		td_wait_gone "$TD_TPID"
done

killed="a SIGKILLed supervisor takes the test process along; the next run removes what it left"
swept="tst_sweep removes what a SIGKILLed supervisor left and keeps a live run's files"
other="a killed run of another user: root's sweep leaves it, that user's own removes it"
if td_ns_start; then
	ns="nsenter -t $TD_NS -m -w"
	t_case "$killed"
	td_prepare
	td_start "$T_OUT" $ns env TMPDIR="$TD_TMP" "$BIN/lib_teardown" -m sleep
	td_killed
	TMPDIR=$TD_TMP t_run 20 $ns "$BIN/lib_pass"
	t_expect_rc 0
	t_expect_grep "removed .*$TD_DIR.* left by a killed run"
	t_expect_true "tmpdir '$TD_DIR' or page '$TD_PAGE' still there" td_gone
	[ -n "$TD_TPID" ] && kill -KILL "$TD_TPID" 2>/dev/null

	t_case "$swept"
	td_prepare
	td_start "$T_TMP/live.out" $ns env TMPDIR="$TD_TMP" "$BIN/lib_teardown" -m sleep
	live_pid=$TD_PID live_dir=$TD_DIR live_page=$TD_PAGE
	td_start "$T_OUT" $ns env TMPDIR="$TD_TMP" "$BIN/lib_teardown" -m sleep
	td_killed
	TMPDIR=$TD_TMP t_run 20 $ns "$BIN/../tools/tst_sweep"
	t_expect_rc 0
	t_expect_true "the dead run's tmpdir '$TD_DIR' or page '$TD_PAGE' is still there" td_gone
	t_expect_grep "removed .*$TD_DIR"
	TD_DIR=$live_dir TD_PAGE=$live_page
	t_expect_true "the live run's tmpdir '$TD_DIR' or page '$TD_PAGE' was removed" td_left
	kill -TERM "$live_pid"
	wait "$live_pid" 2>/dev/null

	t_case "$other"
	td_prepare
	chmod 711 "$T_TMP"
	chmod 1777 "$TD_TMP"
	as_nobody="setpriv --reuid=65534 --regid=65534 --clear-groups"
	td_start "$T_OUT" $ns $as_nobody env TMPDIR="$TD_TMP" \
		"$BIN/lib_teardown" -m sleep
	td_killed
	TMPDIR=$TD_TMP t_run 20 $ns "$BIN/../tools/tst_sweep"
	t_expect_grep '^tst_sweep: 0 runs cleaned up$'
	t_expect_true "root's sweep took uid 65534's tmpdir '$TD_DIR' or page '$TD_PAGE'" td_left
	TMPDIR=$TD_TMP t_run 20 $ns $as_nobody "$BIN/../tools/tst_sweep"
	t_expect_rc 0
	t_expect_true "uid 65534's own sweep left '$TD_DIR' or '$TD_PAGE'" td_gone
	td_ns_stop
else
	for c in "$killed" "$swept" "$other"; do
		t_skip "$c" "needs root for a /dev/shm of its own"
	done
fi

t_case "a path written into the shared page is not what the supervisor removes; the page is private"
td_prepare
mkdir -p "$TD_TMP/decoy"
echo precious >"$TD_TMP/decoy/keep"
TMPDIR=$TD_TMP t_run 20 "$BIN/lib_teardown" -m page -o "$TD_TMP/decoy"
td_parse "$T_OUT"
t_expect_rc 0
t_expect_grep 'TPASS: the page .* is a private file \(0600, ours\)'
t_expect_grep "TINFO: wrote $TD_TMP/decoy into the page [1-9][0-9]* times"
t_expect_true "the decoy named in the page was removed" \
	test "$(cat "$TD_TMP/decoy/keep" 2>/dev/null)" = precious
t_expect_true "tmpdir '$TD_DIR' or page '$TD_PAGE' left behind" td_gone
