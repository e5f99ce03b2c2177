// SPDX-License-Identifier: GPL-2.0-or-later
/* Kernel version strings: parsing, comparing, and the running kernel. */
#include <sys/utsname.h>
#include "tst_test.h"

static const struct {
	const char *str;
	int ok, v1, v2, v3;
} parses[] = {
	{ "4.19.0", 1, 4, 19, 0 },
	{ "4.19.0-rc1", 1, 4, 19, 0 },
	{ "2.6.32.71", 1, 2, 6, 32 },
	{ "3.10.0-327.el7.x86_64", 1, 3, 10, 0 },
	{ "4.4.0-fc-v1147", 1, 4, 4, 0 },
	{ "4.9", 1, 4, 9, 0 },
	{ "4.9-rc5+", 1, 4, 9, 0 },
	{ "5", 1, 5, 0, 0 },
	{ "6.1.0+", 1, 6, 1, 0 },
	{ "", 0, 0, 0, 0 },
	{ "abc", 0, 0, 0, 0 },
	{ "4.", 0, 0, 0, 0 },
	{ "4..1", 0, 0, 0, 0 },
	{ "4.x", 0, 0, 0, 0 },
	{ "4.19x", 0, 0, 0, 0 },
	{ "-4.1", 0, 0, 0, 0 },
	{ " 4.1", 0, 0, 0, 0 },
	{ "99999999999.1.1", 0, 0, 0, 0 },
};

static const struct {
	const char *a, *b;
	int cmp;
} cmps[] = {
	{ "4.19.0", "4.19", 0 },
	{ "4.19.0-rc1", "4.19.0", 0 },
	{ "4.19.1", "4.19.0", 1 },
	{ "4.9.0", "4.19.0", -1 },
	{ "5.0", "4.99.99", 1 },
	{ "2.6.32.71", "2.6.33", -1 },
	{ "3.10.0-327.el7.x86_64", "3.10", 0 },
	{ "4.x", "4.0", -2 },
	{ "4.0", "", -2 },
};

/* a table as the old tests passed tst_kvercmp2() (inotify04's) */
static struct tst_kern_exv rhel[] = {
	{ "RHEL5", "2.6.18-132" },
	{ NULL, NULL },
};

static void check_parse(unsigned int i)
{
	int v1 = -1, v2 = -1, v3 = -1, ret;

	ret = tst_parse_kver(parses[i].str, &v1, &v2, &v3);
	if (!parses[i].ok) {
		tst_res(ret == -1 ? TPASS : TFAIL,
			"tst_parse_kver(\"%s\") = %d (-1 expected)",
			parses[i].str, ret);
		return;
	}
	if (ret || v1 != parses[i].v1 || v2 != parses[i].v2 ||
	    v3 != parses[i].v3) {
		tst_res(TFAIL, "tst_parse_kver(\"%s\") = %d: %d.%d.%d",
			parses[i].str, ret, v1, v2, v3);
		return;
	}
	tst_res(TPASS, "tst_parse_kver(\"%s\") = %d.%d.%d", parses[i].str, v1,
		v2, v3);
}

static void check_running(void)
{
	struct utsname u;
	int v[3];

	uname(&u);
	if (tst_parse_kver(u.release, &v[0], &v[1], &v[2]))
		tst_brk(TFAIL, "cannot parse the running '%s'", u.release);

	TST_EXP_EQ_LI(tst_kvercmp(v[0], v[1], v[2]), 0);
	TST_EXP_EQ_LI(tst_kvercmp(v[0], v[1], v[2] + 1), -1);
	TST_EXP_EQ_LI(tst_kvercmp(v[0], v[1] + 1, 0), -1);
	TST_EXP_EQ_LI(tst_kvercmp(v[0] - 1, 99, 99), 1);
	TST_EXP_EQ_LI(tst_kvercmp(2, 6, 0), 1);
	TST_EXP_EQ_LI(tst_kvercmp_str(u.release, "2.6"), 1);

	/* a kernel of no distribution listed compares as tst_kvercmp() */
	TST_EXP_EQ_LI(tst_kvercmp2(v[0], v[1], v[2] + 1, rhel), -1);
	TST_EXP_EQ_LI(tst_kvercmp2(2, 6, 0, NULL), 1);
}

static void run(void)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(parses); i++)
		check_parse(i);

	for (i = 0; i < ARRAY_SIZE(cmps); i++) {
		int ret = tst_kvercmp_str(cmps[i].a, cmps[i].b);

		tst_res(ret == cmps[i].cmp ? TPASS : TFAIL,
			"tst_kvercmp_str(\"%s\", \"%s\") = %d (%d expected)",
			cmps[i].a, cmps[i].b, ret, cmps[i].cmp);
	}

	check_running();
}

static struct tst_test test = {
	.test_all = run,
};
