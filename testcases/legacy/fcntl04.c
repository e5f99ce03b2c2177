/*
 * fcntl(2) F_SETLKW blocks until the conflicting lock goes away, and the
 * kernel detects a deadlock. The parent write-locks byte 0; the child
 * write-locks byte 100 and then waits with F_SETLKW for byte 0. The
 * parent sleeps to let the child block, checks that it has not finished,
 * then asks with F_SETLKW for byte 100, which must fail with EDEADLK
 * instead of blocking. When the parent unlocks byte 0 the child gets it
 * and exits 0.
 */
#include <errno.h>
#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"
#include "lock_helpers.h"

char *TCID = "fcntl04";
int TST_TOTAL = 3;

#define FNAME "lockfile"

static int fd = -1;
#ifdef UCLINUX
static char *argv0;
#endif

static void setup(void);
static void cleanup(void);

static void do_child(void)
{
	int child_fd;
	struct flock fl = {
		.l_type = F_WRLCK,
		.l_whence = SEEK_SET,
		.l_start = 0,
		.l_len = 1,
	};

	child_fd = SAFE_OPEN(NULL, FNAME, O_RDWR);
	lh_lock(NULL, child_fd, F_SETLK, F_WRLCK, 100, 1);
	if (fcntl(child_fd, F_SETLKW, &fl) == -1) {
		tst_resm(TINFO | TERRNO, "child: F_SETLKW on byte 0");
		exit(1);
	}
	exit(0);
}

static void verify_setlkw(void)
{
	struct flock fl = {
		.l_type = F_WRLCK,
		.l_whence = SEEK_SET,
		.l_start = 100,
		.l_len = 1,
	};
	int status, blocked;
	pid_t pid;

	lh_lock(cleanup, fd, F_SETLK, F_WRLCK, 0, 1);

	pid = FORK_OR_VFORK();
	if (pid == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (pid == 0) {
#ifdef UCLINUX
		if (self_exec(argv0, "") < 0)
			tst_brkm(TBROK, NULL, "self_exec failed");
#else
		do_child();
#endif
	}

	/* let the child take byte 100 and block on byte 0 */
	sleep(1);

	blocked = lh_child_running(cleanup, pid, &status);
	if (!blocked) {
		tst_resm(TFAIL, "child did not block in F_SETLKW: status 0x%x",
			 status);
		lh_lock(cleanup, fd, F_SETLK, F_UNLCK, 0, 0);
		return;
	}
	tst_resm(TPASS, "child blocked in F_SETLKW on the parent's lock");

	TEST(fcntl(fd, F_SETLKW, &fl));
	if (TEST_RETURN == -1 && TEST_ERRNO == EDEADLK)
		tst_resm(TPASS | TTERRNO, "F_SETLKW closing the cycle refused");
	else
		tst_resm(TFAIL | TTERRNO, "F_SETLKW closing the cycle gave %ld",
			 TEST_RETURN);

	lh_lock(cleanup, fd, F_SETLK, F_UNLCK, 0, 0);

	if (lh_child_exit_code(cleanup, pid) == 0)
		tst_resm(TPASS, "child got the lock after the parent unlocked");
	else
		tst_resm(TFAIL, "child failed to get the lock");
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);
#ifdef UCLINUX
	argv0 = av[0];
	maybe_run_child(&do_child, "");
#endif

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_setlkw();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(FORK, DEF_HANDLER, cleanup);

	TEST_PAUSE;

	tst_tmpdir();

	fd = SAFE_OPEN(cleanup, FNAME, O_RDWR | O_CREAT, 0644);
	SAFE_FTRUNCATE(cleanup, fd, 1024);
}

static void cleanup(void)
{
	if (fd != -1)
		close(fd);
	tst_rmdir();
}
