/*
 * SysV IPC helpers for the legacy IPC tests, written against the old API.
 */
#include <errno.h>
#include <stdlib.h>
#include <sys/msg.h>
#include <sys/sem.h>
#include <sys/shm.h>

#include "test.h"
#include "ipc_helpers.h"

key_t ipch_getkey(void (*cleanup)(void), int proj)
{
	char *dir;
	key_t key;

	if (proj < 1 || proj > 255)
		tst_brkm(TBROK, cleanup, "ipch_getkey: proj %d not in 1..255",
			 proj);

	dir = tst_get_tmpdir();
	key = ftok(dir, proj);
	if (key == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "ftok(%s, %d) failed", dir,
			 proj);
	free(dir);
	return key;
}

/* ENOSYS means a kernel built without CONFIG_SYSVIPC. */
static void ipch_failed(void (*cleanup)(void), const char *call, key_t key)
{
	if (errno == ENOSYS)
		tst_brkm(TCONF, cleanup, "%s: SysV IPC not in this kernel",
			 call);
	tst_brkm(TBROK | TERRNO, cleanup, "%s(key 0x%x) failed", call,
		 (unsigned int)key);
}

int ipch_msgget(void (*cleanup)(void), key_t key, int flags)
{
	int id = msgget(key, flags);

	if (id == -1)
		ipch_failed(cleanup, "msgget", key);
	return id;
}

int ipch_semget(void (*cleanup)(void), key_t key, int nsems, int flags)
{
	int id = semget(key, nsems, flags);

	if (id == -1)
		ipch_failed(cleanup, "semget", key);
	return id;
}

int ipch_shmget(void (*cleanup)(void), key_t key, size_t size, int flags)
{
	int id = shmget(key, size, flags);

	if (id == -1)
		ipch_failed(cleanup, "shmget", key);
	return id;
}

void ipch_rm_msq(int *id)
{
	if (*id == -1)
		return;
	if (msgctl(*id, IPC_RMID, NULL) == -1)
		tst_resm(TWARN | TERRNO, "msgctl(%d, IPC_RMID) failed", *id);
	*id = -1;
}

void ipch_rm_sem(int *id)
{
	if (*id == -1)
		return;
	if (semctl(*id, 0, IPC_RMID) == -1)
		tst_resm(TWARN | TERRNO, "semctl(%d, IPC_RMID) failed", *id);
	*id = -1;
}

void ipch_rm_shm(int *id)
{
	if (*id == -1)
		return;
	if (shmctl(*id, IPC_RMID, NULL) == -1)
		tst_resm(TWARN | TERRNO, "shmctl(%d, IPC_RMID) failed", *id);
	*id = -1;
}

int ipch_semval(void (*cleanup)(void), int id, int num)
{
	int val = semctl(id, num, GETVAL);

	if (val == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "semctl(%d, %d, GETVAL)", id,
			 num);
	return val;
}

int ipch_semncnt(void (*cleanup)(void), int id, int num)
{
	int val = semctl(id, num, GETNCNT);

	if (val == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "semctl(%d, %d, GETNCNT)", id,
			 num);
	return val;
}
