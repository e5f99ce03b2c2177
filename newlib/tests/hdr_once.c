// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * TST_DECLARE_ONCE_FN(): the function runs once however many threads call
 * it at the same time and however often it is called after; each caller
 * returns only once the call is done. TST_TO_STR_() keeps the text as
 * written, TST_TO_STR() expands it first.
 */
#include <pthread.h>
#include "tst_test.h"
#include "tst_safe_pthread.h"

#define THREADS 8
#define NAME_OF_MACRO 42

static int calls;
static volatile int done;

static void do_release(void)
{
	usleep(20000);
	calls++;
	done = 1;
}

static void release(void);
TST_DECLARE_ONCE_FN(release, do_release);

static void *caller(void *arg LTP_ATTRIBUTE_UNUSED)
{
	release();
	/* Returned only after the one call finished. */
	return (void *)(long)(done == 1);
}

static void run(void)
{
	pthread_t threads[THREADS];
	int i, waited = 0;
	void *ret;

	for (i = 0; i < THREADS; i++)
		SAFE_PTHREAD_CREATE(&threads[i], NULL, caller, NULL);
	for (i = 0; i < THREADS; i++) {
		SAFE_PTHREAD_JOIN(threads[i], &ret);
		waited += (long)ret;
	}
	release();

	TST_EXP_EXPR(calls == 1, "%d threads and one more call: %d call(s)",
		     THREADS, calls);
	TST_EXP_EXPR(waited == THREADS, "%d of %d callers returned after it",
		     waited, THREADS);
	TST_EXP_EXPR(!strcmp(TST_TO_STR_(NAME_OF_MACRO), "NAME_OF_MACRO") &&
			     !strcmp(TST_TO_STR(NAME_OF_MACRO), "42"),
		     "TST_TO_STR_() as written, TST_TO_STR() expanded");
}

static struct tst_test test = {
	.test_all = run,
	.cleanup = release,
};
