/*
 * A child waits for a file its parent creates: the child sleeps, then must
 * find the file with O_CREAT | O_EXCL refused (EEXIST) and its content
 * readable through its own open(); the parent writes it right after the
 * fork. A file created in one process is visible by name in another.
 */
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"

char *TCID = "open02";
int TST_TOTAL = 1;

#define FNAME "made_by_parent"
#define MSG "written by the parent"

static void setup(void);
static void cleanup(void);

static int child_check(void)
{
	char buf[sizeof(MSG)];
	int fd;

	fd = open(FNAME, O_CREAT | O_EXCL | O_WRONLY, 0644);
	if (fd != -1 || errno != EEXIST) {
		tst_resm(TFAIL | TERRNO,
			 "child: O_EXCL open did not fail with "
			 "EEXIST (returned %d)",
			 fd);
		return 1;
	}
	fd = SAFE_OPEN(NULL, FNAME, O_RDONLY);
	memset(buf, 0, sizeof(buf));
	SAFE_READ(NULL, 1, fd, buf, strlen(MSG));
	SAFE_CLOSE(NULL, fd);
	if (strcmp(buf, MSG)) {
		tst_resm(TFAIL, "child read '%s', expected '%s'", buf, MSG);
		return 1;
	}
	return 0;
}

static void do_child(void)
{
	/* the parent creates the file while we sleep */
	sleep(1);
	exit(child_check());
}

static void verify_open(void)
{
	pid_t pid;
	int status, fd;

	pid = FORK_OR_VFORK();
	if (pid == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (pid == 0)
		do_child();

	fd = SAFE_OPEN(cleanup, FNAME, O_CREAT | O_EXCL | O_WRONLY, 0644);
	SAFE_WRITE(cleanup, 1, fd, MSG, strlen(MSG));
	SAFE_CLOSE(cleanup, fd);

	SAFE_WAITPID(cleanup, pid, &status, 0);
	SAFE_UNLINK(cleanup, FNAME);

	if (WIFEXITED(status) && WEXITSTATUS(status) == 0)
		tst_resm(TPASS, "child saw the file the parent created");
	else
		tst_resm(TFAIL, "child did not see the file: status 0x%x",
			 status);
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_open();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(FORK, DEF_HANDLER, cleanup);

	TEST_PAUSE;

	tst_tmpdir();
}

static void cleanup(void)
{
	tst_rmdir();
}
