/*
 * setpgid(2) and getpgid(2): a child makes itself a group leader and its
 * parent sees the new group; the parent may move its child (same session,
 * no exec yet) back into its own group; moving a child that started a new
 * session is EPERM; an unused pid is ESRCH for both calls; a negative pgid
 * is EINVAL. Parent and child step through this with checkpoints.
 */
#include <errno.h>
#include <signal.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"

char *TCID = "setpgid01";
int TST_TOTAL = 5;

static void setup(void);
static void cleanup(void);

static pid_t fork_child(void (*fn)(void))
{
	pid_t pid = FORK_OR_VFORK();

	if (pid == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (pid == 0) {
		fn();
		exit(0);
	}
	return pid;
}

static void child_leader(void)
{
	if (setpgid(0, 0) == -1)
		tst_brkm(TBROK | TERRNO, NULL, "child: setpgid(0, 0) failed");
	if (getpgid(0) != getpid())
		tst_resm(TFAIL, "child: getpgid(0) %d is not its pid %d",
			 getpgid(0), getpid());
	TST_SAFE_CHECKPOINT_WAKE(NULL, 0);
	TST_SAFE_CHECKPOINT_WAIT(NULL, 1);
}

static void verify_leader_and_move(void)
{
	pid_t pid = fork_child(child_leader);
	pid_t mine = getpgrp();

	TST_SAFE_CHECKPOINT_WAIT(cleanup, 0);

	TEST(getpgid(pid));
	if (TEST_RETURN != pid)
		tst_resm(TFAIL | TTERRNO, "getpgid(child) %ld, expected %d",
			 TEST_RETURN, pid);
	else
		tst_resm(TPASS, "child leads its own group %d", pid);

	TEST(setpgid(pid, mine));
	if (TEST_RETURN != 0)
		tst_resm(TFAIL | TTERRNO, "setpgid(child, %d) failed", mine);
	else if (getpgid(pid) != mine)
		tst_resm(TFAIL, "child's group is %d, expected %d",
			 getpgid(pid), mine);
	else
		tst_resm(TPASS, "parent moved its child back to group %d",
			 mine);

	TST_SAFE_CHECKPOINT_WAKE(cleanup, 1);
	tst_record_childstatus(cleanup, pid);
}

static void child_session(void)
{
	if (setsid() == -1)
		tst_brkm(TBROK | TERRNO, NULL, "child: setsid() failed");
	TST_SAFE_CHECKPOINT_WAKE(NULL, 0);
	TST_SAFE_CHECKPOINT_WAIT(NULL, 1);
}

static void verify_eperm(void)
{
	pid_t pid = fork_child(child_session);

	TST_SAFE_CHECKPOINT_WAIT(cleanup, 0);

	TEST(setpgid(pid, getpgrp()));
	if (TEST_RETURN != -1 || TEST_ERRNO != EPERM)
		tst_resm(
			TFAIL | TTERRNO,
			"setpgid() of a child in another session returned %ld, expected EPERM",
			TEST_RETURN);
	else
		tst_resm(TPASS | TTERRNO, "child in another session");

	TST_SAFE_CHECKPOINT_WAKE(cleanup, 1);
	tst_record_childstatus(cleanup, pid);
}

static void verify_esrch_einval(void)
{
	pid_t unused = tst_get_unused_pid(cleanup);

	TEST(setpgid(unused, 0));
	if (TEST_RETURN != -1 || TEST_ERRNO != ESRCH)
		tst_resm(TFAIL | TTERRNO,
			 "setpgid(unused pid %d) returned %ld, expected ESRCH",
			 unused, TEST_RETURN);
	else if (getpgid(unused) != -1 || errno != ESRCH)
		tst_resm(TFAIL | TERRNO,
			 "getpgid(unused pid %d) did not fail with ESRCH",
			 unused);
	else
		tst_resm(TPASS, "unused pid: ESRCH from setpgid and getpgid");

	TEST(setpgid(0, -1));
	if (TEST_RETURN != -1 || TEST_ERRNO != EINVAL)
		tst_resm(TFAIL | TTERRNO,
			 "setpgid(0, -1) returned %ld, expected EINVAL",
			 TEST_RETURN);
	else
		tst_resm(TPASS | TTERRNO, "setpgid(0, -1)");
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_leader_and_move();
		verify_eperm();
		verify_esrch_einval();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(FORK, DEF_HANDLER, cleanup);

	TEST_PAUSE;

	tst_tmpdir();

	TST_CHECKPOINT_INIT(cleanup);
}

static void cleanup(void)
{
	tst_rmdir();
}
