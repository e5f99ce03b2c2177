/*
 * Helpers shared by the record-lock and flock() tests: set, probe and query
 * fcntl() locks over a byte range, and tell whether a child is still
 * blocked. Calls taking a cleanup end the test with TBROK on failure.
 */
#ifndef LOCK_HELPERS_H
#define LOCK_HELPERS_H

#include <fcntl.h>
#include <sys/types.h>

/* fcntl(fd, cmd, ...) with an flock of type over [start, start + len). */
void lh_lock(void (*cleanup)(void), int fd, int cmd, short type, off_t start,
	     off_t len);

/* Tries F_SETLK; returns 0 on success or the errno it failed with. */
int lh_try_lock(int fd, short type, off_t start, off_t len);

/* F_GETLK for a lock of type over the range; the answer is left in *fl. */
void lh_getlk(void (*cleanup)(void), int fd, short type, off_t start, off_t len,
	      struct flock *fl);

/*
 * Non-blocking waitpid(): returns 1 while pid has not exited, 0 once it has,
 * with its wait status in *status.
 */
int lh_child_running(void (*cleanup)(void), pid_t pid, int *status);

/* Waits for pid and returns its exit code; TBROK when it did not exit. */
int lh_child_exit_code(void (*cleanup)(void), pid_t pid);

#endif
