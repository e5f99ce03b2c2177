# Cases for the safe calls, version and number parsing, and process state
# waiting. Sourced by run.sh; $BIN holds the built programs.

# The line of safe_fail.c marked "L:MODE": where the failing call is.
safe_line() {
	grep -n "/\* L:$1 \*/" "$here/safe_fail.c" | cut -d: -f1
}

# safe_fail -m MODE must end as TBROK at the marked line with MSG (an ERE),
# exit 2, count one broken result, and never reach the TFAIL after it.
safe_expect_brk() {
	local mode=$1 msg=$2
	t_run 20 "$BIN/safe_fail" -m "$mode"
	t_expect_rc 2
	t_expect_grep "^safe_fail.c:$(safe_line "$mode"): TBROK: $msg$"
	t_expect_grep '^broken +1$'
	t_expect_no_grep 'TFAIL'
}

ENOENT_TEXT='ENOENT \(No such file or directory\)'

t_case "SAFE_OPEN failure: TBROK at the caller's line, call, errno; exit 2"
safe_expect_brk open "open\(nonexistent,0\) failed: $ENOENT_TEXT"

t_case "SAFE_OPEN with O_CREAT names the mode"
safe_expect_brk open_creat "open\(nodir/f,65,0644\) failed: $ENOENT_TEXT"

t_case "SAFE_CLOSE sets the variable to -1; closing -1 is TBROK EBADF"
safe_expect_brk close 'close\(-1\) failed: EBADF \(Bad file descriptor\)'

t_case "SAFE_READ: a short read is fine unless strict, then TBROK"
safe_expect_brk read_strict 'short read\([0-9]+,0x[0-9a-f]+,10\): 3 bytes transferred'
t_expect_grep 'TPASS: SAFE_READ\(0, fd, buf, sizeof\(buf\)\) == 3 \(3\)'

t_case "SAFE_WRITE strict: a partial write to a full pipe is TBROK"
safe_expect_brk write_strict 'short write\([0-9]+,0x[0-9a-f]+,1048576\): [0-9]+ bytes transferred'

t_case "SAFE_FILE_SCANF: fewer items than the format is TBROK naming both"
safe_expect_brk scanf 'scanf of f with "%d %d" matched 1 of 2 items'

t_case "SAFE_FILE_SCANF: an empty file and a missing one are TBROK"
safe_expect_brk scanf_empty 'scanf of f with "%d": the file ended before the first item'
safe_expect_brk scanf_missing "fopen\(missing,r\) failed: $ENOENT_TEXT"

t_case "SAFE_FILE_PRINTF into a missing directory is TBROK"
safe_expect_brk printf "open\(nodir/f,O_WRONLY\|O_CREAT\|O_TRUNC,0666\) failed: $ENOENT_TEXT"

t_case "FILE_PRINTF does not end the test: TWARN and -1"
t_run 20 "$BIN/safe_fail" -m file_printf
t_expect_rc 4
t_expect_grep "^safe_fail.c:$(safe_line file_printf): TWARN: open\(nodir/f,.*$ENOENT_TEXT$"
t_expect_grep '^passed +4$'
t_expect_no_grep 'TFAIL|TBROK'

t_case "SAFE_STRTOL/SAFE_STRTOUL: garbage, out of range, negative"
safe_expect_brk strtol 'strtol\("12x"\) failed: not a base-10 number: EINVAL \(Invalid argument\)'
safe_expect_brk strtol_range 'strtol\("101"\) failed: not in \[0, 100\]: ERANGE \(Numerical result out of range\)'
safe_expect_brk strtoul_neg 'strtoul\("-1"\) failed: negative: EINVAL \(Invalid argument\)'

t_case "SAFE_GETPWNAM of a missing user names it"
safe_expect_brk getpwnam 'getpwnam\(no_such_user_tst\) failed: no such user'

t_case "SAFE_READLINK: a target longer than the buffer is TBROK"
safe_expect_brk readlink 'readlink\(link,0x[0-9a-f]+,4\): the target does not fit in the buffer'

t_case "SAFE_MMAP, SAFE_WAITPID, SAFE_SETRLIMIT failures name errno"
safe_expect_brk mmap 'mmap\(\(nil\),4096,1,1,-1,0\) failed: EBADF \(Bad file descriptor\)'
safe_expect_brk waitpid 'waitpid\(-1,\(nil\),0\) failed: ECHILD \(No child processes\)'
safe_expect_brk setrlimit 'setrlimit\(7,\{100,10\}\) failed: EINVAL \(Invalid argument\)'

t_case "SAFE_BIND names the address in use"
t_run 20 "$BIN/safe_fail" -m bind
port=$(sed -n 's/.*TINFO: port //p' "$T_OUT")
t_expect_rc 2
t_expect_grep "^safe_fail.c:$(safe_line bind): TBROK: bind\([0-9]+,127\.0\.0\.1:$port,16\) failed: EADDRINUSE \(Address already in use\)$"
t_expect_no_grep 'TFAIL'

t_case "SAFE_TOUCH in a missing directory is TBROK at the caller's line"
safe_expect_brk touch "open\(nodir/f,65,0644\) failed: $ENOENT_TEXT"

t_case "TST_PROCESS_STATE_WAIT: a reaped pid is TBROK ENOENT; a timeout returns -1 ETIMEDOUT and names it"
safe_expect_brk pstate "waiting for pid [0-9]+ to reach state 'S' failed \(last seen '\?'\): $ENOENT_TEXT"
safe_expect_brk pstate_timeout "-1 ETIMEDOUT"
t_expect_grep "TINFO: pid [0-9]+ did not reach state 'T' within 50 ms \(last seen 'S'\)"

t_case "TST_THREAD_STATE_WAIT: a thread asleep in read(), the caller running; a timeout is -1 ETIMEDOUT; a joined thread is TBROK"
t_run 20 "$BIN/hdr_thread_state"
t_expect_rc 0
t_expect_no_grep 'TFAIL|TBROK|TWARN'
t_expect_grep "TPASS: TST_THREAD_STATE_WAIT\\(tid, 'S', 10000\\) passed"
t_expect_grep "TPASS: TST_THREAD_STATE_WAIT\\(tid, 'T', 50\\): ETIMEDOUT"
t_expect_count 'TPASS' 3
t_run 20 "$BIN/hdr_thread_state" -g
t_expect_rc 2
t_expect_grep "TBROK: waiting for thread [0-9]+ to reach state 'S' failed \\(last seen '\\?'\\): $ENOENT_TEXT"

t_case "the SAFE_* calls on their success path do what the call does"
t_run 30 "$BIN/safe_ok"
t_expect_rc 0
t_expect_grep '^passed +55$'
t_expect_no_grep 'TFAIL|TBROK|TWARN'
t_expect_grep '^safe_ok.c:[0-9]+: TPASS: fd == -1 \(-1\)'
t_expect_grep '^safe_ok.c:[0-9]+: TPASS: p == NULL == 1 \(1\)'

t_case "tst_parse_kver/tst_kvercmp_str/tst_kvercmp/tst_kvercmp2 on good and bad strings"
t_run 20 "$BIN/kver_cmp"
t_expect_rc 0
t_expect_grep '^passed +35$'
t_expect_no_grep 'TFAIL|TBROK'
t_expect_grep 'TPASS: tst_parse_kver\("4.4.0-fc-v1147"\) = 4.4.0$'
t_expect_grep 'TPASS: tst_parse_kver\("4.19x"\) = -1'
t_expect_grep 'TPASS: tst_kvercmp\(v\[0\], v\[1\], v\[2\]\) == 0 \(0\)'

t_case "tst_parse_*: garbage, trailing characters, overflow, range"
t_run 20 "$BIN/parse_nums"
t_expect_rc 0
t_expect_grep '^passed +42$'
t_expect_no_grep 'TFAIL|TBROK'
t_expect_grep 'TPASS: tst_parse_long\("12x"\) = EINVAL$'
t_expect_grep 'TPASS: tst_parse_long\(""\) = EINVAL$'
t_expect_grep 'TPASS: tst_parse_int\("99999999999999", .* == ERANGE \(34\)'

t_case "process state: sleeping, stopped, zombie, reaped, timeout"
start=$(date +%s%N)
t_run 20 "$BIN/pstate_wait"
t_expect_rc 0
t_expect_grep '^passed +12$'
t_expect_no_grep 'TFAIL|TBROK'
t_expect_grep "TPASS: child 'a\) b\) R \(c\) Z\)' seen sleeping"
t_expect_true "took more than 3 s" test $((($(date +%s%N) - start) / 1000000)) -lt 3000

t_case "SAFE_WRITEV/READV/PWRITEV/PREADV, SAFE_SENDMSG/RECVMSG, SAFE_CALLOC/REALLOC, tst_timer_check(), SAFE_LSETXATTR/REMOVEXATTR (as root): the ninth sample's calls"
t_run 30 "$BIN/safe_vec_msg"
t_expect_no_grep 'TFAIL|TBROK|TWARN'
if [ "$(id -u)" = 0 ]; then
	t_expect_rc 0
	t_expect_count 'TPASS' 16
else
	t_expect_count 'TPASS' 13
fi
t_expect_grep 'TPASS: SAFE_LSEEK\(fd, 0, SEEK_CUR\) == 10'

t_case "SAFE_* calls no other program made (clocks, mincore/msync, statfs, fadvise, lchown, xattrs, groups, setenv, sysinfo, prctl, popen, setgroups/setpgid/chroot, setns/execvp, barriers and cancel), as root; SAFE_GETGRNAM_FALLBACK() without either group is TBROK"
t_run 30 "$BIN/safe_rare"
t_expect_no_grep 'TFAIL|TBROK|TWARN'
if [ "$(id -u)" = 0 ]; then
	t_expect_rc 0
	t_expect_grep '^passed +2[34]$'
	t_expect_grep "TPASS: Expect: back in the first namespace, SAFE_EXECVP\(\) ran sh \(exited with 3\)"
	t_run 20 "$BIN/safe_rare" -m grnam
	t_expect_rc 2
	t_expect_grep "^safe_rare.c:$(grep -n '/\* L:grnam \*/' "$here/safe_rare.c" | cut -d: -f1): TBROK: getgrnam\(no-such-y\) failed"
	t_expect_grep '^broken +1$'
else
	t_expect_rc 32
fi
