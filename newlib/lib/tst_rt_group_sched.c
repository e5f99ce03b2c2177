// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_check_rt_group_sched_support(): whether RT group scheduling leaves
 * this process a realtime budget.
 */
#include <mntent.h>
#include <stdio.h>
#include <string.h>

#include "tst_test.h"
#include "tst_kconfig.h"
#include "tst_sched.h"
#include "tst_internal.h"

/* Whether the comma separated list has word. */
static int has_word(const char *list, const char *word)
{
	size_t len = strlen(word);
	const char *p;

	for (p = list; (p = strstr(p, word)); p += len) {
		if ((p == list || p[-1] == ',') &&
		    (p[len] == ',' || p[len] == '\0'))
			return 1;
	}
	return 0;
}

/* This process's group in the hierarchy of controllers ctrl ("" for the
 * v2 line) into path; 0 when /proc/self/cgroup has none. */
static int own_group(const char *ctrl, char *path, size_t size)
{
	char line[4096], *ctrls, *grp;
	int found = 0;
	FILE *f = fopen("/proc/self/cgroup", "r");

	if (!f)
		return 0;
	while (!found && fgets(line, sizeof(line), f)) {
		ctrls = strchr(line, ':');
		grp = ctrls ? strchr(ctrls + 1, ':') : NULL;
		if (!grp)
			continue;
		*grp++ = '\0';
		grp[strcspn(grp, "\n")] = '\0';
		ctrls++;
		found = *ctrl ? has_word(ctrls, ctrl) : !*ctrls;
		if (found)
			snprintf(path, size, "%s", grp);
	}
	fclose(f);
	return found;
}

struct dir_buf {
	char *dir;
	size_t size;
};

static int is_cpu_v1_mount(const struct mntent *m, void *data)
{
	struct dir_buf *b = data;

	if (strcmp(m->mnt_type, "cgroup") || !has_word(m->mnt_opts, "cpu"))
		return 0;
	snprintf(b->dir, b->size, "%s", m->mnt_dir);
	return 1;
}

/* Where the v1 hierarchy with the cpu controller is mounted. */
static int cpu_v1_mount(char *dir, size_t size)
{
	struct dir_buf b = { dir, size };

	return tst_mounts_each(is_cpu_v1_mount, &b) > 0;
}

void tst_check_rt_group_sched_support(void)
{
	char grp[PATH_MAX], mnt[PATH_MAX], path[2 * PATH_MAX + 32];
	long runtime;

	if (own_group("cpu", grp, sizeof(grp)) &&
	    cpu_v1_mount(mnt, sizeof(mnt))) {
		/* The file exists only when the kernel groups RT tasks. */
		snprintf(path, sizeof(path), "%s%s/cpu.rt_runtime_us", mnt,
			 grp);
		if (access(path, F_OK))
			return;
		SAFE_FILE_SCANF(path, "%ld", &runtime);
		if (!runtime)
			tst_brk(TCONF,
				"RT group scheduling: no RT runtime in "
				"cpu cgroup %s (cpu.rt_runtime_us is 0)",
				grp);
		return;
	}
	if (own_group("", grp, sizeof(grp)) && strcmp(grp, "/") &&
	    tst_kconfig_get("CONFIG_RT_GROUP_SCHED") == 'y')
		tst_brk(TCONF,
			"RT group scheduling: RT tasks need the root "
			"cgroup, this process is in %s",
			grp);
}
