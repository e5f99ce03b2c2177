// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Open file description locks (F_OFD_*): unlike process-associated locks
 * they conflict between two opens of one file in the same process;
 * F_OFD_GETLK reports the conflicting lock with l_pid -1; a classic lock
 * of the same process conflicts with them; closing the description frees
 * the lock and wakes a process blocked in F_OFD_SETLKW; l_pid must be 0.
 */
#include <errno.h>
#include "tst_test.h"

#define PATH "lockfile"

static int fd1 = -1, fd2 = -1;

static struct flock whole(short type)
{
	struct flock fl = { .l_type = type, .l_whence = SEEK_SET };

	return fl;
}

static void check_same_process(void)
{
	struct flock fl = whole(F_WRLCK);

	TST_EXP_PASS(fcntl(fd1, F_OFD_SETLK, &fl), "F_OFD_SETLK on fd1");
	TST_EXP_FAIL(fcntl(fd2, F_OFD_SETLK, &fl), EAGAIN,
		     "F_OFD_SETLK on fd2 of the same process");

	fl = whole(F_RDLCK);
	TST_EXP_PASS(fcntl(fd2, F_OFD_GETLK, &fl));
	TST_EXP_EQ_LI(fl.l_type, F_WRLCK);
	TST_EXP_EQ_LI(fl.l_pid, -1);

	fl = whole(F_RDLCK);
	TST_EXP_FAIL(fcntl(fd2, F_SETLK, &fl), EAGAIN,
		     "classic F_SETLK against an OFD lock");

	fl = whole(F_WRLCK);
	fl.l_pid = getpid();
	TST_EXP_FAIL(fcntl(fd2, F_OFD_SETLK, &fl), EINVAL,
		     "F_OFD_SETLK with l_pid set");
}

/*
 * The child drops its copies of our fds (a copy would keep fd1's
 * description, and so its lock, alive), opens its own description and
 * blocks until we close fd1.
 */
static void check_blocked_waiter(void)
{
	pid_t pid = SAFE_FORK();

	if (!pid) {
		struct flock fl = whole(F_WRLCK);
		int fd;

		SAFE_CLOSE(fd1);
		SAFE_CLOSE(fd2);
		fd = SAFE_OPEN(PATH, O_RDWR);

		TST_EXP_PASS(fcntl(fd, F_OFD_SETLKW, &fl),
			     "F_OFD_SETLKW after the holder closed");
		exit(0);
	}

	TST_PROCESS_STATE_WAIT(pid, 'S', 0);
	SAFE_CLOSE(fd1);
	tst_reap_children();
}

static void run(void)
{
	fd1 = SAFE_OPEN(PATH, O_RDWR | O_CREAT, 0644);
	fd2 = SAFE_OPEN(PATH, O_RDWR);
	check_same_process();
	check_blocked_waiter();
	SAFE_CLOSE(fd2);
}

static void cleanup(void)
{
	if (fd1 != -1)
		SAFE_CLOSE(fd1);
	if (fd2 != -1)
		SAFE_CLOSE(fd2);
}

static struct tst_test test = {
	.test_all = run,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
