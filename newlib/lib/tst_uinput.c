// SPDX-License-Identifier: GPL-2.0-or-later
/* A virtual mouse through uinput, and its entry in /proc/bus/input. */
#include <fcntl.h>
#include <linux/uinput.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tst_test.h"
#include "tst_uinput.h"

#define DEV_NAME "virtual-device-tst"
#define DEVICES "/proc/bus/input/devices"

int open_uinput(void)
{
	static const char *const paths[] = { "/dev/uinput",
					     "/dev/input/uinput" };
	unsigned int i;
	int fd;

	for (i = 0; i < ARRAY_SIZE(paths); i++) {
		fd = open(paths[i], O_WRONLY | O_NONBLOCK);
		if (fd >= 0) {
			tst_res(TINFO, "found %s", paths[i]);
			return fd;
		}
	}
	return -1;
}

void setup_mouse_events(int fd)
{
	SAFE_IOCTL(fd, UI_SET_EVBIT, EV_KEY);
	SAFE_IOCTL(fd, UI_SET_KEYBIT, BTN_LEFT);
	SAFE_IOCTL(fd, UI_SET_EVBIT, EV_REL);
	SAFE_IOCTL(fd, UI_SET_RELBIT, REL_X);
	SAFE_IOCTL(fd, UI_SET_RELBIT, REL_Y);
}

char *get_input_field_value(char field)
{
	char line[1024], *value = NULL;
	int ours = 0;
	FILE *f = fopen(DEVICES, "r");

	if (!f)
		return NULL;
	while (!value && fgets(line, sizeof(line), f)) {
		line[strcspn(line, "\n")] = '\0';
		if (!line[0])
			ours = 0;
		else if (!strncmp(line, "N: Name=", 8))
			ours = !strcmp(line + 8, "\"" DEV_NAME "\"");
		else if (ours && line[0] == field && line[1] == ':') {
			const char *v = strchr(line, '=');

			value = strdup(v ? v + 1 : line + 3);
		}
	}
	fclose(f);
	return value;
}

void create_input_device(int fd)
{
	struct uinput_user_dev dev;
	char *sysfs;
	int i;

	memset(&dev, 0, sizeof(dev));
	snprintf(dev.name, sizeof(dev.name), "%s", DEV_NAME);
	dev.id.bustype = BUS_USB;
	dev.id.vendor = 0x1;
	dev.id.product = 0x1;
	dev.id.version = 1;
	SAFE_WRITE(SAFE_WRITE_ALL, fd, &dev, sizeof(dev));
	SAFE_IOCTL(fd, UI_DEV_CREATE, NULL);

	for (i = 0; i < 500; i++) {
		sysfs = get_input_field_value('S');
		if (sysfs) {
			free(sysfs);
			return;
		}
		usleep(10000);
	}
	tst_brk(TBROK, "the virtual device is not in %s", DEVICES);
}

void destroy_input_device(int fd)
{
	SAFE_IOCTL(fd, UI_DEV_DESTROY, NULL);
	SAFE_CLOSE(fd);
}
