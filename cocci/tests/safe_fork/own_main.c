/*
 * An exec()ed helper converted with a main() of its own (no struct
 * tst_test): SAFE_FORK() would break it, with no .forks_child to read;
 * its fork() and the check of it stay.
 */
#define TST_NO_DEFAULT_MAIN
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include "tst_test.h"

static void spawn(void)
{
	pid_t pid;

	pid = fork();
	if (pid == 0) {
		printf("child %d\n", getpid());
		exit(0);
	} else if (pid < 0) {
		fprintf(stderr, "fork() failed\n");
		exit(1);
	}
}

int main(void)
{
	spawn();
	return 0;
}
