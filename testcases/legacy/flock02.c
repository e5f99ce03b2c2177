/*
 * flock(2) without LOCK_NB waits for a conflicting lock. The parent holds
 * an exclusive lock; a child opening the file on its own asks for an
 * exclusive lock and must block. The parent sleeps, checks that the child
 * has not finished, then unlocks: the child must get the lock and find,
 * by a LOCK_NB probe from the parent being refused, that it holds it.
 */
#include <errno.h>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"
#include "lock_helpers.h"

char *TCID = "flock02";
int TST_TOTAL = 3;

#define FNAME "flockfile"

static int fd = -1;
static int to_parent[2] = { -1, -1 }, to_child[2] = { -1, -1 };
#ifdef UCLINUX
static char *argv0;
#endif

static void setup(void);
static void cleanup(void);

static void do_child(void)
{
	int child_fd;
	char c;

	child_fd = SAFE_OPEN(NULL, FNAME, O_RDWR);
	if (flock(child_fd, LOCK_EX)) {
		tst_resm(TINFO | TERRNO, "child: flock(LOCK_EX)");
		exit(1);
	}
	/* say we hold the lock, then keep it until the parent has looked */
	SAFE_WRITE(NULL, 1, to_parent[1], "L", 1);
	SAFE_READ(NULL, 1, to_child[0], &c, 1);
	exit(0);
}

static void verify_flock_wait(void)
{
	int status;
	pid_t pid;
	char c;

	if (flock(fd, LOCK_EX))
		tst_brkm(TBROK | TERRNO, cleanup, "flock(LOCK_EX)");

	pid = FORK_OR_VFORK();
	if (pid == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (pid == 0) {
#ifdef UCLINUX
		if (self_exec(argv0, "dd", to_parent[1], to_child[0]) < 0)
			tst_brkm(TBROK, NULL, "self_exec failed");
#else
		do_child();
#endif
	}

	/* the child should now be blocked in flock() */
	sleep(1);

	if (!lh_child_running(cleanup, pid, &status)) {
		tst_resm(TFAIL, "child did not block: status 0x%x", status);
		flock(fd, LOCK_UN);
		return;
	}
	tst_resm(TPASS, "child blocked on the parent's exclusive lock");

	if (flock(fd, LOCK_UN))
		tst_brkm(TBROK | TERRNO, cleanup, "flock(LOCK_UN)");
	SAFE_READ(cleanup, 1, to_parent[0], &c, 1);

	TEST(flock(fd, LOCK_EX | LOCK_NB));
	if (TEST_RETURN == -1 && TEST_ERRNO == EWOULDBLOCK)
		tst_resm(TPASS, "child holds the lock after the unlock");
	else
		tst_resm(TFAIL | TTERRNO, "parent probe returned %ld",
			 TEST_RETURN);

	SAFE_WRITE(cleanup, 1, to_child[1], "U", 1);
	if (lh_child_exit_code(cleanup, pid) == 0)
		tst_resm(TPASS, "child finished cleanly");
	else
		tst_resm(TFAIL, "child failed");
	flock(fd, LOCK_UN);
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);
#ifdef UCLINUX
	argv0 = av[0];
	maybe_run_child(&do_child, "dd", &to_parent[1], &to_child[0]);
#endif

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_flock_wait();
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
	SAFE_PIPE(cleanup, to_parent);
	SAFE_PIPE(cleanup, to_child);
}

static void cleanup(void)
{
	if (fd != -1)
		close(fd);
	if (to_parent[0] != -1) {
		close(to_parent[0]);
		close(to_parent[1]);
	}
	if (to_child[0] != -1) {
		close(to_child[0]);
		close(to_child[1]);
	}
	tst_rmdir();
}
