// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * What a test needs of the system, checked by the library process before
 * anything is prepared: each unmet requirement is TCONF naming it.
 */
#include <stdio.h>
#include <string.h>

#include "tst_test.h"
#include "tst_internal.h"
#include "tst_kconfig.h"

/* An item of /proc/meminfo in MiB; -1 when it is not there. */
static long meminfo_mb(const char *item)
{
	char line[256], fmt[64];
	long kb = -1;
	FILE *f = fopen("/proc/meminfo", "r");

	if (!f)
		return -1;
	snprintf(fmt, sizeof(fmt), "%s: %%ld", item);
	while (fgets(line, sizeof(line), f)) {
		if (sscanf(line, fmt, &kb) == 1)
			break;
	}
	fclose(f);
	return kb < 0 ? -1 : kb / 1024;
}

static void check_platform(const struct tst_test *t)
{
	if (t->supported_archs && !tst_is_on_arch(t->supported_archs))
		tst_brk(TCONF, "the test does not run on %s", tst_arch.name);
	if (t->needs_cpu_vendor)
		tst_check_cpu_vendor(t->needs_cpu_vendor);
	if (t->skip_in_compat && tst_is_compat_mode())
		tst_brk(TCONF,
			"not for a %d-bit test on a %d-bit kernel "
			"(the compat layer)",
			(int)TST_ABI, tst_kernel_bits());
	if (t->needs_abi_bits && t->needs_abi_bits != (int)TST_ABI)
		tst_brk(TCONF, "the test needs the %d-bit ABI, this is %d-bit",
			t->needs_abi_bits, (int)TST_ABI);
	if (t->skip_in_lockdown && tst_lockdown_enabled())
		tst_brk(TCONF, "the kernel is locked down");
	if (t->skip_in_secureboot && tst_secureboot_enabled())
		tst_brk(TCONF, "Secure Boot is enabled");
}

static void check_resources(const struct tst_test *t)
{
	long mb;

	if (t->min_cpus && (unsigned long)tst_ncpus() < t->min_cpus)
		tst_brk(TCONF, "the test needs %lu cpus online, there are %ld",
			t->min_cpus, tst_ncpus());
	if (t->min_mem_avail) {
		mb = meminfo_mb("MemAvailable");
		if (mb < 0 || (unsigned long)mb < t->min_mem_avail)
			tst_brk(TCONF,
				"the test needs %lu MiB of MemAvailable, "
				"there are %ld",
				t->min_mem_avail, mb);
	}
	if (t->min_swap_avail) {
		mb = meminfo_mb("SwapFree");
		if (mb < 0 || (unsigned long)mb < t->min_swap_avail)
			tst_brk(TCONF,
				"the test needs %lu MiB of free swap, "
				"there are %ld",
				t->min_swap_avail, mb);
	}
}

static void check_kernel(const struct tst_test *t)
{
	const char *const *d;

	if (t->needs_kconfigs && tst_kconfig_check(t->needs_kconfigs))
		tst_brk(TCONF, "the kernel configuration lacks what the test "
			       "needs (see above)");
	for (d = t->needs_drivers; d && *d; d++) {
		if (tst_check_driver(*d))
			tst_brk(TCONF, "the %s driver is not available", *d);
	}
}

void tst_check_reqs(struct tst_test *t)
{
	/* A script speaks to the shared page and is a child to reap. */
	if (t->runs_script) {
		t->forks_child = 1;
		t->child_needs_reinit = 1;
	}
	check_platform(t);
	check_resources(t);
	check_kernel(t);
	if (t->needs_cmds)
		tst_check_cmds(t->needs_cmds);
	if (t->taint_check)
		tst_taint_init(t->taint_check);
}
