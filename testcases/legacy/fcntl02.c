/*
 * FD_CLOEXEC across exec(): the test opens one descriptor without the
 * flag, one with O_CLOEXEC and one marked with F_SETFD, checks in a forked
 * child that fork() alone keeps all three open, then exec()s its helper
 * fcntl02_child, which must find the first still open (with the offset
 * the parent set) and the other two closed. The helper reports through
 * its exit status.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"
#include "fd_helpers.h"

char *TCID = "fcntl02";
int TST_TOTAL = 2;

#define HELPER "fcntl02_child"
#define OFFSET 42

static int fd_keep = -1, fd_ocloexec = -1, fd_setfd = -1;

static void setup(void);
static void cleanup(void);

static void exec_helper(void)
{
	char keep[16], off[16], c1[16], c2[16];

	snprintf(keep, sizeof(keep), "%d", fd_keep);
	snprintf(off, sizeof(off), "%d", OFFSET);
	snprintf(c1, sizeof(c1), "%d", fd_ocloexec);
	snprintf(c2, sizeof(c2), "%d", fd_setfd);
	execlp(HELPER, HELPER, keep, off, c1, c2, (char *)NULL);
	tst_resm(TINFO | TERRNO, "execlp(%s) failed: is it on PATH?", HELPER);
	exit(11);
}

static void verify_fork(void)
{
	pid_t pid;
	int status;

	pid = FORK_OR_VFORK();
	if (pid == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (pid == 0) {
		exit(!(fdh_is_open(fd_keep) && fdh_is_open(fd_ocloexec) &&
		       fdh_is_open(fd_setfd)));
	}
	SAFE_WAITPID(cleanup, pid, &status, 0);
	if (WIFEXITED(status) && WEXITSTATUS(status) == 0)
		tst_resm(TPASS, "fork() kept close-on-exec descriptors open");
	else
		tst_resm(TFAIL, "a descriptor was lost across fork(): 0x%x",
			 status);
}

static void verify_exec(void)
{
	pid_t pid;
	int status, code;

	SAFE_LSEEK(cleanup, fd_keep, OFFSET, SEEK_SET);

	pid = FORK_OR_VFORK();
	if (pid == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (pid == 0)
		exec_helper();

	SAFE_WAITPID(cleanup, pid, &status, 0);
	if (!WIFEXITED(status))
		tst_brkm(TBROK, cleanup, "%s died: status 0x%x", HELPER,
			 status);
	code = WEXITSTATUS(status);
	if (code == 0) {
		tst_resm(TPASS, "exec() closed exactly the FD_CLOEXEC fds");
		return;
	}
	if (!(code & 64))
		tst_brkm(TBROK, cleanup, "%s did not run properly (exit %d)",
			 HELPER, code);
	tst_resm(TFAIL, "after exec:%s%s%s", code & 1 ? " plain fd closed" : "",
		 code & 2 ? " offset lost" : "",
		 code & 4 ? " FD_CLOEXEC fd still open" : "");
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_fork();
		verify_exec();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(FORK, DEF_HANDLER, cleanup);

	TEST_PAUSE;

	tst_tmpdir();

	fd_keep = SAFE_OPEN(cleanup, "keep", O_RDWR | O_CREAT, 0644);
	SAFE_FTRUNCATE(cleanup, fd_keep, 100);
	fd_ocloexec = SAFE_OPEN(cleanup, "ocloexec",
				O_RDWR | O_CREAT | O_CLOEXEC, 0644);
	fd_setfd = SAFE_OPEN(cleanup, "setfd", O_RDWR | O_CREAT, 0644);
	if (fcntl(fd_setfd, F_SETFD, FD_CLOEXEC) == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "F_SETFD FD_CLOEXEC");
}

static void cleanup(void)
{
	if (fd_keep != -1)
		close(fd_keep);
	if (fd_ocloexec != -1)
		close(fd_ocloexec);
	if (fd_setfd != -1)
		close(fd_setfd);
	tst_rmdir();
}
