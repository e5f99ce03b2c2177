// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Waiting for another process's scheduler state. There is no event to wait
 * for (the kernel does not announce that a task went to sleep), so this
 * polls /proc/PID/stat with short sleeps: 1 ms at first, doubling up to
 * 10 ms, so a process that blocks at once is seen within about a
 * millisecond and a long wait costs little CPU.
 */

#include <errno.h>
#include <signal.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "tst_process_state.h"
#include "tst_res.h"

#define POLL_FIRST_NS 1000000L
#define POLL_MAX_NS 10000000L

/* The states /proc/PID/stat shows, over all kernel versions. */
static const char known_states[] = "RSDTtZXxKWPI";

/*
 * Read the state letter in path, a /proc/PID/stat or /proc/self/task/TID/stat
 * file. The comm field, in parentheses, may itself hold spaces and ')', and
 * the numeric fields after it hold neither, so the state follows the last
 * ')'. -1 with errno: ENOENT when the task is gone, EPROTO when the line is
 * not what the kernel writes.
 */
static int read_state(const char *path, char *state)
{
	char buf[4096];
	ssize_t len;
	char *p;
	int fd;

	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -1;

	len = read(fd, buf, sizeof(buf) - 1);
	close(fd);
	if (len < 0) {
		/* The process died between open() and read(). */
		if (errno == ESRCH)
			errno = ENOENT;
		return -1;
	}
	buf[len] = '\0';

	p = strrchr(buf, ')');
	if (!p || p[1] != ' ' || !p[2] || !strchr(known_states, p[2])) {
		errno = EPROTO;
		return -1;
	}

	*state = p[2];
	return 0;
}

static long elapsed_ms(const struct timespec *start)
{
	struct timespec now;

	clock_gettime(CLOCK_MONOTONIC, &now);
	return (now.tv_sec - start->tv_sec) * 1000 +
	       (now.tv_nsec - start->tv_nsec) / 1000000;
}

/* As tst_process_state_wait2(), and *last holds the last state seen ('?'
 * when none was read). A thread's state is read from /proc/self/task. */
static int wait_state(pid_t pid, int thread, char state, unsigned int msec,
		      char *last)
{
	struct timespec start, nap = { 0, POLL_FIRST_NS };
	char path[64];

	*last = '?';
	if (pid <= 0 || !state || !strchr(known_states, state)) {
		errno = EINVAL;
		return -1;
	}
	snprintf(path, sizeof(path),
		 thread ? "/proc/self/task/%d/stat" : "/proc/%d/stat",
		 (int)pid);

	clock_gettime(CLOCK_MONOTONIC, &start);
	for (;;) {
		if (read_state(path, last))
			return -1;
		if (*last == state)
			return 0;
		/* A zombie or a dead task never changes state again. */
		if (*last == 'Z' || *last == 'X' || *last == 'x') {
			errno = ENOENT;
			return -1;
		}
		if (msec && elapsed_ms(&start) >= msec) {
			errno = ETIMEDOUT;
			return -1;
		}

		nanosleep(&nap, NULL);
		nap.tv_nsec *= 2;
		if (nap.tv_nsec > POLL_MAX_NS)
			nap.tv_nsec = POLL_MAX_NS;
	}
}

int tst_process_state_wait2(pid_t pid, const char state, unsigned int msec)
{
	char last;

	return wait_state(pid, 0, state, msec, &last);
}

int tst_process_state_wait(const char *file, const int lineno,
			   void (*cleanup_fn)(void), pid_t pid,
			   const char state, unsigned int msec)
{
	char last;

	if (!wait_state(pid, 0, state, msec, &last))
		return 0;

	if (errno == ETIMEDOUT) {
		tst_res_(
			file, lineno, TINFO,
			"pid %d did not reach state '%c' within %u ms (last seen '%c')",
			(int)pid, state, msec, last);
		errno = ETIMEDOUT;
		return -1;
	}

	tst_brk_c_(
		file, lineno, TBROK | TERRNO, cleanup_fn,
		"waiting for pid %d to reach state '%c' failed (last seen '%c')",
		(int)pid, state, last);
	return -1;
}

int tst_thread_state_wait(pid_t tid, const char state, unsigned int msec)
{
	char last;

	if (!wait_state(tid, 1, state, msec, &last))
		return 0;
	if (errno != ETIMEDOUT)
		tst_brk(TBROK | TERRNO,
			"waiting for thread %d to reach state '%c' failed (last seen '%c')",
			(int)tid, state, last);
	return -1;
}

int tst_process_exit_wait(pid_t pid, unsigned int msec)
{
	struct timespec start, nap = { 0, POLL_FIRST_NS };

	clock_gettime(CLOCK_MONOTONIC, &start);
	/* A zombie still answers kill(): only a reaped process is gone. */
	while (!kill(pid, 0) || errno != ESRCH) {
		if (msec && elapsed_ms(&start) >= msec) {
			errno = ETIMEDOUT;
			return 0;
		}
		nanosleep(&nap, NULL);
		nap.tv_nsec *= 2;
		if (nap.tv_nsec > POLL_MAX_NS)
			nap.tv_nsec = POLL_MAX_NS;
	}
	return 1;
}
