/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The architecture this program was built for, and .supported_archs. */
#ifndef TST_ARCH_H
#define TST_ARCH_H

enum tst_arch_type {
	TST_UNKNOWN,
	TST_X86,
	TST_X86_64,
	TST_IA64,
	TST_PPC,
	TST_PPC64,
	TST_S390,
	TST_S390X,
	TST_ARM,
	TST_AARCH64,
	TST_SPARC,
	TST_RISCV64,
	TST_LOONGARCH64,
	TST_MIPS,
};

/* name: "x86", "x86_64", "ia64", "ppc", "ppc64", "s390", "s390x", "arm",
 * "aarch64", "sparc", "riscv64", "loongarch64", "mips", "unknown". */
struct tst_arch {
	const char name[16];
	enum tst_arch_type type;
};

extern const struct tst_arch tst_arch;

/* 1 when tst_arch.name is in archlist (NULL terminated); 1 for NULL. */
int tst_is_on_arch(const char *const *archlist);

#endif /* TST_ARCH_H */
