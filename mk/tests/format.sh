#!/bin/bash
# The project's own C against .clang-format, one case per part. Test data
# is left out: legacy inputs (mk/tests/ltp-sample and the fixtures copied
# from the real suite) and the tools' expected outputs, which are compared
# byte for byte with what the tools write, not code written to the style.
#
#	mk/tests/format.sh [--list]	(--list: the files checked, one a line)

TOP=${TOP:-$(cd "$(dirname "$0")/../.." && pwd)}

# Every top-level directory holding C: a new part is checked without a word here.
PARTS=$(git -C "$TOP" ls-files -- "*.c" "*.h" | cut -d/ -f1 | sort -u)
# Path prefixes of test data (git's exclude pathspecs dropped whole parts
# when combined, so the list is filtered here).
DATA='^(mk/tests/ltp-sample|converter/tests/fixtures|converter/tests/passes/fixtures|converter/tests/dropparams|converter/tests/emptyhooks|converter/tests/helpers|cocci/tests)/'

files_of() {
	git -C "$TOP" ls-files -- "$1/*.c" "$1/*.h" | grep -Ev "$DATA"
}

if [ "${1:-}" = --list ]; then
	for p in $PARTS; do files_of "$p"; done
	exit 0
fi

T_SUITE=${T_SUITE:-format}
. "$TOP/mk/testlib.sh"
command -v clang-format >/dev/null || {
	echo "format: clang-format is missing: apt-get install clang-format" >&2
	exit 1
}
cd "$TOP" || exit 1
for p in $PARTS; do
	mapfile -t files < <(files_of "$p")
	[ "${#files[@]}" -gt 0 ] || continue
	t_case "$p: ${#files[@]} C files as .clang-format writes them"
	t_run 120 clang-format --dry-run --Werror "${files[@]}"
	t_expect_rc 0
done
t_done
