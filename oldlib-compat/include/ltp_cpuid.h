/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The x86 cpuid instruction. */
#ifndef LTP_CPUID_H
#define LTP_CPUID_H

#if defined(__i386__) || defined(__x86_64__)
#include <cpuid.h>
#endif

/*
 * cpuid leaf info: the registers it returns, each stored where the pointer
 * is not NULL. Off x86 nothing is stored.
 */
static inline void cpuid(unsigned int info, unsigned int *eax,
			 unsigned int *ebx, unsigned int *ecx,
			 unsigned int *edx)
{
#if defined(__i386__) || defined(__x86_64__)
	unsigned int a, b, c, d;

	__cpuid(info, a, b, c, d);
	if (eax)
		*eax = a;
	if (ebx)
		*ebx = b;
	if (ecx)
		*ecx = c;
	if (edx)
		*edx = d;
#else
	(void)info;
	(void)eax;
	(void)ebx;
	(void)ecx;
	(void)edx;
#endif
}

#endif /* LTP_CPUID_H */
