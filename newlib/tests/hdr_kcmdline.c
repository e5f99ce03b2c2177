// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_kconfig.h's kernel command line and slow options, tst_module.h's
 * module signature check. The first "key=value" word of /proc/cmdline is
 * found with its value, a key no kernel has is not found. With the
 * configuration of $KCONFIG_PATH: -m slow prints whether the kernel has a
 * slow debug option, -m sig runs tst_requires_module_signature_disabled().
 */
#include <stdio.h>
#include <string.h>
#include "tst_test.h"
#include "tst_kconfig.h"
#include "tst_module.h"

static char *mode;

static void run(void)
{
	char line[4096], key[256] = "", value[256] = "", *w, *save, *eq;
	struct tst_kcmdline_var params[] = {
		TST_KCMDLINE_INIT(""),
		TST_KCMDLINE_INIT("ltp_no_such_kernel_param"),
	};

	if (mode && !strcmp(mode, "slow")) {
		tst_res(TPASS, "tst_has_slow_kconfig() is %d",
			tst_has_slow_kconfig());
		return;
	}
	if (mode && !strcmp(mode, "sig")) {
		tst_requires_module_signature_disabled();
		tst_res(TPASS, "module signatures are not enforced");
		return;
	}
	SAFE_FILE_SCANF("/proc/cmdline", "%4095[^\n]", line);
	for (w = strtok_r(line, " ", &save); w;
	     w = strtok_r(NULL, " ", &save)) {
		eq = strchr(w, '=');
		if (!eq || (size_t)(eq - w) >= sizeof(key))
			continue;
		snprintf(key, sizeof(key), "%.*s", (int)(eq - w), w);
		snprintf(value, sizeof(value), "%s", eq + 1);
		break;
	}
	if (!key[0])
		tst_brk(TCONF, "no key=value word on the kernel command line");
	params[0].key = key;
	tst_kcmdline_parse(params, ARRAY_SIZE(params));
	TST_EXP_EXPR(params[0].found, "%s found", key);
	TST_EXP_EQ_STR(params[0].value, value);
	TST_EXP_EXPR(!params[1].found, "%s not found", params[1].key);
}

static struct tst_test test = {
	.test_all = run,
	.options = (struct tst_option[]){ { "m:", &mode, "slow | sig" }, {} },
};
