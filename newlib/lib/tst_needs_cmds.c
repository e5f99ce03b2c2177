// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * .needs_cmds: each command must be installed, and when the entry says so
 * ("mkfs.ext4 >= 1.43.0", the version wanted always major.minor.patch), new
 * enough. The installed version is the first number of the form a.b[.c...]
 * that "CMD -V" (or else "CMD --version") prints.
 * The list is an array of struct tst_cmd or, as tests written before 2025
 * give it, a NULL terminated array of strings.
 */
#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tst_test.h"
#include "tst_internal.h"

#define VER_PARTS 4
#define OUT_MAX 4096

struct cmd_req {
	char name[128];
	char op[3];
	long want[VER_PARTS];
};

/* "a.b.c" into parts (missing ones 0); -1 when it is no version. */
static int parse_version(const char *s, long *parts)
{
	char *end;
	int n;

	memset(parts, 0, VER_PARTS * sizeof(*parts));
	for (n = 0; n < VER_PARTS; n++) {
		if (!isdigit((unsigned char)*s))
			return n ? 0 : -1;
		parts[n] = strtol(s, &end, 10);
		if (*end != '.')
			return 0;
		s = end + 1;
	}
	return 0;
}

static int cmp_version(const long *a, const long *b)
{
	int i;

	for (i = 0; i < VER_PARTS; i++) {
		if (a[i] != b[i])
			return a[i] < b[i] ? -1 : 1;
	}
	return 0;
}

enum req_err { REQ_OK, REQ_FORMAT, REQ_VERSION, REQ_OP };

/* "a.b.c", three numbers and nothing after them, into parts; -1 if not. */
static int parse_wanted(const char *s, long *parts)
{
	char *end;
	int n;

	memset(parts, 0, VER_PARTS * sizeof(*parts));
	for (n = 0; n < 3; n++) {
		if (!isdigit((unsigned char)*s))
			return -1;
		parts[n] = strtol(s, &end, 10);
		if (*end != (n < 2 ? '.' : '\0'))
			return -1;
		s = end + 1;
	}
	return 0;
}

/*
 * Split "name [op version]" as the real library does: an operator needs
 * exactly one word after it (REQ_FORMAT), that word must be a version
 * major.minor.patch (REQ_VERSION) and the operator one of < <= == != >= >
 * (REQ_OP), in the order the real library finds them. The name is filled
 * in whatever the rest is.
 */
static int parse_req(const char *entry, struct cmd_req *r)
{
	char op[8] = "", ver[64] = "", extra[2];
	static const char *const ops[] = { "<", "<=", "==", "!=", ">=", ">" };
	unsigned int i;
	int n;

	memset(r, 0, sizeof(*r));
	n = sscanf(entry, "%127s %7s %63s %1s", r->name, op, ver, extra);
	if (n <= 1)
		return REQ_OK;
	if (n != 3)
		return REQ_FORMAT;
	if (parse_wanted(ver, r->want))
		return REQ_VERSION;
	for (i = 0; i < ARRAY_SIZE(ops); i++) {
		if (!strcmp(op, ops[i])) {
			strcpy(r->op, ops[i]);
			return REQ_OK;
		}
	}
	return REQ_OP;
}

/*
 * A malformed entry, once its command is known to be there: an operator
 * without a version, words after the version or an unknown operator are
 * TCONF, a version that is not major.minor.patch TBROK, as in the real
 * library.
 */
static void req_refuse(const char *entry, int err)
{
	switch (err) {
	case REQ_FORMAT:
		tst_brk(TCONF,
			".needs_cmds entry '%s': expected 'cmd' or "
			"'cmd OP x.y.z'",
			entry);
		break;
	case REQ_VERSION:
		tst_brk(TBROK,
			".needs_cmds entry '%s': the version must be x.y.z "
			"(three numbers)",
			entry);
		break;
	case REQ_OP:
		tst_brk(TCONF,
			".needs_cmds entry '%s': the operator must be one of "
			"< <= == != >= >",
			entry);
		break;
	}
}

/* The first a.b version in what the command prints; -1 when none. */
static int cmd_version(const char *cmd, const char *flag, long *ver)
{
	const char *argv[] = { cmd, flag, NULL };
	char out[OUT_MAX], tmpl[] = "/tmp/tst_cmd_verXXXXXX";
	ssize_t len;
	char *p;
	int fd, ret = -1;

	fd = mkstemp(tmpl);
	if (fd < 0)
		return -1;
	unlink(tmpl);
	tst_cmd_fds(argv, fd, fd, TST_CMD_PASS_RETVAL);
	len = pread(fd, out, sizeof(out) - 1, 0);
	close(fd);
	if (len <= 0)
		return -1;
	out[len] = 0;
	for (p = out; *p; p++) {
		if (isdigit((unsigned char)*p) && p[1] == '.' &&
		    (p == out || !isalnum((unsigned char)p[-1])) &&
		    !parse_version(p, ver)) {
			ret = 0;
			break;
		}
	}
	return ret;
}

static int version_ok(const struct cmd_req *r, const long *have)
{
	int c = cmp_version(have, r->want);

	if (!strcmp(r->op, "<"))
		return c < 0;
	if (!strcmp(r->op, "<="))
		return c <= 0;
	if (!strcmp(r->op, "=="))
		return c == 0;
	if (!strcmp(r->op, "!="))
		return c != 0;
	if (!strcmp(r->op, ">="))
		return c >= 0;
	return c > 0;
}

/*
 * Whether the command of entry is there (and new enough): 1 or 0 for an
 * optional one; a missing one that is not optional is TCONF.
 */
static int check_one(const char *entry, int optional)
{
	long have[VER_PARTS];
	struct cmd_req r;
	int err = parse_req(entry, &r);

	if (!tst_cmd_available(r.name)) {
		if (optional) {
			tst_res(TINFO, "optional command %s is not installed",
				r.name);
			return 0;
		}
		tst_brk(TCONF, "missing command: %s", r.name);
	}
	req_refuse(entry, err);
	if (!r.op[0])
		return 1;
	if (cmd_version(r.name, "-V", have) &&
	    cmd_version(r.name, "--version", have))
		tst_brk(TBROK, "cannot tell the version of %s for '%s'", r.name,
			entry);
	if (version_ok(&r, have))
		return 1;
	if (optional)
		return 0;
	tst_brk(TCONF, "%s is version %ld.%ld.%ld, the test needs %s", r.name,
		have[0], have[1], have[2], entry);
	return 0;
}

/*
 * A list of struct tst_cmd starts with an entry's flags (0 to 3, the rest
 * of the word zero: the list is a static object), a list of strings with
 * the first string's address, which is never in the first page. An empty
 * list of strings ({NULL}) would read as an empty list of entries.
 */
static int cmds_are_strings(const void *cmds)
{
	uintptr_t first;

	memcpy(&first, cmds, sizeof(first));
	return first >= 4096;
}

void tst_check_cmds(const void *cmds)
{
	const char *const *name;
	struct tst_cmd *c;

	if (!cmds)
		return;
	if (cmds_are_strings(cmds)) {
		for (name = cmds; *name; name++)
			check_one(*name, 0);
		return;
	}
	for (c = (struct tst_cmd *)cmds; c->cmd; c++)
		c->present = check_one(c->cmd, c->optional);
}

/* Whether entry ("mkfs.ext4 >= 1.43.0") names cmd ("mkfs.ext4"). */
static int entry_names(const char *entry, const char *cmd)
{
	size_t len = strlen(cmd);

	return !strncmp(entry, cmd, len) &&
	       (!entry[len] || isspace((unsigned char)entry[len]));
}

bool tst_cmd_present(const char *cmd)
{
	const void *cmds = tst_test ? tst_test->needs_cmds : NULL;
	const char *const *name;
	const struct tst_cmd *c;

	if (cmds && cmds_are_strings(cmds)) {
		/* None is optional: each one listed passed the check. */
		for (name = cmds; *name; name++) {
			if (entry_names(*name, cmd))
				return true;
		}
	} else {
		for (c = cmds; c && c->cmd; c++) {
			if (entry_names(c->cmd, cmd))
				return c->present;
		}
	}
	tst_brk(TBROK, "tst_cmd_present(%s): not in .needs_cmds", cmd);
	return false;
}

int tst_cmd_version_ok(const char *req)
{
	long have[VER_PARTS];
	struct cmd_req r;
	int err = parse_req(req, &r);

	if (!tst_cmd_available(r.name))
		return 0;
	req_refuse(req, err);
	if (!r.op[0])
		return 1;
	if (cmd_version(r.name, "-V", have) &&
	    cmd_version(r.name, "--version", have))
		return 0;
	return version_ok(&r, have);
}
