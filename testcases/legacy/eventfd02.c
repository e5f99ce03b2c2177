/*
 * read(2) of an eventfd whose counter is zero blocks until another
 * process adds to it. A child reads the eventfd; the parent sleeps, checks
 * that the child is still blocked, then writes 5 and 6 in one go (11);
 * the child must read 11 and find the counter back at zero.
 */
#include <errno.h>
#include <stdint.h>
#include <sys/eventfd.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"
#include "lock_helpers.h"

char *TCID = "eventfd02";
int TST_TOTAL = 2;

static int efd = -1;

static void setup(void);
static void cleanup(void);

static void do_child(void)
{
	uint64_t val = 0;

	SAFE_READ(NULL, 1, efd, &val, sizeof(val));
	if (val != 11) {
		tst_resm(TINFO, "child: read %llu, expected 11",
			 (unsigned long long)val);
		exit(1);
	}
	exit(0);
}

static void verify_blocking_read(void)
{
	uint64_t val = 5 + 6;
	int status;
	pid_t pid;

	pid = FORK_OR_VFORK();
	if (pid == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (pid == 0)
		do_child();

	/* give the child time to block in read() */
	sleep(1);

	if (!lh_child_running(cleanup, pid, &status)) {
		tst_resm(TFAIL, "read() of a zero eventfd did not block");
		return;
	}
	tst_resm(TPASS, "read() of a zero eventfd blocks");

	SAFE_WRITE(cleanup, 1, efd, &val, sizeof(val));
	if (lh_child_exit_code(cleanup, pid) == 0)
		tst_resm(TPASS, "blocked reader got the counter value");
	else
		tst_resm(TFAIL, "blocked reader got a wrong value");
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_blocking_read();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(FORK, DEF_HANDLER, cleanup);

	TEST_PAUSE;

	efd = eventfd(0, 0);
	if (efd == -1) {
		if (errno == ENOSYS)
			tst_brkm(TCONF | TERRNO, cleanup, "eventfd missing");
		tst_brkm(TBROK | TERRNO, cleanup, "eventfd(0, 0)");
	}
}

static void cleanup(void)
{
	if (efd != -1)
		close(efd);
}
