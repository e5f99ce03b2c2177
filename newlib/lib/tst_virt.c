// SPDX-License-Identifier: GPL-2.0-or-later
/* Whether the test runs in a virtual machine, and of which kind. */
#include <fcntl.h>
#include <string.h>
#include <unistd.h>
#include "tst_cpu.h"
#include "tst_res.h"

static int file_has(const char *path, const char *needle)
{
	char buf[4096];
	ssize_t n;
	int fd = open(path, O_RDONLY);

	if (fd < 0)
		return 0;
	n = read(fd, buf, sizeof(buf) - 1);
	close(fd);
	if (n <= 0)
		return 0;
	buf[n] = '\0';
	return strstr(buf, needle) != NULL;
}

int tst_is_virt(int virt_type)
{
	int xen = access("/proc/xen", F_OK) == 0 ||
		  file_has("/sys/hypervisor/type", "xen");
	int kvm = file_has("/proc/cpuinfo", "QEMU Virtual CPU") ||
		  file_has("/sys/class/dmi/id/sys_vendor", "QEMU") ||
		  file_has("/sys/class/dmi/id/product_name", "KVM");

	switch (virt_type) {
	case VIRT_XEN:
		return xen;
	case VIRT_KVM:
		return kvm;
	case VIRT_ANY:
		return xen || kvm || file_has("/proc/cpuinfo", " hypervisor");
	}
	tst_brk_(__FILE_NAME__, __LINE__, TBROK, "tst_is_virt: unknown type %d",
		 virt_type);
	return 0;
}
