#include <errno.h>
#include <sys/wait.h>

#include "test.h"
#include "safe_macros.h"
#include "lock_helpers.h"

static void fill_flock(struct flock *fl, short type, off_t start, off_t len)
{
	fl->l_type = type;
	fl->l_whence = SEEK_SET;
	fl->l_start = start;
	fl->l_len = len;
	fl->l_pid = 0;
}

void lh_lock(void (*cleanup)(void), int fd, int cmd, short type, off_t start,
	     off_t len)
{
	struct flock fl;

	fill_flock(&fl, type, start, len);
	if (fcntl(fd, cmd, &fl) == -1)
		tst_brkm(TBROK | TERRNO, cleanup,
			 "fcntl(%d, %d, type %d, %lld+%lld)", fd, cmd, type,
			 (long long)start, (long long)len);
}

int lh_try_lock(int fd, short type, off_t start, off_t len)
{
	struct flock fl;

	fill_flock(&fl, type, start, len);
	if (fcntl(fd, F_SETLK, &fl) == -1)
		return errno;
	return 0;
}

void lh_getlk(void (*cleanup)(void), int fd, short type, off_t start, off_t len,
	      struct flock *fl)
{
	fill_flock(fl, type, start, len);
	if (fcntl(fd, F_GETLK, fl) == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "fcntl(%d, F_GETLK)", fd);
}

int lh_child_running(void (*cleanup)(void), pid_t pid, int *status)
{
	pid_t ret;

	ret = waitpid(pid, status, WNOHANG);
	if (ret == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "waitpid(%d, WNOHANG)", pid);
	return ret == 0;
}

int lh_child_exit_code(void (*cleanup)(void), pid_t pid)
{
	int status;

	SAFE_WAITPID(cleanup, pid, &status, 0);
	if (!WIFEXITED(status))
		tst_brkm(TBROK, cleanup, "child %d did not exit: status 0x%x",
			 pid, status);
	return WEXITSTATUS(status);
}
