/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * What the System V IPC tests share: a key unique to the test, permission
 * bits, default sizes, and how many objects of a kind exist now.
 */
#ifndef LIBNEWIPC_H
#define LIBNEWIPC_H

#include <sys/ipc.h>
#include <sys/types.h>

#define MSG_RD 0400
#define MSG_WR 0200
#define MSG_RW (MSG_RD | MSG_WR)
#define MSGSIZE 1024
#define MSGTYPE 1
#define NR_MSGQUEUES 16

#define SEM_RD 0400
#define SEM_ALT 0200
#define SEM_RA (SEM_RD | SEM_ALT)
#define PSEMS 10

#define SHM_RD 0400
#define SHM_WR 0200
#define SHM_RW (SHM_RD | SHM_WR)
#define SHM_SIZE 2048
#define INTERVAL_TIME 1

/*
 * A new key for each call: ftok() of the current directory (the test's
 * tmpdir, which no other test shares) with a fresh project id. TBROK
 * when ftok() fails.
 */
key_t getipckey(const char *file, const int lineno);
#define GETIPCKEY() getipckey(__FILE__, __LINE__)

/* How many objects /proc/sysvipc/FILE lists (its lines but the header). */
int get_used_sysvipc(const char *file, const int lineno,
		     const char *sysvipc_file);
#define GET_USED_QUEUES() \
	get_used_sysvipc(__FILE__, __LINE__, "/proc/sysvipc/msg")
#define GET_USED_SEGMENTS() \
	get_used_sysvipc(__FILE__, __LINE__, "/proc/sysvipc/shm")
#define GET_USED_ARRAYS() \
	get_used_sysvipc(__FILE__, __LINE__, "/proc/sysvipc/sem")

/* An address where a shared memory segment can be attached (a mapping
 * that was made there and removed). */
void *probe_free_addr(const char *file, const int lineno);
#define PROBE_FREE_ADDR() probe_free_addr(__FILE__, __LINE__)

#endif /* LIBNEWIPC_H */
