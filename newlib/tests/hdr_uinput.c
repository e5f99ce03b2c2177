// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_uinput.h: a virtual mouse, its handlers and sysfs path in
 * /proc/bus/input/devices, gone again after destroy_input_device(). TCONF
 * without uinput.
 */
#include <stdlib.h>
#include <string.h>

#include "tst_test.h"
#include "tst_uinput.h"

static void run(void)
{
	char *handlers, *sysfs;
	int fd = open_uinput();

	if (fd < 0)
		tst_brk(TCONF, "no /dev/uinput here");
	setup_mouse_events(fd);
	create_input_device(fd);
	handlers = get_input_field_value('H');
	sysfs = get_input_field_value('S');
	TST_EXP_EXPR(handlers && strstr(handlers, "event"), "handlers: %s",
		     handlers ? handlers : "none");
	TST_EXP_EXPR(sysfs && !strncmp(sysfs, "/devices/", 9), "sysfs: %s",
		     sysfs ? sysfs : "none");
	free(handlers);
	free(sysfs);
	destroy_input_device(fd);
	handlers = get_input_field_value('H');
	TST_EXP_EXPR(!handlers, "the device is gone");
	free(handlers);
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
};
