/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The scheduler calls two ways, for .test_variants: through libc and
 * through the raw system calls (which take the kernel's struct
 * sched_param, not libc's).
 *
 *	struct sched_variant *tv = &sched_variants[tst_variant];
 *	.test_variants = ARRAY_SIZE(sched_variants),
 */
#ifndef TST_SCHED_H
#define TST_SCHED_H

#include <sched.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "tst_common.h"

struct sched_variant {
	char *desc;
	int (*sched_setparam)(pid_t pid, const struct sched_param *param);
	int (*sched_getparam)(pid_t pid, struct sched_param *param);
	int (*sched_setscheduler)(pid_t pid, int policy,
				  const struct sched_param *param);
	int (*sched_getscheduler)(pid_t pid);
};

static inline int sys_sched_setparam(pid_t pid, const struct sched_param *param)
{
	return syscall(SYS_sched_setparam, pid, param);
}

static inline int sys_sched_getparam(pid_t pid, struct sched_param *param)
{
	return syscall(SYS_sched_getparam, pid, param);
}

static inline int sys_sched_setscheduler(pid_t pid, int policy,
					 const struct sched_param *param)
{
	return syscall(SYS_sched_setscheduler, pid, policy, param);
}

static inline int sys_sched_getscheduler(pid_t pid)
{
	return syscall(SYS_sched_getscheduler, pid);
}

/*
 * TCONF when a realtime policy cannot be had here: the kernel groups RT
 * tasks (CONFIG_RT_GROUP_SCHED) and this process's cpu cgroup has no RT
 * runtime (v1: cpu.rt_runtime_us is 0; v2: it is not the root group, where
 * the cpu controller keeps RT tasks). Returns when SCHED_FIFO/RR can work.
 */
void tst_check_rt_group_sched_support(void);

static struct sched_variant sched_variants[] TST_UNUSED = {
	{ .desc = "libc",
	  .sched_setparam = sched_setparam,
	  .sched_getparam = sched_getparam,
	  .sched_setscheduler = sched_setscheduler,
	  .sched_getscheduler = sched_getscheduler },
	{ .desc = "syscall",
	  .sched_setparam = sys_sched_setparam,
	  .sched_getparam = sys_sched_getparam,
	  .sched_setscheduler = sys_sched_setscheduler,
	  .sched_getscheduler = sys_sched_getscheduler },
};

#endif /* TST_SCHED_H */
