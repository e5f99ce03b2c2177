/*
 * A descriptor inherited across fork() shares its file offset: the child
 * writes a record through it and the parent, after sleeping to let the
 * child finish that step, finds its own offset moved by the record's
 * length and the record in the file. A descriptor opened again by name
 * in the parent keeps its own offset at 0.
 */
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"

char *TCID = "lseek02";
int TST_TOTAL = 2;

#define RECORD "child record\n"

static int fd = -1, fd_own = -1;
#ifdef UCLINUX
static char *av0;
#endif

static void setup(void);
static void cleanup(void);

static void do_child(void)
{
	SAFE_WRITE(NULL, 1, fd, RECORD, strlen(RECORD));
	exit(0);
}

static void verify_shared_offset(void)
{
	char buf[sizeof(RECORD)];
	off_t off, own;
	pid_t pid;

	SAFE_FTRUNCATE(cleanup, fd, 0);
	SAFE_LSEEK(cleanup, fd, 0, SEEK_SET);

	pid = FORK_OR_VFORK();
	if (pid == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (pid == 0) {
#ifdef UCLINUX
		if (self_exec(av0, "d", fd) < 0)
			tst_brkm(TBROK, NULL, "self_exec failed");
#else
		do_child();
#endif
	}

	/* give the child time to write its record */
	sleep(1);

	off = SAFE_LSEEK(cleanup, fd, 0, SEEK_CUR);
	own = SAFE_LSEEK(cleanup, fd_own, 0, SEEK_CUR);
	tst_record_childstatus(cleanup, pid);

	if (off != (off_t)strlen(RECORD)) {
		tst_resm(TFAIL, "shared offset is %lld, expected %zu",
			 (long long)off, strlen(RECORD));
	} else {
		tst_resm(TPASS, "child's write moved the shared offset");
	}

	memset(buf, 0, sizeof(buf));
	SAFE_READ(cleanup, 1, fd_own, buf, strlen(RECORD));
	SAFE_LSEEK(cleanup, fd_own, 0, SEEK_SET);
	if (own != 0 || strcmp(buf, RECORD))
		tst_resm(TFAIL, "own fd: offset %lld, read '%s'",
			 (long long)own, buf);
	else
		tst_resm(TPASS, "separately opened fd kept offset 0");
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);
#ifdef UCLINUX
	av0 = av[0];
	maybe_run_child(&do_child, "d", &fd);
#endif

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_shared_offset();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(FORK, DEF_HANDLER, cleanup);

	TEST_PAUSE;

	tst_tmpdir();

	fd = SAFE_OPEN(cleanup, "file", O_RDWR | O_CREAT, 0644);
	fd_own = SAFE_OPEN(cleanup, "file", O_RDONLY);
}

static void cleanup(void)
{
	if (fd != -1)
		close(fd);
	if (fd_own != -1)
		close(fd_own);
	tst_rmdir();
}
