// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_rand_data.h: tst_rand_data is tst_rand_data_len bytes whose last one
 * is the only zero byte, the bytes vary (most byte values occur), and a
 * segment written to System V shared memory reads back the same (as
 * shmt03 does). Prints the data's CRC32c so the case can compare two runs.
 */
#include "tst_test.h"
#include "tst_checksum.h"
#include "tst_rand_data.h"
#include "tst_safe_sysv_ipc.h"

static void run(void)
{
	unsigned char seen[256] = { 0 };
	unsigned int values = 0;
	size_t i;
	char *p;
	int id;

	TST_EXP_EXPR(tst_rand_data_len > 4096, "%zu bytes", tst_rand_data_len);
	TST_EXP_EXPR(tst_rand_data[tst_rand_data_len - 1] == 0 &&
			     strlen(tst_rand_data) == tst_rand_data_len - 1,
		     "one zero byte, the last");
	for (i = 0; i < tst_rand_data_len - 1; i++) {
		if (!seen[(unsigned char)tst_rand_data[i]]) {
			seen[(unsigned char)tst_rand_data[i]] = 1;
			values++;
		}
	}
	TST_EXP_EXPR(values >= 250, "%u byte values occur", values);

	id = SAFE_SHMGET(IPC_PRIVATE, 16, IPC_CREAT | 0600);
	p = SAFE_SHMAT(id, NULL, 0);
	memcpy(p, tst_rand_data, 16);
	TST_EXP_EQ_LI(memcmp(SAFE_SHMAT(id, NULL, 0), tst_rand_data, 16), 0);
	SAFE_SHMCTL(id, IPC_RMID, NULL);

	tst_res(TINFO, "crc32c %08x",
		tst_crc32c((uint8_t *)tst_rand_data, tst_rand_data_len));
}

static struct tst_test test = {
	.test_all = run,
};
