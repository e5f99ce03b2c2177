/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * A fixed block of random-looking bytes tests write, copy or compare
 * without making their own buffer (shared memory, pipes, filling a file
 * system).
 */
#ifndef TST_RAND_DATA_H
#define TST_RAND_DATA_H

#include <stddef.h>

/*
 * The data: tst_rand_data_len bytes, the last one the terminating zero
 * byte; none of the others is zero, so the data is also a C string of
 * tst_rand_data_len - 1 characters. The bytes are the same in every
 * process and every run (a test may compare what a child or an exec()ed
 * helper sees with what it wrote).
 */
extern const size_t tst_rand_data_len;
extern const char *const tst_rand_data;

#endif /* TST_RAND_DATA_H */
