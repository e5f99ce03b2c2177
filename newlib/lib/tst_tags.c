// SPDX-License-Identifier: GPL-2.0-or-later
/* .tags: where to look when the test failed. */
#include <stdio.h>
#include <string.h>

#include "tst_test.h"
#include "tst_internal.h"

struct tag_kind {
	const char *name;
	const char *url; /* printf with the value, or NULL */
};

static const struct tag_kind kinds[] = {
	{ "linux-git", "https://git.kernel.org/pub/scm/linux/kernel/git/"
		       "torvalds/linux.git/commit/?id=%s" },
	{ "linux-stable-git", "https://git.kernel.org/pub/scm/linux/kernel/"
			      "git/stable/linux.git/commit/?id=%s" },
	{ "glibc-git",
	  "https://sourceware.org/git/?p=glibc.git;a=commit;h=%s" },
	{ "musl-git", "https://git.musl-libc.org/cgit/musl/commit/src/?id=%s" },
	{ "CVE", "https://www.cve.org/CVERecord?id=CVE-%s" },
};

static void print_tag(const struct tst_tag *tag)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(kinds); i++) {
		if (strcmp(tag->name, kinds[i].name))
			continue;
		fprintf(stderr, "  %s %s: ", tag->name, tag->value);
		fprintf(stderr, kinds[i].url, tag->value);
		fputc('\n', stderr);
		return;
	}
	fprintf(stderr, "  %s: %s\n", tag->name, tag->value);
}

void tst_print_tags(const struct tst_test *t)
{
	const struct tst_tag *tag;

	if (!t->tags || !t->tags[0].name)
		return;
	fprintf(stderr, "\nHint: this test checks for a known problem (a "
			"missing fix, a CVE); if it failed, see:\n");
	for (tag = t->tags; tag->name; tag++)
		print_tag(tag);
}
