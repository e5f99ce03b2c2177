#!/bin/bash
# A hung test function: it leaves a background sleeper in its process
# group and one in a session of its own, then hangs. TST_TIMEOUT=1 must end
# it, kill both sleepers and skip nothing of the supervisor's teardown.
TST_TESTFUNC=do_test
TST_TIMEOUT=${SH_TIMEOUT:-1}
TST_NEEDS_TMPDIR=1

do_test()
{
	sleep 100 &
	tst_res TINFO "sleeper in the group: $!"
	setsid sleep 100 &
	tst_res TINFO "sleeper in its own session: $!"
	tst_res TINFO "tmpdir $PWD"
	tst_res TPASS "about to hang"
	sleep 100
	tst_res TFAIL "the hang ended on its own"
}

# shellcheck source=SCRIPTDIR/../../shell/tst_test.sh
. "$(dirname "$0")/../../shell/tst_test.sh"
tst_run
