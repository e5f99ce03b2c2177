/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Safe calls on System V IPC objects (message queues, shared memory,
 * semaphores): a failure ends the test as TBROK with the caller's
 * file:line, the call and errno.
 */
#ifndef TST_SAFE_SYSV_IPC_H
#define TST_SAFE_SYSV_IPC_H

#include <sys/ipc.h>
#include <sys/msg.h>
#include <sys/sem.h>
#include <sys/shm.h>
#include <sys/types.h>
#include "tst_common.h"

int safe_msgget(const char *file, const int lineno, key_t key, int msgflg);
int safe_msgsnd(const char *file, const int lineno, int msqid, const void *msgp,
		size_t msgsz, int msgflg);
ssize_t safe_msgrcv(const char *file, const int lineno, int msqid, void *msgp,
		    size_t msgsz, long msgtyp, int msgflg);
/* Returns what msgctl() does (an index for MSG_STAT/MSG_INFO). */
int safe_msgctl(const char *file, const int lineno, int msqid, int cmd,
		struct msqid_ds *buf);

int safe_shmget(const char *file, const int lineno, key_t key, size_t size,
		int shmflg);
void *safe_shmat(const char *file, const int lineno, int shmid,
		 const void *shmaddr, int shmflg);
int safe_shmdt(const char *file, const int lineno, const void *shmaddr);
int safe_shmctl(const char *file, const int lineno, int shmid, int cmd,
		struct shmid_ds *buf);

int safe_semget(const char *file, const int lineno, key_t key, int nsems,
		int semflg);
/* The fourth argument, when the command takes one, is a union semun. */
int safe_semctl(const char *file, const int lineno, int semid, int semnum,
		int cmd, ...);
int safe_semop(const char *file, const int lineno, int semid,
	       struct sembuf *sops, size_t nsops);

#define SAFE_MSGGET(key, msgflg) \
	safe_msgget(__FILE__, __LINE__, (key), (msgflg))
#define SAFE_MSGSND(msqid, msgp, msgsz, msgflg) \
	safe_msgsnd(__FILE__, __LINE__, (msqid), (msgp), (msgsz), (msgflg))
#define SAFE_MSGRCV(msqid, msgp, msgsz, msgtyp, msgflg)                     \
	safe_msgrcv(__FILE__, __LINE__, (msqid), (msgp), (msgsz), (msgtyp), \
		    (msgflg))
#define SAFE_MSGCTL(msqid, cmd, buf) \
	safe_msgctl(__FILE__, __LINE__, (msqid), (cmd), (buf))
#define SAFE_SHMGET(key, size, shmflg) \
	safe_shmget(__FILE__, __LINE__, (key), (size), (shmflg))
#define SAFE_SHMAT(shmid, shmaddr, shmflg) \
	safe_shmat(__FILE__, __LINE__, (shmid), (shmaddr), (shmflg))
#define SAFE_SHMDT(shmaddr) safe_shmdt(__FILE__, __LINE__, (shmaddr))
#define SAFE_SHMCTL(shmid, cmd, buf) \
	safe_shmctl(__FILE__, __LINE__, (shmid), (cmd), (buf))
#define SAFE_SEMGET(key, nsems, semflg) \
	safe_semget(__FILE__, __LINE__, (key), (nsems), (semflg))
#define SAFE_SEMCTL(semid, semnum, cmd, ...) \
	safe_semctl(__FILE__, __LINE__, (semid), (semnum), (cmd), ##__VA_ARGS__)
#define SAFE_SEMOP(semid, sops, nsops) \
	safe_semop(__FILE__, __LINE__, (semid), (sops), (nsops))

#endif /* TST_SAFE_SYSV_IPC_H */
