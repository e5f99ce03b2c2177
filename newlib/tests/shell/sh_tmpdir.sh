#!/bin/bash
# The tmpdir: made for the test, mode 0777, its working directory, and
# removed afterwards with all it holds: files, a read-only directory, and a
# symlink to -o DIR, whose contents must survive.
TST_TESTFUNC=do_test
TST_NEEDS_TMPDIR=1
TST_OPTS="o:"
TST_PARSE_ARGS=parse_args
OUTSIDE=

parse_args()
{
	OUTSIDE=$2
}

do_test()
{
	tst_res TINFO "tmpdir $TST_TMPDIR"
	EXPECT_PASS test "$PWD" = "$TST_TMPDIR"
	EXPECT_PASS test "$(stat -c %a .)" = 777
	ROD mkdir -p sub/deeper
	ROD echo data \> sub/deeper/file
	ROD chmod 0555 sub
	[ -z "$OUTSIDE" ] || ROD ln -s "$OUTSIDE" escape
	EXPECT_PASS test -d "$TST_STARTWD"
}

# shellcheck source=SCRIPTDIR/../../shell/tst_test.sh
. "$(dirname "$0")/../../shell/tst_test.sh"
tst_run
