// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_enable_oom_protection(), tst_disable_oom_protection(): a process's
 * oom_score_adj set to -1000 (the OOM killer never picks it) or back to 0.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

#include "tst_test.h"
#include "tst_memutils.h"

static void set_oom_score_adj(pid_t pid, int value)
{
	char path[64], buf[16];
	int fd, len, now;

	if (geteuid())
		return;
	if (access("/proc/self/oom_score_adj", F_OK)) {
		tst_res(TINFO, "no /proc/self/oom_score_adj: the OOM scores "
			       "are left as they are");
		return;
	}
	if (pid)
		snprintf(path, sizeof(path), "/proc/%d/oom_score_adj",
			 (int)pid);
	else
		snprintf(path, sizeof(path), "/proc/self/oom_score_adj");
	fd = open(path, O_WRONLY);
	if (fd < 0)
		tst_brk(TBROK | TERRNO, "open('%s')", path);
	len = snprintf(buf, sizeof(buf), "%d", value);
	if (write(fd, buf, len) != len) {
		/* Below the lowest value the process ever had, the kernel
		 * asks for CAP_SYS_RESOURCE, which root may lack. */
		if (errno == EACCES || errno == EPERM) {
			close(fd);
			tst_res(TINFO | TERRNO,
				"%s stays as it is: %d needs "
				"CAP_SYS_RESOURCE",
				path, value);
			return;
		}
		tst_brk(TBROK | TERRNO, "write('%s', %d)", path, value);
	}
	SAFE_CLOSE(fd);
	SAFE_FILE_SCANF(path, "%d", &now);
	if (now != value)
		tst_brk(TBROK, "%s reads %d after %d was written", path, now,
			value);
}

void tst_enable_oom_protection(pid_t pid)
{
	set_oom_score_adj(pid, -1000);
}

void tst_disable_oom_protection(pid_t pid)
{
	set_oom_score_adj(pid, 0);
}
