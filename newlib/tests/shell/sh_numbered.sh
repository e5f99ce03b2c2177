#!/bin/bash
# TST_CNT with numbered functions: do_test1 .. do_test3 instead of one
# function taking the number.
TST_TESTFUNC=do_test
TST_CNT=3

do_test1() { tst_res TPASS "first"; }
do_test2() { tst_res TPASS "second"; }
do_test3() { tst_res TPASS "third"; }

# shellcheck source=SCRIPTDIR/../../shell/tst_test.sh
. "$(dirname "$0")/../../shell/tst_test.sh"
tst_run
