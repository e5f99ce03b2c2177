# Helpers for the teardown cases of newlib and oldlib-compat (sourced after
# mk/testlib.sh). A test program's first line names its tmpdir, its shared
# page and its test process ("TINFO: tmpdir DIR page PAGE pid PID", in
# either API's format): td_parse reads them into TD_DIR, TD_PAGE, TD_TPID.

td_prepare() {
	TD_TMP=$T_TMP/td.$((T_PASSED + T_FAILED))
	mkdir -p "$TD_TMP"
	TD_DIR= TD_PAGE= TD_TPID=
}

td_parse() {
	local line
	line=$(grep -m1 -E 'TINFO[ :]+tmpdir ' "$1")
	TD_DIR=$(sed -n 's/.*TINFO[ :]*tmpdir \(.*\) page .*/\1/p' <<<"$line")
	TD_PAGE=$(sed -n 's/.* page \([^ ]*\) .*/\1/p' <<<"$line")
	TD_TPID=$(sed -n 's/.* pid \([0-9]*\)$/\1/p' <<<"$line")
}

td_gone() {
	[ -n "$TD_DIR" ] && [ ! -e "$TD_DIR" ] && [ -n "$TD_PAGE" ] &&
		[ ! -e "$TD_PAGE" ]
}

td_left() {
	[ -n "$TD_DIR" ] && [ -d "$TD_DIR" ] && [ -n "$TD_PAGE" ] &&
		[ -f "$TD_PAGE" ]
}

# td_start OUT CMD...: CMD in the background with INT, HUP and TERM at
# their defaults (bash ignores SIGINT in background jobs), output in OUT;
# returns once its first line is there, with the pid in TD_PID.
td_start() {
	local out=$1 i
	shift
	env --default-signal=INT,HUP,TERM "$@" >"$out" 2>&1 </dev/null &
	TD_PID=$!
	for i in $(seq 200); do
		grep -qE 'TINFO[ :]+tmpdir ' "$out" && break
		sleep 0.05
	done
	td_parse "$out"
}

# td_wait_gone PID: up to 5 s for PID to go.
td_wait_gone() {
	local i
	for i in $(seq 100); do
		[ -d "/proc/$1" ] || return 0
		sleep 0.05
	done
	return 1
}
