// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Guarded buffers: the buffer ends where a PROT_NONE page starts, and the
 * space before it in its first page holds a canary checked on free.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "tst_test.h"

struct guarded {
	struct guarded *next;
	void *map; /* the mapping: data pages and the guard page */
	size_t map_size;
	void *buf;
};

static struct guarded *guarded;

static unsigned char canary_byte(size_t i)
{
	return (unsigned char)(0xa5 ^ (i * 31));
}

static void canary_set(struct guarded *g)
{
	size_t n = (char *)g->buf - (char *)g->map, i;

	for (i = 0; i < n; i++)
		((unsigned char *)g->map)[i] = canary_byte(i);
}

static void canary_check(const struct guarded *g)
{
	size_t n = (char *)g->buf - (char *)g->map, i;

	for (i = 0; i < n; i++) {
		if (((unsigned char *)g->map)[i] != canary_byte(i))
			tst_brk(TBROK,
				"guarded buffer %p: written %zu bytes "
				"before its start",
				g->buf, n - i);
	}
}

void *tst_alloc(size_t size)
{
	size_t page = getpagesize(), pages = (size + page - 1) / page + 1;
	struct guarded *g = malloc(sizeof(*g));

	if (!g) {
		tst_brk(TBROK | TERRNO, "malloc() failed");
		return NULL;
	}
	g->map_size = pages * page;
	g->map = mmap(NULL, g->map_size, PROT_READ | PROT_WRITE,
		      MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (g->map == MAP_FAILED) {
		tst_brk(TBROK | TERRNO, "mmap(%zu) failed", g->map_size);
		free(g);
		return NULL;
	}
	if (mprotect((char *)g->map + g->map_size - page, page, PROT_NONE))
		tst_brk(TBROK | TERRNO, "mprotect() of the guard page failed");
	g->buf = (char *)g->map + g->map_size - page - size;
	canary_set(g);
	g->next = guarded;
	guarded = g;
	return g->buf;
}

char *tst_strdup(const char *str)
{
	size_t len = strlen(str) + 1;

	return memcpy(tst_alloc(len), str, len);
}

char *tst_aprintf(const char *fmt, ...)
{
	va_list va;
	char *ret;
	int len;

	va_start(va, fmt);
	len = vsnprintf(NULL, 0, fmt, va);
	va_end(va);
	if (len < 0)
		tst_brk(TBROK | TERRNO, "vsnprintf(%s) failed", fmt);
	ret = tst_alloc(len + 1);
	va_start(va, fmt);
	vsnprintf(ret, len + 1, fmt, va);
	va_end(va);
	return ret;
}

struct iovec *tst_iovec_alloc(int sizes[])
{
	struct iovec *iov;
	int i, n = 0;

	while (sizes[n] != -1)
		n++;
	iov = tst_alloc(sizeof(*iov) * n);
	for (i = 0; i < n; i++) {
		iov[i].iov_base = sizes[i] ? tst_alloc(sizes[i]) : NULL;
		iov[i].iov_len = sizes[i];
	}
	return iov;
}

void tst_buffers_alloc(struct tst_buffers bufs[])
{
	void **ptr;

	for (; bufs && bufs->ptr; bufs++) {
		ptr = bufs->ptr;
		if (bufs->str)
			*ptr = tst_strdup(bufs->str);
		else if (bufs->iov_sizes)
			*ptr = tst_iovec_alloc(bufs->iov_sizes);
		else if (bufs->size)
			*ptr = tst_alloc(bufs->size);
		else
			tst_brk(TBROK,
				".bufs entry %p has no size, iov_sizes "
				"or str",
				bufs->ptr);
	}
}

void tst_free_all(void)
{
	struct guarded *g;

	while ((g = guarded)) {
		guarded = g->next;
		canary_check(g);
		munmap(g->map, g->map_size);
		free(g);
	}
}
