#!/bin/bash
# oldlib-compat's own tests: legacy-style programs from $BIN (each with its
# own main(), TCID, TST_TOTAL) run under the shim, with their exit status
# and output lines checked exactly: the old line format and numbering,
# file:line on the right lines, errno suffixes, tst_brkm() and cleanup,
# options, signals, children, tmpdir, checkpoints and the supervisor.
set -u
here=$(cd "$(dirname "$0")" && pwd)
: "${BIN:?BIN must name the directory of the built test programs}"
BIN=$(cd "$BIN" && pwd)
. "$here/../../mk/testlib.sh"
. "$here/../../newlib/tests/teardown_lib.sh"

# line_of FILE TEXT [N]: the line number of the Nth line of FILE (in this
# directory) holding TEXT, for the file:line the output must name.
line_of() {
	grep -nF -- "$2" "$here/$1" | sed -n "${3:-1}p" | cut -d: -f1
}

# expect_line TEXT: the output has exactly this line.
expect_line() {
	t_expect_true "output lacks the line: $1" grep -Fxq -- "$1" "$T_OUT"
}

# The slow cases (a supervisor timeout, a checkpoint timeout) run in the
# background while the rest runs; their checks come at the end.
BG=$T_TMP/bg
mkdir -p "$BG"
(
	cd "$BG" && LTP_TIMEOUT_MUL=0.1 timeout -k 5 60 "$BIN/hang" >hang.out 2>&1
	echo $? >hang.rc
) &
hang_job=$!
(
	cd "$BG" && timeout -k 5 30 "$BIN/checkpoint" -t >ckpt.out 2>&1
	echo $? >ckpt.rc
) &
ckpt_job=$!

# ---- results: format, numbering, errno suffixes ----

t_case "result lines: numbering, file:line only on non-pass lines, errno suffixes"
t_run 10 "$BIN/res_format"
t_expect_rc 4
expect_line "res_format    1  TPASS  :  open(missing) failed: TEST_ERRNO=ENOENT(2): No such file or directory"
expect_line "res_format    0  TINFO  :  an info line"
expect_line "res_format    0  TWARN  :  res_format.c:$(line_of res_format.c "tst_resm(TWARN | TERRNO"): a warning with errno: errno=EACCES(13): Permission denied"
expect_line "res_format    0  TINFO  :  TEST_RETURN as an errno: TEST_RETURN=EBUSY(16): Device or resource busy"
expect_line "res_format    2  TPASS  :  second case"
expect_line "res_format    3  TPASS  :  third case"
t_expect_count '' 6

t_case "a TFAIL line carries file:line and sets bit 1"
t_run 10 "$BIN/res_format" -f "bad thing"
t_expect_rc 5
expect_line "res_format    2  TFAIL  :  res_format.c:$(line_of res_format.c 'fail_arg);'): bad thing"

t_case "-i 3 runs the loop 3 times, numbering from 1 each time"
t_run 10 "$BIN/res_format" -i 3
t_expect_rc 4
t_expect_count '^res_format    1  TPASS  :  open' 3
t_expect_count '^res_format    3  TPASS  :  third case$' 3
t_expect_count 'TPASS' 9

t_case "USC_ITERATIONS=2 sets the iterations, -i overrides it"
USC_ITERATIONS=2 t_run 10 "$BIN/res_format"
t_expect_count 'third case' 2
USC_ITERATIONS=2 t_run 10 "$BIN/res_format" -i 1
t_expect_count 'third case' 1

t_case "-I 0.3 -P 0.1 loops for the time given, pausing between iterations"
t_run 10 "$BIN/res_format" -I 0.3 -P 0.1
t_expect_rc 4
t_expect_true "2 to 4 iterations in 0.3 s with 0.1 s pauses" \
	bash -c 'n=$(grep -c "third case" "$0"); [ "$n" -ge 2 ] && [ "$n" -le 4 ]' "$T_OUT"

t_case "an unknown option is TBROK 'OPTION PARSING ERROR - Unknown option', exit 2"
t_run 10 "$BIN/res_format" -z
t_expect_rc 2
t_expect_grep "^res_format    1  TBROK  :  old_opts\.c:[0-9]+: OPTION PARSING ERROR - Unknown option$"
t_expect_grep "^res_format    2  TBROK  :  old_opts\.c:[0-9]+: Remaining cases broken$"
t_expect_grep "invalid option -- 'z'"
t_expect_no_grep "TPASS"

t_case "a bad -i value is an option error, not a silent 0"
t_run 10 "$BIN/res_format" -i 3x
t_expect_rc 2
t_expect_grep "OPTION PARSING ERROR - -i: invalid number of iterations '3x'"
USC_ITERATIONS=-1 t_run 10 "$BIN/res_format"
t_expect_rc 2
t_expect_grep "OPTION PARSING ERROR - USC_ITERATIONS: invalid number of iterations '-1'"

t_case "-h prints the standard and the test's options, exit 0"
t_run 10 "$BIN/res_format" -h
t_expect_rc 0
t_expect_grep '^  -i n '
t_expect_grep '^  -f x    also report TFAIL'
t_expect_no_grep 'TPASS'

t_case "-p waits for SIGUSR1 at TEST_PAUSE (sent to the supervisor, passed on)"
t_run 10 bash -c '
	"$0" -p >"$1" 2>&1 & pid=$!
	for i in $(seq 100); do grep -q "waiting for SIGUSR1" "$1" && break; sleep 0.05; done
	grep -q TPASS "$1" && exit 3
	kill -USR1 $pid; wait $pid; rc=$?; cat "$1"; exit $rc' "$BIN/res_format" "$T_TMP/pause.out"
t_expect_rc 4
t_expect_grep 'waiting for SIGUSR1'
t_expect_count 'TPASS' 3

t_case "tst_resm_hexd: short dumps share the line, long ones go 16 bytes a line; tst_flush(), tst_old_flush()"
t_run 10 "$BIN/hexd"
t_expect_rc 0
expect_line "hexd        0  TINFO  :  short 4 00 11 22 33"
expect_line "hexd        1  TPASS  :  long"
expect_line "hexd        2  TPASS  :  00 11 22 33 44 55 66 77 88 99 aa bb cc dd ee ff"
expect_line "hexd        3  TPASS  :  10 21 32 43"
t_expect_true "printf output before the next result" \
	bash -c 'grep -n "" "$0" | grep -q "^5:plain printf$"' "$T_OUT"
t_expect_true "tst_old_flush(): the second printf before the next result" \
	bash -c 'grep -n "" "$0" | grep -q "^7:second printf$"' "$T_OUT"

# ---- tst_brkm() and cleanup ----

t_case "tst_brkm(TBROK|TERRNO, cleanup): message, remaining line, cleanup once, exit 2"
t_run 10 "$BIN/brkm"
t_expect_rc 2
expect_line "brkm        1  TPASS  :  before the break"
t_expect_grep "^brkm        2  TBROK  :  brkm\.c:$(line_of brkm.c 'tst_brkm(TBROK | TERRNO, cleanup'): broken: errno="
expect_line "brkm        3  TBROK  :  brkm.c:$(line_of brkm.c "tst_brkm(TBROK | TERRNO, cleanup"): Remaining cases broken"
t_expect_count '^cleanup run' 1
t_expect_no_grep 'returned'

t_case "tst_brkm(TCONF, cleanup): 'not appropriate for configuration', exit 32"
t_run 10 "$BIN/brkm" -c
t_expect_rc 32
expect_line "brkm        2  TCONF  :  brkm.c:$(line_of brkm.c 'tst_brkm(TCONF, cleanup, "not'): not for this system"
expect_line "brkm        3  TCONF  :  brkm.c:$(line_of brkm.c 'tst_brkm(TCONF, cleanup, "not'): Remaining cases not appropriate for configuration"
t_expect_count '^cleanup run' 1

t_case "tst_brkm(TBROK, NULL) runs no cleanup"
t_run 10 "$BIN/brkm" -n
t_expect_rc 2
expect_line "brkm        2  TBROK  :  brkm.c:$(line_of brkm.c 'tst_brkm(TBROK, NULL, "broken'): broken without cleanup"
t_expect_no_grep 'cleanup run'

t_case "tst_brkm() from inside cleanup reports but does not enter cleanup again"
t_run 10 "$BIN/brkm" -r
t_expect_rc 2
t_expect_count '^cleanup run' 1
expect_line "brkm        4  TBROK  :  brkm.c:$(line_of brkm.c "tst_brkm(TBROK, cleanup, \"broken in cleanup"): broken in cleanup"
expect_line "brkm        5  TBROK  :  brkm.c:$(line_of brkm.c "tst_brkm(TBROK, cleanup, \"broken in cleanup"): Remaining cases broken"

t_case "SAFE_OPEN(cleanup) failure: caller's file:line, errno, cleanup once; SAFE_CLOSE sets -1, its value 0"
t_run 10 "$BIN/brkm" -s
t_expect_rc 2
expect_line "brkm        2  TPASS  :  SAFE_CLOSE() set fd to -1 and returned 0"
t_expect_grep "^brkm        3  TBROK  :  brkm\.c:$(line_of brkm.c 'SAFE_OPEN(cleanup, "/nonexistent'): .*/nonexistent/file.*: errno=ENOENT\(2\): No such file or directory\$"
expect_line "brkm        4  TBROK  :  brkm.c:$(line_of brkm.c "SAFE_OPEN(cleanup, \"/nonexistent"): Remaining cases broken"
t_expect_count '^cleanup run' 1

t_case "a TCID with a '/' (aio02/aio_tio): the results page and tmpdir are made, its line printed as it is"
t_run 10 "$BIN/tcid_path"
t_expect_rc 0
t_expect_grep '^aio02/tcid_path +1  TPASS  :  ran in a tmpdir$'
t_expect_no_grep 'cannot create'

# ---- children ----

t_case "a forked child's TFAIL counts although it exits 0, and takes a number of the shared sequence (intended differences)"
t_run 10 "$BIN/child_result"
t_expect_rc 1
expect_line "child_result    1  TFAIL  :  child_result.c:$(line_of child_result.c "tst_resm(TFAIL, \"child fails"): child fails"
expect_line "child_result    0  TINFO  :  child exited with 0"
expect_line "child_result    2  TPASS  :  parent passes"

t_case "tst_record_childstatus adds the child's status and says it"
t_run 10 "$BIN/child_result" -r
t_expect_rc 4
expect_line "child_result    0  TINFO  :  Child process returned TWARN"

t_case "tst_record_childstatus: a child killed by a signal is TBROK through cleanup"
t_run 10 "$BIN/child_result" -k
t_expect_rc 2
t_expect_grep '^child_result    1  TBROK  :  old_fork\.c:[0-9]+: child [0-9]+ was killed by SIGKILL$'
t_expect_count '^cleanup run' 1

t_case "a legacy helper exec()ed by a test reports into the test's results"
t_run 10 "$BIN/exec_parent"
t_expect_rc 1
expect_line "exec_child    0  TINFO  :  runs in the test's tmpdir"
expect_line "exec_child    1  TFAIL  :  exec_child.c:$(line_of exec_child.c "tst_resm(TFAIL, \"helper fails"): helper fails"
expect_line "exec_parent    2  TPASS  :  parent passes"

t_case "TST_PROCESS_STATE_WAIT(cleanup, pid, 'S') sees a blocked child"
t_run 10 "$BIN/process_state"
t_expect_rc 0
t_expect_grep '^process_state    1  TPASS  :  child [0-9]+ is sleeping$'

t_case "TST_PROCESS_STATE_WAIT on a reaped child is TBROK through cleanup"
t_run 10 "$BIN/process_state" -g
t_expect_rc 2
t_expect_grep "^process_state    1  TBROK  :  process_state\.c:$(line_of process_state.c "TST_PROCESS_STATE_WAIT(cleanup, pid, 'S')"): "
t_expect_count '^cleanup run' 1

# ---- signals and the supervisor ----

t_case "tst_sig(NOFORK, DEF_HANDLER, cleanup): an unexpected signal is TBROK, cleanup runs"
t_run 10 "$BIN/signals"
t_expect_rc 2
t_expect_grep '^signals     1  TBROK  :  old_sig\.c:[0-9]+: unexpected signal SIGUSR1\(10\) received \(pid = [0-9]+\)\.$'
t_expect_count '^cleanup run' 1

t_case "tst_sig(FORK, ...) leaves SIGCHLD alone"
t_run 10 "$BIN/signals" -f
t_expect_rc 0
expect_line "signals     1  TPASS  :  SIGCHLD was not reported"

t_case "a test killed by SIGSEGV is reported by the supervisor"
t_run 10 "$BIN/signals" -s
t_expect_rc 2
expect_line "signals     1  TPASS  :  before the crash"
t_expect_grep '^signals     2  TBROK  :  old_main\.c:[0-9]+: Test killed by SIGSEGV$'

t_case "a bad LTP_TIMEOUT_MUL stops the test before it runs"
LTP_TIMEOUT_MUL=fast t_run 10 "$BIN/res_format"
t_expect_rc 2
t_expect_grep 'LTP_TIMEOUT_MUL'
t_expect_no_grep 'TPASS'

# ---- tmpdir, checkpoints, syscalls ----

t_case "tst_tmpdir: named after TCID, mode 0777, entered; tst_rmdir removes it"
t_run 10 "$BIN/tmpdir"
t_expect_rc 0
t_expect_count 'TPASS' 5

if [ "$(id -u)" = 0 ]; then
	t_case "tst_tmpdir as the user the test switched to"
	t_run 10 "$BIN/tmpdir" -u 65534
	t_expect_rc 0
	expect_line "tmpdir      2  TPASS  :  owned by the caller (65534)"
	t_expect_count 'TPASS' 5
fi

t_case "checkpoints: parent and children (NULL cleanup), WAKE2, WAKE_AND_WAIT"
t_run 20 "$BIN/checkpoint"
t_expect_rc 0
expect_line "checkpoint    1  TPASS  :  parent was woken"
expect_line "checkpoint    2  TPASS  :  child was woken"
expect_line "checkpoint    3  TPASS  :  WAKE2 and WAKE_AND_WAIT with two children"
t_expect_no_grep 'TBROK|TFAIL'

t_case "TST_CHECKPOINT_INIT before tst_tmpdir() is TBROK"
t_run 10 "$BIN/checkpoint" -n
t_expect_rc 2
expect_line "checkpoint    1  TBROK  :  checkpoint.c:$(line_of checkpoint.c "TST_CHECKPOINT_INIT(cleanup)"): checkpoints need tst_tmpdir() to be called first"
t_expect_count '^cleanup run' 1

t_case "TST_SAFE_CHECKPOINT_WAIT2 (later old headers' wait with a timeout in ms) nobody wakes: TBROK after it, through cleanup"
t_run 10 "$BIN/checkpoint" -w
t_expect_rc 2
t_expect_grep "^checkpoint    1  TBROK  :  checkpoint\.c:$(line_of checkpoint.c 'TST_SAFE_CHECKPOINT_WAIT2(cleanup, 8, 100)'): checkpoint 8: .*ETIMEDOUT"
t_expect_count '^cleanup run' 1

t_case "a second TST_CHECKPOINT_INIT is TBROK"
t_run 10 "$BIN/checkpoint" -d
t_expect_rc 2
expect_line "checkpoint    1  TBROK  :  checkpoint.c:$(line_of checkpoint.c "TST_CHECKPOINT_INIT(cleanup)" 2): checkpoints already initialized"

t_case "ltp_syscall, TCID_DEFINE, tst_kvercmp"
t_run 10 "$BIN/syscall"
t_expect_rc 0
t_expect_grep '^syscall01    1  TPASS  :  ltp_syscall\(__NR_getpid\) = [0-9]+$'
t_expect_grep '^syscall01    2  TPASS  :  '

t_case "ltp_syscall of a call this arch lacks: TCONF through the test's CLEANUP"
t_run 10 "$BIN/syscall" -m
t_expect_rc 32
t_expect_grep "^syscall01    3  TCONF  :  syscall\.c:$(line_of syscall.c 'ltp_syscall(__NR_socketcall'): syscall\(-1\) __NR_socketcall not supported on your arch\$"
expect_line "syscall01    4  TCONF  :  syscall.c:$(line_of syscall.c "ltp_syscall(__NR_socketcall"): Remaining cases not appropriate for configuration"
t_expect_count '^cleanup run' 1

# ---- devices ----

t_case "tst_acquire_device/tst_mkfs/tst_umount/tst_release_device on a loop device (else TCONF)"
t_run 120 "$BIN/device"
if [ "$T_RC" = 32 ]; then
	t_expect_grep '^device      1  TCONF  :  [a-z_]+\.c:[0-9]+: (no loop device available|Test needs to be run as root)$'
	t_expect_count '^device.*TPASS' 0
else
	t_expect_rc 0
	t_expect_grep '^device      0  TINFO  :  using /dev/[a-z0-9/]+ with ext2$'
	t_expect_grep '^device      1  TPASS  :  mounted ext2 \(ext2/ext3/ext4\)$'
	expect_line "device      2  TPASS  :  tst_umount() unmounted it"
	t_expect_grep '^device      3  TPASS  :  tst_release_device\(/dev/'
	dev=$(sed -n 's/.*TINFO  :  using \(.*\) with ext2$/\1/p' "$T_OUT")
	t_expect_true "$dev is detached again" \
		bash -c '! losetup -a 2>/dev/null | grep -q "^$0:"' "$dev"
fi

t_case "tst_run_cmd under tst_sig(NOFORK): output file, exit statuses, missing = 255"
t_run 20 "$BIN/run_cmd"
t_expect_rc 0
expect_line "run_cmd     1  TPASS  :  stdout went to the file"
expect_line "run_cmd     3  TPASS  :  false returned 1"
expect_line "run_cmd     4  TPASS  :  no-such-command-here returned 255"
t_expect_no_grep 'unexpected signal'

t_case "tst_run_cmd without pass_exit_val: a failing command is TBROK through cleanup"
t_run 20 "$BIN/run_cmd" -f
t_expect_rc 2
expect_line "run_cmd     1  TBROK  :  run_cmd.c:$(line_of run_cmd.c 'tst_run_cmd(cleanup, no,'): 'false' exited with 1"
t_expect_count '^cleanup run' 1

t_case "timers, pids, cpus, clone, fs helpers, paths, kvercmp2, SAFE_GETGROUP, SAFE_PTHREAD_* with and without a cleanup"
t_run 30 "$BIN/misc"
t_expect_rc 0
t_expect_count '^misc +[0-9]+  TPASS  :  ' 17
t_expect_no_grep 'TFAIL|TBROK'

# ---- what the old headers gave real tests ----

t_case "test.h as narrow as the old one: limits, makedev, SIGSETSIZE, own wait/sched_setaffinity, const TCID, static TST_TOTAL, CLEANUP declared by linux_syscall_numbers.h"
t_run 20 "$BIN/headers" -i 2
t_expect_rc 32
t_expect_count '^headers +[0-9]+  TPASS  :  ' 13
expect_line "headers     0  TINFO  :  STD_LOOP_COUNT 2"
t_expect_grep "^headers     8  TCONF  :  tst_module\.c:[0-9]+: Failed to find module 'no_such_module_here\.ko'\$"
t_expect_no_grep 'TFAIL|TBROK'

t_case "the old library's helpers: tlibio methods, data patterns, ranges, tokens, sizes, open flags, locks, forker, write log, rmobj, newer SAFE_*"
t_run 60 "$BIN/libltp"
t_expect_rc 0
t_expect_count '^libltp +[0-9]+  TPASS  :  ' 14
t_expect_no_grep 'TFAIL|TBROK'

# ---- the API names real legacy tests use ----

t_case "every API name of legacy-api-usage.tsv is in the shim's headers"
t_run 30 "$here/api-names.sh"
t_expect_rc 0

t_case "the API name check fails, naming the name, when one is missing"
printf 'identifier\toccurrences\tfiles\ntst_resm\t1\t1\nno_such_api_name\t1\t1\n' >"$T_TMP/usage.tsv"
t_run 30 "$here/api-names.sh" "$T_TMP/usage.tsv"
t_expect_rc 1
t_expect_grep 'no_such_api_name'
t_expect_no_grep 'missing.*tst_resm'

# ---- make install ----

if command -v pkg-config >/dev/null; then
	t_case "make install: a legacy test builds with pkg-config tst-old and runs"
	pfx=$T_TMP/prefix
	t_run 120 make -s -C "$here/../.." install-newlib install-compat PREFIX="$pfx"
	t_expect_rc 0
	t_expect_true "tst-old.pc installed" test -f "$pfx/lib/pkgconfig/tst-old.pc"
	t_expect_true "libtst_old.a installed" test -f "$pfx/lib/libtst_old.a"
	# A SANITIZE=1 build installs instrumented libraries.
	san=
	nm "$pfx/lib/libtst.a" 2>/dev/null | grep -q __asan_init &&
		san=-fsanitize=address,undefined
	PKG_CONFIG_PATH=$pfx/lib/pkgconfig t_run 60 bash -c \
		'cc $3 -Wall -Werror -o "$1/rf" "$2" $(pkg-config --cflags --libs tst-old) && "$1/rf"' \
		_ "$T_TMP" "$here/res_format.c" "$san"
	t_expect_rc 4
	expect_line "res_format    3  TPASS  :  third case"
fi

# ---- numbering, checkpoints and teardown under stress ----

# count_ok FIRST_N SECOND_N: the TPASS numbers are 1..FIRST_N, then (after
# the test's reset) 1..SECOND_N, each exactly once; SECOND_N 0: no reset.
count_ok() {
	awk -v a="$1" -v b="$2" '$3 == "TPASS" { n[$2]++; t++ }
		END {
			for (i = 1; i <= a; i++)
				if (n[i] != 1 + (i <= b)) {
					print "number " i ": " n[i] + 0 " times"
					exit 1
				}
			if (t != a + b) {
				print t " results"
				exit 1
			}
		}' "$T_OUT"
}

t_case "tst_count under 8 threads and 4 children: numbers 1..24000, each once"
t_run 60 "$BIN/count"
t_expect_rc 0
t_expect_true "numbers repeat or are missing" count_ok 24000 0

t_case "a test's own tst_count = 0 restarts the numbering for threads and children alike"
t_run 60 "$BIN/count" -z
t_expect_rc 0
t_expect_true "numbers repeat or are missing" count_ok 16000 8000

t_case "a signal handler's results while the test forks: no hang on the numbering's lock"
t_run 60 "$BIN/handler_res"
t_expect_rc 0
t_expect_count 'TPASS  :  tick$' 100

t_case "a retried tst_checkpoint_wait(0, 50) after a timeout is released by the parent's wake"
t_run 30 "$BIN/checkpoint" -r
t_expect_rc 0
expect_line "checkpoint    1  TPASS  :  the retried wait was released"
t_expect_no_grep 'TFAIL|TBROK'

t_case "teardown 2>&1 | head -1: the supervisor survives the closed pipe, removes tmpdir and page"
td_prepare
TMPDIR=$TD_TMP t_run 60 bash -c \
	'"$0" -s 2>&1 | head -1; echo "supervisor exit ${PIPESTATUS[0]}"' \
	"$BIN/teardown"
td_parse "$T_OUT"
t_expect_grep '^supervisor exit 2$'
t_expect_true "tmpdir '$TD_DIR' or page '$TD_PAGE' left behind" td_gone
t_expect_true "something left in TMPDIR" test -z "$(ls -A "$TD_TMP")"

t_case "SIGTERM to the supervisor: teardown, then it dies of SIGTERM"
td_prepare
td_start "$T_OUT" env TMPDIR="$TD_TMP" "$BIN/teardown" -w
kill -TERM "$TD_PID"
wait "$TD_PID"
T_RC=$?
t_expect_rc 143
t_expect_grep '^teardown    1  TBROK  :  old_main\.c:[0-9]+: the supervisor got SIGTERM'
t_expect_true "tmpdir '$TD_DIR' or page '$TD_PAGE' left behind" td_gone
t_expect_true "the test process $TD_TPID is still there" td_wait_gone "$TD_TPID"

killed="a SIGKILLed supervisor takes the test process along; the next run removes what it left"
if td_ns_start; then
	ns="nsenter -t $TD_NS -m -w"
	t_case "$killed"
	td_prepare
	td_start "$T_OUT" $ns env TMPDIR="$TD_TMP" "$BIN/teardown" -w
	td_killed
	TMPDIR=$TD_TMP t_run 20 $ns "$BIN/teardown"
	t_expect_rc 0
	t_expect_grep "removed .*$(dirname "$TD_DIR").* left by a killed run"
	t_expect_true "tmpdir '$TD_DIR' or page '$TD_PAGE' still there" td_gone
	t_expect_true "something left in TMPDIR" test -z "$(ls -A "$TD_TMP")"
	[ -n "$TD_TPID" ] && kill -KILL "$TD_TPID" 2>/dev/null
	td_ns_stop
else
	t_skip "$killed" "needs root for a /dev/shm of its own"
fi

t_case "a path written into the shared page is not what the supervisor removes"
td_prepare
mkdir -p "$TD_TMP/decoy"
echo precious >"$TD_TMP/decoy/keep"
TMPDIR=$TD_TMP t_run 20 "$BIN/teardown" -o "$TD_TMP/decoy"
td_parse "$T_OUT"
t_expect_rc 0
t_expect_grep "TINFO  :  wrote $TD_TMP/decoy into the page [1-9][0-9]* times"
t_expect_true "the decoy named in the page was removed" \
	test "$(cat "$TD_TMP/decoy/keep" 2>/dev/null)" = precious
t_expect_true "tmpdir '$TD_DIR' or page '$TD_PAGE' left behind" td_gone

# ---- the background cases ----

t_case "a hung legacy test is killed on timeout: reported, child reaped, tmpdir removed"
wait $hang_job
cp "$BG/hang.out" "$T_OUT"
T_RC=$(cat "$BG/hang.rc")
t_expect_rc 2
t_expect_grep '^hang        0  TINFO  :  tmpdir /.* child [0-9]+$'
t_expect_grep '^hang        1  TBROK  :  old_main\.c:[0-9]+: Test timed out after 30s$'
dir=$(sed -n 's/.*TINFO  :  tmpdir \(.*\) child [0-9]*$/\1/p' "$T_OUT")
child=$(sed -n 's/.*TINFO  :  tmpdir .* child \([0-9]*\)$/\1/p' "$T_OUT")
t_expect_true "the tmpdir '$dir' is removed" test -n "$dir" -a ! -e "$dir"
t_expect_true "the child $child is gone" test -n "$child" -a ! -d "/proc/$child"

t_case "a checkpoint wait nobody wakes is TBROK after 10 s, through cleanup"
wait $ckpt_job
cp "$BG/ckpt.out" "$T_OUT"
T_RC=$(cat "$BG/ckpt.rc")
t_expect_rc 2
t_expect_grep "^checkpoint    1  TBROK  :  checkpoint\.c:$(line_of checkpoint.c 'TST_SAFE_CHECKPOINT_WAIT(cleanup, 7)'): checkpoint 7: .*ETIMEDOUT"
t_expect_count '^cleanup run' 1

t_case "option parsing: 500 fuzzed argv/USC_* inputs under ASan+UBSan, none crashes, hangs or misparses (seed 1)"
# each input forks an ASan child (slow under load): fewer inputs, a hang guard
# that a loaded machine does not reach
t_run 180 "$BIN/fuzz/fuzz_old_opts" -s 1 -n 500
t_expect_rc 0
t_expect_grep '^fuzz_old_opts: 500 inputs, 0 failed'

t_case "the old-options fuzzer's oracle fails on a wrong reference, and -r replays it"
t_run 30 "$BIN/fuzz/fuzz_old_opts" -s 1 -n 300 -B
t_expect_rc 1
t_expect_grep '^fuzz_old_opts: input seed 0x[0-9a-f]+: the loop ends at another iteration'
seed=$(sed -n 's/^fuzz_old_opts: input seed \(0x[0-9a-f]*\): .*/\1/p' "$T_OUT" | head -n 1)
t_run 10 "$BIN/fuzz/fuzz_old_opts" -r "${seed:-none}" -B
t_expect_rc 1
t_expect_grep "^fuzz_old_opts: input seed $seed: the loop ends at another iteration"
t_run 10 "$BIN/fuzz/fuzz_old_opts" -r "${seed:-none}"
t_expect_rc 0

t_case "an option value with a tab or a non-ASCII byte is quoted in the TBROK line"
t_run 10 "$BIN/res_format" -i $'3\t\xff'
t_expect_rc 2
t_expect_grep "OPTION PARSING ERROR - -i: invalid number of iterations '3\\\\x09\\\\xff'$"
t_run 10 "$BIN/res_format" $'-\x01'
t_expect_rc 2
t_expect_grep "invalid option -- '\\\\x01'$"

t_case "-I of a few nanoseconds still runs the test once"
t_run 10 "$BIN/res_format" -I 1e-30
t_expect_rc 4
t_expect_count 'third case' 1

t_done
