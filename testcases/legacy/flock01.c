/*
 * flock(2) between two open file descriptions. While the parent holds a
 * shared lock, a child with its own open() of the file gets a shared lock
 * too but is refused an exclusive one (EWOULDBLOCK with LOCK_NB); once the
 * parent has unlocked (the two meet at checkpoints), the child's
 * exclusive lock is granted. In the parent alone: a shared lock converts
 * to exclusive; EBADF for a bad fd and EINVAL for a bad operation.
 */
#include <errno.h>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"

char *TCID = "flock01";
int TST_TOTAL = 7;

#define FNAME "flockfile"

static int fd = -1;

static void setup(void);
static void cleanup(void);

static void child_try(int child_fd, int op, int exp_errno, const char *what)
{
	TEST(flock(child_fd, op | LOCK_NB));
	if (!exp_errno && TEST_RETURN == 0)
		tst_resm(TPASS, "child: %s granted", what);
	else if (exp_errno && TEST_RETURN == -1 && TEST_ERRNO == exp_errno)
		tst_resm(TPASS | TTERRNO, "child: %s refused", what);
	else
		tst_resm(TFAIL | TTERRNO, "child: %s returned %ld", what,
			 TEST_RETURN);
}

static void do_child(void)
{
	int child_fd;

	child_fd = SAFE_OPEN(NULL, FNAME, O_RDONLY);
	child_try(child_fd, LOCK_SH, 0, "shared lock beside a shared one");
	child_try(child_fd, LOCK_EX, EWOULDBLOCK,
		  "exclusive lock beside a shared one");

	TST_SAFE_CHECKPOINT_WAKE(NULL, 0);
	TST_SAFE_CHECKPOINT_WAIT(NULL, 1);

	child_try(child_fd, LOCK_EX, 0, "exclusive lock after the unlock");
	SAFE_CLOSE(NULL, child_fd);
	tst_exit();
}

static void test_two_processes(void)
{
	pid_t pid;

	if (flock(fd, LOCK_SH))
		tst_brkm(TBROK | TERRNO, cleanup, "flock(LOCK_SH)");

	pid = FORK_OR_VFORK();
	if (pid == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (pid == 0)
		do_child();

	TST_SAFE_CHECKPOINT_WAIT(cleanup, 0);
	if (flock(fd, LOCK_UN))
		tst_brkm(TBROK | TERRNO, cleanup, "flock(LOCK_UN)");
	TST_SAFE_CHECKPOINT_WAKE(cleanup, 1);

	tst_record_childstatus(cleanup, pid);
}

static void test_alone(void)
{
	TEST(flock(fd, LOCK_SH | LOCK_NB));
	if (TEST_RETURN == 0)
		TEST(flock(fd, LOCK_EX | LOCK_NB));
	if (TEST_RETURN == 0)
		tst_resm(TPASS, "shared lock converted to exclusive");
	else
		tst_resm(TFAIL | TTERRNO, "lock conversion failed");
	flock(fd, LOCK_UN);

	TEST(flock(-1, LOCK_SH));
	if (TEST_RETURN == -1 && TEST_ERRNO == EBADF)
		tst_resm(TPASS | TTERRNO, "flock(-1)");
	else
		tst_resm(TFAIL | TTERRNO, "flock(-1) returned %ld",
			 TEST_RETURN);

	TEST(flock(fd, LOCK_SH | LOCK_EX));
	if (TEST_RETURN == -1 && TEST_ERRNO == EINVAL)
		tst_resm(TPASS | TTERRNO, "flock(LOCK_SH | LOCK_EX)");
	else
		tst_resm(TFAIL | TTERRNO, "flock(LOCK_SH | LOCK_EX) gave %ld",
			 TEST_RETURN);
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		test_two_processes();
		test_alone();
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

	fd = SAFE_OPEN(cleanup, FNAME, O_RDWR | O_CREAT, 0644);
}

static void cleanup(void)
{
	if (fd != -1)
		close(fd);
	tst_rmdir();
}
