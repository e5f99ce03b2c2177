/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * .hugepages: huge pages reserved in the global pool before the test
 * (/proc/sys/vm/nr_hugepages, set back afterwards). TST_REQUEST takes what
 * the kernel gives (tst_hugepages may be less, even 0); TST_NEEDS is TCONF
 * unless the whole number is free.
 */
#ifndef TST_HUGEPAGE_H
#define TST_HUGEPAGE_H

#include <stddef.h>

#define PATH_HUGEPAGES "/sys/kernel/mm/hugepages/"
#define PATH_NR_HPAGES "/proc/sys/vm/nr_hugepages"
#define PATH_OC_HPAGES "/proc/sys/vm/nr_overcommit_hugepages"

enum tst_hp_policy {
	TST_REQUEST,
	TST_NEEDS,
};

/* .hugepages = {TST_NO_HUGEPAGES}: set the pool to 0 for the test. */
#define TST_NO_HUGEPAGES ((unsigned long)-1)

struct tst_hugepage {
	const unsigned long number;
	enum tst_hp_policy policy;
};

/* Huge pages reserved for the test. */
extern unsigned long tst_hugepages;

/* Reserve per hp; returns the number reserved (also in tst_hugepages). */
unsigned long tst_reserve_hugepages(struct tst_hugepage *hp);

/*
 * The 2021 spelling of the same: reserve hpages as {hpages, TST_REQUEST}
 * (TST_NO_HUGEPAGES empties the pool); returns what tst_hugepages gets.
 * Called from the test, the pool is still set back after it, when the
 * test asked for huge pages (.hugepages or .request_hugepages).
 */
unsigned long tst_request_hugepages(unsigned long hpages);

/* The default huge page size in bytes (0 without huge pages). */
size_t tst_get_hugepage_size(void);

#endif /* TST_HUGEPAGE_H */
