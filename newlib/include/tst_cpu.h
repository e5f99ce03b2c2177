/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Cpus and the machine. */
#ifndef TST_CPU_H
#define TST_CPU_H

/* Cpus online, configured, and the most the kernel supports. */
long tst_ncpus(void);
long tst_ncpus_conf(void);
long tst_ncpus_max(void);
/* Cpus this process may run on (its affinity mask). */
long tst_ncpus_available(void);

#define VIRT_ANY 0 /* any hypervisor */
#define VIRT_XEN 1 /* a Xen guest (dom0 or domU) */
#define VIRT_KVM 2 /* a KVM (QEMU) guest */

/* 1 when running in a virtual machine of that type, 0 if not; TBROK for
 * another type. */
int tst_is_virt(int virt_type);

#endif /* TST_CPU_H */
