// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A loop body that is one loop over the test's cases becomes
 * run(unsigned int i) and .tcnt, as a maintainer writes a case table:
 *
 *   for (i = 0; i < TST_TOTAL; i++)             .tcnt = TST_TOTAL's value
 *   for (i = 0; i < ARRAY_SIZE(tc); i++)        .tcnt = ARRAY_SIZE(tc)
 *   for (i = 0; tc[i].desc != NULL; i++)        .tcnt = ARRAY_SIZE(tc) - 1
 *   for (p = tc; p->desc; p++)                  the same, p = &tc[i] first
 *   for (p = tc; p < tc + ARRAY_SIZE(tc); p++)  .tcnt = ARRAY_SIZE(tc)
 *
 * (the "- 1" when the table ends with an all-zero entry, the sentinel).
 * A loop over something else (pages, children) stays a loop of run().
 * A count of 1 whose index the body never reads (TST_TOTAL 1 around a
 * verify() call) is no table: the body is run()'s, .test_all; the walk
 * then gives neither parameter nor .tcnt.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "st_main.h"

/* What isspace() takes for a blank in the C locale. */
#define BLANKS " \t\n\v\f\r"

/* ---- the table ---- */

/* The array of the file that reference i names: its top-level node in
 * the table, else -1. */
static int table_of(struct st *st, int i)
{
	CXCursor decl;
	char *name;
	int t;

	i = st_strip(st, i);
	if (!st_is_ref(st, i, NULL))
		return -1;
	decl = clang_getCursorReferenced(st->a.n[i].cur);
	if (clang_getCursorType(decl).kind != CXType_ConstantArray ||
	    clang_getCursorKind(clang_getCursorSemanticParent(decl)) !=
		    CXCursor_TranslationUnit)
		return -1;
	name = conv_name(decl);
	t = ast_top_decl(&st->a, name, 1);
	free(name);
	return t;
}

static long long table_size(struct st *st, int t)
{
	return clang_getArraySize(clang_getCursorType(st->a.n[t].cur));
}

static int is_zero(struct st *st, int i)
{
	char *t = st_node_text(st, i);
	int r = !strcmp(t, "NULL") || !strcmp(t, "0");
	long long v;

	r |= !ast_eval_int(st->a.n[i].cur, &v) && v == 0;
	free(t);
	return r;
}

/* Every element of an initializer list is zero (or NULL), in depth. */
static int all_zero(struct st *st, int list)
{
	int k, c;

	for (k = 0; (c = ast_child(&st->a, list, k)) >= 0; k++) {
		if (ast_is(&st->a, c, CXCursor_InitListExpr) ?
			    !all_zero(st, c) :
			    !is_zero(st, c))
			return 0;
	}
	return 1;
}

/* The table's last entry is all zeros and NULLs ({} too): a sentinel. */
static int ends_with_sentinel(struct st *st, int t)
{
	struct ast *a = &st->a;
	int list = ast_find_kind(a, t, CXCursor_InitListExpr), last;

	if (list < 0 || !ast_nchildren(a, list))
		return 0;
	last = ast_child(a, list, ast_nchildren(a, list) - 1);
	if (!ast_is(a, last, CXCursor_InitListExpr))
		return is_zero(st, last);
	return all_zero(st, last);
}

struct field_find {
	const char *name;
	int index, at;
};

static enum CXVisitorResult visit_field(CXCursor c, CXClientData data)
{
	struct field_find *ff = data;
	char *name = conv_name(c);
	int hit = !strcmp(name, ff->name);

	free(name);
	if (hit) {
		ff->at = ff->index;
		return CXVisit_Break;
	}
	ff->index++;
	return CXVisit_Continue;
}

/* The table's last entry has field (of the element's struct) zero: the
 * entry the loop stops at. */
static int last_has_zero(struct st *st, int t, const char *field)
{
	struct ast *a = &st->a;
	CXType elem = clang_getArrayElementType(
		clang_getCanonicalType(clang_getCursorType(a->n[t].cur)));
	struct field_find ff = { .name = field, .at = -1 };
	int list = ast_find_kind(a, t, CXCursor_InitListExpr), last, v;

	if (list < 0 || !ast_nchildren(a, list))
		return 0;
	last = ast_child(a, list, ast_nchildren(a, list) - 1);
	if (!ast_is(a, last, CXCursor_InitListExpr))
		return 0;
	clang_Type_visitFields(elem, visit_field, &ff);
	if (ff.at < 0)
		return all_zero(st, last);
	v = ast_child(a, last, ff.at);
	return v < 0 || is_zero(st, v);
}

/* A file-scope array the body indexes with var: its node. */
static int indexed_table(struct st *st, int body, const char *var)
{
	struct ast *a = &st->a;
	int j, t;

	for (j = body; j <= a->n[body].last; j++) {
		if (a->n[j].kind != CXCursor_ArraySubscriptExpr ||
		    ast_nchildren(a, j) != 2 ||
		    !st_is_ref(st, ast_child(a, j, 1), var))
			continue;
		t = table_of(st, ast_child(a, j, 0));
		if (t >= 0)
			return t;
	}
	return -1;
}

/* ---- the loop's parts ---- */

/* "v = INIT": v's name, the node of INIT. */
static const char *assignment(struct st *st, int i, int *rhs)
{
	struct ast *a = &st->a;
	int lhs;

	if (!ast_is(a, i, CXCursor_BinaryOperator) || ast_nchildren(a, i) != 2)
		return NULL;
	lhs = ast_child(a, i, 0);
	*rhs = ast_child(a, i, 1);
	if (!st_is_ref(st, lhs, NULL) || !st_op_between(st, lhs, *rhs, "="))
		return NULL;
	return a->n[st_strip(st, lhs)].name;
}

/* "v++" or "++v". */
static int increments(struct st *st, int inc, const char *v)
{
	char *t;
	int r;

	if (!ast_is(&st->a, inc, CXCursor_UnaryOperator) ||
	    !st_is_ref(st, ast_child(&st->a, inc, 0), v))
		return 0;
	t = st_node_text(st, inc);
	r = strstr(t, "++") != NULL;
	free(t);
	return r;
}

/* The bound names the test's case count: TST_TOTAL or a table's size. */
static int counts_cases(struct st *st, int bound)
{
	struct node *n = &st->a.n[bound];

	return n->has_off &&
	       (ast_uses(&st->a, "TST_TOTAL", n->start, n->end) ||
		ast_uses(&st->a, "ARRAY_SIZE", n->start, n->end) ||
		ast_uses(&st->a, "sizeof", n->start, n->end));
}

static long long eval_int(CXCursor c)
{
	long long val;

	return ast_eval_int(c, &val) ? -1 : val;
}

static long long value_of(struct st *st, int i)
{
	return eval_int(st->a.n[i].cur);
}

/* The constant value of the initializer of the variable ref names, or
 * -1. */
static long long initializer_value(CXCursor ref)
{
	CXCursor decl = clang_getCursorReferenced(ref);

	if (clang_getCursorKind(decl) != CXCursor_VarDecl)
		return -1;
	return eval_int(decl);
}

/* TST_TOTAL's token k is written by something else than a plain '=':
 * "+=", "++", "--". */
static int total_changed(struct ast *a, unsigned int k)
{
	const char *next = k + 1 < a->ntoks ? a->toks[k + 1].text : "";
	const char *prev = k ? a->toks[k - 1].text : "";

	return (ast_is_assign_op(next) && strcmp(next, "=")) ||
	       !strcmp(prev, "++") || !strcmp(prev, "--");
}

/*
 * The value of TST_TOTAL where the test assigns it (a count set in
 * main(): "TST_TOTAL = sizeof(args) / sizeof(args[0]) - 1;" for a table
 * that ends in a sentinel): the one value its initializer and every
 * assignment give, -1 when one is no constant or they differ (the run
 * alone knows the count).
 */
static long long assigned_total(struct st *st)
{
	struct ast *a = &st->a;
	long long val = -1, v;
	unsigned int k;
	int i, rhs, nk;

	for (k = 0; k < ast_tokens(a); k++)
		if (!strcmp(a->toks[k].text, "TST_TOTAL") &&
		    total_changed(a, k))
			return -1;
	for (i = 0; i < a->len; i++) {
		const char *lhs;

		if (a->n[i].kind == CXCursor_VarDecl) {
			nk = ast_nchildren(a, i);
			if (strcmp(a->n[i].name, "TST_TOTAL") || !nk)
				continue;
			rhs = ast_child(a, i, nk - 1);
			if (a->n[rhs].kind == CXCursor_TypeRef)
				continue;
		} else {
			lhs = assignment(st, i, &rhs);
			if (!lhs || strcmp(lhs, "TST_TOTAL"))
				continue;
		}
		v = value_of(st, rhs);
		if (v < 0 || (val >= 0 && v != val))
			return -1;
		val = v;
	}
	return val;
}

/*
 * .tcnt of "i < BOUND": ARRAY_SIZE(table) when the body walks a table of
 * as many entries as the bound says, else the bound's value, or
 * TST_TOTAL's initializer. NULL when the loop counts something else.
 */
static char *count_tcnt(struct st *st, int body, const char *var, int bound)
{
	long long val = value_of(st, bound);
	int table = indexed_table(st, body, var);
	struct node *n = &st->a.n[bound];

	if (table < 0 && !counts_cases(st, bound))
		return NULL;
	/* a TST_TOTAL the test assigns counts what it was given, not
	 * necessarily the table's entries */
	if (!st->total_plain && n->has_off && n->end - n->start == 9 &&
	    !strncmp(st->f->text + n->start, "TST_TOTAL", 9)) {
		val = assigned_total(st);
		if (val < 0)
			return NULL;
	}
	/* a TST_TOTAL never assigned, beside a table: its initializer's
	 * value, when constant, says whether the loop runs every entry (a
	 * table with an end marker: "int TST_TOTAL = 4;" for 5 entries) */
	if (val < 0 && table >= 0 && st->total_plain && n->has_off &&
	    n->end - n->start == 9 &&
	    !strncmp(st->f->text + n->start, "TST_TOTAL", 9))
		val = initializer_value(n->cur);
	if (table >= 0 && (val < 0 || val == table_size(st, table)))
		return util_printf("ARRAY_SIZE(%s)", st->a.n[table].name);
	if (table >= 0 && val >= 0 && val == table_size(st, table) - 1)
		return util_printf("ARRAY_SIZE(%s) - 1", st->a.n[table].name);
	if (st->total && st->total_plain && n->has_off &&
	    !strncmp(st->f->text + n->start, "TST_TOTAL", n->end - n->start))
		return util_strdup(st->total);
	if (val >= 0)
		return util_printf("%lld", val);
	if (counts_cases(st, bound))
		return conv_copy(st->f, n->start, n->end);
	return NULL;
}

/* A condition that holds until the table's sentinel: the first table
 * indexed by var (or walked by pointer var) in it. */
static int sentinel_cond(struct st *st, int cond, const char *var, int ptr)
{
	struct ast *a = &st->a;
	int j, t;

	if (ast_uses(a, "<", a->n[cond].start, a->n[cond].end) ||
	    ast_uses(a, ">", a->n[cond].start, a->n[cond].end))
		return -1;
	for (j = cond; j <= a->n[cond].last; j++) {
		int sub = a->n[j].kind == CXCursor_MemberRefExpr ?
				  st_strip(st, ast_child(a, j, 0)) :
				  -1;

		if (!ptr && ast_is(a, sub, CXCursor_ArraySubscriptExpr) &&
		    ast_nchildren(a, sub) == 2 &&
		    st_is_ref(st, ast_child(a, sub, 1), var)) {
			t = table_of(st, ast_child(a, sub, 0));
			return t >= 0 && last_has_zero(st, t, a->n[j].name) ?
				       t :
				       -1;
		}
		if (!ptr && a->n[j].kind == CXCursor_ArraySubscriptExpr &&
		    ast_nchildren(a, j) == 2 &&
		    st_is_ref(st, ast_child(a, j, 1), var)) {
			t = table_of(st, ast_child(a, j, 0));
			return t >= 0 && ends_with_sentinel(st, t) ? t : -1;
		}
		/* p->field: the node of the member reference, negated */
		if (ptr && a->n[j].kind == CXCursor_MemberRefExpr &&
		    st_is_ref(st, ast_child(a, j, 0), var))
			return -2 - j;
	}
	return -1;
}

static char *free_name(struct st *st, int body)
{
	static const char *const names[] = { "i", "n", "k", "tc_i" };
	size_t k;

	for (k = 0; k < ARRAY_LEN(names) - 1; k++)
		if (!ast_uses(&st->a, names[k], st->a.n[body].start,
			      st->a.n[body].end) &&
		    ast_top_decl(&st->a, names[k], 0) < 0)
			break;
	return util_strdup(names[k]);
}

/* A reference to a variable declared at file scope. */
static int refers_to_global(struct st *st, int ref)
{
	return ast_names_global(&st->a, st_strip(st, ref));
}

/*
 * The loop's index v is a variable of the file's own, declared on a line
 * of its own with nothing else ("static int testno;": no initializer, no
 * second name), and every other use of the name is in the loop: 1, with
 * the lines of the declaration [*s, *e).
 */
static int loop_only_global(struct st *st, int loop, const char *v,
			    unsigned int *s, unsigned int *e)
{
	struct ast *a = &st->a;
	int d = ast_top_decl(a, v, 0);
	unsigned int offs[64], k, t, semi;
	size_t n;

	if (d < 0 || a->n[d].kind != CXCursor_VarDecl || !a->n[d].has_off)
		return 0;
	for (t = ast_tok_at(a, a->n[d].start);
	     t < a->ntoks && strcmp(a->toks[t].text, ";"); t++)
		if (!strcmp(a->toks[t].text, ",") ||
		    !strcmp(a->toks[t].text, "="))
			return 0;
	if (t >= a->ntoks)
		return 0;
	semi = a->toks[t].end;
	if (!util_only(st->f->text, st_line_start(st, a->n[d].start),
		       a->n[d].start, BLANKS) ||
	    !util_only(st->f->text, semi, st_line_end(st, semi), BLANKS))
		return 0;
	n = ast_find_words(a, v, offs, ARRAY_LEN(offs));
	if (n > ARRAY_LEN(offs))
		return 0;
	for (k = 0; k < n; k++)
		if ((offs[k] < a->n[loop].start || offs[k] >= a->n[loop].end) &&
		    (offs[k] < a->n[d].start || offs[k] >= semi))
			return 0;
	*s = a->n[d].start;
	*e = semi;
	return 1;
}

/* "for (p = table; COND; p++)": walked with a pointer. */
static int pointer_walk(struct st *st, int loop, const char *p, int init_rhs,
			struct cases *c)
{
	struct ast *a = &st->a;
	int cond = ast_child(a, loop, 1), body = ast_child(a, loop, 3), t;
	int bound, member;

	t = table_of(st, init_rhs);
	if (t < 0)
		return -1;
	member = -2 - sentinel_cond(st, cond, p, 1);
	if (member >= 0 && last_has_zero(st, t, a->n[member].name)) {
		c->tcnt = util_printf("ARRAY_SIZE(%s) - 1", a->n[t].name);
	} else if (ast_is(a, cond, CXCursor_BinaryOperator) &&
		   ast_nchildren(a, cond) == 2 &&
		   st_is_ref(st, ast_child(a, cond, 0), p) &&
		   (st_op_between(st, ast_child(a, cond, 0),
				  ast_child(a, cond, 1), "<") ||
		    st_op_between(st, ast_child(a, cond, 0),
				  ast_child(a, cond, 1), "!="))) {
		bound = ast_child(a, cond, 1);
		if (!ast_uses(a, a->n[t].name, a->n[bound].start,
			      a->n[bound].end))
			return -1;
		c->tcnt = util_printf("ARRAY_SIZE(%s)", a->n[t].name);
	} else {
		return -1;
	}
	c->param = free_name(st, body);
	c->first_line =
		util_printf("\t%s = &%s[%s];\n", p, a->n[t].name, c->param);
	return 0;
}

/*
 * A function of the file that reads the file-scope index v and runs beside
 * the test's code instead of being called by it: one a call takes as an
 * argument, not as a cleanup (a thread's start routine, a signal
 * handler). Its definition, or -1.
 */
static int async_reader(struct st *st, const char *v)
{
	struct ast *a = &st->a;
	int i, h, k, body, fn, j;

	for (i = 0; i < a->len; i++) {
		if (!ast_is(a, i, CXCursor_DeclRefExpr) ||
		    a->n[i].refkind != CXCursor_FunctionDecl || !a->n[i].name)
			continue;
		h = ast_arg_of(a, i, &k);
		if (h < 0 || k < 0 || k >= 32 ||
		    (a->n[h].cleanup_args & (1u << k)))
			continue;
		body = st_func(st, a->n[i].name, &fn);
		if (body < 0)
			continue;
		for (j = body; j <= a->n[body].last; j++)
			if (ast_is(a, j, CXCursor_DeclRefExpr) &&
			    a->n[j].name && !strcmp(a->n[j].name, v) &&
			    ast_names_global(a, j))
				return fn;
	}
	return -1;
}

int st_case_walk(struct st *st, int loop, struct cases *c)
{
	struct ast *a = &st->a;
	int init = ast_child(a, loop, 0), cond = ast_child(a, loop, 1);
	int inc = ast_child(a, loop, 2), body = ast_child(a, loop, 3);
	int rhs, t;
	const char *v;
	char *zero;

	memset(c, 0, sizeof(*c));
	if (ast_nchildren(a, loop) != 4 || a->n[loop].kind != CXCursor_ForStmt)
		return -1;
	v = assignment(st, init, &rhs);
	if (!v || !increments(st, inc, v))
		return -1;
	if (clang_getCursorType(a->n[st_strip(st, ast_child(a, init, 0))].cur)
		    .kind == CXType_Pointer)
		return pointer_walk(st, loop, v, rhs, c);
	zero = st_node_text(st, rhs);
	if (strcmp(zero, "0")) {
		free(zero);
		return -1;
	}
	free(zero);
	if (ast_is(a, cond, CXCursor_BinaryOperator) &&
	    ast_nchildren(a, cond) == 2 &&
	    st_is_ref(st, ast_child(a, cond, 0), v) &&
	    st_op_between(st, ast_child(a, cond, 0), ast_child(a, cond, 1),
			  "<"))
		c->tcnt = count_tcnt(st, body, v, ast_child(a, cond, 1));
	else if ((t = sentinel_cond(st, cond, v, 0)) >= 0)
		c->tcnt = util_printf("ARRAY_SIZE(%s) - 1", a->n[t].name);
	if (!c->tcnt)
		return -1;
	/* one pass whose index nothing reads (TST_TOTAL 1 around a
	 * verify() call): no table to walk, the loop's body is run()'s
	 * body, and no parameter, which would go unused; an index declared
	 * at file scope for the loop alone (the Crackerjack tests' "int
	 * testno;") goes with it */
	if (!strcmp(c->tcnt, "1") &&
	    !ast_uses(a, v, a->n[body].start, a->n[body].end) &&
	    (!refers_to_global(st, ast_child(a, init, 0)) ||
	     loop_only_global(st, loop, v, &c->drop_s, &c->drop_e))) {
		free(c->tcnt);
		c->tcnt = NULL;
		return 0;
	}
	if (!refers_to_global(st, ast_child(a, init, 0))) {
		c->param = util_strdup(v);
		return 0;
	}
	/* a file-scope counter nothing but the loop uses (setresgid02's
	 * "static int testno;"): the parameter takes its name and place */
	if (loop_only_global(st, loop, v, &c->drop_s, &c->drop_e)) {
		c->param = util_strdup(v);
		return 0;
	}
	/* other functions may read the index: a parameter of that name
	 * would hide it from them */
	c->async_reader = async_reader(st, v);
	c->param = free_name(st, body);
	if (st->test_renamed && !strcmp(v, "test"))
		v = st->test_renamed;
	c->first_line = util_printf("\t%s = %s;\n", v, c->param);
	return 0;
}

/* The for loop whose condition "v < BOUND" has token k as its BOUND. */
static int loop_of_bound(struct st *st, unsigned int k)
{
	struct ast *a = &st->a;
	struct tok *t = &a->toks[k];
	int i, cond, bound;

	for (i = 0; i < a->len; i++) {
		if (a->n[i].kind != CXCursor_ForStmt ||
		    ast_nchildren(a, i) != 4)
			continue;
		cond = ast_child(a, i, 1);
		if (!ast_is(a, cond, CXCursor_BinaryOperator) ||
		    ast_nchildren(a, cond) != 2)
			continue;
		bound = st_strip(st, ast_child(a, cond, 1));
		if (a->n[bound].has_off && a->n[bound].start == t->start &&
		    a->n[bound].end == t->end &&
		    st_op_between(st, ast_child(a, cond, 0),
				  ast_child(a, cond, 1), "<"))
			return i;
	}
	return -1;
}

/* Variable i (a reference) is of a signed integer type. */
static int signed_int(struct st *st, int i)
{
	CXType t = clang_getCanonicalType(clang_getCursorType(st->a.n[i].cur));

	return t.kind == CXType_Int || t.kind == CXType_Long ||
	       t.kind == CXType_LongLong || t.kind == CXType_Short ||
	       t.kind == CXType_SChar || t.kind == CXType_Char_S;
}

char *st_table_bound(struct st *st, unsigned int k)
{
	struct ast *a = &st->a;
	struct cases c;
	int loop = loop_of_bound(st, k), var;
	char *r = NULL;

	/* a count the test named (int TST_TOTAL = TEST_CASES;) says it as
	 * well as the table's size does */
	if (st->total &&
	    (st->total[0] == '_' || isalpha((unsigned char)st->total[0])) &&
	    !strchr(st->total, '('))
		return NULL;
	if (loop < 0 || st_case_walk(st, loop, &c))
		return NULL;
	var = st_strip(st, ast_child(a, ast_child(a, loop, 1), 0));
	/* the table's whole size (not one less: the entry past the count
	 * need not be a sentinel); an int counter is compared with an int,
	 * as TST_TOTAL was */
	if (c.tcnt && !strncmp(c.tcnt, "ARRAY_SIZE(", 11) &&
	    !strchr(c.tcnt, ' '))
		r = signed_int(st, var) ? util_printf("(int)%s", c.tcnt) :
					  util_strdup(c.tcnt);
	free(c.param);
	free(c.tcnt);
	free(c.first_line);
	return r;
}
