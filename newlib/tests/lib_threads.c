// SPDX-License-Identifier: GPL-2.0-or-later
/* 8 threads report 10000 passes each: all 80000 must be counted. */
#include <pthread.h>
#include "tst_test.h"

#define THREADS 8
#define RESULTS 10000

static void *worker(void *arg)
{
	long id = (long)arg;
	int i;

	for (i = 0; i < RESULTS; i++)
		tst_res(TPASS, "thread %ld result %d", id, i);
	return NULL;
}

static void run(void)
{
	pthread_t th[THREADS];
	long i;

	for (i = 0; i < THREADS; i++)
		if (pthread_create(&th[i], NULL, worker, (void *)i))
			tst_brk(TBROK, "pthread_create");
	for (i = 0; i < THREADS; i++)
		pthread_join(th[i], NULL);
}

static struct tst_test test = {
	.test_all = run,
};
