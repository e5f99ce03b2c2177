# shellcheck shell=bash
# Functions shared by the runners of runtest files (sourced, bash):
# testcases/run.sh (every entry, many times) and testcases/side-by-side.sh
# (legacy and converted twins, once each, compared).
#
# read_runtest FILE... appends the files' entries to the E_* arrays, as
# testcases/runtest.py reads them (the suite's runners' reading: the
# command is the rest of the line, run through sh -c):
#   E_AREA (runtest file name), E_TAG, E_LINE (the command, for sh -c),
#   E_CMD (its first word), E_ARGS (the other words, for showing), E_EXCL
#   (why the entry needs the whole machine, or ""), E_WHERE (FILE:LINE),
#   E_ERR (what is wrong with the line, or "").
# Where an entry's program comes from, for its needs: TC_SRC_DIRS
# (default: the bundled testcases/legacy and testcases/native), and
# RUNTEST_MODEL / RUNTEST_INVENTORY (a real tree's model and inventory)
# when set. RUNTEST_BIN (a directory of the tree's programs), when set:
# E_CMD is the program of the line's first command that it holds (`mkfifo
# F; prog F` runs prog), else the line's first word.
# run_once needs BIN, RUN_TMP and RUN_TIMEOUT set by the caller (NOBODY_ID
# for runs as nobody; RUN_CWD, the directory the command runs in, and
# LTPROOT when set).

E_AREA=() E_TAG=() E_LINE=() E_CMD=() E_ARGS=() E_EXCL=() E_WHERE=() E_ERR=()
if [ -z "${TC_SRC_DIRS+set}" ]; then
	TC_SRC_DIRS=("$TOP/testcases/legacy" "$TOP/testcases/native")
fi
RUNLIB_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

read_runtest() {
	local -a opts=() f
	local d area tag line cmd args need where err
	for d in "${TC_SRC_DIRS[@]}"; do
		opts+=(--src "$d")
	done
	[ -z "${RUNTEST_MODEL:-}" ] || opts+=(--model "$RUNTEST_MODEL")
	[ -z "${RUNTEST_INVENTORY:-}" ] || opts+=(--inventory "$RUNTEST_INVENTORY")
	[ -z "${RUNTEST_BIN:-}" ] || opts+=(--bin "$RUNTEST_BIN")
	while IFS= read -r -d '' area && IFS= read -r -d '' tag &&
		IFS= read -r -d '' line && IFS= read -r -d '' cmd &&
		IFS= read -r -d '' args && IFS= read -r -d '' need &&
		IFS= read -r -d '' where && IFS= read -r -d '' err; do
		E_AREA+=("$area") E_TAG+=("$tag") E_LINE+=("$line")
		E_CMD+=("$cmd") E_ARGS+=("$args") E_EXCL+=("$need")
		E_WHERE+=("$where") E_ERR+=("$err")
	done < <(/usr/bin/python3 "$RUNLIB_DIR/runtest.py" "${opts[@]}" "$@")
}

now_ns() {
	date +%s%N
}

# The kernel's taint mask, or "-" when it cannot be read (RUN_TAINT_FILE:
# another file to read it from, for the runners' own tests).
taint_now() {
	local t
	read -r t 2>/dev/null <"${RUN_TAINT_FILE:-/proc/sys/kernel/tainted}" || t=-
	echo "${t:--}"
}

# run_once DIR WHO N COMMAND: one run of the runtest command through
# sh -c, in a clean environment (BIN first on PATH, TMPDIR=RUN_TMP,
# LTPROOT when set) in RUN_CWD (default: where the runner is), under
# RUN_TIMEOUT, as nobody when WHO is "nobody"; its log in DIR/WHO.N.log
# and "WHO N RC NS TAINT_BEFORE TAINT_AFTER" appended to DIR/runs.
# Returns the exit status.
run_once() {
	local dir=$1 who=$2 n=$3 line=$4 start rc t0 t1
	local -a env=(env -i "PATH=$BIN:/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin"
		"TMPDIR=$RUN_TMP" "HOME=/" "LANG=C")
	[ -n "${LTP_TIMEOUT_MUL:-}" ] && env+=("LTP_TIMEOUT_MUL=$LTP_TIMEOUT_MUL")
	[ -n "${LTPROOT:-}" ] && env+=("LTPROOT=$LTPROOT")
	[ "$who" = nobody ] && env+=(setpriv "--reuid=$NOBODY_ID"
		"--regid=$NOBODY_ID" --clear-groups)

	t0=$(taint_now)
	start=$(now_ns)
	(
		[ -z "${RUN_CWD:-}" ] || cd "$RUN_CWD" || exit 127
		exec timeout -k 5 "$RUN_TIMEOUT" "${env[@]}" /bin/sh -c "$line"
	) >"$dir/$who.$n.log" 2>&1 </dev/null
	rc=$?
	t1=$(taint_now)
	echo "$who $n $rc $(($(now_ns) - start)) $t0 $t1" >>"$dir/runs"
	return $rc
}
