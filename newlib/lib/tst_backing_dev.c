// SPDX-License-Identifier: GPL-2.0-or-later
/* tst_find_backing_dev(): the block device a path's filesystem is on. */
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include "tst_test.h"
#include "tst_device.h"

void(tst_find_backing_dev)(const char *path, char *dev, size_t dev_size)
{
	char uevent[128], line[256];
	struct stat st;
	FILE *f;
	int found = 0;

	SAFE_STAT(path, &st);
	snprintf(uevent, sizeof(uevent), "/sys/dev/block/%u:%u/uevent",
		 major(st.st_dev), minor(st.st_dev));
	f = fopen(uevent, "r");
	if (!f)
		tst_brk(TBROK | TERRNO,
			"no block device backs %s (device %u:%u, %s)", path,
			major(st.st_dev), minor(st.st_dev), uevent);
	while (!found && fgets(line, sizeof(line), f)) {
		if (!strncmp(line, "DEVNAME=", 8)) {
			line[strcspn(line, "\n")] = '\0';
			snprintf(dev, dev_size, "/dev/%s", line + 8);
			found = 1;
		}
	}
	fclose(f);
	if (!found)
		tst_brk(TBROK, "%s names no device", uevent);
	if (access(dev, F_OK))
		tst_brk(TBROK | TERRNO, "the device of %s, %s, is not there",
			path, dev);
}
