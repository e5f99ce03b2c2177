/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The running kernel's build configuration: $KCONFIG_PATH, else
 * /proc/config.gz, else /boot/config-$(uname -r), else
 * /lib/modules/$(uname -r)/config. When none can be read the test is TCONF
 * (it cannot tell whether the kernel has what it needs).
 */
#ifndef TST_KCONFIG_H
#define TST_KCONFIG_H

#include <stdbool.h>
#include <stddef.h>

/* An option to read: choice is 'y', 'm', 'v' (another value, in val,
 * malloc()ed) or 'n' (not set). */
struct tst_kconfig_var {
	char id[64];
	unsigned int id_len;
	char choice;
	char *val;
};

#define TST_KCONFIG_INIT(confname)                             \
	{                                                      \
		.id = confname, .id_len = sizeof(confname) - 1 \
	}

/* Fill choice and val of each of vars from the configuration. */
void tst_kconfig_read(struct tst_kconfig_var vars[], size_t vars_len);

/*
 * Evaluate each expression of kconfigs (NULL terminated): options with an
 * optional value ("CONFIG_X", true when y or m; "CONFIG_X=m", "CONFIG_X=n"
 * true when not set, "CONFIG_HZ=250", "CONFIG_S=\"str\""), '!', '&', '|'
 * and parentheses. Returns 0 when all hold, else 1 after a TINFO for each
 * that does not. A malformed expression is TBROK.
 */
int tst_kconfig_check(const char *const kconfigs[]);

/* The choice of one option ('y', 'm', 'v', 'n'). */
char tst_kconfig_get(const char *confname);

/* 1 when the kernel has one of the debug options that make it much slower
 * (lock proving, KASAN, page allocation debugging ...), else 0. */
int tst_has_slow_kconfig(void);

/*
 * A parameter of the kernel command line (/proc/cmdline): key is the name
 * looked for; tst_kcmdline_parse() sets found when a "key=value" word has
 * it, and value to that value (cut to fit, with a TINFO saying so).
 */
struct tst_kcmdline_var {
	const char *key;
	char value[256];
	bool found;
};

#define TST_KCMDLINE_INIT(paraname)                          \
	{                                                    \
		.key = paraname, .value = "", .found = false \
	}

/* Fill params from /proc/cmdline (TBROK when it cannot be read). */
void tst_kcmdline_parse(struct tst_kcmdline_var params[], size_t params_len);

#endif /* TST_KCONFIG_H */
