/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Checksums of packets a test builds by hand. */
#ifndef TST_CHECKSUM_H
#define TST_CHECKSUM_H

#include <stddef.h>
#include <stdint.h>

/*
 * CRC32c (Castagnoli, the polynomial 0x1EDC6F41 reflected) of buf_len bytes
 * at buf, as SCTP and iSCSI carry it: initial value and final XOR
 * 0xFFFFFFFF, so "123456789" gives 0xE3069283. The value is in host order;
 * SCTP puts it on the wire little-endian.
 */
uint32_t tst_crc32c(uint8_t *buf, size_t buf_len);

#endif /* TST_CHECKSUM_H */
