#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-or-later
#
# The cocci suite: each semantic patch against its fixtures (PATCH/NAME.c in,
# PATCH/NAME.res the exact result, PATCH/NAME.report the exact report-mode
# output as "LINE: message"), the tst-cocci wrapper's interface, and the
# whole series over every bundled legacy test and helper library.
#
# spatch runs once per patch and mode over all of a patch's fixtures (its
# start-up and file scan dominate), and the cases then compare file by file.

set -u

HERE=$(cd "$(dirname "$0")" && pwd)
COCCI=$(dirname "$HERE")
TOP=$(dirname "$COCCI")
export T_SUITE=cocci
# shellcheck source=../../mk/testlib.sh
. "$TOP/mk/testlib.sh"

PY=/usr/bin/python3
WRAP=$COCCI/tst-cocci

if ! command -v spatch >/dev/null 2>&1; then
	t_case "spatch is installed (Debian package coccinelle)"
	t_fail_ "spatch not found"
	t_done
	exit
fi

# The whole series over the bundled legacy code is the slowest part: it runs
# in the background (spatch is single-threaded, the machine has two cores)
# while the fixtures are checked, and its cases come last.
C=$T_TMP/corpus
mkdir -p "$C"
cp "$TOP"/testcases/legacy/*.c "$TOP"/testcases/legacy/lib/*.c "$C/"
ncorpus=$(find "$C" -name '*.c' | wc -l)
cp -r "$C" "$C.orig"
(
	start=$(date +%s)
	timeout -k 5 150 "$WRAP" --in-place "$C"/*.c >"$C.out" 2>&1 </dev/null
	echo $? >"$C.rc"
	echo $(($(date +%s) - start)) >"$C.took"
) &
corpus_job=$!

patch_options() {
	sed -n 's|^//[[:space:]]*Options:[[:space:]]*||p' "$1" | head -n 1
}

# spatch_batch PATCH MODE DIR: run PATCH over each DIR/*.c on its own (in
# place in patch mode); stdout to DIR.out, stderr to DIR.err. (--dir: a
# list of files would be one group for spatch, a fixture's includes
# deciding another's rules.) A run that does not end in 300 s is stopped
# (exit status 124): a rule whose matching explodes on a fixture fails
# its case instead of hanging the suite.
spatch_batch() {
	local p=$1 mode=$2 dir=$3 inplace=()
	[ "$mode" = patch ] && inplace=(--in-place)
	# shellcheck disable=SC2046 # the Options line is a word list
	(cd "$dir" && timeout -k 5 300 spatch --very-quiet \
		$(patch_options "$p") -D "$mode" "${inplace[@]}" \
		--sp-file "$p" --dir .) >"$dir.out" 2>"$dir.err"
	echo $? >"$dir.rc"
}

# "./NAME.c:LINE: msg" lines of one file, as "LINE: msg" by line number.
report_of() {
	sed -n "s|^\./$2\.c:||p" "$1" | sort -n -s -t: -k1,1
}

# ---- the patches and their fixtures ----------------------------------------

mapfile -t series < <(sed 's/#.*//; s/[[:space:]]//g; /^$/d' "$COCCI/series")

t_case "series names every patch of cocci/, each once"
printf '%s\n' "${series[@]}" | sort >"$T_TMP/series.names"
find "$COCCI" -maxdepth 1 -name '*.cocci' -printf '%f\n' | sort \
	>"$T_TMP/cocci.names"
t_expect_true "series and *.cocci differ: $(diff "$T_TMP/series.names" \
	"$T_TMP/cocci.names" | tr '\n' ' ')" \
	cmp -s "$T_TMP/series.names" "$T_TMP/cocci.names"
t_expect_true "a patch is named twice" \
	[ "$(sort -u "$T_TMP/series.names" | wc -l)" = "${#series[@]}" ]

t_case "each patch has the kernel's header lines and the three modes"
for p in "$COCCI"/*.cocci; do
	for want in '^/// ' '^// Confidence: (High|Moderate|Low)$' \
		'^// Options: ' '^virtual patch$' '^virtual context$' \
		'^virtual report$' '^@script:python depends on report@$'; do
		grep -Eq "$want" "$p" ||
			t_fail_ "${p##*/} lacks a line /$want/"
	done
done

for sp in "${series[@]}"; do
	name=${sp%.cocci}
	p=$COCCI/$sp
	fx=$HERE/$name
	nfix=$(find "$fx" -maxdepth 1 -name '*.c' 2>/dev/null | wc -l)
	t_case "$name: at least two fixtures"
	[ "$nfix" -ge 2 ] || t_fail_ "$nfix fixtures in $fx"
	[ "$nfix" -gt 0 ] || continue

	w=$T_TMP/fx-$name
	mkdir -p "$w/in" "$w/again" "$w/report"
	for c in "$fx"/*.c; do
		n=$(basename "$c" .c)
		cp "$c" "$w/in/$n.c"
		cp "$c" "$w/report/$n.c"
		cp "$fx/$n.res" "$w/again/$n.c" 2>/dev/null
	done
	spatch_batch "$p" patch "$w/in"
	spatch_batch "$p" patch "$w/again"
	spatch_batch "$p" report "$w/report"

	t_case "$name: spatch ran cleanly in the three runs"
	for run in in again report; do
		cat "$w/$run.err" >>"$T_OUT"
		[ "$(cat "$w/$run.rc")" = 0 ] ||
			t_fail_ "$run: spatch exit status $(cat "$w/$run.rc")"
		[ -s "$w/$run.err" ] && t_fail_ "$run: spatch wrote to stderr"
	done

	for c in "$fx"/*.c; do
		n=$(basename "$c" .c)
		t_case "$name/$n: patch mode gives $n.res"
		if [ ! -f "$fx/$n.res" ]; then
			t_fail_ "no $n.res"
		elif ! cmp -s "$fx/$n.res" "$w/in/$n.c"; then
			diff -u "$fx/$n.res" "$w/in/$n.c" >>"$T_OUT"
			t_fail_ "result differs from $n.res"
		fi

		t_case "$name/$n: applying it again to $n.res changes nothing"
		if [ -f "$fx/$n.res" ] && ! cmp -s "$fx/$n.res" "$w/again/$n.c"; then
			diff -u "$fx/$n.res" "$w/again/$n.c" >>"$T_OUT"
			t_fail_ "a second run changed $n.res"
		fi

		t_case "$name/$n: report mode names each site ($n.report)"
		report_of "$w/report.out" "$n" >"$w/$n.report"
		if ! cmp -s "$fx/$n.report" "$w/$n.report"; then
			diff -u "$fx/$n.report" "$w/$n.report" >>"$T_OUT"
			t_fail_ "report differs from $n.report"
		fi
		# A changed file must have been reported, an unchanged one
		# not converted by report mode's account either.
		if ! cmp -s "$c" "$fx/$n.res"; then
			[ -s "$w/$n.report" ] || t_fail_ "changed, yet no report"
		elif grep -q -- '->' "$w/$n.report"; then
			t_fail_ "unchanged, yet report mode promises a rewrite"
		fi
	done
done

t_case "safe_macros.cocci rewrites every SAFE_* of the shim that newlib has"
t_run 20 "$PY" - "$COCCI/safe_macros.cocci" \
	"$TOP/newlib/include/tst_safe_macros.h" \
	"$TOP/newlib/include/tst_safe_file_ops.h" -- \
	"$TOP/oldlib-compat/include/safe_macros.h" \
	"$TOP"/oldlib-compat/include/old_safe_*.h <<'EOF'
import re, sys

def macros(paths):
    found = {}
    for path in paths:
        text = open(path).read().replace("\\\n", " ")
        for m in re.finditer(r"#define\s+(SAFE_\w+)\(([^)]*)\)", text):
            found[m.group(1)] = [a.strip() for a in m.group(2).split(",")]
    return found

sep = sys.argv.index("--")
new, old = macros(sys.argv[2:sep]), macros(sys.argv[sep + 1:])
cocci = open(sys.argv[1]).read()
# Each patch-mode rule: the names it takes and the arguments kept after
# the one it drops ("..." for any number).
rules = re.findall(r'@depends on patch@\nidentifier f =~ "\^SAFE_\(([A-Z_|]+)\)\$";'
                   r'.*?@@\n  f\(\n-   \w+,\n    ([^)]*)\)', cocci, re.S)
fixed, variadic = {}, set()
for names, rest in rules:
    for n in names.split("|"):
        if rest.strip() == "...":
            variadic.add(n)
        else:
            fixed.setdefault(n, set()).add(len(rest.split(",")) + 1)
bad = 0
for name, args in sorted(old.items()):
    short = name[5:]
    if not args or args[0] != "cleanup_fn":
        continue
    if name not in new or new[name] != args[1:]:
        print("%s: newlib has no twin with the same arguments" % name)
        bad += 1
        continue
    if "..." in args:
        if short not in variadic:
            print("%s (variadic) is not rewritten" % name)
            bad += 1
    elif len(args) not in fixed.get(short, set()):
        print("%s with %d arguments is not rewritten" % (name, len(args)))
        bad += 1
print("%d old macros checked, %d problems" % (len(old), bad))
sys.exit(1 if bad else 0)
EOF
t_expect_rc 0

# ---- the wrapper -----------------------------------------------------------

W=$T_TMP/wrap
mkdir -p "$W"
cp "$TOP/testcases/legacy/fcntl03.c" "$W/fcntl03.c"
cp "$W/fcntl03.c" "$W/fcntl03.orig"
# spatch cannot parse f(), which holds an old call the patches would
# leave: refused
printf 'static void f(void)\n{\n\tint a = (1 + ;\n\ttst_resm(TINFO, "a");\n}\n' \
	>"$W/broken.c"
cp "$W/broken.c" "$W/broken.orig"
chmod 0640 "$W/fcntl03.c"

t_case "tst-cocci --help"
t_run 10 "$WRAP" --help
t_expect_rc 0
t_expect_grep '^Usage: tst-cocci \[--series FILE\]'

t_case "tst-cocci: usage errors exit 2"
for args in "" "--mode bogus $W/fcntl03.c" "--in-place --mode report \
$W/fcntl03.c" "--series $W/none $W/fcntl03.c" "--frobnicate $W/fcntl03.c" \
	"--series"; do
	# shellcheck disable=SC2086 # the cases are word lists
	"$WRAP" $args >"$T_TMP/usage.out" 2>&1
	rc=$?
	cat "$T_TMP/usage.out" >>"$T_OUT"
	[ "$rc" = 2 ] || t_fail_ "'$args': exit status $rc, expected 2"
done
t_expect_grep 'no FILE given'
t_expect_grep "unknown mode 'bogus'"
t_expect_grep "cannot read the series '$W/none'"

t_case "tst-cocci: a series naming a missing patch is a usage error"
printf '# test\nincludes.cocci\nnosuch.cocci\n' >"$W/series"
cp "$COCCI/includes.cocci" "$W/includes.cocci"
t_run 20 "$WRAP" --series "$W/series" "$W/fcntl03.c"
t_expect_rc 2
t_expect_grep "$W/series:3: no such patch 'nosuch.cocci'"

t_case "tst-cocci --series: only the patches it names, in its order"
printf '  tst_res.cocci   # results only\n\n' >"$W/series1"
cp "$COCCI/tst_res.cocci" "$W/tst_res.cocci"
t_run 60 "$WRAP" --series "$W/series1" -I "$TOP/testcases/legacy/include" \
	"$W/fcntl03.c"
t_expect_rc 0
t_expect_count '^-.*tst_resm\(' 8
t_expect_count '^\+.*tst_res\(' 8
t_expect_count '^[-+][^-+]' 16

t_case "tst-cocci: a patch's Needs: line: a file spelling none of its words is not given to spatch"
# tst_res.cocci told it needs words that only two files spell: the third
# keeps its tst_resm()
mkdir -p "$W/needs"
printf 'tst_res.cocci\n' >"$W/needs/series"
sed '/^\/\/ Options:/a // Needs: NEEDED_WORD OTHER_WORD' \
	"$COCCI/tst_res.cocci" >"$W/needs/tst_res.cocci"
for n in one two three; do
	printf '#include "test.h"\nstatic void %s(void)\n{\n' "$n" \
		>"$W/needs_$n.c"
	printf '\ttst_resm(TINFO, "%s");\n}\n' "$n" >>"$W/needs_$n.c"
done
printf '/* NEEDED_WORD */\n' >>"$W/needs_one.c"
printf '/* OTHER_WORD */\n' >>"$W/needs_two.c"
t_run 60 "$WRAP" --series "$W/needs/series" "$W/needs_one.c" \
	"$W/needs_two.c" "$W/needs_three.c"
t_expect_rc 0
t_expect_count "^\+\+\+ $W/needs_(one|two).c$" 2
t_expect_count '^\+.*tst_res\(TINFO, "(one|two)"\);$' 2
t_expect_count '^\+\+\+ ' 2

t_case "tst-cocci: a file spatch cannot parse is named, the others go on"
t_run 60 "$WRAP" "$W/fcntl03.c" "$W/broken.c" "$W/missing.c"
t_expect_rc 1
t_expect_count "^tst-cocci: $W/broken.c: spatch cannot parse it: parse error at line 3, column 14 near ';' in \`int a = \\(1 \\+ ;\`; the patches would skip lines 1-5 and the old API's tst_resm there \\(line 4\\)$" 1
t_expect_count "^tst-cocci: $W/missing.c: cannot read it$" 1
t_expect_count '^tst-cocci: ' 2
t_expect_count "^(---|\+\+\+) $W/fcntl03.c$" 2
t_expect_grep '^\+	pid = SAFE_FORK\(\);$'
t_expect_grep '^-	tst_record_childstatus\(cleanup, pid\);$'
t_expect_true "patch mode without --in-place wrote a file" \
	cmp -s "$W/fcntl03.c" "$W/fcntl03.orig"

t_case "tst-cocci: attributes and #define bodies spatch cannot parse alone"
# (real tests' layout, not the project's style: written here, not kept
# as .c files that format-check would read)
cat >"$W/spatch_shapes.c" <<'EOF'
/*
 * Shapes of real tests that spatch 1.1 cannot parse by itself: attributes
 * with arguments after a declarator, noinline (standard.h empties it), the
 * suite's LTP_ATTRIBUTE_UNUSED before a static function, and
 * #define bodies that are no C on their own. tst-cocci's macros and its
 * parse check let the file through; the calls are rewritten.
 */
#include "test.h"

#define CLEANERROR(M)	(void)unlink(tmpname); ERROR(M)
#define warn(val, m1, m2)	if ((val) < 0) dowarn(m1, m2)
#define LONGERROR(M)	(void)close(fd); \
			(void)unlink(tmpname); \
			ERROR(M)

static char tmpname[] = "file";
static int fd;
char altstack[4096 * 10] __attribute__((aligned(4096)));
static void note(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

static __attribute__((noinline)) void *get_func(void *mem)
{
	tst_resm(TINFO, "at %p", mem);
	return mem;
}

static void __attribute__ ((noinline)) *get_pc(void)
{
	tst_resm(TINFO, "pc");
	return 0;
}

LTP_ATTRIBUTE_UNUSED static int spare(void)
{
	tst_resm(TINFO, "spare");
	return 0;
}
EOF
cat >"$W/code_before_define.c" <<'EOF'
/* An error in code before a #define: the file is refused, the #define
 * does not excuse it. */
static void f(void)
{
	int a = (1 + ;
	tst_resm(TINFO, "f");
}
#define OK(x) if (x) g()
EOF
t_run 60 "$WRAP" "$W/spatch_shapes.c" "$W/code_before_define.c"
t_expect_rc 1
t_expect_count '^tst-cocci: ' 1
t_expect_count "^tst-cocci: $W/code_before_define.c: spatch cannot parse it: parse error at line 5" 1
t_expect_count '^\+.*tst_res\(TINFO, ' 3
t_expect_grep '^\+#include "tst_test\.h"$'

t_case "tst-cocci: what spatch cannot parse is skipped when it holds no old name, refused when it does"
cat >"$W/skip_table.c" <<'EOF'
#include "test.h"

/* A table a macro writes, for another machine only: spatch parses
 * neither the entries nor the declaration around them. */
#define SLOT(n) { .label = "S_" #n, .at = S_##n },
static struct {
	const char *label;
	long at;
} slots[] = {
#ifdef __other_machine__
	SLOT(ONE) SLOT(TWO)
	    SLOT(THREE)
#endif
};

static void check(void)
{
	if (sizeof(slots) == 0)
		tst_brkm(TCONF, NULL, "no slots here");
	tst_resm(TPASS, "slots");
}
EOF
# the same with an old call among the entries
sed 's/^\(	    SLOT(THREE)\)$/\1\n	{ "user", SAFE_GETPWNAM(cleanup, "nobody") },/' \
	"$W/skip_table.c" >"$W/skip_table_old.c"
# a function spatch cannot parse, with no old name, beside one it can
printf 'static void f(void)\n{\n\tint a = (1 + ;\n}\n\nstatic void g(void)\n{\n\ttst_resm(TINFO, "g");\n}\n' \
	>"$W/skip_function.c"
t_run 60 "$WRAP" "$W/skip_table.c" "$W/skip_table_old.c" "$W/skip_function.c"
t_expect_rc 1
t_expect_count '^tst-cocci: ' 1
t_expect_count "^tst-cocci: $W/skip_table_old.c: spatch cannot parse it: parse error at line 9, column 7 near '\[' in \`} slots\[\] = \{\`; the patches would skip lines 9-15 and the old API's SAFE_GETPWNAM there \(line 13\)$" 1
t_expect_count "^(---|\+\+\+) $W/skip_(table|function).c$" 4
t_expect_grep '^\+		tst_brk\(TCONF, "no slots here"\);$'
t_expect_grep '^\+	tst_res\(TPASS, "slots"\);$'
t_expect_grep '^\+	tst_res\(TINFO, "g"\);$'

# cocci/macro_bodies/NAME.c: old calls in #define bodies, which spatch
# leaves, rewritten by macro-bodies after the series: exactly NAME.res,
# and a second run changes nothing.
for c in "$HERE"/macro_bodies/*.c; do
	n=$(basename "$c" .c)
	t_case "macro bodies: $n.c gives $n.res, and again nothing"
	cp "$c" "$W/mb_$n.c"
	t_run 60 "$WRAP" --in-place "$W/mb_$n.c"
	t_expect_rc 0
	t_expect_true "result differs from $n.res" \
		cmp -s "$W/mb_$n.c" "${c%.c}.res"
	[ "$T_CASE_OK" = 1 ] || diff -u "${c%.c}.res" "$W/mb_$n.c" >>"$T_OUT"
	t_run 60 "$WRAP" "$W/mb_$n.c"
	t_expect_rc 0
	t_expect_count . 0
done

t_case "tst-cocci --in-place: the parsed file is rewritten, the other kept"
"$WRAP" "$W/fcntl03.c" >"$W/fcntl03.diff" 2>/dev/null
t_run 60 "$WRAP" --in-place "$W/fcntl03.c" "$W/broken.c"
t_expect_rc 1
t_expect_count '^tst-cocci: ' 1
t_expect_count '^(---|\+\+\+) ' 0
t_expect_true "broken.c was touched" cmp -s "$W/broken.c" "$W/broken.orig"
t_expect_true "fcntl03.c is not what the diff said" \
	bash -c "cd '$W' && patch -s -o - fcntl03.orig fcntl03.diff |
		cmp -s - fcntl03.c"
t_expect_true "mode not kept" [ "$(stat -c %a "$W/fcntl03.c")" = 640 ]
t_expect_true "a temporary file was left" \
	[ -z "$(find "$W" -name '.tst-cocci.*')" ]
t_expect_true "nothing was rewritten" \
	bash -c "! cmp -s '$W/fcntl03.c' '$W/fcntl03.orig'"

t_case "tst-cocci --results DIR: each patched text left as N.c, the file that failed without one, nothing written"
cp "$W/fcntl03.orig" "$W/res_a.c"
cp "$W/broken.orig" "$W/res_b.c"
t_run 60 "$WRAP" --results "$W/res" "$W/broken.orig" "$W/res_a.c" \
	"$W/res_b.c"
t_expect_rc 1
t_expect_count '^tst-cocci: ' 2
t_expect_count '^(---|\+\+\+) ' 0
t_expect_true "the results are not the patched text" \
	bash -c "cd '$W' && patch -s -o - fcntl03.orig fcntl03.diff |
		cmp -s - res/1.c"
t_expect_true "a file that failed has a result" \
	bash -c "[ ! -e '$W/res/0.c' ] && [ ! -e '$W/res/2.c' ]"
t_expect_true "a FILE was written" cmp -s "$W/res_a.c" "$W/fcntl03.orig"
t_run 10 "$WRAP" --results "$W/res" "$W/res_a.c"
t_expect_rc 2
t_expect_grep 'results needs a directory that does not exist yet'
t_run 10 "$WRAP" --results "$W/res2" --in-place "$W/res_a.c"
t_expect_rc 2
t_expect_grep 'results and --in-place exclude each other'

# fake_spatch HOW: a spatch in $W/bin that logs its arguments and runs the
# real one; HOW=old: its help lacks --save-tmp-files; HOW=stray: it leaves
# an output that names no file among those it kept.
fake_spatch() {
	mkdir -p "$W/bin"
	cat >"$W/bin/spatch" <<EOF
#!/bin/bash
echo "\$*" >>"$W/spatch.log"
if [ "\$1" = --longhelp ] && [ $1 = old ]; then
	"$(command -v spatch)" --longhelp | grep -v -e --save-tmp-files
	exit
fi
"$(command -v spatch)" "\$@"
rc=\$?
for ((i = 1; i < \$#; i++)); do
	[ "\${!i}" = --temp-files ] && [ $1 = stray ] || continue
	j=\$((i + 1))
	: >"\${!j}/cocci-output-1-0-none.c"
done
exit \$rc
EOF
	chmod +x "$W/bin/spatch"
	: >"$W/spatch.log"
}

for how in old stray; do
	t_case "tst-cocci --results DIR, spatch's outputs not taken ($how): each patch with --in-place, the same results"
	fake_spatch "$how"
	rm -rf "$W/res_$how"
	t_run 60 env PATH="$W/bin:$PATH" "$WRAP" --results "$W/res_$how" \
		"$W/broken.orig" "$W/res_a.c" "$W/res_b.c"
	t_expect_rc 1
	t_expect_true "the results differ from those of spatch's outputs" \
		diff -r "$W/res" "$W/res_$how"
	t_expect_true "no patch ran with --in-place" \
		grep -q -e '--in-place' "$W/spatch.log"
	if [ "$how" = old ]; then
		t_expect_true "--save-tmp-files given to an spatch without it" \
			bash -c "! grep -q -e --save-tmp-files '$W/spatch.log'"
	fi
done

t_case "tst-cocci --mode report: file:line: message, original names"
t_run 60 "$WRAP" --mode report "$W/fcntl03.orig"
t_expect_rc 0
t_expect_count "^$W/fcntl03.orig:[0-9]+: " "$(wc -l <"$T_OUT")"
t_expect_grep "^$W/fcntl03.orig:102: FORK_OR_VFORK\(\) -> SAFE_FORK\(\)"
t_expect_grep "^$W/fcntl03.orig:112: tst_record_childstatus"
t_expect_grep "^$W/fcntl03.orig:15: old-API header"

t_case "tst-cocci --mode context: the sites as '-' lines"
t_run 60 "$WRAP" --mode context "$W/fcntl03.orig"
t_expect_rc 0
t_expect_grep "^--- $W/fcntl03.orig$"
t_expect_grep '^-	pid = FORK_OR_VFORK\(\);$'
t_expect_count '^\+[^+]' 0

# ---- the whole series over the bundled legacy code --------------------------

t_case "series over all $ncorpus legacy tests, helpers and libraries"
wait "$corpus_job"
cp "$C.out" "$T_OUT"
T_RC=$(cat "$C.rc")
took=$(cat "$C.took")
t_expect_rc 0
t_expect_count . 0
nchanged=$(diff -rq "$C.orig" "$C" | wc -l)
t_expect_true "only $nchanged of $ncorpus files changed" \
	[ "$nchanged" -ge $((ncorpus - 2)) ]

t_case "no old API left that the patches handle"
t_run 20 "$PY" - "$C"/*.c <<'EOF'
import re, sys

old = re.compile(r"\b(tst_resm|tst_brkm|TEST_RETURN|TEST_ERRNO|FORK_OR_VFORK|"
                 r"tst_fork|fork|tst_record_childstatus|TST_SAFE_CHECKPOINT_\w+|"
                 r"tst_sig|TEST_PAUSE|tst_count|TEST_CLEANUP)\b")
header = re.compile(r'#\s*include\s*"(test|usctest|safe_macros|old_\w+)\.h"')
# Comments and literals go; the newlines stay so line numbers do.
noise = re.compile(r'//[^\n]*|/\*.*?\*/|"(?:\\.|[^"\\\n])*"|'
                   r"'(?:\\.|[^'\\\n])*'", re.S)
left = 0
for path in sys.argv[1:]:
    text = open(path).read()
    for m in header.finditer(text):
        print("%s: %s" % (path, m.group(0)))
        left += 1
    code = noise.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)), text)
    for n, line in enumerate(code.split("\n"), 1):
        for m in old.finditer(line):
            print("%s:%d: %s" % (path, n, m.group(0)))
            left += 1
print("%d files, %d old names left" % (len(sys.argv) - 1, left))
sys.exit(1 if left else 0)
EOF
t_expect_rc 0

t_case "series again over its own result: no change"
t_run 120 "$WRAP" "$C"/*.c
t_expect_rc 0
t_expect_count . 0

echo "     (the series took ${took}s over the $ncorpus files)"
t_done
