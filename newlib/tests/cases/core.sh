# Cases for the core: results, supervision, tmpdir, checkpoints, options.
# Sourced by run.sh; $BIN holds the built programs.

SUMMARY_OK='^passed +1$'

t_case "a passing test exits 0, runs in its tmpdir and removes it"
t_run 20 "$BIN/lib_pass"
t_expect_rc 0
t_expect_grep '^lib_pass.c:[0-9]+: TPASS: access\(".", W_OK\) passed$'
t_expect_grep '^passed +3$'
t_expect_grep 'TPASS: st.st_mode & 07777 == 0777 \(511\)'
dir=$(sed -n 's/.*runs in its tmpdir //p' "$T_OUT")
t_expect_true "tmpdir '$dir' was not removed" test -n "$dir" -a ! -e "$dir"

t_case "a test with globals named like libc functions the library calls (flock, dirfd, wait) runs"
libc_tmp=$(mktemp -d)
: >"$libc_tmp/tst_not_a_page"
TMPDIR=$libc_tmp t_run 20 "$BIN/lib_libc_name"
rm -rf "$libc_tmp"
t_expect_rc 0
t_expect_grep 'TPASS: started beside globals named flock, dirfd, wait'

t_case "a test's own main() hands over with tst_run_tcases(): its options parsed, every case run, no return"
t_run 20 "$BIN/lib_own_main" -o word
t_expect_rc 0
t_expect_count 'TPASS: set_by_main == 42' 2
t_expect_grep 'TINFO: case 1, -o word'
t_expect_no_grep 'TFAIL'

t_case "pass + skip exits 0; skip alone exits 32"
t_run 20 "$BIN/lib_results" -r pc
t_expect_rc 0
t_expect_grep '^skipped +1$'
t_run 20 "$BIN/lib_results" -r c
t_expect_rc 32

t_case "fail, warn and broken bits; the summary comes last"
t_run 20 "$BIN/lib_results" -r f
t_expect_rc 1
t_expect_grep '^failed +1$'
t_expect_true "summary is not last" test "$(tail -n 1 "$T_OUT")" = "warnings 0"
t_run 20 "$BIN/lib_results" -r fw
t_expect_rc 5
t_run 20 "$BIN/lib_results" -r pcw
t_expect_rc 36

t_case "tst_res() refuses a constant TBROK at build time, as the real library does; one in a variable is reported"
printf '%s\n' '#include "tst_test.h"' \
	'static void run(void) { tst_res(TBROK | TERRNO, "broken"); }' \
	'static struct tst_test test = { .test_all = run };' >"$T_TMP/res_tbrok.c"
t_run 60 cc -std=gnu11 -D_GNU_SOURCE -pthread -I"$here/../include" \
	-c -o "$T_TMP/res_tbrok.o" "$T_TMP/res_tbrok.c"
t_expect_true "a constant TBROK built" [ "$T_RC" != 0 ]
t_expect_grep 'size of unnamed array is negative'
t_expect_grep 'res_tbrok.c:2:.*in expansion of macro .tst_res'
sed -i 's/TBROK | TERRNO/TPASS | TERRNO/' "$T_TMP/res_tbrok.c"
t_run 60 cc -std=gnu11 -D_GNU_SOURCE -pthread -I"$here/../include" \
	-c -o "$T_TMP/res_tbrok.o" "$T_TMP/res_tbrok.c"
t_expect_rc 0
t_run 20 "$BIN/lib_results" -r pb
t_expect_rc 2
t_expect_grep 'TBROK: a broken result from a variable'
t_expect_grep '^broken +1$'

t_case "a test with no results is TBROK"
t_run 20 "$BIN/lib_results" -r n
t_expect_rc 2
t_expect_grep 'TBROK: the test reported no results'

t_case "a test process exiting 1 with no failure reported is TBROK"
t_run 20 "$BIN/lib_results" -r px
t_expect_rc 2
t_expect_grep 'TBROK: the test process exited with status 1'

t_case "errno names for TERRNO, TTERRNO, TRERRNO"
t_run 20 "$BIN/lib_results" -r e
t_expect_grep '^lib_results.c:[0-9]+: TINFO: errno: ENOENT \(No such file or directory\)$'
t_expect_grep '^lib_results.c:[0-9]+: TINFO: TST_ERR: EPERM \(Operation not permitted\)$'
t_expect_grep '^lib_results.c:[0-9]+: TINFO: TST_RET: EINVAL \(Invalid argument\)$'

t_case "tags are printed as a hint on failure only"
t_run 20 "$BIN/lib_results" -r f
t_expect_grep 'linux-git b2052564e66d'
t_run 20 "$BIN/lib_results" -r p
t_expect_no_grep 'b2052564e66d'

t_case "timeout kills the test, its children and grandchildren"
start=$(date +%s)
t_run 30 "$BIN/lib_timeout"
t_expect_rc 2
t_expect_grep '^tst_test.c:[0-9]+: TBROK: the test timed out after 2s'
t_expect_true "took more than 8s" test $(($(date +%s) - start)) -lt 8
sleep 0.2
t_expect_true "a sleeper survived: $(pgrep -l tstsleeper | tr '\n' ' ')" \
	test -z "$(pgrep tstsleeper)"

t_case "LTP_TIMEOUT_MUL scales the timeout"
LTP_TIMEOUT_MUL=0.5 t_run 30 "$BIN/lib_timeout"
t_expect_rc 2
t_expect_grep 'timed out after 1s'

t_case "a timeout of 0.2 s is reported as 0.2s, not 0s"
LTP_TIMEOUT_MUL=0.1 t_run 30 "$BIN/lib_timeout"
t_expect_rc 2
t_expect_grep 'TBROK: the test timed out after 0\.2s \(timeout per run'

t_case "a crash is TBROK naming the signal; tmpdir removed, symlink not followed"
outside=$(mktemp -d)
echo precious >"$outside/keep"
# Under AddressSanitizer its own SIGSEGV handler must not catch the crash.
ASAN_OPTIONS=handle_segv=0 t_run 20 "$BIN/lib_crash" -o "$outside"
t_expect_rc 2
t_expect_grep 'TBROK: the test process was killed by SIGSEGV \(signal 11\)'
dir=$(sed -n 's/.*TINFO: tmpdir //p' "$T_OUT")
t_expect_true "tmpdir '$dir' left behind" test -n "$dir" -a ! -e "$dir"
t_expect_true "file behind the symlink was removed" test -f "$outside/keep"
t_expect_true "a mount inside the tmpdir is left" \
	sh -c "! grep -q ' $dir/' /proc/self/mountinfo"
rm -rf "$outside"

t_case "8 threads x 10000 results are counted exactly, one line each"
t_run 60 "$BIN/lib_threads"
t_expect_rc 0
t_expect_grep '^passed +80000$'
t_expect_count '^lib_threads.c:[0-9]+: TPASS: thread [0-7] result [0-9]+$' 80000

t_case "8 children x 10000 results are counted exactly, one line each"
t_run 60 "$BIN/lib_children"
t_expect_rc 0
t_expect_grep '^passed +80000$'
t_expect_count '^lib_children.c:[0-9]+: TPASS: child [0-7] result [0-9]+$' 80000

t_case "a forked child returning from the test function ends there: no next case, no cleanup"
t_run 20 "$BIN/lib_child_return"
t_expect_rc 0
t_expect_no_grep 'TFAIL|TBROK'
t_expect_count 'TPASS: the child of case [01] returns' 2
t_expect_count 'TPASS: case [01] done' 2

t_case "the children of a case are waited for before the next case (ltp_clone7, CLONE_VM)"
t_run 20 "$BIN/lib_reap_each_case"
t_expect_rc 0
t_expect_no_grep 'TFAIL|TBROK'
t_expect_grep 'TPASS: child_tid == pid'
t_expect_grep 'TPASS: the child of case 0 ended before case 1'

t_case "checkpoint ping-pong between parent and child"
t_run 30 "$BIN/lib_ckpt" -m pingpong
t_expect_rc 0
t_expect_grep 'TPASS: 1000 round trips'

t_case "WAKE2 releases exactly the waiters it names"
t_run 30 "$BIN/lib_ckpt" -m wake2
t_expect_rc 0
t_expect_grep '^passed +3$'

t_case "a checkpoint wait that nobody wakes is TBROK naming the id"
t_run 30 "$BIN/lib_ckpt" -m wait_timeout
t_expect_rc 2
t_expect_grep '^lib_ckpt.c:[0-9]+: TBROK: checkpoint 5: wait timed out: ETIMEDOUT'

t_case "a checkpoint wake that finds no waiter is TBROK naming the id"
LTP_TIMEOUT_MUL=0.1 t_run 30 "$BIN/lib_ckpt" -m wake_timeout
t_expect_rc 2
t_expect_grep '^lib_ckpt.c:[0-9]+: TBROK: checkpoint 7: wake timed out'

t_case "a waiter that timed out and is gone: the next WAKE finds no waiter (TBROK), it does not return"
LTP_TIMEOUT_MUL=0.1 t_run 30 "$BIN/lib_ckpt" -m stale
t_expect_rc 2
t_expect_grep '^lib_ckpt.c:[0-9]+: TINFO: the wait at checkpoint 2 timed out'
t_expect_grep '^lib_ckpt.c:[0-9]+: TBROK: checkpoint 2: wake timed out'
t_expect_no_grep 'TFAIL'

t_case "of three waiters the second gives up: WAKE2(2) releases the first and the third"
t_run 30 "$BIN/lib_ckpt" -m middle
t_expect_rc 0
t_expect_grep 'TPASS: the first was released'
t_expect_grep 'TPASS: the second gave up'
t_expect_grep 'TPASS: the third was released'
t_expect_grep '^passed +3$'

t_case "waits, wakes and timeouts racing on one id: every release has its wake, every wake its waiter"
t_run 60 "$BIN/lib_ckpt" -m stress
t_expect_rc 0
t_expect_grep 'TPASS: every release had its wake'
t_expect_grep 'TPASS: the checkpoint works after the storm'
t_expect_no_grep 'TFAIL'

t_case "a bad checkpoint id is TBROK"
t_run 30 "$BIN/lib_ckpt" -m badid
t_expect_rc 2
t_expect_grep 'TBROK: checkpoint 100000: no such checkpoint'

t_case "an exec()ed helper reports and wakes through tst_reinit()"
# the test runs in its tmpdir (checkpoints imply one): an absolute PATH
PATH="$(cd "$BIN" && pwd):$PATH" t_run 30 "$BIN/lib_reinit"
t_expect_rc 0
t_expect_grep '^lib_reinit_child.c:[0-9]+: TPASS: helper reports'
t_expect_grep '^passed +2$'

if [ "$(id -u)" = 0 ]; then
	t_case "a helper exec()ed as nobody attaches through the descriptor the test process keeps; the page stays 0600"
	PATH="$(cd "$BIN" && pwd):$PATH" t_run 30 "$BIN/lib_reinit" -u
	t_expect_rc 0
	t_expect_grep '^lib_reinit_child.c:[0-9]+: TPASS: helper reports'
	t_expect_grep '^passed +2$'
else
	t_skip "lib_reinit -u" "needs root"
fi

t_case "tst_brk(TFAIL) and tst_brk(TPASS) in a child end only the child; its result counts"
t_run 20 "$BIN/lib_brk" -m child
t_expect_rc 1
t_expect_grep 'TPASS: parent goes on after the child.s tst_brk \(exited with 0\)'
t_expect_grep '^failed +1$'
t_expect_count 'cleanup entered' 1
t_run 20 "$BIN/lib_brk" -m pass
t_expect_rc 0
t_expect_grep 'TPASS: child is done'
t_expect_grep 'TPASS: parent goes on after the child.s tst_brk \(exited with 0\)'
t_expect_grep '^passed +2$'

t_case "tst_brk(TBROK) in a child kills the waiting test process: no wait for the timeout, one TBROK"
LTP_TIMEOUT_MUL=0.2 t_run 20 "$BIN/lib_brk" -m child-broken
t_expect_rc 2
t_expect_grep 'TBROK: child gives up'
t_expect_grep 'TINFO: a child reported TBROK: killing the test process'
t_expect_no_grep 'timed out|TFAIL|killed by'
t_expect_grep '^broken +1$'

t_case "tst_brk() and variants: TFAIL, TCONF and TPASS end the variant, TBROK the test"
t_run 20 "$BIN/lib_brk_variant" -m fail
t_expect_rc 1
t_expect_count 'TFAIL: variant [0-2] ends' 3
t_run 20 "$BIN/lib_brk_variant" -m conf
t_expect_rc 32
t_expect_count 'TCONF: variant [0-2] ends' 3
t_run 20 "$BIN/lib_brk_variant" -m pass
t_expect_rc 0
t_expect_count 'TPASS: variant [0-2] ends' 3
t_run 20 "$BIN/lib_brk_variant" -m broken
t_expect_rc 2
t_expect_count 'TBROK: variant 0 ends' 1
t_expect_no_grep 'variant 2 of 3'

t_case "tst_res_() and tst_brk_() through one pointer type with the caller's file and line (the suite's fanotify.h)"
t_run 20 "$BIN/lib_brk_ptr"
t_expect_rc 32
t_expect_grep '^caller\.c:11: TINFO: FLAG_A not supported here\?'
t_expect_grep '^caller\.c:22: TCONF: FLAG_B not supported here\?'
t_expect_no_grep 'TFAIL'

t_case "tst_brk runs cleanup once; tst_brk(TBROK) inside cleanup is a TWARN and returns, the cleanup goes on (the real library's tst_cvres)"
t_run 20 "$BIN/lib_brk" -m cleanup
t_expect_rc 6
t_expect_count 'cleanup entered' 1
t_expect_grep 'TBROK: test gives up'
t_expect_no_grep 'TFAIL'
t_expect_grep 'TWARN: broken inside cleanup'
t_expect_grep 'TINFO: cleanup goes on after its tst_brk'
t_expect_grep '^broken +1$'
t_expect_grep '^warnings +1$'

t_case "a passing test whose cleanup's SAFE_CLOSE() and SAFE_UNLINK() fail: two TWARNs, every step of the cleanup runs, exit 4"
t_run 20 "$BIN/lib_brk" -m cleanup-safe
t_expect_rc 4
t_expect_grep 'TPASS: the cleanup will find the fd closed'
t_expect_grep 'TWARN: close\([0-9]+\) failed: EBADF'
t_expect_grep 'TINFO: cleanup goes on after SAFE_CLOSE\(\)'
t_expect_grep 'TWARN: unlink\(no-such-file\) failed: ENOENT'
t_expect_grep 'TINFO: cleanup goes on after SAFE_UNLINK\(\)'
t_expect_grep '^passed +1$'
t_expect_grep '^broken +0$'
t_expect_grep '^warnings +2$'

t_case "a thread's tst_brk while cleanup joins that thread: the thread ends, the cleanup goes on (no hang until the timeout)"
LTP_TIMEOUT_MUL=0.2 t_run 20 "$BIN/lib_brk" -m thread
t_expect_rc 2
t_expect_grep 'TBROK: thread gives up during cleanup'
t_expect_grep 'TINFO: cleanup joined the thread'
t_expect_no_grep 'timed out'
t_expect_grep '^broken +1$'

t_case "-h lists the test's options and exits 0"
t_run 10 "$BIN/lib_opts" -h
t_expect_rc 0
t_expect_grep '^ -s ARG +a string value$'
t_expect_grep '^ -f +a flag$'

t_case "-i 3 runs three times; test options reach the test"
t_run 10 "$BIN/lib_opts" -i 3 -s hello -f
t_expect_rc 0
t_expect_count 'TPASS: iteration [0-9] str=hello flag=set' 3

t_case "-I runs for a duration"
t_run 10 "$BIN/lib_opts" -I 0.3
t_expect_rc 0
t_expect_grep 'TPASS: iteration 2 '

bad_usage() {
	t_expect_rc 2
	t_expect_grep "$1"
	t_expect_no_grep 'TPASS'
}

t_case "bad option values end with a reason and exit 2"
t_run 10 "$BIN/lib_opts" -i abc
bad_usage "^lib_opts: -i 'abc': expected a whole number >= 1$"
t_run 10 "$BIN/lib_opts" -i 0
bad_usage "-i '0'"
t_run 10 "$BIN/lib_opts" -I -1
bad_usage "-I '-1'"
t_run 10 "$BIN/lib_opts" -x
bad_usage '^lib_opts: unknown option -x$'
t_run 10 "$BIN/lib_opts" -s
bad_usage '^lib_opts: option -s needs an argument$'
t_run 10 "$BIN/lib_opts" extra
bad_usage "unexpected argument 'extra'"

t_case "bad environment values end with a reason and exit 2"
LTP_TIMEOUT_MUL=abc t_run 10 "$BIN/lib_opts"
bad_usage "LTP_TIMEOUT_MUL='abc': expected a decimal number >= 0.1"
LTP_TIMEOUT_MUL=0.01 t_run 10 "$BIN/lib_opts"
bad_usage "LTP_TIMEOUT_MUL='0.01'"
LTP_RUNTIME_MUL=1x t_run 10 "$BIN/lib_opts"
bad_usage "LTP_RUNTIME_MUL='1x'"
TMPDIR=relative t_run 10 "$BIN/lib_opts"
bad_usage "TMPDIR='relative': must be an absolute path"

t_case "test cases and variants: setup/cleanup per variant"
t_run 20 "$BIN/lib_cases"
t_expect_rc 0
t_expect_count 'TPASS: case (zero|one|two) variant [01]$' 6
t_expect_count 'TINFO: (setup|cleanup) variant' 4

t_case ".min_kver in the future is TCONF"
t_run 10 "$BIN/lib_kver"
t_expect_rc 32
t_expect_grep 'TCONF: the kernel is too old: .*, the test needs 99.0'
t_expect_no_grep 'TFAIL'

t_case ".needs_root: passes as root, TCONF as nobody"
if [ "$(id -u)" = 0 ]; then
	t_run 10 "$BIN/lib_root"
	t_expect_rc 0
	TMPDIR=/tmp t_run 10 setpriv --reuid=65534 --regid=65534 \
		--clear-groups "$BIN/lib_root"
	t_expect_rc 32
	t_expect_grep 'TCONF: the test needs root \(it runs as uid 65534\)'
else
	t_run 10 "$BIN/lib_root"
	t_expect_rc 32
fi

t_case "TST_EXP_FAIL_ARR and relatives: with the count (2024) and without it (2022 form: the array's size), with and without a message"
t_run 10 "$BIN/lib_exp_arr"
t_expect_rc 1
t_expect_grep '^passed +8$'
t_expect_grep '^failed +4$'
t_expect_no_grep 'TBROK|TWARN'
t_expect_grep '^lib_exp_arr.c:21: TPASS: counted msg: ENOENT'
t_expect_grep '^lib_exp_arr.c:23: TFAIL: access\("/nonexistent", F_OK\) expected ENOTDIR: ENOENT'
t_expect_grep '^lib_exp_arr.c:24: TPASS: pointer and a short count: ENOENT'
t_expect_grep '^lib_exp_arr.c:29: TPASS: access\("/nonexistent", F_OK\): ENOENT'
t_expect_grep '^lib_exp_arr.c:30: TPASS: plain msg: ENOENT'
t_expect_grep '^lib_exp_arr.c:31: TFAIL: msg with 1 argument expected ENOTTY, EISDIR: ENOENT'
t_expect_grep '^lib_exp_arr.c:33: TPASS: open\(\) uncounted: ENOENT'
t_expect_grep '^lib_exp_arr.c:35: TFAIL: open\("/dev/null", O_RDONLY\) succeeded$'
t_expect_no_grep '^lib_exp_arr.c:37:'
t_expect_grep '^lib_exp_arr.c:39: TFAIL: silent, counted expected ENOTDIR: ENOENT'

t_case "TST_EXP_*: every macro passing and failing, messages as the suite prints them"
t_run 10 "$BIN/lib_exp"
t_expect_rc 1
t_expect_grep '^passed +22$'
t_expect_grep '^failed +14$'
t_expect_no_grep 'TBROK|TWARN'
# The call's text as written (F_OK, not 0); the errno after a pass.
t_expect_grep '^lib_exp.c:19: TPASS: access\("/", F_OK\) passed$'
t_expect_grep '^lib_exp.c:20: TFAIL: access\("/nonexistent", F_OK\) failed: ENOENT'
t_expect_grep '^lib_exp.c:40: TPASS: access\("/nonexistent", F_OK\): ENOENT'
# The test's own message with its arguments instead of the call's text.
t_expect_grep '^lib_exp.c:21: TFAIL: getpid\(\) > 0 invalid retval 1'
t_expect_grep '^lib_exp.c:42: TFAIL: custom text expected EPERM: ENOENT'
t_expect_grep '^lib_exp.c:30: TFAIL: negative value failed'
# Silent forms print nothing on success, but set TST_PASS.
t_expect_no_grep '^lib_exp.c:(22|29|31|35|46|48|79):'
t_expect_grep 'TPASS: Expect: TST_PASS after a silent pass'
t_expect_grep 'TPASS: Expect: TST_PASS after a silent expected failure'
t_expect_grep "TPASS: Expect: TST_EXP_FD's value is the fd"
# FAIL: 0 is success; FAIL2: any value >= 0; anything else but -1 invalid.
t_expect_grep '^lib_exp.c:41: TFAIL: access\("/", F_OK\) succeeded$'
t_expect_grep '^lib_exp.c:43: TFAIL: dup\(-1\) \+ 3 invalid retval 2'
t_expect_grep '^lib_exp.c:44: TFAIL: open\("/dev/null", O_RDONLY\) succeeded$'
t_expect_grep '^lib_exp.c:51: TFAIL: .* expected EPERM: ENOENT'
t_expect_grep '^lib_exp.c:34: TFAIL: getpid\(\) > 0 retval 1 != 0'
t_expect_grep '^lib_exp.c:63: TPASS: mmap\(NULL, 0, .*\): EINVAL'
t_expect_grep '^lib_exp.c:75: TFAIL: 2 \+ 2 \(4\) != 5 \(5\)$'
t_expect_grep '^lib_exp.c:76: TPASS: -1UL == ~0UL \(18446744073709551615\)$'
t_expect_grep '^lib_exp.c:81: TFAIL: s \(abcdef\) != "abc" \(abc\)$'
t_expect_grep '^lib_exp.c:84: TFAIL: Expect: 1 \+ 1 == 3$'

t_case ".runtime bounds a loop through tst_remaining_runtime()"
t_run 20 "$BIN/lib_runtime"
t_expect_rc 0
t_expect_grep 'TPASS: looped [0-9]+ times'

t_case "tst_res_hexd: a short dump on the message's line, a long one after it in lines of 16; an unused pid is unused"
t_run 20 "$BIN/lib_misc"
t_expect_rc 0
t_expect_grep 'TINFO: short dump: 00 01 02 03$'
t_expect_grep 'TINFO: long dump of 40$'
t_expect_grep 'TINFO: 00 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e 0f$'
t_expect_grep 'TINFO: 20 21 22 23 24 25 26 27$'
t_expect_count '^passed +3$' 1

t_case "tst_printf(): pieces of a line, unprefixed; tst_no_corefile(): an abort without a core"
t_run 20 "$BIN/hdr_printf_core"
t_expect_rc 0
t_expect_grep '^   42:         7\+$'
t_expect_grep 'TINFO: no core file from process [0-9]+'
t_expect_count 'TPASS' 2

t_case "tst_syscall: a real call returns its value; a missing one is TCONF naming it"
t_run 20 "$BIN/lib_syscall"
t_expect_rc 0
t_expect_grep 'TPASS: tst_syscall\(__NR_getpid\) = [0-9]+$'
t_expect_grep 'TCONF: syscall\(-1\) __TST_NR_INVALID not supported on this system$'
t_expect_no_grep 'TFAIL'

t_case ".needs_checkpoints and .mntpoint imply the tmpdir, the mntpoint made in it"
t_run 20 "$BIN/lib_implied_tmpdir"
t_expect_rc 0
t_expect_count 'TPASS' 3
t_expect_no_grep 'TFAIL|TBROK|TWARN'
t_expect_true "made_here left in the start directory" test ! -e made_here
