// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The requirement fields of struct tst_test, one at a time: the case
 * script names one in $REQ and this program sets it (and nothing else)
 * before the library reads the struct. Each unmet one must be TCONF naming
 * it before setup runs; met ones let the test pass.
 */
#include <stdlib.h>
#include <string.h>
#include "tst_test.h"

static const char *const other_arch[] = { "sparc", "s390x", NULL };
static const char *const no_driver[] = { "no_such_drv", NULL };

static void setup(void)
{
	tst_res(TINFO, "setup ran");
}

static void run(void)
{
	tst_res(TPASS, "the test ran");
}

static struct tst_test test = {
	.setup = setup,
	.test_all = run,
};

/* Set the field $REQ names (the library reads the struct after this). */
static void __attribute__((constructor)) pick(void)
{
	const char *r = getenv("REQ");
	static const char *archs[] = { NULL, NULL };

	if (!r)
		return;
	archs[0] = tst_arch.name;
	if (!strcmp(r, "arch_ok"))
		test.supported_archs = archs;
	else if (!strcmp(r, "arch_other"))
		test.supported_archs = other_arch;
	else if (!strcmp(r, "tconf"))
		test.tconf_msg = "not built here: no libfoo";
	else if (!strcmp(r, "abi_other"))
		test.needs_abi_bits = (int)TST_ABI == 64 ? 32 : 64;
	else if (!strcmp(r, "abi_ok"))
		test.needs_abi_bits = (int)TST_ABI;
	else if (!strcmp(r, "cpus"))
		test.min_cpus = 100000;
	else if (!strcmp(r, "mem"))
		test.min_mem_avail = 1UL << 40;
	else if (!strcmp(r, "swap"))
		test.min_swap_avail = 1UL << 40;
	else if (!strcmp(r, "driver"))
		test.needs_drivers = no_driver;
	else if (!strcmp(r, "compat"))
		test.skip_in_compat = 1;
	else if (!strcmp(r, "lockdown"))
		test.skip_in_lockdown = 1;
}
