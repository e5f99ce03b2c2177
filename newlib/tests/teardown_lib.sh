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
	# The page as seen from outside the private /dev/shm it is in.
	if [ -n "${TD_NS:-}" ] && [ -n "$TD_PAGE" ]; then
		TD_PAGE=/proc/$TD_NS/root$TD_PAGE
	fi
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

# td_killed: SIGKILL the supervisor TD_PID; its test process must go with
# it, and its tmpdir and page stay for a sweep to find.
td_killed() {
	kill -KILL "$TD_PID"
	wait "$TD_PID" 2>/dev/null
	t_expect_true "the test process $TD_TPID outlived its supervisor" \
		td_wait_gone "$TD_TPID"
	t_expect_true "tmpdir '$TD_DIR' and page '$TD_PAGE' are not left to find" \
		td_left
}

# td_ns_start: a mount namespace with a /dev/shm of its own (a tmpfs), for
# the cases that leave a killed run's page behind: every run on this
# machine (other suites, other checkouts) sweeps /dev/shm as it starts and
# would take that page before the case looks. Commands run in it through
# `nsenter -t "$TD_NS" -m -w CMD` (-w: entering a mount namespace loses
# the cwd). Returns 1 where it cannot be made (not root, no nsenter).
td_ns_start() {
	local i ready=$T_TMP/ns.ready
	TD_NS=
	[ "$(id -u)" = 0 ] && command -v nsenter >/dev/null || return 1
	rm -f "$ready"
	unshare -m --propagation private sh -c \
		'mount -t tmpfs -o mode=1777,size=4m tst-shm /dev/shm &&
		 : >"$0" && exec sleep 300' "$ready" >/dev/null 2>&1 </dev/null &
	TD_NS=$!
	for i in $(seq 100); do
		[ -e "$ready" ] && return 0
		sleep 0.05
	done
	td_ns_stop
	return 1
}

td_ns_stop() {
	[ -n "${TD_NS:-}" ] || return 0
	kill "$TD_NS" 2>/dev/null
	wait "$TD_NS" 2>/dev/null
	TD_NS=
}
