// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The SAFE_* calls on their success path: each returns what the call
 * returns and has the call's effect, checked here through another call.
 */
#include <errno.h>
#include <limits.h>
#include <string.h>
#include <netinet/in.h>
#include <sys/un.h>
#include "tst_test.h"

static void files(void)
{
	struct stat st;
	char buf[64];
	int fd;

	fd = SAFE_OPEN("a", O_RDWR | O_CREAT | O_TRUNC, 0600);
	TST_EXP_EQ_LI(SAFE_WRITE(1, fd, "hello world", 11), 11);
	TST_EXP_EQ_LI(SAFE_LSEEK(fd, 6, SEEK_SET), 6);
	TST_EXP_EQ_LI(SAFE_READ(1, fd, buf, 5), 5);
	TST_EXP_EQ_LI(memcmp(buf, "world", 5), 0);
	TST_EXP_EQ_LI(SAFE_PWRITE(1, fd, "W", 1, 6), 1);
	TST_EXP_EQ_LI(SAFE_PREAD(1, fd, buf, 5, 6), 5);
	TST_EXP_EQ_LI(memcmp(buf, "World", 5), 0);
	SAFE_FTRUNCATE(fd, 5);
	SAFE_FCHMOD(fd, 0640);
	SAFE_FSTAT(fd, &st);
	TST_EXP_EQ_LI(st.st_size, 5);
	TST_EXP_EQ_LI(st.st_mode & 07777, 0640);
	SAFE_FCHOWN(fd, getuid(), getgid());
	SAFE_CLOSE(fd);
	TST_EXP_EQ_LI(fd, -1);

	SAFE_TRUNCATE("a", 2);
	SAFE_CHMOD("a", 0604);
	SAFE_CHOWN("a", getuid(), getgid());
	SAFE_STAT("a", &st);
	TST_EXP_EQ_LI(st.st_size, 2);
	TST_EXP_EQ_LI(st.st_mode & 07777, 0604);

	SAFE_SYMLINK("a", "sym");
	TST_EXP_EQ_LI(SAFE_READLINK("sym", buf, sizeof(buf)), 1);
	TST_EXP_EQ_LI(strcmp(buf, "a"), 0);
	SAFE_LSTAT("sym", &st);
	TST_EXP_EQ_LI(S_ISLNK(st.st_mode), 1);
	SAFE_LINK("a", "hard");
	SAFE_LINKAT(AT_FDCWD, "a", AT_FDCWD, "hard2", 0);
	SAFE_STAT("a", &st);
	TST_EXP_EQ_LI(st.st_nlink, 3);
	SAFE_RENAME("hard2", "hard3");
	SAFE_UNLINK("hard3");
	SAFE_UNLINK("hard");
	SAFE_UNLINK("sym");
	TST_EXP_FAIL(access("hard3", F_OK), ENOENT);

	fd = SAFE_CREAT("c", 0600);
	SAFE_CLOSE(fd);
	SAFE_MKFIFO("fifo", 0600);
	SAFE_STAT("fifo", &st);
	TST_EXP_EQ_LI(S_ISFIFO(st.st_mode), 1);
}

static void dirs(void)
{
	char top[PATH_MAX], sub[PATH_MAX];

	SAFE_GETCWD(top, sizeof(top));
	SAFE_MKDIR("d", 0700);
	SAFE_CHDIR("d");
	SAFE_GETCWD(sub, sizeof(sub));
	TST_EXP_EQ_LI(strlen(sub), strlen(top) + 2);
	SAFE_CHDIR("..");
	SAFE_RMDIR("d");
	TST_EXP_FAIL(access("d", F_OK), ENOENT);
}

static void file_ops(void)
{
	struct timespec times[2] = { { 1000000000, 0 }, { 1200000000, 5 } };
	char word[16];
	struct stat st;
	int a = 0, b = 0;

	SAFE_FILE_PRINTF("v", "%d %s %d\n", 17, "seventeen", -3);
	SAFE_FILE_SCANF("v", "%d %15s %d", &a, word, &b);
	TST_EXP_EQ_LI(a, 17);
	TST_EXP_EQ_LI(strcmp(word, "seventeen"), 0);
	TST_EXP_EQ_LI(b, -3);
	/* Suppressed items and "%%" do not count as items to match. */
	SAFE_FILE_PRINTF("w", "50%% of %d", 8);
	SAFE_FILE_SCANF("w", "%*d%% of %d", &a);
	TST_EXP_EQ_LI(a, 8);
	/* A set is one item; "%n" assigns but is not counted by scanf. */
	SAFE_FILE_PRINTF("w", "key=val 5");
	SAFE_FILE_SCANF("w", "%7[^=]=%7s %d%n", word, word + 8, &a, &b);
	TST_EXP_EQ_LI(strcmp(word, "key") || strcmp(word + 8, "val"), 0);
	TST_EXP_EQ_LI(a * 100 + b, 509);

	SAFE_TOUCH("t", 0612, times);
	SAFE_STAT("t", &st);
	TST_EXP_EQ_LI(st.st_mode & 07777, 0612);
	TST_EXP_EQ_LI(st.st_atime, 1000000000);
	TST_EXP_EQ_LI(st.st_mtime, 1200000000);
	SAFE_TOUCH("t", 0, NULL);
	SAFE_STAT("t", &st);
	TST_EXP_EQ_LI(st.st_mtime > 1200000000, 1);

	SAFE_CP("v", "v2");
	a = b = 0;
	SAFE_FILE_SCANF("v2", "%d %15s %d", &a, word, &b);
	TST_EXP_EQ_LI(a + b, 14);
	/* Into a directory, as cp(1): d/v. */
	SAFE_MKDIR("d", 0700);
	SAFE_CP("v", "d");
	a = b = 0;
	SAFE_FILE_SCANF("d/v", "%d %15s %d", &a, word, &b);
	TST_EXP_EQ_LI(a + b, 14);
}

static void memory(void)
{
	char *p, *s = NULL;
	void *m;

	p = SAFE_MALLOC(100);
	memset(p, 1, 100);
	SAFE_FREE(p);
	TST_EXP_EQ_LI(p == NULL, 1);

	m = SAFE_MEMALIGN(4096, 100);
	TST_EXP_EQ_LI((unsigned long)m % 4096, 0);
	free(m);

	TST_EXP_EQ_LI(SAFE_ASPRINTF(&s, "%d-%s", 5, "x"), 3);
	TST_EXP_EQ_LI(strcmp(s, "5-x"), 0);
	free(s);

	p = SAFE_MMAP(NULL, 8192, PROT_READ | PROT_WRITE,
		      MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	p[8191] = 1;
	SAFE_MUNMAP(p, 8192);
}

static void ids_limits(void)
{
	uid_t r, e, s;
	gid_t gr, ge, gs;
	struct rlimit rl;
	struct rusage ru;

	SAFE_GETRESUID(&r, &e, &s);
	TST_EXP_EQ_LI(e, geteuid());
	SAFE_GETRESGID(&gr, &ge, &gs);
	TST_EXP_EQ_LI(ge, getegid());
	SAFE_SETEUID(geteuid());
	SAFE_SETEGID(getegid());
	SAFE_SETREUID(-1, geteuid());
	SAFE_SETREGID(-1, getegid());
	TST_EXP_EQ_LI(SAFE_GETPWNAM("root")->pw_uid, 0);
	TST_EXP_EQ_LI(SAFE_GETGRNAM("root")->gr_gid, 0);

	SAFE_GETRLIMIT(RLIMIT_NOFILE, &rl);
	rl.rlim_cur = rl.rlim_cur > 64 ? 64 : rl.rlim_cur;
	SAFE_SETRLIMIT(RLIMIT_NOFILE, &rl);
	SAFE_GETRLIMIT(RLIMIT_NOFILE, &rl);
	TST_EXP_EQ_LI(rl.rlim_cur <= 64, 1);
	SAFE_GETRUSAGE(RUSAGE_SELF, &ru);
	TST_EXP_EQ_LI(SAFE_SYSCONF(_SC_PAGESIZE), getpagesize());

	TST_EXP_EQ_LI(SAFE_STRTOL("-42", -100, 100), -42);
	/* As read from /proc: one trailing newline is accepted. */
	TST_EXP_EQ_LI(SAFE_STRTOL("32768\n", 0, 1 << 22), 32768);
	TST_EXP_EQ_LI(SAFE_STRTOUL("18446744073709551615", 0, ULONG_MAX) ==
			      ULONG_MAX,
		      1);
}

static void processes(void)
{
	int status, pfd[2];
	pid_t pid;
	char c;

	SAFE_PIPE(pfd);
	pid = SAFE_FORK();
	if (!pid) {
		SAFE_CLOSE(pfd[1]);
		SAFE_READ(0, pfd[0], &c, 1);
		exit(3);
	}
	SAFE_CLOSE(pfd[0]);
	SAFE_CLOSE(pfd[1]);
	TST_EXP_EQ_LI(SAFE_WAITPID(pid, &status, 0), pid);
	TST_EXP_EQ_LI(WEXITSTATUS(status), 3);

	pid = SAFE_FORK();
	if (!pid) {
		pause();
		exit(0);
	}
	TST_EXP_EQ_LI(SAFE_WAITPID(pid, &status, WNOHANG), 0);
	SAFE_KILL(pid, SIGKILL);
	TST_EXP_EQ_LI(SAFE_WAIT(&status), pid);
	TST_EXP_EQ_LI(WTERMSIG(status), SIGKILL);
}

static void sockets(void)
{
	struct sockaddr_un addr = { .sun_family = AF_UNIX };
	struct sockaddr_un got;
	socklen_t len = sizeof(got);
	int srv, cli, acc, one = 1;
	char buf[4];

	strcpy(addr.sun_path, "sock");
	srv = SAFE_SOCKET(AF_UNIX, SOCK_STREAM, 0);
	SAFE_SETSOCKOPT(srv, SOL_SOCKET, SO_REUSEADDR, &one, sizeof(one));
	SAFE_BIND(srv, (struct sockaddr *)&addr, sizeof(addr));
	SAFE_LISTEN(srv, 1);
	SAFE_GETSOCKNAME(srv, (struct sockaddr *)&got, &len);
	TST_EXP_EQ_LI(strcmp(got.sun_path, "sock"), 0);
	cli = SAFE_SOCKET(AF_UNIX, SOCK_STREAM, 0);
	SAFE_CONNECT(cli, (struct sockaddr *)&addr, sizeof(addr));
	acc = SAFE_ACCEPT(srv, NULL, NULL);
	SAFE_WRITE(1, cli, "ping", 4);
	SAFE_READ(1, acc, buf, 4);
	TST_EXP_EQ_LI(memcmp(buf, "ping", 4), 0);
	SAFE_CLOSE(acc);
	SAFE_CLOSE(cli);
	SAFE_CLOSE(srv);
}

static void *thread_fn(void *arg)
{
	return (char *)arg + 1;
}

static void streams_threads(void)
{
	char text[] = "x";
	pthread_t t;
	void *ret;
	FILE *f;

	f = SAFE_FOPEN("s", "w");
	TST_EXP_EQ_LI(fprintf(f, "abc"), 3);
	SAFE_FCLOSE(f);
	f = SAFE_FOPEN("s", "r");
	TST_EXP_EQ_LI(fgetc(f), 'a');
	SAFE_FCLOSE(f);

	SAFE_PTHREAD_CREATE(&t, NULL, thread_fn, text);
	SAFE_PTHREAD_JOIN(t, &ret);
	TST_EXP_EQ_LI((char *)ret - text, 1);
}

static void run(void)
{
	files();
	dirs();
	file_ops();
	memory();
	ids_limits();
	processes();
	sockets();
	streams_threads();
}

static struct tst_test test = {
	.test_all = run,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
