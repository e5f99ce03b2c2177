// SPDX-License-Identifier: GPL-2.0-or-later
/* Converted: each empty hook is still needed, or not empty. */
#include "tst_test.h"

void cleanup(void);
static void setup(void);
static void check_once(void (*after)(void));

struct tcase {
	void (*setup)(void);	/* a member of that name: no use */
};

static struct tcase tcases[] = {
	{ NULL },
};

/* a comment is something to read: it stays */
static void setup(void)
{
	/* the kernel frees the segment itself */
}

/* handed to a helper as a pointer: it stays */
void cleanup(void)
{
}

static void check_once(void (*after)(void))
{
	after();
}

static void run(void)
{
	if (tcases[0].setup)
		tcases[0].setup();
	check_once(cleanup);
	tst_res(TPASS, "done");
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
};
