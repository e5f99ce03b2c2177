/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Making a filesystem on a device. */
#ifndef TST_MKFS_H
#define TST_MKFS_H

#include "tst_common.h"

/*
 * Make a filesystem: mkfs.<fs_type> [force flag] [fs_opts...] dev
 * [extra_opt] (fs_opts NULL terminated or NULL; extra_opt e.g. a size in
 * blocks, or NULL). TCONF when mkfs.<fs_type> is not installed; TBROK
 * with its exit status and last output lines when it fails.
 */
void tst_mkfs_(const char *file, const int lineno, void (*cleanup_fn)(void),
	       const char *dev, const char *fs_type,
	       const char *const fs_opts[], const char *extra_opt);

#define SAFE_MKFS(dev, fs_type, fs_opts, extra_opt)                      \
	tst_mkfs_(__FILE__, __LINE__, NULL, (dev), (fs_type), (fs_opts), \
		  (extra_opt))

#endif /* TST_MKFS_H */
