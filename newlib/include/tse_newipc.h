/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * libnewipc.h under the name the real suite gave it in 2026 (its test
 * helpers are "tse_" now), with the /proc/sys/kernel paths of the IPC
 * limits (PATH_KERN_SHMMAX ...) that its tests compare against.
 */
#ifndef TSE_NEWIPC_H
#define TSE_NEWIPC_H

#include "libnewipc.h"
#include "tst_path_defs.h"

#endif /* TSE_NEWIPC_H */
