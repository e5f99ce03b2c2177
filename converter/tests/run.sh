#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
#
# The converter suite: tst-convert's structure pass on fixtures
# (fixtures/NAME.c -> exactly fixtures/NAME.exp, with --no-cocci so that
# only the libclang passes run), its command line (parse errors, atomic
# --in-place, dry run, idempotence, inventory JSON, usage errors), and the
# bundled legacy tests: all of them through the libclang passes, and a
# sample through the whole pipeline with the semantic patches, each
# converted file compiled against newlib. CONVERTER_FULL=1 sends every
# legacy test through the whole pipeline (minutes: spatch is slow).
#
#	TST_CONVERT=build/converter/tst-convert converter/tests/run.sh

set -u

HERE=$(cd "$(dirname "$0")" && pwd)
TOP=$(dirname "$(dirname "$HERE")")
T_SUITE=${T_SUITE:-converter}
# shellcheck source=../../mk/testlib.sh
. "$TOP/mk/testlib.sh"

TC=${TST_CONVERT:-$TOP/build/converter/tst-convert}
FIX=$HERE/fixtures
LEGACY=$TOP/testcases/legacy
PY=/usr/bin/python3
COCCI=$TOP/cocci/tst-cocci
SAMPLE="access01 fsync01 sigaction01 fcntl04 eventfd01 execve01_child"

have_cocci() {
	[ -x "$COCCI" ] && command -v spatch >/dev/null 2>&1
}

not_grep() {
	! grep -q "$@"
}

# ---- the structure pass on its fixtures ----

for exp in "$FIX"/*.exp; do
	name=$(basename "$exp" .exp)
	t_case "structure: $name.c gives $name.exp"
	t_run 30 "$TC" --no-cocci -o "$T_TMP/$name.c" "$FIX/$name.c"
	t_expect_true "output differs from $name.exp" \
		cmp -s "$T_TMP/$name.c" "$exp"
	[ "$T_CASE_OK" = 1 ] || diff -u "$exp" "$T_TMP/$name.c" | head -40
done

t_case "structure: break out of the loop: a TODO(convert) named with its line"
t_run 30 "$TC" --no-cocci -v -o "$T_TMP/break_loop.c" "$FIX/break_loop.c"
t_expect_grep 'break_loop\.c:16: TODO\(convert\): break ended every iteration of the TEST_LOOPING loop'

# rt_edits JSON: each runtest edit of the inventory, "FILE:LINE: NEW"
rt_edits() {
	$PY -c '
import json, sys
for f in json.load(open(sys.argv[1]))["files"]:
    for e in f.get("runtest", []):
        print("%s:%d: %s" % (e["file"], e["line"], e["new"]))
' "$1"
}

t_case "structure: a renamed option a runtest line passes: each line that runs the program rewritten as getopt() reads it (clustered, attached, after --, a value that looks like an option)"
mkdir -p "$T_TMP/rt/runtest" "$T_TMP/rt/t"
cat >"$T_TMP/rt/runtest/cmds" <<'RT'
# getopt_loop -i 1 (a comment: left)
gl01 getopt_loop -v -n3 -i data
gl02	getopt_loop  -vi5   -b x
gl03 getopt_loop -n -i -i7
gl04 /opt/bin/getopt_loop -bi -i -v
gl05 getopt_loop -v
aa01 args_argc 5 6
RT
cp "$FIX/getopt_loop.c" "$FIX/args_argc.c" "$T_TMP/rt/t/"
t_run 30 "$TC" --no-cocci --root "$T_TMP/rt" -o "$T_TMP/rt/gl.c" \
	--json "$T_TMP/rt/gl.json" "$T_TMP/rt/t/getopt_loop.c"
t_expect_true "no note that the runtest lines passing -i are rewritten" grep -q \
	'/\* option -i is -a now (the library has -i): the runtest lines that pass it are rewritten \*/' \
	"$T_TMP/rt/gl.c"
t_expect_true "a TODO over the renamed -i" not_grep -q 'TODO(convert)' \
	"$T_TMP/rt/gl.c"
rt_edits "$T_TMP/rt/gl.json" >"$T_TMP/rt/edits"
cat >"$T_TMP/rt/edits.exp" <<'RT'
runtest/cmds:2: gl01 getopt_loop -v -n3 -a data
runtest/cmds:3: gl02	getopt_loop  -va5   -b x
runtest/cmds:4: gl03 getopt_loop -n -i -a7
runtest/cmds:5: gl04 /opt/bin/getopt_loop -bi -a -v
RT
t_expect_true "the runtest edits differ" cmp -s "$T_TMP/rt/edits.exp" \
	"$T_TMP/rt/edits"
[ "$T_CASE_OK" = 1 ] || diff -u "$T_TMP/rt/edits.exp" "$T_TMP/rt/edits"

t_case "structure: an option table's letter the library has (-D): -d now, the runtest lines that pass it rewritten, no TODO; a line the shell reads: the letter stays, under a TODO"
printf 'oll01 options_lib_letter -D /dev/null\noll02 options_lib_letter\n' \
	>"$T_TMP/rt/runtest/cmds"
cp "$FIX/options_lib_letter.c" "$T_TMP/rt/t/"
t_run 30 "$TC" --no-cocci --root "$T_TMP/rt" -o "$T_TMP/rt/oll.c" \
	--json "$T_TMP/rt/oll.json" "$T_TMP/rt/t/options_lib_letter.c"
t_expect_true "the edit differs" test "$(rt_edits "$T_TMP/rt/oll.json")" = \
	"runtest/cmds:1: oll01 options_lib_letter -d /dev/null"
t_expect_true "no note that the lines passing -D are rewritten" grep -q \
	'/\* option -D is -d now (the library has -D): the runtest lines that pass it are rewritten \*/' \
	"$T_TMP/rt/oll.c"
t_expect_true "no entry for -d" grep -q '{ "d:", &device, NULL },' \
	"$T_TMP/rt/oll.c"
t_expect_true "a TODO" not_grep -q 'TODO(convert)' "$T_TMP/rt/oll.c"
printf 'oll01 options_lib_letter -D /dev/null >/dev/null\n' \
	>"$T_TMP/rt/runtest/cmds"
t_run 30 "$TC" --no-cocci --root "$T_TMP/rt" -o "$T_TMP/rt/oll.c" \
	--json "$T_TMP/rt/oll.json" "$T_TMP/rt/t/options_lib_letter.c"
t_expect_true "no TODO over -D" grep -q \
	"TODO(convert): option -D is the library's own too" "$T_TMP/rt/oll.c"
t_expect_true "-D renamed" grep -q '{ "D:", &device, NULL },' \
	"$T_TMP/rt/oll.c"
t_expect_true "a runtest edit" test -z "$(rt_edits "$T_TMP/rt/oll.json")"

t_case "structure: a renamed option: -- ends the options, what follows is left (arguments that are no option: a TODO saying why)"
printf 'gl06 getopt_loop -i7 -- -i 3\n' >"$T_TMP/rt/runtest/cmds"
t_run 30 "$TC" --no-cocci --root "$T_TMP/rt" -o "$T_TMP/rt/gl.c" \
	--json "$T_TMP/rt/gl.json" "$T_TMP/rt/t/getopt_loop.c"
t_expect_true "the edit differs" test "$(rt_edits "$T_TMP/rt/gl.json")" = \
	"runtest/cmds:1: gl06 getopt_loop -a7 -- -i 3"
t_expect_true "no TODO saying why argc stays" grep -q \
	"TODO(convert): main()'s argc: no arguments reach the test now (use .options): its options are .options now, but a runtest line gives getopt_loop words after them, which it read from argv (optind): the library gives a test none" \
	"$T_TMP/rt/gl.c"

t_case "structure: a renamed option and a runtest line the shell reads (a redirection), or one naming the program inside a shell command (quoted): a TODO naming the line, no edit"
for line in 'gl01 getopt_loop -i 2 >/dev/null' \
	'gl01 sh -c "getopt_loop -i 2"'; do
	printf 'gl00 getopt_loop -v\n%s\n' "$line" >"$T_TMP/rt/runtest/cmds"
	t_run 30 "$TC" --no-cocci --root "$T_TMP/rt" -o "$T_TMP/rt/gl.c" \
		--json "$T_TMP/rt/gl.json" "$T_TMP/rt/t/getopt_loop.c"
	t_expect_true "no TODO naming runtest/cmds:2 for '$line'" grep -q \
		'TODO(convert): option -i is -a now (the library has -i): its runtest lines cannot be rewritten: runtest/cmds:2 runs getopt_loop ' \
		"$T_TMP/rt/gl.c"
	t_expect_true "runtest edits kept for '$line'" \
		test -z "$(rt_edits "$T_TMP/rt/gl.json")"
done

t_case "structure: a renamed option passed by a later command of a shell line (mkfifo f; prog -i 2): that command's words are rewritten"
printf 'gl00 getopt_loop -v\ngl01 mkfifo f; getopt_loop -i 2\n' \
	>"$T_TMP/rt/runtest/cmds"
t_run 30 "$TC" --no-cocci --root "$T_TMP/rt" -o "$T_TMP/rt/gl.c" \
	--json "$T_TMP/rt/gl.json" "$T_TMP/rt/t/getopt_loop.c"
t_expect_true "a TODO left" not_grep -q 'TODO(convert)' "$T_TMP/rt/gl.c"
t_expect_true "the edits differ" test "$(rt_edits "$T_TMP/rt/gl.json")" = \
	"runtest/cmds:2: gl01 mkfifo f; getopt_loop -a 2"

printf 'gl01 getopt_loop -v -n3 -i data\naa01 args_argc 5 6\n' \
	>"$T_TMP/rt/runtest/cmds"

t_case "structure: getopt_long() in a while (1) loop (writetest): its short letters are .options when the runtest lines give no long name; a line that gives one, or none that runs it, leaves the loop with a TODO saying why"
cp "$FIX/getopt_long_loop.c" "$T_TMP/rt/t/"
printf 'gll01 getopt_long_loop -v -b 5\n' >"$T_TMP/rt/runtest/cmds"
t_run 30 "$TC" --no-cocci -v --root "$T_TMP/rt" -o "$T_TMP/rt/gll.c" \
	"$T_TMP/rt/t/getopt_long_loop.c"
t_expect_grep "getopt_long\\(\\)'s long names go: no runtest line gives getopt_long_loop one"
for want in '{ "b:", &opt_b, NULL },' '^	if (opt_b)$' \
	'^	\.options = options,$'; do
	t_expect_true "no line '$want'" grep -q "$want" "$T_TMP/rt/gll.c"
done
for gone in 'getopt_long(argc' 'long_options' 'option_index' 'TODO(convert)'; do
	t_expect_true "'$gone' left" not_grep -q "$gone" "$T_TMP/rt/gll.c"
done
printf 'gll01 getopt_long_loop --blocks 5\n' >"$T_TMP/rt/runtest/cmds"
t_run 30 "$TC" --no-cocci --root "$T_TMP/rt" -o "$T_TMP/rt/gll.c" \
	"$T_TMP/rt/t/getopt_long_loop.c"
t_expect_true "no TODO saying why" grep -q \
	"TODO(convert): main()'s argc: .*its getopt_long() loop is left as it is: a runtest line gives getopt_long_loop a long option of getopt_long(): the library has none" \
	"$T_TMP/rt/gll.c"
t_case "structure: a runtest line gives a letter twice (-b 4 -b 8) whose case does more than set a value: getopt() ran it each time, the library keeps one value: the loop stays, a TODO names the line"
printf 'gl01 getopt_loop -n3\ngl02 getopt_loop -b 4 -n 2 -b 8\n' \
	>"$T_TMP/rt/runtest/cmds"
t_run 30 "$TC" --no-cocci --root "$T_TMP/rt" -o "$T_TMP/rt/gl.c" \
	"$T_TMP/rt/t/getopt_loop.c"
t_expect_true "no TODO naming the line" grep -q \
	"its getopt() loop is left as it is: runtest/cmds:2 gives -b more than once: the library keeps one value of an option" \
	"$T_TMP/rt/gl.c"

t_case "structure: letters given twice whose case runs the same the second time (a value set, a counter from 0 read only for its truth or printed) are .options; a counter used as a number, given twice, leaves the loop under a TODO naming the line"
cp "$FIX/getopt_repeat.c" "$T_TMP/rt/t/"
printf 'gr01 getopt_repeat -d -f a -d -q -f b -q\n' >"$T_TMP/rt/runtest/cmds"
t_run 30 "$TC" --no-cocci --root "$T_TMP/rt" -o "$T_TMP/rt/gr.c" \
	"$T_TMP/rt/t/getopt_repeat.c"
t_expect_true "a TODO left" not_grep -q 'TODO(convert)' "$T_TMP/rt/gr.c"
for want in '{ "d", &opt_d, NULL },' '{ "f:", &opt_f, NULL },' \
	'^		debug++;$' '^		fname = opt_f;$'; do
	t_expect_true "no line '$want'" grep -q "$want" "$T_TMP/rt/gr.c"
done
printf 'gr01 getopt_repeat -d\ngr02 getopt_repeat -r -d -r\n' \
	>"$T_TMP/rt/runtest/cmds"
t_run 30 "$TC" --no-cocci --root "$T_TMP/rt" -o "$T_TMP/rt/gr.c" \
	"$T_TMP/rt/t/getopt_repeat.c"
t_expect_true "no TODO naming -r's line" grep -q \
	"its getopt() loop is left as it is: runtest/cmds:2 gives -r more than once: the library keeps one value of an option" \
	"$T_TMP/rt/gr.c"
printf 'gll01 other_program\n' >"$T_TMP/rt/runtest/cmds"
t_run 30 "$TC" --no-cocci --root "$T_TMP/rt" -o "$T_TMP/rt/gll.c" \
	"$T_TMP/rt/t/getopt_long_loop.c"
t_expect_true "a program no runtest line runs lost its getopt_long() loop" \
	grep -q 'c = getopt_long(argc, argv, "hvb:o:", long_options,' \
	"$T_TMP/rt/gll.c"
printf 'gl01 getopt_loop -v -n3 -i data\naa01 args_argc 5 6\n' \
	>"$T_TMP/rt/runtest/cmds"

t_case "structure: arguments that are no option, given by runtest lines to a program that reads argv itself: options -1 ... -N filling argv, argc's tests kept, the lines rewritten"
printf 'aa01 args_argc 5 6\naa03 args_argc\n' >"$T_TMP/rt/runtest/cmds"
t_run 30 "$TC" --no-cocci -v --root "$T_TMP/rt" -o "$T_TMP/rt/aa.c" \
	--json "$T_TMP/rt/aa.json" "$T_TMP/rt/t/args_argc.c"
t_expect_grep "a runtest line gives args_argc arguments that are no option: argc's tests are left"
t_expect_grep "main\\(\\)'s arguments 1 to 2 are the values of options -1 to -2 now: the runtest lines that give them are rewritten"
for want in '^static int argc = 1;$' '^static char \*argv\[4\] = { "args_argc01" };$' \
	'{ "1:", &argv\[1\], "main()'"'"'s argument 1" },' \
	'{ "2:", &argv\[2\], "main()'"'"'s argument 2" },' \
	'^	while (argc < 3 && argv\[argc\])$' '^	\.options = options,$' \
	'if (argc == 1) {'; do
	t_expect_true "no line '$want'" grep -q "$want" "$T_TMP/rt/aa.c"
done
t_expect_true "a TODO left" not_grep -q 'TODO(convert)' "$T_TMP/rt/aa.c"
t_expect_true "the edits differ" test "$(rt_edits "$T_TMP/rt/aa.json")" = \
	"runtest/cmds:1: aa01 args_argc -1 5 -2 6"

t_case "structure: a program that parses no options given a dash word by a runtest line (mqns_01 -clone): an argument, given as -1"
mkdir -p "$T_TMP/rtd/runtest" "$T_TMP/rtd/t"
printf 'aa02 args_argc -clone\n' >"$T_TMP/rtd/runtest/cmds"
cp "$FIX/args_argc.c" "$T_TMP/rtd/t/"
t_run 30 "$TC" --no-cocci -v --root "$T_TMP/rtd" -o "$T_TMP/rtd/aa.c" \
	--json "$T_TMP/rtd/aa.json" "$T_TMP/rtd/t/args_argc.c"
t_expect_grep "a runtest line gives args_argc arguments that are no option: argc's tests are left"
t_expect_true "the edits differ" test "$(rt_edits "$T_TMP/rtd/aa.json")" = \
	"runtest/cmds:1: aa02 args_argc -1 -clone"

t_case "structure: an argument that is no option read whatever argc is: a runtest line gives it as -1, a line the shell reads cannot (a TODO names it; args_given.exp: no runtest line)"
mkdir -p "$T_TMP/rtg/runtest" "$T_TMP/rtg/t"
cp "$FIX/args_given.c" "$T_TMP/rtg/t/"
printf 'ag01 args_given 3\n' >"$T_TMP/rtg/runtest/cmds"
t_run 30 "$TC" --no-cocci -v --root "$T_TMP/rtg" -o "$T_TMP/rtg/ag.c" \
	--json "$T_TMP/rtg/ag.json" "$T_TMP/rtg/t/args_given.c"
t_expect_true "no line 'static char *argv[3] ...'" grep -q \
	'^static char \*argv\[3\] = { "args_given01" };$' "$T_TMP/rtg/ag.c"
t_expect_true "argc's test not kept" grep -q '^	if (argc < 2)$' \
	"$T_TMP/rtg/ag.c"
t_expect_true "a TODO left" not_grep -q 'TODO(convert)' "$T_TMP/rtg/ag.c"
t_expect_true "the edits differ" test "$(rt_edits "$T_TMP/rtg/ag.json")" = \
	"runtest/cmds:1: ag01 args_given -1 3"
printf 'ag01 args_given 3 >/dev/null\n' >"$T_TMP/rtg/runtest/cmds"
t_run 30 "$TC" --no-cocci -v --root "$T_TMP/rtg" -o "$T_TMP/rtg/ag.c" \
	--json "$T_TMP/rtg/ag.json" "$T_TMP/rtg/t/args_given.c"
t_expect_true "no TODO naming the line" grep -q \
	"TODO(convert): main()'s argv: no arguments reach the test now (use .options): runtest/cmds:1 runs args_given through the shell" \
	"$T_TMP/rtg/ag.c"
t_expect_true "runtest edits kept" \
	test -z "$(rt_edits "$T_TMP/rtg/ag.json")"

t_case "structure: an argument that is no option read by a local's initialiser (char *filename = argv[1]), a runtest line giving it as a word with a variable in it (\$TMPDIR/f.\$\$): given as -1, that word as it was; a word that is only a variable may be none (a TODO names the line)"
mkdir -p "$T_TMP/rtl/runtest" "$T_TMP/rtl/t"
cp "$FIX/args_local.c" "$T_TMP/rtl/t/"
printf 'al01 args_local $TMPDIR/f.$$\n' >"$T_TMP/rtl/runtest/cmds"
t_run 30 "$TC" --no-cocci -v --root "$T_TMP/rtl" -o "$T_TMP/rtl/al.c" \
	--json "$T_TMP/rtl/al.json" "$T_TMP/rtl/t/args_local.c"
t_expect_grep "main\\(\\)'s argument 1 is the value of option -1 now: the runtest lines that give it are rewritten"
for want in '^static char \*argv\[3\] = { "args_local01" };$' \
	'{ "1:", &argv\[1\], "main()'"'"'s argument 1" },' \
	'^	char \*filename = argv\[1\];$'; do
	t_expect_true "no line '$want'" grep -q "$want" "$T_TMP/rtl/al.c"
done
t_expect_true "a TODO left" not_grep -q 'TODO(convert)' "$T_TMP/rtl/al.c"
t_expect_true "the edits differ" test "$(rt_edits "$T_TMP/rtl/al.json")" = \
	'runtest/cmds:1: al01 args_local -1 $TMPDIR/f.$$'
printf 'al01 args_local ${FILE}\n' >"$T_TMP/rtl/runtest/cmds"
t_run 30 "$TC" --no-cocci -v --root "$T_TMP/rtl" -o "$T_TMP/rtl/al.c" \
	--json "$T_TMP/rtl/al.json" "$T_TMP/rtl/t/args_local.c"
t_expect_true "no TODO naming the line" grep -q \
	"TODO(convert): main()'s argv: no arguments reach the test now (use .options): runtest/cmds:1 runs args_local through the shell" \
	"$T_TMP/rtl/al.c"
t_expect_true "runtest edits made" \
	test -z "$(rt_edits "$T_TMP/rtl/al.json")"

t_case "structure: a program a runtest line runs as a later command of its shell line (seq 1 9 | prog out) is a test, not a program a test runs: struct tst_test, no tst_reinit(), the later command's arguments given as options"
mkdir -p "$T_TMP/rtp/runtest" "$T_TMP/rtp/t"
cp "$FIX/args_piped.c" "$T_TMP/rtp/t/"
# piped LINE: args_piped converted, runtest/cmds holding the one LINE
piped() {
	printf '%s\n' "$1" >"$T_TMP/rtp/runtest/cmds"
	t_run 30 "$TC" --no-cocci -v --root "$T_TMP/rtp" -o "$T_TMP/rtp/ap.c" \
		--json "$T_TMP/rtp/ap.json" "$T_TMP/rtp/t/args_piped.c"
}
piped 'ap01 seq 1 9 | args_piped ap-out'
t_expect_true "no struct tst_test" grep -q '^static struct tst_test test = {$' \
	"$T_TMP/rtp/ap.c"
t_expect_true "tst_reinit() written: taken for a program a test runs" \
	not_grep -q 'tst_reinit' "$T_TMP/rtp/ap.c"
t_expect_true "a TODO left" not_grep -q 'TODO(convert)' "$T_TMP/rtp/ap.c"
t_expect_true "the edits differ" test "$(rt_edits "$T_TMP/rtp/ap.json")" = \
	"runtest/cmds:1: ap01 seq 1 9 | args_piped -1 ap-out"
piped 'ap01 seq 1 9 | args_piped ap-out >/dev/null'
t_expect_true "a redirection after it: no TODO naming the line" grep -q \
	"TODO(convert): main()'s av: no arguments reach the test now (use .options): runtest/cmds:1 runs args_piped through the shell" \
	"$T_TMP/rtp/ap.c"
t_expect_true "a redirection after it: no struct tst_test" \
	grep -q '^static struct tst_test test = {$' "$T_TMP/rtp/ap.c"

t_case "structure: a runtest line that sets a variable first (TMP=\`mktemp\`; ls > \$TMP; prog \$TMP): the program after the assignment and the command substitution is a test; its argument, a variable, is no word the line can give as an option"
piped 'ap01 TMP=`mktemp /tmp/x.XXXX`; ls -l > $TMP; args_piped $TMP'
t_expect_true "no struct tst_test" grep -q '^static struct tst_test test = {$' \
	"$T_TMP/rtp/ap.c"
t_expect_true "tst_reinit() written: taken for a program a test runs" \
	not_grep -q 'tst_reinit' "$T_TMP/rtp/ap.c"
t_expect_true "no TODO naming the line" grep -q \
	"TODO(convert): main()'s av: no arguments reach the test now (use .options): runtest/cmds:1 runs args_piped through the shell" \
	"$T_TMP/rtp/ap.c"
t_expect_true "runtest edits made" \
	test -z "$(rt_edits "$T_TMP/rtp/ap.json")"

t_case "converter: the library's own option letters are newlib's"
t_expect_true "vocab.c's lib_options differ from tst_options.c's LIB_OPTS" \
	test "$(sed -n 's/^#define LIB_OPTS "\(.*\)"$/\1/p' \
		"$TOP/newlib/lib/tst_options.c")" = \
	"$(sed -n 's/^static const char lib_options\[\] = "\(.*\)";$/\1/p' \
		"$TOP/converter/src/vocab.c")"

t_case "structure: --forks-via: a call of a helper that forks sets .forks_child"
t_run 30 "$TC" --no-cocci -o "$T_TMP/fv_without.c" "$FIX/forks_via.c"
t_expect_true ".forks_child set without --forks-via" \
	not_grep '^	\.forks_child = 1,$' "$T_TMP/fv_without.c"
t_run 30 "$TC" --no-cocci --forks-via other,spawn_worker \
	-o "$T_TMP/fv_with.c" "$FIX/forks_via.c"
t_expect_true "no .forks_child with --forks-via" \
	grep -q '^	\.forks_child = 1,$' "$T_TMP/fv_with.c"

t_case "--scan: a helper library's functions that make a child: fork(), clone(), and their callers in the file"
t_run 30 "$TC" --scan --json "$T_TMP/forking_lib.json" "$FIX/forking_lib.c"
t_expect_true "not spawn, spawn_clone, run_all, run_workers" test \
	"$($PY -c 'import json, sys
print(" ".join(sorted(json.load(open(sys.argv[1]))["files"][0].get("forking") or [])))' \
		"$T_TMP/forking_lib.json")" = "run_all run_workers spawn spawn_clone"

t_case "structure: main()'s loop compiled only under a condition that is no configure result: failed, the condition named"
t_run 30 "$TC" --no-cocci -v -o "$T_TMP/cond_loop_other.c" \
	"$FIX/cond_loop_other.c"
t_expect_rc 1
t_expect_grep "cond_loop_other\.c:19: the test's loop is compiled only where COND_LOOP_DEBUG is, not here"
t_expect_grep 'cond_loop_other\.c: failed$'

t_case "a file that does not parse: the macro of its first error, and the names other errors find undeclared"
t_run 30 "$TC" --no-cocci -o "$T_TMP/included_only.c" "$FIX/included_only.c"
t_expect_rc 1
t_expect_grep "included_only\.c:15:5: error: expected identifier or '\(' \(expanded from macro 'true'\); undeclared too: 'GENERATOR', 'NB_CASES'"

t_case "a file that does not parse is named with its line; the batch goes on"
t_run 60 "$TC" --no-cocci --json "$T_TMP/batch.json" "$FIX/broken.c" \
	"$FIX/nosetup.c"
t_expect_rc 1
t_expect_grep 'fixtures/broken\.c:9:24: error: use of undeclared identifier'
t_expect_grep '^\+static struct tst_test test = \{'
t_expect_true "inventory lacks the second file" $PY -c '
import json, sys
d = json.load(open(sys.argv[1]))
f = {x["path"].rsplit("/", 1)[-1]: x for x in d["files"]}
assert f["broken.c"]["state"] == "failed", f["broken.c"]
assert "broken.c:9:24" in f["broken.c"]["messages"][0]
assert "broken.c:9:24" in f["broken.c"]["reason"]
assert "nosetup.c" in f
' "$T_TMP/batch.json"

t_case "usage errors exit 2 with a reason"
t_run 10 "$TC"
t_expect_rc 2
t_expect_grep 'no FILE given'
t_run 10 "$TC" --no-cocci -o "$T_TMP/x.c" "$FIX/simple.c" "$FIX/tcases.c"
t_expect_rc 2
t_expect_grep '\-o takes exactly one FILE'
t_run 10 "$TC" --bogus "$FIX/simple.c"
t_expect_rc 2
t_run 10 "$TC" --cocci /nonexistent/tst-cocci "$FIX/simple.c"
t_expect_rc 2
t_expect_grep 'semantic patch series is unavailable: /nonexistent'

t_case "-h prints the usage and exits 0"
t_run 10 "$TC" -h
t_expect_rc 0
t_expect_grep '^usage: tst-convert'

# ---- the whole pipeline, with the semantic patches ----

if have_cocci; then
	t_case "dry run: a diff on stdout, the file untouched"
	cp "$FIX/simple.c" "$T_TMP/dry.c"
	t_run 60 "$TC" "$T_TMP/dry.c"
	t_expect_rc 0
	t_expect_grep "^--- $T_TMP/dry\.c\$"
	t_expect_grep "^\+\+\+ $T_TMP/dry\.c\$"
	t_expect_grep '^\+#include "tst_test\.h"'
	t_expect_grep '^\+	\.needs_root = 1,'
	t_expect_true "the dry run changed the file" \
		cmp -s "$T_TMP/dry.c" "$FIX/simple.c"

	# whole_conv NAME: the whole run on fixture NAME.c gives NAME.conv
	whole_conv() {
		t_run 60 "$TC" -o "$T_TMP/$1.c" "$FIX/$1.c"
		t_expect_rc 0
		t_expect_true "output differs from $1.conv" \
			cmp -s "$T_TMP/$1.c" "$FIX/$1.conv"
		[ "$T_CASE_OK" = 1 ] ||
			diff -u "$FIX/$1.conv" "$T_TMP/$1.c" | head -40
	}

	t_case "a report's continuation lines off its parenthesis by the rename (tst_resm( -> tst_res() are aligned under it again; lines indented on purpose, other calls, nested ones stay; a blank line after a brace that the original has stays"
	whole_conv align_reports

	t_case "an argument line of a call the patches wrote (TST_EXP_FAIL2() folded from a TEST() and its errno check), which spatch indents in spaces alone, is indented with tabs, then spaces, under its parenthesis"
	whole_conv align_exp

	t_case "an if-else after TEST() folded into TST_EXP_FAIL() (the call failed with the errno wanted, as one condition) loses its closing brace's remark, which spatch glued to the new statement's ';'; a statement's own remark stays"
	whole_conv exp_brace_remark

	t_case "setup()'s hand-over (the parent waits for its child and exits, the child going on as the test) starts run(): its fork is SAFE_FORK(), its parent returns, the library waits for the child"
	whole_conv handover_setup

	t_case "a TODO(convert) written over a line of main()'s loop is at the depth of that line once the body moved left into run() (a hand-over whose parent does more than wait and exit: needs-review)"
	t_run 60 "$TC" -o "$T_TMP/handover_parent_more.c" \
		"$FIX/handover_parent_more.c"
	t_expect_rc 1
	t_expect_true "output differs from handover_parent_more.conv" \
		cmp -s "$T_TMP/handover_parent_more.c" \
		"$FIX/handover_parent_more.conv"

	t_case "a sleep the sleeps pass gives up on after taking a checkpoint id for it (a loop of forks whose counter is set again before it) keeps its TODO(convert), and the test asks for no checkpoints it does not use (no .needs_checkpoints)"
	t_run 60 "$TC" -o "$T_TMP/sleep_unused_id.c" "$FIX/sleep_unused_id.c"
	t_expect_rc 1
	t_expect_true "output differs from sleep_unused_id.conv" \
		cmp -s "$T_TMP/sleep_unused_id.c" "$FIX/sleep_unused_id.conv"
	[ "$T_CASE_OK" = 1 ] ||
		diff -u "$FIX/sleep_unused_id.conv" "$T_TMP/sleep_unused_id.c"

	t_case "a comment the semantic patches left alone, over code they removed (tst_sig()), goes with the blank line after the brace; the remark of a statement they removed (TEST_PAUSE;  /* if -p option specified */) that they left behind a brace or that comment goes too, and so does a fall-through remark between a break and a case label where the original had it after the case they removed (case -1 of a fork); comments standing alone in the original, behind its brace or after its break, stay"
	whole_conv orphan_comment

	t_case "the remark of a statement the patches removed (TEST_PAUSE;  /* if -P option specified */), left at the margin on a line of its own as the last line of its block, goes with its line; the same remark of a kept statement stays"
	whole_conv stray_remark

	t_case "a file's own function named like one of newlib's own (a read helper called safe_read(), which SAFE_READ() calls in the library) is renamed safe_read_fn, its calls with it, as a system header's name is"
	whole_conv newlib_clash

	t_case "the prototypes of hooks that only main() and tst_brkm()'s cleanup argument named before the definitions go, once the semantic patches took those away; a non-hook's stays"
	whole_conv hook_proto

	t_case "a hook's prototype goes with a label over it alone; one a helper calls before the definition stays"
	whole_conv hook_proto_label

	t_case "of hooks' prototypes under a remark that is no label of them alone, the first stays under it and the next goes"
	whole_conv hook_proto_remark

	t_case "a hook's prototype that makes a definition without static static goes, the definition saying static"
	whole_conv hook_proto_static

	t_case "the template's setup() prototype goes when the function is no hook (a hook made of main()'s first statements calls it) and nothing names it before its definition"
	whole_conv hook_proto_own

	t_case "a hook's prototype in a conditional stays: the conditional is not left empty"
	whole_conv hook_proto_ifdef

	t_case "a hook's prototype stays when struct tst_test lands above the definition (main() compiled where a feature is)"
	whole_conv hook_proto_cond

	t_case "a hook defined without static says static once its prototypes are gone; one that a branch the preprocessor skipped declares again keeps its linkage"
	whole_conv hook_static

	t_case "a hook a header of the tree declares (another file of the program may call it) keeps its linkage; the other says static"
	whole_conv hook_static_hdr

	t_case "a hook whose prototype stays under a remark over several keeps its linkage; the next, whose prototype goes, says static"
	whole_conv hook_static_label

	t_case "a hook defined extern says static in the word's place"
	whole_conv hook_static_extern

	t_case "a one-line label at the margin that stood over declarations the conversion removed (Global Variables over TCID and TST_TOTAL) goes with its line; one over kept declarations stays, and so does one the original had over nothing"
	whole_conv orphan_label

	t_case "statements of setup() that move into run() go with the comment over them and those between them; the two blank lines the move leaves before the loop's body become one"
	whole_conv setup_children_comments

	t_case "a one-line comment over a removed statement that names an old-API name it holds (reset tst_count) goes with it, the lines after it staying; one that names none stays"
	whole_conv comment_names_removed

	t_case "a comment of lines of its own over a statement the conversion removed, that names an old-API name the statement held (TEST_PAUSE), goes when other code came under it (main()'s statements before the loop, moved to the end of setup())"
	whole_conv stale_comment

	t_case "a comment over lines the conversion removes goes with them when they were a paragraph of their own (tst_count = 0, tst_tmpdir()); one over kept lines stays"
	t_run 60 "$TC" -o "$T_TMP/comment_orphans.c" "$FIX/comment_orphans.c"
	t_expect_rc 0
	for gone in 'reset tst_count' 'Create a unique temporary' \
		'Removing the temporary' 'Pause if'; do
		t_expect_true "the comment '$gone' is left" not_grep "$gone" \
			"$T_TMP/comment_orphans.c"
	done
	t_expect_true "the comment over kept lines went" grep -q \
		'make the file, then close nothing yet' "$T_TMP/comment_orphans.c"

	t_case "a loop compiled out here: converted as where it is compiled, and the result compiles as configured here too"
	t_run 120 "$TC" -v -o "$T_TMP/cond_loop.c" "$FIX/cond_loop.c"
	t_expect_rc 0
	t_expect_grep 'cond_loop\.c: converted$'
	t_run 120 "$TC" -v -o "$T_TMP/cond_loop_setup.c" \
		"$FIX/cond_loop_setup.c"
	t_expect_rc 1
	t_expect_grep "cond_loop_setup\.c:[0-9]+:[0-9]+: error: use of undeclared identifier 'setup' \[the converted text does not compile as configured here"
	t_expect_grep 'cond_loop_setup\.c: failed$'

	t_case "tst_sig() with a handler naming no signal, in a setup the patches empty: its marker survives them, needs-review"
	t_run 120 "$TC" -v -o "$T_TMP/sig_generic_pause.c" \
		"$FIX/sig_generic_pause.c"
	t_expect_rc 1
	t_expect_grep 'sig_generic_pause\.c: needs-review$'
	t_expect_true "the marker did not survive the semantic patches" \
		grep -q 'TODO(convert): tst_sig() installed note() for every signal' \
		"$T_TMP/sig_generic_pause.c"

	t_case "--in-place: clean files replaced by rename, others untouched"
	mkdir -p "$T_TMP/inplace"
	cp "$FIX/simple.c" "$FIX/break_loop.c" "$T_TMP/inplace/"
	ino=$(stat -c %i "$T_TMP/inplace/simple.c")
	t_run 60 "$TC" --in-place "$T_TMP/inplace/simple.c" \
		"$T_TMP/inplace/break_loop.c"
	t_expect_rc 1
	t_expect_true "simple.c was not converted" \
		grep -q '^static struct tst_test test = {' \
		"$T_TMP/inplace/simple.c"
	t_expect_true "simple.c was rewritten in place, not renamed over" \
		test "$ino" != "$(stat -c %i "$T_TMP/inplace/simple.c")"
	t_expect_true "break_loop.c changed though it did not convert" \
		cmp -s "$T_TMP/inplace/break_loop.c" "$FIX/break_loop.c"
	t_expect_true "a temp file was left behind" \
		test "$(find "$T_TMP/inplace" -mindepth 1 | wc -l)" = 2

	t_case "--in-place leaves a needs-review file unless --allow-todo"
	cp "$FIX/break_loop.c" "$T_TMP/inplace/review.c"
	t_run 60 "$TC" --in-place --json "$T_TMP/review.json" \
		"$T_TMP/inplace/review.c"
	t_expect_rc 1
	t_expect_true "review.c changed without --allow-todo" \
		cmp -s "$T_TMP/inplace/review.c" "$FIX/break_loop.c"
	t_expect_true "state is not needs-review with one TODO" $PY -c '
import json, sys
(f,) = json.load(open(sys.argv[1]))["files"]
assert f["state"] == "needs-review" and f["todos"] == 1, f
assert any("TODO(convert): break ended every iteration" in m
           for m in f["messages"]), f["messages"]
' "$T_TMP/review.json"
	t_run 60 "$TC" --in-place --allow-todo "$T_TMP/inplace/review.c"
	t_expect_rc 1
	t_expect_true "--allow-todo did not write the TODO marker" \
		grep -q 'TODO(convert): break ended every iteration' \
		"$T_TMP/inplace/review.c"

	t_case "idempotent: a converted file is native and stays the same"
	t_run 60 "$TC" -o "$T_TMP/once.c" "$FIX/simple.c"
	t_expect_rc 0
	cp "$T_TMP/once.c" "$T_TMP/twice.c"
	t_run 60 "$TC" --json "$T_TMP/twice.json" "$T_TMP/twice.c"
	t_expect_rc 0
	t_expect_count '.' 0
	t_expect_true "the second run changed the file" \
		cmp -s "$T_TMP/once.c" "$T_TMP/twice.c"
	t_expect_true "state is not native" grep -q '"state": "native"' \
		"$T_TMP/twice.json"

	t_case "an exec()ed helper that defines TST_NO_DEFAULT_MAIN already gets no second one"
	{ echo '#define TST_NO_DEFAULT_MAIN'; cat "$FIX/helper.c"; } >"$T_TMP/helper2.c"
	t_run 60 "$TC" --no-cocci -o "$T_TMP/helper2.out" "$T_TMP/helper2.c"
	t_expect_true "not one TST_NO_DEFAULT_MAIN" \
		test "$(grep -c TST_NO_DEFAULT_MAIN "$T_TMP/helper2.out")" = 1
	t_expect_true "tst_reinit() not added" grep -q 'tst_reinit();' \
		"$T_TMP/helper2.out"

	t_case "ltp_clone_quick() is both APIs': a converted helper that clones is native"
	cat >"$T_TMP/clones.c" <<'EOF2'
#define _GNU_SOURCE
#define TST_NO_DEFAULT_MAIN
#include <sched.h>
#include <stdlib.h>
#include "tst_test.h"

static int child(void *arg)
{
	return arg != NULL;
}

int main(void)
{
	tst_reinit();
	if (ltp_clone_quick(CLONE_NEWNS | SIGCHLD, child, NULL) < 0)
		tst_res(TINFO | TERRNO, "ltp_clone_quick");
	exit(0);
}
EOF2
	t_run 60 "$TC" --scan --json "$T_TMP/clones.json" "$T_TMP/clones.c"
	t_expect_true "state is not native" grep -q '"state": "native"' \
		"$T_TMP/clones.json"

	t_case "inventory JSON: fields, flags, calls"
	t_run 60 "$TC" --json "$T_TMP/inv.json" -o "$T_TMP/inv.c" \
		"$FIX/simple.c"
	t_expect_rc 0
	t_expect_true "inventory fields" $PY -c '
import json, sys
d = json.load(open(sys.argv[1]))
(f,) = d["files"]
for k in ("path", "state", "old_calls", "sleeps", "todos", "flags",
          "messages", "calls"):
    assert k in f, k
assert f["state"] == "converted" and f["reason"] is None, f
assert f["old_calls"] == 0 and f["todos"] == 0 and f["sleeps"] == 0, f
fl = f["flags"]
assert fl["needs_tmpdir"] is True and fl["needs_root"] is True, fl
assert fl["forks_child"] is False and fl["min_kver"] is None, fl
assert "access" in f["calls"], f["calls"]
assert not [c for c in f["calls"] if c.startswith("tst_")], f["calls"]
assert "totals" not in d, "totals: the pipeline counts them"
' "$T_TMP/inv.json"

	t_case "--scan: legacy, native and mixed as they are, old calls counted"
	# One old call put back into the converted file.
	sed '/^static void verify_access(void)$/,/^}$/ s/^}$/\ttst_resm(TINFO, "old");\n}/' \
		"$T_TMP/once.c" >"$T_TMP/mixed.c"
	t_run 60 "$TC" --scan --json "$T_TMP/scan.json" "$FIX/simple.c" \
		"$T_TMP/once.c" "$T_TMP/mixed.c"
	t_expect_rc 0
	t_expect_true "scan states" $PY -c '
import json, sys
d = json.load(open(sys.argv[1]))
a, b, c = d["files"]
assert a["state"] == "legacy" and a["old_calls"] > 10, a
assert b["state"] == "native" and b["old_calls"] == 0, b
assert c["state"] == "mixed" and c["old_calls"] == 1, c
' "$T_TMP/scan.json"

	t_case "--passes then --check: the stages one by one give what the whole run gives"
	t_run 60 "$TC" --passes --json "$T_TMP/p.json" -o "$T_TMP/p.c" \
		"$FIX/simple.c"
	t_expect_rc 0
	t_expect_true "--passes: state not legacy, or no flags" $PY -c '
import json, sys
(f,) = json.load(open(sys.argv[1]))["files"]
assert f["state"] == "legacy" and f["flags"]["needs_root"], f
' "$T_TMP/p.json"
	t_expect_true "--passes did not restructure main()" \
		grep -q '^static struct tst_test test = {' "$T_TMP/p.c"
	t_expect_true "--passes ran the semantic patches" \
		grep -q 'tst_resm' "$T_TMP/p.c"
	"$COCCI" --in-place "$T_TMP/p.c" 2>/dev/null
	# the pipeline's check: with the original, it writes its final tidying
	mkdir -p "$T_TMP/orig"
	cp "$FIX/simple.c" "$T_TMP/orig/p.c"
	t_run 60 "$TC" --check --orig "$T_TMP/orig" --root "$T_TMP" \
		--json "$T_TMP/c.json" "$T_TMP/p.c"
	t_expect_rc 0
	t_expect_true "passes + tst-cocci differ from the whole run" \
		cmp -s "$T_TMP/p.c" "$T_TMP/once.c"
	t_expect_true "--check: not converted" $PY -c '
import json, sys
(f,) = json.load(open(sys.argv[1]))["files"]
assert f["state"] == "converted" and f["old_calls"] == 0, f
' "$T_TMP/c.json"
	printf 'int TST_TOTAL = 1;\n' | cat "$T_TMP/once.c" - >"$T_TMP/left.c"
	t_run 60 "$TC" --check --json "$T_TMP/c2.json" "$T_TMP/left.c" \
		"$T_TMP/mixed.c"
	t_expect_rc 1
	t_expect_true "--check: old API left or not compiling is not failed and named" \
		$PY -c '
import json, sys
a, b = json.load(open(sys.argv[1]))["files"]
assert a["state"] == "failed" and a["old_calls"] == 1, a
assert "old API left: TST_TOTAL" in a["reason"], a
assert b["state"] == "failed" and "tst_resm" in b["reason"], b
' "$T_TMP/c2.json"
	t_run 60 "$TC" --check --json "$T_TMP/c3.json" "$T_TMP/inplace/review.c"
	t_expect_rc 1
	t_expect_true "--check: a TODO marker is not needs-review, counted" \
		$PY -c '
import json, sys
(f,) = json.load(open(sys.argv[1]))["files"]
assert f["state"] == "needs-review" and f["todos"] == 1, f
' "$T_TMP/c3.json"
	t_run 10 "$TC" --check -o "$T_TMP/x.c" "$FIX/simple.c"
	t_expect_rc 2
	t_expect_grep 'write no file but the inventory'
fi

t_case "--scan: system calls made by number (__NR_x through ltp_syscall, TEST, syscall) are calls"
t_run 60 "$TC" --scan --json "$T_TMP/nr.json" -I "$LEGACY/include" \
	"$LEGACY/timer_create01.c" "$LEGACY/getdents01.c"
t_expect_rc 0
t_expect_true "__NR_ names among the calls" $PY -c '
import json, sys
a, b = json.load(open(sys.argv[1]))["files"]
assert "__NR_timer_getoverrun" in a["calls"], a["calls"]
assert "__NR_getdents64" in b["calls"], b["calls"]
' "$T_TMP/nr.json"

# ---- the bundled legacy tests ----

t_case "every legacy test: main() -> struct tst_test by the libclang passes"
t_run 120 "$TC" --no-cocci -I "$LEGACY/include" --root "$LEGACY" \
	--out-dir "$T_TMP/corpus" --json "$T_TMP/corpus.json" "$LEGACY"/*.c
tests=0
helpers=0
for f in "$LEGACY"/*.c; do
	out=$T_TMP/corpus/$(basename "$f")
	if grep -q 'TEST_LOOPING' "$f"; then
		tests=$((tests + 1))
		grep -q '^static struct tst_test test = {' "$out" &&
			! grep -q 'TEST_LOOPING\|^int main' "$out" ||
			t_fail_ "$(basename "$f"): main() not converted"
	else
		helpers=$((helpers + 1))
		grep -q '^#define TST_NO_DEFAULT_MAIN' "$out" ||
			t_fail_ "$(basename "$f"): helper lacks TST_NO_DEFAULT_MAIN"
	fi
done
echo "     $tests tests and $helpers helpers restructured"
t_expect_true "no pass gave up" $PY -c '
import json, sys
d = json.load(open(sys.argv[1]))
bad = [f["path"] for f in d["files"] for m in f["messages"]
       if "structure:" in m or "does not parse" in m]
assert not bad, bad
' "$T_TMP/corpus.json"

if have_cocci; then
	list=$SAMPLE
	[ "${CONVERTER_FULL:-0}" = 1 ] &&
		list=$(cd "$LEGACY" && ls -- *.c | sed 's/\.c$//')
	files=()
	for n in $list; do
		files+=("$LEGACY/$n.c")
	done
	t_case "legacy tests through the whole pipeline compile against newlib"
	t_run 900 "$TC" -I "$LEGACY/include" --root "$LEGACY" \
		--out-dir "$T_TMP/full" --json "$T_TMP/full.json" "${files[@]}"
	$PY -c '
import json, sys
s = [f["state"] for f in json.load(open(sys.argv[1]))["files"]]
print("     %d files: %d converted, %d needs-review, %d failed" % (
      len(s), s.count("converted"), s.count("needs-review"),
      s.count("failed")))
' "$T_TMP/full.json"
	[ "${CONVERTER_FULL:-0}" = 1 ] || t_expect_rc 0
	for n in $list; do
		grep -q "\"path\": \"$n.c\", \"state\": \"converted\"" \
			"$T_TMP/full.json" || continue
		gcc -std=gnu11 -D_GNU_SOURCE -fsyntax-only \
			-I"$TOP/newlib/include" -I"$LEGACY/include" \
			"$T_TMP/full/$n.c" >"$T_TMP/cc.out" 2>&1 ||
			t_fail_ "$n.c: converted but does not compile: $(head -3 "$T_TMP/cc.out")"
	done

	# Converted tests that need no helper library, built and run: they
	# pass as their legacy originals do.
	LIBTST=${LIBTST:-$TOP/build/newlib/libtst.a}
	if [ -f "$LIBTST" ]; then
		for n in access01 sigaction01 eventfd01; do
			t_case "converted $n builds against newlib and passes"
			gcc -std=gnu11 -D_GNU_SOURCE -pthread \
				-I"$TOP/newlib/include" -o "$T_TMP/$n" \
				"$T_TMP/full/$n.c" "$LIBTST" -pthread \
				>"$T_TMP/cc.out" 2>&1 ||
				t_fail_ "$n: $(head -3 "$T_TMP/cc.out")"
			t_run 60 env -C "$T_TMP" "./$n"
			t_expect_rc 0
			t_expect_grep '^passed +[1-9]'
			t_expect_grep '^failed +0$'
		done
	fi
fi

# ---- dropparams: the cleanup parameters left unused, over a tree ----

DP=$HERE/dropparams
DROP=$TOP/pipeline/dropparams.py

# unused_params DIR FILE...: the -Wunused-parameter warnings of FILEs.
unused_params() {
	local d=$1 f
	shift
	for f in "$@"; do
		gcc -std=gnu11 -D_GNU_SOURCE -Wall -Wextra -fsyntax-only \
			-I"$TOP/newlib/include" -I"$d/include" "$d/$f" 2>&1
	done | grep -c 'unused parameter'
}

# compiles DIR FILE...: FILEs compile with -Werror but for unused parameters.
compiles() {
	local d=$1 f
	shift
	for f in "$@"; do
		gcc -std=gnu11 -D_GNU_SOURCE -Wall -Wextra -Werror \
			-Wno-unused-parameter -fsyntax-only \
			-I"$TOP/newlib/include" -I"$d/include" "$d/$f" || return 1
	done
}

t_case "dropparams: unused cleanup parameters dropped across headers, library, tests and macros"
rm -rf "$T_TMP/dp"
cp -r "$DP/in" "$T_TMP/dp"
t_run 30 "$PY" "$DROP" "$T_TMP/dp"
t_expect_rc 0
t_expect_count '^dropped: ' 7
t_expect_grep '^dropped: hl_chain: parameter 2$'
t_expect_grep '^dropped: HL_WHERE: parameter 1$'
t_expect_grep '^dropped: hl_printf_: parameter 3$'
t_expect_grep '^dropped: step \(static, t1\.c\): parameter 1$'
t_expect_no_grep 'hl_run|hl_via_run|hl_addr|hl_nn|hl_skipped|t2\.c\)'
t_expect_true "the tree differs from dropparams/exp" \
	diff -r "$DP/exp" "$T_TMP/dp"
t_expect_true "not 8 unused parameters before" \
	test "$(unused_params "$DP/in" lib/hl.c t1.c t2.c)" = 8
# hl_addr's stays (its address is taken), hl_nn's too (nonnull(1)),
# hl_skipped's too (a call in a branch skipped here).
t_expect_true "not 3 unused parameters (hl_addr's, hl_nn's, hl_skipped's) after" \
	test "$(unused_params "$T_TMP/dp" lib/hl.c t1.c t2.c)" = 3
t_expect_true "the tree no longer compiles" \
	compiles "$T_TMP/dp" lib/hl.c t1.c t2.c

t_case "dropparams: idempotent, a second run changes nothing"
t_run 30 "$PY" "$DROP" "$T_TMP/dp"
t_expect_rc 0
t_expect_count '.' 0
t_expect_true "the second run changed the tree" diff -r "$DP/exp" "$T_TMP/dp"

t_case "dropparams: --keep FILE keeps what FILE calls; a short call keeps all"
rm -rf "$T_TMP/dp"
cp -r "$DP/in" "$T_TMP/dp"
t_run 30 "$PY" "$DROP" --dry-run --keep t1.c "$T_TMP/dp"
t_expect_rc 0
t_expect_count '^dropped: ' 1
t_expect_grep '^dropped: hl_where_: parameter 3$'
t_expect_true "--dry-run changed the tree" diff -r "$DP/in" "$T_TMP/dp"
printf 'void z(void)\n{\n\thl_only();\n}\n' >"$T_TMP/dp/short.c"
t_run 30 "$PY" "$DROP" "$T_TMP/dp"
t_expect_rc 0
t_expect_no_grep 'hl_only|hl_chain'
t_expect_grep '^dropped: hl_open: parameter 1$'

t_case "dropparams: parsed again, only the files changed and those that read them; the facts of a whole parse"
rm -rf "$T_TMP/dp"
cp -r "$DP/in" "$T_TMP/dp"
t_run 60 "$PY" "$DP/again.py" "$T_TMP/dp"
t_expect_rc 0
t_expect_count '.' 0

t_case "dropparams: usage errors exit 2"
t_run 10 "$PY" "$DROP" "$T_TMP/nowhere"
t_expect_rc 2
t_expect_grep '^usage: dropparams.py'
t_run 10 "$PY" "$DROP" --bogus "$T_TMP/dp"
t_expect_rc 2
t_expect_grep "unrecognized arguments: --bogus"

# ---- emptyhooks: the setup() and cleanup() a conversion left empty ----

EH=$HERE/emptyhooks
EMPTY=$TOP/pipeline/emptyhooks.py

t_case "emptyhooks: empty setup()/cleanup() named by the struct alone go, with prototypes and fields (hooks that ended the file leave it ending with one newline); a used, commented, conditional or library-named one stays; an empty cleanup() named by nothing goes without a field too; a hook takes the box of one-line comments right above it along, up to a TODO; a run() that only calls verify() goes, .test_all naming verify, unless a comment is in it or what it calls has another type"
rm -rf "$T_TMP/eh"
cp -r "$EH/in" "$T_TMP/eh"
t_run 60 "$PY" "$EMPTY" "$T_TMP/eh"
t_expect_rc 0
t_expect_grep '^removed: t1\.c: setup, cleanup$'
t_expect_grep '^removed: t4\.c: run, cleanup, setup$'
t_expect_grep '^removed: t5\.c: setup, cleanup$'
t_expect_grep '^removed: t8\.c: cleanup$'
t_expect_grep '^removed: t9\.c: setup, cleanup$'
t_expect_grep '^t2\.c: cleanup\(\) kept: referenced at t2\.c:37$'
t_expect_grep '^t3\.c: tidy\(\) kept: named by lib/hl\.c, which has no main\(\)$'
t_expect_grep '^t7\.c: run\(\) kept: it calls check\(\), of another type$'
t_expect_no_grep 't2\.c: setup|t3\.c: setup|t6\.c|t8\.c: setup'
t_expect_true "the tree differs from emptyhooks/exp" \
	diff -r "$EH/exp" "$T_TMP/eh"
t_expect_true "the tree no longer compiles" \
	compiles "$T_TMP/eh" t1.c t2.c t3.c t4.c t5.c t6.c t7.c t8.c t9.c \
		lib/hl.c

t_case "emptyhooks: idempotent, a second run changes nothing"
t_run 60 "$PY" "$EMPTY" "$T_TMP/eh"
t_expect_rc 0
t_expect_no_grep '^removed: '
t_expect_true "the second run changed the tree" diff -r "$EH/exp" "$T_TMP/eh"

t_case "emptyhooks: only the files named; usage errors exit 2"
rm -rf "$T_TMP/eh"
cp -r "$EH/in" "$T_TMP/eh"
t_run 60 "$PY" "$EMPTY" --dry-run "$T_TMP/eh" t2.c
t_expect_rc 0
t_expect_no_grep '^removed: '
t_run 60 "$PY" "$EMPTY" --dry-run "$T_TMP/eh" t1.c
t_expect_grep '^removed: t1\.c: setup, cleanup$'
t_expect_true "--dry-run changed the tree" diff -r "$EH/in" "$T_TMP/eh"
t_run 10 "$PY" "$EMPTY" "$T_TMP/nowhere"
t_expect_rc 2
t_expect_grep '^usage: emptyhooks.py'
t_run 10 "$PY" "$EMPTY" --bogus "$T_TMP/eh"
t_expect_rc 2
t_expect_grep "unrecognized arguments: --bogus"

if have_cocci; then
	t_case "make convert drops them after converting; the tree builds with -Werror"
	rm -rf "$T_TMP/lg"
	t_run 300 "$TOP/pipeline/run" convert --tool "$TC" \
		"$DP/legacy" "$T_TMP/lg"
	t_expect_rc 0
	t_expect_grep '^convert: 2 C files: 2 converted;'
	for x in 'lg_open: parameter 1' 'lg_check: parameter 1' \
		'check_twice (static, lg01.c): parameter 1'; do
		t_expect_true "conversion.log does not list '$x'" \
			grep -qxF "  $x" "$T_TMP/lg/conversion.log"
	done
	t_expect_true "no patch for the header" \
		grep -q '^+int lg_open(const char \*path);$' \
		"$T_TMP/lg/patches/include/lg.h.diff"
	# lg01's setup() held tst_sig() and TEST_PAUSE, its cleanup()
	# nothing, handed to the library's calls: once those are gone
	# (cocci, dropparams) nothing names them but the struct
	t_expect_true "conversion.log does not list lg01's empty hooks and its run() wrapper" \
		grep -qxF "  lg01.c: run, setup, cleanup" "$T_TMP/lg/conversion.log"
	t_expect_true "lg01.c keeps a setup or cleanup" \
		not_grep 'setup\|cleanup(' "$T_TMP/lg/lg01.c"
	t_expect_true "a cleanup parameter or argument is left" \
		not_grep -r 'cleanup_fn\|(cleanup' "$T_TMP/lg/lib" \
		"$T_TMP/lg/include" "$T_TMP/lg/lg01.c"
	for f in lg01.c lib/lg.c; do
		gcc -std=gnu11 -D_GNU_SOURCE -Wall -Wextra -Werror \
			-fsyntax-only -I"$TOP/newlib/include" \
			-I"$T_TMP/lg/include" "$T_TMP/lg/$f" >"$T_TMP/cc.out" 2>&1 ||
			t_fail_ "$f: does not compile with -Werror: $(head -3 "$T_TMP/cc.out")"
	done
fi

# ---- the tree's helpers convert with the tests that include them ----

HX=$HERE/helpers/legacy

t_case "--scan names the helpers a file includes: not the suite's library"
mkdir -p "$T_TMP/lib-tree/include/old" "$T_TMP/lib-tree/include/lapi" \
	"$T_TMP/lib-tree/t"
printf 'void tst_resm(int ttype, const char *fmt, ...);\n' \
	>"$T_TMP/lib-tree/include/old/test.h"
printf 'static inline void la(void) { tst_resm(TINFO, "la"); }\n' \
	>"$T_TMP/lib-tree/include/lapi/la.h"
cp "$T_TMP/lib-tree/include/lapi/la.h" "$T_TMP/lib-tree/t/own.h"
printf '#include "test.h"\n#include "../include/lapi/la.h"\n#include "own.h"\nint main(void)\n{\n\tla();\n\treturn 0;\n}\n' \
	>"$T_TMP/lib-tree/t/t01.c"
t_run 60 "$TC" --scan --root "$T_TMP/lib-tree" --json "$T_TMP/lib.json" \
	"$T_TMP/lib-tree/t/t01.c"
t_expect_true "helpers are not t/own.h alone" $PY -c '
import json, sys
(f,) = json.load(open(sys.argv[1]))["files"]
assert [h.endswith("/t/own.h") for h in f.get("helpers", [])] == [True], f
' "$T_TMP/lib.json"

t_case "--scan: a header whose old API is an angled include (#include <test.h>, which libclang lexes as '<' test . h '>') is a helper"
A=$T_TMP/angle-tree
mkdir -p "$A/include/old" "$A/t"
printf 'void tst_resm(int ttype, const char *fmt, ...);\n#define TINFO 16\n' \
	>"$A/include/old/test.h"
printf '#include <sys/mount.h>\n#include <test.h>\n\n#define OWN_DIR "/dev/own"\n' \
	>"$A/t/own.h"
printf '#include "test.h"\n#include "own.h"\nint main(void)\n{\n\ttst_resm(TINFO, OWN_DIR);\n\treturn 0;\n}\n' \
	>"$A/t/t01.c"
t_run 60 "$TC" --scan --root "$A" --json "$T_TMP/angle.json" "$A/t/t01.c"
t_expect_true "t/own.h is the file's helper" $PY -c '
import json, sys
(f,) = json.load(open(sys.argv[1]))["files"]
assert [h.endswith("/t/own.h") for h in f.get("helpers", [])] == [True], f
' "$T_TMP/angle.json"

t_case "a library source naming neither API under a helper with old API converts as a library: TST_NO_DEFAULT_MAIN; with a main() of its own it stays native"
L=$T_TMP/lib-under
mkdir -p "$L/include/old" "$L/libx" "$L/t"
printf 'void tst_resm(int ttype, const char *fmt, ...);\n#define TINFO 16\n' \
	>"$L/include/old/test.h"
printf '#include "test.h"\nint lx_clone(int (*fn)(void));\nstatic inline void lx_say(void) { tst_resm(TINFO, "lx"); }\n' \
	>"$L/libx/libx.h"
printf '#include "libx.h"\n\nint lx_clone(int (*fn)(void))\n{\n\treturn fn();\n}\n' \
	>"$L/libx/libx.c"
{ cat "$L/libx/libx.c"; printf '\nint main(void)\n{\n\treturn 0;\n}\n'; } \
	>"$L/libx/tool.c"
t_run 60 "$TC" --scan --root "$L" -I "$L/include/old" --json "$T_TMP/lu.json" \
	"$L/libx/libx.c" "$L/libx/tool.c"
t_expect_true "libx.c legacy, tool.c native" $PY -c '
import json, sys
st = {f["path"]: f["state"] for f in json.load(open(sys.argv[1]))["files"]}
assert st["libx/libx.c"] == "legacy" and st["libx/tool.c"] == "native", st
' "$T_TMP/lu.json"
t_run 60 "$TC" --no-cocci --passes --root "$L" -I "$L/include/old" \
	-o "$T_TMP/libx.out" "$L/libx/libx.c"
t_expect_true "libx.c did not get TST_NO_DEFAULT_MAIN before its include" \
	test "$(head -n 1 "$T_TMP/libx.out")" = "#define TST_NO_DEFAULT_MAIN"

t_case "a test.h of another suite (no tst_resm), found by the file's own flags, is not the old API's: native, left as it is; an old-API test beside it stays on the old test.h"
F=$T_TMP/foreign
mkdir -p "$F/other/include" "$F/other/t" "$F/include/old" "$F/ours"
printf '#include <stdio.h>\n#define PASS 0\n#define EPRINTF(x) fprintf(stderr, "%%s\\n", x)\n' \
	>"$F/other/include/test.h"
printf '#include "test.h"\n\nint main(void)\n{\n\tEPRINTF("x");\n\treturn PASS;\n}\n' \
	>"$F/other/t/p.c"
printf 'void tst_resm(int ttype, const char *fmt, ...);\n' \
	>"$F/include/old/test.h"
printf '#include "test.h"\n\nchar *TCID = "o";\nint TST_TOTAL = 1;\n\nint main(void)\n{\n\ttst_resm(TPASS, "x");\n\ttst_exit();\n}\n' \
	>"$F/ours/o.c"
cat >"$F/compile_commands.json" <<EOF
[{"directory": "$F/other/t", "file": "p.c",
  "arguments": ["cc", "-I../include", "-c", "p.c"]},
 {"directory": "$F/ours", "file": "o.c",
  "arguments": ["cc", "-I../include/old", "-c", "o.c"]}]
EOF
# every include/ directory of the tree given for every file, as the
# pipeline does: the old-API test keeps the old API's test.h all the same
t_run 60 "$TC" --scan --root "$F" -p "$F" -I "$F/other/include" \
	--json "$T_TMP/foreign.json" "$F/other/t/p.c" "$F/ours/o.c"
t_expect_true "p.c native; o.c legacy, parsed without errors" $PY -c '
import json, sys
st = {f["path"]: (f["state"], f["old_calls"], f["messages"])
      for f in json.load(open(sys.argv[1]))["files"]}
assert st["other/t/p.c"][:2] == ("native", 0), st
assert st["ours/o.c"][0] == "legacy" and not st["ours/o.c"][2], st
' "$T_TMP/foreign.json"
cp "$F/other/t/p.c" "$T_TMP/p.orig"
t_run 60 "$TC" --root "$F" -p "$F" --in-place "$F/other/t/p.c"
t_expect_rc 0
t_expect_true "p.c is left as it is" cmp -s "$T_TMP/p.orig" "$F/other/t/p.c"

if have_cocci; then
	t_case "tst-convert FILE: the helper header it includes converts by the semantic patches for its check"
	t_run 120 "$TC" --root "$HX" -o "$T_TMP/hx01.c" \
		--json "$T_TMP/hx01.json" "$HX/hx01/hx01.c"
	t_expect_rc 0
	t_expect_true "hx01.c is not converted" $PY -c '
import json, sys
(f,) = json.load(open(sys.argv[1]))["files"]
assert f["state"] == "converted", f
' "$T_TMP/hx01.json"

	t_case "tst-convert FILE: the block each branch of a conditional opens goes after its #endif, and spatch parses the file"
	t_run 120 "$TC" -o "$T_TMP/ifdef_brace.c" --json "$T_TMP/ifdef_brace.json" \
		"$FIX/ifdef_brace.c"
	t_expect_rc 0
	t_expect_true "spatch could not parse it" not_grep -E 'tst_resm|TEST_LOOPING' \
		"$T_TMP/ifdef_brace.c"

	t_case "tst-convert FILE: the statement an 'else' before an #endif holds goes into each branch, and spatch converts every branch"
	t_run 120 "$TC" -o "$T_TMP/ifdef_else_endif.c" "$FIX/ifdef_else_endif.c"
	t_expect_rc 0
	t_expect_true "an old call left in a branch spatch passed over" \
		not_grep -E 'tst_resm|TEST_LOOPING' "$T_TMP/ifdef_else_endif.c"
	for d in -UNEW_LIBC -DNEW_LIBC; do
		gcc -std=gnu11 -D_GNU_SOURCE "$d" -Wall -Werror -fsyntax-only \
			-I"$TOP/newlib/include" "$T_TMP/ifdef_else_endif.c" \
			>"$T_TMP/cc.out" 2>&1 ||
			t_fail_ "$d: does not compile against newlib: $(head -3 "$T_TMP/cc.out")"
	done

	t_case "make convert: helpers convert with their tests; a shared one does not break the test that failed"
	rm -rf "$T_TMP/hx"
	t_run 300 "$TOP/pipeline/run" convert --tool "$TC" "$HX" "$T_TMP/hx"
	t_expect_rc 1
	t_expect_grep '^convert: 4 C files: 3 converted, 1 failed;'
	t_expect_grep '^convert: 1 helper header\(s\) with old API included: 1 converted'
	t_expect_grep '^  needs-review lib/hx\.h: 1 TODO\(convert\) marker\(s\) in this helper header'
	t_expect_true "the helper header kept old API" \
		not_grep 'tst_resm\|ltp_syscall\|linux_syscall_numbers' \
		"$T_TMP/hx/lib/hx.h"
	t_expect_true "no patch for the helper header" \
		test -s "$T_TMP/hx/patches/lib/hx.h.diff"
	t_expect_true "the included C file took its includer's main() away" \
		not_grep TST_NO_DEFAULT_MAIN "$T_TMP/hx/utils/common.c"
	t_expect_true "conversion.log does not list the helpers" \
		grep -q '^  lib/hx\.h: converted with the files that include it, 1 TODO(convert) marker(s) left in it to review; included by 2 file(s), 1 clean$' \
		"$T_TMP/hx/conversion.log"
	t_expect_true "inventory.json does not record the helper header's markers" \
		/usr/bin/python3 -c 'import json, sys
h = json.load(open(sys.argv[1]))["helpers"]
sys.exit(h != [{"path": "lib/hx.h", "converted": True, "todos": 1,
                "includers": ["hx01/hx01.c", "hx02/hx02.c"],
                "note": h[0]["note"]}])' "$T_TMP/hx/inventory.json"
	for f in hx01/hx01.c hx03/hx03.c utils/common.c; do
		gcc -std=gnu11 -D_GNU_SOURCE -Wall -Wextra -Werror -fsyntax-only \
			-I"$TOP/newlib/include" "$T_TMP/hx/$f" >"$T_TMP/cc.out" 2>&1 ||
			t_fail_ "$f: does not compile against newlib: $(head -3 "$T_TMP/cc.out")"
	done
	t_expect_true "the failed test is not its original in OUT" \
		cmp -s "$HX/hx02/hx02.c" "$T_TMP/hx/hx02/hx02.c"

	t_case "make convert --in-place: a helper a failed test includes stays, with the tests that need it converted"
	rm -rf "$T_TMP/hxsrc" "$T_TMP/hx"
	cp -r "$HX" "$T_TMP/hxsrc"
	t_run 300 "$TOP/pipeline/run" convert --in-place --tool "$TC" \
		"$T_TMP/hxsrc" "$T_TMP/hx"
	t_expect_rc 1
	t_expect_grep '^convert: lib/hx\.h kept as it was: included by hx02/hx02\.c, not converted clean$'
	t_expect_grep '^convert: hx01/hx01\.c kept as it was: it includes lib/hx\.h, kept as it was$'
	for f in lib/hx.h hx01/hx01.c hx02/hx02.c; do
		t_expect_true "$f replaced in place" cmp -s "$HX/$f" "$T_TMP/hxsrc/$f"
	done
	t_expect_true "hx03.c and its included helper not replaced" \
		grep -q 'tst_test\.h' "$T_TMP/hxsrc/hx03/hx03.c" "$T_TMP/hxsrc/utils/common.c"
	# both sides build: the legacy tests against the shim, the rest
	# against newlib
	for f in hx01/hx01.c hx02/hx02.c; do
		gcc -std=gnu11 -D_GNU_SOURCE -Wall -Werror -fsyntax-only \
			-I"$TOP/oldlib-compat/include" -I"$TOP/newlib/include" \
			"$T_TMP/hxsrc/$f" >"$T_TMP/cc.out" 2>&1 ||
			t_fail_ "$f: the legacy side does not compile: $(head -3 "$T_TMP/cc.out")"
	done
	gcc -std=gnu11 -D_GNU_SOURCE -Wall -Werror -fsyntax-only \
		-I"$TOP/newlib/include" "$T_TMP/hxsrc/hx03/hx03.c" \
		>"$T_TMP/cc.out" 2>&1 ||
		t_fail_ "hx03.c in place does not compile against newlib: $(head -3 "$T_TMP/cc.out")"

	t_case "make convert: a helper header's static name a system header declares too is renamed in the header and in every includer alike"
	CX=$HERE/helpers/clash
	rm -rf "$T_TMP/cx"
	t_run 300 "$TOP/pipeline/run" convert -j 2 --tool "$TC" "$CX" \
		"$T_TMP/cx"
	t_expect_rc 0
	t_expect_grep '^convert: 2 C files: 2 converted;'
	t_expect_true "the header does not define dirfd_fn() and call it" \
		test "$(grep -c 'dirfd_fn(' "$T_TMP/cx/lib/cx.h")" = 2
	t_expect_true "a member or a parameter named dirfd was renamed" \
		grep -q 'return dirfd_fn(d->dirfd);' "$T_TMP/cx/lib/cx.h"
	t_expect_true "an includer does not call dirfd_fn()" \
		grep -q 'twice(dirfd_fn(0))' "$T_TMP/cx/cx02/cx02.c"
	t_expect_true "the original header was written" \
		not_grep dirfd_fn "$CX/lib/cx.h"
	for f in cx01/cx01.c cx02/cx02.c; do
		t_expect_true "$f still calls dirfd()" \
			not_grep -E '[^_]dirfd\([01]\)' "$T_TMP/cx/$f"
		gcc -std=gnu11 -D_GNU_SOURCE -Wall -Wextra -Werror -fsyntax-only \
			-I"$TOP/newlib/include" "$T_TMP/cx/$f" >"$T_TMP/cc.out" 2>&1 ||
			t_fail_ "$f: does not compile against newlib: $(head -3 "$T_TMP/cc.out")"
	done
fi

# ---- fuzzing: seeded mutants of the legacy tests (fuzz-convert) ----

# found by the fuzzer: a message quoting the source copied its bytes raw
t_case "--check --orig: what the original's old headers gave is included, and written"
mkdir -p "$T_TMP/orig" "$T_TMP/conv"
printf '#include "test.h"\nchar *TCID = "gave01";\nint TST_TOTAL = 1;\nint main(void)\n{\n\tchar p[MAXPATHLEN];\n\n\ttst_resm(TPASS, "%%zu", sizeof(p));\n\ttst_exit();\n}\n' \
	>"$T_TMP/orig/gave01.c"
printf '#include "tst_test.h"\n\nstatic void run(void)\n{\n\tchar p[MAXPATHLEN];\n\n\ttst_res(TPASS, "%%zu", sizeof(p));\n}\n\nstatic struct tst_test test = {\n\t.test_all = run,\n};\n' \
	>"$T_TMP/conv/gave01.c"
cp "$T_TMP/conv/gave01.c" "$T_TMP/gave01.plain.c"
t_run 60 "$TC" --check --root "$T_TMP/conv" --json "$T_TMP/gave-plain.json" \
	"$T_TMP/gave01.plain.c"
t_expect_rc 1
t_run 60 "$TC" --check --orig "$T_TMP/orig" --root "$T_TMP/conv" \
	--json "$T_TMP/gave.json" "$T_TMP/conv/gave01.c"
t_expect_rc 0
t_expect_true "the include is not in the converted file" \
	grep -q '^#include <sys/param.h>$' "$T_TMP/conv/gave01.c"
t_run 10 "$TC" --orig "$T_TMP/orig" "$T_TMP/conv/gave01.c"
t_expect_rc 2
t_expect_grep 'orig goes with --check'

t_case "--orig-facts: the passes save what the original gave, the check reads it there instead of the original"
mkdir -p "$T_TMP/facts" "$T_TMP/passout" "$T_TMP/noorig" "$T_TMP/conv2"
cp "$T_TMP/gave01.plain.c" "$T_TMP/conv2/gave01.c"
t_run 60 "$TC" --passes --orig-facts "$T_TMP/facts" --root "$T_TMP/orig" \
	--out-dir "$T_TMP/passout" "$T_TMP/orig/gave01.c"
t_expect_true "no facts saved for gave01.c" \
	grep -q "$(printf '^gave\tMAXPATHLEN\t<sys/param.h>\t$')" \
	"$T_TMP/facts/gave01.c.orig"
# no original under --orig: what the check adds comes from the facts alone
t_run 60 "$TC" --check --orig "$T_TMP/noorig" --orig-facts "$T_TMP/facts" \
	--root "$T_TMP/conv2" --json "$T_TMP/gave-facts.json" \
	"$T_TMP/conv2/gave01.c"
t_expect_rc 0
t_expect_true "the include the facts name is not in the converted file" \
	grep -q '^#include <sys/param.h>$' "$T_TMP/conv2/gave01.c"
cp "$T_TMP/gave01.plain.c" "$T_TMP/conv2/gave01.c"
t_run 60 "$TC" --check --orig "$T_TMP/noorig" --root "$T_TMP/conv2" \
	--json "$T_TMP/gave-nofacts.json" "$T_TMP/conv2/gave01.c"
t_expect_rc 1
# a facts file that is not one (a line of another kind): the original
printf 'gave\tMAXPATHLEN\n' >"$T_TMP/facts/gave01.c.orig"
t_run 60 "$TC" --check --orig "$T_TMP/orig" --orig-facts "$T_TMP/facts" \
	--root "$T_TMP/conv2" --json "$T_TMP/gave-bad.json" \
	"$T_TMP/conv2/gave01.c"
t_expect_rc 0
t_run 10 "$TC" --orig-facts "$T_TMP/facts" "$T_TMP/conv/gave01.c"
t_expect_rc 2
t_expect_grep 'orig-facts goes with --passes or --orig'

t_case "--check -p: a mirror's file takes its original's flags, read in the mirror"
# the header's directory comes from the database only (not named include):
# the check must find the mirror's converted header, not the original
for d in orig conv; do
	mkdir -p "$T_TMP/mdb/$d/lib" "$T_TMP/mdb/$d/hdr"
done
printf '#include "test.h"\n#include "h.h"\nint f(void (*cleanup)(void), int x)\n{\n\tif (x < 0)\n\t\ttst_brkm(TBROK, cleanup, "x");\n\treturn x;\n}\n' \
	>"$T_TMP/mdb/orig/lib/h.c"
printf 'int f(void (*cleanup)(void), int x);\n' >"$T_TMP/mdb/orig/hdr/h.h"
printf '#define TST_NO_DEFAULT_MAIN\n#include "tst_test.h"\n#include "h.h"\nint f(int x)\n{\n\tif (x < 0)\n\t\ttst_brk(TBROK, "x");\n\treturn x;\n}\n' \
	>"$T_TMP/mdb/conv/lib/h.c"
printf 'int f(int x);\n' >"$T_TMP/mdb/conv/hdr/h.h"
printf '[{"directory": "%s", "file": "h.c", "arguments": ["cc", "-I../hdr", "-c", "h.c"]}]\n' \
	"$T_TMP/mdb/orig/lib" >"$T_TMP/mdb/compile_commands.json"
t_run 60 "$TC" --check --orig "$T_TMP/mdb/orig" --root "$T_TMP/mdb/conv" \
	-p "$T_TMP/mdb" "$T_TMP/mdb/conv/lib/h.c"
t_expect_rc 0

t_case "--check: a file's own name a system header of newlib's declares is renamed"
mkdir -p "$T_TMP/clash/orig" "$T_TMP/clash/conv"
cat >"$T_TMP/clash/orig/clash01.c" <<'EOF'
#include <pthread.h>
#include "test.h"
char *TCID = "clash01";
int TST_TOTAL = 1;
static int dirfd;
pthread_mutex_t wait;
int main(void)
{
	tst_exit();
}
EOF
cat >"$T_TMP/clash/conv/clash01.c" <<'EOF'
#include <pthread.h>
#include "tst_test.h"

struct holder {
	int dirfd;
};

static int dirfd;
pthread_mutex_t wait;
#define LOCK() pthread_mutex_lock(&wait)

static int opened(int dirfd)
{
	return dirfd >= 0;
}

static void run(void)
{
	struct holder h = { .dirfd = 1 };

	dirfd = h.dirfd;
	LOCK();
	pthread_mutex_unlock(&wait);
	if (opened(dirfd))
		tst_res(TPASS, "%d", h.dirfd);
}

static struct tst_test test = {
	.test_all = run,
};
EOF
t_run 60 "$TC" -v --check --orig "$T_TMP/clash/orig" --root "$T_TMP/clash/conv" \
	"$T_TMP/clash/conv/clash01.c"
t_expect_rc 0
t_expect_grep "dirfd is a system header's too.*renamed dirfd_var"
t_expect_grep "wait is a system header's too.*renamed wait_var"
t_expect_true "the renamed file is not as expected" $PY -c '
import sys
t = open(sys.argv[1]).read()
for want in ("static int dirfd_var;", "pthread_mutex_t wait_var;",
             "pthread_mutex_lock(&wait_var)", "pthread_mutex_unlock(&wait_var)",
             "\tint dirfd;", "opened(int dirfd)", "return dirfd >= 0;",
             ".dirfd = 1", "dirfd_var = h.dirfd;", "opened(dirfd_var)",
             "h.dirfd);"):
    assert want in t, want
' "$T_TMP/clash/conv/clash01.c"
# a helper library's external name may be another file's: not renamed
printf '#define TST_NO_DEFAULT_MAIN\n#include "tst_test.h"\nint dirfd;\n' \
	>"$T_TMP/clash/lib.c"
t_run 60 "$TC" --check "$T_TMP/clash/lib.c"
t_expect_rc 1
t_expect_grep "redefinition of 'dirfd'"

t_case "--check: a file's own name a system header of newlib's defines as a macro (<stdbool.h>'s true) is renamed, its uses with it"
mkdir -p "$T_TMP/mclash/orig" "$T_TMP/mclash/conv"
printf '#include "test.h"\nchar *TCID = "mclash01";\nint TST_TOTAL = 1;\nint true = 1;\nint main(void)\n{\n\ttst_exit();\n}\n' \
	>"$T_TMP/mclash/orig/mclash01.c"
cat >"$T_TMP/mclash/conv/mclash01.c" <<'EOF'
#include "tst_test.h"

int true = 1;

static void run(void)
{
	if (true)
		tst_res(TPASS, "true is %d", true);
}

static struct tst_test test = {
	.test_all = run,
};
EOF
t_run 60 "$TC" -v --check --orig "$T_TMP/mclash/orig" --root "$T_TMP/mclash/conv" \
	"$T_TMP/mclash/conv/mclash01.c"
t_expect_rc 0
t_expect_grep "true is a system header's too.*renamed true_var"
t_expect_true "the renamed file is not as expected" $PY -c '
import sys
t = open(sys.argv[1]).read()
for want in ("int true_var = 1;", "if (true_var)", "true is %d\", true_var);"):
    assert want in t, want
' "$T_TMP/mclash/conv/mclash01.c"

t_case "--check: a macro the file defines before its include of tst_test.h that reaches newlib's headers moves the include above it"
mkdir -p "$T_TMP/hoist/orig" "$T_TMP/hoist/conv"
printf '#include <stdio.h>\n#define v count.value\n#include "test.h"\nchar *TCID = "hoist01";\nint TST_TOTAL = 1;\nint main(void)\n{\n\ttst_exit();\n}\n' \
	>"$T_TMP/hoist/orig/hoist01.c"
cat >"$T_TMP/hoist/conv/hoist01.c" <<'EOF'
#include <stdio.h>

#define DEBUG_LEVEL 1
#if DEBUG_LEVEL
#define v count.value
#endif
#include "tst_test.h"

static struct {
	int value;
} count = { 1 };

static void run(void)
{
	tst_res(TPASS, "v is %d", v);
}

static struct tst_test test = {
	.test_all = run,
};
EOF
t_run 60 "$TC" -v --check --orig "$T_TMP/hoist/orig" --root "$T_TMP/hoist/conv" \
	"$T_TMP/hoist/conv/hoist01.c"
t_expect_rc 0
t_expect_grep 'a macro the file defines before it \(v\) reaches newlib'
t_expect_true "the include is not above the conditional of the #define" $PY -c '
import sys
t = open(sys.argv[1]).read()
assert t.index("#include \"tst_test.h\"\n#if DEBUG_LEVEL") > t.index("#define DEBUG_LEVEL 1"), t
assert t.count("tst_test.h") == 1, t
' "$T_TMP/hoist/conv/hoist01.c"

t_case "--check: a kernel header the file includes whose struct a C library header defines too goes; one it needs more of, or one a header of the file's includes, stays"
mkdir -p "$T_TMP/kclash/orig" "$T_TMP/kclash/conv"
for n in 01 02 03; do
	printf '#include "test.h"\nchar *TCID = "kclash%s";\nint TST_TOTAL = 1;\nint main(void)\n{\n\ttst_exit();\n}\n' \
		"$n" >"$T_TMP/kclash/orig/kclash$n.c"
done
# the iovec the file uses is the C library's now
cat >"$T_TMP/kclash/conv/kclash01.c" <<'EOF'
#include <fcntl.h>
#include <linux/uio.h>
#include "tst_test.h"

static void run(void)
{
	struct iovec v = { .iov_len = 1 };

	tst_res(TPASS, "%zu", v.iov_len);
}

static struct tst_test test = {
	.test_all = run,
};
EOF
# the kernel header gives more than the clashing struct: without it, the
# file does not compile, and the check says so
sed 's/v.iov_len);/v.iov_len + UIO_FASTIOV);/' "$T_TMP/kclash/conv/kclash01.c" \
	>"$T_TMP/kclash/conv/kclash02.c"
# the kernel header comes through a header of the file's: not the
# file's own include to take out
printf '#include <linux/uio.h>\n' >"$T_TMP/kclash/conv/kh.h"
cp "$T_TMP/kclash/conv/kh.h" "$T_TMP/kclash/orig/kh.h"
sed 's|#include <linux/uio.h>|#include "kh.h"|' "$T_TMP/kclash/conv/kclash01.c" \
	>"$T_TMP/kclash/conv/kclash03.c"
t_run 60 "$TC" -v --check --orig "$T_TMP/kclash/orig" --root "$T_TMP/kclash/conv" \
	"$T_TMP/kclash/conv/kclash01.c"
t_expect_rc 0
t_expect_grep "kclash01.c:2: <linux/uio.h>: redefinition of 'iovec'.*the file's include of the kernel header goes"
t_expect_true "<linux/uio.h> is still included" \
	not_grep -q 'linux/uio.h' "$T_TMP/kclash/conv/kclash01.c"
t_expect_true "<fcntl.h> went too" grep -q '^#include <fcntl.h>$' \
	"$T_TMP/kclash/conv/kclash01.c"
t_run 60 "$TC" --check --orig "$T_TMP/kclash/orig" --root "$T_TMP/kclash/conv" \
	"$T_TMP/kclash/conv/kclash02.c"
t_expect_rc 1
t_expect_grep "UIO_FASTIOV"
t_run 60 "$TC" --check --orig "$T_TMP/kclash/orig" --root "$T_TMP/kclash/conv" \
	"$T_TMP/kclash/conv/kclash03.c"
t_expect_rc 1
t_expect_grep "redefinition of 'iovec'"
t_expect_true "kclash03.c lost its include" \
	grep -q 'kh.h' "$T_TMP/kclash/conv/kclash03.c"
t_expect_true "kh.h lost its include" \
	grep -q 'linux/uio.h' "$T_TMP/kclash/conv/kh.h"

t_case "--check: a clashing kernel header with a C library twin of the same structures and flags (<linux/inotify.h>) becomes the twin, not nothing"
mkdir -p "$T_TMP/ktwin/orig" "$T_TMP/ktwin/conv"
printf '#include "test.h"\nchar *TCID = "ktwin01";\nint TST_TOTAL = 1;\nint main(void)\n{\n\ttst_exit();\n}\n' \
	>"$T_TMP/ktwin/orig/ktwin01.c"
cat >"$T_TMP/ktwin/conv/ktwin01.c" <<'EOF'
#include <fcntl.h>
#include <linux/inotify.h>
#include "tst_test.h"

static void run(void)
{
	tst_res(TPASS, "%zu %d", sizeof(struct inotify_event), IN_MOVE_SELF);
}

static struct tst_test test = {
	.test_all = run,
};
EOF
t_run 60 "$TC" -v --check --orig "$T_TMP/ktwin/orig" --root "$T_TMP/ktwin/conv" \
	"$T_TMP/ktwin/conv/ktwin01.c"
t_expect_rc 0
t_expect_grep "ktwin01.c:2: <linux/inotify.h>: redefinition of .*the file's include of the kernel header becomes <sys/inotify.h>"
t_expect_true "<sys/inotify.h> is not included" \
	grep -q '^#include <sys/inotify.h>$' "$T_TMP/ktwin/conv/ktwin01.c"

t_case "a file's own global a system header declares under _GNU_SOURCE is renamed before the original is read"
mkdir -p "$T_TMP/gnuclash"
cat >"$T_TMP/gnuclash/gnuclash01.c" <<'EOF'
#include <signal.h>
#include "test.h"
char *TCID = "gnuclash01";
int TST_TOTAL = 1;
sigset_t sigset;
static int blocked(void)
{
	return sigismember(&sigset, SIGUSR1);
}
int main(void)
{
	sigemptyset(&sigset);
	sigaddset(&sigset, SIGUSR1);
	if (blocked())
		tst_resm(TPASS, "SIGUSR1 in the set");
	tst_exit();
}
EOF
t_run 60 "$TC" -v -o "$T_TMP/gnuclash/out.c" "$T_TMP/gnuclash/gnuclash01.c"
t_expect_rc 0
t_expect_grep "gnuclash01\.c:5: sigset is a system header's too.*renamed sigset_var"
t_expect_true "the renamed file is not as expected" $PY -c '
import sys
t = open(sys.argv[1]).read()
for want in ("sigset_t sigset_var;", "sigismember(&sigset_var, SIGUSR1)",
             "sigemptyset(&sigset_var);", "sigaddset(&sigset_var, SIGUSR1);"):
    assert want in t, want
assert "sigset;" not in t and "&sigset," not in t
' "$T_TMP/gnuclash/out.c"

t_case "--check: an old header's macro the file defines itself as a fallback goes, written as it meant"
mkdir -p "$T_TMP/own/orig" "$T_TMP/own/conv"
cat >"$T_TMP/own/orig/own01.c" <<'EOF'
#include "test.h"
char *TCID = "own01";
int TST_TOTAL = 1;
#ifndef NUMSIGS
#define NUMSIGS NSIG
#endif
static int seen[NUMSIGS];
int main(void)
{
	tst_resm(TPASS, "%d", seen[NUMSIGS - 1]);
	tst_exit();
}
EOF
cat >"$T_TMP/own/conv/own01.c" <<'EOF'
#include <signal.h>
#include "tst_test.h"

#ifndef NUMSIGS
#define NUMSIGS NSIG
#endif
static int seen[NUMSIGS];

static void run(void)
{
	tst_res(TPASS, "%d", seen[NUMSIGS - 1]);
}

static struct tst_test test = {
	.test_all = run,
};
EOF
t_run 60 "$TC" --check --orig "$T_TMP/own/orig" --root "$T_TMP/own/conv" \
	"$T_TMP/own/conv/own01.c"
t_expect_rc 0
t_expect_true "NUMSIGS left, or its meaning not written" $PY -c '
import sys
t = open(sys.argv[1]).read()
assert "NUMSIGS" not in t and "#ifndef" not in t and "#endif" not in t, t
assert "seen[NSIG];" in t and "seen[NSIG - 1]" in t, t
' "$T_TMP/own/conv/own01.c"

t_case "inventory JSON stays UTF-8 when a message quotes non-UTF-8 bytes"
printf '#include "\303(\377.h"\nint main(void)\n{\n\treturn 0;\n}\n' \
	>"$T_TMP/utf8.c"
t_run 30 "$TC" --no-cocci --json "$T_TMP/utf8.json" "$T_TMP/utf8.c"
t_expect_rc 1
t_expect_true "inventory is not UTF-8 JSON with U+FFFD for the bad bytes" \
	$PY -c '
import json, sys
(f,) = json.load(open(sys.argv[1], "rb"))["files"]
assert f["state"] == "failed", f
assert "\ufffd(\ufffd.h" in f["reason"], f["reason"]
' "$T_TMP/utf8.json"

t_case "corpus-figures: a name newlib declares is no old name in a macro's argument either (tst_brk(...,\n tst_get_tmpdir()) of statfs03); tst_resm is"
cat >"$T_TMP/on.c" <<'EOC'
#include "tst_test.h"

static void setup(void)
{
	char *d = tst_get_tmpdir();

	tst_brk(TBROK | TERRNO, "chmod(%s, 700) failed",
		tst_get_tmpdir());
	tst_resm(TINFO, "%s", d);
}
EOC
t_run 60 $PY -c '
import importlib.machinery, importlib.util, sys
ld = importlib.machinery.SourceFileLoader("cf", sys.argv[1])
m = importlib.util.module_from_spec(importlib.util.spec_from_loader("cf", ld))
ld.exec_module(m)
print(m.old_names(sys.argv[2], ["-I" + m.NEWLIB_INC]))
' "$HERE/corpus-figures" "$T_TMP/on.c"
t_expect_rc 0
t_expect_grep "^\['tst_resm'\]$"

t_case "corpus-figures: a reason's quoted names are folded, its English apostrophes kept (held-out set 18's waitpid12: \"signal'X's work\")"
t_run 60 $PY -c '
import importlib.machinery, importlib.util, sys
ld = importlib.machinery.SourceFileLoader("cf", sys.argv[1])
m = importlib.util.module_from_spec(importlib.util.spec_from_loader("cf", ld))
ld.exec_module(m)
print(m.reason_kind(sys.argv[2]))
' "$HERE/corpus-figures" "t.c:162: TODO(convert): the signal's effect: a handler's work; 'pid' of 2"
t_expect_rc 0
t_expect_grep "^the signal's effect: a handler's work; 'X' of N$"

t_case "corpus-figures --warnings: what the converted file warns of beyond its original (an index nobody reads, a local only a folded message read); an original that does not compile is not compared"
mkdir -p "$T_TMP/wa"
cat >"$T_TMP/wa/orig.c" <<'EOC'
#include "test.h"

char *TCID = "wa01";
int TST_TOTAL = 1;

int main(void)
{
	int unused_before;

	tst_resm(TPASS, "ok");
	tst_exit();
}
EOC
cat >"$T_TMP/wa/conv.c" <<'EOC'
#include "tst_test.h"

static void run(unsigned int i)
{
	char *desc;
	int unused_before;

	desc = "EFAULT";
	tst_res(TPASS, "ok");
}

static struct tst_test test = {
	.test = run,
	.tcnt = 2,
};
EOC
printf '#include "test.h"\nint main(void) { return undeclared_name; }\n' \
	>"$T_TMP/wa/broken.c"
t_run 60 $PY -c '
import importlib.machinery, importlib.util, sys
ld = importlib.machinery.SourceFileLoader("cf", sys.argv[1])
m = importlib.util.module_from_spec(importlib.util.spec_from_loader("cf", ld))
ld.exec_module(m)
d = sys.argv[2]
flags = ["-I" + m.NEWLIB_INC]
for w in m.added_warnings(d + "/orig.c", None, d + "/conv.c", flags):
    print("added:", w)
print("broken:", m.added_warnings(d + "/broken.c", None, d + "/conv.c", flags))
' "$HERE/corpus-figures" "$T_TMP/wa"
t_expect_rc 0
t_expect_grep "^added: unused parameter 'i' \[-Wunused-parameter\]$"
t_expect_grep "^added: variable 'desc' set but not used \[-Wunused-but-set-variable\]$"
t_expect_no_grep "unused_before"
t_expect_grep "^broken: None$"

# A fixed seed range, so the case is the same every run; `make
# fuzz-converter` runs more through a sanitizer build.
t_case "fuzz: 60 seeded mutants: exit 0/1/2, input kept, output whole, JSON valid, no stray file"
t_run 120 env TMPDIR="$T_TMP" "$HERE/fuzz-convert" --tool "$TC" \
	--iters 60 --seed 1 --timeout 20
t_expect_rc 0
t_expect_grep '^fuzz-convert: 60 mutants, 0 failed'

t_done
