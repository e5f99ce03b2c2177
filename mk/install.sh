#!/bin/bash
# The project's installer: every path it creates under ROOT (files, links
# and the directories that were not there) is recorded in ROOT/LIST, so
# that `uninstall` removes exactly what was installed and nothing else
# (a directory only when it was created by an install and is empty again).
#
#   install.sh ROOT LIST file MODE DIR SRC...   copy each SRC into ROOT/DIR
#   install.sh ROOT LIST as MODE DEST SRC       copy SRC to ROOT/DEST
#   install.sh ROOT LIST link TARGET DEST       ROOT/DEST -> TARGET (symlink)
#   install.sh ROOT LIST uninstall              remove what ROOT/LIST records
#
# ROOT is $(DESTDIR)$(PREFIX) (or the LTPROOT of make install-tests); LIST
# a path relative to it. Each copy is atomic (a temporary name in the
# target directory, then a rename). Exit status: 0 done, 1 an operation
# failed (named on stderr), 2 usage.
set -u

die() {
	echo "install.sh: $1" >&2
	exit "${2:-1}"
}

[ $# -ge 3 ] || die "usage: install.sh ROOT LIST file|as|link|uninstall ..." 2
ROOT=$1 LIST=$2 OP=$3
shift 3
case $LIST in /* | *..*) die "LIST must be a path inside ROOT: $LIST" 2 ;; esac

# What this call installed ("f REL", "l REL", "d REL"): written to LIST
# at the end, once LIST's own directory exists.
RECS=()
record() {
	RECS+=("$1 $2")
}

# mkdir_rec REL: make ROOT/REL and its parents, recording those made here.
mkdir_rec() {
	local rel=$1 path="" part
	if [ ! -d "$ROOT" ]; then
		mkdir -p "$ROOT" || die "cannot create $ROOT"
		record d .
	fi
	[ "$rel" = . ] && return 0
	local IFS=/
	for part in $rel; do
		[ -n "$part" ] || continue
		path=${path:+$path/}$part
		if [ ! -d "$ROOT/$path" ]; then
			mkdir "$ROOT/$path" 2>/dev/null || [ -d "$ROOT/$path" ] ||
				die "cannot create $ROOT/$path"
			record d "$path"
		fi
	done
}

# copy MODE SRC REL
copy() {
	local mode=$1 src=$2 rel=$3 tmp
	[ -f "$src" ] || die "no such file: $src"
	mkdir_rec "$(dirname "$rel")"
	tmp=$(mktemp "$ROOT/$(dirname "$rel")/.inst.XXXXXX") ||
		die "cannot write in $ROOT/$(dirname "$rel")"
	if ! cp "$src" "$tmp" || ! chmod "$mode" "$tmp" ||
		! mv -f "$tmp" "$ROOT/$rel"; then
		rm -f "$tmp"
		die "cannot install $src as $ROOT/$rel"
	fi
	record f "$rel"
}

flush() {
	mkdir_rec "$(dirname "$LIST")"
	printf '%s\n' "${RECS[@]}" >>"$ROOT/$LIST" ||
		die "cannot write $ROOT/$LIST"
}

uninstall() {
	local kind rel
	if [ ! -f "$ROOT/$LIST" ]; then
		echo "install.sh: nothing recorded in $ROOT/$LIST: nothing to remove"
		return 0
	fi
	# files and links first, then directories deepest first
	sort -u "$ROOT/$LIST" | while read -r kind rel; do
		case $kind in
		f) [ -f "$ROOT/$rel" ] && [ ! -L "$ROOT/$rel" ] && rm -f "$ROOT/$rel" ;;
		l) [ -L "$ROOT/$rel" ] && rm -f "$ROOT/$rel" ;;
		esac
	done
	local dirs
	# deepest first; ROOT itself (".", when the install made it) last
	dirs=$(awk '$1 == "d" { print $2 }' "$ROOT/$LIST" | sort -u |
		awk -F/ '{ print ($0 == "." ? 0 : NF) "\t" $0 }' | sort -rn |
		cut -f2-)
	rm -f "$ROOT/$LIST"
	while IFS= read -r rel; do
		case $rel in
		"") ;;
		.) rmdir "$ROOT" 2>/dev/null ;;
		*) rmdir "$ROOT/$rel" 2>/dev/null ;;
		esac
	done <<<"$dirs"
	return 0
}

case $OP in
file)
	[ $# -ge 3 ] || die "usage: install.sh ROOT LIST file MODE DIR SRC..." 2
	mode=$1 dir=$2
	shift 2
	for src in "$@"; do
		copy "$mode" "$src" "$dir/$(basename "$src")"
	done
	;;
as)
	[ $# = 3 ] || die "usage: install.sh ROOT LIST as MODE DEST SRC" 2
	copy "$1" "$3" "$2"
	;;
link)
	[ $# = 2 ] || die "usage: install.sh ROOT LIST link TARGET DEST" 2
	mkdir_rec "$(dirname "$2")"
	ln -sfn "$1" "$ROOT/$2" || die "cannot link $ROOT/$2"
	record l "$2"
	;;
uninstall)
	uninstall
	exit 0
	;;
*)
	die "unknown operation '$OP' (file, as, link, uninstall)" 2
	;;
esac
flush
