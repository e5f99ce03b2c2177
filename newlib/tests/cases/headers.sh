# The real suite's headers and struct tst_test fields, one program per
# header (hdr_*.c) using its names as real tests do. Sourced by run.sh;
# $BIN holds the built programs.

is_root() {
	[ "$(id -u)" = 0 ]
}

hdr_ok() {
	t_expect_rc 0
	t_expect_no_grep 'TFAIL|TBROK|TWARN'
}

t_case "tst_test_macros.h is covered by lib_exp; tst_buffers.h: .bufs, guard page after, canary before"
t_run 20 "$BIN/hdr_buffers"
hdr_ok
t_expect_count 'TPASS' 8
t_expect_count 'TPASS: Expect: a write past the end killed by SIGSEGV' 3
t_run 20 "$BIN/hdr_buffers" -m under
t_expect_rc 2
t_expect_grep 'TBROK: guarded buffer 0x[0-9a-f]+: written 1 bytes before its start'

t_case "tst_test.h under a legacy test's _XOPEN_SOURCE 500: builds (no barrier or addrinfo needed) and runs"
t_run 20 "$BIN/hdr_xopen500"
hdr_ok
t_expect_grep 'TPASS: built with _XOPEN_SOURCE 500'

t_case "tst_test.h brings in the config.h of the test's include path (close_range01's HAVE_CLOSE_RANGE), and none when there is none"
t_run 20 "$BIN/hdr_config"
hdr_ok
t_expect_grep 'TPASS: no config.h on the include path'
t_run 60 sh -c "cc -std=gnu11 -D_GNU_SOURCE -pthread -I'$here/config_h' -I'$here/../include' -o '$T_TMP/hdr_config' '$here/hdr_config.c' '$BIN/../libtst.a' && '$T_TMP/hdr_config'"
hdr_ok
t_expect_grep 'TPASS: HAVE_NEWLIB_TEST_CONFIG_H came in with tst_test.h'

t_case "TST_TEST_TCONF(): TCONF with its message, nothing runs"
t_run 20 "$BIN/hdr_tconf"
t_expect_rc 32
t_expect_grep 'TCONF: this test needs libfoo, not found at build time'

t_case "TST_TEST_TCONF(): the options its runtest lines give the test where it compiles are no error: TCONF"
t_run 20 "$BIN/hdr_tconf" -1 unshare -x
t_expect_rc 32
t_expect_grep 'TCONF: this test needs libfoo, not found at build time'

t_case "requirement fields: each unmet one is TCONF naming it before setup"
for req in arch_other:'does not run on' abi_other:'the test needs the (32|64)-bit ABI' \
	cpus:'needs 100000 cpus online' mem:'MiB of MemAvailable' \
	swap:'MiB of free swap'; do
	REQ=${req%%:*} t_run 20 "$BIN/hdr_reqs"
	t_expect_rc 32
	t_expect_grep "TCONF: .*${req#*:}"
	t_expect_no_grep 'setup ran'
done
# a driver no modules file lists; without the files (TWARNs) TCONF|TWARN
REQ=driver t_run 20 "$BIN/hdr_reqs"
if [ -f "/lib/modules/$(uname -r)/modules.dep" ]; then
	t_expect_rc 32
else
	t_expect_rc 36
fi
t_expect_grep 'TCONF: .*the no_such_drv driver is not available'
t_expect_no_grep 'setup ran'
for req in arch_ok abi_ok compat lockdown; do
	REQ=$req t_run 20 "$BIN/hdr_reqs"
	t_expect_rc 0
	t_expect_grep 'setup ran'
done

t_case ".needs_cpu_vendor: another vendor is TCONF before setup, this one runs"
VENDOR=other t_run 20 "$BIN/hdr_cpu_vendor"
t_expect_rc 32
t_expect_grep 'TCONF: .*needs a NoSuchVendor cpu'
t_expect_no_grep 'setup ran'
VENDOR=same t_run 20 "$BIN/hdr_cpu_vendor"
t_expect_rc 0
t_expect_grep 'setup ran'

t_case "tst_kconfig.h: .needs_kconfigs expressions against the configuration"
kc="$T_TMP/kconfig"
cat >"$kc" <<'EOK'
CONFIG_TST_Y=y
CONFIG_TST_M=m
# CONFIG_TST_UNSET is not set
CONFIG_TST_HZ=250
CONFIG_TST_STR="a b"
EOK
KCONFIG_PATH="$kc" t_run 20 "$BIN/hdr_kconfig"
hdr_ok
t_expect_count 'TPASS' 6
KCONFIG_PATH="$kc" KEXPR='CONFIG_TST_NONE | CONFIG_TST_HZ=100' \
	t_run 20 "$BIN/hdr_kconfig"
t_expect_rc 32
t_expect_grep "TINFO: kernel config: 'CONFIG_TST_NONE \| CONFIG_TST_HZ=100' does not hold"
t_expect_count 'does not hold' 1
KCONFIG_PATH="$kc" KEXPR='CONFIG_TST_Y & (CONFIG_TST_M' t_run 20 "$BIN/hdr_kconfig"
t_expect_rc 2
t_expect_grep "TBROK: .needs_kconfigs 'CONFIG_TST_Y & \(CONFIG_TST_M': expected '\)'"
KCONFIG_PATH="$T_TMP/no-such-config" t_run 20 "$BIN/hdr_kconfig"
t_expect_rc 32
t_expect_grep 'TCONF: the kernel configuration cannot be read'

t_case "tst_kconfig.h: the kernel command line, slow debug options; tst_module.h: module signatures enforced"
t_run 20 "$BIN/hdr_kcmdline"
if ! grep -q 'TCONF: no key=value word' "$T_OUT"; then
	hdr_ok
	t_expect_count 'TPASS' 3
	t_expect_grep 'TPASS: Expect: ltp_no_such_kernel_param not found'
fi
kc="$T_TMP/kconfig-slow"
printf 'CONFIG_KASAN=y\nCONFIG_MODULE_SIG_FORCE=y\n' >"$kc"
KCONFIG_PATH="$kc" t_run 20 "$BIN/hdr_kcmdline" -m slow
hdr_ok
t_expect_grep 'TINFO: CONFIG_KASAN=y slows the kernel down'
t_expect_grep 'TPASS: tst_has_slow_kconfig\(\) is 1'
KCONFIG_PATH="$kc" t_run 20 "$BIN/hdr_kcmdline" -m sig
t_expect_rc 32
t_expect_grep 'TCONF: the kernel loads signed modules only'
printf 'CONFIG_TST_Y=y\n' >"$kc"
KCONFIG_PATH="$kc" t_run 20 "$BIN/hdr_kcmdline" -m slow
t_expect_grep 'TPASS: tst_has_slow_kconfig\(\) is 0'
if ! grep -q 'module.sig_enforce' /proc/cmdline; then
	KCONFIG_PATH="$kc" t_run 20 "$BIN/hdr_kcmdline" -m sig
	hdr_ok
	t_expect_grep 'TPASS: module signatures are not enforced'
fi

t_case "tst_safe_file_ops.h: printf, scanf, lines, meminfo, proc status"
t_run 20 "$BIN/hdr_file_ops"
hdr_ok
t_expect_count 'TPASS' 7
t_run 20 "$BIN/hdr_file_ops" -m try
t_expect_rc 0
t_expect_grep 'TPASS: SAFE_TRY_FILE_PRINTF\(\) of a missing file returned'
t_expect_grep 'TPASS: a == 42'
t_expect_no_grep 'TCONF'
t_run 20 "$BIN/hdr_file_ops" -m lines
t_expect_rc 2
t_expect_grep 'TBROK: no line of f matches "nothing %d"'

t_case "tst_safe_sysv_ipc.h, libnewipc.h: queue, segment, semaphores; IPC_EXCL twice is TBROK"
t_run 20 "$BIN/hdr_sysv_ipc"
hdr_ok
t_expect_count 'TPASS' 8
t_run 20 "$BIN/hdr_sysv_ipc" -m excl
t_expect_rc 2
t_expect_grep 'TBROK: msgget\(0x[0-9a-f]+,[0-7]+\) failed: EEXIST'

t_case "tst_safe_posix_ipc.h: a POSIX message queue"
t_run 20 "$BIN/hdr_posix_ipc"
hdr_ok
t_expect_count 'TPASS' 6
t_expect_grep 'TPASS: a second registration: EBUSY'

t_case "tst_clocks.h, tst_safe_clocks.h, struct tst_ts in all three layouts"
t_run 20 "$BIN/hdr_clocks"
hdr_ok
t_expect_count 'TPASS' 33
t_expect_count 'TPASS: tst_its_get_interval_nsec\(it\) == -1' 3
t_expect_count 'TPASS: Expect: the stopwatch saw a 2 ms sleep' 3


t_case "tst_timer.h: NSEC_PER_SEC as the real one has it, timespec and tst_ts arithmetic"
t_run 20 "$BIN/hdr_timer_more"
hdr_ok
t_expect_count 'TPASS' 16

t_case "tst_timer.h: tst_timespec_add() sums two timespecs, carrying a second"
t_run 20 "$BIN/hdr_timespec_add"
hdr_ok
t_expect_count 'TPASS' 5

t_case "tst_timer.h included alone brings in tst_test.h and the libc_/sys_ clock calls"
t_run 20 "$BIN/hdr_timer_first"
hdr_ok
t_expect_count 'TPASS' 4
t_expect_count 'TPASS: Expect: CLOCK_MONOTONIC reads [0-9]+s' 2
# Again with a config.h that has HAVE_LIBAIO, where libaio's header is
# installed: tst_timer.h before tst_test.h used to test HAVE_LIBAIO before
# config.h came in, and the io_pgetevents member named an undeclared type.
if [ -e /usr/include/libaio.h ]; then
	t_run 60 sh -c "cc -std=gnu11 -D_GNU_SOURCE -pthread -I'$here/config_h_aio' -I'$here/../include' -o '$T_TMP/hdr_timer_first' '$here/hdr_timer_first.c' '$BIN/../libtst.a' && '$T_TMP/hdr_timer_first'"
	hdr_ok
	t_expect_count 'TPASS: Expect: HAVE_LIBAIO: struct time64_variants has io_pgetevents' 2
fi

t_case "tst_timer.h included after tst_test.h (futextest.h) brings in the sys_ calls too, sys_futex() and sys_futex_time64() among them"
t_run 20 "$BIN/hdr_timer_after"
hdr_ok
t_expect_grep 'TPASS: a wait for a value the word does not hold: EAGAIN'
t_expect_grep 'TPASS: a wait with a 10 ms timeout: ETIMEDOUT'
t_expect_grep 'TPASS: Expect: the wait lasted [0-9]+ ms'

t_case "tst_safe_net.h, tst_net.h: UDP on the loopback, a socket pair, a private network namespace"
t_run 20 "$BIN/hdr_net"
t_expect_no_grep 'TFAIL|TBROK|TWARN'
t_expect_grep 'TPASS: Expect: a network namespace of its own: 1 interface'
t_expect_grep 'TPASS: host == u.nodename'
t_expect_grep 'TPASS: TST_GETSOCKPORT\(s\) == ntohs'
t_expect_count 'TPASS' 8

t_case "tst_test.h alone declares tst_setup_netns() (tst_safe_net.h brings in tst_net.h)"
t_run 20 "$BIN/hdr_netns_test_h"
hdr_ok
t_expect_grep 'TPASS: getuid\(\) == 0'
t_expect_grep 'TPASS: Expect: only the loopback in the new namespace'
t_expect_count 'TPASS' 3

t_case "tst_tmpdir.h: the tmpdir's path, paths in it, a purge that stays inside"
outside=$(mktemp -d)
echo keep >"$outside/keep"
t_run 20 "$BIN/hdr_tmpdir" -o "$outside"
hdr_ok
t_expect_count 'TPASS' 5
t_expect_true "the purge followed the symlink" test -f "$outside/keep"
rm -rf "$outside"

t_case "tst_sched.h: both variants read and set the policy"
t_run 20 "$BIN/hdr_sched"
hdr_ok
t_expect_count 'TPASS' 10

t_case "TST_DECLARE_ONCE_FN(): one call from many threads, callers wait for it; TST_TO_STR_()"
t_run 20 "$BIN/hdr_once"
hdr_ok
t_expect_count 'TPASS' 3

t_case "tst_path_exists() from a format; tst_timespec_diff_ns() with its sign"
t_run 20 "$BIN/hdr_path_ns"
hdr_ok
t_expect_count 'TPASS' 4

t_case "tst_timeout_remaining(): what is left of the run's timeout; tst_timer_test.h"
t_run 30 "$BIN/hdr_timeout_left"
hdr_ok
t_expect_count 'TPASS' 3

t_case "tst_creat_unlinked(): open files no name points to, also in the older spellings; a missing directory is TBROK"
t_run 20 "$BIN/hdr_creat_unlinked"
hdr_ok
t_expect_count 'TPASS' 4
t_run 20 "$BIN/hdr_creat_unlinked" -m
t_expect_rc 2
t_expect_grep 'TBROK: open\(no_such_dir/ltp_unlinked_.*ENOENT'

t_case "tst_fd.h: a descriptor of every kind"
t_run 20 "$BIN/hdr_fd"
t_expect_no_grep 'TFAIL|TBROK|TWARN'
t_expect_grep 'TPASS: Expect: [0-9]+ kinds of descriptors, each open'
t_expect_grep 'TPASS: Expect: [0-9]+ pairs of kinds'

t_case "tst_fuzzy_sync.h: delays make each racing thread win some races"
t_run 60 "$BIN/hdr_fzsync"
if grep -q 'TCONF: still sampling at the end' "$T_OUT"; then
	# a machine too loaded for sampling to settle (seen once under nice
	# beside other builds): the case can say nothing
	t_expect_rc 32
	t_expect_grep 'fzsync: time budget used .* still sampling'
else
	hdr_ok
	t_expect_grep 'TPASS: Expect: each side won some races'
	t_expect_grep 'TINFO: fzsync: .* random delays used'
fi

t_case "tst_fuzzy_sync.h: tst_fzsync_pair_add_bias() as the real library has it: a positive bias delays thread B, a negative one thread A, none once sampling is over"
t_run 60 "$BIN/lib_fzsync_bias"
hdr_ok
t_expect_count 'TPASS' 4
t_expect_grep 'TPASS: Expect: a positive bias delays B: B starts [0-9]+ us after A'
t_expect_grep 'TPASS: Expect: a negative bias delays A: B starts [0-9]+ us before A'

t_case "tst_fuzzy_sync.h, 2018 form: TST_FZSYNC_PAIR_INIT, waits that return 0 after tst_fzsync_pair_exit()"
t_run 30 "$BIN/hdr_fzsync_2018"
hdr_ok
t_expect_grep 'TPASS: rounds_b == ROUNDS \(1000\)'
t_expect_grep 'TPASS: out_of_step == 0'
t_expect_count 'TPASS' 4

t_case "tst_fuzzy_sync.h: B runs exactly A's windows, none after A's last; a tst_brk() in B"
t_run 30 "$BIN/lib_fzsync_end"
hdr_ok
t_expect_grep 'TPASS: closed_in_window == 0'
t_expect_grep 'TPASS: windows_b == windows_a'
t_run 30 "$BIN/lib_fzsync_end" -b
t_expect_rc 2
t_expect_count 'TBROK' 1
t_expect_grep 'TBROK: B ends the test'

t_case "tst_fuzzy_sync.h: when tst_fzsync_run_a() ends the loop, B has finished the work after its last window and is joined (writev03)"
t_run 30 "$BIN/lib_fzsync_end" -a
hdr_ok
t_expect_grep 'TPASS: b_busy == 0'
t_expect_grep 'TPASS: windows_b == windows_a \(5\)'

t_case "tse_numa.h: memory nodes and where a mapping's pages are"
t_run 20 "$BIN/hdr_numa"
hdr_ok
t_expect_count 'TPASS' 2

t_case "tst_numa.h: tse_numa.h under the names tests of 2019-2025 use (mbind02, cpuset02)"
t_run 20 "$BIN/hdr_numa_old"
hdr_ok
t_expect_count 'TPASS' 3

t_case "tst_taint.h: .taint_check watches W and D; nothing new while the test ran"
t_run 20 "$BIN/hdr_taint"
if [ "$(cat /proc/sys/kernel/tainted)" = 0 ]; then
	hdr_ok
	t_expect_count 'TPASS' 1
fi

t_case "tst_minmax.h: MIN/MAX of an int and a long (cgroup_core03) build with -Werror, each operand evaluated once"
t_run 20 "$BIN/hdr_minmax"
hdr_ok
t_expect_count 'TPASS' 6
t_expect_grep 'TPASS: calls == 1 \(1\)'

t_case "tst_safe_net.h brings in <arpa/inet.h>, <netinet/in.h>, <sys/un.h> (recvmsg03's inet_addr())"
t_run 20 "$BIN/hdr_safe_net_inc"
hdr_ok
t_expect_count 'TPASS' 4

t_case "misc headers: common, minmax, atomic, assert, bad addr, kernel, arch, cpu, pid, parse, strstatus, strsig, TEST(), SAFE_CMD"
t_run 20 "$BIN/hdr_misc"
hdr_ok
t_expect_count 'TPASS' 26
t_expect_grep 'TPASS: Expect: TEST\(\) keeps the return value 42 and errno EDOM'
t_expect_no_grep 'TDEBUG'
t_expect_grep "TPASS: value \\(Key:\\) = 'text'"
t_run 20 "$BIN/hdr_misc" -D
t_expect_grep 'TDEBUG: a debug message'
t_expect_grep '^passed +26$'

t_case ".runtime with .min_runtime, tst_set_runtime(), tst_set_timeout()"
t_run 20 "$BIN/hdr_runtime"
hdr_ok
t_expect_count 'TPASS' 3
LTP_TIMEOUT_MUL=0.1 t_run 30 "$BIN/hdr_runtime" -m long
hdr_ok
t_expect_grep 'TPASS: the run finished'
LTP_TIMEOUT_MUL=0.1 t_run 30 "$BIN/hdr_runtime" -m short
t_expect_rc 2
t_expect_grep 'TBROK: the test timed out'

t_case ".min_runtime alone is the runtime"
t_run 20 "$BIN/hdr_min_runtime"
hdr_ok
t_expect_count 'TPASS' 2
LTP_RUNTIME_MUL=0.1 t_run 20 "$BIN/hdr_min_runtime"
hdr_ok
t_expect_count 'TPASS' 2

t_case ".max_runtime and tst_set_max_runtime(): the older spellings of the runtime"
t_run 20 "$BIN/hdr_max_runtime"
hdr_ok
t_expect_count 'TPASS' 2
t_case ".resource_files: copied from LTP_DATAROOT; a missing one is TBROK"
data="$T_TMP/data"
mkdir -p "$data"
echo resource-content >"$data/hdr_resource.dat"
LTP_DATAROOT="$data" t_run 20 "$BIN/hdr_resource"
hdr_ok
t_expect_count 'TPASS' 1
LTP_DATAROOT="$T_TMP/empty" t_run 20 "$BIN/hdr_resource"
t_expect_rc 2
t_expect_grep 'TBROK: resource file hdr_resource.dat not found'

t_case ".resource_files: also where the real library looks, the start directory and \$LTPROOT/testcases/bin (pipe2_02's helper)"
start="$T_TMP/start"
mkdir -p "$start" "$T_TMP/ltproot/testcases/bin"
echo resource-content >"$start/hdr_resource.dat"
abs_bin=$(cd "$BIN" && pwd)
t_run 20 sh -c "cd '$start' && LTP_DATAROOT='$T_TMP/empty' '$abs_bin/hdr_resource'"
hdr_ok
t_expect_count 'TPASS' 1
mv "$start/hdr_resource.dat" "$T_TMP/ltproot/testcases/bin/"
LTPROOT="$T_TMP/ltproot" LTP_DATAROOT="$T_TMP/empty" t_run 20 "$BIN/hdr_resource"
hdr_ok
t_expect_count 'TPASS' 1

if ! is_root; then
	return 0
fi

t_case "tst_capability.h: .caps raises before setup, drops after it"
t_run 20 "$BIN/hdr_caps"
hdr_ok
t_expect_count 'TPASS' 4

t_case "tst_cap_action() between calls (open_by_handle_at02): a drop clears the effective bit only, a request raises it again, nothing said when nothing changes; TCONF for a capability not permitted"
t_run 20 "$BIN/hdr_cap_action"
hdr_ok
t_expect_count 'TPASS' 5
t_expect_count 'TINFO: dropping CAP_DAC_READ_SEARCH' 1
t_expect_count 'TINFO: raising CAP_DAC_READ_SEARCH' 1
t_run 20 "$BIN/hdr_cap_action" -n
t_expect_rc 32
t_expect_grep 'TCONF: CAP_DAC_READ_SEARCH \(2\) is not permitted to the test'
t_expect_no_grep 'TFAIL'

t_case "tst_capability.h: tst_capget()/tst_capset() on the kernel's structures (fs/acl tests' acl_lib.h drops every capability)"
t_run 20 "$BIN/hdr_capset"
hdr_ok
t_expect_count 'TPASS' 7

t_case "tst_safe_macros.h: more calls on their success path"
t_run 30 "$BIN/hdr_safe_more"
hdr_ok
t_expect_count 'TPASS' 19
t_expect_grep 'TPASS: SAFE_READLINK\("link", link_buf, sizeof\(link_buf\)\) == 4'
t_expect_grep 'TPASS: val == "pf"'
t_expect_grep 'TPASS: Expect: the tracee went on and exited with 0'

t_case "tst_epoll.h, tst_safe_timerfd.h: a pipe and a timerfd in an epoll set; a bad fd is TBROK at the caller's line"
t_run 20 "$BIN/hdr_epoll"
hdr_ok
t_expect_count 'TPASS' 5
t_run 20 "$BIN/hdr_epoll" -m bad
t_expect_rc 2
line=$(grep -n '/\* L:bad \*/' "$here/hdr_epoll.c" | cut -d: -f1)
t_expect_grep "^hdr_epoll.c:$line: TBROK: epoll_ctl\(3, 1, 1000, 0x[0-9a-f]+\) failed: EBADF"

t_case "tst_netlink.h: a NETLINK_ROUTE request with an attribute and its reply; an acked request for a missing link fails with tst_netlink_errno ENODEV"
t_run 20 "$BIN/hdr_netlink"
hdr_ok
t_expect_count 'TPASS' 6

t_case "tst_sock_addr(): the real library's text for IPv4, IPv6 (a port only when set), unix and other families; NULL when it does not fit"
t_run 20 "$BIN/hdr_sock_addr"
hdr_ok
t_expect_count 'TPASS' 8

t_case "NETLINK_ADD_ATTR_LIST(): nested lists, each ended by its first entry of negative length (a type-0 entry before it is an attribute); the count of the list's own entries (cve-2023-31248)"
t_run 20 "$BIN/hdr_netlink_attrs"
hdr_ok
t_expect_count 'TPASS' 5
t_expect_grep 'TPASS: NETLINK_ADD_ATTR_LIST\(ctx, newlink\) == 2'

t_case "tst_netdevice.h: a veth pair, an address and a route, an htb qdisc with a class and a u32 filter, in a netns of the test's own"
t_run 30 "$BIN/hdr_netdevice"
if ! grep -q 'TCONF' "$T_OUT"; then
	hdr_ok
	t_expect_count 'TPASS' 7
	t_expect_grep 'TPASS: tst_strerrno\(tst_netlink_errno\) == "EEXIST"'
	t_expect_grep 'TPASS: address, route, qdisc, class and filter added and removed'
fi

t_case "tst_netdevice.h: NETDEV_SET_HWADDR() seen in /sys/class/net, NETDEV_SET_MASTER() enslaves to a bridge and NULL releases (sys_net02, sys_net03); a bad address is 0 and EINVAL, TBROK when strict"
t_run 30 "$BIN/hdr_netdev_link"
if ! grep -q 'TCONF' "$T_OUT"; then
	hdr_ok
	t_expect_count 'TPASS' 5
	t_expect_grep "TPASS: /sys/class/net/ltp_lv0/address \('02:00:00:00:00:2a'\) == '02:00:00:00:00:2a'"
	t_run 30 "$BIN/hdr_netdev_link" -m bad
	t_expect_rc 2
	line=$(grep -n '/\* L:bad \*/' "$here/hdr_netdev_link.c" | cut -d: -f1)
	t_expect_grep "^hdr_netdev_link.c:$line: TBROK: setting the address of ltp_lv0 failed: EINVAL"
fi

t_case "tst_sysfs_assert.h: each check on files of known values passes, naming path and value; the _SILENT forms say nothing of a missing file; the readers read"
t_run 20 "$BIN/hdr_sysfs_assert"
hdr_ok
t_expect_count 'TPASS' 35
t_expect_grep 'TPASS: s/num = 42 in range \[0, 100\]'
t_expect_grep 'TPASS: s/choice has valid choices with single selected'
t_expect_grep 'TPASS: s/list contains 8'
t_expect_grep 'TPASS: s/lo \(1\) < s/hi \(2\)'
t_expect_no_grep 'does not exist'

t_case "tst_sysfs_assert.h: each check fails once with the value it read; a file without a number is file_scanf()'s TWARN and a TFAIL"
t_run 20 "$BIN/hdr_sysfs_assert" -m fail
t_expect_rc 1
t_expect_count 'TFAIL' 16
t_expect_grep 'TFAIL: s/num = 42 out of range \[0, 10\]'
t_expect_grep 'TFAIL: s/nochoice has 0 selected tokens, expected exactly 1'
t_expect_grep "TFAIL: s/badword contains unexpected token 'standby'"
t_expect_grep "TFAIL: s/nolist: invalid list token '1-x'"
t_expect_grep 'TFAIL: s/nosub is not a subset of s/list'
t_expect_grep 'TPASS: sel == "kept"'
t_run 20 "$BIN/hdr_sysfs_assert" -m nonum
t_expect_rc 5
t_expect_grep 'TWARN: .*s/text'
t_expect_grep 'TFAIL: s/text does not contain a number'

t_case "tst_sysfs_assert.h: a missing file is TCONF for that check and the test goes on; TST_SYSFS_TRY_OPENDIR() of one ends it as TCONF; TST_SYSFS_READ_LI() of one is TBROK"
t_run 20 "$BIN/hdr_sysfs_assert" -m missing
t_expect_rc 32
t_expect_count 'TCONF: s/missing does not exist' 15
t_expect_no_grep 'TFAIL|TPASS'
t_run 20 "$BIN/hdr_sysfs_assert" -m brk
t_expect_rc 2
t_expect_grep 'TBROK: .*s/missing'

t_case "tst_netdevice.h: NETDEV_MAY_REMOVE_QDISC() removes a qdisc that is there, is no TBROK for one that is not (cve-2026-46331); NETDEV_REMOVE_QDISC() is"
t_run 30 "$BIN/hdr_netdev_may"
if ! grep -q 'TCONF' "$T_OUT"; then
	hdr_ok
	t_expect_count 'TPASS' 2
	t_run 30 "$BIN/hdr_netdev_may" -r
	t_expect_rc 2
	t_expect_count 'TPASS' 2
	t_expect_grep 'TBROK: removing the clsact queueing discipline of lo failed'
fi

t_case "tst_crypto.h: an hmac instance added and deleted over NETLINK_CRYPTO (TCONF without crypto_user)"
t_run 20 "$BIN/hdr_netlink" -m crypto
if ! grep -q 'TCONF' "$T_OUT"; then
	hdr_ok
	t_expect_count 'TPASS' 2
fi

t_case "SAFE_NETLINK_SEND()/RECV() on a socket of the test's own (tests before the netlink contexts): RTM_GETLINK for lo"
t_run 20 "$BIN/hdr_netlink_fd"
hdr_ok
t_expect_count 'TPASS' 4

t_case "SAFE_NETLINK_SEND() on a closed descriptor: TBROK at the caller's line"
t_run 20 "$BIN/hdr_netlink_fd" -m badfd
t_expect_rc 2
t_expect_grep 'hdr_netlink_fd.c:[0-9]+: TBROK: sendmsg\(-?[0-9]+, netlink message of 16 bytes\): EBADF'
t_expect_no_grep 'TFAIL'

t_case "tst_crypto.h's session (tests before the netlink contexts): an hmac instance added and deleted (TCONF without crypto_user)"
t_run 20 "$BIN/hdr_netlink_fd" -m crypto
if grep -q 'TCONF' "$T_OUT"; then
	t_expect_rc 32
	t_expect_grep 'TCONF: (NETLINK_CRYPTO is not supported|no hmac)'
else
	hdr_ok
	t_expect_count 'TPASS' 3
fi

t_case "SAFE_PIDFD_OPEN() on a child that exits; tst_timer_expired_ms() before and after; pid -1 is TBROK at the caller's line"
t_run 20 "$BIN/hdr_pidfd_timer"
hdr_ok
t_expect_count 'TPASS' 3
t_run 20 "$BIN/hdr_pidfd_timer" -m bad
t_expect_rc 2
line=$(grep -n '/\* L:bad \*/' "$here/hdr_pidfd_timer.c" | cut -d: -f1)
t_expect_grep "^hdr_pidfd_timer.c:$line: TBROK: pidfd_open\(-1,0\) failed: EINVAL"

t_case "tst_checkpoint_wait()/wake() return ETIMEDOUT or 0; tst_validate_children(): 0 when all exit 0, else a TFAIL naming the child and 1"
t_run 20 "$BIN/hdr_ckpt_plain"
hdr_ok
t_expect_count 'TPASS' 5
t_run 20 "$BIN/hdr_ckpt_plain" -m bad
t_expect_rc 1
t_expect_grep 'TFAIL: child [0-9]+ exited with 3'
t_expect_grep 'TPASS: tst_validate_children\(2\) == bad \(1\)'

t_case "TST_EXP_LE_LU() and its _SILENT form; tse_newipc.h's PATH_KERN_SHMMNI checked with TST_ASSERT_ULONG()"
t_run 20 "$BIN/hdr_exp_le"
hdr_ok
t_expect_count 'TPASS' 4
t_run 20 "$BIN/hdr_exp_le" -m fail
t_expect_rc 1
t_expect_grep 'TFAIL: two \+ 1 \(3\) > two \(2\)'
t_expect_grep 'TFAIL: /proc/sys/kernel/shmmni != [0-9]+, got [0-9]+'

t_case "tst_is_mounted_ro/rw(), tst_mount_has_opt() on the topmost of two tmpfs mounts; nothing mounted is TBROK"
t_run 20 "$BIN/hdr_mount_opts"
hdr_ok
t_expect_count 'TPASS' 7
t_run 20 "$BIN/hdr_mount_opts" -m bad
t_expect_rc 2
t_expect_grep 'TBROK: nothing is mounted at mnt'

t_case "the new system call numbers (mseal); tst_lsm_enabled() (TCONF without /sys/kernel/security/lsm)"
t_run 20 "$BIN/hdr_lsm"
hdr_ok
t_expect_grep 'TPASS: tst_syscall\(__NR_mseal'
if [ -e /sys/kernel/security/lsm ]; then
	t_expect_count 'TPASS' 3
else
	t_expect_grep 'TCONF: /sys/kernel/security/lsm is not present'
fi

t_case "the 2025 system call numbers: file_getattr(), file_setattr() of a tmpdir file (TCONF on a kernel without them)"
t_run 20 "$BIN/hdr_file_attr"
if ! grep -q 'TCONF' "$T_OUT"; then
	hdr_ok
	t_expect_count 'TPASS' 2
	t_expect_grep 'TPASS: tst_syscall\(__NR_file_getattr'
fi

t_case "the other archs' call names: __NR_ugetrlimit picks the getrlimit() call as getrlimit03 does; a call the arch lacks (sync_file_range2) is TCONF"
t_run 20 "$BIN/hdr_arch_calls"
hdr_ok
t_expect_grep 'TPASS: __NR_u?getrlimit passed'
t_expect_grep 'TPASS: by_call.rlim_cur == lim.rlim_cur'
if grep -q 'TCONF' "$T_OUT"; then
	t_expect_grep 'TCONF: syscall\(-1\) __NR_sync_file_range2 not supported'
else
	t_expect_grep 'TPASS: sync_file_range2\(\) exists here'
fi

t_case "a new-API test of 2016-2017: .tid names its tmpdir; TEST_RETURN and TEST_ERRNO are TST_RET and TST_ERR"
t_run 20 "$BIN/hdr_tid"
hdr_ok
t_expect_count 'TPASS' 3
t_expect_grep 'TPASS: Expect: tmpdir tidnamed[A-Za-z0-9]{6} named after .tid'

t_case "tst_wallclock_save()/restore() keep the time; a missing RTC: -1 ENOENT, and TBROK naming it for tst_rtc_clock_save()"
t_run 20 "$BIN/hdr_wallclock"
hdr_ok
t_expect_count 'TPASS' 3
t_run 20 "$BIN/hdr_wallclock" -m bad
t_expect_rc 2
t_expect_grep 'TBROK: reading the time of /dev/no-such-rtc: ENOENT'

t_case "tst_safe_stdio.h: fwrite, fflush, fileno, fseek, ftell, freopen, fread, sscanf; short reads and scans are TBROK at the caller's line"
t_run 20 "$BIN/hdr_stdio"
hdr_ok
t_expect_count 'TPASS' 5
for m in short:'TBROK: fread\(\) of 1 items: 0 done \(end of file\)' \
	scan:'TBROK: sscanf\("cpu x", "%7s %d"\) matched 1 of 2 items'; do
	t_run 20 "$BIN/hdr_stdio" -m "${m%%:*}"
	t_expect_rc 2
	line=$(grep -n "/\* L:${m%%:*} \*/" "$here/hdr_stdio.c" | cut -d: -f1)
	t_expect_grep "^hdr_stdio.c:$line: ${m#*:}"
done

t_case "tst_af_alg.h: sha256 through a request socket; a missing algorithm is a TCONF line; no AF_ALG is TCONF"
t_run 20 "$BIN/hdr_af_alg"
if grep -q 'TCONF: the kernel has no AF_ALG sockets' "$T_OUT"; then
	t_expect_rc 32
	t_expect_no_grep 'TFAIL|TBROK|TWARN'
else
	t_expect_no_grep 'TFAIL|TBROK|TWARN'
	t_expect_grep "TCONF: the kernel has no hash algorithm 'no-such-hash'"
	t_expect_grep 'TPASS: tst_try_alg\("hash", "no-such-hash"\) == ENOENT'
	t_expect_grep 'TPASS: Expect: sha256\("abc"\) written|TCONF: .*sha256'
	t_expect_grep 'TPASS: Expect: sha256\("abc"\) through tst_alg_setup\(\) and tst_alg_accept\(\)|TCONF: .*sha256'
fi

t_case "tst_safe_macros.h: failing fcntl/unshare/exec/opendir at the caller's line"
for m in fcntl:'TBROK: fcntl\(-1,1,0\) failed: EBADF' \
	unshare:'TCONF: unshare\(0x1000\): not supported by this kernel' \
	exec:'TBROK: execlp\(/no/such/prog\) failed: ENOENT' \
	readdir:'TBROK: opendir\(/no/such/dir\) failed: ENOENT'; do
	t_run 20 "$BIN/hdr_safe_more" -m "${m%%:*}"
	line=$(grep -n "/\* L:${m%%:*} \*/" "$here/hdr_safe_more.c" | cut -d: -f1)
	t_expect_grep "^hdr_safe_more.c:$line: ${m#*:}"
done

t_case "tst_clone.h: SAFE_CLONE children, a UTS namespace, ltp_clone()"
t_run 20 "$BIN/hdr_clone"
hdr_ok
t_expect_count 'TPASS' 5

t_case "tst_uid.h: free ids, tst_check_resuid/resgid"
t_run 20 "$BIN/hdr_uid"
hdr_ok
t_expect_count 'TPASS' 7
t_expect_grep 'TPASS: Expect: setgid\([0-9]+\), setuid\([0-9]+\)'

t_case "compat_tst_16.h: the 32-bit calls; the 16-bit build is TCONF on this arch"
t_run 20 "$BIN/hdr_compat16"
hdr_ok
t_expect_count 'TPASS' 5
t_run 20 "$BIN/hdr_compat16_16"
if grep -q '__NR_setuid32' /usr/include/asm/unistd*.h 2>/dev/null; then
	hdr_ok
else
	t_expect_rc 32
	t_expect_grep 'TCONF: the 16-bit version of getuid\(\) does not exist on this arch'
fi

t_case ".needs_rofs and .needs_devfs mounts at the mntpoint"
t_run 20 "$BIN/hdr_mounts"
hdr_ok
t_expect_count 'TPASS' 5
MOUNTS=devfs t_run 20 "$BIN/hdr_mounts"
hdr_ok
t_expect_count 'TPASS' 2

t_case "tst_device.h: loop devices driven by the test itself"
t_run 60 "$BIN/hdr_device_api"
if ! grep -q 'no free loop device' "$T_OUT"; then
	hdr_ok
	t_expect_count 'TPASS' 12
fi

t_case "tst_fs.h: TST_MB, tst_fill_fd(), tst_prealloc_file(), tst_get_path(), an overlay at OVL_MNT"
t_run 20 "$BIN/hdr_fs"
t_expect_no_grep 'TFAIL|TBROK|TWARN'
t_expect_grep 'TPASS: st.st_size == 2 \* TST_MB \(2097152\)'
t_expect_grep 'TPASS: Expect: tst_prealloc_file\(\): 3145728 bytes, [0-9]+ allocated'
t_expect_grep 'TPASS: Expect: sh found at /'
if grep -q 'TCONF: no overlay' "$T_OUT"; then
	t_expect_count 'TPASS' 8
else
	t_expect_rc 0
	t_expect_count 'TPASS' 9
fi

t_case ".runs_script, .child_needs_reinit, .timeout = TST_UNLIMITED_TIMEOUT"
# An absolute $BIN: the test runs in its tmpdir when it exec()s the helper.
PATH="$here/scripts:$(cd "$BIN" && pwd):$PATH" LTP_TIMEOUT_MUL=0.1 \
	t_run 30 "$BIN/hdr_script"
hdr_ok
t_expect_grep 'TPASS: out == "2:one:two"'
t_expect_grep '^lib_reinit_child.c:[0-9]+: TPASS: helper reports'
t_expect_count 'TPASS' 3

t_case ".hugepages: reserved for the test, the pool restored after"
before=$(cat /proc/sys/vm/nr_hugepages 2>/dev/null)
t_run 20 "$BIN/hdr_hugepage"
t_expect_no_grep 'TFAIL|TBROK|TWARN'
t_expect_true "nr_hugepages not restored to $before" \
	test "$(cat /proc/sys/vm/nr_hugepages 2>/dev/null)" = "$before"

t_case ".hugepages with TST_NEEDS: two huge pages reserved and used, or TCONF before setup where the kernel cannot give them; the pool restored after"
before=$(cat /proc/sys/vm/nr_hugepages 2>/dev/null)
t_run 20 "$BIN/hdr_hugepage_needs"
if grep -q 'TCONF' "$T_OUT"; then
	t_expect_rc 32
	t_expect_grep 'TCONF: (the kernel has no huge pages|cannot reserve 2 huge pages|only [01] of the 2 huge pages needed are free)'
	t_expect_no_grep 'TPASS|TFAIL|setup ran'
else
	hdr_ok
	t_expect_grep 'TPASS: tst_hugepages == PAGES \(2\)'
	t_expect_grep 'TPASS: both huge pages needed are usable'
fi
t_expect_true "nr_hugepages not restored to $before" \
	test "$(cat /proc/sys/vm/nr_hugepages 2>/dev/null)" = "$before"

t_case ".request_hugepages = TST_NO_HUGEPAGES and tst_request_hugepages(), the 2021 spellings (test_zero_hugepage): pool emptied, 2 reserved by the test, restored after"
orig=$(cat /proc/sys/vm/nr_hugepages 2>/dev/null)
echo $((orig + 1)) >/proc/sys/vm/nr_hugepages 2>/dev/null
before=$(cat /proc/sys/vm/nr_hugepages 2>/dev/null)
t_run 20 "$BIN/hdr_hugepage_old"
hdr_ok
t_expect_count 'TPASS' 4
t_expect_true "nr_hugepages not restored to $before" \
	test "$(cat /proc/sys/vm/nr_hugepages 2>/dev/null)" = "$before"
echo "$orig" >/proc/sys/vm/nr_hugepages 2>/dev/null

if cg_have_memory 2>/dev/null; then
	t_case ".needs_cgroup_ver: memory on the other version is TCONF"
	v=$(grep -q ' /sys/fs/cgroup/memory cgroup ' /proc/mounts && echo 1 || echo 2)
	CGV=$v t_run 20 "$BIN/hdr_cgver"
	hdr_ok
	CGV=$((3 - v)) t_run 20 "$BIN/hdr_cgver"
	t_expect_rc 32
	t_expect_grep "TCONF: cgroup controller memory is on v$v, the test needs v$((3 - v))"
fi

t_case ".all_filesystems: one fresh run per filesystem, skip list, per-fs mkfs and mount settings"
t_run 240 "$BIN/hdr_all_fs"
hdr_ok
t_expect_grep 'TINFO: skipping ext3: the test does not support it'
t_expect_grep 'TINFO: === testing on ext2 ==='
t_expect_grep 'TINFO: === testing on ext4 ==='
t_expect_grep 'TINFO: === testing on tmpfs ==='
t_expect_grep 'TPASS: sv.f_bsize == 1024 \(1024\)'
t_expect_grep 'TINFO: Limiting tmpfs size to 32MB'
t_expect_grep 'TPASS: sv.f_blocks \* sv.f_frsize == 32 \* TST_MB'
t_expect_count 'TINFO: setup on ' "$(grep -c '=== testing on' "$T_OUT")"
# xfs needs a device of 300 MB (mkfs.xfs refuses less): the device is
# made that large when the test runs on xfs
if command -v mkfs.xfs >/dev/null && grep -qw xfs /proc/filesystems; then
	t_expect_grep 'TINFO: === testing on xfs ==='
fi
LTP_SINGLE_FS_TYPE=tmpfs t_run 60 "$BIN/hdr_all_fs"
hdr_ok
t_expect_count '=== testing on' 1

t_case ".all_filesystems with .format_device alone: formatted, not mounted; the test mounts it"
t_run 120 "$BIN/hdr_all_fs_fmt"
hdr_ok
t_expect_count 'TPASS: Expect: nothing mounted' "$(grep -c '=== testing on' "$T_OUT")"
t_expect_count 'TPASS: the test mounts' "$(grep -c '=== testing on' "$T_OUT")"
t_expect_grep 'TINFO: === testing on tmpfs ==='

t_case ".needs_overlay: an overlay over the mounted device before setup, unmounted after"
t_run 60 "$BIN/hdr_overlay"
if ! grep -q 'TCONF' "$T_OUT"; then
	hdr_ok
	t_expect_count 'TPASS' 4
	t_expect_true "an overlay is left mounted" \
		sh -c '! grep -q "hdr_overlay.*/mntbase/ovl" /proc/self/mounts'
fi

t_case "libswap.h: a swap file on the test's ext4, on and off"
t_run 120 "$BIN/hdr_swap"
if ! grep -q 'TCONF' "$T_OUT"; then
	hdr_ok
	t_expect_count 'TPASS' 5
fi

t_case "ksm_helper.h: wait_ksmd_full_scan() returns after ksmd ran at least three more full scans"
t_run 60 "$BIN/hdr_ksm_helper"
if ! grep -q 'TCONF' "$T_OUT"; then
	hdr_ok
	t_expect_grep 'TINFO: ksmd ran two full scans in [0-9]+ s'
	t_expect_grep 'TPASS: Expect: full_scans went from [0-9]+ to [0-9]+'
fi

t_case "tse_swap.h (libswap.h's 2026 name): MAKE_SMALL_SWAPFILE() and SAFE_MAKE_SMALL_SWAPFILE() make MINIMAL_SWAP_SIZE_MB (1 MiB), as since 2024 (swapon02); MAKE_SWAPFILE_SIZE() the MiB asked, SAFE_MAKE_SWAPFILE_BLKS() blocks of the larger of block and page"
t_run 120 "$BIN/hdr_tse_swap"
if ! grep -q 'TCONF' "$T_OUT"; then
	hdr_ok
	t_expect_count 'TPASS' 11
	t_expect_grep 'TPASS: st.st_size == MINIMAL_SWAP_SIZE_MB \* 1024 \* 1024 \(1048576\)'
	t_expect_grep 'TPASS: st.st_size == 2 \* 1024 \* 1024 \(2097152\)'
	t_expect_grep 'TPASS: st.st_size == 40 \* blk \((163840|2621440)\)'
fi

t_case "libswap.h: tmpfs cannot hold a swap file: TCONF, not TFAIL"
t_run 60 "$BIN/hdr_swap_tmpfs"
t_expect_rc 32
t_expect_grep 'TCONF: swap files on tmpfs are not supported'
t_expect_no_grep 'TFAIL'

t_case "libswap.h: make_swapfile() of 2019 (swapfile, safe), of 2023 (swapfile, blocks, safe) and of now"
t_run 30 "$BIN/hdr_swap_old"
hdr_ok
t_expect_grep 'TPASS: make_swapfile\("old", 0\) passed'
t_expect_grep 'TPASS: make_swapfile\("blocks", 20, 1\) passed'
t_expect_grep 'TPASS: st.st_size == blocks \* blk \(81920\)'
t_expect_count 'TPASS' 9

t_case "old names kept: linux_syscall_numbers.h, ltp_signal.h, tlibio.h, dataascii.h, random_range.h, rmobj.h; tst_module.h, tst_fs_has_free(), TST_GET_UNUSED_PORT(), tst_is_virt()"
t_run 30 "$BIN/hdr_oldnames"
hdr_ok
t_expect_count 'TPASS' 24
t_expect_grep 'TPASS: path == "./ltp_dummy.ko"'
t_expect_grep 'TPASS: ltp_syscall\(__NR_rt_sigprocmask, SIG_BLOCK, NULL, &set, SIGSETSIZE\) passed'
# A TCONF after passes: the run passed (exit 0), the rest was skipped.
t_run 30 "$BIN/hdr_oldnames" -s
t_expect_rc 0
t_expect_grep 'hdr_oldnames\.c:[0-9]+: TCONF: syscall\(-1\) __LTP__NR_INVALID_SYSCALL not supported on your arch$'
t_run 30 "$BIN/hdr_oldnames" -m
t_expect_rc 0
t_expect_grep "tst_module\\.c:[0-9]+: TCONF: Failed to find module 'ltp_no_such_module\\.ko'\$"
t_run 30 "$BIN/hdr_oldnames" -l
t_expect_rc 2
t_expect_grep "TBROK: (command 'insmod' not found|'insmod' exited with [0-9]+)"
t_expect_no_grep 'TFAIL'

t_case "tst_modprobe(), tst_module_reload(), tst_module_unload(): modprobe with the parameters, rmmod then modprobe, rmmod; a failing modprobe is TBROK"
mkdir -p "$T_TMP/modbin"
for c in modprobe rmmod; do
	printf '#!/bin/sh\necho "%s $*" >>"$MODLOG"\nexit ${MODRC:-0}\n' $c \
		>"$T_TMP/modbin/$c"
	chmod 755 "$T_TMP/modbin/$c"
done
rm -f "$T_TMP/modlog"
PATH="$T_TMP/modbin:$PATH" MODLOG="$T_TMP/modlog" t_run 30 "$BIN/hdr_modprobe"
hdr_ok
t_expect_count 'TPASS' 5
t_expect_grep 'TINFO: Reloading kernel module ltp_mod'
rm -f "$T_TMP/modlog"
PATH="$T_TMP/modbin:$PATH" MODLOG="$T_TMP/modlog" MODRC=1 t_run 30 "$BIN/hdr_modprobe"
t_expect_rc 2
t_expect_grep "TBROK: 'modprobe' exited with 1"
t_expect_no_grep 'TPASS'

t_case "tst_fs_fill_hardlinks(), tst_fs_fill_subdirs(): the link limits, or none (slow: up to 65535 entries each)"
LTP_TIMEOUT_MUL=10 t_run 330 "$BIN/hdr_oldnames" -f
hdr_ok
t_expect_count 'TPASS' 26
t_expect_grep 'TINFO: (hard links limit reached in links: [0-9]+|no hard links limit in links within 65535)'
t_expect_grep 'TINFO: (subdirectories limit reached in subdirs: [0-9]+|no subdirectories limit in subdirs within 65535)'

t_case "tst_fill_fs(): a 4 MB tmpfs filled with one file of blocks, with files of random sizes, and by the 2017-2022 form tst_fill_fs(path, verbose)"
t_run 60 "$BIN/hdr_fill_fs"
hdr_ok
t_expect_count 'TPASS' 6
t_expect_grep 'TPASS: Expect: one file: 0 blocks left'
t_expect_grep 'TPASS: one file: mnt/AOF is there'
t_expect_grep 'TPASS: Expect: random sizes: 0 blocks left'
t_expect_grep 'TPASS: Expect: two arguments: 0 blocks left'
t_expect_grep 'TINFO: Creating file mnt/file0 size [0-9]+'
t_expect_grep 'TINFO: write\(\) to mnt/file[0-9]+: ENOSPC'

t_case "tst_memutils.h: tst_pollute_memory() fills what it was asked for and returns; free memory and swap, /proc/meminfo printed"
t_run 60 "$BIN/hdr_memutils"
hdr_ok
t_expect_count 'TPASS' 4
t_expect_grep 'TPASS: Expect: [0-9]+ kB available'
t_expect_grep 'TINFO: content of /proc/meminfo:'
t_expect_grep '^MemTotal: +[0-9]+ kB$'
t_expect_grep 'TPASS: Expect: peak RSS grew by [0-9]+ kB for 32768 kB asked'

t_case "tst_safe_file_at.h: openat, printfat, readat, fchownat, fstatat, unlinkat on a tmpdir descriptor"
t_run 30 "$BIN/hdr_file_at"
hdr_ok
t_expect_count 'TPASS' 5
t_expect_grep 'TPASS: buf == "42-x"'
t_run 30 "$BIN/hdr_file_at" -b
t_expect_rc 2
t_expect_grep "hdr_file_at\.c:[0-9]+: TBROK: writing '%d' to [0-9]+</[^>]*>/'missing' failed: ENOENT"
t_run 30 "$BIN/hdr_file_at" -s
t_expect_rc 2
line=$(grep -n '/\* L:small \*/' "$here/hdr_file_at.c" | cut -d: -f1)
t_expect_grep "^hdr_file_at\.c:$line: TBROK: a buffer of 4 bytes is too small for [0-9]+</[^>]*>/'f'"

t_case "time64_variants.h: libc and system call variants of the clock and timer calls"
t_run 30 "$BIN/hdr_time64"
hdr_ok
t_expect_grep 'TPASS: Expect: libc: [0-9]+ ms slept'
t_expect_grep 'TPASS: old system calls: clock_settime\(-1\): EINVAL'
t_expect_grep 'TPASS: Expect: old system calls: timerfd armed'
# a variant whose system call this arch lacks is left out at compile time
t_expect_no_grep 'TCONF'

t_case "time64_variants.h: the sched_rr_get_interval() variants read a SCHED_RR time slice"
t_run 30 "$BIN/hdr_sched_rr"
hdr_ok
t_expect_grep 'TPASS: Expect: libc: a time slice of [0-9]+ ms'
t_expect_grep 'TPASS: old system call: an unused pid: ESRCH'
t_expect_no_grep 'TCONF'

t_case "time64_variants.h: the mq_timedsend()/mq_timedreceive() variants send, receive and time out"
t_run 30 "$BIN/hdr_mq_timed"
hdr_ok
t_expect_grep 'TPASS: libc: mq_timedreceive\(\) passed'
t_expect_grep 'TPASS: old system call: mq_timedreceive\(\) on an empty queue: ETIMEDOUT'
t_expect_count 'TPASS: .*: the message and its priority came back' 2
t_expect_no_grep 'TCONF'

t_case "tst_bool_expr.h: expressions in RPN, evaluated over a map; malformed ones refused"
t_run 20 "$BIN/hdr_bool_expr"
hdr_ok
t_expect_count 'TPASS' 16
t_expect_grep "TPASS: Expect: 'T & F \\| T' is 'T F & T \\|' in RPN, 1"
t_expect_grep "tst_bool_expr_parse: 'T F': an operator expected at offset 2"

t_case "tst_test.h gives SAFE_IOCTL() its requests: FIONREAD, SIOCGIFINDEX, _IOR()"
t_run 20 "$BIN/hdr_ioctl"
hdr_ok
t_expect_count 'TPASS' 3

t_case "tst_get_max_clocks(): the first clock id past the kernel's is EINVAL"
t_run 20 "$BIN/hdr_max_clocks"
if grep -q 'TCONF' "$T_OUT"; then
	t_expect_rc 32
else
	hdr_ok
	t_expect_count 'TPASS' 3
fi

t_case "create_sig_proc(): a child that signals the test process, ended by SIGTERM"
t_run 20 "$BIN/hdr_sig_proc"
hdr_ok
t_expect_count 'TPASS' 3

t_case "tst_kvcmp(), tst_kvexcmp(), tst_kvcmp_distname() on release strings"
t_run 20 "$BIN/hdr_kvcmp"
hdr_ok
t_expect_count 'TPASS' 5

t_case "tst_fs_is_supported(), tst_get_supported_fs_types(), tst_fs_in_skiplist()"
t_run 30 "$BIN/hdr_supported_fs"
hdr_ok
t_expect_count 'TPASS' 5

t_case "tst_get_in_addr(), tst_get_in6_addr(), tst_private.h: prefixes, exported variables, comments"
t_run 20 "$BIN/hdr_net_vars"
hdr_ok
t_expect_count 'TPASS' 5
t_expect_grep '^export LHOST="10\.0\.0\.2"$'
t_expect_grep '^export LHOST_IFACES="\$\{LHOST_IFACES:-lo\}"$'
t_expect_grep '^# .*TINFO: a comment for the shell'
t_expect_no_grep 'nothing'
t_run 20 "$BIN/hdr_net_vars" -p
t_expect_rc 32
t_expect_grep "TCONF: bad IPv4 prefix: '33'"

t_case "tst_uinput.h: a virtual mouse listed with its handlers, gone when destroyed (TCONF without uinput)"
t_run 30 "$BIN/hdr_uinput"
if [ -e /dev/uinput ] || [ -e /dev/input/uinput ]; then
	hdr_ok
	t_expect_count 'TPASS' 3
else
	t_expect_rc 32
fi

t_case "tst_check_preempt_rt(), TST_TRACEFS_MAGIC of a tracefs mount, tse_count_swaps()"
t_run 20 "$BIN/hdr_kernel_more"
if grep -q 'TCONF' "$T_OUT"; then
	t_expect_rc 32
	t_expect_count 'TPASS' 2
else
	hdr_ok
	t_expect_count 'TPASS' 3
fi

t_case "tst_safe_io_uring.h: a mapped ring runs a no-op submitted through its fields; a short strict enter is TBROK"
t_run 20 "$BIN/hdr_io_uring"
if grep -q 'TCONF' "$T_OUT"; then
	t_skip "no io_uring here"
else
	hdr_ok
	t_expect_count 'TPASS' 4
	t_run 20 "$BIN/hdr_io_uring" -s
	t_expect_rc 2
	t_expect_grep 'TBROK: io_uring_enter\(\) submitted 1 of 2 entries'
fi

t_case "SAFE_PTSNAME(): a master's slave is a device that opens; a descriptor that is no master is TBROK"
t_run 20 "$BIN/hdr_ptsname"
hdr_ok
t_expect_count 'TPASS' 2
t_run 20 "$BIN/hdr_ptsname" -n
t_expect_rc 2
t_expect_grep 'TBROK: ptsname\([0-9]+\) failed'

t_case "tst_cmd(), tst_cmd_fds(), SAFE_CMD(): an argv written in place as a compound literal"
t_run 20 "$BIN/cmd_literal"
hdr_ok
t_expect_count 'TPASS' 3

t_case "SAFE_FILE_READ_STR(): content without its ending whitespace, empty and blank files give \"\"; a missing file is TBROK"
t_run 20 "$BIN/hdr_file_read_str"
hdr_ok
t_expect_count 'TPASS' 4
t_run 20 "$BIN/hdr_file_read_str" -m
t_expect_rc 2
t_expect_grep 'TBROK: open\(no_such_file\) failed'

t_case "tst_bitmap.h, tst_checksum.h (CRC32c test vectors), tst_personality.h (UNAME26)"
t_run 20 "$BIN/hdr_bits_crc"
hdr_ok
t_expect_count 'TPASS' 7

t_case "tst_rand_data.h: fixed random bytes, one trailing zero byte, the same in every run"
t_run 20 "$BIN/hdr_rand_data"
hdr_ok
t_expect_count 'TPASS' 4
grep -o 'crc32c [0-9a-f]*' "$T_OUT" >"$T_TMP/rand_data.1"
t_run 20 "$BIN/hdr_rand_data"
hdr_ok
t_expect_rc 0
grep -o 'crc32c [0-9a-f]*' "$T_OUT" >"$T_TMP/rand_data.2"
t_run 5 cmp "$T_TMP/rand_data.1" "$T_TMP/rand_data.2"
t_expect_rc 0
t_run 5 grep -c 'crc32c' "$T_TMP/rand_data.1"
t_expect_grep '^1$'

t_case "timer tests (.scall, .sample): the harness's cases after setup; early, late and stopped samples"
t_run 30 "$BIN/hdr_timer_sample" -s 2000 -n 20
hdr_ok
t_expect_grep 'TPASS: nanosleep\(\) slept [0-9]+us on average for 2000us \(20 samples\)'
t_expect_grep 'TINFO: nanosleep\(\) sleeping 2000us: min [0-9]+us, median'
TIMER_SAMPLE=early t_run 30 "$BIN/hdr_timer_sample" -s 2000 -n 4
t_expect_rc 1
t_expect_grep 'TFAIL: nanosleep\(\) woke up early: [0-9]+us of 2000us'
TIMER_SAMPLE=late t_run 30 "$BIN/hdr_timer_sample" -s 20000 -n 4
t_expect_rc 1
t_expect_grep 'TFAIL: nanosleep\(\) slept [0-9]+us on average for 20000us, over [0-9]+us'
TIMER_SAMPLE=stop t_run 30 "$BIN/hdr_timer_sample"
t_expect_rc 1
t_expect_count 'TFAIL: stopping at' 1
t_expect_grep 'the sample function ended the test after 0 samples of 1000us'
t_run 30 "$BIN/hdr_timer_sample" -s x
t_expect_rc 2
t_expect_grep "TBROK: -s: the sleep time 'x' is not"

t_case ".ulimit (seen by what the test execs), .needs_hugetlbfs at .mntpoint, .skip_in_secureboot where it is off (as root)"
t_run 20 "$BIN/hdr_fields_more"
if [ "$(id -u)" = 0 ]; then
	if grep -qw hugetlbfs /proc/filesystems; then
		hdr_ok
		t_expect_count 'TPASS' 6
	else
		t_expect_rc 32
		t_expect_grep 'TCONF: the kernel does not support hugetlbfs'
	fi
else
	t_expect_rc 32
fi

t_case "tst_fd.h: every descriptor TST_FD_FOREACH() gives is of the kind its type names"
t_run 20 "$BIN/hdr_fd_kinds"
hdr_ok
if [ "$(id -u)" = 0 ]; then
	t_expect_count 'TPASS' 25
fi

t_case "libnewipc.h permission bits and object counts, tst_arch.h types, magics, huge page paths, prefix limits, TTYPE_RESULT(), TST_PTR_TO_UINT(), tst_res_()"
t_run 20 "$BIN/hdr_names_more"
hdr_ok
t_expect_count 'TPASS' 17
t_expect_grep 'TPASS: tst_res_\(\) with a format'

t_case "TST_RETRY_FN_EXP_BACKOFF() with a macro or a function as its check, TST_RETVAL_*, SAFE_SIGFILLSET(), IPC_ENV_VAR, tst_kconfig_check(), tst_system(), TST_ASSERT_STR()/_FILE_INT(), the IPv6 address from binary, SAFE_GETADDRINFO(), safe_open() ... as functions, tst_strdup()"
t_run 30 "$BIN/hdr_rest"
if [ -r /proc/config.gz ] || [ -r "/boot/config-$(uname -r)" ] ||
	[ -n "${KCONFIG_PATH:-}" ]; then
	hdr_ok
	t_expect_count 'TPASS' 26
	t_expect_grep "TINFO: kernel config: 'CONFIG_NO_SUCH_OPTION_LTP' does not hold"
else
	t_expect_rc 32
fi

t_case "tst_clone() as fork() with the kernel's arguments, SAFE_EXECL(), get_used_sysvipc(), tst_flush()"
t_run 20 "$BIN/hdr_rest2"
hdr_ok
t_expect_count 'TPASS' 4
t_expect_grep '^held by stdio$'

t_case "tst_memutils.h: tst_mapping_in_range() tells a hole in a mapping from the pages around it"
t_run 20 "$BIN/hdr_mapping_range"
hdr_ok
t_expect_count 'TPASS' 6

t_case "tst_memutils.h: tst_enable_oom_protection()/tst_disable_oom_protection() on the caller and a child, as far as the capabilities allow"
t_run 20 "$BIN/hdr_oom_protection"
hdr_ok
t_expect_count 'TPASS' 4

t_case "tst_test.h: TST_TRACE() is the expression's value, with a TINFO naming it when not 0"
t_run 20 "$BIN/hdr_trace"
hdr_ok
t_expect_count 'TPASS' 4
t_expect_count 'TINFO: check\(3\) failed' 1
t_expect_count 'TINFO: check\(-1\) failed' 1
t_expect_no_grep 'check\(0\) failed'

t_case "tst_check_driver(): only modules.dep and modules.builtin, each missing file a TWARN (the real library's tst_kernel.c)"
mods=/lib/modules/$(uname -r)
if [ -f "$mods/modules.dep" ]; then
	drv=$(sed -n '1{s/:.*//;s|.*/||;s/\.ko.*//;p}' "$mods/modules.dep")
	DRV=$drv t_run 20 "$BIN/drv_check"
	t_expect_rc 0
	t_expect_no_grep 'TWARN|TFAIL'
else
	# one TWARN per file read: no_such_drv is looked for as it is and
	# as no-such-drv (4), its builtin check twice more (6); loop, a module
	# this kernel has though no file lists it, once per file (8)
	loaded= warns=6
	if [ -d /sys/module/loop ]; then
		loaded=loop warns=8
	fi
	LOADED=$loaded t_run 20 "$BIN/drv_check"
	t_expect_rc 4
	t_expect_no_grep TFAIL
	t_expect_grep "TWARN: expected file $mods/modules.dep does not exist or not a file"
	t_expect_count "TWARN: expected file $mods/modules\.(dep|builtin) does not exist" $warns
fi

t_case "tst_safe_macros.h: sighandler_t for a test built without _GNU_SOURCE, SAFE_SIGNAL() answers the old handler in it"
t_run 20 "$BIN/hdr_sighandler"
hdr_ok
t_expect_count 'TPASS' 3

t_case "tst_safe_clocks.h: SAFE_CLOCK_SETTIME() moves CLOCK_REALTIME, .restore_wallclock puts it back; CLOCK_MONOTONIC cannot be set (TBROK)"
clock_before=$(date +%s.%N)
t_run 20 "$BIN/hdr_clock_settime"
clock_after=$(date +%s.%N)
hdr_ok
t_expect_count 'TPASS: Expect: CLOCK_REALTIME moved (199[0-9]|200[0-9]) ms ahead' 1
# the run takes milliseconds: a clock left 2 s ahead shows here
t_expect_true "CLOCK_REALTIME not restored" \
	awk -v a="$clock_before" -v b="$clock_after" 'BEGIN { exit !(b - a < 1.5) }'
t_run 20 "$BIN/hdr_clock_settime" -m
t_expect_rc 2
t_expect_grep 'TBROK: clock_settime\(CLOCK_MONOTONIC\) failed: EINVAL'
t_expect_no_grep 'TFAIL'
