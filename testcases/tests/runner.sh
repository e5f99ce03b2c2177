#!/bin/bash
# Tests of testcases/run.sh: it is run on runtest files naming small fake
# tests (shell scripts), and its verdicts, output and results.json are
# checked, including the failures it must report.

TOP=${TOP:-$(cd "$(dirname "$0")/../.." && pwd)}
T_SUITE=${T_SUITE:-testcases-runner}
. "$TOP/mk/testlib.sh"

RUN=$TOP/testcases/run.sh
PY=/usr/bin/python3
D=$(mktemp -d)
chmod 755 "$D"
trap 'rm -rf "$D" "$T_TMP"' EXIT
BIN=$D/bin
mkdir "$BIN"

fake() {
	printf '#!/bin/sh\n%s\n' "$2" >"$BIN/$1"
	chmod 755 "$BIN/$1"
}

fake pass 'echo "t.c:1: TPASS: fine"; printf "\nSummary:\npassed   3\nfailed   0\nbroken   0\nskipped  1\nwarnings 0\n"; exit 0'
fake conf 'echo "t.c:1: TCONF: not here"; exit 32'
fake fail 'echo "fail01     1  TPASS  :  one"; echo "fail01     2  TFAIL  :  t.c:9: two"; exit 1'
fake hang 'sleep 30'
fake rootonly '[ "$(id -u)" = 0 ] && exit 0; echo "running as $(id -u)"; exit 1'
fake slow 'sleep 1.2; exit 0'
# Fails when the environment leaks, PATH does not start with the test dir
# or TMPDIR is not world-writable.
fake envcheck '[ -z "$LEAK" ] || { echo "LEAK=$LEAK"; exit 1; }
case $PATH in '"$BIN"':*) ;; *) echo "PATH=$PATH"; exit 1 ;; esac
[ -n "$TMPDIR" ] && [ "$(stat -c %a "$TMPDIR")" = 1777 ] || { echo "TMPDIR=$TMPDIR"; exit 1; }
exit 0'
# Records how many fake tests run at once (the highest count in $D/max).
fake conc 'mkdir -p '"$D"'/running; touch '"$D"'/running/$$
n=$(ls '"$D"'/running | wc -l); m=$(cat '"$D"'/max 2>/dev/null || echo 0)
[ "$n" -gt "$m" ] && echo "$n" >'"$D"'/max
sleep 0.3; rm -f '"$D"'/running/$$; exit 0'
# Fails every second run.
fake flaky 'n=$(cat '"$D"'/flaky 2>/dev/null || echo 0); echo $((n + 1)) >'"$D"'/flaky
[ $((n % 2)) = 0 ] || { echo "t.c:1: TFAIL: odd run"; exit 1; }; exit 0'
fake litter 'mkdir "$TMPDIR/litter.$$"; exit 0'
fake args '[ "$1 $2" = "-x 5" ] || { echo "args: $*"; exit 1; }; exit 0'
# Each argument on its own line, then exits with the number of them.
fake argv 'for a in "$@"; do echo "arg[$a]"; done; exit $#'

# run_runner RUNTEST_TEXT [VAR=VALUE...]: run.sh on one runtest file "area".
run_runner() {
	printf '%s\n' "$1" >"$D/area"
	shift
	t_run 120 env -u LEAK "$@" BIN="$BIN" RESULTS_JSON="$D/results.json" \
		T_RESULTS= "$RUN" "$D/area"
}

json() {
	"$PY" -c "import json,sys; d=json.load(open('$D/results.json')); print($1)"
}

t_case "passing and TCONF entries pass; counters from the Summary block"
run_runner $'pass pass\nconf conf\n# a comment\n\nargs args -x 5' REPEAT=3 REPEAT_NOBODY=1
t_expect_rc 0
t_expect_grep '^ok   area/pass: 3/3 pass, 1/1 pass as nobody, not flaky'
t_expect_grep '^ok   area/conf: 3/3 pass'
t_expect_grep '^ok   area/args: '
t_expect_true "results.json statuses" test "$(json '[r["status"] for r in d["results"]]')" = "['pass', 'conf', 'pass']"
t_expect_true "results.json counters (args printed nothing: kirk counts its exit 0 as one pass)" test "$(json 'd["results"][0]["test"]["passed"], d["results"][0]["test"]["skipped"], d["stats"]["passed"]')" = "3 1 4"
t_expect_true "results.json retval of 4 runs" test "$(json 'd["results"][1]["test"]["retval"]')" = "['32', '32', '32', '32']"

t_case "a failing entry fails, with its log and old-API counters"
run_runner 'fail fail' REPEAT=5 REPEAT_NOBODY=0
t_expect_rc 1
t_expect_grep '^FAIL area/fail: 0/3 pass.*fails every run.*stopped after 3 failed runs'
t_expect_grep "run root.1 of 'fail' exited 1"
t_expect_grep 'TFAIL  :  t.c:9: two'
t_expect_true "status fail" test "$(json 'd["results"][0]["status"], d["results"][0]["test"]["passed"], d["results"][0]["test"]["failed"]')" = "fail 1 1"

t_case "a missing binary fails and is named"
run_runner 'gone no_such_test' REPEAT=2
t_expect_rc 1
t_expect_grep "FAIL area/gone: binary missing"
t_expect_grep "no executable $BIN/no_such_test"
t_expect_true "status brok" test "$(json 'd["results"][0]["status"]')" = brok

t_case "a hung run is cut at RUN_TIMEOUT and reported"
run_runner 'hang hang' REPEAT=3 RUN_TIMEOUT=1 REPEAT_NOBODY=0
t_expect_rc 1
t_expect_grep 'exited 124 .*timed out \(1s\)'
t_expect_grep 'stopped after a run timed out'

t_case "runs as nobody happen and are judged"
if [ "$(id -u)" = 0 ]; then
	run_runner 'rootonly rootonly' REPEAT=2 REPEAT_NOBODY=2
	t_expect_rc 1
	t_expect_grep 'FAIL area/rootonly: 2/2 pass, 0/2 pass as nobody'
	t_expect_grep 'running as 65534'
else
	run_runner 'rootonly rootonly' REPEAT=1
	t_expect_grep 'nobody runs skipped \(not root\)'
fi

t_case "clean environment, TMPDIR world-writable, BIN first on PATH"
run_runner 'envcheck envcheck' REPEAT=2 REPEAT_NOBODY=1 LEAK=yes
t_expect_rc 0
t_expect_grep '^ok   area/envcheck'

t_case "slow entries get REPEAT_SLOW runs unless REPEAT is given"
printf 'slow slow\npass pass\n' >"$D/area"
t_run 120 env -u REPEAT BIN="$BIN" RESULTS_JSON="$D/results.json" T_RESULTS= \
	REPEAT_SLOW=2 REPEAT_NOBODY=0 "$RUN" "$D/area"
t_expect_rc 0
t_expect_grep 'ok   area/slow: 2/2 pass.*slow \(first run'
t_expect_grep 'ok   area/pass: 20/20 pass'
run_runner 'slow slow' REPEAT=3 REPEAT_NOBODY=0
t_expect_grep 'ok   area/slow: 3/3 pass'

t_case "bad runtest lines and duplicate tags fail, naming file and line"
run_runner $'pass pass\nlonely\npass conf' REPEAT=1 REPEAT_NOBODY=0
t_expect_rc 1
t_expect_grep "area:2: entry 'lonely' has no command"
t_expect_grep "area:3: tag 'pass' already used at line 1"

t_case "runtest commands run through sh -c: quotes, \$VARS, ';', pipes, as kirk runs them"
run_runner $'quoted argv -c "a b  c" \'$HOME\'\nvar argv $TMPDIR "$LTP_NONE"\nsemi argv one; argv\npipe argv x y | grep -q "arg\\[y\\]"\n\t# an indented comment\n  \nafter  argv' REPEAT=1 REPEAT_NOBODY=0
t_expect_rc 1
t_expect_grep '^FAIL area/quoted: .*fails every run'
T=$(json '[r["test"]["log"] for r in d["results"] if r["test_fqn"] == "quoted"][0]')
t_expect_true "three arguments, the quoted ones whole and unexpanded ($T)" \
	test "$T" = $'arg[-c]\narg[a b  c]\narg[$HOME]'
T=$(json '[r["test"]["log"] for r in d["results"] if r["test_fqn"] == "var"][0]')
t_expect_true "\$TMPDIR expanded by the shell ($T)" bash -c "[[ \"\$1\" == 'arg[/'*$'\\n''arg[]' ]]" _ "$T"
t_expect_true "';': both commands ran, the last one's exit status counts" \
	test "$(json '[(r["test"]["log"].strip(), r["status"]) for r in d["results"] if r["test_fqn"] == "semi"][0]')" = "('arg[one]', 'pass')"
t_expect_grep '^ok   area/pipe: '
t_expect_grep '^ok   area/after: '
t_expect_true "comments and blank lines are no entries" test "$(json 'len(d["results"])')" = 5

t_case "a command the shell cannot read is a bad entry, naming file and line"
run_runner $'pass pass\nbroken argv "unclosed' REPEAT=1 REPEAT_NOBODY=0
t_expect_rc 1
t_expect_grep "area:2: the shell cannot read the command: No closing quotation"
t_expect_grep '^ok   area/pass: '

t_case "needs: comments and device sources run alone"
run_runner $'# needs: device\npass pass\nconf conf' REPEAT=1 REPEAT_NOBODY=0
t_expect_rc 0
t_expect_grep 'ok   area/pass: .*alone \(device\)'
t_expect_no_grep 'area/conf: .*alone'
t_expect_true "needs in results.json" test "$(json 'd["results"][0].get("needs")')" = device

t_case "JOBS entries run at once, no more"
run_runner $'c1 conc\nc2 conc\nc3 conc\nc4 conc' REPEAT=2 REPEAT_NOBODY=0 JOBS=2
t_expect_rc 0
t_expect_true "at most 2 at once (max $(cat "$D/max"))" test "$(cat "$D/max")" = 2

t_case "a flaky entry is reported as flaky"
run_runner 'flaky flaky' REPEAT=4 REPEAT_NOBODY=0
t_expect_rc 1
t_expect_grep 'FAIL area/flaky: 2/4 pass, no runs as nobody, FLAKY \(2 of 4 runs failed\)'
t_expect_grep 'TFAIL: odd run'

t_case "a test that leaves files in TMPDIR is caught"
run_runner 'litter litter' REPEAT=1 REPEAT_NOBODY=0
t_expect_rc 1
t_expect_grep '^ok   area/litter'
t_expect_grep '^FAIL the runs left nothing behind in TMPDIR'
t_expect_grep 'litter\.[0-9]+'

t_case "bad settings are refused"
run_runner 'pass pass' REPEAT=abc
t_expect_rc 2
t_expect_grep "REPEAT must be a whole number, got 'abc'"

t_done
