# Cases for the tmpdir's removal (tst_tmpdir.c): a test that leaves mounts,
# bind mounts of a directory outside, names that make long mountinfo lines
# or a very deep tree must get its tmpdir removed whole, and the directory
# outside must come out as it went in. Sourced by run.sh.
#
# Each case has its own TMPDIR and "outside" directory, both on the same
# filesystem as $T_TMP, so that a bind mount of the outside directory is a
# same-filesystem one (st_dev cannot tell it from the tmpdir).

rm_can_mount() {
	[ "$(id -u)" = 0 ] && grep -qw tmpfs /proc/filesystems
}

# rm_prepare: a fresh TMPDIR in $RM_TMP, and $RM_OUT with a file and a
# subdirectory holding one.
rm_prepare() {
	RM_TMP=$T_TMP/rm.$((T_PASSED + T_FAILED))
	RM_OUT=$T_TMP/outside.$((T_PASSED + T_FAILED))
	mkdir -p "$RM_TMP" "$RM_OUT/sub"
	echo precious >"$RM_OUT/keep"
	echo precious >"$RM_OUT/sub/keep"
}

rm_outside_intact() {
	[ "$(cat "$RM_OUT/keep" 2>/dev/null)" = precious ] &&
		[ "$(cat "$RM_OUT/sub/keep" 2>/dev/null)" = precious ]
}

# Mount points at or below $1, deepest (latest) first, with the escapes of
# /proc/self/mountinfo undone.
rm_mounts_below() {
	awk -v d="$1" '{
		p = $5
		gsub(/\\040/, " ", p); gsub(/\\011/, "\t", p)
		gsub(/\\012/, "\n", p); gsub(/\\134/, "\\", p)
		if (p == d || index(p, d "/") == 1) print p
	}' /proc/self/mountinfo | tac
}

# What a failed case left: unmount it so the next cases start clean.
rm_cleanup() {
	local m
	while IFS= read -r m; do
		umount -l "$m" 2>/dev/null
	done < <(rm_mounts_below "$RM_TMP")
	rm -rf "$RM_TMP" "$RM_OUT"
}

rm_nothing_left() {
	[ -z "$(ls -A "$RM_TMP")" ] && [ -z "$(rm_mounts_below "$RM_TMP")" ]
}

# rm_attack MODE: lib_mounts -m MODE in the fresh TMPDIR; as root the
# tmpdir must go whole and the outside stay; otherwise TCONF.
rm_attack() {
	rm_prepare
	TMPDIR=$RM_TMP t_run 120 "$BIN/lib_mounts" -m "$1" -o "$RM_OUT"
	if ! rm_can_mount; then
		t_expect_rc 32
	else
		t_expect_rc 0
		t_expect_grep 'bind-mounted in the tmpdir'
		t_expect_true "the tmpdir or a mount in it was left behind" \
			rm_nothing_left
		t_expect_true "the directory outside lost files" \
			rm_outside_intact
	fi
	rm_cleanup
}

t_case "300 mounts then a bind mount of an outside dir: tmpdir removed, outside intact"
rm_attack many

t_case "a bind mount whose mountinfo line is over 4 KB: tmpdir removed, outside intact"
rm_attack long

t_case "a same-filesystem bind mount of an outside dir: tmpdir removed, outside intact"
rm_attack bind

t_case "a mount that cannot be detached (locked in a user namespace) is never crossed"
rm_prepare
if rm_can_mount && unshare -Urm true 2>/dev/null; then
	mkdir -p "$RM_TMP/tree/bind" "$RM_TMP/tree/sub"
	echo gone >"$RM_TMP/tree/sub/file"
	mount --bind "$RM_OUT" "$RM_TMP/tree/bind"
	t_run 60 unshare -Urm "$BIN/rmtree" "$RM_TMP/tree"
	t_expect_rc 1
	t_expect_true "the directory outside lost files" rm_outside_intact
	t_expect_true "what could go was not removed" \
		test ! -e "$RM_TMP/tree/sub"
else
	echo "     (skipped: needs root, tmpfs and user namespaces)"
fi
rm_cleanup

t_case "a tree 3000 directories deep under ulimit -n 1024 is removed whole"
rm_prepare
TMPDIR=$RM_TMP t_run 120 bash -c 'ulimit -n 1024 && exec "$0" -m deep' \
	"$BIN/lib_mounts"
t_expect_rc 0
t_expect_grep 'TINFO: a tree 3000 directories deep'
t_expect_true "the tmpdir was left behind" rm_nothing_left
rm_cleanup
