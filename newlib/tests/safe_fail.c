// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Each -m MODE makes one SAFE_* call fail. The call must end the test as
 * TBROK naming this file, the line marked "L:MODE", the call, its arguments
 * and errno; the TFAIL after it must never be reached.
 */
#include <errno.h>
#include <string.h>
#include <netinet/in.h>
#include "tst_test.h"

static char *mode;
static int fd = -1;
static pid_t child;

static void fail_open(void)
{
	SAFE_OPEN("nonexistent", O_RDONLY); /* L:open */
}

static void fail_open_creat(void)
{
	SAFE_OPEN("nodir/f", O_WRONLY | O_CREAT, 0644); /* L:open_creat */
}

static void fail_close(void)
{
	fd = SAFE_OPEN("f", O_WRONLY | O_CREAT, 0644);
	SAFE_CLOSE(fd);
	if (fd != -1)
		tst_res(TFAIL, "SAFE_CLOSE left fd %d", fd);
	SAFE_CLOSE(fd); /* L:close */
}

static void fail_read_strict(void)
{
	char buf[10];

	SAFE_FILE_PRINTF("f", "abc");
	fd = SAFE_OPEN("f", O_RDONLY);
	TST_EXP_EQ_LI(SAFE_READ(0, fd, buf, sizeof(buf)), 3);
	SAFE_LSEEK(fd, 0, SEEK_SET);
	SAFE_READ(1, fd, buf, sizeof(buf)); /* L:read_strict */
}

static void fail_write_strict(void)
{
	static char buf[1 << 20];
	int pfd[2];

	/* A non-blocking pipe takes what fits and returns a short count. */
	SAFE_PIPE(pfd);
	fcntl(pfd[1], F_SETFL, O_NONBLOCK);
	SAFE_WRITE(1, pfd[1], buf, sizeof(buf)); /* L:write_strict */
}

static void fail_scanf(void)
{
	int a, b;

	SAFE_FILE_PRINTF("f", "7 x");
	SAFE_FILE_SCANF("f", "%d %d", &a, &b); /* L:scanf */
}

static void fail_scanf_empty(void)
{
	int a;

	SAFE_FILE_PRINTF("f", "%s", "");
	SAFE_FILE_SCANF("f", "%d", &a); /* L:scanf_empty */
}

static void fail_scanf_missing(void)
{
	int a;

	SAFE_FILE_SCANF("missing", "%d", &a); /* L:scanf_missing */
}

static void fail_printf(void)
{
	SAFE_FILE_PRINTF("nodir/f", "%d", 42); /* L:printf */
}

static void warn_file_printf(void)
{
	int a = 0;

	TST_EXP_EQ_LI(FILE_PRINTF("nodir/f", "%d", 42), -1); /* L:file_printf */
	TST_EXP_EQ_LI(FILE_PRINTF("f", "%d\n", 42), 0);
	TST_EXP_EQ_LI(FILE_SCANF("f", "%d", &a), 0);
	TST_EXP_EQ_LI(a, 42);
}

static void fail_strtol(void)
{
	SAFE_STRTOL("12x", 0, 100); /* L:strtol */
}

static void fail_strtol_range(void)
{
	SAFE_STRTOL("101", 0, 100); /* L:strtol_range */
}

static void fail_strtoul_neg(void)
{
	SAFE_STRTOUL("-1", 0, 100); /* L:strtoul_neg */
}

static void fail_getpwnam(void)
{
	SAFE_GETPWNAM("no_such_user_tst"); /* L:getpwnam */
}

static void fail_readlink(void)
{
	char buf[4];

	SAFE_SYMLINK("a_long_target", "link");
	SAFE_READLINK("link", buf, sizeof(buf)); /* L:readlink */
}

static void fail_mmap(void)
{
	SAFE_MMAP(NULL, 4096, PROT_READ, MAP_SHARED, -1, 0); /* L:mmap */
}

static void fail_waitpid(void)
{
	SAFE_WAITPID(-1, NULL, 0); /* L:waitpid */
}

static void fail_bind(void)
{
	struct sockaddr_in addr = { .sin_family = AF_INET };
	socklen_t len = sizeof(addr);
	int s1, s2;

	addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	s1 = SAFE_SOCKET(AF_INET, SOCK_STREAM, 0);
	SAFE_BIND(s1, (struct sockaddr *)&addr, sizeof(addr));
	SAFE_LISTEN(s1, 1);
	SAFE_GETSOCKNAME(s1, (struct sockaddr *)&addr, &len);
	tst_res(TINFO, "port %u", ntohs(addr.sin_port));
	s2 = SAFE_SOCKET(AF_INET, SOCK_STREAM, 0);
	SAFE_BIND(s2, (struct sockaddr *)&addr, sizeof(addr)); /* L:bind */
}

static void fail_setrlimit(void)
{
	struct rlimit rl = { .rlim_cur = 100, .rlim_max = 10 };

	SAFE_SETRLIMIT(RLIMIT_NOFILE, &rl); /* L:setrlimit */
}

static void fail_touch(void)
{
	SAFE_TOUCH("nodir/f", 0644, NULL); /* L:touch */
}

static void fail_pstate(void)
{
	pid_t pid = SAFE_FORK();

	if (!pid)
		exit(0);
	SAFE_WAITPID(pid, NULL, 0);
	TST_PROCESS_STATE_WAIT(pid, 'S', 1000); /* L:pstate */
}

static void fail_pstate_timeout(void)
{
	pid_t pid = SAFE_FORK();

	if (!pid) {
		pause();
		exit(0);
	}
	child = pid;
	/* A timeout is no TBROK: -1 with ETIMEDOUT, the test decides. */
	errno = 0;
	if (TST_PROCESS_STATE_WAIT(pid, 'T', 50) == -1 && errno == ETIMEDOUT)
		tst_brk(TBROK, "-1 ETIMEDOUT"); /* L:pstate_timeout */
}

static const struct {
	const char *name;
	void (*fn)(void);
} modes[] = {
	{ "open", fail_open },
	{ "open_creat", fail_open_creat },
	{ "close", fail_close },
	{ "read_strict", fail_read_strict },
	{ "write_strict", fail_write_strict },
	{ "scanf", fail_scanf },
	{ "scanf_empty", fail_scanf_empty },
	{ "scanf_missing", fail_scanf_missing },
	{ "printf", fail_printf },
	{ "file_printf", warn_file_printf },
	{ "strtol", fail_strtol },
	{ "strtol_range", fail_strtol_range },
	{ "strtoul_neg", fail_strtoul_neg },
	{ "getpwnam", fail_getpwnam },
	{ "readlink", fail_readlink },
	{ "mmap", fail_mmap },
	{ "waitpid", fail_waitpid },
	{ "bind", fail_bind },
	{ "setrlimit", fail_setrlimit },
	{ "touch", fail_touch },
	{ "pstate", fail_pstate },
	{ "pstate_timeout", fail_pstate_timeout },
};

static void cleanup(void)
{
	/* The child of pstate_timeout waits in pause() for this. */
	if (child > 0) {
		kill(child, SIGKILL);
		waitpid(child, NULL, 0);
	}
}

static void run(void)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(modes); i++) {
		if (mode && !strcmp(mode, modes[i].name))
			break;
	}
	if (i == ARRAY_SIZE(modes))
		tst_brk(TCONF, "unknown -m '%s'", mode ? mode : "");

	modes[i].fn();
	if (!strcmp(mode, "file_printf"))
		return;
	tst_res(TFAIL, "the failing call returned");
}

static struct tst_test test = {
	.test_all = run,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
	.forks_child = 1,
	.options =
		(struct tst_option[]){
			{ "m:", &mode, "which call to make fail" },
			{},
		},
};
