/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The running kernel's build configuration: $KCONFIG_PATH, else
 * /proc/config.gz, else /boot/config-$(uname -r), else
 * /lib/modules/$(uname -r)/config. When none can be read the test is TCONF
 * (it cannot tell whether the kernel has what it needs).
 */
#ifndef TST_KCONFIG_H
#define TST_KCONFIG_H

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

#endif /* TST_KCONFIG_H */
