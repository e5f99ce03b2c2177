// SPDX-License-Identifier: GPL-2.0-or-later
/* Reading the kernel's configuration and checking expressions against it. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <unistd.h>

#include "tst_test.h"
#include "tst_kconfig.h"

#define LINE_MAX_LEN 4096
#define NAME_MAX_LEN 64

/* The configuration as a stream: a plain file, or gzip -dc of one into an
 * unlinked temporary file. NULL when none can be read (path says which
 * was tried last). */
static FILE *open_gz(const char *path)
{
	const char *argv[] = { "gzip", "-dc", path, NULL };
	char tmpl[] = "/tmp/tst_kconfigXXXXXX";
	FILE *f;
	int fd;

	if (access(path, R_OK) || !tst_cmd_available("gzip"))
		return NULL;
	fd = mkstemp(tmpl);
	if (fd < 0)
		return NULL;
	unlink(tmpl);
	if (tst_cmd_fds(argv, fd, -1, TST_CMD_PASS_RETVAL)) {
		close(fd);
		return NULL;
	}
	lseek(fd, 0, SEEK_SET);
	f = fdopen(fd, "r");
	if (!f)
		close(fd);
	return f;
}

static FILE *open_config(char *path, size_t size)
{
	const char *env = getenv("KCONFIG_PATH");
	struct utsname u;
	FILE *f;

	if (env && *env) {
		snprintf(path, size, "%s", env);
		return fopen(path, "r");
	}
	snprintf(path, size, "/proc/config.gz");
	f = open_gz(path);
	if (f)
		return f;
	uname(&u);
	snprintf(path, size, "/boot/config-%s", u.release);
	f = fopen(path, "r");
	if (f)
		return f;
	snprintf(path, size, "/lib/modules/%s/config", u.release);
	return fopen(path, "r");
}

/* "CONFIG_X=value" or "# CONFIG_X is not set" into the matching var. */
static void parse_line(char *line, struct tst_kconfig_var vars[], size_t n)
{
	char *eq, *val;
	size_t i;

	line[strcspn(line, "\n")] = 0;
	if (strncmp(line, "CONFIG_", 7))
		return;
	eq = strchr(line, '=');
	if (!eq)
		return;
	*eq = 0;
	val = eq + 1;
	for (i = 0; i < n; i++) {
		if (strcmp(vars[i].id, line))
			continue;
		if (!strcmp(val, "y") || !strcmp(val, "m")) {
			vars[i].choice = val[0];
		} else {
			vars[i].choice = 'v';
			free(vars[i].val);
			vars[i].val = strdup(val);
		}
	}
}

void tst_kconfig_read(struct tst_kconfig_var vars[], size_t vars_len)
{
	char path[256], line[LINE_MAX_LEN];
	FILE *f;
	size_t i;

	for (i = 0; i < vars_len; i++) {
		vars[i].choice = 'n';
		vars[i].val = NULL;
	}
	f = open_config(path, sizeof(path));
	if (!f)
		tst_brk(TCONF,
			"the kernel configuration cannot be read (tried "
			"$KCONFIG_PATH, /proc/config.gz, /boot and "
			"/lib/modules; last %s)",
			path);
	while (fgets(line, sizeof(line), f))
		parse_line(line, vars, vars_len);
	fclose(f);
}

char tst_kconfig_get(const char *confname)
{
	struct tst_kconfig_var var = { .id_len = 0 };

	snprintf(var.id, sizeof(var.id), "%s", confname);
	var.id_len = strlen(var.id);
	tst_kconfig_read(&var, 1);
	free(var.val);
	return var.choice;
}

/* ---- expressions ---- */

struct parser {
	const char *expr; /* the whole expression, for messages */
	const char *p;
	struct tst_kconfig_var *vars;
	size_t nvars;
	int collect; /* first pass: only gather the names */
};

static TST_NORETURN void bad(const struct parser *ps, const char *what)
{
	tst_brk(TBROK, ".needs_kconfigs '%s': %s at offset %d", ps->expr, what,
		(int)(ps->p - ps->expr));
	/* Only the test's cleanup gets here (tst_brk() returns there): the
	 * parse cannot go on, and the cleanup has a bug to fix. */
	exit(TBROK);
}

static void skip_ws(struct parser *ps)
{
	while (isspace((unsigned char)*ps->p))
		ps->p++;
}

static struct tst_kconfig_var *var_of(struct parser *ps, const char *name)
{
	size_t i;

	for (i = 0; i < ps->nvars; i++) {
		if (!strcmp(ps->vars[i].id, name))
			return &ps->vars[i];
	}
	return NULL;
}

/* The value after '=': up to a blank, ')', '&', '|', or a quoted string. */
static void read_value(struct parser *ps, char *buf, size_t size)
{
	size_t n = 0;

	skip_ws(ps);
	if (*ps->p == '"') {
		buf[n++] = *ps->p++;
		while (*ps->p && *ps->p != '"' && n < size - 2)
			buf[n++] = *ps->p++;
		if (*ps->p != '"')
			bad(ps, "unterminated string");
		buf[n++] = *ps->p++;
	} else {
		while (*ps->p && !isspace((unsigned char)*ps->p) &&
		       !strchr("()&|", *ps->p) && n < size - 1)
			buf[n++] = *ps->p++;
	}
	buf[n] = 0;
	if (!n)
		bad(ps, "missing value");
}

static int atom_value(const struct tst_kconfig_var *v, const char *val)
{
	if (!val)
		return v->choice == 'y' || v->choice == 'm' || v->choice == 'v';
	if (!strcmp(val, "n"))
		return v->choice == 'n';
	if (!strcmp(val, "y") || !strcmp(val, "m"))
		return v->choice == val[0];
	return v->choice == 'v' && v->val && !strcmp(v->val, val);
}

static int parse_atom(struct parser *ps)
{
	char name[NAME_MAX_LEN], val[LINE_MAX_LEN];
	struct tst_kconfig_var *v;
	size_t n = 0;
	int has_val = 0;

	while ((isalnum((unsigned char)*ps->p) || *ps->p == '_') &&
	       n < sizeof(name) - 1)
		name[n++] = *ps->p++;
	name[n] = 0;
	if (!n)
		bad(ps, "expected a CONFIG_ option");
	skip_ws(ps);
	if (*ps->p == '=') {
		ps->p++;
		read_value(ps, val, sizeof(val));
		has_val = 1;
	}
	v = var_of(ps, name);
	if (ps->collect) {
		if (!v) {
			v = &ps->vars[ps->nvars++];
			memset(v, 0, sizeof(*v));
			snprintf(v->id, sizeof(v->id), "%s", name);
			v->id_len = strlen(v->id);
		}
		return 0;
	}
	return atom_value(v, has_val ? val : NULL);
}

static int parse_or(struct parser *ps);

static int parse_unary(struct parser *ps)
{
	int v;

	skip_ws(ps);
	if (*ps->p == '!') {
		ps->p++;
		return !parse_unary(ps);
	}
	if (*ps->p != '(')
		return parse_atom(ps);
	ps->p++;
	v = parse_or(ps);
	skip_ws(ps);
	if (*ps->p != ')')
		bad(ps, "expected ')'");
	ps->p++;
	return v;
}

static int parse_and(struct parser *ps)
{
	int v = parse_unary(ps);

	for (;;) {
		skip_ws(ps);
		if (*ps->p != '&')
			return v;
		ps->p++;
		/* Both sides are always parsed: a bad one is an error. */
		v = parse_unary(ps) && v;
	}
}

static int parse_or(struct parser *ps)
{
	int v = parse_and(ps);

	for (;;) {
		skip_ws(ps);
		if (*ps->p != '|')
			return v;
		ps->p++;
		v = parse_and(ps) || v;
	}
}

static int eval(struct parser *ps, const char *expr)
{
	int v;

	ps->expr = ps->p = expr;
	v = parse_or(ps);
	skip_ws(ps);
	if (*ps->p)
		bad(ps, "unexpected text");
	return v;
}

/* Upper bound of the options in the expressions: a name takes a byte. */
static size_t count_names(const char *const kconfigs[])
{
	size_t n = 0;

	for (; *kconfigs; kconfigs++)
		n += strlen(*kconfigs) + 1;
	return n;
}

int tst_kconfig_check(const char *const kconfigs[])
{
	struct parser ps = { .collect = 1 };
	const char *const *k;
	int failed = 0;
	size_t i;

	if (!kconfigs || !kconfigs[0])
		return 0;
	ps.vars = calloc(count_names(kconfigs), sizeof(*ps.vars));
	if (!ps.vars)
		tst_brk(TBROK | TERRNO, "calloc()");
	for (k = kconfigs; *k; k++)
		eval(&ps, *k);
	tst_kconfig_read(ps.vars, ps.nvars);
	ps.collect = 0;
	for (k = kconfigs; *k; k++) {
		if (!eval(&ps, *k)) {
			tst_res(TINFO, "kernel config: '%s' does not hold", *k);
			failed = 1;
		}
	}
	for (i = 0; i < ps.nvars; i++)
		free(ps.vars[i].val);
	free(ps.vars);
	return failed;
}

/* Options that slow a kernel down by a large factor. */
static const char *const slow_opts[] = {
	"CONFIG_PROVE_LOCKING",	 "CONFIG_LOCKDEP",
	"CONFIG_DEBUG_SPINLOCK", "CONFIG_DEBUG_RT_MUTEXES",
	"CONFIG_DEBUG_MUTEXES",	 "CONFIG_DEBUG_PAGEALLOC",
	"CONFIG_KASAN",		 "CONFIG_SLUB_RCU_DEBUG",
	"CONFIG_TRACE_IRQFLAGS", "CONFIG_LATENCYTOP",
	"CONFIG_DEBUG_NET",	 "CONFIG_EXT4_DEBUG",
	"CONFIG_QUOTA_DEBUG",	 "CONFIG_FAULT_INJECTION",
	"CONFIG_DEBUG_OBJECTS",
};

int tst_has_slow_kconfig(void)
{
	struct tst_kconfig_var vars[ARRAY_SIZE(slow_opts)];
	size_t i;
	int slow = 0;

	memset(vars, 0, sizeof(vars));
	for (i = 0; i < ARRAY_SIZE(slow_opts); i++) {
		snprintf(vars[i].id, sizeof(vars[i].id), "%s", slow_opts[i]);
		vars[i].id_len = strlen(slow_opts[i]);
	}
	tst_kconfig_read(vars, ARRAY_SIZE(vars));
	for (i = 0; i < ARRAY_SIZE(vars); i++) {
		if (vars[i].choice == 'y') {
			tst_res(TINFO, "%s=y slows the kernel down",
				slow_opts[i]);
			slow = 1;
		}
		free(vars[i].val);
	}
	return slow;
}
