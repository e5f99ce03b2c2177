/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Memory helpers for tests that need the system's free memory used up.
 */
#ifndef TST_MEMUTILS_H
#define TST_MEMUTILS_H

#include <stddef.h>

/*
 * Map anonymous memory, up to maxsize bytes but leaving a safety margin of
 * what MemAvailable reports (the larger of 128 MB, 4096 pages and three
 * times vm.min_free_kbytes), fill every byte with fillchar and unmap it
 * again: the pages freed keep that content and the rest of the system is
 * pushed to swap. Failing to map is TBROK.
 */
void tst_pollute_memory(size_t maxsize, int fillchar);

#endif /* TST_MEMUTILS_H */
