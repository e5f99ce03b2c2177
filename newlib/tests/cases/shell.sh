# Cases for the shell library newlib/shell/tst_test.sh: the bash tests in
# newlib/tests/shell/ run with the helper programs built next to $BIN.
# Sourced by run.sh.

SH_DIR=$here/shell
SH_HELPERS=$(cd "$BIN/../shell-helpers" 2>/dev/null && pwd)
SH_BIN=$(cd "$BIN" && pwd)

# sh_run SECONDS SCRIPT [ARGS...]: run a shell test with the built helpers.
sh_run() {
	local limit=$1 script=$2

	shift 2
	t_run "$limit" env TST_SHELL_HELPERS="$SH_HELPERS" \
		bash "$SH_DIR/$script" "$@"
}

# sh_line SCRIPT MARK: the line number of MARK in SCRIPT.
sh_line() {
	grep -n -- "$2" "$SH_DIR/$1" | head -n 1 | cut -d: -f1
}

t_case "shell: a passing test runs setup, TST_CNT cases, cleanup; exit 0"
sh_run 10 sh_pass.sh
t_expect_rc 0
t_expect_grep '^sh_pass.sh:[0-9]+: TPASS: test -e no-such-file failed as expected \(exit status 1\)$'
t_expect_grep '^sh_pass.sh:[0-9]+: TPASS: grep -q hello greeting passed$'
t_expect_count 'TINFO: setup in ' 1
t_expect_count 'TINFO: cleanup ran$' 1
t_expect_grep '^passed +3$'
t_expect_true "summary is not last" test "$(tail -n 1 "$T_OUT")" = "warnings 0"
dir=$(sed -n 's/.*TINFO: setup in //p' "$T_OUT")
t_expect_true "tmpdir '$dir' was not removed" test -n "$dir" -a ! -e "$dir"

t_case "shell: a failing test exits 1; lines name the script and the line"
sh_run 10 sh_fail.sh
t_expect_rc 1
t_expect_grep "^sh_fail.sh:$(sh_line sh_fail.sh MARK-tfail): TFAIL: the value was 3, expected 4\$"
t_expect_grep "^sh_fail.sh:$(sh_line sh_fail.sh MARK-expect): TFAIL: test 1 -eq 2 failed \\(exit status 1\\)\$"
t_expect_grep '^passed +1$'
t_expect_grep '^failed +2$'

t_case "shell: tst_brk TCONF exits 32 after running cleanup once"
sh_run 10 sh_brk.sh -m conf
t_expect_rc 32
t_expect_grep "^sh_brk.sh:$(sh_line sh_brk.sh MARK-conf): TCONF: not on this system\$"
t_expect_count 'TINFO: cleanup ran$' 1
t_expect_grep '^skipped +1$'

t_case "shell: tst_brk TBROK ends the test; cleanup runs once, never recursively"
sh_run 10 sh_brk.sh -m brk
t_expect_rc 2
t_expect_count 'TBROK: case 1 broke$' 1
t_expect_no_grep 'case 2'
t_expect_count 'TINFO: cleanup finished$' 1
sh_run 10 sh_brk.sh -m setup
t_expect_rc 2
t_expect_grep "^sh_brk.sh:$(sh_line sh_brk.sh MARK-setup): TBROK: setup gave up\$"
t_expect_count 'TINFO: cleanup ran$' 1
t_expect_no_grep 'TPASS'
sh_run 10 sh_brk.sh -m cleanup
t_expect_rc 2
t_expect_count 'TINFO: cleanup ran$' 1
t_expect_count 'TBROK: cleanup gave up$' 1
t_expect_no_grep 'cleanup finished'

t_case "shell: exit in a test function is TBROK, and cleanup still runs"
sh_run 10 sh_brk.sh -m exit
t_expect_rc 2
t_expect_grep '^tst_test.sh:[0-9]+: TBROK: the test process exited with status 3 in do_test\(\)'
t_expect_count 'TINFO: cleanup ran$' 1
t_expect_grep '^broken +1$'

t_case "shell: tst_brk in a subshell ends the subshell only, and counts"
sh_run 10 sh_brk.sh -m sub
t_expect_rc 2
t_expect_count 'TBROK: in a subshell$' 2
t_expect_count 'TPASS: case [12] went on after the subshell ended$' 2
t_expect_grep '^broken +2$'

t_case "shell: SIGTERM to a shell test is TBROK naming it; cleanup runs; the supervisor dies of it after its teardown"
# Once the test sleeps in case 1, so that its trap is there.
t_run 20 env TST_SHELL_HELPERS="$SH_HELPERS" bash -c '
	bash "$0" -m sleep >"$1" 2>&1 & pid=$!
	for i in $(seq 200); do grep -q "case 1 sleeps" "$1" && break; sleep 0.05; done
	kill -TERM $pid; wait $pid; rc=$?; cat "$1"; exit $rc' \
	"$SH_DIR/sh_brk.sh" "$T_TMP/sigterm.out"
t_expect_rc 143
t_expect_grep '^tst_test.sh:[0-9]+: TBROK: the test process got SIGTERM$'
t_expect_grep '^tst_shell_run.c:[0-9]+: TBROK: the supervisor got SIGTERM: the test was stopped$'
t_expect_count 'TINFO: cleanup ran$' 1
t_expect_no_grep 'case 2'

t_case "shell: no result is TBROK; pass + skip exits 0"
sh_run 10 sh_brk.sh -m none
t_expect_rc 2
t_expect_grep 'TBROK: the test reported no results'
sh_run 10 sh_brk.sh -m passconf
t_expect_rc 0
t_expect_grep '^skipped +1$'

t_case "shell: -h lists the test's options; bad options exit 2 before any test code"
sh_run 10 sh_brk.sh -h
t_expect_rc 0
t_expect_grep '^Usage: sh_brk.sh \[-h\] \[-i N\] \[-I SECONDS\] \[test options\]$'
t_expect_grep '^ -m MODE '
sh_run 10 sh_brk.sh -x
t_expect_rc 2
t_expect_grep '^sh_brk.sh: unknown option -x$'
t_expect_grep '^Usage: '
t_expect_no_grep 'setup done|Summary'
sh_run 10 sh_brk.sh -i 0
t_expect_rc 2
t_expect_grep "^sh_brk.sh: -i '0': expected a whole number >= 1\$"
sh_run 10 sh_brk.sh -I 1x
t_expect_rc 2
sh_run 10 sh_brk.sh -m
t_expect_rc 2
t_expect_grep 'option -m needs an argument'
sh_run 10 sh_brk.sh -m bogus
t_expect_rc 2
t_expect_grep "^sh_brk.sh:[0-9]+: TBROK: -m 'bogus': unknown mode\$"
t_expect_no_grep 'setup done|Summary'
sh_run 10 sh_brk.sh stray
t_expect_rc 2
t_expect_grep "unexpected argument 'stray'"

t_case "shell: -i 3 runs the cases three times, setup and cleanup once"
sh_run 10 sh_brk.sh -m pass -i 3
t_expect_rc 0
t_expect_count 'TPASS: case [12]$' 6
t_expect_count 'TINFO: setup done$' 1
t_expect_count 'TINFO: cleanup ran$' 1

t_case "shell: -I SECONDS repeats the cases for that long"
start=$(date +%s%N)
sh_run 10 sh_brk.sh -m pass -I 0.3
t_expect_rc 0
n=$(grep -c 'TPASS: case 2$' "$T_OUT")
t_expect_true "only $n runs in 0.3s" test "$n" -ge 2
t_expect_true "took 2s or more" test $((($(date +%s%N) - start) / 1000000)) -lt 2000

t_case "shell: TST_CNT with numbered functions do_test1..do_test3"
sh_run 10 sh_numbered.sh
t_expect_rc 0
t_expect_grep "^sh_numbered.sh:$(sh_line sh_numbered.sh 'do_test2()'): TPASS: second\$"
t_expect_grep '^passed +3$'

t_case "shell: garbage in LTP_TIMEOUT_MUL or TST_TIMEOUT is exit 2"
LTP_TIMEOUT_MUL=abc sh_run 10 sh_pass.sh
t_expect_rc 2
t_expect_grep "LTP_TIMEOUT_MUL='abc'"
t_expect_no_grep 'TPASS'
LTP_TIMEOUT_MUL=0.05 sh_run 10 sh_pass.sh
t_expect_rc 2
SH_TIMEOUT=soon sh_run 10 sh_timeout.sh
t_expect_rc 2
t_expect_grep "^sh_timeout.sh: TST_TIMEOUT='soon': expected"

t_case "shell: a hung test is TBROK on timeout; its children are killed"
start=$(date +%s%N)
sh_run 10 sh_timeout.sh
t_expect_rc 2
t_expect_grep '^tst_shell_run.c:[0-9]+: TBROK: the test timed out after 1s \(TST_TIMEOUT=1, LTP_TIMEOUT_MUL=1\)'
t_expect_no_grep 'the hang ended'
t_expect_grep '^passed +1$'
t_expect_true "took 3s or more" test $((($(date +%s%N) - start) / 1000000)) -lt 3000
for pid in $(sed -n 's/.*TINFO: sleeper .*: //p' "$T_OUT"); do
	t_expect_true "sleeper $pid survived" sh -c "! ps -o comm= -p $pid | grep -q sleep"
done
t_expect_count 'TINFO: sleeper ' 2
dir=$(sed -n 's/.*TINFO: tmpdir //p' "$T_OUT")
t_expect_true "tmpdir '$dir' was not removed" test -n "$dir" -a ! -e "$dir"

t_case "shell: LTP_TIMEOUT_MUL scales TST_TIMEOUT"
SH_TIMEOUT=2 LTP_TIMEOUT_MUL=0.5 sh_run 10 sh_timeout.sh
t_expect_rc 2
t_expect_grep 'timed out after 1s \(TST_TIMEOUT=2, LTP_TIMEOUT_MUL=0.5\)'

t_case "shell: TST_TIMEOUT is per iteration: -i 4 of 0.5s each fits in 1s runs"
SH_TIMEOUT=1 sh_run 10 sh_brk.sh -m nap -i 4
t_expect_rc 0
t_expect_no_grep 'timed out'
t_expect_grep '^passed +8$'

t_case "shell: results of background jobs, subshells and pipelines count once"
sh_run 20 sh_count.sh -i 2
t_expect_rc 4
t_expect_count '^sh_count.sh:[0-9]+: TPASS: job [0-3] result [0-9]$' 80
t_expect_grep '^passed +84$'
t_expect_grep '^warnings +2$'

t_case "shell: checkpoint ping-pong between the test and a background job"
sh_run 10 sh_ckpt.sh -m pingpong
t_expect_rc 0
t_expect_grep 'TPASS: 20 round trips with a background job$'
t_expect_grep '^passed +2$'

t_case "shell: TST_CHECKPOINT_WAKE2 returns once both waiters arrived"
sh_run 10 sh_ckpt.sh -m wake2
t_expect_rc 0
t_expect_grep 'TPASS: test 2 = 2 passed$'
t_expect_grep '^passed +3$'

t_case "shell: a C helper (tst_reinit) and tst_checkpoint share the test's page"
sh_run 10 sh_ckpt.sh -m helper -c "$SH_BIN/lib_reinit_child"
t_expect_rc 0
t_expect_grep '^lib_reinit_child.c:[0-9]+: TPASS: helper reports through the shared page$'
t_expect_grep '^passed +2$'
sh_run 10 sh_ckpt.sh -m raw
t_expect_rc 0
t_expect_grep '^passed +1$'

t_case "shell: a checkpoint timeout or a bad id is TBROK naming the id"
sh_run 10 sh_ckpt.sh -m timeout
t_expect_rc 2
t_expect_grep "^sh_ckpt.sh:$(sh_line sh_ckpt.sh MARK-wait): TBROK: checkpoint 5: wait timed out after 200 ms\$"
t_expect_no_grep 'the wait returned'
sh_run 10 sh_ckpt.sh -m badid
t_expect_rc 2
t_expect_grep 'TBROK: checkpoint 100000: no such checkpoint'

t_case "shell: a missing TST_NEEDS_CMDS command is TCONF before setup"
sh_run 10 sh_cmds.sh
t_expect_rc 32
t_expect_grep "TCONF: the test needs the command 'tst_no_such_command_x'"
t_expect_no_grep 'setup ran'
SH_CMDS="sh cat" sh_run 10 sh_cmds.sh
t_expect_rc 0

t_case "shell: TST_NEEDS_ROOT as an unprivileged user is TCONF"
if [ "$(id -u)" = 0 ]; then
	SH_ROOT=1 SH_CMDS=sh t_run 10 setpriv --reuid=65534 --regid=65534 \
		--clear-groups env TST_SHELL_HELPERS="$SH_HELPERS" \
		bash "$SH_DIR/sh_cmds.sh"
else
	SH_ROOT=1 SH_CMDS=sh sh_run 10 sh_cmds.sh
fi
t_expect_rc 32
t_expect_grep 'TCONF: the test needs root \(it runs as uid [1-9][0-9]*\)'

t_case "shell: the tmpdir is 0777 and the cwd; removed without following a symlink"
outside=$(mktemp -d)
echo precious >"$outside/keep"
sh_run 10 sh_tmpdir.sh -o "$outside"
t_expect_rc 0
t_expect_grep 'TPASS: test 777 = 777 passed$'
t_expect_grep '^passed +3$'
dir=$(sed -n 's/.*TINFO: tmpdir //p' "$T_OUT")
t_expect_true "tmpdir '$dir' was not removed" test -n "$dir" -a ! -e "$dir"
t_expect_true "the file behind the symlink was removed" test -f "$outside/keep"
rm -rf "$outside"

t_case "shell: the library needs bash and names missing helpers"
t_run 10 sh "$SH_DIR/sh_pass.sh"
t_expect_rc 2
t_expect_grep 'tst_test.sh: needs bash'
t_run 10 env TST_SHELL_HELPERS=/nonexistent bash "$SH_DIR/sh_pass.sh"
t_expect_rc 2
t_expect_grep 'cannot find the helper programs'

t_case "shell: make install-shell; an installed test finds its helpers itself"
inst="$T_TMP/shinst"
t_run 300 make -s -C "$here/../.." install-shell PREFIX="$inst"
t_expect_rc 0
t_expect_true "tst_test.sh not in share/tst" test -f "$inst/share/tst/tst_test.sh"
for h in tst_shell_run tst_res_cmd tst_checkpoint; do
	t_expect_true "$h not in bin" test -x "$inst/bin/$h"
done
cat >"$T_TMP/inst_sh.sh" <<EOS
TST_TESTFUNC=do_test
TST_NEEDS_CHECKPOINTS=1
do_test()
{
	tst_checkpoint wake 10000 1 1 &
	TST_CHECKPOINT_WAIT 1
	EXPECT_PASS test "\$(command -v tst_checkpoint)" = "$inst/bin/tst_checkpoint"
}
. "$inst/share/tst/tst_test.sh"
tst_run
EOS
t_run 10 env -u TST_SHELL_HELPERS PATH=/usr/bin:/bin bash "$T_TMP/inst_sh.sh"
t_expect_rc 0
t_expect_grep '^inst_sh.sh:[0-9]+: TPASS: test .*/bin/tst_checkpoint passed$'
t_expect_grep '^passed +1$'
