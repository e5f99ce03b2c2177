// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * What a killed supervisor leaves: its page file, and the directory it had
 * recorded there. A live supervisor holds an exclusive flock() on its page
 * file, so a page whose lock can be taken belongs to a run that is over
 * (however it ended); its directory, if it is still the one that was
 * recorded (same device and inode), is removed, then the page. A sweep
 * takes only pages and directories of its own user: a page planted in
 * /dev/shm by another user cannot make root remove that user's choice.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tst_core.h"
#include "tst_shm.h"

struct sweep {
	int found, failed;
};

static int is_page(int fd)
{
	struct stat st;
	uint32_t magic;

	return !fstat(fd, &st) && S_ISREG(st.st_mode) &&
	       st.st_uid == geteuid() &&
	       st.st_size == TST_SHM_SIZE + sizeof(struct tst_shm_rec) &&
	       pread(fd, &magic, sizeof(magic), 0) == sizeof(magic) &&
	       magic == TST_SHM_MAGIC;
}

/* The directory recorded in the page, if it is still that directory. */
static int recorded_dir(int fd, struct tst_shm_rec *rec)
{
	struct stat st;

	if (pread(fd, rec, sizeof(*rec), TST_SHM_SIZE) != sizeof(*rec) ||
	    rec->magic != TST_SHM_REC_MAGIC)
		return 0;
	rec->dir[sizeof(rec->dir) - 1] = '\0';
	return rec->dir[0] == '/' && !lstat(rec->dir, &st) &&
	       S_ISDIR(st.st_mode) && st.st_uid == geteuid() &&
	       st.st_dev == rec->dev && st.st_ino == rec->ino;
}

static int still_named(int dfd, const char *name, int fd)
{
	struct stat a, b;

	return !fstat(fd, &a) && !fstatat(dfd, name, &b, AT_SYMLINK_NOFOLLOW) &&
	       a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

static void sweep_page(int dfd, const char *where, const char *name,
		       struct sweep *s)
{
	struct tst_shm_rec *rec = malloc(sizeof(*rec));
	int fd, has_dir;

	fd = openat(dfd, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
	if (fd < 0 || !rec)
		goto out;
	/* Taken: the supervisor is alive. */
	if (tst_shm_flock(fd, LOCK_EX | LOCK_NB) || !is_page(fd))
		goto out;
	s->found++;
	has_dir = recorded_dir(fd, rec);
	if (has_dir && tst_core_rmtree(rec->dir)) {
		fprintf(stderr,
			"tst: cannot remove %s left by a killed run: %s\n",
			rec->dir, strerror(errno));
		s->failed++;
		goto out;
	}
	if (still_named(dfd, name, fd))
		unlinkat(dfd, name, 0);
	fprintf(stderr, "tst: removed %s%s%s/%s left by a killed run\n",
		has_dir ? rec->dir : "", has_dir ? " and " : "", where, name);
out:
	if (fd >= 0)
		close(fd);
	free(rec);
}

static void sweep_dir(const char *where, struct sweep *s)
{
	struct dirent *de;
	/* the descriptor kept, not asked of dirfd(): a test's global of
	 * that name would take the library's call */
	int dfd = open(where, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	DIR *d = dfd < 0 ? NULL : fdopendir(dfd);

	if (!d) {
		if (dfd >= 0)
			close(dfd);
		return;
	}
	while ((de = readdir(d))) {
		if (!strncmp(de->d_name, "tst_", 4) &&
		    (de->d_type == DT_REG || de->d_type == DT_UNKNOWN))
			sweep_page(dfd, where, de->d_name, s);
	}
	closedir(d);
}

int tst_core_sweep(int tmpdir_too)
{
	const char *tmp = getenv("TMPDIR");
	struct sweep s = { 0 };

	/* Where tst_core_shm_create() makes pages: $TMPDIR only when it
	 * cannot use /dev/shm, so a run need not read all of /tmp. */
	if (!tmp || tmp[0] != '/')
		tmp = "/tmp";
	sweep_dir("/dev/shm", &s);
	if ((tmpdir_too || access("/dev/shm", W_OK | X_OK)) &&
	    strcmp(tmp, "/dev/shm"))
		sweep_dir(tmp, &s);
	return s.failed ? -1 : s.found;
}
