/*
 * Helpers shared by the SysV IPC tests (msg*, sem*, shm*): a key private to
 * the test (ftok() on its tmpdir), object creation that ends the test with
 * TBROK (or TCONF when SysV IPC is not built in) through the caller's
 * cleanup, and removal calls meant for cleanup functions.
 */
#ifndef IPC_HELPERS_H
#define IPC_HELPERS_H

#include <sys/types.h>
#include <sys/ipc.h>

/* The caller defines it, as SUSv3 says: glibc does not. */
union ipch_semun {
	int val;
	struct semid_ds *buf;
	unsigned short *array;
};

/*
 * A key made by ftok() from the test's tmpdir and proj (1..255), so that
 * two tests running at once never share an object. Needs tst_tmpdir().
 */
key_t ipch_getkey(void (*cleanup)(void), int proj);

/* msgget(), semget() and shmget() that return the id or end the test. */
int ipch_msgget(void (*cleanup)(void), key_t key, int flags);
int ipch_semget(void (*cleanup)(void), key_t key, int nsems, int flags);
int ipch_shmget(void (*cleanup)(void), key_t key, size_t size, int flags);

/*
 * Remove the object *id names, if it is not -1, and set *id to -1. A
 * failure is TWARN: these run from cleanup functions.
 */
void ipch_rm_msq(int *id);
void ipch_rm_sem(int *id);
void ipch_rm_shm(int *id);

/* semctl(id, num, GETVAL / GETNCNT); -1 ends the test. */
int ipch_semval(void (*cleanup)(void), int id, int num);
int ipch_semncnt(void (*cleanup)(void), int id, int num);

#endif
