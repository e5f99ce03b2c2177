// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * SAFE_PTSNAME(): the slave of a /dev/ptmx master is a character device
 * that opens; with -n a descriptor that is no master (a regular file) is
 * TBROK.
 */
#include <sys/stat.h>
#include "tst_test.h"

static char *notpty_opt;

static void run(void)
{
	struct stat st;
	char *name;
	int master, slave;

	if (notpty_opt) {
		master = SAFE_OPEN("file", O_CREAT | O_RDWR, 0600);
		SAFE_PTSNAME(master);
		tst_res(TFAIL, "a regular file had a slave name");
		return;
	}

	master = SAFE_OPEN("/dev/ptmx", O_RDWR);
	if (grantpt(master) || unlockpt(master))
		tst_brk(TBROK | TERRNO, "grantpt()/unlockpt()");

	name = SAFE_PTSNAME(master);
	SAFE_STAT(name, &st);
	TST_EXP_EXPR(!strncmp(name, "/dev/pts/", 9) && S_ISCHR(st.st_mode),
		     "%s is a character device", name);
	slave = SAFE_OPEN(name, O_RDWR);
	SAFE_WRITE(SAFE_WRITE_ALL, master, "x\n", 2);
	SAFE_CLOSE(slave);
	SAFE_CLOSE(master);
	tst_res(TPASS, "the slave opens");
}

static struct tst_test test = {
	.test_all = run,
	.needs_tmpdir = 1,
	.options =
		(struct tst_option[]){
			{ "n", &notpty_opt, "Ask the name of a regular file" },
			{},
		},
};
