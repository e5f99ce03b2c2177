// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * More of tst_safe_macros.h on their success path, as tests use them:
 * descriptors, directories, signals, memory locking, priorities, sessions,
 * namespaces, exec, SAFE_WRITE(SAFE_WRITE_RETRY/ANY), ioctl, extended
 * attributes and a traced child. -m MODE runs one
 * failing call: TBROK (or TCONF) at the caller's line.
 */
#include <dirent.h>
#include <sched.h>
#include <signal.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/ptrace.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <sys/xattr.h>
#include "tst_test.h"

static char *mode;
static volatile sig_atomic_t got;

static void handler(int sig)
{
	got = sig;
}

static void files(void)
{
	int fds[2], fd, n = 0, avail = 0;
	char link_buf[16];
	struct dirent *de;
	DIR *d;

	SAFE_PIPE2(fds, O_CLOEXEC);
	TST_EXP_EXPR(SAFE_FCNTL(fds[0], F_GETFD) & FD_CLOEXEC,
		     "SAFE_PIPE2(O_CLOEXEC)");
	SAFE_FCNTL(fds[0], F_SETFL, O_NONBLOCK);
	TST_EXP_EXPR(SAFE_FCNTL(fds[0], F_GETFL) & O_NONBLOCK,
		     "SAFE_FCNTL(F_SETFL, O_NONBLOCK)");
	fd = SAFE_DUP(fds[1]);
	SAFE_DUP2(fd, 100);
	TST_EXP_EQ_LI(SAFE_WRITE(SAFE_WRITE_RETRY, 100, "retry", 5), 5);
	TST_EXP_EQ_LI(SAFE_WRITE(SAFE_WRITE_ANY, fd, "any", 3), 3);
	SAFE_IOCTL(fds[0], FIONREAD, &avail);
	TST_EXP_EQ_LI(avail, 8);
	SAFE_CLOSE(fd);
	SAFE_MKNOD("fifo", S_IFIFO | 0600, 0);
	SAFE_ACCESS("fifo", R_OK | W_OK);
	fd = SAFE_OPEN("file", O_CREAT | O_WRONLY, 0600);
	SAFE_FSYNC(fd);
	SAFE_CLOSE(fd);
	fd = SAFE_OPEN(".", O_DIRECTORY);
	SAFE_SYMLINKAT("file", fd, "link");
	SAFE_CLOSE(fd);
	TST_EXP_EQ_LI(SAFE_READLINK("link", link_buf, sizeof(link_buf)), 4);
	SAFE_UNLINK("link");
	d = SAFE_OPENDIR(".");
	while ((de = SAFE_READDIR(d)))
		n++;
	SAFE_CLOSEDIR(d);
	TST_EXP_EQ_LI(n, 4);
	SAFE_CLOSE(fds[0]);
	SAFE_CLOSE(fds[1]);
	fd = 100;
	SAFE_CLOSE(fd);
}

static void xattrs(void)
{
	char val[8] = { 0 };
	int fd = SAFE_OPEN("xattr", O_CREAT | O_RDWR, 0600);

	SAFE_SETXATTR("xattr", "trusted.tst_path", "p", 1, XATTR_CREATE);
	SAFE_FSETXATTR(fd, "trusted.tst_fd", "f", 1, XATTR_CREATE);
	TST_EXP_EQ_LI(fgetxattr(fd, "trusted.tst_path", val, 1), 1);
	TST_EXP_EQ_LI(getxattr("xattr", "trusted.tst_fd", val + 1, 1), 1);
	TST_EXP_EQ_STR(val, "pf");
	SAFE_CLOSE(fd);
}

static void signals(void)
{
	struct sigaction sa = { .sa_handler = handler };
	sigset_t set, old;

	SAFE_SIGNAL(SIGUSR1, handler);
	SAFE_KILL(getpid(), SIGUSR1);
	TST_EXP_EQ_LI(got, SIGUSR1);
	SAFE_SIGACTION(SIGUSR2, &sa, NULL);
	SAFE_SIGEMPTYSET(&set);
	SAFE_SIGADDSET(&set, SIGUSR2);
	SAFE_SIGPROCMASK(SIG_BLOCK, &set, &old);
	SAFE_KILL(getpid(), SIGUSR2);
	TST_EXP_EQ_LI(got, SIGUSR1);
	SAFE_SIGPROCMASK(SIG_SETMASK, &old, NULL);
	TST_EXP_EQ_LI(got, SIGUSR2);
	SAFE_SIGNAL(SIGUSR1, SIG_DFL);
}

static void memory(void)
{
	size_t page = getpagesize();
	char *p = SAFE_MMAP(NULL, page, PROT_READ | PROT_WRITE,
			    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	SAFE_MLOCK(p, page);
	SAFE_MUNLOCK(p, page);
	SAFE_MPROTECT(p, page, PROT_READ);
	SAFE_MUNMAP(p, page);
	TST_EXP_EQ_LI(SAFE_GETPRIORITY(PRIO_PROCESS, 0),
		      getpriority(PRIO_PROCESS, 0));
}

static void processes(void)
{
	int status;

	if (!SAFE_FORK()) {
		TST_EXP_EQ_LI(SAFE_SETSID(), getpid());
		SAFE_UNSHARE(CLONE_NEWUTS);
		SAFE_EXECLP("true", "true", NULL);
	}
	SAFE_WAITPID(-1, &status, 0);
	TST_EXP_EXPR(WIFEXITED(status) && !WEXITSTATUS(status),
		     "the child exec()ed true: %s", tst_strstatus(status));
}

static void tracing(void)
{
	static long word = 0x5a5a;
	pid_t pid = SAFE_FORK();
	int status;

	if (!pid) {
		SAFE_PTRACE(PTRACE_TRACEME, 0, 0, 0);
		raise(SIGSTOP);
		exit(0);
	}
	SAFE_WAITPID(pid, &status, 0);
	TST_EXP_EXPR(WIFSTOPPED(status) && WSTOPSIG(status) == SIGSTOP,
		     "the tracee stopped");
	TST_EXP_EQ_LI(SAFE_PTRACE(PTRACE_PEEKDATA, pid, &word, 0), 0x5a5a);
	SAFE_PTRACE(PTRACE_CONT, pid, 0, 0);
	SAFE_WAITPID(pid, &status, 0);
	TST_EXP_EXPR(WIFEXITED(status) && !WEXITSTATUS(status),
		     "the tracee went on and %s", tst_strstatus(status));
}

static void failing(void)
{
	if (!strcmp(mode, "fcntl"))
		SAFE_FCNTL(-1, F_GETFD); /* L:fcntl */
	if (!strcmp(mode, "unshare"))
		SAFE_UNSHARE(CLONE_PIDFD); /* L:unshare */
	if (!strcmp(mode, "exec"))
		SAFE_EXECLP("/no/such/prog", "x", NULL); /* L:exec */
	if (!strcmp(mode, "readdir"))
		SAFE_OPENDIR("/no/such/dir"); /* L:readdir */
}

static void run(void)
{
	if (mode)
		failing();
	files();
	xattrs();
	signals();
	memory();
	processes();
	tracing();
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
	.options =
		(struct tst_option[]){
			{ "m:", &mode,
			  "fcntl | unshare | exec | readdir: fail" },
			{} },
};
