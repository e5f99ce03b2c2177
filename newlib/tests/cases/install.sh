# `make install PREFIX=DIR`, then a test built only from what was installed,
# through pkg-config, as someone else's tree would build it.

t_case "make install; a test builds with pkg-config tst and runs"
top=$(cd "$here/../.." && pwd)
inst="$T_TMP/inst"
t_run 300 make -s -C "$top" install PREFIX="$inst"
t_expect_rc 0
cat >"$T_TMP/inst_t.c" <<'EOC'
#include "tst_test.h"
static void run(void)
{
	TST_EXP_PASS(access(".", F_OK));
}
static struct tst_test test = {
	.test_all = run,
	.needs_tmpdir = 1,
};
EOC
flags=$(PKG_CONFIG_PATH="$inst/lib/pkgconfig" pkg-config --cflags --libs tst)
# A SANITIZE=1 build installs instrumented libraries.
[ "${SANITIZE:-}" = 1 ] && flags="$flags -fsanitize=address,undefined"
t_expect_true "pkg-config tst gave nothing" test -n "$flags"
t_run 60 sh -c "cc -o '$T_TMP/inst_t' '$T_TMP/inst_t.c' $flags && '$T_TMP/inst_t'"
t_expect_rc 0
t_expect_grep '^inst_t.c:[0-9]+: TPASS: access\(".", F_OK\) passed$'
