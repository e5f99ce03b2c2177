// SPDX-License-Identifier: GPL-2.0-or-later
/* Kernel lockdown, Secure Boot, FIPS and SELinux states. */
#include <dirent.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "tst_test.h"

#define LSM_LIST "/sys/kernel/security/lsm"

/* The first line of path, NUL terminated, or "" when unreadable. */
static const char *first_line(const char *path, char *buf, size_t size)
{
	FILE *f = fopen(path, "r");

	buf[0] = 0;
	if (!f)
		return buf;
	if (!fgets(buf, size, f))
		buf[0] = 0;
	fclose(f);
	return buf;
}

int tst_lockdown_enabled(void)
{
	char buf[256];

	first_line("/sys/kernel/security/lockdown", buf, sizeof(buf));
	if (buf[0])
		return !strstr(buf, "[none]");
	/* Without securityfs, the command line is all there is to read. */
	first_line("/proc/cmdline", buf, sizeof(buf));
	return strstr(buf, "lockdown=integrity") ||
	       strstr(buf, "lockdown=confidentiality");
}

int tst_secureboot_enabled(void)
{
	unsigned char data[5];
	struct dirent *de;
	char path[512];
	size_t n = 0;
	FILE *f = NULL;
	DIR *d;

	d = opendir("/sys/firmware/efi/efivars");
	if (!d)
		return 0;
	while (!f && (de = readdir(d))) {
		if (strncmp(de->d_name, "SecureBoot-", 11))
			continue;
		snprintf(path, sizeof(path), "/sys/firmware/efi/efivars/%s",
			 de->d_name);
		f = fopen(path, "rb");
	}
	closedir(d);
	if (!f)
		return 0;
	/* Four bytes of attributes, then the one-byte value. */
	n = fread(data, 1, sizeof(data), f);
	fclose(f);
	return n == sizeof(data) && data[4] == 1;
}

int tst_fips_enabled(void)
{
	char buf[16];

	first_line("/proc/sys/crypto/fips_enabled", buf, sizeof(buf));
	return buf[0] == '1';
}

int tst_selinux_enforcing(void)
{
	char buf[16];

	first_line("/sys/fs/selinux/enforce", buf, sizeof(buf));
	return buf[0] == '1';
}

int tst_lsm_enabled(const char *name)
{
	char buf[4096], *tok, *save;

	if (access(LSM_LIST, F_OK))
		tst_brk(TCONF, "%s is not present: no LSM list", LSM_LIST);
	first_line(LSM_LIST, buf, sizeof(buf));
	buf[strcspn(buf, "\n")] = 0;
	for (tok = strtok_r(buf, ",", &save); tok;
	     tok = strtok_r(NULL, ",", &save)) {
		if (!strcmp(tok, name))
			return 1;
	}
	return 0;
}
