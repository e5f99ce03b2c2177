/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Kernel security states that change what a test may do. */
#ifndef TST_SECURITY_H
#define TST_SECURITY_H

/* 1 when kernel lockdown is on ([integrity] or [confidentiality] in
 * /sys/kernel/security/lockdown, or lockdown= on the command line). */
int tst_lockdown_enabled(void);

/* 1 when UEFI Secure Boot is enabled (its EFI variable), else 0. */
int tst_secureboot_enabled(void);

/* 1 when the kernel runs in FIPS mode (/proc/sys/crypto/fips_enabled). */
int tst_fips_enabled(void);

/* 1 when SELinux is enforcing. */
int tst_selinux_enforcing(void);

/* 1 when the LSM name ("selinux", "apparmor", "smack" ...) is in the
 * kernel's list of active modules (/sys/kernel/security/lsm), else 0;
 * TCONF when the kernel does not publish that list. */
int tst_lsm_enabled(const char *name);

#endif /* TST_SECURITY_H */
