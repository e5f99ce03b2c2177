/*
 * fcntl(2) record locks between two processes. The parent holds a write
 * lock on [0, 100) and a read lock on [200, 300) of a file; a child then
 * finds with F_GETLK the parent's write lock (type, range and pid), is
 * refused a conflicting lock with F_SETLK (EAGAIN or EACCES), gets a read
 * lock inside the parent's read lock and a write lock outside both, and
 * finds no lock on a free range. When the parent has unlocked (the two
 * sides meet at checkpoints) the child gets the write lock on [0, 100).
 */
#include <errno.h>
#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"
#include "lock_helpers.h"

char *TCID = "fcntl03";
int TST_TOTAL = 7;

#define FNAME "lockfile"

static int fd = -1;
static pid_t parent_pid;

static void setup(void);
static void cleanup(void);

static void expect_refused(int child_fd, short type, off_t start, off_t len)
{
	int err = lh_try_lock(child_fd, type, start, len);

	if (err == EAGAIN || err == EACCES)
		tst_resm(TPASS, "child: conflicting lock on %lld+%lld refused",
			 (long long)start, (long long)len);
	else
		tst_resm(TFAIL, "child: lock on %lld+%lld gave %s",
			 (long long)start, (long long)len,
			 err ? tst_strerrno(err) : "success");
}

static void expect_granted(int child_fd, short type, off_t start, off_t len)
{
	int err = lh_try_lock(child_fd, type, start, len);

	if (!err)
		tst_resm(TPASS, "child: lock type %d on %lld+%lld granted",
			 type, (long long)start, (long long)len);
	else
		tst_resm(TFAIL, "child: lock type %d on %lld+%lld: %s", type,
			 (long long)start, (long long)len, tst_strerrno(err));
}

static void check_getlk(int child_fd)
{
	struct flock fl;

	lh_getlk(NULL, child_fd, F_WRLCK, 50, 10, &fl);
	if (fl.l_type != F_WRLCK || fl.l_start != 0 || fl.l_len != 100 ||
	    fl.l_pid != parent_pid)
		tst_resm(TFAIL, "child: F_GETLK gave type %d %lld+%lld pid %d",
			 fl.l_type, (long long)fl.l_start, (long long)fl.l_len,
			 fl.l_pid);
	else
		tst_resm(TPASS, "child: F_GETLK found the parent's write lock");

	lh_getlk(NULL, child_fd, F_WRLCK, 400, 10, &fl);
	if (fl.l_type != F_UNLCK)
		tst_resm(TFAIL, "child: F_GETLK on a free range gave type %d",
			 fl.l_type);
	else
		tst_resm(TPASS, "child: F_GETLK on a free range gave F_UNLCK");
}

static void do_child(void)
{
	int child_fd;

	child_fd = SAFE_OPEN(NULL, FNAME, O_RDWR);
	check_getlk(child_fd);
	expect_refused(child_fd, F_RDLCK, 50, 10);
	expect_granted(child_fd, F_RDLCK, 250, 10);
	expect_refused(child_fd, F_WRLCK, 250, 10);
	expect_granted(child_fd, F_WRLCK, 100, 100);

	TST_SAFE_CHECKPOINT_WAKE(NULL, 0);
	TST_SAFE_CHECKPOINT_WAIT(NULL, 1);

	expect_granted(child_fd, F_WRLCK, 0, 100);
	SAFE_CLOSE(NULL, child_fd);
	tst_exit();
}

static void verify_locks(void)
{
	pid_t pid;

	lh_lock(cleanup, fd, F_SETLK, F_WRLCK, 0, 100);
	lh_lock(cleanup, fd, F_SETLK, F_RDLCK, 200, 100);

	pid = FORK_OR_VFORK();
	if (pid == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (pid == 0)
		do_child();

	TST_SAFE_CHECKPOINT_WAIT(cleanup, 0);
	lh_lock(cleanup, fd, F_SETLK, F_UNLCK, 0, 0);
	TST_SAFE_CHECKPOINT_WAKE(cleanup, 1);

	tst_record_childstatus(cleanup, pid);
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_locks();
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

	parent_pid = getpid();
	fd = SAFE_OPEN(cleanup, FNAME, O_RDWR | O_CREAT, 0644);
	SAFE_FTRUNCATE(cleanup, fd, 1024);
}

static void cleanup(void)
{
	if (fd != -1)
		close(fd);
	tst_rmdir();
}
