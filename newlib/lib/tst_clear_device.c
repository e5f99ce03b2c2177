// SPDX-License-Identifier: GPL-2.0-or-later
/* tst_clear_device(): no old filesystem signature at a device's start. */
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/ioctl.h>
#include <linux/fs.h>
#include <unistd.h>

#include "tst_test.h"
#include "tst_device.h"

#define CLEAR_BYTES (512 * 1024)

int tst_clear_device(const char *dev)
{
	static const char zeros[64 * 1024];
	unsigned long long size = CLEAR_BYTES, dev_bytes;
	int fd, err;

	fd = open(dev, O_WRONLY | O_CLOEXEC);
	if (fd < 0)
		return -1;
	if (!ioctl(fd, BLKGETSIZE64, &dev_bytes) && dev_bytes < size)
		size = dev_bytes;
	while (size) {
		size_t n = size < sizeof(zeros) ? size : sizeof(zeros);
		ssize_t w = write(fd, zeros, n);

		if (w <= 0)
			goto fail;
		size -= w;
	}
	if (fsync(fd))
		goto fail;
	close(fd);
	return 0;
fail:
	err = errno ? errno : EIO;
	close(fd);
	errno = err;
	return -1;
}
