// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The shared page: made once by the supervisor, inherited by fork() and
 * found again by exec()ed helpers through TST_IPC_ENV.
 *
 * The supervisor holds an exclusive flock() on the page file for as long
 * as it lives (the lock goes with it, however it dies), which is how a
 * sweep tells a killed run's page from a live one.
 */
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include "tst_core.h"
#include "tst_shm.h"

struct tst_shm *tst_shm;
static char shm_path[256];
static int lock_fd = -1;
static pid_t creator;

int64_t tst_now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

/* The test's id as a file name's part: an old test's TCID may hold a
 * '/' ("aio02/aio_tio"), which would name a directory that is not there. */
static void name_part(char *buf, size_t sz, const char *tcid)
{
	size_t i;

	for (i = 0; i + 1 < sz && tcid[i]; i++)
		buf[i] = isalnum((unsigned char)tcid[i]) || tcid[i] == '-' ||
					 tcid[i] == '.' ?
				 tcid[i] :
				 '_';
	buf[i] = '\0';
}

static int shm_open_exclusive(const char *dir, const char *tcid)
{
	char name[33];
	int fd;

	name_part(name, sizeof(name), tcid ? tcid : "test");
	snprintf(shm_path, sizeof(shm_path), "%s/tst_%s_XXXXXX", dir, name);
	/* mkostemp() creates with O_EXCL and mode 0600. */
	fd = mkostemp(shm_path, O_CLOEXEC);
	if (fd < 0)
		shm_path[0] = '\0';
	return fd;
}

int tst_shm_flock(int fd, int op)
{
	return syscall(SYS_flock, fd, op);
}

static void shm_fail(const char *what)
{
	fprintf(stderr, "tst: cannot create the shared results page: %s: %s\n",
		what, strerror(errno));
	exit(TBROK);
}

void tst_core_shm_create(const char *tcid)
{
	const char *tmp = getenv("TMPDIR");
	void *p;
	int fd;

	fd = shm_open_exclusive("/dev/shm", tcid);
	if (fd < 0)
		fd = shm_open_exclusive(tmp && tmp[0] ? tmp : "/tmp", tcid);
	if (fd < 0)
		shm_fail("mkostemp() in /dev/shm and $TMPDIR");
	/* Before anything else: a sweep must not take a live page. */
	if (tst_shm_flock(fd, LOCK_EX))
		shm_fail(shm_path);
	if (ftruncate(fd, TST_SHM_SIZE + sizeof(struct tst_shm_rec)))
		shm_fail(shm_path);
	p = mmap(NULL, TST_SHM_SIZE, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
	if (p == MAP_FAILED)
		shm_fail(shm_path);
	lock_fd = fd;
	creator = getpid();
	tst_shm = p;
	tst_shm->magic = TST_SHM_MAGIC;
	tst_shm->heartbeat_ns = tst_now_ns();
	setenv(TST_IPC_ENV, shm_path, 1);
}

int tst_shm_is_creator(void)
{
	return tst_shm && creator == getpid();
}

void tst_shm_record_dir(const char *dir)
{
	struct tst_shm_rec rec = { .magic = TST_SHM_REC_MAGIC };
	struct stat st;

	if (!tst_shm_is_creator() || lock_fd < 0 || lstat(dir, &st) ||
	    strlen(dir) >= sizeof(rec.dir))
		return;
	rec.dev = st.st_dev;
	rec.ino = st.st_ino;
	strcpy(rec.dir, dir);
	if (pwrite(lock_fd, &rec, sizeof(rec), TST_SHM_SIZE) != sizeof(rec))
		fprintf(stderr, "tst: cannot record %s in %s: %s\n", dir,
			shm_path, strerror(errno));
}

void tst_shm_drop_lock(void)
{
	/* The descriptor is shared with the supervisor's: closing this copy
	 * leaves the supervisor's lock in place, and the test's descriptors
	 * start where they would without the library (some tests count on
	 * that). */
	if (lock_fd >= 0)
		close(lock_fd);
	lock_fd = -1;
}

void tst_shm_share_fd(void)
{
	int fd;

	if (!shm_path[0])
		return;
	/* A description of its own: the supervisor's carries its lock. The
	 * copy is left open, without FD_CLOEXEC, for exec()ed programs. */
	fd = open(shm_path, O_RDWR);
	if (fd < 0)
		return;
	if (fcntl(fd, F_DUPFD, TST_SHM_SHARED_FD_MIN) < 0)
		fprintf(stderr, "tst: cannot keep the shared page open: %s\n",
			strerror(errno));
	close(fd);
}

/* A descriptor of path this process inherited (tst_shm_share_fd()), as a
 * close-on-exec copy: a program that changed its uid before exec() cannot
 * open the private page by its path. */
static int inherited_fd(const char *path)
{
	struct stat want, st;
	struct dirent *e;
	int fd, dfd, copy = -1;
	DIR *d;

	if (stat(path, &want))
		return -1;
	/* the descriptor kept, not asked of dirfd(): a test's global of
	 * that name would take the library's call (tst_sweep.c too) */
	dfd = open("/proc/self/fd", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	d = dfd < 0 ? NULL : fdopendir(dfd);
	if (!d) {
		if (dfd >= 0)
			close(dfd);
		return -1;
	}
	while (copy < 0 && (e = readdir(d))) {
		if (!isdigit((unsigned char)e->d_name[0]))
			continue;
		fd = atoi(e->d_name);
		if (fd == dfd || fstat(fd, &st) || st.st_dev != want.st_dev ||
		    st.st_ino != want.st_ino ||
		    (fcntl(fd, F_GETFL) & O_ACCMODE) != O_RDWR)
			continue;
		copy = fcntl(fd, F_DUPFD_CLOEXEC, 0);
	}
	closedir(d);
	if (copy < 0)
		errno = EACCES;
	return copy;
}

int tst_core_shm_attach(void)
{
	const char *path = getenv(TST_IPC_ENV);
	struct tst_shm *p;
	int fd;

	if (tst_shm)
		return 0;
	if (!path || !path[0]) {
		errno = ENOENT;
		return -1;
	}
	fd = open(path, O_RDWR | O_CLOEXEC);
	if (fd < 0 && errno == EACCES)
		fd = inherited_fd(path);
	if (fd < 0)
		return -1;
	p = mmap(NULL, TST_SHM_SIZE, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
	close(fd);
	if (p == MAP_FAILED)
		return -1;
	if (p->magic != TST_SHM_MAGIC) {
		munmap(p, TST_SHM_SIZE);
		errno = EINVAL;
		return -1;
	}
	tst_shm = p;
	return 0;
}

void tst_core_shm_destroy(void)
{
	if (shm_path[0] && tst_shm_is_creator())
		unlink(shm_path);
	shm_path[0] = '\0';
	if (lock_fd >= 0)
		close(lock_fd);
	lock_fd = -1;
	if (tst_shm)
		munmap(tst_shm, TST_SHM_SIZE);
	tst_shm = NULL;
	unsetenv(TST_IPC_ENV);
}

int tst_core_shm_ready(void)
{
	return tst_shm != NULL;
}
