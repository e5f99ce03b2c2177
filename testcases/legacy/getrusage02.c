/*
 * getrusage(2) RUSAGE_CHILDREN counts only children that were waited
 * for: the child burns a known amount of CPU and exits; the parent sleeps
 * to let it finish, checks that the unreaped zombie is not counted yet,
 * then reaps it and checks that the children's ru_utime + ru_stime moved
 * by at least the amount burnt minus one step (found at run time, see
 * getrusage01). A grandchild waited for by the child is counted too.
 */
#include <errno.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"
#include "proc_helpers.h"

char *TCID = "getrusage02";
int TST_TOTAL = 2;

#define CHILD_BURN_MS 60
#define GRAND_BURN_MS 40
#define MAX_TRIES 5

static long long step_us;

static void setup(void);
static void cleanup(void);

static long long children_us(void)
{
	struct rusage ru;

	SAFE_GETRUSAGE(cleanup, RUSAGE_CHILDREN, &ru);
	return prh_ru_cpu_us(&ru);
}

static void do_child(void)
{
	pid_t pid;
	int status;

	pid = fork();
	if (pid == -1)
		tst_brkm(TBROK | TERRNO, NULL, "fork() in child failed");
	if (pid == 0) {
		prh_burn_cpu_ns(NULL, GRAND_BURN_MS * 1000000LL);
		_exit(0);
	}
	prh_burn_cpu_ns(NULL, CHILD_BURN_MS * 1000000LL);
	SAFE_WAITPID(NULL, pid, &status, 0);
	_exit(0);
}

static void verify_children(void)
{
	long long before, zombie, after, expect;
	siginfo_t info;
	int tries;
	pid_t pid;

	before = children_us();

	pid = FORK_OR_VFORK();
	if (pid == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (pid == 0)
		do_child();

	/* Let the child burn its CPU and exit (longer on a loaded machine). */
	for (tries = 0; tries < MAX_TRIES; tries++) {
		sleep(1);
		memset(&info, 0, sizeof(info));
		if (waitid(P_PID, pid, &info, WEXITED | WNOHANG | WNOWAIT))
			tst_brkm(TBROK | TERRNO, cleanup, "waitid() failed");
		if (info.si_pid == pid)
			break;
	}
	if (tries == MAX_TRIES)
		tst_brkm(TBROK, cleanup, "child not finished after %d s",
			 MAX_TRIES);

	zombie = children_us();
	if (zombie != before)
		tst_resm(
			TFAIL,
			"RUSAGE_CHILDREN moved %lld us before the child was reaped",
			zombie - before);
	else
		tst_resm(TPASS, "an unreaped child is not counted");

	SAFE_WAITPID(cleanup, pid, NULL, 0);
	after = children_us();
	expect = (CHILD_BURN_MS + GRAND_BURN_MS) * 1000LL;
	if (after - before < expect - step_us)
		tst_resm(
			TFAIL,
			"RUSAGE_CHILDREN moved %lld us, the child and grandchild burnt %lld us (step %lld us)",
			after - before, expect, step_us);
	else
		tst_resm(
			TPASS,
			"RUSAGE_CHILDREN moved %lld us for %lld us burnt (step %lld us)",
			after - before, expect, step_us);
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_children();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(FORK, DEF_HANDLER, cleanup);

	TEST_PAUSE;

	step_us = prh_rusage_step_us(cleanup);
	if (step_us * 2 > GRAND_BURN_MS * 1000)
		tst_brkm(TCONF, cleanup, "rusage step of %lld us too coarse",
			 step_us);
}

static void cleanup(void)
{
}
