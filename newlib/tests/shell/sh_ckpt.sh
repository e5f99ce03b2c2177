#!/bin/bash
# Checkpoints between the test process, its background jobs and an
# exec()ed C helper, all on the one shared page. -m picks the scenario.
TST_TESTFUNC=do_test
TST_NEEDS_CHECKPOINTS=1
TST_OPTS="m:c:"
TST_PARSE_ARGS=parse_args
MODE=pingpong
C_HELPER=

parse_args()
{
	case $1 in
	m) MODE=$2 ;;
	c) C_HELPER=$2 ;;
	esac
}

pingpong()
{
	local i rounds=20

	(
		for ((i = 0; i < rounds; i++)); do
			TST_CHECKPOINT_WAIT 0
			TST_CHECKPOINT_WAKE 1
		done
		tst_res TPASS "the job did $rounds rounds"
	) &
	for ((i = 0; i < rounds; i++)); do
		TST_CHECKPOINT_WAKE 0
		TST_CHECKPOINT_WAIT 1
	done
	wait $!
	tst_res TPASS "$rounds round trips with a background job"
}

# A wake returns only once its waiters have arrived: each job writes its
# mark before it waits, so after WAKE2 both marks must be there.
wake2()
{
	local j

	for j in 1 2; do
		(echo "job $j" >>"$MARKS"; TST_CHECKPOINT_WAIT 3; tst_res TPASS "job $j released") &
	done
	TST_CHECKPOINT_WAKE2 3 2
	EXPECT_PASS test "$(wc -l <"$MARKS")" = 2
	wait
}

do_test()
{
	case $MODE in
	pingpong) pingpong ;;
	wake2)
		MARKS=$(mktemp)
		wake2
		rm -f "$MARKS"
		;;
	helper)
		# The C helper reports TPASS and wakes checkpoint 0.
		"$C_HELPER" &
		TST_CHECKPOINT_WAIT 0
		wait $!
		tst_res TPASS "woken by the C helper"
		;;
	raw)
		# The helper program itself, as a background job would call it.
		tst_checkpoint wake 10000 2 1 &
		TST_CHECKPOINT_WAIT 2
		wait $! && tst_res TPASS "tst_checkpoint wake 10000 2 1 woke the test"
		;;
	timeout)
		TST_CHECKPOINT_WAIT 5 200 # MARK-wait
		tst_res TFAIL "the wait returned"
		;;
	badid) TST_CHECKPOINT_WAKE 100000 ;;
	esac
}

# shellcheck source=SCRIPTDIR/../../shell/tst_test.sh
. "$(dirname "$0")/../../shell/tst_test.sh"
tst_run
