/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A virtual input device (a mouse) made through /dev/uinput. */
#ifndef TST_UINPUT_H
#define TST_UINPUT_H

/* Open /dev/uinput (or /dev/input/uinput) to write to; -1 when neither
 * can be opened (no uinput in this kernel). */
int open_uinput(void);

/* Declare relative X/Y moves and the left button on fd: a mouse. Call it
 * before create_input_device(). A failing ioctl() is TBROK. */
void setup_mouse_events(int fd);

/* Create the device declared on fd and wait (up to a few seconds, else
 * TBROK) until the kernel lists it in /proc/bus/input/devices. */
void create_input_device(int fd);

/*
 * A field of the device's entry in /proc/bus/input/devices: 'H' its
 * handlers ("mouse0 event3"), 'S' its sysfs path. A malloc()ed string the
 * caller frees, or NULL when the device or the field is not there.
 */
char *get_input_field_value(char field);

/* Remove the device made on fd and close fd. */
void destroy_input_device(int fd);

#endif /* TST_UINPUT_H */
