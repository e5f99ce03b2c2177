# shellcheck shell=bash
# Functions shared by the runners of runtest files (sourced, bash):
# testcases/run.sh (every entry, many times) and testcases/side-by-side.sh
# (legacy and converted twins, once each, compared).
#
# read_runtest FILE appends the file's entries to the E_* arrays:
#   E_AREA (runtest file name), E_TAG, E_CMD, E_ARGS (one string),
#   E_EXCL (why the entry needs the whole machine, or ""), E_WHERE
#   (FILE:LINE), E_ERR (what is wrong with the line, or "").
# machine_need looks for a test's source in TC_SRC_DIRS (default: the
# bundled testcases/legacy and testcases/native).
# run_once needs BIN, RUN_TMP and RUN_TIMEOUT set by the caller (and
# NOBODY_ID for runs as nobody).

E_AREA=() E_TAG=() E_CMD=() E_ARGS=() E_EXCL=() E_WHERE=() E_ERR=()
if [ -z "${TC_SRC_DIRS+set}" ]; then
	TC_SRC_DIRS=("$TOP/testcases/legacy" "$TOP/testcases/native")
fi

# Why an entry needs the machine to itself, from its source, or "".
machine_need() {
	local src="" f d
	for d in "${TC_SRC_DIRS[@]}"; do
		f=$d/$1.c
		[ -f "$f" ] && src=$f && break
	done
	[ -n "$src" ] || return 0
	if grep -Eq 'needs_device|mount_device|format_device|tst_acquire_device|tst_mkfs' "$src"; then
		echo device
	elif grep -Eq 'needs_cgroup_ctrls|tst_cgroup_' "$src"; then
		echo cgroup
	elif grep -Eq '\.save_restore' "$src"; then
		echo "save_restore"
	fi
}

add_entry() {
	E_AREA+=("$1") E_TAG+=("$2") E_CMD+=("$3") E_ARGS+=("$4")
	E_EXCL+=("$5") E_WHERE+=("$6") E_ERR+=("$7")
}

# A comment `# needs: WHAT` marks the next entry as needing the whole
# machine; so does a source that uses a loop device, cgroups or
# save_restore.
read_runtest() {
	local file=$1 area lineno=0 line need="" tag cmd args err
	local -a words
	local -A seen=()
	area=$(basename "$file")
	[ -r "$file" ] || {
		add_entry "$area" "(unreadable)" "" "" "" "$file" "cannot read $file"
		return
	}
	while IFS= read -r line || [ -n "$line" ]; do
		lineno=$((lineno + 1))
		line=${line%%$'\r'}
		if [[ $line =~ ^[[:space:]]*#[[:space:]]*needs:[[:space:]]*(.*[^[:space:]]) ]]; then
			need=${BASH_REMATCH[1]}
			continue
		fi
		[[ $line =~ ^[[:space:]]*(#|$) ]] && continue
		read -r -a words <<<"$line"
		tag=${words[0]} cmd=${words[1]:-} args="${words[*]:2}"
		err=""
		if [ -z "$cmd" ]; then
			err="$file:$lineno: entry '$tag' has no command"
		elif [ -n "${seen[$tag]:-}" ]; then
			err="$file:$lineno: tag '$tag' already used at line ${seen[$tag]}"
		fi
		seen[$tag]=$lineno
		[ -n "$need" ] || need=$(machine_need "$(basename "${cmd:-x}")")
		add_entry "$area" "$tag" "$cmd" "$args" "$need" \
			"$file:$lineno" "$err"
		need=""
	done <"$file"
}

now_ns() {
	date +%s%N
}

# run_once DIR WHO N BINARY ARGS...: one run in a clean environment (BIN
# first on PATH, TMPDIR=RUN_TMP) under RUN_TIMEOUT, as nobody when WHO is
# "nobody"; its log in DIR/WHO.N.log and "WHO N RC NS" appended to
# DIR/runs. Returns the exit status.
run_once() {
	local dir=$1 who=$2 n=$3 start rc
	shift 3
	local -a env=(env -i "PATH=$BIN:/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin"
		"TMPDIR=$RUN_TMP" "HOME=/" "LANG=C")
	[ -n "${LTP_TIMEOUT_MUL:-}" ] && env+=("LTP_TIMEOUT_MUL=$LTP_TIMEOUT_MUL")
	[ "$who" = nobody ] && env+=(setpriv "--reuid=$NOBODY_ID"
		"--regid=$NOBODY_ID" --clear-groups)

	start=$(now_ns)
	timeout -k 5 "$RUN_TIMEOUT" "${env[@]}" "$@" \
		>"$dir/$who.$n.log" 2>&1 </dev/null
	rc=$?
	echo "$who $n $rc $(($(now_ns) - start))" >>"$dir/runs"
	return $rc
}
