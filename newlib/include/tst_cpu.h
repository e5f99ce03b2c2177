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

#endif /* TST_CPU_H */
