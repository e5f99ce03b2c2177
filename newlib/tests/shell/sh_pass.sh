#!/bin/bash
# A passing shell test: setup, TST_CNT cases, cleanup, in a tmpdir.
TST_TESTFUNC=do_test
TST_CNT=3
TST_SETUP=setup
TST_CLEANUP=cleanup
TST_NEEDS_TMPDIR=1

setup()
{
	tst_res TINFO "setup in $PWD"
}

cleanup()
{
	tst_res TINFO "cleanup ran"
}

do_test()
{
	case $1 in
	1) EXPECT_PASS test "$PWD" = "$TST_TMPDIR" ;;
	2) EXPECT_FAIL test -e no-such-file ;;
	3)
		ROD echo hello \> greeting
		EXPECT_PASS grep -q hello greeting
		;;
	esac
}

# shellcheck source=SCRIPTDIR/../../shell/tst_test.sh
. "$(dirname "$0")/../../shell/tst_test.sh"
tst_run
