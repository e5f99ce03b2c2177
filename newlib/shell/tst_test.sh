# SPDX-License-Identifier: GPL-2.0-or-later
# tst_test.sh: newlib's test library for shell tests. Needs bash (>= 4.2):
# it reads the caller's file and line from BASH_SOURCE/BASH_LINENO.
#
# A test sets variables, defines functions, sources this file and calls
# tst_run last:
#
#	TST_TESTFUNC=do_test       # called once, or with 1..TST_CNT
#	TST_CNT=2                  # optional
#	TST_SETUP=setup            # optional; TST_CLEANUP=cleanup likewise
#	TST_NEEDS_TMPDIR=1         # run in a fresh mode-0777 tmpdir
#	TST_NEEDS_ROOT=1           # else TCONF
#	TST_NEEDS_CMDS="mkfs.ext4 losetup"   # each missing one: TCONF
#	TST_NEEDS_CHECKPOINTS=1    # TST_CHECKPOINT_WAIT/WAKE/...
#	TST_TIMEOUT=60             # seconds per run (default 30, -1 none)
#	TST_OPTS="n:"  TST_PARSE_ARGS=parse  TST_USAGE=usage   # own options
#	do_test() { EXPECT_PASS test -d .; }
#	. tst_test.sh
#	tst_run
#
# The process model is the C library's, on the same core (the programs
# tst_shell_run, tst_res_cmd and tst_checkpoint, built against libtst):
# the first run of the script is the library process; tst_run parses the
# options (-h, -i N, -I SECONDS and TST_OPTS; a bad one is a one-line
# reason, the usage and exit 2, before any test function runs) and exec()s
# tst_shell_run, which creates the shared results page (and the tmpdir)
# and runs the script a second time as the test process, in its own process
# group, under the timeout. So top-level code of a test runs in both
# processes and should only define things. The test process runs the
# checks, setup, the test functions for each iteration and cleanup; the
# supervisor kills what is left, removes the tmpdir, prints the summary and
# exits with the same bits as a C test (TFAIL 1, TBROK 2, TWARN 4, TCONF 32,
# TCONF dropped when the rest passed).
#
# Results: tst_res TPASS|TFAIL|TBROK|TWARN|TINFO|TCONF "msg" prints
# "script.sh:LINE: TTYPE: msg" (the line of the test's call, also through
# ROD/EXPECT_*) and counts it in the shared page, so results of subshells,
# background jobs and exec()ed C helpers (tst_reinit()) count exactly once.
# tst_brk TBROK|TCONF "msg" reports and ends the test process after running
# TST_CLEANUP once (never again from inside it); in a subshell or background
# job it ends only that. The helpers' directory is put first in PATH, so a
# background job can also run `tst_checkpoint wake 10000 0 1` itself.
#
# The environment: TMPDIR, LTP_TIMEOUT_MUL (validated by the supervisor:
# garbage is exit 2), TST_SHELL_HELPERS (the helpers' directory, when they
# are neither next to an installed tst_test.sh nor in PATH). The test sees
# TST_ID, TST_TMPDIR (its tmpdir, also its working directory), TST_STARTWD
# (where it was started) and TST_ITERATION (0-based).

if [ -z "${BASH_VERSION:-}" ]; then
	echo "tst_test.sh: needs bash (run the test with bash, not sh)" >&2
	exit 2
fi

_TST_LIB=${BASH_SOURCE[0]}
# The test's own arguments: this file is sourced without any.
_TST_ARGS=("$@")
_TST_IN_TEST=0
_TST_PARSING=0
_TST_CLEANUP_STATE=none
_TST_ITERATIONS=1
_TST_DURATION=
_TST_HELPERS=${_TST_HELPERS:-}

TST_ID=${TST_ID:-$(basename "$0" .sh)}

# ---- Results ----

# Set _TST_FILE and _TST_LINE to the first caller outside this library.
_tst_caller()
{
	local i

	for ((i = 1; i < ${#BASH_SOURCE[@]}; i++)); do
		if [ "${BASH_SOURCE[i]}" != "$_TST_LIB" ]; then
			_TST_FILE=${BASH_SOURCE[i]##*/}
			_TST_LINE=${BASH_LINENO[i - 1]}
			return
		fi
	done
	_TST_FILE=${_TST_LIB##*/}
	_TST_LINE=${BASH_LINENO[0]}
}

_tst_is_ttype()
{
	case $1 in
	TPASS | TFAIL | TBROK | TWARN | TINFO | TCONF) return 0 ;;
	esac
	return 1
}

# Print (and in the test process count) one result of _TST_FILE:_TST_LINE.
_tst_emit()
{
	local ttype=$1 msg=$2

	if [ -z "$_TST_HELPERS" ]; then
		printf '%s:%s: %s: %s\n' "$_TST_FILE" "$_TST_LINE" "$ttype" \
			"$msg" >&2
		return
	fi
	if [ "$_TST_IN_TEST" = 1 ]; then
		"$_TST_HELPERS/tst_res_cmd" "$_TST_FILE" "$_TST_LINE" \
			"$ttype" "$msg"
	else
		"$_TST_HELPERS/tst_res_cmd" -u "$_TST_FILE" "$_TST_LINE" \
			"$ttype" "$msg"
	fi
}

tst_res()
{
	local ttype=${1:-}

	shift
	_tst_caller
	if ! _tst_is_ttype "$ttype"; then
		_tst_emit TBROK "tst_res: unknown result type '$ttype'"
		_tst_end TBROK
	fi
	_tst_emit "$ttype" "$*"
}

tst_brk()
{
	local ttype=${1:-}

	shift
	_tst_caller
	if ! _tst_is_ttype "$ttype"; then
		_tst_emit TBROK "tst_brk: unknown result type '$ttype'"
		_tst_end TBROK
	fi
	# A pass or an info has no place in a tst_brk: it is broken.
	case $ttype in
	TPASS | TINFO) ttype=TBROK ;;
	esac
	_tst_emit "$ttype" "$*"
	_tst_end "$ttype"
}

# End after a tst_brk: the test process cleans up once and ends; a
# subshell or background job of it ends alone (with 2 or 32, as a forked
# C child); the library process ends with 2 (the usage as well while it
# parses options).
_tst_end()
{
	if [ "$_TST_IN_TEST" != 1 ]; then
		[ "$_TST_PARSING" = 1 ] && _tst_usage >&2
		exit 2
	fi
	if [ "$BASHPID" != "$_TST_PID" ]; then
		[ "$1" = TCONF ] && exit 32
		exit 2
	fi
	_tst_finish
}

# ---- Running commands ----

# Run "$@", applying the redirection words '>' FILE, '>>' FILE and
# '<' FILE (also written '>FILE'), which a caller escapes: ROD echo 1 \> f.
_tst_exec()
{
	local -a argv=()
	local w out='' app='' in=''

	while [ $# -gt 0 ]; do
		w=$1
		shift
		case $w in
		'>>'*) app=${w#>>} ;;
		'>'*) out=${w#>} ;;
		'<'*) in=${w#<} ;;
		*)
			argv+=("$w")
			continue
			;;
		esac
		if [ "$w" = '>>' ] || [ "$w" = '>' ] || [ "$w" = '<' ]; then
			[ $# -gt 0 ] || return 2
			case $w in
			'>>') app=$1 ;;
			'>') out=$1 ;;
			'<') in=$1 ;;
			esac
			shift
		fi
	done
	if [ -z "$out$app$in" ]; then
		"${argv[@]}"
		return
	fi
	(
		if [ -n "$out" ]; then exec >"$out" || exit 2; fi
		if [ -n "$app" ]; then exec >>"$app" || exit 2; fi
		if [ -n "$in" ]; then exec <"$in" || exit 2; fi
		"${argv[@]}"
	)
}

# ROD CMD...: run, or end the test as TBROK when CMD fails.
ROD()
{
	local rc

	_tst_exec "$@"
	rc=$?
	[ $rc = 0 ] || tst_brk TBROK "$* failed (exit status $rc)"
}

# ROD_SILENT CMD...: ROD with the command's output discarded.
ROD_SILENT()
{
	local rc

	_tst_exec "$@" >/dev/null 2>&1
	rc=$?
	[ $rc = 0 ] || tst_brk TBROK "$* failed (exit status $rc)"
}

# EXPECT_PASS CMD...: TPASS when CMD exits 0, else TFAIL; the message
# quotes the command.
EXPECT_PASS()
{
	local rc

	_tst_exec "$@"
	rc=$?
	if [ $rc = 0 ]; then
		tst_res TPASS "$* passed"
	else
		tst_res TFAIL "$* failed (exit status $rc)"
	fi
	return $rc
}

# EXPECT_FAIL CMD...: TPASS when CMD exits non-zero, else TFAIL.
EXPECT_FAIL()
{
	local rc

	_tst_exec "$@"
	rc=$?
	if [ $rc != 0 ]; then
		tst_res TPASS "$* failed as expected (exit status $rc)"
	else
		tst_res TFAIL "$* succeeded, expected a failure"
	fi
	[ $rc != 0 ]
}

# EXPECT_PASS_BRK / EXPECT_FAIL_BRK: the same, TBROK instead of TFAIL.
EXPECT_PASS_BRK()
{
	local rc

	_tst_exec "$@"
	rc=$?
	[ $rc = 0 ] || tst_brk TBROK "$* failed (exit status $rc)"
	tst_res TPASS "$* passed"
}

EXPECT_FAIL_BRK()
{
	local rc

	_tst_exec "$@"
	rc=$?
	[ $rc != 0 ] || tst_brk TBROK "$* succeeded, expected a failure"
	tst_res TPASS "$* failed as expected (exit status $rc)"
}

# tst_require_cmds CMD...: TCONF naming the first one not in PATH.
tst_require_cmds()
{
	local c

	for c in "$@"; do
		command -v "$c" >/dev/null 2>&1 ||
			tst_brk TCONF "the test needs the command '$c', not found in PATH"
	done
}

tst_require_root()
{
	[ "$EUID" = 0 ] ||
		tst_brk TCONF "the test needs root (it runs as uid $EUID)"
}

# ---- Checkpoints (TST_NEEDS_CHECKPOINTS=1) ----

# Run tst_checkpoint; its one-line reason becomes the TBROK message.
_tst_checkpoint()
{
	local msg

	[ "${TST_NEEDS_CHECKPOINTS:-0}" = 1 ] ||
		tst_brk TBROK "checkpoints need TST_NEEDS_CHECKPOINTS=1"
	msg=$("$_TST_HELPERS/tst_checkpoint" "$@" 2>&1) || tst_brk TBROK "$msg"
}

# TST_CHECKPOINT_WAIT ID [MSEC]: block until a wake of ID; MSEC 0 or none:
# 10 s scaled by LTP_TIMEOUT_MUL. A timeout is TBROK naming ID.
TST_CHECKPOINT_WAIT()
{
	_tst_checkpoint wait "${2:-0}" "${1:?TST_CHECKPOINT_WAIT: no id}"
}

# TST_CHECKPOINT_WAKE ID [MSEC]: wait until one waiter is at ID, release it.
TST_CHECKPOINT_WAKE()
{
	_tst_checkpoint wake "${2:-0}" "${1:?TST_CHECKPOINT_WAKE: no id}" 1
}

# TST_CHECKPOINT_WAKE2 ID NR [MSEC]: the same for NR waiters.
TST_CHECKPOINT_WAKE2()
{
	_tst_checkpoint wake "${3:-0}" "${1:?TST_CHECKPOINT_WAKE2: no id}" \
		"${2:?TST_CHECKPOINT_WAKE2: no count}"
}

TST_CHECKPOINT_WAKE_AND_WAIT()
{
	TST_CHECKPOINT_WAKE "$@"
	TST_CHECKPOINT_WAIT "$@"
}

# ---- Options ----

_tst_usage()
{
	local own=''

	[ -n "${TST_OPTS:-}" ] && own=' [test options]'
	echo "Usage: ${0##*/} [-h] [-i N] [-I SECONDS]$own"
	echo "Options:"
	echo " -h          print this help and exit"
	echo " -i N        run the test functions N times (default 1)"
	echo " -I SECONDS  run the test functions repeatedly for SECONDS"
	if [ -n "${TST_USAGE:-}" ]; then
		"$TST_USAGE"
	fi
	echo "Environment: TMPDIR, LTP_TIMEOUT_MUL"
}

_tst_bad_usage()
{
	echo "${0##*/}: $*" >&2
	_tst_usage >&2
	exit 2
}

_tst_check_opts_str()
{
	local letters=${TST_OPTS//:/} i c

	for ((i = 0; i < ${#letters}; i++)); do
		c=${letters:i:1}
		case $c in
		h | i | I)
			_tst_bad_usage "TST_OPTS: test option -$c clashes with a library option"
			;;
		[a-zA-Z0-9]) ;;
		*) _tst_bad_usage "TST_OPTS: '$c' cannot be an option letter" ;;
		esac
	done
	[ -n "${TST_PARSE_ARGS:-}" ] ||
		_tst_bad_usage "TST_OPTS is set but TST_PARSE_ARGS is not"
	_tst_need_func TST_PARSE_ARGS "$TST_PARSE_ARGS"
}

_tst_parse_opts()
{
	local opt OPTARG OPTIND=1

	_TST_PARSING=1
	[ -z "${TST_OPTS:-}" ] || _tst_check_opts_str
	while getopts ":hi:I:${TST_OPTS:-}" opt "$@"; do
		case $opt in
		h)
			_tst_usage
			exit 0
			;;
		i)
			if ! [[ $OPTARG =~ ^[0-9]{1,10}$ ]] ||
				((10#$OPTARG < 1 || 10#$OPTARG > 1000000000)); then
				_tst_bad_usage "-i '$OPTARG': expected a whole number >= 1"
			fi
			_TST_ITERATIONS=$((10#$OPTARG))
			;;
		I)
			if ! [[ $OPTARG =~ ^[0-9]{1,9}(\.[0-9]{1,6})?$ ]] ||
				! [[ $OPTARG =~ [1-9] ]]; then
				_tst_bad_usage "-I '$OPTARG': expected a number of seconds > 0"
			fi
			_TST_DURATION=$OPTARG
			;;
		:) _tst_bad_usage "option -$OPTARG needs an argument" ;;
		\?) _tst_bad_usage "unknown option -$OPTARG" ;;
		*) "$TST_PARSE_ARGS" "$opt" "${OPTARG:-}" ;;
		esac
	done
	shift $((OPTIND - 1))
	[ $# = 0 ] || _tst_bad_usage "unexpected argument '$1'"
	_TST_PARSING=0
}

# ---- The library process ----

_tst_lib_error()
{
	echo "${0##*/}: $*" >&2
	exit 2
}

_tst_need_func()
{
	[ "$(type -t "$2")" = function ] ||
		_tst_lib_error "$1='$2' is not a function"
}

# The test's variables, checked before anything runs.
_tst_check_vars()
{
	local n

	[ -n "${TST_TESTFUNC:-}" ] || _tst_lib_error "TST_TESTFUNC is not set"
	if [ -n "${TST_CNT:-}" ]; then
		[[ $TST_CNT =~ ^[1-9][0-9]{0,5}$ ]] ||
			_tst_lib_error "TST_CNT='$TST_CNT': expected a whole number >= 1"
		# do_test called with 1..N, or do_test1 .. do_testN.
		if [ "$(type -t "$TST_TESTFUNC")" != function ]; then
			for ((n = 1; n <= TST_CNT; n++)); do
				_tst_need_func TST_TESTFUNC "$TST_TESTFUNC$n"
			done
		fi
	else
		_tst_need_func TST_TESTFUNC "$TST_TESTFUNC"
	fi
	[ -z "${TST_SETUP:-}" ] || _tst_need_func TST_SETUP "$TST_SETUP"
	[ -z "${TST_CLEANUP:-}" ] || _tst_need_func TST_CLEANUP "$TST_CLEANUP"
	[ -z "${TST_USAGE:-}" ] || _tst_need_func TST_USAGE "$TST_USAGE"
	if [ -n "${TST_TIMEOUT:-}" ]; then
		[[ $TST_TIMEOUT =~ ^(-1|[1-9][0-9]{0,8})$ ]] ||
			_tst_lib_error "TST_TIMEOUT='$TST_TIMEOUT': expected a whole number of seconds >= 1, or -1 for none"
	fi
}

# Where tst_res_cmd, tst_checkpoint and tst_shell_run are: TST_SHELL_HELPERS,
# else PREFIX/bin next to an installed PREFIX/share/tst/tst_test.sh, else
# PATH. Sets _TST_HELPERS (absolute) and puts it first in PATH.
_tst_find_helpers()
{
	local d='' lib_dir

	# through the link PREFIX/bin/tst_test.sh too
	lib_dir=$(cd "$(dirname "$(readlink -f "$_TST_LIB")")" && pwd)
	if [ -n "${TST_SHELL_HELPERS:-}" ]; then
		d=$TST_SHELL_HELPERS
	elif [ -x "$lib_dir/../../bin/tst_shell_run" ]; then
		d=$lib_dir/../../bin
	elif d=$(command -v tst_shell_run); then
		d=${d%/*}
	fi
	if [ -z "$d" ] || [ ! -x "$d/tst_shell_run" ] ||
		[ ! -x "$d/tst_res_cmd" ] || [ ! -x "$d/tst_checkpoint" ]; then
		_tst_lib_error "cannot find the helper programs tst_shell_run," \
			"tst_res_cmd and tst_checkpoint (looked in" \
			"'${TST_SHELL_HELPERS:-}', $lib_dir/../../bin and PATH):" \
			"set TST_SHELL_HELPERS to their directory"
	fi
	_TST_HELPERS=$(cd "$d" && pwd)
	case ":$PATH:" in
	*":$_TST_HELPERS:"*) ;;
	*) PATH=$_TST_HELPERS:$PATH ;;
	esac
	export PATH _TST_HELPERS
}

_tst_library_process()
{
	local script tmpdir=''

	_tst_check_vars
	_tst_parse_opts "${_TST_ARGS[@]}"
	_tst_find_helpers
	script=$(cd "$(dirname "$0")" && pwd)/${0##*/}
	[ "${TST_NEEDS_TMPDIR:-0}" = 1 ] && tmpdir=-d
	# The supervisor keeps this pid: the test process knows itself by it.
	export _TST_SUPERVISOR=$$ TST_ID TST_STARTWD=$PWD
	exec "$_TST_HELPERS/tst_shell_run" -n "$TST_ID" \
		-t "${TST_TIMEOUT:-30}" $tmpdir -- \
		"$BASH" "$script" "${_TST_ARGS[@]}"
}

# ---- The test process ----

_tst_cleanup_once()
{
	[ "$_TST_CLEANUP_STATE" = armed ] || return 0
	_TST_CLEANUP_STATE=running
	"$TST_CLEANUP"
	_TST_CLEANUP_STATE=finished
}

# The end of the test process: cleanup once, then exit 0, which tells the
# supervisor that the test ended through the library.
_tst_finish()
{
	trap - EXIT
	_tst_cleanup_once
	exit 0
}

# An exit the library did not make (a test calling exit): TBROK, cleanup.
_tst_on_exit()
{
	local rc=$? i where=''

	trap - EXIT
	# Bash keeps no line for an exit; the innermost test function is named.
	for ((i = 1; i < ${#FUNCNAME[@]}; i++)); do
		if [ "${BASH_SOURCE[i]}" != "$_TST_LIB" ]; then
			where=" in ${FUNCNAME[i]}()"
			break
		fi
	done
	_TST_FILE=${_TST_LIB##*/}
	_TST_LINE=$LINENO
	_tst_emit TBROK "the test process exited with status $rc$where, outside the library (end a test with tst_brk, not exit)"
	_tst_cleanup_once
	exit 0
}

# Bash runs the trap once the foreground command has ended; it keeps no
# useful line for it, so the line is the library's, as for _tst_on_exit.
_tst_on_signal()
{
	_TST_FILE=${_TST_LIB##*/}
	_TST_LINE=$LINENO
	_tst_emit TBROK "the test process got SIG$1"
	_tst_end TBROK
}

_tst_check_requirements()
{
	[ "${TST_NEEDS_ROOT:-0}" != 1 ] || tst_require_root
	# shellcheck disable=SC2086 # a list of words
	[ -z "${TST_NEEDS_CMDS:-}" ] || tst_require_cmds $TST_NEEDS_CMDS
}

_tst_run_tests()
{
	local n

	if [ -z "${TST_CNT:-}" ]; then
		"$TST_TESTFUNC"
		return
	fi
	for ((n = 1; n <= TST_CNT; n++)); do
		if [ "$(type -t "$TST_TESTFUNC")" = function ]; then
			"$TST_TESTFUNC" "$n"
		else
			"$TST_TESTFUNC$n"
		fi
	done
}

# Microseconds since the epoch.
_tst_now_us()
{
	local t=${EPOCHREALTIME:-}

	if [ -n "$t" ]; then
		echo $((10#${t%[.,]*} * 1000000 + 10#${t#*[.,]}))
	else
		echo $(($(date +%s%N) / 1000))
	fi
}

_tst_more_iterations()
{
	local end

	if [ -z "$_TST_DURATION" ]; then
		[ "$TST_ITERATION" -lt "$_TST_ITERATIONS" ]
		return
	fi
	end=$(_tst_now_us)
	((end - _TST_START_US < _TST_DURATION_US))
}

_tst_test_process()
{
	local sec frac

	_TST_IN_TEST=1
	_TST_PID=$BASHPID
	trap _tst_on_exit EXIT
	trap '_tst_on_signal INT' INT
	trap '_tst_on_signal TERM' TERM
	trap '_tst_on_signal HUP' HUP
	_tst_parse_opts "${_TST_ARGS[@]}"
	_tst_check_requirements
	if [ -n "${TST_TMPDIR:-}" ]; then
		cd "$TST_TMPDIR" || tst_brk TBROK "cannot cd to $TST_TMPDIR"
	fi
	[ -z "${TST_CLEANUP:-}" ] || _TST_CLEANUP_STATE=armed
	[ -z "${TST_SETUP:-}" ] || "$TST_SETUP"
	if [ -n "$_TST_DURATION" ]; then
		sec=${_TST_DURATION%.*}
		frac=000000
		[[ $_TST_DURATION == *.* ]] && frac=${_TST_DURATION#*.}000000
		_TST_DURATION_US=$((10#$sec * 1000000 + 10#${frac:0:6}))
		_TST_START_US=$(_tst_now_us)
	fi
	TST_ITERATION=0
	while _tst_more_iterations; do
		# Each run has its own timeout; the first starts with the fork.
		[ "$TST_ITERATION" = 0 ] || "$_TST_HELPERS/tst_shell_run" -b
		_tst_run_tests
		TST_ITERATION=$((TST_ITERATION + 1))
	done
	_tst_finish
}

# tst_run: the last line of a test.
tst_run()
{
	if [ "${_TST_SUPERVISOR:-}" = "$PPID" ] && [ -n "$_TST_HELPERS" ]; then
		_tst_test_process
	fi
	_tst_library_process
}
