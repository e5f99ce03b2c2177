#!/bin/bash
# tst_brk and cleanup: -m MODE picks where the test ends.
TST_TESTFUNC=do_test
TST_CNT=2
TST_SETUP=setup
TST_CLEANUP=cleanup
TST_OPTS="m:"
TST_PARSE_ARGS=parse_args
TST_USAGE=usage
TST_TIMEOUT=${SH_TIMEOUT:-30}
MODE=pass

usage()
{
	echo " -m MODE     pass, conf, brk, setup, cleanup, exit, sub, none, passconf, sleep, nap"
}

parse_args()
{
	case $1 in
	m)
		case $2 in
		pass | conf | brk | setup | cleanup | exit | sub | none | passconf | sleep | nap) MODE=$2 ;;
		*) tst_brk TBROK "-m '$2': unknown mode" ;;
		esac
		;;
	esac
}

setup()
{
	[ "$MODE" = setup ] && tst_brk TBROK "setup gave up" # MARK-setup
	tst_res TINFO "setup done"
}

cleanup()
{
	tst_res TINFO "cleanup ran"
	[ "$MODE" = cleanup ] && tst_brk TBROK "cleanup gave up"
	tst_res TINFO "cleanup finished"
}

do_test()
{
	case $MODE in
	pass) tst_res TPASS "case $1" ;;
	conf) tst_brk TCONF "not on this system" # MARK-conf
	;;
	brk | cleanup) tst_brk TBROK "case $1 broke" ;;
	exit) exit 3 ;;
	sub)
		(tst_brk TBROK "in a subshell")
		tst_res TPASS "case $1 went on after the subshell ended"
		;;
	none) : ;;
	nap)
		sleep 0.25
		tst_res TPASS "case $1 napped"
		;;
	sleep)
		tst_res TPASS "case $1 sleeps"
		sleep 1
		tst_res TINFO "case $1 slept"
		;;
	passconf)
		[ "$1" = 1 ] && tst_res TPASS "case 1"
		[ "$1" = 2 ] && tst_res TCONF "case 2 skipped"
		;;
	esac
}

# shellcheck source=SCRIPTDIR/../../shell/tst_test.sh
. "$(dirname "$0")/../../shell/tst_test.sh"
tst_run
