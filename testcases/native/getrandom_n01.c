// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * getrandom(): a request is filled whole (up to 256 bytes it cannot be cut
 * short), two requests differ, a zero-length request returns 0, the bytes
 * are spread evenly over the 256 values (a chi-square bound that a real
 * generator misses with a probability far below 1e-9), GRND_INSECURE
 * works from 5.6 on, and unknown flags and a bad buffer are rejected.
 *
 * Variant 0 goes through the libc wrapper, variant 1 through the raw
 * system call. -s BYTES sets the size of the distribution sample.
 */
#include <errno.h>
#include <string.h>
#include <sys/random.h>
#include "tst_test.h"
#include "native_sys.h"

#ifndef GRND_INSECURE
#define GRND_INSECURE 0x0004
#endif

/* Mean 255, standard deviation about 22.6: 600 is over 15 deviations. */
#define CHI2_LIMIT 600.0

static char *str_size;
static int sample_size = 1 << 16;
static unsigned char *sample;
static void *no_access;

static long get_random(void *buf, size_t len, unsigned int flags)
{
	if (tst_variant)
		return sys_getrandom(buf, len, flags);
	return getrandom(buf, len, flags);
}

static void fill(unsigned char *buf, size_t len, unsigned int flags)
{
	size_t done = 0;
	long ret;

	while (done < len) {
		ret = get_random(buf + done, len - done, flags);
		if (ret == -1 && errno == EINTR)
			continue;
		if (ret == -1 && errno == EAGAIN)
			tst_brk(TCONF, "the entropy pool is not initialised");
		if (ret <= 0)
			tst_brk(TBROK | TERRNO, "getrandom(%zu) returned %ld",
				len - done, ret);
		done += ret;
	}
}

static void check_basic(void)
{
	unsigned char a[256], b[256];

	TST_EXP_VAL(get_random(a, sizeof(a), GRND_NONBLOCK), sizeof(a),
		    "getrandom(256 bytes, GRND_NONBLOCK)");
	TST_EXP_VAL(get_random(b, sizeof(b), 0), sizeof(b),
		    "getrandom(256 bytes)");
	if (!memcmp(a, b, sizeof(a)))
		tst_res(TFAIL, "two 256-byte requests returned the same bytes");
	else
		tst_res(TPASS, "two requests returned different bytes");

	TST_EXP_VAL(get_random(a, 0, 0), 0, "getrandom() of 0 bytes");
	TST_EXP_FAIL(get_random(a, sizeof(a), 0x80), EINVAL,
		     "getrandom() with flag 0x80");
	TST_EXP_FAIL(get_random(no_access, 16, 0), EFAULT,
		     "getrandom() into a PROT_NONE page");

	if (tst_kvercmp(5, 6, 0) < 0) {
		tst_res(TCONF, "GRND_INSECURE needs Linux 5.6");
		return;
	}
	TST_EXP_VAL(get_random(a, 64, GRND_INSECURE), 64,
		    "getrandom(64 bytes, GRND_INSECURE)");
	TST_EXP_FAIL(get_random(a, 64, GRND_INSECURE | GRND_RANDOM), EINVAL,
		     "GRND_INSECURE together with GRND_RANDOM");
}

static void check_distribution(void)
{
	unsigned long count[256] = { 0 };
	double expected = sample_size / 256.0, chi2 = 0;
	int i;

	fill(sample, sample_size, 0);
	for (i = 0; i < sample_size; i++)
		count[sample[i]]++;
	for (i = 0; i < 256; i++)
		chi2 += (count[i] - expected) * (count[i] - expected) /
			expected;

	if (chi2 > CHI2_LIMIT)
		tst_res(TFAIL, "chi-square %.1f over %d bytes (limit %.0f)",
			chi2, sample_size, CHI2_LIMIT);
	else
		tst_res(TPASS, "chi-square %.1f over %d bytes", chi2,
			sample_size);
}

static void run(void)
{
	check_basic();
	check_distribution();
}

static void setup(void)
{
	if (str_size && tst_parse_int(str_size, &sample_size, 4096, 1 << 24))
		tst_brk(TBROK,
			"-s must be a byte count from 4096 to 16777216, "
			"got '%s'",
			str_size);
	sample = SAFE_MALLOC(sample_size);
	no_access = SAFE_MMAP(NULL, getpagesize(), PROT_NONE,
			      MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	tst_res(TINFO, "variant %u: %s", tst_variant,
		tst_variant ? "raw getrandom system call" : "libc getrandom()");
}

static void cleanup(void)
{
	free(sample);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.test_variants = 2,
	.options =
		(struct tst_option[]){
			{ "s:", &str_size,
			  "Bytes sampled for the distribution check" },
			{},
		},
};
