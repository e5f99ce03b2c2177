#!/bin/bash
# Results from subshells, background jobs and command substitutions are
# counted once each; -i N runs the cases again.
TST_TESTFUNC=do_test
TST_CNT=2

JOBS=4
PER_JOB=10

do_test()
{
	local j n out

	case $1 in
	1)
		for ((j = 0; j < JOBS; j++)); do
			(
				for ((n = 0; n < PER_JOB; n++)); do
					tst_res TPASS "job $j result $n"
				done
			) &
		done
		wait
		;;
	2)
		(tst_res TPASS "from a subshell")
		out=$(tst_res TPASS "from a command substitution" 2>&1)
		echo "$out" >&2
		{ tst_res TWARN "from a pipeline"; } | cat
		;;
	esac
}

# shellcheck source=SCRIPTDIR/../../shell/tst_test.sh
. "$(dirname "$0")/../../shell/tst_test.sh"
tst_run
