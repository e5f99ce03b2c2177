#!/bin/bash
# Check that every API name in the legacy usage list exists in the headers
# a legacy test gets: the shim's own, and the newlib headers that test.h
# pulls in (followed through their #includes). Comments do not count: a
# name must appear in the code of a header.
#
#	api-names.sh [USAGE.tsv]
#
# The list: the argument, else $LEGACY_API_USAGE, else the project's
# shared/ beside the checkout, else the copy kept next to this script.
#
# Exit 0 when all are there; 1 naming each missing one; 2 on a usage error.
set -u
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
usage=${1:-${LEGACY_API_USAGE:-}}
if [ -z "$usage" ]; then
	usage=$here/legacy-api-usage.tsv
	[ -r "$top/../shared/legacy-api-usage.tsv" ] &&
		usage=$top/../shared/legacy-api-usage.tsv
fi
incdirs=("$top/oldlib-compat/include" "$top/newlib/include")

if [ ! -r "$usage" ]; then
	echo "api-names.sh: cannot read the usage list '$usage'" >&2
	exit 2
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# resolve NAME: the header file NAME in the include path, if any.
resolve() {
	local d
	for d in "${incdirs[@]}"; do
		[ -f "$d/$1" ] && { echo "$d/$1"; return; }
	done
}

# The old suite's headers that newlib keeps under their names, for
# converted code as much as for legacy tests (newlib/README.md).
newlib_old_named=(linux_syscall_numbers.h ltp_signal.h tlibio.h dataascii.h
	databin.h datapid.h pattern.h random_range.h string_to_tokens.h
	bytes_by_prefix.h open_flags.h forker.h file_lock.h write_log.h rmobj.h)

# Every header reachable from the shim's public headers and those.
declare -A seen=()
queue=("$top"/oldlib-compat/include/*.h)
for h in "${newlib_old_named[@]}"; do
	queue+=("$top/newlib/include/$h")
done
while [ ${#queue[@]} -gt 0 ]; do
	f=${queue[0]}
	queue=("${queue[@]:1}")
	[ -n "${seen[$f]:-}" ] && continue
	seen[$f]=1
	for inc in $(sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$f"); do
		r=$(resolve "$inc")
		[ -n "$r" ] && queue+=("$r")
	done
done

# Their code without comments (string literals kept whole, so a "/*" in
# one starts nothing), one identifier a line.
strip_comments='
import re, sys
tok = re.compile(r"\"(?:\\.|[^\"\\\n])*\"|\x27(?:\\.|[^\x27\\\n])*\x27|/\*.*?\*/|//[^\n]*", re.S)
for path in sys.argv[1:]:
    text = open(path).read()
    sys.stdout.write(tok.sub(lambda m: " " if m.group(0)[0] == "/" else m.group(0), text))
'
if ! /usr/bin/python3 -c "$strip_comments" "${!seen[@]}" >"$tmp/code"; then
	echo "api-names.sh: cannot read the headers" >&2
	exit 2
fi
grep -oE '[A-Za-z_][A-Za-z0-9_]*' "$tmp/code" | sort -u >"$tmp/idents"

# Names each test defines for itself, which the headers leave undeclared
# (as the old test.h did) so that every spelling of them compiles.
test_defined='^(TCID|TST_TOTAL)$'
grep -v '^#' "$usage" | awk -F'\t' 'NR > 1 && $1 != "" { print $1 }' |
	grep -vE "$test_defined" | sort -u >"$tmp/wanted"
if [ ! -s "$tmp/wanted" ]; then
	echo "api-names.sh: no identifiers in '$usage'" >&2
	exit 2
fi

comm -23 "$tmp/wanted" "$tmp/idents" >"$tmp/missing"
total=$(wc -l <"$tmp/wanted")
if [ -s "$tmp/missing" ]; then
	while read -r name; do
		echo "missing: $name (listed in $(basename "$usage"))"
	done <"$tmp/missing"
	echo "api-names: $(wc -l <"$tmp/missing") of $total names missing"
	exit 1
fi
echo "api-names: all $total names found in ${#seen[@]} headers"
