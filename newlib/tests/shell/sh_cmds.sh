#!/bin/bash
# TST_NEEDS_CMDS / TST_NEEDS_ROOT: a missing command (or not being root)
# is TCONF before setup runs. SH_CMDS names the commands.
TST_TESTFUNC=do_test
TST_SETUP=setup
TST_NEEDS_CMDS=${SH_CMDS:-sh tst_no_such_command_x}
TST_NEEDS_ROOT=${SH_ROOT:-0}

setup()
{
	tst_res TINFO "setup ran"
}

do_test()
{
	tst_res TPASS "all of '$TST_NEEDS_CMDS' found"
}

# shellcheck source=SCRIPTDIR/../../shell/tst_test.sh
. "$(dirname "$0")/../../shell/tst_test.sh"
tst_run
