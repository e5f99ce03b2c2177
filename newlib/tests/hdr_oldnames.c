// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The old suite's helpers as a converted test uses them: the headers
 * newlib keeps under their old names (linux_syscall_numbers.h with
 * ltp_syscall(), ltp_signal.h, rmobj.h, tlibio.h, dataascii.h,
 * random_range.h), and the new API's forms of the old calls
 * (tst_module_exists(), tst_fs_has_free(), tst_fs_fill_hardlinks(),
 * tst_fs_fill_subdirs(), TST_GET_UNUSED_PORT(), tst_is_virt(),
 * tst_get_bad_addr()).
 *
 *   -s  ltp_syscall() of a call this arch never had (TCONF)
 *   -m  tst_module_exists() of a module that is nowhere (TCONF)
 *   -l  tst_module_load() of a file that is no module (TBROK)
 *   -f  fill directories with hard links and subdirectories up to the
 *       filesystem's limit (up to 65535 entries each: slow)
 */
#include <netinet/in.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include "tst_test.h"
#include "tst_module.h"
#include "linux_syscall_numbers.h"
#include "ltp_signal.h"
#include "dataascii.h"
#include "random_range.h"
#include "rmobj.h"
#include "tlibio.h"

#define SIZE 4096

static char *missing_call, *missing_module, *load_bad, *fill;

static void syscalls(void)
{
	sigset_t set;

	TST_EXP_EQ_LI(ltp_syscall(__NR_getpid), getpid());
	TST_EXP_EQ_LI(tst_syscall(__NR_getppid), getppid());
	TST_EXP_EQ_LI(SIGSETSIZE, _NSIG / 8);
	/* The kernel takes its own sigset size, not glibc's. */
	TST_EXP_PASS(ltp_syscall(__NR_rt_sigprocmask, SIG_BLOCK, NULL, &set,
				 SIGSETSIZE));
	if (missing_call)
		ltp_syscall(__LTP__NR_INVALID_SYSCALL);
}

static void modules(void)
{
	char *path = NULL;

	SAFE_FILE_PRINTF("ltp_dummy.ko", "not a module\n");
	tst_module_exists("ltp_dummy.ko", &path);
	TST_EXP_EQ_STR(path, "./ltp_dummy.ko");
	free(path);
	if (missing_module)
		tst_module_exists("ltp_no_such_module.ko", NULL);
	if (load_bad)
		tst_module_load("ltp_dummy.ko", NULL);
}

static void filesystems(void)
{
	const char *proc_flags[] = { "rw", NULL };
	const char *bogus_flags[] = { "rw", "ltp_no_such_flag", NULL };
	int links, subdirs;
	struct stat st;

	TST_EXP_EXPR(tst_fs_has_free(".", 1, TST_KB), "1 KB free in tmpdir");
	TST_EXP_EXPR(!tst_fs_has_free(".", 1U << 31, TST_GB),
		     "no 2^31 GB free in tmpdir");
	SAFE_MKDIR("empty", 0755);
	TST_EXP_EXPR(tst_dir_is_empty("empty", 0), "empty/ is empty");
	TST_EXP_EXPR(!tst_dir_is_empty(".", 1), "the tmpdir is not empty");
	TST_EXP_EXPR(tst_path_has_mnt_flags("/proc", proc_flags),
		     "/proc is mounted rw");
	TST_EXP_EXPR(!tst_path_has_mnt_flags("/proc", bogus_flags),
		     "/proc has no mount option 'ltp_no_such_flag'");
	if (!fill)
		return;
	links = tst_fs_fill_hardlinks("links");
	if (links) {
		SAFE_STAT("links/testfile0", &st);
		TST_EXP_EQ_LU(st.st_nlink, links);
	} else {
		TST_EXP_FAIL(access("links", F_OK), ENOENT,
			     "no link limit: the directory is gone");
	}
	subdirs = tst_fs_fill_subdirs("subdirs");
	if (subdirs) {
		SAFE_STAT("subdirs", &st);
		TST_EXP_EQ_LU(st.st_nlink, subdirs);
	} else {
		TST_EXP_FAIL(access("subdirs", F_OK), ENOENT,
			     "no subdirectory limit: the directory is gone");
	}
}

static void machine(void)
{
	struct sockaddr_in addr = { .sin_family = AF_INET };
	int fd, virt = tst_is_virt(VIRT_ANY);

	addr.sin_port = TST_GET_UNUSED_PORT(AF_INET, SOCK_STREAM);
	TST_EXP_EXPR(addr.sin_port != 0, "unused port %d",
		     ntohs(addr.sin_port));
	fd = SAFE_SOCKET(AF_INET, SOCK_STREAM, 0);
	TST_EXP_PASS(bind(fd, (struct sockaddr *)&addr, sizeof(addr)));
	SAFE_CLOSE(fd);
	TST_EXP_EXPR(virt == 0 || virt == 1, "tst_is_virt(VIRT_ANY) = %d",
		     virt);
	TST_EXP_EXPR(tst_is_virt(VIRT_KVM) <= virt &&
			     tst_is_virt(VIRT_XEN) <= virt,
		     "a KVM or Xen guest is a virtual machine");
	TST_EXP_FAIL(access(tst_get_bad_addr(NULL), F_OK), EFAULT,
		     "access(tst_get_bad_addr())");
}

static void libltp(void)
{
	char out[SIZE], in[SIZE], *err = NULL;
	int fd;

	dataasciigen(NULL, out, SIZE, 0);
	fd = SAFE_OPEN("lio", O_RDWR | O_CREAT | O_TRUNC, 0644);
	TST_EXP_EQ_LI(lio_write_buffer(fd, LIO_IO_SYNC, out, SIZE, 0, &err, 0),
		      SIZE);
	SAFE_LSEEK(fd, 0, SEEK_SET);
	TST_EXP_EQ_LI(lio_read_buffer(fd, LIO_IO_SYNC, in, SIZE, 0, &err, 0),
		      SIZE);
	SAFE_CLOSE(fd);
	TST_EXP_EQ_LI(dataasciichk(NULL, in, SIZE, 0, &err), -1);
	in[7] ^= 1;
	TST_EXP_EQ_LI(dataasciichk(NULL, in, SIZE, 0, &err), 7);
	TST_EXP_EXPR(random_range(10, 20, 5, NULL) % 5 == 0,
		     "random_range() keeps to its multiple");

	SAFE_MKDIR("tree", 0755);
	SAFE_MKDIR("tree/sub", 0755);
	SAFE_SYMLINK("/", "tree/sub/root");
	TST_EXP_PASS(rmobj("tree", &err));
	TST_EXP_FAIL(access("tree", F_OK), ENOENT, "rmobj() removed the tree");
	TST_EXP_EQ_LI(rmobj("tree", &err), -1);
}

static void run(void)
{
	syscalls();
	modules();
	filesystems();
	machine();
	libltp();
}

static struct tst_test test = {
	.test_all = run,
	.needs_tmpdir = 1,
	.options =
		(struct tst_option[]){
			{ "s", &missing_call,
			  "ltp_syscall() of a missing call" },
			{ "m", &missing_module, "a module that is nowhere" },
			{ "l", &load_bad, "insmod a file that is no module" },
			{ "f", &fill,
			  "fill directories up to the link limits" },
			{} },
};
