// SPDX-License-Identifier: GPL-2.0-or-later
/* Small helpers of the old API: addresses, paths, ports, virtualisation,
 * distribution kernels and the test's data files. */
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/utsname.h>
#include "old_internal.h"

const char *strttype(int ttype)
{
	return tst_strttype(ttype);
}

char *get_high_address(void)
{
	/* Two pages past the break: above the heap, not yet mapped. */
	return (char *)sbrk(0) + 2 * sysconf(_SC_PAGESIZE);
}

unsigned short tst_get_unused_port(void (*cleanup_fn)(void),
				   unsigned short family, int type)
{
	struct sockaddr_storage ss = { .ss_family = family };
	socklen_t len;
	int fd;

	if (family != AF_INET && family != AF_INET6)
		tst_brkm_(OLD_FILE_, __LINE__, TBROK, cleanup_fn,
			  "tst_get_unused_port: unknown family %d", family);
	len = family == AF_INET ? sizeof(struct sockaddr_in) :
				  sizeof(struct sockaddr_in6);

	/* Port 0: the kernel picks a free one, which we give back. */
	fd = safe_socket(OLD_FILE_, __LINE__, cleanup_fn, family, type, 0);
	safe_bind(OLD_FILE_, __LINE__, cleanup_fn, fd, (struct sockaddr *)&ss,
		  len);
	safe_getsockname(OLD_FILE_, __LINE__, cleanup_fn, fd,
			 (struct sockaddr *)&ss, &len);
	close(fd);
	if (family == AF_INET)
		return ((struct sockaddr_in *)&ss)->sin_port;
	return ((struct sockaddr_in6 *)&ss)->sin6_port;
}

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
	tst_brkm_(OLD_FILE_, __LINE__, TBROK, NULL,
		  "tst_is_virt: unknown type %d", virt_type);
}

/* "RHEL6" -> the running kernel's release holds ".el6". */
static int is_dist_kernel(const char *dist, const char *release)
{
	char tag[16];

	if (strncmp(dist, "RHEL", 4))
		return 0;
	snprintf(tag, sizeof(tag), ".el%s", dist + 4);
	return strstr(release, tag) != NULL;
}

int tst_kvercmp2(int r1, int r2, int r3, struct tst_kern_exv *vers)
{
	struct utsname u;

	if (!vers || uname(&u))
		return tst_kvercmp(r1, r2, r3);
	for (; vers->dist_name; vers++) {
		if (is_dist_kernel(vers->dist_name, u.release))
			return tst_kvercmp_str(u.release, vers->extra_ver);
	}
	return tst_kvercmp(r1, r2, r3);
}

const char *tst_dataroot(void)
{
	static char root[PATH_MAX];
	const char *ltproot = getenv("LTPROOT");

	if (ltproot)
		snprintf(root, sizeof(root), "%s/testcases/data/%s", ltproot,
			 old_tcid());
	else
		snprintf(root, sizeof(root), "%s/datafiles", tst_get_startwd());
	return root;
}

static int find_resource(const char *name, char *path, size_t size)
{
	const char *root = getenv("LTPROOT");

	snprintf(path, size, "%s/%s", tst_get_startwd(), name);
	if (access(path, F_OK) == 0)
		return 0;
	if (root) {
		snprintf(path, size, "%s/testcases/data/%s/%s", root,
			 old_tcid(), name);
		if (access(path, F_OK) == 0)
			return 0;
	}
	return -1;
}

void tst_resource_copy(const char *file, const int lineno,
		       void (*cleanup_fn)(void), const char *name,
		       const char *dest)
{
	const char *base = strrchr(name, '/');
	char src[PATH_MAX], dst[PATH_MAX];
	struct stat st;

	if (!tst_tmpdir_created())
		tst_brkm_(file, lineno, TBROK, cleanup_fn,
			  "tst_resource_copy: tst_tmpdir() was not called");
	if (find_resource(name, src, sizeof(src)))
		tst_brkm_(file, lineno, TBROK, cleanup_fn,
			  "tst_resource_copy: resource '%s' not found", name);
	/* No dest: the tmpdir; a directory: the same name in it. */
	if (!dest)
		dest = ".";
	if (stat(dest, &st) == 0 && S_ISDIR(st.st_mode)) {
		snprintf(dst, sizeof(dst), "%s/%s", dest,
			 base ? base + 1 : name);
		dest = dst;
	}
	safe_cp(file, lineno, cleanup_fn, src, dest);
}
