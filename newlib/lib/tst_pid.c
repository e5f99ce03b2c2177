// SPDX-License-Identifier: GPL-2.0-or-later
/* Pids and cpus. */
#include <dirent.h>
#include <errno.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <unistd.h>
#include <sys/syscall.h>
#include <sys/sysinfo.h>
#include "tst_res.h"
#include "tst_pid.h"

#define PID_MAX_PATH "/proc/sys/kernel/pid_max"

static long pid_max(const char *file, int lineno, void (*cleanup_fn)(void))
{
	long max;
	FILE *f = fopen(PID_MAX_PATH, "r");

	if (!f)
		tst_brk_c_(file, lineno, TBROK | TERRNO, cleanup_fn,
			   "cannot open %s", PID_MAX_PATH);
	if (fscanf(f, "%ld", &max) != 1) {
		fclose(f);
		tst_brk_c_(file, lineno, TBROK, cleanup_fn,
			   "cannot read a number from %s", PID_MAX_PATH);
	}
	fclose(f);
	return max;
}

pid_t tst_get_unused_pid_(const char *file, const int lineno,
			  void (*cleanup_fn)(void))
{
	long max = pid_max(file, lineno, cleanup_fn);
	pid_t pid;

	/* From the top down: the kernel hands out low numbers first. */
	for (pid = max - 1; pid > 1; pid--) {
		if (kill(pid, 0) == -1 && errno == ESRCH)
			return pid;
	}
	tst_brk_c_(file, lineno, TBROK, cleanup_fn, "no unused pid below %ld",
		   max);
	return -1;
}

static int count_processes(const char *file, int lineno,
			   void (*cleanup_fn)(void))
{
	DIR *dir = opendir("/proc");
	struct dirent *ent;
	int n = 0;

	if (!dir)
		tst_brk_c_(file, lineno, TBROK | TERRNO, cleanup_fn,
			   "opendir(/proc) failed");
	while ((ent = readdir(dir))) {
		if (ent->d_name[0] >= '1' && ent->d_name[0] <= '9')
			n++;
	}
	closedir(dir);
	return n;
}

int tst_get_free_pids_(const char *file, const int lineno,
		       void (*cleanup_fn)(void))
{
	return pid_max(file, lineno, cleanup_fn) -
	       count_processes(file, lineno, cleanup_fn);
}

long tst_ncpus(void)
{
	return get_nprocs();
}

long tst_ncpus_conf(void)
{
	return get_nprocs_conf();
}

long tst_ncpus_max(void)
{
	long max = sysconf(_SC_NPROCESSORS_CONF);
	FILE *f = fopen("/sys/devices/system/cpu/kernel_max", "r");
	long kmax;

	if (!f)
		return max;
	if (fscanf(f, "%ld", &kmax) == 1 && kmax + 1 > max)
		max = kmax + 1;
	fclose(f);
	return max;
}

long tst_ncpus_available(void)
{
	cpu_set_t set;

	if (sched_getaffinity(0, sizeof(set), &set))
		return tst_ncpus();
	return CPU_COUNT(&set);
}

pid_t tst_getpid(void)
{
	return syscall(SYS_getpid);
}

pid_t tst_gettid(void)
{
	return syscall(SYS_gettid);
}
