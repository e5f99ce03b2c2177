/*
 * setsid(2): a process group leader may not start a session (EPERM); a
 * process that leads no group may, and then leads both a new session and
 * a new group (sid == pgid == pid), with no controlling terminal.
 */
#include <errno.h>
#include <fcntl.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"

char *TCID = "setsid01";
int TST_TOTAL = 2;

static void setup(void);
static void cleanup(void);

/* Runs in a child: it becomes a group leader first. */
static void leader_child(void)
{
	if (setpgid(0, 0) == -1)
		tst_brkm(TBROK | TERRNO, NULL, "setpgid(0, 0) failed");

	TEST(setsid());
	if (TEST_RETURN != -1)
		tst_resm(TFAIL, "setsid() by a group leader returned %ld",
			 TEST_RETURN);
	else if (TEST_ERRNO != EPERM)
		tst_resm(TFAIL | TTERRNO,
			 "setsid() by a group leader: expected EPERM");
	else
		tst_resm(TPASS | TTERRNO, "setsid() by a group leader");
	tst_exit();
}

static void plain_child(void)
{
	pid_t me = getpid();
	int fd;

	if (getpgrp() == me)
		tst_brkm(TBROK, NULL, "a fresh child leads its own group");

	TEST(setsid());
	if (TEST_RETURN == -1) {
		tst_resm(TFAIL | TTERRNO, "setsid() failed");
		tst_exit();
	}
	if (TEST_RETURN != me || getsid(0) != me || getpgrp() != me) {
		tst_resm(TFAIL, "setsid() %ld, sid %d, pgrp %d, pid %d",
			 TEST_RETURN, getsid(0), getpgrp(), me);
		tst_exit();
	}
	fd = open("/dev/tty", O_RDWR);
	if (fd != -1) {
		tst_resm(TFAIL, "a new session still has a controlling tty");
		close(fd);
		tst_exit();
	}
	tst_resm(TPASS, "setsid() made the child session and group leader");
	tst_exit();
}

static void run_child(void (*fn)(void))
{
	pid_t pid = FORK_OR_VFORK();

	if (pid == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (pid == 0)
		fn();
	tst_record_childstatus(cleanup, pid);
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		run_child(leader_child);
		run_child(plain_child);
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(FORK, DEF_HANDLER, cleanup);

	TEST_PAUSE;
}

static void cleanup(void)
{
}
