/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Placeholder: the SAFE_* calls are being written (see issue 2). */
#ifndef TST_SAFE_MACROS_H
#define TST_SAFE_MACROS_H
#endif
