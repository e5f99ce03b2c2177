// SPDX-License-Identifier: GPL-2.0-or-later
/* CRC32c, bit by bit (tst_checksum.h). */

#include "tst_checksum.h"

#define CRC32C_POLY_REFLECTED 0x82F63B78u

uint32_t tst_crc32c(uint8_t *buf, size_t buf_len)
{
	uint32_t crc = 0xFFFFFFFFu;
	int bit;

	while (buf_len--) {
		crc ^= *buf++;
		for (bit = 0; bit < 8; bit++)
			crc = (crc >> 1) ^ (CRC32C_POLY_REFLECTED & -(crc & 1));
	}

	return ~crc;
}
