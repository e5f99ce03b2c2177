/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Loop device primitives shared by tst_device.c and tst_device_api.c
 * (internal). */
#ifndef TST_LOOP_H
#define TST_LOOP_H

#include <stddef.h>

/* Open /dev/loopN read-write (making its node when udev has not); its
 * path goes to path. fd, or -1 with errno. */
int tst_loop_open_node(int n, char *path, size_t size);

/* A free loop device number, or -1 with the reason in why. */
int tst_loop_free(char *why, size_t size);

/* Record img as the backing file's name in the loop device's status. */
int tst_loop_set_status(int lfd, const char *img);

/* Detach dev, retrying while it is busy. 0, or -1 with errno. */
int tst_loop_detach(const char *dev);

#endif /* TST_LOOP_H */
