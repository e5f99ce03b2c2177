# Option and environment parsing under the fuzzer (newlib/tests/fuzz/),
# built with ASan and UBSan: a short fixed run here, long ones by `make fuzz`.

t_case "option parsing: 500 fuzzed argv/environment inputs, none crashes, hangs or misparses (seed 1)"
t_run 180 "$BIN/fuzz/fuzz_opts" -s 1 -n 500
t_expect_rc 0
t_expect_grep '^fuzz_opts: 500 inputs, 0 failed'

fuzz_replay_seed() {
	sed -n 's/^fuzz_opts: input seed \(0x[0-9a-f]*\): .*/\1/p' "$T_OUT" |
		head -n 1
}

t_case "the fuzzer's oracle fails on a wrong reference, and -r replays the failing input"
t_run 30 "$BIN/fuzz/fuzz_opts" -s 1 -n 300 -B
t_expect_rc 1
t_expect_grep '^fuzz_opts: input seed 0x[0-9a-f]+: -i parsed to another number'
t_expect_grep '^  argv: "fuzz_opts"'
seed=$(fuzz_replay_seed)
t_run 10 "$BIN/fuzz/fuzz_opts" -r "${seed:-none}" -B
t_expect_rc 1
t_expect_grep "^fuzz_opts: input seed $seed: -i parsed to another number"
t_run 10 "$BIN/fuzz/fuzz_opts" -r "${seed:-none}"
t_expect_rc 0
t_expect_grep "^fuzz_opts: input seed $seed: ok"

t_case "a value with a newline or an escape stays on the one reason line, quoted"
t_run 10 "$BIN/lib_opts" -i $'1\n2'
t_expect_rc 2
t_expect_grep "^lib_opts: -i '1\\\\x0a2': expected a whole number >= 1$"
LTP_TIMEOUT_MUL=$'\e[31m' t_run 10 "$BIN/lib_opts"
t_expect_rc 2
t_expect_grep "^lib_opts: LTP_TIMEOUT_MUL='\\\\x1b\[31m': expected a decimal"
t_expect_count '' 1

t_case "-I counts from the end of setup and runs at least once"
t_run 10 "$BIN/lib_slow_setup" -I 0.1
t_expect_rc 0
t_expect_grep 'TPASS: ran after setup'
t_expect_no_grep 'no results'
