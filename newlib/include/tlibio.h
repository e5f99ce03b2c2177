/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * One read and one write call whose I/O method is a bit mask: plain
 * read/write, readv/writev, pread/pwrite, POSIX asynchronous I/O or a
 * one-request lio_listio(), waited for by aio_suspend() or by a signal,
 * or picked at random from a set of methods.
 */
#ifndef TLIBIO_H
#define TLIBIO_H

#include <aio.h>

/* I/O types */
#define LIO_IO_SYNC 00001 /* read/write */
#define LIO_IO_ASYNC 00002 /* aio_read/aio_write */
#define LIO_IO_SLISTIO 00004 /* lio_listio(LIO_WAIT) of one request */
#define LIO_IO_ALISTIO 00010 /* lio_listio(LIO_NOWAIT) of one request */
#define LIO_IO_SYNCV 00020 /* readv/writev of one buffer */
#define LIO_IO_SYNCP 00040 /* pread/pwrite at the current offset */

#define LIO_IO_TYPES 00061 /* the synchronous types */
#define LIO_IO_ATYPES 00077 /* every type */
#define LIO_IO_ASYNC_TYPES (LIO_IO_ASYNC | LIO_IO_SLISTIO | LIO_IO_ALISTIO)

/* Ways to wait for asynchronous I/O */
#define LIO_WAIT_NONE 00010000 /* taken as LIO_WAIT_RECALL: see tlibio */
#define LIO_WAIT_ACTIVE 00020000 /* poll aio_error() */
#define LIO_WAIT_RECALL 00040000 /* aio_suspend() */
#define LIO_WAIT_SIGPAUSE 00100000 /* wait for the completion signal */
#define LIO_WAIT_SIGACTIVE 00200000 /* spin until the signal came */
#define LIO_WAIT_CBSUSPEND 00400000 /* aio_suspend() */
#define LIO_WAIT_SIGSUSPEND 01000000 /* aio_suspend(), signal notified */
#define LIO_WAIT_ATYPES 01760000 /* every wait but LIO_WAIT_NONE */
#define LIO_WAIT_TYPES 00020000 /* the wait of the synchronous types */

#define LIO_WAIT_CBTYPES (LIO_WAIT_CBSUSPEND)
#define LIO_WAIT_SIGTYPES \
	(LIO_WAIT_SIGPAUSE | LIO_WAIT_SIGACTIVE | LIO_WAIT_SIGSUSPEND)

/* Pick one type and one wait of those set, at random, for each call. */
#define LIO_RANDOM 010000000
/* Use the sig argument even without a signal wait method. */
#define LIO_USE_SIGNAL 020000000

/* A name and the bits it stands for, for the option parsers below. */
struct lio_info_type {
	char *token;
	int bits;
	char *desc;
};

/* The single-letter (growfiles -I) and word (comma list) tables. */
extern struct lio_info_type Lio_info1[];
extern struct lio_info_type Lio_info2[];

/* The last I/O call made, as text. */
extern char Lio_SysCall[];

/*
 * Bytes a strided request of nstrides strides of bytes_per_stride bytes,
 * stride bytes apart (0: contiguous), spans from offset; *min_byte and
 * *max_byte (when not NULL) get its first and last byte. -1 for a
 * negative nstrides or bytes_per_stride.
 */
int stride_bounds(int offset, int stride, int nstrides, int bytes_per_stride,
		  int *min_byte, int *max_byte);

/* Print what each call does on stdout (0: nothing); returns the old level. */
int lio_set_debug(int level);

/* The method of a Lio_info1 letter ("s", "p", "a", "r", "v", "P" ...), or
 * -1. */
int lio_parse_io_arg1(char *string);
void lio_help1(char *prefix);

/* The OR of a comma-separated list of Lio_info2 words or numbers, or -1
 * with *badtoken (when not NULL) pointing at the bad one. */
int lio_parse_io_arg2(char *string, char **badtoken);
void lio_help2(char *prefix);

/*
 * Write (read) size bytes of buffer to (from) fd with method; a signal wait
 * method is notified with sig (whose handler is replaced). Returns the
 * bytes transferred, with *errmsg (when errmsg is not NULL) describing a
 * short transfer; -errno when a call fails. wrd is unused (pass 0).
 */
int lio_write_buffer(int fd, int method, char *buffer, int size, int sig,
		     char **errmsg, long wrd);
int lio_read_buffer(int fd, int method, char *buffer, int size, int sig,
		    char **errmsg, long wrd);

/* method with one I/O type and one wait picked at random among its bits
 * (LIO_RANDOM cleared; other bits kept). */
int lio_random_methods(long mask);

/* Wait for the request as method says: 0 when it completed, -errno. */
int lio_wait4asyncio(int method, int fd, struct aiocb *aiocbp);

/* The outcome of a completed request: bytes transferred, or -errno. */
int lio_check_asyncio(char *io_type, int size, struct aiocb *aiocbp,
		      int method);

#endif /* TLIBIO_H */
