// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_safe_sysv_ipc.h and libnewipc.h as the IPC tests use them: keys from
 * GETIPCKEY(), a message queue, a shared memory segment and a semaphore set
 * through the SAFE_ calls, the counts of /proc/sysvipc. -m excl makes a
 * second queue with the same key and IPC_EXCL: TBROK naming msgget.
 */
#include <string.h>
#include "tst_test.h"
#include "tst_safe_sysv_ipc.h"
#include "libnewipc.h"

static key_t msgkey, shmkey, semkey;
static int queue_id = -1, shm_id = -1, sem_id = -1;
static char *mode;

static struct buf {
	long type;
	char text[MSGSIZE];
} snd_buf = { MSGTYPE, "hello" }, rcv_buf;

union semun {
	int val;
	struct semid_ds *buf;
	unsigned short *array;
};

static void test_msg(void)
{
	struct msqid_ds ds;
	int before = GET_USED_QUEUES();

	queue_id = SAFE_MSGGET(msgkey, IPC_CREAT | IPC_EXCL | MSG_RW);
	TST_EXP_EQ_LI(GET_USED_QUEUES(), before + 1);
	if (mode && !strcmp(mode, "excl"))
		SAFE_MSGGET(msgkey, IPC_CREAT | IPC_EXCL | MSG_RW);
	SAFE_MSGSND(queue_id, &snd_buf, MSGSIZE, 0);
	SAFE_MSGCTL(queue_id, IPC_STAT, &ds);
	TST_EXP_EQ_LU(ds.msg_qnum, 1);
	TST_EXP_EQ_LI(SAFE_MSGRCV(queue_id, &rcv_buf, MSGSIZE, MSGTYPE, 0),
		      MSGSIZE);
	TST_EXP_EQ_STR(rcv_buf.text, "hello");
	SAFE_MSGCTL(queue_id, IPC_RMID, NULL);
	queue_id = -1;
}

static void test_shm(void)
{
	struct shmid_ds ds;
	char *p;

	shm_id = SAFE_SHMGET(shmkey, SHM_SIZE, IPC_CREAT | IPC_EXCL | SHM_RW);
	p = SAFE_SHMAT(shm_id, PROBE_FREE_ADDR(), 0);
	strcpy(p, "shared");
	SAFE_SHMCTL(shm_id, IPC_STAT, &ds);
	TST_EXP_EQ_LU(ds.shm_nattch, 1);
	TST_EXP_EQ_LU(ds.shm_segsz, SHM_SIZE);
	SAFE_SHMDT(p);
	SAFE_SHMCTL(shm_id, IPC_RMID, NULL);
	shm_id = -1;
}

static void test_sem(void)
{
	struct sembuf op = { .sem_num = 0, .sem_op = 2 };
	union semun arg = { .val = 3 };

	sem_id = SAFE_SEMGET(semkey, PSEMS, IPC_CREAT | IPC_EXCL | SEM_RA);
	SAFE_SEMCTL(sem_id, 0, SETVAL, arg);
	SAFE_SEMOP(sem_id, &op, 1);
	TST_EXP_EQ_LI(SAFE_SEMCTL(sem_id, 0, GETVAL), 5);
	SAFE_SEMCTL(sem_id, 0, IPC_RMID);
	sem_id = -1;
}

static void run(void)
{
	test_msg();
	test_shm();
	test_sem();
}

static void setup(void)
{
	msgkey = GETIPCKEY();
	shmkey = GETIPCKEY();
	semkey = GETIPCKEY();
	TST_EXP_EXPR(msgkey != shmkey && shmkey != semkey,
		     "GETIPCKEY() gives a new key each time");
}

static void cleanup(void)
{
	if (queue_id != -1)
		SAFE_MSGCTL(queue_id, IPC_RMID, NULL);
	if (shm_id != -1)
		SAFE_SHMCTL(shm_id, IPC_RMID, NULL);
	if (sem_id != -1)
		SAFE_SEMCTL(sem_id, 0, IPC_RMID);
}

static struct tst_test test = {
	.setup = setup,
	.cleanup = cleanup,
	.test_all = run,
	.needs_tmpdir = 1,
	.options =
		(struct tst_option[]){
			{ "m:", &mode,
			  "excl: a second msgget() with IPC_EXCL" },
			{} },
};
