#!/bin/bash
# The sleeps, cleanup and verdict passes of tst-convert, each run alone by
# run-pass.
#
#   fixtures/NAME.c -> NAME.exp   the pass named by NAME's prefix (sleeps_,
#                                 cleanup_, verdict_) gives exactly NAME.exp,
#                                 with the messages and TODO(convert) count
#                                 expected
#                                 (sleeps_ltp_*: real files of the suite,
#                                 unchanged, built without -Werror);
#                                 run again on NAME.exp it changes nothing;
#                                 NAME.exp builds against oldlib-compat and
#                                 passes when run
#   corpus                        the 21 sleep-synchronised bundled tests:
#                                 sleeps then cleanup leave no sleep and no
#                                 TODO, the result builds and passes
#   --proof                       old and converted, PROOF_REPEAT runs each,
#                                 every run must pass; prints the times
#
# Environment (set by converter/passes.mk): RUN_PASS, OLD_CC, OLD_LIBS,
# LEGACY (testcases/legacy).
set -u

HERE=$(cd "$(dirname "$0")" && pwd)
T_SUITE=${T_SUITE:-converter-passes}
. "$HERE/../../../mk/testlib.sh"

FIX=$HERE/fixtures
W=$T_TMP

# The bundled tests that synchronise parent and child with sleep().
SYNC="epoll02 eventfd02 fcntl04 flock02 getrusage02 kill03 kill04 lseek02
mmap01 mq_timedreceive01 msgrcv01 nanosleep01 open02 pause01 pipe02 poll02
select01 semop01 shmat01 sigsuspend01 waitpid02"

# pass SPEC SRC OUT: run-pass, the result to OUT, messages to $T_OUT.
# (-I FIX: a fixture's helper header, verdict_header.h, for its copies)
pass() {
	t_run 60 bash -c 'cd "$(dirname "$3")" &&
		"$0" -I "$1" -I "$5" "$2" "$(basename "$3")" >"$4"' \
		"$RUN_PASS" "$LEGACY/include" "$1" "$2" "$3" "$FIX"
}

# build SRC BIN [FLAGS]: the legacy build, against oldlib-compat.
build() {
	$OLD_CC -I"$FIX" ${3:-} -o "$2" "$1" $OLD_LIBS >"$W/cc.log" 2>&1
}

# build_case SRC BIN [FLAGS]: build in a case; the compiler's words go to
# its output.
build_case() {
	build "$1" "$2" "${3:-}" && return 0
	cat "$W/cc.log" >>"$T_OUT"
	t_fail_ "does not build against oldlib-compat"
	return 1
}

# same EXPECTED GOT: equal files; the difference goes into the case output.
same() {
	diff -u "$1" "$2" >>"$T_OUT" 2>&1
}

# What each fixture's messages must say (extended regexps, ';'-separated)
# and how many TODO(convert) markers it must get.
declare -A MSGS TODOS
MSGS[sleeps_missed]="34: sleep\(\) -> pause\(\): the child waits there for the parent's signal, and past the sleep it only reports that none came;72: sleep\(\) -> pause\(\): the child waits;88: usleep\(\) kept: the child waits here for the parent's signal;110: sleep\(\) kept: the child waits here"
MSGS[sleeps_block]="46: sleep\(\) -> state wait 'S': the child blocks in safe_read;59: usleep\(\) kept: no child"
MSGS[sleeps_handler]="56: sleep\(\) -> checkpoint 0 \+ state wait 'S': the child installs a handler \(signal\(\)\) and then blocks in pause;tst_tmpdir\(\) added to setup\(\), tst_rmdir\(\) to cleanup"
MSGS[sleeps_step]="64: sleep\(\) -> checkpoint 1: the child wakes the parent when its step is done"
MSGS[sleeps_sem_post]="63: sleep\(\) -> checkpoint 0: the child wakes the parent when its step is done, before exit\(\);93: sleep\(\) -> state wait 'S': the child blocks in semop"
MSGS[sleeps_msgsnd_full]="87: sleep\(\) -> state wait 'S': the child blocks in msgsnd\(\);106: sleep\(\) -> checkpoint 0: the child wakes the parent when its step is done, before exit\(\)"
MSGS[sleeps_sibling]="64: TODO\(convert\): sleep\(\) kept: the parent only waits for its children, and the child it forked at line 48 runs beside this one;88: sleep\(\) -> state wait 'S' on the parent, which blocks in pause\(\)"
MSGS[sleeps_runs_until]="56: sleep\(\) kept: the child loops until a call it makes says stop"
MSGS[sleeps_poll_file]="37: usleep\(\) kept: polls in a loop until its condition holds: it tests it again after each sleep, so it ends when that holds, whichever side brings it about"
MSGS[sleeps_child_waits]="32: sleep\(\) -> checkpoint 0: the parent wakes the child before safe_waitpid;68: sleep\(\) -> state wait 'S' on the parent;checkpoints set up after tst_tmpdir"
MSGS[sleeps_fork_loop_poll]="61: usleep\(\) kept: polls in a loop whose body computes what its condition reads \(seen\)"
MSGS[sleeps_poll_todo]="35: sleep\(\) -> state wait 'Z': a waitpid\(WNOHANG\) loop;55: usleep\(\) -> removed: the parent waits for the child right after it;71: TODO\(convert\): usleep\(\) kept: the child sleeps too;68: TODO\(convert\): usleep\(\) kept: the parent sleeps too"
MSGS[sleeps_corpus_kill04]="71: sleep\(\) -> checkpoint 0 \+ state wait 'S'.*prh_sigaction.*pause"
MSGS[sleeps_corpus_mq_timedreceive01]="91: sleep\(\) -> state wait 'S': the child blocks in mq_timedreceive;116: sleep\(\) -> checkpoint 0 \+ state wait 'S'.*mq_receive"
MSGS[sleeps_corpus_sigsuspend01]="112: sleep\(\) -> checkpoint 0 \+ state wait 'S'.*sigsuspend"
MSGS[sleeps_flag]="90: sleep\(\) -> checkpoint 0: the loop waits for ready, set by on_ready\(\) on SIGUSR1; the child wakes it;110: usleep\(\) -> checkpoint 1: the loop waits for go, set by on_go\(\) on SIGUSR2; the parent wakes it;136: usleep\(\) kept: waits for expired, set by on_alarm\(\) when its own alarm\(\) expires"
MSGS[sleeps_killed]="52: sleep\(\) -> state wait 'S': the child sleeps in sleep\(\) until the parent signals it;36: sleep\(\) -> pause\(\): the parent kills the child there with SIGKILL;72: sleep\(\) kept: the child waits here for the parent's signal;94: usleep\(\) -> pause\(\): an endless loop;105: sleep\(\) -> pause\(\): an endless loop;96: sleep\(\) -> state wait 'S': the child blocks in pause"
MSGS[sleeps_shapes]="52: sleep\(\) -> state wait 'S': the child blocks in pause;70: sleep\(\) -> state wait 'S': the child blocks in read;92: sleep\(\) -> state wait 'S';112: usleep\(\) -> state wait 'S';124: sleep\(\) -> checkpoint 0: the parent wakes the child before safe_waitpid;no TST_CHECKPOINT_INIT\(\): the test has no setup"
MSGS[sleeps_timer]="75: usleep\(\) -> state wait 'S': the loop timed its own alarm\(\) so that the child blocks in read\(\) first;103: usleep\(\) kept: waits for rung, set by on_ring\(\) when its own alarm\(\) expires"
MSGS[sleeps_helper_array]="87: sleep\(\) -> state wait 'S': the child blocks in pause;98: TODO\(convert\): sleep\(\) kept: the child was made in another function"
MSGS[sleeps_kept]="63: usleep\(\) kept: polls with a time limit;80: nanosleep\(\) kept: its result is used;105: usleep\(\) kept: no child runs beside it;40: usleep\(\) kept: paces a loop;96: usleep\(\) kept: the child holds what it did for a while"
MSGS[sleeps_reaped]="43: usleep\(\) kept: the parent reaped the child before it: no child runs beside it;35: usleep\(\) -> state wait 'S' on the parent, which blocks in wait"
MSGS[sleeps_reaped_turn]="22: usleep\(\) kept: the parent reaped the child before it: no child runs beside it"
MSGS[sleeps_reap_loop]="53: usleep\(\) -> removed: the parent waits for the child right after it"
MSGS[sleeps_ltp_kill12]="128: sleep\(\) -> checkpoint 0: the loop waits for chflag, set by chsig\(\) on SIGCHLD;234: sleep\(\) -> sigsuspend\(\) in wait_for_chflag\(\): .*no checkpoint: .*the parent signals the child otherwise first"
MSGS[sleeps_shared]="84: usleep\(\) -> checkpoint 0: the loop waits for shm->ready, memory the child shares and sets;109: usleep\(\) -> checkpoint 1: the loop waits for cloned;133: TODO\(convert\): usleep\(\) kept: waits for shm->done, which the child sets: the child sets it in a loop;156: TODO\(convert\): usleep\(\) kept: waits for shm->any, which the child sets: several children set it"
MSGS[sleeps_sigwait]="83: usleep\(\) -> sigsuspend\(\) in wait_for_reaped\(\): the loop waits for reaped, set by on_chld\(\) on SIGCHLD.*no kill\(\);100: sleep\(\) -> sigsuspend\(\) in wait_for_started\(\).*otherwise first;121: TODO\(convert\): usleep\(\) kept: .*; no sigsuspend\(\) wait: its address is taken"
MSGS[sleeps_ltp_setsid01]="157: sleep\(\) -> checkpoint 0: the parent wakes the child before wait"
MSGS[sleeps_ltp_nanosleep03]="81: sleep\(\) -> state wait 'S': the child blocks in nanosleep;115: nanosleep\(\) kept: its result is used"
MSGS[sleeps_ltp_waitpid02]="152: usleep\(\) -> pause\(\): an endless loop"
MSGS[sleeps_ltp_mkdir09]="199: sleep\(\) kept: the child works in a loop until a signal handler sets its flag;220: sleep\(\) kept: the child works in a loop until a signal handler sets its flag"
MSGS[sleeps_work_until_signal]="75: sleep\(\) kept: the child works in a loop until a signal handler sets its flag: the sleep is how long the child runs before the parent signals it to stop"
MSGS[sleeps_work_until_store]="75: sleep\(\) kept: the child works in a loop until memory the parent writes after the sleep says stop;98: sleep\(\) -> checkpoint 0: the child wakes the parent when its step is done, before exit\(\)"
MSGS[sleeps_killed_unreaped]="42: TODO\(convert\): sleep\(\) kept: the parent SIGKILLs children it never reaps \(kill\(\) at line 44\);63: TODO\(convert\): sleep\(\) kept: the parent SIGKILLs children it never reaps"
MSGS[sleeps_counted]="92: usleep\(\) -> state wait 'S': the child blocks in read;31: sleep\(\) -> pause\(\): the child waits there for the parent's signal, and past the sleep it only reports that none came;64: usleep\(\) -> pause\(\): the parent kills the child there with SIGKILL"
MSGS[sleeps_group_kill]="26: sleep\(\) -> pause\(\): the parent kills the child there with SIGKILL sent to its group;44: usleep\(\) -> removed: the process sent SIGKILL to itself just before;63: sleep\(\) -> removed: the process sent SIGKILL to itself"
MSGS[sleeps_wait_helper]="58: usleep\(\) -> checkpoints 0 \(value 3\): wait_done\(\) polled sh->done;51: usleep\(\) -> checkpoints 1 \(value 2\), 2 \(value 1\): wait_for_state\(\);64: TODO\(convert\): usleep\(\) kept: wait_count\(\) waits for sh->count == 1, which the other side sets: a store of a value not known;70: TODO\(convert\): usleep\(\) kept: wait_ready\(\) waits for sh->ready == 4, which the other side sets: the waiting side blocks in a call before it"
MSGS[sleeps_both_sides]="45: usleep\(\) kept: the child runs it too \(after the fork, before the branch on the pid\)"
MSGS[sleeps_zombie]="37: usleep\(\) -> state wait 'Z': the parent then looks at the child's end without reaping it \(waitpid\(\)\);60: TODO\(convert\): usleep\(\) kept: the child's pid is not kept;78: usleep\(\) -> exit wait: .* ignores SIGCHLD: the child is reaped as it exits"
MSGS[sleeps_eintr]="54: TODO\(convert\): usleep\(\) kept: the parent catches SIGUSR1 without SA_RESTART"
MSGS[sleeps_signalled]="56: TODO\(convert\): sleep\(\) kept: the parent signalled the child before: .*the end of what it kills"
MSGS[sleeps_signal_then_sleep]="56: TODO\(convert\): usleep\(\) kept: the child signalled another process just before: the sleep is the time for that signal \(kill\(\) at line 55\) to act there;65: usleep\(\) kept: the child holds what it did for a while"
MSGS[sleeps_sigaction_struct]="82: sleep\(\) -> sigsuspend\(\) in wait_for_ready\(\): the loop waits for ready, set by on_ready\(\) on SIGUSR1"
MSGS[sleeps_eintr_restart]="52: usleep\(\) -> removed: the parent waits for the child right after it"
MSGS[sleeps_killed_end]="67: sleep\(\) -> state wait 'Z' on gpid: kill\(\) sent it SIGKILL just before;99: TODO\(convert\): usleep\(\) kept: the parent signalled the child before"
MSGS[sleeps_pidns]="126: sleep\(\) -> state wait 'S': the child blocks in pause;51: TODO\(convert\): sleep\(\) kept: it runs in a new PID namespace;65: sleep\(\) -> removed: the child blocks in pause\(\) with no handler and nothing before it, and the parent's kill\(\) next ends it;69: TODO\(convert\): sleep\(\) kept: it waits for the end of kids\[KIDS - 1\], killed just before, but runs in a new PID namespace;84: TODO\(convert\): sleep\(\) kept: the child runs in a new PID namespace"
MSGS[sleeps_loop_counter_reset]="67: TODO\(convert\): sleep\(\) kept: the loop of forks' counter is set again before the sleep"
MSGS[sleeps_poll_until_none]="66: sleep\(\) -> removed: the loop after it polls for the children's end \(WNOHANG\) until none is left"
MSGS[sleeps_libclone]="55: usleep\(\) -> removed: the parent waits for the child right after it;69: usleep\(\) kept: no child runs beside it"
MSGS[verdict_header_check]="23: the test reports no pass \(the old library took exit 0 for one\)"
MSGS[verdict_header_pass]="17: no TPASS here, but check_and_report\(\) of another file may report the passes: none added"
MSGS[cleanup_cleanup0]="cleanup functions cleanup0\(\), cleanup\(\) merged into one cleanup\(\)"
MSGS[cleanup_rename]="cleanup functions early_cleanup\(\), late_cleanup\(\) merged;TODO\(convert\): release kept as it was: whether it was mounted"
MSGS[cleanup_single]="todos 0 cleanups 1$"
MSGS[cleanup_corpus_statfs01]="merged into one cleanup"
MSGS[cleanup_exit_return]="cleanup functions cleanup1\(\), cleanup\(\) merged into one cleanup\(\)"
MSGS[cleanup_corpus_msgget01]="merged into one cleanup"
MSGS[cleanup_corpus_semop01]="merged into one cleanup"
MSGS[cleanup_setup_first]="todos 0 cleanups 1$"
MSGS[cleanup_case_table]="67: cleanup\(\) moved down to where cleanup_file\(\) was: what it releases is declared after it;merged into one cleanup"
MSGS[verdict_silent]="52: the test reports no pass .*: each run reports TPASS when no other result came before"
MSGS[verdict_killed]="39: children killed in a loop and not all waited for: the run reaps them at its end"
MSGS[verdict_killed_callee]="40: children killed in a function the run calls and never waited for: the run reaps them at its end"
MSGS[verdict_killed_pid]="43: children killed in a loop and not all waited for: the run reaps them at its end"
MSGS[verdict_cases]="27: the test reports no pass"
MSGS[verdict_loopless]="31: the test reports no pass .*: each run reports TPASS when no other result came before"
MSGS[verdict_old_decl]="19: the test reports no pass .*: each run reports TPASS when no other result came before"
MSGS[verdict_main_exit]="40: main\(\)'s exit\(0\) ends the run: it reports TPASS first when no other result came before;18: the test reports no pass .*: each run reports TPASS"
MSGS[verdict_cond_type]="31: the test reports no pass .*: each run reports TPASS when no other result came before"
MSGS[verdict_cond_effect]="17: a result type chosen by a condition with an effect: no pass added;26: the test reports no pass: none could be added"
TODOS[sleeps_poll_todo]=2
TODOS[sleeps_zombie]=1
TODOS[sleeps_eintr]=1
TODOS[sleeps_signalled]=1
TODOS[sleeps_signal_then_sleep]=1
TODOS[sleeps_killed_end]=1
TODOS[sleeps_killed_unreaped]=2
TODOS[sleeps_pidns]=3
TODOS[sleeps_wait_helper]=2
TODOS[sleeps_sigwait]=1
TODOS[sleeps_shared]=2
TODOS[sleeps_helper_array]=1
TODOS[sleeps_loop_counter_reset]=1
TODOS[sleeps_sibling]=1
TODOS[cleanup_rename]=1
# Fixtures the verdict pass must leave silent (no pass could be added
# safely): their run reports no TPASS either.
declare -A SILENT
SILENT[verdict_cond_effect]=1

fixture() {
	local c=$1 name pass spec re
	name=$(basename "$c" .c)
	pass=${name%%_*}
	mkdir -p "$W/$name" "$W/$name.again"

	t_case "$name: the $pass pass gives $name.exp"
	pass "$pass" "$c" "$W/$name/$name.c"
	t_expect_rc 0
	t_expect_true "result differs from $name.exp" \
		same "$FIX/$name.exp" "$W/$name/$name.c"
	t_expect_grep "todos ${TODOS[$name]:-0} "
	IFS=';' read -ra spec <<<"${MSGS[$name]:-}"
	for re in "${spec[@]}"; do
		t_expect_grep "$re"
	done

	t_case "$name: a second $pass run changes nothing"
	cp "$FIX/$name.exp" "$W/$name.again/$name.c"
	pass "$pass" "$W/$name.again/$name.c" "$W/$name.again/out.c"
	t_expect_rc 0
	t_expect_true "second run changed the text" \
		same "$FIX/$name.exp" "$W/$name.again/out.c"

	t_case "$name: the result builds against oldlib-compat and passes"
	# real files of the suite (sleeps_ltp_*) are kept as they were: their
	# warnings are theirs
	build_case "$W/$name/$name.c" "$W/$name/bin" \
		"$([[ $name == *_ltp_* ]] && echo -Wno-error)" || return 0
	t_run 60 "$W/$name/bin"
	t_expect_rc 0
	if [ -n "${SILENT[$name]:-}" ]; then
		t_expect_no_grep 'TPASS'
	else
		t_expect_grep 'TPASS'
	fi
	t_expect_no_grep 'TFAIL|TBROK|TWARN'
}

corpus() {
	local t=$1 d=$W/corpus/$1

	mkdir -p "$d"
	t_case "corpus $t: sleeps,cleanup convert every sleep; it builds and passes"
	pass sleeps,cleanup "$LEGACY/$t.c" "$d/$t.c"
	t_expect_rc 0
	t_expect_grep 'todos 0 '
	t_expect_true "a sleep is left" \
		bash -c '! grep -nE "\<u?sleep\(" "$0" >>"$1"' "$d/$t.c" "$T_OUT"
	build_case "$d/$t.c" "$d/bin" || return 0
	t_run 60 "$d/bin"
	t_expect_rc 0
	t_expect_no_grep 'TFAIL|TBROK|TWARN'
}

now_ns() {
	date +%s%N
}

# run_n BIN N: N runs; prints "passed total_ns".
run_n() {
	local i ok=0 t0 t1 total=0

	for ((i = 0; i < $2; i++)); do
		t0=$(now_ns)
		timeout 120 "$1" >/dev/null 2>&1 </dev/null && ok=$((ok + 1))
		t1=$(now_ns)
		total=$((total + t1 - t0))
	done
	echo "$ok $total"
}

proof() {
	local n=${PROOF_REPEAT:-20} t old new o_ok o_ns n_ok n_ns
	local o_sum=0 n_sum=0 bad=0

	mkdir -p "$W/old" "$W/new"
	printf '%-18s %9s %9s %10s %10s %7s\n' test old-pass new-pass \
		old-s new-s ratio
	for t in $SYNC; do
		cp "$LEGACY/$t.c" "$W/old/$t.c"
		build "$W/old/$t.c" "$W/old/$t" || { echo "$t: old build failed"; bad=1; continue; }
		(cd "$W/new" && "$RUN_PASS" -I "$LEGACY/include" sleeps,cleanup \
			"$LEGACY/$t.c" >"$W/new/$t.c" 2>/dev/null)
		build "$W/new/$t.c" "$W/new/$t" || { echo "$t: new build failed"; bad=1; continue; }
		read -r o_ok o_ns < <(run_n "$W/old/$t" "$n")
		read -r n_ok n_ns < <(run_n "$W/new/$t" "$n")
		o_sum=$((o_sum + o_ns))
		n_sum=$((n_sum + n_ns))
		[ "$o_ok" = "$n" ] && [ "$n_ok" = "$n" ] || bad=1
		awk -v t="$t" -v n="$n" -v oo="$o_ok" -v no="$n_ok" -v os="$o_ns" \
			-v ns="$n_ns" 'BEGIN { printf "%-18s %6d/%-2d %6d/%-2d %10.2f %10.3f %7.0f\n",
				t, oo, n, no, n, os / 1e9, ns / 1e9, os / ns }'
	done
	awk -v n="$n" -v os="$o_sum" -v ns="$n_sum" 'BEGIN {
		printf "suite, %d runs of each: old %.1f s, converted %.2f s, %.0fx faster\n",
			n, os / 1e9, ns / 1e9, os / ns }'
	return $bad
}

if [ "${1:-}" = --proof ]; then
	proof
	exit
fi

for c in "$FIX"/*.c; do
	fixture "$c"
done
for t in $SYNC; do
	corpus "$t"
done
t_done
