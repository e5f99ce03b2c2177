// SPDX-License-Identifier: GPL-2.0-or-later
/* .hugepages: reserving huge pages in the global pool. */
#include <stdio.h>
#include <unistd.h>

#include "tst_test.h"

unsigned long tst_hugepages;

/* An item of /proc/meminfo ("HugePages_Free"); 0 when missing. */
static unsigned long meminfo(const char *item)
{
	char line[256], fmt[64];
	unsigned long v = 0;
	FILE *f = fopen("/proc/meminfo", "r");

	if (!f)
		return 0;
	snprintf(fmt, sizeof(fmt), "%s: %%lu", item);
	while (fgets(line, sizeof(line), f)) {
		if (sscanf(line, fmt, &v) == 1)
			break;
	}
	fclose(f);
	return v;
}

size_t tst_get_hugepage_size(void)
{
	return meminfo("Hugepagesize") * 1024;
}

unsigned long tst_reserve_hugepages(struct tst_hugepage *hp)
{
	unsigned long want = hp->number, in_use, max;
	size_t size = tst_get_hugepage_size();

	if (access(PATH_NR_HPAGES, F_OK) || !size) {
		if (hp->policy == TST_NEEDS && want != TST_NO_HUGEPAGES)
			tst_brk(TCONF, "the kernel has no huge pages");
		tst_hugepages = 0;
		return 0;
	}
	if (want == TST_NO_HUGEPAGES) {
		SAFE_FILE_PRINTF(PATH_NR_HPAGES, "0");
		tst_hugepages = 0;
		return 0;
	}
	/* Pages in use stay; ours come on top, as memory allows. */
	in_use = meminfo("HugePages_Total") - meminfo("HugePages_Free");
	max = meminfo("MemAvailable") * 1024 / size;
	if (hp->policy == TST_REQUEST && want > max)
		want = max;
	if (file_printf(__FILE__, __LINE__, PATH_NR_HPAGES, "%lu",
			in_use + want) &&
	    hp->policy == TST_NEEDS)
		tst_brk(TCONF, "cannot reserve %lu huge pages", want);
	tst_hugepages = meminfo("HugePages_Free");
	if (tst_hugepages > want)
		tst_hugepages = want;
	if (hp->policy == TST_NEEDS && tst_hugepages < hp->number)
		tst_brk(TCONF, "only %lu of the %lu huge pages needed are free",
			tst_hugepages, hp->number);
	tst_res(TINFO, "%lu huge pages reserved", tst_hugepages);
	return tst_hugepages;
}

unsigned long tst_request_hugepages(unsigned long hpages)
{
	struct tst_hugepage hp = { hpages, TST_REQUEST };

	return tst_reserve_hugepages(&hp);
}
