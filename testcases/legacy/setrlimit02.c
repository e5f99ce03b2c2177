/*
 * RLIMIT_FSIZE: a write that would grow a file past the soft limit is cut
 * short at the limit; one that cannot write a byte fails with EFBIG and
 * raises SIGXFSZ (caught, ignored, or by default killing the process).
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"
#include "proc_helpers.h"

char *TCID = "setrlimit02";
int TST_TOTAL = 4;

#define FSIZE_LIMIT 8192

static struct rlimit orig;
static volatile sig_atomic_t xfsz;
static int fd = -1;
static char buf[512];

static void setup(void);
static void cleanup(void);

static void xfsz_handler(int sig)
{
	(void)sig;
	xfsz++;
}

static void set_limit(void (*cleanup_fn)(void))
{
	struct rlimit rl = { FSIZE_LIMIT, orig.rlim_max };

	SAFE_SETRLIMIT(cleanup_fn, RLIMIT_FSIZE, &rl);
}

static void open_at(void (*cleanup_fn)(void), off_t off)
{
	fd = SAFE_OPEN(cleanup_fn, "file", O_WRONLY | O_CREAT | O_TRUNC, 0644);
	SAFE_LSEEK(cleanup_fn, fd, off, SEEK_SET);
}

static void verify_short_write(void)
{
	xfsz = 0;
	prh_sigaction(cleanup, SIGXFSZ, xfsz_handler, 0);
	set_limit(cleanup);
	open_at(cleanup, FSIZE_LIMIT - 100);

	TEST(write(fd, buf, sizeof(buf)));
	if (TEST_RETURN != 100 || xfsz)
		tst_resm(
			TFAIL | TTERRNO,
			"write across the limit returned %ld (expected 100), %d SIGXFSZ",
			TEST_RETURN, (int)xfsz);
	else
		tst_resm(TPASS, "write across the limit cut to 100 bytes");

	TEST(write(fd, buf, sizeof(buf)));
	if (TEST_RETURN != -1 || TEST_ERRNO != EFBIG || xfsz != 1)
		tst_resm(TFAIL | TTERRNO,
			 "write at the limit returned %ld, %d SIGXFSZ",
			 TEST_RETURN, (int)xfsz);
	else
		tst_resm(TPASS | TTERRNO, "write at the limit raised SIGXFSZ");

	SAFE_CLOSE(cleanup, fd);
	SAFE_SETRLIMIT(cleanup, RLIMIT_FSIZE, &orig);
}

static void verify_ignored(void)
{
	prh_sigaction(cleanup, SIGXFSZ, SIG_IGN, 0);
	set_limit(cleanup);
	open_at(cleanup, FSIZE_LIMIT);

	TEST(write(fd, buf, 1));
	if (TEST_RETURN != -1 || TEST_ERRNO != EFBIG)
		tst_resm(
			TFAIL | TTERRNO,
			"write past the limit with SIGXFSZ ignored returned %ld",
			TEST_RETURN);
	else
		tst_resm(TPASS | TTERRNO, "SIGXFSZ ignored: plain EFBIG");

	SAFE_CLOSE(cleanup, fd);
	SAFE_SETRLIMIT(cleanup, RLIMIT_FSIZE, &orig);
}

static void verify_default(void)
{
	pid_t pid;
	int status;

	pid = FORK_OR_VFORK();
	if (pid == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (pid == 0) {
		signal(SIGXFSZ, SIG_DFL);
		set_limit(NULL);
		open_at(NULL, FSIZE_LIMIT);
		write(fd, buf, 1);
		_exit(0);
	}
	SAFE_WAITPID(cleanup, pid, &status, 0);
	if (!WIFSIGNALED(status) || WTERMSIG(status) != SIGXFSZ)
		tst_resm(TFAIL,
			 "child's status 0x%x, expected death by SIGXFSZ",
			 status);
	else
		tst_resm(TPASS, "default SIGXFSZ action killed the writer");
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_short_write();
		verify_ignored();
		verify_default();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(FORK, DEF_HANDLER, cleanup);

	TEST_PAUSE;

	tst_tmpdir();

	SAFE_GETRLIMIT(cleanup, RLIMIT_FSIZE, &orig);
	if (orig.rlim_cur != RLIM_INFINITY && orig.rlim_cur < 2 * FSIZE_LIMIT)
		tst_brkm(TCONF, cleanup, "RLIMIT_FSIZE %lu is already low",
			 (unsigned long)orig.rlim_cur);
	memset(buf, 'x', sizeof(buf));
}

static void cleanup(void)
{
	if (fd != -1)
		close(fd);
	setrlimit(RLIMIT_FSIZE, &orig);
	tst_rmdir();
}
