// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * SAFE_* calls real tests make that no other newlib program made, on their
 * success path, as root: each returns what the call returns and has the
 * call's effect, checked through another call. -m NAME makes one of them
 * fail instead: TBROK at this file's line (the comment L:NAME marks it).
 */
#include <errno.h>
#include <grp.h>
#include <limits.h>
#include <pthread.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/sysinfo.h>
#include <sys/wait.h>
#include <sys/xattr.h>
#include "tst_test.h"
#include "tst_safe_clocks.h"
#include "tst_safe_pthread.h"
#include "tst_safe_stdio.h"

static char *mode;

static int is(const char *m)
{
	return mode && !strcmp(mode, m);
}

static void clocks_and_memory(void)
{
	struct timespec res, req = { .tv_nsec = 1000 };
	long pg = getpagesize();
	unsigned char vec[2];
	char *p;

	SAFE_CLOCK_GETRES(CLOCK_MONOTONIC, &res);
	TST_EXP_EXPR(res.tv_sec == 0 && res.tv_nsec > 0,
		     "CLOCK_MONOTONIC resolution %ld ns", res.tv_nsec);
	SAFE_CLOCK_NANOSLEEP(CLOCK_MONOTONIC, 0, &req, NULL);

	p = SAFE_MMAP(NULL, 2 * pg, PROT_READ | PROT_WRITE,
		      MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	p[0] = 1;
	SAFE_MINCORE(p, 2 * pg, vec);
	TST_EXP_EQ_LI(vec[0] & 1, 1);
	TST_EXP_EQ_LI(SAFE_MSYNC(p, 2 * pg, MS_ASYNC), 0);
	SAFE_MUNMAP(p, 2 * pg);
}

static void files(void)
{
	struct statfs sf;
	struct stat st;
	char val[8];
	int fd;

	SAFE_STATFS(".", &sf);
	TST_EXP_EXPR(sf.f_bsize > 0, "statfs(\".\") has blocks of %ld bytes",
		     (long)sf.f_bsize);

	fd = SAFE_OPEN("f", O_RDWR | O_CREAT, 0600);
	TST_EXP_EQ_LI(SAFE_POSIX_FADVISE(fd, 0, 0, POSIX_FADV_SEQUENTIAL), 0);
	SAFE_SYMLINK("f", "l");
	SAFE_LCHOWN("l", 1, 2);
	SAFE_LSTAT("l", &st);
	TST_EXP_EQ_LI(st.st_uid, 1);
	TST_EXP_EQ_LI(st.st_gid, 2);
	SAFE_STAT("f", &st);
	TST_EXP_EQ_LI(st.st_uid, 0);

	if (setxattr("f", "user.k", "v1", 2, 0) && errno == ENOTSUP) {
		tst_res(TCONF, "no user xattrs here");
	} else {
		TST_EXP_EQ_LI(SAFE_GETXATTR("f", "user.k", val, sizeof(val)),
			      2);
		SAFE_FREMOVEXATTR(fd, "user.k");
		TST_EXP_FAIL(getxattr("f", "user.k", val, sizeof(val)),
			     ENODATA);
	}
	SAFE_CLOSE(fd);

	TST_EXP_EQ_STR(SAFE_BASENAME((char[]){ "/a/b/c" }), "c");
}

static void ids_and_env(void)
{
	gid_t list[2] = { 7, 8 }, got[4];
	struct group *gr;
	struct sysinfo si;
	pid_t pid;
	FILE *f;
	char line[16];

	TST_EXP_EQ_STR(SAFE_GETGRGID(0)->gr_name, "root");
	gr = SAFE_GETGRNAM_FALLBACK("no-such-group-x", "root");
	TST_EXP_EQ_LI(gr->gr_gid, 0);
	if (is("grnam"))
		SAFE_GETGRNAM_FALLBACK("no-such-x", "no-such-y"); /* L:grnam */

	SAFE_SETENV("SAFE_RARE", "1", 1);
	TST_EXP_EQ_STR(getenv("SAFE_RARE"), "1");

	SAFE_SYSINFO(&si);
	TST_EXP_EXPR(si.totalram > 0, "sysinfo() has the RAM");

	SAFE_PRCTL(PR_SET_NAME, "rare", 0, 0, 0);
	SAFE_FILE_SCANF("/proc/self/comm", "%15s", line);
	TST_EXP_EQ_STR(line, "rare");

	f = SAFE_POPEN("echo popen", "r");
	TST_EXP_EXPR(fgets(line, sizeof(line), f) && !strcmp(line, "popen\n"),
		     "SAFE_POPEN() reads the command's output");
	TST_EXP_EQ_LI(pclose(f), 0);

	pid = SAFE_FORK();
	if (!pid) {
		SAFE_SETGROUPS(2, list);
		TST_EXP_EQ_LI(getgroups(4, got), 2);
		TST_EXP_EQ_LI(got[1], 8);
		SAFE_SETPGID(0, 0);
		TST_EXP_EQ_LI(SAFE_GETPGID(0), getpid());
		SAFE_MKDIR("root", 0755);
		SAFE_CHROOT("root");
		TST_EXP_FAIL(access("/proc", F_OK), ENOENT);
		exit(0);
	}
	SAFE_WAITPID(pid, NULL, 0);
}

static void namespaces_and_exec(void)
{
	char *argv[] = { "sh", "-c", "exit 3", NULL };
	int fd, status;
	pid_t pid;

	fd = SAFE_OPEN("/proc/self/ns/uts", O_RDONLY);
	pid = SAFE_FORK();
	if (!pid) {
		SAFE_UNSHARE(CLONE_NEWUTS);
		SAFE_SETNS(fd, CLONE_NEWUTS);
		SAFE_EXECVP("sh", argv);
	}
	SAFE_WAITPID(pid, &status, 0);
	TST_EXP_EXPR(WIFEXITED(status) && WEXITSTATUS(status) == 3,
		     "back in the first namespace, SAFE_EXECVP() ran sh (%s)",
		     tst_strstatus(status));
	SAFE_CLOSE(fd);
}

static pthread_barrier_t barrier;

static void *sleeper(void *arg)
{
	SAFE_PTHREAD_BARRIER_WAIT(&barrier);
	pause();
	return arg;
}

static void threads(void)
{
	pthread_t t;
	void *ret;

	SAFE_PTHREAD_BARRIER_INIT(&barrier, NULL, 2);
	SAFE_PTHREAD_CREATE(&t, NULL, sleeper, NULL);
	SAFE_PTHREAD_BARRIER_WAIT(&barrier);
	SAFE_PTHREAD_CANCEL(t);
	SAFE_PTHREAD_JOIN(t, &ret);
	TST_EXP_EXPR(ret == PTHREAD_CANCELED, "the thread was cancelled");
	SAFE_PTHREAD_BARRIER_DESTROY(&barrier);
}

static void run(void)
{
	clocks_and_memory();
	files();
	ids_and_env();
	namespaces_and_exec();
	threads();
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
	.options =
		(struct tst_option[]){
			{ "m:", &mode, "a call to make fail: grnam" },
			{},
		},
};
