/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Kernel samepage merging for the ksm and migrate_pages tests: where ksmd's
 * knobs and counters are, and a wait for ksmd to scan.
 */
#ifndef KSM_HELPER_H
#define KSM_HELPER_H

/* ksmd's sysfs directory, with the slash: PATH_KSM "run" is the knob. */
#define PATH_KSM "/sys/kernel/mm/ksm/"

/*
 * Wait until ksmd has run at least two full scans after the call: merging
 * needs a whole scan after the one that built the unstable tree, and the
 * scan under way when the call comes may have passed some pages already,
 * so the wait lasts until full_scans has grown by three. Polls once a
 * second and says with a TINFO how many seconds it took. ksmd must be
 * running (PATH_KSM "run" 1); the test's timeout ends a wait that does not.
 */
void wait_ksmd_full_scan(void);

#endif /* KSM_HELPER_H */
