// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_bool_expr.h: expressions parse into reverse Polish notation and
 * evaluate over a map of variables; malformed ones are NULL. The kernel
 * configuration names ("CONFIG_X=y") are single variables.
 */
#include <stdio.h>
#include <string.h>
#include "tst_test.h"
#include "tst_bool_expr.h"

static int map(struct tst_expr_tok *var)
{
	static const char *const vars[] = { "T", "F", "CONFIG_A=y" };
	static const int vals[] = { 1, 0, 1 };
	size_t i;

	for (i = 0; i < ARRAY_SIZE(vars); i++) {
		if (strlen(vars[i]) == var->tok_len &&
		    !strncmp(vars[i], var->tok, var->tok_len))
			return vals[i];
	}
	return -1;
}

static void check(const char *str, const char *rpn, int exp)
{
	struct tst_expr *e = tst_bool_expr_parse(str);
	char buf[128] = "";
	FILE *f;

	if (!e) {
		tst_res(TFAIL, "'%s' did not parse", str);
		return;
	}
	f = fmemopen(buf, sizeof(buf), "w");
	if (!f)
		tst_brk(TBROK | TERRNO, "fmemopen()");
	tst_bool_expr_print(f, e);
	fclose(f);
	TST_EXP_EXPR(!strcmp(buf, rpn) && tst_bool_expr_eval(e, map) == exp,
		     "'%s' is '%s' in RPN, %d", str, buf, exp);
	tst_bool_expr_free(e);
}

static void run(void)
{
	static const char *const bad[] = { "",	"T F",	 "T &", "(T",	"T)",
					   "!", "T ! F", "& T", "T (F)" };
	size_t i;

	check("T", "T", 1);
	check("!T | F", "T ! F |", 0);
	check("T & F | T", "T F & T |", 1);
	check("T & (F | T)", "T F T | &", 1);
	check("!!(T & CONFIG_A=y)", "T CONFIG_A=y & ! !", 1);
	check(" \tF  ", "F", 0);
	check("T | Unknown", "T Unknown |", -1);
	for (i = 0; i < ARRAY_SIZE(bad); i++)
		TST_EXP_EXPR(!tst_bool_expr_parse(bad[i]), "'%s' is refused",
			     bad[i]);
}

static struct tst_test test = {
	.test_all = run,
};
