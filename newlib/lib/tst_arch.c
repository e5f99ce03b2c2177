// SPDX-License-Identifier: GPL-2.0-or-later
/* The architecture this program was built for. */
#include <string.h>

#include "tst_test.h"

#if defined(__x86_64__)
#define ARCH                         \
	{                            \
		"x86_64", TST_X86_64 \
	}
#elif defined(__i386__)
#define ARCH                   \
	{                      \
		"x86", TST_X86 \
	}
#elif defined(__ia64__)
#define ARCH                     \
	{                        \
		"ia64", TST_IA64 \
	}
#elif defined(__powerpc64__)
#define ARCH                       \
	{                          \
		"ppc64", TST_PPC64 \
	}
#elif defined(__powerpc__)
#define ARCH                   \
	{                      \
		"ppc", TST_PPC \
	}
#elif defined(__s390x__)
#define ARCH                       \
	{                          \
		"s390x", TST_S390X \
	}
#elif defined(__s390__)
#define ARCH                     \
	{                        \
		"s390", TST_S390 \
	}
#elif defined(__aarch64__)
#define ARCH                           \
	{                              \
		"aarch64", TST_AARCH64 \
	}
#elif defined(__arm__)
#define ARCH                   \
	{                      \
		"arm", TST_ARM \
	}
#elif defined(__sparc__)
#define ARCH                       \
	{                          \
		"sparc", TST_SPARC \
	}
#elif defined(__riscv) && __riscv_xlen == 64
#define ARCH                           \
	{                              \
		"riscv64", TST_RISCV64 \
	}
#elif defined(__loongarch64)
#define ARCH                                   \
	{                                      \
		"loongarch64", TST_LOONGARCH64 \
	}
#elif defined(__mips__)
#define ARCH                     \
	{                        \
		"mips", TST_MIPS \
	}
#else
#define ARCH                           \
	{                              \
		"unknown", TST_UNKNOWN \
	}
#endif

const struct tst_arch tst_arch = ARCH;

int tst_is_on_arch(const char *const *archlist)
{
	if (!archlist)
		return 1;
	for (; *archlist; archlist++) {
		if (!strcmp(*archlist, tst_arch.name))
			return 1;
	}
	return 0;
}
