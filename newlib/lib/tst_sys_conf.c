// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * .save_restore: /proc and /sys values saved before the test, set for it,
 * and put back afterwards by the library process, whatever the test did.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tst_test.h"
#include "tst_internal.h"

#define VAL_MAX 4096

struct saved_val {
	const char *path;
	char *old;
	unsigned int flags;
};

static struct saved_val *saved;
static size_t nsaved;

/* The value at path, trailing newlines trimmed; NULL with errno set. */
static char *read_val(const char *path)
{
	char *buf = malloc(VAL_MAX);
	ssize_t n;
	int fd, err;

	if (!buf)
		return NULL;
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		goto fail;
	n = read(fd, buf, VAL_MAX - 1);
	err = errno;
	close(fd);
	errno = err;
	if (n < 0)
		goto fail;
	while (n > 0 && buf[n - 1] == '\n')
		n--;
	buf[n] = 0;
	return buf;
fail:
	err = errno;
	free(buf);
	errno = err;
	return NULL;
}

static int write_val(const char *path, const char *val)
{
	size_t len = strlen(val);
	ssize_t n;
	int fd, err;

	fd = open(path, O_WRONLY | O_CLOEXEC);
	if (fd < 0)
		return -1;
	n = write(fd, val, len);
	err = errno;
	if (close(fd) && n >= 0)
		return -1;
	if (n == (ssize_t)len)
		return 0;
	errno = n < 0 ? err : EIO;
	return -1;
}

/*
 * The flags' answer to a path that is missing (shift 0) or read-only
 * (shift 2): both bits set skips the entry, one of them names the result
 * type, none means TCONF.
 */
static int refuse(const struct tst_path_val *pv, int shift, const char *why)
{
	unsigned int f = (pv->flags >> shift) & 0x3;

	if (f == 0x3) {
		tst_res(TINFO, "save_restore: '%s' %s, skipped", pv->path, why);
		return 1;
	}
	tst_brk(f == 0x2 ? TBROK : TCONF, "save_restore: '%s' %s", pv->path,
		why);
	return 1;
}

/*
 * Tests written from 2020 to 2023 give no flags and mark the path with a
 * first character instead, as the library then read it: '?' skips a path
 * that is missing or read-only and only reports a value the kernel
 * refuses, '!' makes a missing path TBROK; a path without one is TCONF
 * when missing, as with flags 0.
 */
static struct tst_path_val old_prefix(const struct tst_path_val *pv)
{
	struct tst_path_val r = *pv;

	if (pv->flags)
		return r;
	if (pv->path[0] == '?') {
		r.path++;
		r.flags = TST_SR_SKIP | TST_SR_IGNORE_ERR;
	} else if (pv->path[0] == '!') {
		r.path++;
		r.flags = TST_SR_TBROK;
	}
	return r;
}

static void save_one(const struct tst_path_val *given)
{
	struct tst_path_val pv_ = old_prefix(given);
	const struct tst_path_val *pv = &pv_;
	struct saved_val *s;
	char *old;

	if (access(pv->path, F_OK) && refuse(pv, 0, "does not exist"))
		return;
	if (access(pv->path, W_OK) &&
	    refuse(pv, 2,
		   geteuid() ? "is not writable (not root)" : "is read-only"))
		return;
	old = read_val(pv->path);
	if (!old) {
		if (pv->flags & TST_SR_IGNORE_ERR) {
			tst_res(TINFO | TERRNO, "save_restore: reading '%s'",
				pv->path);
			return;
		}
		tst_brk(TBROK | TERRNO, "save_restore: reading '%s'", pv->path);
	}
	s = &saved[nsaved++];
	s->path = pv->path;
	s->old = old;
	s->flags = pv->flags;
	if (!pv->val || !write_val(pv->path, pv->val))
		return;
	if (pv->flags & TST_SR_IGNORE_ERR)
		tst_res(TINFO | TERRNO, "save_restore: writing '%s' to '%s'",
			pv->val, pv->path);
	else
		tst_brk(TBROK | TERRNO, "save_restore: writing '%s' to '%s'",
			pv->val, pv->path);
}

void tst_sys_conf_setup(const struct tst_path_val *pv)
{
	size_t n;

	if (!pv)
		return;
	for (n = 0; pv[n].path; n++)
		;
	saved = calloc(n ? n : 1, sizeof(*saved));
	if (!saved)
		tst_brk(TBROK | TERRNO, "save_restore: calloc");
	nsaved = 0;
	for (; pv->path; pv++)
		save_one(pv);
}

void tst_sys_conf_teardown(void)
{
	struct saved_val *s;

	while (saved && nsaved) {
		s = &saved[--nsaved];
		/*
		 * An empty value cannot be written back: nothing to do. A
		 * value the system refuses is TINFO, not a warning: the real
		 * library writes it back with FILE_PRINTF(), which reports
		 * with TINFO since 2023, and tests of the time save files
		 * only to check that they exist (ksm07's read-only
		 * pages_skipped, which root passes access(W_OK) on).
		 */
		if (s->old[0] && write_val(s->path, s->old))
			tst_res(TINFO | TERRNO,
				"save_restore: restoring '%s' to '%s'", s->path,
				s->old);
		free(s->old);
	}
	free(saved);
	saved = NULL;
}
