// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_count under threads and children: 8 threads, then 4 children, each
 * reporting 2000 TPASS results. Every number must come out once, from 1 to
 * the total, whichever thread or process took it. -z also sets
 * tst_count = 0 between the threads and the children (a test's own reset,
 * which the numbering must follow).
 */
#include <pthread.h>
#include <sys/wait.h>
#include "test.h"

char *TCID = "count";
int TST_TOTAL = 1;

#define THREADS 8
#define CHILDREN 4
#define EACH 2000

static int reset;
static option_t options[] = {
	{ "z", &reset, NULL },
	{ NULL, NULL, NULL },
};

static void *reporter(void *arg)
{
	int i;

	for (i = 0; i < EACH; i++)
		tst_resm(TPASS, "thread %ld result %d", (long)arg, i);
	return NULL;
}

int main(int ac, char **av)
{
	pthread_t threads[THREADS];
	pid_t pid;
	long i;

	tst_parse_opts(ac, av, options, NULL);
	for (i = 0; i < THREADS; i++)
		pthread_create(&threads[i], NULL, reporter, (void *)i);
	for (i = 0; i < THREADS; i++)
		pthread_join(threads[i], NULL);
	if (reset)
		tst_count = 0;
	for (i = 0; i < CHILDREN; i++) {
		pid = tst_fork();
		if (pid == 0) {
			reporter((void *)(THREADS + i));
			exit(0);
		}
	}
	for (i = 0; i < CHILDREN; i++)
		wait(NULL);
	tst_exit();
}
