/*
 * setrlimit(2)/getrlimit(2) with RLIMIT_NOFILE: a lowered soft limit is
 * read back and enforced (open() fails with EMFILE once every descriptor
 * below the limit is in use, dup2() to a descriptor at the limit is
 * EBADF); a soft limit above the hard one is EINVAL; raising the hard
 * limit without privileges is EPERM.
 */
#include <errno.h>
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"
#include "proc_helpers.h"

char *TCID = "setrlimit01";
int TST_TOTAL = 4;

#define LIMIT 24

static struct rlimit orig;
static int fds[LIMIT];
static int nfds;

static void setup(void);
static void cleanup(void);

static void close_fds(void)
{
	while (nfds > 0)
		close(fds[--nfds]);
}

static int used_below(int limit)
{
	int fd, used = 0;

	for (fd = 0; fd < limit; fd++)
		if (fcntl(fd, F_GETFD) != -1)
			used++;
	return used;
}

static void verify_emfile(void)
{
	struct rlimit rl = { LIMIT, orig.rlim_max }, got;
	int expect = LIMIT - used_below(LIMIT), fd;

	SAFE_SETRLIMIT(cleanup, RLIMIT_NOFILE, &rl);
	SAFE_GETRLIMIT(cleanup, RLIMIT_NOFILE, &got);
	if (got.rlim_cur != LIMIT || got.rlim_max != orig.rlim_max) {
		tst_resm(TFAIL, "read back %lu/%lu, expected %d/%lu",
			 (unsigned long)got.rlim_cur,
			 (unsigned long)got.rlim_max, LIMIT,
			 (unsigned long)orig.rlim_max);
		goto out;
	}

	for (;;) {
		fd = open("testfile", O_RDONLY | O_CREAT, 0644);
		if (fd == -1)
			break;
		if (nfds == LIMIT) {
			close(fd);
			tst_resm(TFAIL, "opened more than %d files", LIMIT);
			goto out;
		}
		fds[nfds++] = fd;
	}
	if (errno != EMFILE) {
		tst_resm(TFAIL | TERRNO, "open() failed, expected EMFILE");
		goto out;
	}
	if (nfds != expect) {
		tst_resm(TFAIL, "%d opens before EMFILE, expected %d", nfds,
			 expect);
		goto out;
	}
	tst_resm(TPASS, "EMFILE after %d opens under a limit of %d", nfds,
		 LIMIT);

	close_fds();
	fd = SAFE_OPEN(cleanup, "testfile", O_RDONLY);
	TEST(dup2(fd, LIMIT));
	SAFE_CLOSE(cleanup, fd);
	if (TEST_RETURN != -1 || TEST_ERRNO != EBADF)
		tst_resm(TFAIL | TTERRNO,
			 "dup2(fd, %d) returned %ld, expected EBADF", LIMIT,
			 TEST_RETURN);
	else
		tst_resm(TPASS | TTERRNO, "dup2() to the limit");
out:
	close_fds();
	SAFE_SETRLIMIT(cleanup, RLIMIT_NOFILE, &orig);
}

static void verify_einval(void)
{
	struct rlimit rl = { orig.rlim_max, orig.rlim_max - 1 };

	TEST(setrlimit(RLIMIT_NOFILE, &rl));
	if (TEST_RETURN != -1 || TEST_ERRNO != EINVAL)
		tst_resm(TFAIL | TTERRNO,
			 "soft above hard returned %ld, expected EINVAL",
			 TEST_RETURN);
	else
		tst_resm(TPASS | TTERRNO, "soft limit above the hard one");
}

static void verify_eperm(void)
{
	struct rlimit rl;
	pid_t pid;

	pid = FORK_OR_VFORK();
	if (pid == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (pid == 0) {
		prh_drop_to_nobody(NULL);
		SAFE_GETRLIMIT(NULL, RLIMIT_NOFILE, &rl);
		rl.rlim_max++;
		TEST(setrlimit(RLIMIT_NOFILE, &rl));
		if (TEST_RETURN != -1 || TEST_ERRNO != EPERM)
			tst_resm(
				TFAIL | TTERRNO,
				"raising the hard limit unprivileged returned %ld",
				TEST_RETURN);
		else
			tst_resm(TPASS | TTERRNO,
				 "raising the hard limit unprivileged");
		tst_exit();
	}
	tst_record_childstatus(cleanup, pid);
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_emfile();
		verify_einval();
		verify_eperm();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(FORK, DEF_HANDLER, cleanup);

	TEST_PAUSE;

	tst_tmpdir();

	SAFE_GETRLIMIT(cleanup, RLIMIT_NOFILE, &orig);
	if (orig.rlim_cur < LIMIT + 1)
		tst_brkm(TCONF, cleanup, "RLIMIT_NOFILE %lu is below %d",
			 (unsigned long)orig.rlim_cur, LIMIT + 1);
	if (used_below(LIMIT) > LIMIT - 4)
		tst_brkm(TCONF, cleanup,
			 "%d of the first %d descriptors are already in use",
			 used_below(LIMIT), LIMIT);
}

static void cleanup(void)
{
	close_fds();
	tst_rmdir();
}
