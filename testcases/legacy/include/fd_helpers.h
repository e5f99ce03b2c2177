/*
 * Helpers shared by the descriptor tests (dup, fcntl, pipe, poll, select,
 * epoll, eventfd): descriptor state queries and pipe set-up. Calls taking
 * a cleanup end the test with TBROK on failure.
 */
#ifndef FD_HELPERS_H
#define FD_HELPERS_H

#include <sys/types.h>

/* 1 when fd is an open descriptor of this process, 0 when it is not. */
int fdh_is_open(int fd);

/* Sets (on != 0) or clears flag in the file status flags of fd. */
void fdh_set_fl(void (*cleanup)(void), int fd, int flag, int on);

/* The FD_* descriptor flags of fd. */
int fdh_getfd(void (*cleanup)(void), int fd);

/* The lowest descriptor number not in use. */
int fdh_lowest_free(void (*cleanup)(void));

/* Writes len bytes of byte c to fd; TBROK on a short or failed write. */
void fdh_write_bytes(void (*cleanup)(void), int fd, int c, size_t len);

/* Reads exactly len bytes and checks they are all c; returns 0 when so. */
int fdh_read_expect(void (*cleanup)(void), int fd, int c, size_t len);

#endif
