# Assertions for the project's test scripts (sourced, bash).
#
# A script declares cases with t_case, runs programs with t_run and checks
# their exit status and output with the t_expect_* calls. t_done prints the
# closing "N passed, N failed" line, records it for `make check`'s total and
# exits non-zero when a case failed. A failed case prints what it saw.
#
#	t_case "timeout kills the group"
#	t_run 20 ./prog -x
#	t_expect_rc 2
#	t_expect_grep 'TBROK: .*timed out'

T_PASSED=0
T_FAILED=0
T_NAME=""
T_CASE_OK=1
T_OUT=""
T_RC=0
T_START=0
T_SUITE=${T_SUITE:-$(basename "$(dirname "$0")")}
T_TMP=$(mktemp -d)
trap 'rm -rf "$T_TMP"' EXIT

t_finish_case_() {
	[ -n "$T_NAME" ] || return 0
	local took=$((SECONDS - T_START)) slow=""
	# A case that takes a while says so, to show where a suite's time goes.
	[ "$took" -lt 3 ] || slow=" ($took s)"
	if [ "$T_CASE_OK" = 1 ]; then
		T_PASSED=$((T_PASSED + 1))
		echo "ok   $T_NAME$slow"
	else
		T_FAILED=$((T_FAILED + 1))
		echo "FAIL $T_NAME$slow"
		echo "---- output (exit $T_RC) ----"
		sed 's/^/    /' "$T_OUT" 2>/dev/null | tail -n 40
		echo "----"
	fi
	T_NAME=""
}

t_case() {
	t_finish_case_
	T_NAME=$1
	T_START=$SECONDS
	T_CASE_OK=1
	T_OUT="$T_TMP/out.$((T_PASSED + T_FAILED))"
	: >"$T_OUT"
}

t_fail_() {
	T_CASE_OK=0
	echo "     $T_NAME: $*"
}

# t_run SECONDS CMD [ARGS...]: run with a hard limit, stdout+stderr to $T_OUT.
t_run() {
	local limit=$1
	shift
	timeout -k 5 "$limit" "$@" >"$T_OUT" 2>&1 </dev/null
	T_RC=$?
	if [ "$T_RC" = 124 ] || [ "$T_RC" = 137 ]; then
		t_fail_ "did not finish within ${limit}s"
	fi
	return 0
}

t_expect_rc() {
	[ "$T_RC" = "$1" ] || t_fail_ "exit status $T_RC, expected $1"
}

t_expect_grep() {
	grep -Eq -- "$1" "$T_OUT" || t_fail_ "output lacks /$1/"
}

t_expect_no_grep() {
	! grep -Eq -- "$1" "$T_OUT" || t_fail_ "output has /$1/"
}

# t_expect_count PATTERN N: exactly N lines match.
t_expect_count() {
	local n
	n=$(grep -Ec -- "$1" "$T_OUT")
	[ "$n" = "$2" ] || t_fail_ "$n lines match /$1/, expected $2"
}

# t_expect_true DESCRIPTION CMD...: any other condition.
t_expect_true() {
	local what=$1
	shift
	"$@" || t_fail_ "$what"
}

# t_skip NAME REASON: a case that cannot run here (a tool or a file it
# needs is absent); it is named with the reason and counts neither way.
t_skip() {
	t_finish_case_
	echo "skip $1: $2"
}

t_done() {
	t_finish_case_
	echo "$T_SUITE: $T_PASSED passed, $T_FAILED failed"
	if [ -n "${T_RESULTS:-}" ]; then
		echo "$T_SUITE $T_PASSED $T_FAILED" >>"$T_RESULTS"
	fi
	[ "$T_FAILED" = 0 ]
}
