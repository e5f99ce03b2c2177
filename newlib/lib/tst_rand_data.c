// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_rand_data.h: 64 KiB of pseudo-random non-zero bytes and a zero
 * byte, made once before main() from a fixed seed (xorshift32), so every
 * process sees the same bytes.
 */

#include <stdint.h>
#include "tst_rand_data.h"

#define RAND_DATA_BYTES (64 * 1024)

static char rand_data[RAND_DATA_BYTES + 1];

const size_t tst_rand_data_len = sizeof(rand_data);
const char *const tst_rand_data = rand_data;

__attribute__((constructor)) static void rand_data_fill(void)
{
	uint32_t x = 0x1f2e3d4cu;
	size_t i;

	for (i = 0; i < RAND_DATA_BYTES; i++) {
		x ^= x << 13;
		x ^= x >> 17;
		x ^= x << 5;
		/* 1..255: no zero byte before the terminator */
		rand_data[i] = (char)(x % 255 + 1);
	}
	rand_data[RAND_DATA_BYTES] = 0;
}
