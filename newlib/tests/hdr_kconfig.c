// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_kconfig.h: .needs_kconfigs expressions evaluated against the
 * configuration $KCONFIG_PATH names (the case script writes fixtures), and
 * tst_kconfig_read() of single options. $KEXPR adds one more expression.
 */
#include <stdlib.h>
#include "tst_test.h"
#include "tst_kconfig.h"

static const char *kconfigs[] = {
	"CONFIG_TST_Y=y",
	"CONFIG_TST_M",
	"CONFIG_TST_UNSET=n",
	"CONFIG_TST_NONE | CONFIG_TST_Y",
	"!CONFIG_TST_UNSET & (CONFIG_TST_M=m | CONFIG_TST_NONE)",
	"CONFIG_TST_HZ=250",
	"CONFIG_TST_STR=\"a b\"",
	NULL, /* $KEXPR */
	NULL,
};

static void run(void)
{
	struct tst_kconfig_var vars[] = {
		TST_KCONFIG_INIT("CONFIG_TST_Y"),
		TST_KCONFIG_INIT("CONFIG_TST_M"),
		TST_KCONFIG_INIT("CONFIG_TST_HZ"),
		TST_KCONFIG_INIT("CONFIG_TST_NONE"),
	};

	tst_kconfig_read(vars, ARRAY_SIZE(vars));
	TST_EXP_EQ_LI(vars[0].choice, 'y');
	TST_EXP_EQ_LI(vars[1].choice, 'm');
	TST_EXP_EQ_LI(vars[2].choice, 'v');
	TST_EXP_EQ_STR(vars[2].val, "250");
	TST_EXP_EQ_LI(vars[3].choice, 'n');
	TST_EXP_EQ_LI(tst_kconfig_get("CONFIG_TST_UNSET"), 'n');
	free(vars[2].val);
}

static struct tst_test test = {
	.test_all = run,
	.needs_kconfigs = kconfigs,
};

static void __attribute__((constructor)) extra(void)
{
	kconfigs[ARRAY_SIZE(kconfigs) - 2] = getenv("KEXPR");
}
