// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Results reported from a signal handler while the test forks: an interval
 * timer's handler reports TPASS (up to TICKS times) and the main flow
 * forks and reaps children meanwhile. A handler that comes while its own
 * thread holds the result numbering's lock (in a result, or around a
 * fork()) must not wait for it for ever: the run ends with every tick.
 */
#include <signal.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>
#include "test.h"

char *TCID = "handler_res";
int TST_TOTAL = 1;

#define TICKS 100
#define MAX_FORKS 20000

static volatile sig_atomic_t ticks;

static void on_tick(int sig)
{
	(void)sig;
	if (ticks < TICKS)
		tst_resm(TPASS, "tick");
	ticks++;
}

int main(int ac, char **av)
{
	struct itimerval every = { { 0, 200 }, { 0, 200 } };
	struct itimerval stop = { { 0, 0 }, { 0, 0 } };
	pid_t pid;
	int forks;

	tst_parse_opts(ac, av, NULL, NULL);
	signal(SIGALRM, on_tick);
	setitimer(ITIMER_REAL, &every, NULL);
	for (forks = 0; ticks < TICKS && forks < MAX_FORKS; forks++) {
		pid = tst_fork();
		if (pid < 0)
			tst_brkm(TBROK | TERRNO, NULL, "fork()");
		if (pid == 0)
			_exit(0);
		while (waitpid(pid, NULL, 0) < 0)
			;
	}
	setitimer(ITIMER_REAL, &stop, NULL);
	tst_resm(ticks >= TICKS ? TINFO : TCONF, "%d ticks over %d forks",
		 (int)ticks, forks);
	tst_exit();
}
