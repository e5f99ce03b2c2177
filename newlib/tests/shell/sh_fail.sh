#!/bin/bash
# A failing shell test: one TFAIL by hand, one from EXPECT_PASS.
TST_TESTFUNC=do_test

do_test()
{
	tst_res TPASS "first check"
	tst_res TFAIL "the value was 3, expected 4" # MARK-tfail
	EXPECT_PASS test 1 -eq 2 # MARK-expect
}

# shellcheck source=SCRIPTDIR/../../shell/tst_test.sh
. "$(dirname "$0")/../../shell/tst_test.sh"
tst_run
