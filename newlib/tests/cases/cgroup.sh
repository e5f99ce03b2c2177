# Cases for the cgroup helper (tst_cgroup.h). Sourced by run.sh.
#
# Whether the memory controller is usable is decided here independently of
# the helper, so a helper that wrongly skips is caught.

cg_have_memory() {
	local v2
	[ "$(id -u)" = 0 ] || return 1
	awk '$0 ~ / - cgroup / && $NF ~ /(^|,)memory(,|$)/ { f = 1 }
	     END { exit !f }' /proc/self/mountinfo && return 0
	v2=$(awk '$0 ~ / - cgroup2 / { print $5; exit }' /proc/self/mountinfo)
	[ -n "$v2" ] && grep -qw memory "$v2/cgroup.controllers" 2>/dev/null
}

# The test group directory a run printed, and whether anything of it is left.
cg_dir_gone() {
	local dir
	dir=$(sed -En 's|.*test group (at )?(/[^ ]*).*|\2|p' "$T_OUT" | head -n 1)
	test -n "$dir" -a ! -e "$dir" -a ! -e "${dir%/test-*}/drain-${dir##*/test-}"
}

t_case "a controller nobody has: TCONF naming it, the test never runs"
t_run 20 "$BIN/cgroup_noctrl"
t_expect_rc 32
t_expect_grep 'TCONF: cgroup controller no_such_ctrl not available'
t_expect_no_grep 'TFAIL'

t_case "\"base\" without .needs_cgroup_ver = TST_CG_V2: TCONF with the real library's message, the test never runs"
t_run 20 "$BIN/cgroup_base_nover"
t_expect_rc 32
t_expect_grep 'TCONF: Base control only support needs_ver TST_CG_V2!'
t_expect_no_grep 'TFAIL'

t_case ".needs_cgroup_nsdelegate: the test runs where cgroup2 is mounted with nsdelegate, and is TCONF before setup elsewhere"
t_run 20 "$BIN/cgroup_nsdelegate"
if [ "$(id -u)" = 0 ] && cg_have_memory &&
   awk '$0 ~ / - cgroup2 / && $NF ~ /(^|,)nsdelegate(,|$)/ { f = 1 }
	END { exit !f }' /proc/self/mountinfo; then
	t_expect_rc 0
	t_expect_grep 'TPASS: cgroup2 is mounted with nsdelegate'
else
	t_expect_rc 32
	t_expect_grep 'TCONF: cgroup2 is not mounted with nsdelegate'
	t_expect_no_grep 'TPASS|TFAIL|setup ran'
fi

if [ "$(id -u)" = 0 ] && grep -q ' - cgroup2 ' /proc/self/mountinfo; then
	t_case "\"base\": the test's group in the cgroup v2 hierarchy whatever its controllers (hybrid: none); cgroup.procs counted, cgroup.kill kills"
	t_run 30 "$BIN/cgroup_base"
	t_expect_no_grep 'TFAIL|TBROK|TWARN'
	if ! grep -q 'TCONF: no cgroup.kill' "$T_OUT"; then
		t_expect_rc 0
		t_expect_count 'TPASS' 5
	fi
	t_expect_grep 'TPASS: n == NCHILD \(3\)'
fi

t_case "unprivileged: TCONF, not a failure"
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null; then
	t_run 20 setpriv --reuid=65534 --regid=65534 --clear-groups \
		"$BIN/cgroup_basic"
	t_expect_rc 32
	t_expect_grep 'TCONF: cgroup controller memory not available'
fi

if cg_have_memory; then
	t_case "groups, moving a pid in and out, v1/v2 names, removal"
	t_run 30 "$BIN/cgroup_basic"
	t_expect_rc 0
	t_expect_count 'TPASS' 9
	t_expect_grep 'TPASS: pid [0-9]+ moved into group a'
	t_expect_grep 'TPASS: Expect: pid [0-9]+ occurs in a/cgroup.procs, not in a/b7'
	t_expect_grep 'TPASS: Expect: group made as "b%d", 7 is named b7'
	t_expect_grep 'TPASS: limit written as memory.max reads back'
	t_expect_true "test group left behind" cg_dir_gone

	t_case "SAFE_CG_OPEN(), SAFE_CG_FCHOWN(), tst_cg_group_unified_dir_fd(): a core file in each hierarchy of the group, a controller's in its own"
	t_run 30 "$BIN/cgroup_fds"
	if ! grep -q 'TCONF' "$T_OUT"; then
		t_expect_rc 0
		t_expect_count 'TPASS' 5
		t_expect_no_grep 'TFAIL|TBROK|TWARN'
	fi

	t_case "SAFE_CG_LINES_SCANF(): a key in the middle of memory.stat; a format no line matches is TBROK at the caller's line"
	t_run 30 "$BIN/cgroup_lines"
	t_expect_rc 0
	t_expect_count 'TPASS' 1
	t_run 30 "$BIN/cgroup_lines" -m bad
	t_expect_rc 2
	line=$(grep -n '"no %zd"' "$here/cgroup_lines.c" | cut -d: -f1)
	t_expect_grep "^cgroup_lines.c:$line: TBROK: cgroup test-[0-9]+ file memory.stat: no line matches 'no %zd'"

	t_case "tst_cg_require(), tst_cg_init(), tst_cg_cleanup() from the test; a version no controller is on is TCONF"
	t_run 30 "$BIN/cgroup_lower"
	t_expect_rc 0
	t_expect_no_grep 'TFAIL|TBROK|TWARN'
	t_expect_grep 'TPASS: Expect: .* removed by tst_cg_cleanup\(\)'
	t_run 30 "$BIN/cgroup_lower" -m v3
	t_expect_rc 32
	t_expect_grep 'TCONF: cgroup controller memory is on v[12], the test needs v3'

	t_case "tst_cg_scan(), tst_cg_print_config() before tst_cg_require() (the real library's tst_cgroup02): the mounts, then what is required"
	t_run 30 "$BIN/cgroup_scan"
	t_expect_rc 0
	t_expect_no_grep 'TFAIL|TBROK|TWARN'
	t_expect_count 'TINFO: Detected Controllers:' 2
	t_expect_grep 'TINFO:   cgroup v[12] at /.*memory'
	t_expect_count 'TINFO:   required: memory on cgroup v[12] at /' 1
	t_expect_grep 'TPASS: Expect: tst_cg and tst_cg_drain made'

	t_case "cpuset: the test's, the drain and a child group get the parent's cpus and mems on v1 (a process joins them; tst_cgroup02 got ENOSPC)"
	t_run 30 "$BIN/cgroup_cpuset"
	if ! grep -q 'TCONF' "$T_OUT"; then
		t_expect_rc 0
		t_expect_no_grep 'TFAIL|TBROK|TWARN'
		t_expect_count 'TPASS' 3
	fi

	t_case "the 2021 spellings: tst_cgroup_require(), tst_cgroup_get_test_group(), SAFE_CGROUP_*(), TST_CGROUP_VER_IS_V1(), tst_cgroup_cleanup()"
	t_run 30 "$BIN/cgroup_oldnames"
	t_expect_rc 0
	t_expect_no_grep 'TFAIL|TBROK|TWARN'
	t_expect_grep 'TPASS: Expect: memory.current [0-9]+, (rss|anon) %zu'
	t_expect_grep 'TPASS: Expect: the same test group on the second call'

	t_case "cpu.max written as one value is v1's cpu.cfs_quota_us; memory.swap.max is v1's memory.memsw.limit_in_bytes"
	t_run 30 "$BIN/cgroup_cpu_names"
	if ! grep -q 'TCONF' "$T_OUT"; then
		t_expect_rc 0
		t_expect_no_grep 'TFAIL|TBROK|TWARN'
		t_expect_grep 'TPASS: quota == 5000'
	fi

	t_case "nested groups left by the test are removed by the library"
	t_run 30 "$BIN/cgroup_basic" -l
	t_expect_rc 0
	t_expect_no_grep 'TWARN'
	t_expect_true "test group left behind" cg_dir_gone

	t_case "timeout with processes in groups: killed, groups removed"
	LTP_TIMEOUT_MUL=0.1 t_run 30 "$BIN/cgroup_basic" -w
	t_expect_rc 2
	t_expect_grep 'TBROK: the test timed out'
	t_expect_no_grep 'TWARN'
	t_expect_true "test group left behind" cg_dir_gone

	t_case "crash with processes in groups: groups removed"
	t_run 30 "$BIN/cgroup_basic" -c
	t_expect_rc 2
	t_expect_grep 'TBROK: the test process was killed by SIGSEGV'
	t_expect_true "test group left behind" cg_dir_gone

	t_case "a missing control file is TBROK at the caller's line"
	t_run 30 "$BIN/cgroup_basic" -b
	t_expect_rc 2
	t_expect_grep '^cgroup_basic.c:[0-9]+: TBROK: read of /.*/test-[0-9]+/memory.no_such_file failed: ENOENT'
	t_expect_no_grep 'tst_cgroup'

	t_case "two controllers, two variants: stale groups go, the system is as before"
	v2=$(awk '$0 ~ / - cgroup2 / { print $5; exit }' /proc/self/mountinfo)
	before=$(cat "$v2/cgroup.subtree_control" 2>/dev/null)
	t_run 30 "$BIN/cgroup_multi"
	if grep -q 'TCONF: cgroup controller hugetlb' "$T_OUT"; then
		t_expect_rc 32
	else
		t_expect_rc 0
		t_expect_grep 'variant 2 of 2'
		t_expect_count 'TPASS: pid [0-9]+ listed in b/cgroup.procs' 2
		t_expect_no_grep 'TWARN|TBROK'
		t_expect_true "v2 root's cgroup.subtree_control changed" \
			test "$before" = "$(cat "$v2/cgroup.subtree_control" 2>/dev/null)"
		t_expect_true "groups left behind" cg_dir_gone
	fi
else
	t_case "no memory controller here: the helper skips"
	t_run 30 "$BIN/cgroup_basic"
	t_expect_rc 32
	t_expect_grep 'TCONF: cgroup controller memory not available'
fi

# The v1 cpu hierarchy's mount point when the kernel groups RT tasks there.
cg_rt_v1_mnt() {
	local mnt
	[ "$(id -u)" = 0 ] || return 1
	mnt=$(awk '$3 == "cgroup" && $4 ~ /(^|,)cpu(,|$)/ { print $2; exit }' \
		/proc/self/mounts)
	[ -n "$mnt" ] && [ -e "$mnt/cpu.rt_runtime_us" ]
}

if cg_rt_v1_mnt; then
	t_case "tst_check_rt_group_sched_support(): returns where SCHED_FIFO works, TCONF in a group without RT runtime"
	t_run 20 "$BIN/hdr_rt_sched"
	t_expect_rc 0
	t_expect_grep 'TPASS: sched_setscheduler\(0, SCHED_FIFO, &p\) passed'
	t_run 20 "$BIN/hdr_rt_sched" -m group
	t_expect_rc 32
	t_expect_grep 'TCONF: RT group scheduling: no RT runtime in cpu cgroup /.*test-[0-9]+ \(cpu.rt_runtime_us is 0\)'
	t_expect_no_grep 'TFAIL'
else
	t_skip "tst_check_rt_group_sched_support()" "no cgroup v1 cpu hierarchy with RT group scheduling"
fi
