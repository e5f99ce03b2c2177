# Cases for devices, mkfs and mounts (tst_device.h), filesystem types
# (tst_fs.h), commands (tst_cmd.h, .needs_cmds) and .save_restore. Sourced
# by run.sh.
#
# Each device case runs with its own TMPDIR, so what it leaves behind can be
# checked exactly: the directory must be empty afterwards, nothing mounted
# under it, and no loop device backed by a file in it.

# The cases pick their own device and filesystem.
unset LTP_DEV LTP_DEV_FS_TYPE

dev_can_loop() {
	[ "$(id -u)" = 0 ] && [ -e /dev/loop-control ] &&
		grep -qw ext2 /proc/filesystems && command -v mkfs.ext2 >/dev/null
}

dev_tmpdir() {
	DEV_TMP=$T_TMP/dev.$((T_PASSED + T_FAILED))
	mkdir -p "$DEV_TMP"
}

dev_nothing_left() {
	local f
	[ -z "$(ls -A "$DEV_TMP")" ] || return 1
	! grep -qF " $DEV_TMP/" /proc/self/mounts || return 1
	if command -v losetup >/dev/null; then
		! losetup -a | grep -qF "$DEV_TMP/" || return 1
	fi
	for f in /sys/block/loop*/loop/backing_file; do
		[ -e "$f" ] || continue
		! grep -qF "$DEV_TMP/" "$f" 2>/dev/null || return 1
	done
}

dev_not_mounted() {
	! grep -q "^$1 " /proc/self/mounts
}

# dev_run SECONDS PROG ARGS...: in a fresh TMPDIR; TCONF where loop
# devices are not available, and then nothing else is asserted.
dev_run() {
	local limit=$1
	shift
	dev_tmpdir
	TMPDIR=$DEV_TMP t_run "$limit" "$@"
	t_expect_true "tmpdir, mount or loop device left behind" dev_nothing_left
	if ! dev_can_loop; then
		t_expect_rc 32
		return 1
	fi
}

t_case "device formatted and mounted: ext2 at the mntpoint, files on it"
if dev_run 60 "$BIN/dev_mount"; then
	t_expect_rc 0
	t_expect_count 'TPASS' 3
	t_expect_grep 'TPASS: /dev/loop[0-9]+ is mounted at .*/mntpoint'
	t_expect_grep 'TPASS: mntpoint is ext2/ext3/ext4 as asked \(ext2\)'
fi

t_case "tst_device->is_fuse: 0, the kernel names the mounted type fs_type (statmount06)"
if dev_run 60 "$BIN/dev_is_fuse"; then
	t_expect_rc 0
	t_expect_count 'TPASS' 2
	t_expect_grep 'TPASS: type == want \(ext2\)'
fi

t_case ".dev_fs_flags = TST_FS_SKIP_FUSE: .all_filesystems still runs on every kernel filesystem (fsmount02, open_tree02)"
if dev_run 120 "$BIN/dev_fs_flags"; then
	t_expect_rc 0
	t_expect_grep 'TINFO: === testing on ext2 ==='
	t_expect_grep 'TINFO: === testing on tmpfs ==='
	t_expect_count 'TPASS: tst_device->is_fuse == 0' "$(grep -c '=== testing on' "$T_OUT")"
	t_expect_count 'TPASS: tst_fs_is_supported\(tst_device->fs_type\) == TST_FS_KERNEL' "$(grep -c '=== testing on' "$T_OUT")"
fi

t_case "tst_stat_mount_dev(): the device mounted at the mntpoint; TBROK where nothing is"
if dev_run 60 "$BIN/dev_stat_mount"; then
	t_expect_rc 0
	t_expect_count 'TPASS' 2
	t_expect_grep 'TPASS: major\(st.st_rdev\) == major\(dev.st_rdev\)'
fi
if dev_run 60 "$BIN/dev_stat_mount" -n; then
	t_expect_rc 2
	t_expect_grep 'TBROK: nothing is mounted at \.'
fi

t_case "tst_find_backing_dev(): the mntpoint is on the test's device; tmpfs has none; tst_clear_device(); tst_dev_block_size() of the mntpoint and of the device"
if dev_run 60 "$BIN/dev_backing_clear"; then
	t_expect_rc 0
	t_expect_grep 'TPASS: Expect: mntpoint is on /dev/loop'
	t_expect_grep 'TPASS: Expect: without the size too: mntpoint is on /dev/loop'
	t_expect_grep 'TPASS: tst_dev_block_size\(MNT\) == size \([0-9]+\)'
	t_expect_grep 'TPASS: tst_dev_block_size\(tst_device->dev\) == size'
	t_expect_count 'TPASS' 4
fi
if dev_run 60 "$BIN/dev_backing_clear" -t; then
	t_expect_rc 2
	t_expect_grep 'TBROK: no block device backs t '
fi
if dev_run 60 "$BIN/dev_backing_clear" -c; then
	t_expect_rc 0
	t_expect_count 'TPASS' 4
	t_expect_no_grep 'TWARN|TBROK'
fi

t_case "a test crashing with its device mounted: unmounted and detached"
if dev_run 60 "$BIN/dev_mount" -c; then
	t_expect_rc 2
	t_expect_grep 'TBROK: .*killed by SIGSEGV'
	t_expect_count 'TPASS' 3
	t_expect_no_grep 'TWARN'
fi

t_case "a test hanging on its mounted filesystem: killed, unmounted, detached"
if LTP_TIMEOUT_MUL=0.1 dev_run 30 "$BIN/dev_mount" -s; then
	t_expect_rc 2
	t_expect_grep 'TBROK: the test timed out'
	t_expect_no_grep 'TWARN'
fi

t_case "dev_fs_type, dev_fs_opts and dev_min_size reach mkfs"
if dev_run 60 "$BIN/dev_fsopts"; then
	t_expect_rc 0
	t_expect_count 'TPASS' 3
	t_expect_grep 'formatting /dev/loop[0-9]+ with ext4 \(options: -b 1024\)'
fi

t_case "tst_fs.mount_check_support: a mount that fails is TCONF for that filesystem (refluxfs), TBROK without it"
if dev_run 120 "$BIN/dev_mount_check"; then
	t_expect_true "exit status $T_RC has no TBROK bit" \
		test $((T_RC & 2)) = 2
	t_expect_grep 'TCONF: ext2 as the test makes it cannot be mounted here: EINVAL'
	t_expect_grep 'TPASS: running on ext4'
	t_expect_grep 'TBROK: mount\(/dev/loop[0-9]+, .*, ext3\): EINVAL'
fi

t_case "mkfs failing: TBROK with its status and output, device released"
if dev_run 60 "$BIN/dev_mkfs_fail"; then
	t_expect_rc 2
	t_expect_grep 'TBROK: mkfs.ext2 on /dev/loop[0-9]+ exited with 1: .*no_such_feature'
	t_expect_no_grep 'TFAIL'
fi

t_case "no mkfs for the filesystem type: TCONF naming it"
if dev_run 30 "$BIN/dev_mkfs_missing"; then
	t_expect_rc 32
	t_expect_grep 'TCONF: mkfs.nosuchfs not found'
	t_expect_no_grep 'TFAIL'
fi

t_case "old-API device calls in the test: acquire, mkfs, mount, release"
if dev_run 60 "$BIN/dev_acquire"; then
	t_expect_rc 0
	t_expect_count 'TPASS' 3
	t_expect_no_grep 'left over'
fi

t_case "a device the crashed test acquired itself is detached by the library"
if dev_run 60 "$BIN/dev_acquire" -c; then
	t_expect_rc 2
	t_expect_grep 'TBROK: .*killed by SIGSEGV'
	t_expect_grep 'TINFO: detaching /dev/loop[0-9]+ left over by the test'
	t_expect_no_grep 'TWARN'
fi

t_case "unprivileged: a device test is TCONF, not a failure"
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null; then
	t_run 30 setpriv --reuid=65534 --regid=65534 --clear-groups \
		"$BIN/dev_mount"
	t_expect_rc 32
	t_expect_grep 'TCONF: needs_device: loop devices need root'
fi

if dev_can_loop && command -v losetup >/dev/null; then
	t_case "LTP_DEV: the user's device is used, unmounted, left attached"
	dev_tmpdir
	img=$T_TMP/ltp_dev.img
	truncate -s 80M "$img"
	ltp_dev=$(losetup -f --show "$img")
	if [ -n "$ltp_dev" ]; then
		LTP_DEV=$ltp_dev TMPDIR=$DEV_TMP t_run 60 "$BIN/dev_mount"
		t_expect_rc 0
		t_expect_count 'TPASS' 3
		t_expect_grep "device $ltp_dev\$"
		t_expect_true "LTP_DEV detached by the library" \
			grep -qF "$img" "/sys/block/${ltp_dev#/dev/}/loop/backing_file"
		t_expect_true "LTP_DEV still mounted" dev_not_mounted "$ltp_dev"

		t_case "LTP_DEV smaller than dev_min_size: TCONF"
		LTP_DEV=$ltp_dev TMPDIR=$DEV_TMP t_run 60 "$BIN/dev_fsopts"
		t_expect_rc 32
		t_expect_grep "TCONF: LTP_DEV='$ltp_dev' has 80 MiB, the test needs 100"
		losetup -d "$ltp_dev"
	else
		t_fail_ "losetup could not attach $img"
	fi
	rm -f "$img"
fi

t_case "LTP_DEV naming a regular file: TBROK"
dev_tmpdir
: >"$T_TMP/not_a_dev"
LTP_DEV=$T_TMP/not_a_dev TMPDIR=$DEV_TMP t_run 30 "$BIN/dev_mount"
if [ "$(id -u)" = 0 ]; then
	t_expect_rc 2
	t_expect_grep "TBROK: LTP_DEV='.*/not_a_dev' is not a block device"
fi

t_case "filesystem types and their names"
t_run 20 "$BIN/dev_fstype"
t_expect_rc 0
t_expect_grep 'TPASS: /proc is proc'
t_expect_grep "TPASS: an unknown magic is named 'unknown'"
t_expect_no_grep 'TFAIL'

t_case "tst_fs_type() of a missing path: TBROK naming it"
t_run 20 "$BIN/dev_fstype" -n
t_expect_rc 2
t_expect_grep "TBROK: statfs\('/no/such/dir'\): ENOENT"

# ---- commands ----

t_case "needs_cmds with a missing command: TCONF naming it"
t_run 20 "$BIN/cmd_missing"
t_expect_rc 32
t_expect_grep 'TCONF: missing command: no-such-cmd-4711'
t_expect_no_grep 'TFAIL'

t_case "needs_cmds found in PATH and sbin directories, versions, optional ones"
PATH=/usr/bin:/bin t_run 20 "$BIN/cmd_present"
if command -v mkfs.ext2 >/dev/null || [ -x /sbin/mkfs.ext2 ]; then
	t_expect_rc 0
	t_expect_count 'TPASS' 4
	t_expect_grep 'TINFO: optional command no-such-cmd-4711 is not installed'
fi

t_case "needs_cmds as a NULL terminated array of strings (before 2025): checked, versions too, tst_cmd_present()"
t_run 20 "$BIN/cmd_strings"
if command -v mkfs.ext2 >/dev/null || [ -x /sbin/mkfs.ext2 ]; then
	t_expect_rc 0
	t_expect_count 'TPASS' 2
fi
t_expect_no_grep 'TBROK|TFAIL'

t_case "needs_cmds entries as the real library parses them: a bad operator or format TCONF, a version not x.y.z TBROK, a missing command first"
CMD_ENTRY='sh ! 1.43.0' t_run 20 "$BIN/cmd_malformed"
t_expect_rc 32
t_expect_grep "TCONF: .needs_cmds entry 'sh ! 1.43.0': the operator must be one of"
CMD_ENTRY='sh > 1.43.0 2' t_run 20 "$BIN/cmd_malformed"
t_expect_rc 32
t_expect_grep "TCONF: .needs_cmds entry 'sh > 1.43.0 2': expected"
CMD_ENTRY='sh >=' t_run 20 "$BIN/cmd_malformed"
t_expect_rc 32
t_expect_grep "TCONF: .needs_cmds entry 'sh >=': expected"
CMD_ENTRY='sh > 1.43' t_run 20 "$BIN/cmd_malformed"
t_expect_rc 2
t_expect_grep "TBROK: .needs_cmds entry 'sh > 1.43': the version must be x.y.z"
CMD_ENTRY='sh > 1.43.0-1' t_run 20 "$BIN/cmd_malformed"
t_expect_rc 2
t_expect_grep "TBROK: .needs_cmds entry 'sh > 1.43.0-1': the version must be x.y.z"
CMD_ENTRY='no-such-cmd-4711 ! 1' t_run 20 "$BIN/cmd_malformed"
t_expect_rc 32
t_expect_grep 'TCONF: missing command: no-such-cmd-4711'
t_expect_no_grep 'TFAIL|TPASS'
CMD_ENTRY='sh' t_run 20 "$BIN/cmd_malformed"
t_expect_rc 0
t_expect_grep "TPASS: the entry 'sh' was taken"

t_case "needs_cmds as an array of strings with a missing command: TCONF naming it"
t_run 20 "$BIN/cmd_strings_missing"
t_expect_rc 32
t_expect_grep 'TCONF: missing command: no-such-cmd-4711'
t_expect_no_grep 'TFAIL'

t_case "tst_cmd: output files, exit status, a missing command returned (RET_MISSING, PASS_RETVAL)"
t_run 20 "$BIN/cmd_run"
t_expect_rc 0
t_expect_count 'TPASS' 7

t_case "tst_cmd: a non-zero status without PASS_RETVAL is TBROK"
t_run 20 "$BIN/cmd_run" -f
t_expect_rc 2
t_expect_grep "TBROK: 'sh' exited with 3"

t_case "tst_cmd: a missing command without a flag is TBROK naming it"
t_run 20 "$BIN/cmd_run" -m
t_expect_rc 2
t_expect_grep "TBROK: command 'no-such-cmd-4711' not found"

t_case "tst_cmd: a missing command with TST_CMD_TCONF_MISSING is TCONF"
t_run 20 "$BIN/cmd_run" -M
t_expect_rc 32
t_expect_grep "TCONF: command 'no-such-cmd-4711' not found"

t_case "tst_cmd: an exec() failure is TBROK with its errno"
t_run 20 "$BIN/cmd_run" -e
t_expect_rc 2
t_expect_grep "TBROK: cannot execute './garbage'.*ENOEXEC"

t_case "tst_cmd: a command killed by a signal is TBROK naming it"
t_run 20 "$BIN/cmd_run" -k
t_expect_rc 2
t_expect_grep "TBROK: 'sh' killed by SIGKILL"

# ---- save_restore ----

SR_LEASE=/proc/sys/fs/lease-break-time
SR_BURST=/proc/sys/kernel/printk_ratelimit_burst

sr_usable() {
	[ "$(id -u)" = 0 ] && [ -w $SR_LEASE ] && [ -w $SR_BURST ] &&
		(cat $SR_LEASE >$SR_LEASE) 2>/dev/null
}

sr_same() {
	[ "$(cat $SR_LEASE)" = "$1" ] && [ "$(cat $SR_BURST)" = "$2" ]
}

t_case "save_restore: set for the test, restored after"
lease=$(cat $SR_LEASE 2>/dev/null)
burst=$(cat $SR_BURST 2>/dev/null)
t_run 20 "$BIN/sysconf_restore"
if sr_usable; then
	t_expect_rc 0
	t_expect_grep "TPASS: $SR_LEASE is 7 during the test"
	t_expect_grep "TINFO: $SR_BURST changed from $burst to $((burst + 13))"
	t_expect_true "values not restored: were $lease $burst" \
		sr_same "$lease" "$burst"
else
	t_expect_rc 32
fi

sl_same() {
	[ "$(cat $SR_LEASE)" = "$1" ] &&
		[ "$(cat /proc/sys/fs/pipe-max-size)" = "$2" ]
}

t_case "TST_SYS_CONF_LONG_SET()/_GET(): set and read back; a value the kernel rounds is TBROK when checked"
lease=$(cat $SR_LEASE 2>/dev/null)
pipe_max=$(cat /proc/sys/fs/pipe-max-size 2>/dev/null)
t_run 20 "$BIN/sysconf_long"
if sr_usable && (cat /proc/sys/fs/pipe-max-size >/proc/sys/fs/pipe-max-size) 2>/dev/null; then
	t_expect_rc 0
	t_expect_grep "TPASS: TST_SYS_CONF_LONG_GET\(LEASE\) == 9 \(9\)"
	t_run 20 "$BIN/sysconf_long" -m round
	t_expect_rc 2
	t_expect_grep 'TPASS: TST_SYS_CONF_LONG_GET\(PIPE_MAX\) == 8192'
	t_expect_grep "sysconf_long.c:[0-9]+: TBROK: /proc/sys/fs/pipe-max-size is 8192 after writing 4097"
	t_expect_true "values not restored: were $lease $pipe_max" \
		sl_same "$lease" "$pipe_max"
else
	t_expect_rc 32
fi

t_case "save_restore: a missing path with TST_SR_TCONF_MISSING is TCONF"
t_run 20 "$BIN/sysconf_missing"
t_expect_rc 32
t_expect_grep "TCONF: save_restore: '/proc/sys/no/such/value' does not exist"
t_expect_no_grep 'TFAIL'

t_case "save_restore: TST_SR_TCONF/TBROK/SKIP on a missing path, TST_SR_TCONF_RO/TBROK_RO/SKIP_RO on a read-only one"
for sr in tconf:32:TCONF:'no/such/value. does not exist' \
	tbrok:2:TBROK:'no/such/value. does not exist' \
	skip:0:TINFO:'no/such/value. does not exist, skipped' \
	tconf_ro:32:TCONF:'osrelease. is read-only' \
	tbrok_ro:2:TBROK:'osrelease. is read-only' \
	skip_ro:0:TINFO:'osrelease. is read-only, skipped'; do
	IFS=: read -r name rc type msg <<<"$sr"
	SR=$name t_run 20 "$BIN/sysconf_missing"
	t_expect_rc "$rc"
	t_expect_grep "$type: save_restore: '/proc/sys/.*$msg"
	t_expect_no_grep 'TFAIL'
	if [ "$name" = skip ]; then
		t_expect_grep 'TPASS: the test ran, the missing value skipped'
	fi
done

t_case "save_restore: the 2020-2023 marks: '?' skips a missing or read-only path, '!' makes a missing one TBROK"
for sr in old_skip:0:TINFO:"no/such/value' does not exist, skipped" \
	old_skip_ro:0:TINFO:"osrelease' is read-only, skipped" \
	old_tbrok:2:TBROK:"no/such/value' does not exist"; do
	IFS=: read -r name rc type msg <<<"$sr"
	SR=$name t_run 20 "$BIN/sysconf_missing"
	t_expect_rc "$rc"
	t_expect_grep "$type: save_restore: '/proc/sys/[^?!]*$msg"
	t_expect_no_grep 'TFAIL'
	case $name in old_skip*)
		t_expect_grep 'TPASS: the test ran, the missing value skipped' ;;
	esac
done

t_case "save_restore: a refused value is TBROK, earlier ones restored"
t_run 20 "$BIN/sysconf_badwrite"
if sr_usable; then
	t_expect_rc 2
	t_expect_grep "TBROK: save_restore: writing 'not-a-number' to '$SR_BURST': EINVAL"
	t_expect_no_grep 'TFAIL'
	t_expect_true "values not restored" sr_same "$lease" "$burst"
fi

t_case "save_restore: a read-only sysfs file root passes access(W_OK) on is saved; writing it back is TINFO, not a warning"
t_run 20 "$BIN/sysconf_restore_ro"
if [ "$(id -u)" = 0 ] && [ -e /sys/devices/system/cpu/online ]; then
	t_expect_rc 0
	t_expect_grep "TPASS: the test ran with /sys/devices/system/cpu/online saved"
	t_expect_grep "TINFO: save_restore: restoring '/sys/devices/system/cpu/online' to '[0-9,-]+': EACCES"
	t_expect_no_grep 'TWARN'
else
	t_expect_rc 32
fi

t_case "save_restore unprivileged: TCONF, not a failure"
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null; then
	t_run 20 setpriv --reuid=65534 --regid=65534 --clear-groups \
		"$BIN/sysconf_restore"
	t_expect_rc 32
	t_expect_grep "TCONF: save_restore: '$SR_LEASE' is not writable"
	t_expect_true "values changed" sr_same "$lease" "$burst"
fi

t_case ".dev_extra_opts (the 2021-2024 field): mkfs gets the size after the device"
if dev_run 60 "$BIN/dev_extra_opts"; then
	t_expect_rc 0
	t_expect_count 'TPASS' 1
	t_expect_grep 'formatting /dev/loop[0-9]+ with ext4 \(options: -b 1024, extra 10240\)'
fi
