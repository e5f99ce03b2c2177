/*
 * getdents64(2) and readdir(3): listing a directory made by the test
 * returns ".", ".." and each created entry exactly once, with the right
 * d_type where the filesystem reports one, and readdir() agrees. Errors:
 * ENOTDIR for a regular file, EBADF for a closed descriptor, EINVAL for
 * a buffer too small for one entry.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <string.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"

static void cleanup(void);
#define CLEANUP cleanup
#include "linux_syscall_numbers.h"

char *TCID = "getdents01";
int TST_TOTAL = 5;

struct linux_dirent64 {
	uint64_t d_ino;
	int64_t d_off;
	unsigned short d_reclen;
	unsigned char d_type;
	char d_name[];
};

static struct entry {
	const char *name;
	unsigned char type;
	int seen;
} entries[] = {
	{ ".", DT_DIR, 0 },	 { "..", DT_DIR, 0 },
	{ "file_a", DT_REG, 0 }, { "file_b", DT_REG, 0 },
	{ "subdir", DT_DIR, 0 }, { "link", DT_LNK, 0 },
};

#define NENTRIES (sizeof(entries) / sizeof(entries[0]))

static int dir_fd = -1, file_fd = -1;

static void setup(void);

static int note_entry(const char *name, unsigned char type)
{
	unsigned int i;

	for (i = 0; i < NENTRIES; i++) {
		if (strcmp(entries[i].name, name))
			continue;
		entries[i].seen++;
		if (type != DT_UNKNOWN && type != entries[i].type) {
			tst_resm(TINFO, "%s has d_type %d, expected %d", name,
				 type, entries[i].type);
			return -1;
		}
		return 0;
	}
	tst_resm(TINFO, "unexpected entry '%s'", name);
	return -1;
}

static int all_seen_once(const char *how)
{
	unsigned int i;
	int ok = 1;

	for (i = 0; i < NENTRIES; i++) {
		if (entries[i].seen != 1) {
			tst_resm(TINFO, "%s: '%s' seen %d times", how,
				 entries[i].name, entries[i].seen);
			ok = 0;
		}
		entries[i].seen = 0;
	}
	return ok;
}

static void verify_getdents(void)
{
	char buf[4096];
	struct linux_dirent64 *d;
	long n, pos;
	int bad = 0;

	SAFE_LSEEK(cleanup, dir_fd, 0, SEEK_SET);
	while ((n = ltp_syscall(__NR_getdents64, dir_fd, buf, sizeof(buf))) >
	       0) {
		for (pos = 0; pos < n; pos += d->d_reclen) {
			d = (struct linux_dirent64 *)(buf + pos);
			bad |= note_entry(d->d_name, d->d_type);
		}
	}
	if (n == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "getdents64");
	if (all_seen_once("getdents64") && !bad)
		tst_resm(TPASS, "getdents64 listed every entry once");
	else
		tst_resm(TFAIL, "getdents64 listing is wrong");
}

static void verify_readdir(void)
{
	struct dirent *de;
	DIR *dir;
	int bad = 0;

	dir = opendir("dir");
	if (!dir)
		tst_brkm(TBROK | TERRNO, cleanup, "opendir(dir)");
	while ((de = readdir(dir)))
		bad |= note_entry(de->d_name, de->d_type);
	closedir(dir);
	if (all_seen_once("readdir") && !bad)
		tst_resm(TPASS, "readdir listed every entry once");
	else
		tst_resm(TFAIL, "readdir listing is wrong");
}

static void expect_errno(const char *what, int fd, size_t size, int exp)
{
	char buf[4096];

	SAFE_LSEEK(cleanup, dir_fd, 0, SEEK_SET);
	TEST(syscall(__NR_getdents64, fd, buf, size));
	if (TEST_RETURN == -1 && TEST_ERRNO == exp)
		tst_resm(TPASS | TTERRNO, "getdents64 on %s", what);
	else
		tst_resm(TFAIL | TTERRNO, "getdents64 on %s returned %ld", what,
			 TEST_RETURN);
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_getdents();
		verify_readdir();
		expect_errno("a regular file", file_fd, 4096, ENOTDIR);
		expect_errno("a closed fd", -1, 4096, EBADF);
		expect_errno("a 1-byte buffer", dir_fd, 1, EINVAL);
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(NOFORK, DEF_HANDLER, cleanup);

	TEST_PAUSE;

	tst_tmpdir();

	SAFE_MKDIR(cleanup, "dir", 0755);
	SAFE_TOUCH(cleanup, "dir/file_a", 0644, NULL);
	SAFE_TOUCH(cleanup, "dir/file_b", 0644, NULL);
	SAFE_MKDIR(cleanup, "dir/subdir", 0755);
	SAFE_SYMLINK(cleanup, "file_a", "dir/link");
	dir_fd = SAFE_OPEN(cleanup, "dir", O_RDONLY | O_DIRECTORY);
	file_fd = SAFE_OPEN(cleanup, "dir/file_a", O_RDONLY);
}

static void cleanup(void)
{
	if (dir_fd != -1)
		close(dir_fd);
	if (file_fd != -1)
		close(file_fd);
	tst_rmdir();
}
