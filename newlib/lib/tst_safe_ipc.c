// SPDX-License-Identifier: GPL-2.0-or-later
/* Safe System V and POSIX IPC calls, and the IPC tests' shared helpers. */
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <sys/mman.h>
#include <unistd.h>

#include "tst_test.h"
#include "tst_safe_check.h"
#include "tst_safe_sysv_ipc.h"
#include "tst_safe_posix_ipc.h"
#include "libnewipc.h"

int safe_msgget(const char *file, const int lineno, key_t key, int msgflg)
{
	int rval = msgget(key, msgflg);

	tst_safe_check_nonneg(file, lineno, NULL, rval, "msgget(%#x,%#o)",
			      (unsigned int)key, msgflg);
	return rval;
}

int safe_msgsnd(const char *file, const int lineno, int msqid, const void *msgp,
		size_t msgsz, int msgflg)
{
	int rval = msgsnd(msqid, msgp, msgsz, msgflg);

	tst_safe_check_zero(file, lineno, NULL, rval, "msgsnd(%d,%p,%zu,%d)",
			    msqid, msgp, msgsz, msgflg);
	return rval;
}

ssize_t safe_msgrcv(const char *file, const int lineno, int msqid, void *msgp,
		    size_t msgsz, long msgtyp, int msgflg)
{
	ssize_t rval = msgrcv(msqid, msgp, msgsz, msgtyp, msgflg);

	tst_safe_check_nonneg(file, lineno, NULL, rval,
			      "msgrcv(%d,%p,%zu,%ld,%d)", msqid, msgp, msgsz,
			      msgtyp, msgflg);
	return rval;
}

int safe_msgctl(const char *file, const int lineno, int msqid, int cmd,
		struct msqid_ds *buf)
{
	int rval = msgctl(msqid, cmd, buf);

	tst_safe_check_nonneg(file, lineno, NULL, rval, "msgctl(%d,%d,%p)",
			      msqid, cmd, (void *)buf);
	return rval;
}

int safe_shmget(const char *file, const int lineno, key_t key, size_t size,
		int shmflg)
{
	int rval = shmget(key, size, shmflg);

	tst_safe_check_nonneg(file, lineno, NULL, rval, "shmget(%#x,%zu,%#o)",
			      (unsigned int)key, size, shmflg);
	return rval;
}

void *safe_shmat(const char *file, const int lineno, int shmid,
		 const void *shmaddr, int shmflg)
{
	void *rval = shmat(shmid, shmaddr, shmflg);

	if (rval == (void *)-1)
		tst_safe_fail_errno(file, lineno, NULL, errno,
				    "shmat(%d,%p,%d)", shmid, shmaddr, shmflg);
	return rval;
}

int safe_shmdt(const char *file, const int lineno, const void *shmaddr)
{
	int rval = shmdt(shmaddr);

	tst_safe_check_zero(file, lineno, NULL, rval, "shmdt(%p)", shmaddr);
	return rval;
}

int safe_shmctl(const char *file, const int lineno, int shmid, int cmd,
		struct shmid_ds *buf)
{
	int rval = shmctl(shmid, cmd, buf);

	tst_safe_check_nonneg(file, lineno, NULL, rval, "shmctl(%d,%d,%p)",
			      shmid, cmd, (void *)buf);
	return rval;
}

int safe_semget(const char *file, const int lineno, key_t key, int nsems,
		int semflg)
{
	int rval = semget(key, nsems, semflg);

	tst_safe_check_nonneg(file, lineno, NULL, rval, "semget(%#x,%d,%#o)",
			      (unsigned int)key, nsems, semflg);
	return rval;
}

/* The caller's fourth argument: a union semun, passed on as it came. */
union tst_semun {
	int val;
	struct semid_ds *buf;
	unsigned short *array;
	struct seminfo *info;
};

int safe_semctl(const char *file, const int lineno, int semid, int semnum,
		int cmd, ...)
{
	union tst_semun arg;
	va_list va;
	int rval;

	va_start(va, cmd);
	arg = va_arg(va, union tst_semun);
	va_end(va);
	rval = semctl(semid, semnum, cmd, arg);
	tst_safe_check_nonneg(file, lineno, NULL, rval, "semctl(%d,%d,%d)",
			      semid, semnum, cmd);
	return rval;
}

int safe_semop(const char *file, const int lineno, int semid,
	       struct sembuf *sops, size_t nsops)
{
	int rval = semop(semid, sops, nsops);

	tst_safe_check_zero(file, lineno, NULL, rval, "semop(%d,%p,%zu)", semid,
			    (void *)sops, nsops);
	return rval;
}

key_t getipckey(const char *file, const int lineno)
{
	static int proj_id;
	char cwd[PATH_MAX];
	key_t key;

	if (!getcwd(cwd, sizeof(cwd))) {
		tst_brk_(file, lineno, TBROK | TERRNO, "getcwd() failed");
		return -1;
	}
	/* ftok() uses the low 8 bits of the id (not 0): 255 keys here. */
	proj_id = proj_id % 255 + 1;
	key = ftok(cwd, proj_id);
	if (key == -1)
		tst_brk_(file, lineno, TBROK | TERRNO, "ftok(%s) failed", cwd);
	return key;
}

int get_used_sysvipc(const char *file, const int lineno,
		     const char *sysvipc_file)
{
	char line[4096];
	int n = -1;
	FILE *f = fopen(sysvipc_file, "r");

	if (!f) {
		tst_brk_(file, lineno, TBROK | TERRNO, "fopen(%s) failed",
			 sysvipc_file);
		return -1;
	}
	while (fgets(line, sizeof(line), f))
		n++;
	fclose(f);
	if (n < 0)
		tst_brk_(file, lineno, TBROK, "%s is empty", sysvipc_file);
	return n;
}

void *probe_free_addr(const char *file, const int lineno)
{
	size_t size = SHMLBA * 2;
	void *addr;

	addr = mmap(NULL, size, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (addr == MAP_FAILED) {
		tst_brk_(file, lineno, TBROK | TERRNO, "mmap(%zu) failed",
			 size);
		return NULL;
	}
	munmap(addr, size);
	/* Aligned as shmat() wants it, inside the range just freed. */
	return (void *)(((unsigned long)addr + SHMLBA - 1) &
			~((unsigned long)SHMLBA - 1));
}

mqd_t safe_mq_open(const char *file, const int lineno, const char *pathname,
		   int oflags, ...)
{
	struct mq_attr *attr = NULL;
	mode_t mode = 0;
	va_list va;
	mqd_t rval;

	if (oflags & O_CREAT) {
		va_start(va, oflags);
		mode = va_arg(va, int);
		attr = va_arg(va, struct mq_attr *);
		va_end(va);
	}
	rval = mq_open(pathname, oflags, mode, attr);
	tst_safe_check_nonneg(file, lineno, NULL, rval, "mq_open(%s,%d,%04o)",
			      pathname, oflags, (unsigned int)mode);
	return rval;
}

int safe_mq_close(const char *file, const int lineno, mqd_t mqdes)
{
	int rval = mq_close(mqdes);

	tst_safe_check_zero(file, lineno, NULL, rval, "mq_close(%d)",
			    (int)mqdes);
	return rval;
}

int safe_mq_unlink(const char *file, const int lineno, const char *name)
{
	int rval = mq_unlink(name);

	tst_safe_check_zero(file, lineno, NULL, rval, "mq_unlink(%s)", name);
	return rval;
}

int safe_mq_notify(const char *file, const int lineno, mqd_t mqdes,
		   const struct sigevent *sevp)
{
	int rval = mq_notify(mqdes, sevp);

	tst_safe_check_zero(file, lineno, NULL, rval, "mq_notify(%d,%p)",
			    (int)mqdes, (const void *)sevp);
	return rval;
}

int safe_mq_send(const char *file, const int lineno, mqd_t mqdes,
		 const char *msg_ptr, size_t msg_len, unsigned int msg_prio)
{
	int rval = mq_send(mqdes, msg_ptr, msg_len, msg_prio);

	tst_safe_check_zero(file, lineno, NULL, rval, "mq_send(%d,%p,%zu,%u)",
			    (int)mqdes, (const void *)msg_ptr, msg_len,
			    msg_prio);
	return rval;
}

int safe_mq_getattr(const char *file, const int lineno, mqd_t mqdes,
		    struct mq_attr *attr)
{
	int rval = mq_getattr(mqdes, attr);

	tst_safe_check_zero(file, lineno, NULL, rval, "mq_getattr(%d)",
			    (int)mqdes);
	return rval;
}

int safe_mq_setattr(const char *file, const int lineno, mqd_t mqdes,
		    const struct mq_attr *newattr, struct mq_attr *oldattr)
{
	int rval = mq_setattr(mqdes, newattr, oldattr);

	tst_safe_check_zero(file, lineno, NULL, rval, "mq_setattr(%d)",
			    (int)mqdes);
	return rval;
}
