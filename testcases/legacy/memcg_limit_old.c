/*
 * A process in a memory cgroup limited to 32 MiB touches 128 MiB of
 * anonymous memory: the group's usage never goes above the limit, and the
 * process is either OOM-killed (SIGKILL) or survives by reclaim to swap, in
 * which case the limit was hit (memory.failcnt; "max" in memory.events on
 * cgroup v2).
 */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <time.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"
#include "memcg_helpers.h"

char *TCID = "memcg_limit_old";
int TST_TOTAL = 2;

#define MB (1024ULL * 1024)
#define LIMIT (32 * MB)
#define TOUCH (128 * MB)

static char group[PATH_MAX];

static void setup(void);
static void cleanup(void);

static void toucher(const char *dir)
{
	long page = sysconf(_SC_PAGESIZE);
	char *buf;
	size_t i;

	MEMCG_PRINTF(NULL, dir, "cgroup.procs", "%d", getpid());
	buf = SAFE_MMAP(NULL, NULL, TOUCH, PROT_READ | PROT_WRITE,
			MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	for (i = 0; i < TOUCH; i += page)
		buf[i] = 1;
	exit(0);
}

static unsigned long long wait_sampling(const char *dir, pid_t pid, int *status)
{
	struct timespec ts = { .tv_nsec = 2 * 1000 * 1000 };
	unsigned long long peak = 0, usage;

	while (!SAFE_WAITPID(cleanup, pid, status, WNOHANG)) {
		usage = MEMCG_READ(cleanup, dir, "memory.usage_in_bytes");
		if (usage > peak)
			peak = usage;
		nanosleep(&ts, NULL);
	}
	return peak;
}

static unsigned long long peak_of(const char *dir, unsigned long long peak)
{
	unsigned long long max;

	if (!memcg_has_file(dir, "memory.max_usage_in_bytes"))
		return peak;
	max = MEMCG_READ(cleanup, dir, "memory.max_usage_in_bytes");
	return max > peak ? max : peak;
}

static unsigned long long limit_hits(const char *dir)
{
	if (memcg_mnt.ver == 2)
		return MEMCG_STAT(cleanup, dir, "memory.events", "max");
	return MEMCG_READ(cleanup, dir, "memory.failcnt");
}

static void check_end(const char *dir, int status)
{
	unsigned long long hits = limit_hits(dir);

	if (WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL) {
		tst_resm(TPASS,
			 "the process was OOM-killed (SIGKILL); the "
			 "limit was hit %llu times",
			 hits);
	} else if (WIFEXITED(status) && !WEXITSTATUS(status)) {
		if (hits)
			tst_resm(TPASS,
				 "the process survived by reclaim "
				 "(swap); the limit was hit %llu times",
				 hits);
		else
			tst_resm(TFAIL,
				 "the process touched %llu MiB in a "
				 "%llu MiB group without hitting the "
				 "limit",
				 TOUCH / MB, LIMIT / MB);
	} else {
		tst_resm(TFAIL, "the process ended with status 0x%x", status);
	}
}

static void verify_limit(void)
{
	char dir[PATH_MAX];
	unsigned long long peak;
	int status;
	pid_t pid;

	MEMCG_MKDIR(cleanup, group, "limited", dir);
	MEMCG_PRINTF(cleanup, dir, "memory.limit_in_bytes", "%llu", LIMIT);
	pid = tst_fork();
	if (pid < 0)
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (!pid)
		toucher(dir);
	peak = peak_of(dir, wait_sampling(dir, pid, &status));
	if (peak <= LIMIT)
		tst_resm(TPASS,
			 "usage peaked at %llu B, within the %llu B "
			 "limit",
			 peak, LIMIT);
	else
		tst_resm(TFAIL,
			 "usage peaked at %llu B, above the %llu B "
			 "limit",
			 peak, LIMIT);
	check_end(dir, status);
	MEMCG_RMDIR(cleanup, dir);
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_limit();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	char name[64];

	tst_require_root();

	tst_sig(FORK, DEF_HANDLER, cleanup);

	memcg_mount_find(NULL);

	TEST_PAUSE;

	snprintf(name, sizeof(name), "ltp_limit_old_%d", getpid());
	MEMCG_MKDIR(cleanup, memcg_mnt.path, name, group);
}

static void cleanup(void)
{
	memcg_remove_tree(group);
}
