/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Placeholder: loop devices, mkfs and mounts are being written (issue 2). */
#ifndef TST_DEVICE_H
#define TST_DEVICE_H
#endif
