/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * libswap.h under the name the real suite gave it in 2026 (its test
 * helpers are "tse_" now): swap files for the swapon/swapoff tests.
 */
#ifndef TSE_SWAP_H
#define TSE_SWAP_H

#include "libswap.h"

#endif /* TSE_SWAP_H */
