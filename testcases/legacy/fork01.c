/*
 * fork(2): the child gets a new pid, its parent's pid is the forking
 * process, fork() returns the child's pid to the parent, and the two
 * address spaces are independent afterwards (a write in the child to a
 * global, a heap buffer and a stack variable is not seen by the parent).
 */
#include <errno.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test.h"
#include "usctest.h"
#include "safe_macros.h"

char *TCID = "fork01";
int TST_TOTAL = 2;

#define BUFSZ 4096

static int global_val = 17;
static char *heap_buf;
static int pipefd[2] = { -1, -1 };

static void setup(void);
static void cleanup(void);

static void do_child(pid_t parent)
{
	pid_t me = getpid();
	int stack_val = 5;

	SAFE_CLOSE(NULL, pipefd[0]);
	SAFE_WRITE(NULL, 1, pipefd[1], &me, sizeof(me));

	global_val = 99;
	memset(heap_buf, 'c', BUFSZ);
	stack_val = 6;

	if (getppid() != parent)
		tst_resm(TFAIL, "child: getppid() %d, parent is %d", getppid(),
			 parent);
	else if (me == parent)
		tst_resm(TFAIL, "child: getpid() equals the parent's pid");
	else
		tst_resm(TPASS, "child: own pid %d, parent %d", me, parent);

	if (global_val != 99 || heap_buf[BUFSZ - 1] != 'c' || stack_val != 6)
		tst_resm(TFAIL, "child: its own writes did not stick");
	tst_exit();
}

static void verify_fork(void)
{
	pid_t parent = getpid(), pid, reported;
	int stack_val = 5;

	memset(heap_buf, 'p', BUFSZ);
	global_val = 17;
	SAFE_PIPE(cleanup, pipefd);

	pid = FORK_OR_VFORK();
	if (pid == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (pid == 0)
		do_child(parent);

	SAFE_CLOSE(cleanup, pipefd[1]);
	SAFE_READ(cleanup, 1, pipefd[0], &reported, sizeof(reported));
	SAFE_CLOSE(cleanup, pipefd[0]);
	tst_record_childstatus(cleanup, pid);

	if (reported != pid)
		tst_resm(TFAIL,
			 "fork() returned %d, the child's getpid() is %d", pid,
			 reported);
	else if (global_val != 17 || stack_val != 5 || heap_buf[0] != 'p' ||
		 heap_buf[BUFSZ - 1] != 'p')
		tst_resm(
			TFAIL,
			"child's writes reached the parent: global %d stack %d heap '%c'",
			global_val, stack_val, heap_buf[0]);
	else
		tst_resm(
			TPASS,
			"parent: fork() returned the child's pid and its memory is untouched");
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_fork();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(FORK, DEF_HANDLER, cleanup);

	TEST_PAUSE;

	heap_buf = SAFE_MALLOC(cleanup, BUFSZ);
}

static void cleanup(void)
{
	free(heap_buf);
	heap_buf = NULL;
	if (pipefd[0] != -1)
		close(pipefd[0]);
	if (pipefd[1] != -1)
		close(pipefd[1]);
}
