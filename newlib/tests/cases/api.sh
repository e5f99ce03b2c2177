# The real suite's new-API names: newlib declares each one used by >= 5
# test files (or newlib/api-absent.tsv says why not), a use of each
# compiles, and the table in newlib/README.md is the generated one.

API_TABLE="$here/../tools/api-table"

t_case "api-table: every name used by >= 5 real tests is declared and used, the README table is current"
t_run 120 "$API_TABLE" --check
t_expect_rc 0
t_expect_no_grep 'api-table:'

t_case "api-table: a name taken out of the headers fails the check, naming it"
inc="$T_TMP/api-inc"
rm -rf "$inc"
cp -r "$here/../include" "$inc"
# Drop the guarded buffers' header: struct tst_buffers, tst_alloc ... vanish.
sed -i '/#include "tst_buffers.h"/d' "$inc/tst_test.h"
rm "$inc/tst_buffers.h"
t_run 120 "$API_TABLE" --check --include "$inc"
t_expect_rc 1
t_expect_grep 'api-table: tst_buffers is neither declared nor listed as absent'
t_expect_grep 'api-table: tst_alloc is neither declared'
t_expect_grep 'out of date'

t_case "api-table: a name listed as absent but declared fails the check"
absent="$T_TMP/api-absent.tsv"
{ cat "$here/../api-absent.tsv"; printf 'SAFE_OPEN\tstale\n'; } >"$absent"
t_run 120 "$API_TABLE" --check --absent "$absent"
t_expect_rc 1
t_expect_grep 'api-table: SAFE_OPEN is declared in tst_safe_macros.h and listed as absent'

t_case "api-table: a declared name no test program uses fails the check"
tests="$T_TMP/api-tests"
rm -rf "$tests"
mkdir -p "$tests"
cp "$here"/*.c "$tests/"
# hdr_fs.c is the only test program using tst_fill_fd(), it and
# hdr_overlay.c the only ones using OVL_MNT.
rm "$tests/hdr_fs.c" "$tests/hdr_overlay.c"
t_run 120 "$API_TABLE" --check --tests "$tests"
t_expect_rc 1
t_expect_grep 'api-table: tst_fill_fd is declared in tst_fs.h but no test program uses it'
t_expect_grep 'api-table: OVL_MNT is declared in tst_fs.h but no test program uses it'
t_expect_grep 'out of date'

t_case "api-table: an enum's tag counts as declared (tst_fill_access_pattern in tst_fs.h)"
tsv="$T_TMP/api-enum.tsv"
printf '# name\tkind\toccurrences\tfiles\ntst_fill_access_pattern\tenum\t1\t1\n' >"$tsv"
t_run 120 "$API_TABLE" --print --min-files 1 --tsv "$tsv"
t_expect_rc 0
t_expect_grep '^\| `tst_fill_access_pattern` \| enum \| 1 \| [a-z]+ \| `tst_fs.h` \|'
