// SPDX-License-Identifier: GPL-2.0-or-later
/* The kernel command line: the values of the "key=value" words a test asks
 * for (tst_kconfig.h). */
#include <stdio.h>
#include <string.h>

#include "tst_test.h"
#include "tst_kconfig.h"

/* One word of the command line against the parameters asked for. */
static void match_word(char *word, struct tst_kcmdline_var params[],
		       size_t params_len)
{
	char *eq = strchr(word, '=');
	size_t i;

	if (!eq)
		return;
	*eq = '\0';
	for (i = 0; i < params_len; i++) {
		if (strcmp(params[i].key, word))
			continue;
		params[i].found = true;
		if (strlen(eq + 1) >= sizeof(params[i].value))
			tst_res(TINFO,
				"kernel parameter %s: value cut to %zu "
				"bytes",
				word, sizeof(params[i].value) - 1);
		snprintf(params[i].value, sizeof(params[i].value), "%s",
			 eq + 1);
	}
}

void tst_kcmdline_parse(struct tst_kcmdline_var params[], size_t params_len)
{
	char line[4096], *word, *save;
	FILE *f = SAFE_FOPEN("/proc/cmdline", "r");

	if (!fgets(line, sizeof(line), f)) {
		SAFE_FCLOSE(f);
		tst_brk(TBROK, "/proc/cmdline is empty or unreadable");
	}
	SAFE_FCLOSE(f);
	for (word = strtok_r(line, " \t\n", &save); word;
	     word = strtok_r(NULL, " \t\n", &save))
		match_word(word, params, params_len);
}
