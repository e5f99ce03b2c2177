// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * spawn N PROG_A PROG_B: fork+exec+wait each program N times, in turns
 * (A, B, A, B ...) so drift on a shared machine hits both alike, with their
 * output sent to /dev/null. Prints the mean microseconds per run of each
 * and the ratio A/B.
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now_us(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}

static double run_once(const char *prog)
{
	double start = now_us();
	int status, fd;
	pid_t pid = fork();

	if (pid < 0) {
		perror("fork");
		exit(1);
	}
	if (!pid) {
		fd = open("/dev/null", O_WRONLY);
		dup2(fd, 1);
		dup2(fd, 2);
		execl(prog, prog, (char *)NULL);
		_exit(127);
	}
	waitpid(pid, &status, 0);
	if (!WIFEXITED(status) || WEXITSTATUS(status)) {
		fprintf(stderr, "spawn: %s failed (status 0x%x)\n", prog,
			status);
		exit(1);
	}
	return now_us() - start;
}

int main(int argc, char *argv[])
{
	double a = 0, b = 0;
	int i, n;

	if (argc != 4 || (n = atoi(argv[1])) <= 0) {
		fprintf(stderr, "usage: spawn N PROG_A PROG_B\n");
		return 2;
	}
	run_once(argv[2]);
	run_once(argv[3]);
	for (i = 0; i < n; i++) {
		a += run_once(argv[2]);
		b += run_once(argv[3]);
	}
	printf("%.1f %.1f %.2f\n", a / n, b / n, a / b);
	return 0;
}
