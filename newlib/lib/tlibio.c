// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tlibio: one read and one write call whose I/O method is a bit mask.
 * Plain calls, vectored and positioned ones, POSIX AIO and lio_listio();
 * asynchronous requests start at the descriptor's offset, which (as in
 * the old library) they do not move.
 */
#include <aio.h>
#include <errno.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/uio.h>
#include "random_range.h"
#include "tlibio.h"

struct lio_info_type Lio_info1[] = {
	{ "s", LIO_IO_SYNC, "sync i/o" },
	{ "p", LIO_IO_ASYNC | LIO_WAIT_SIGACTIVE,
	  "async i/o using a loop to wait for a signal" },
	{ "b", LIO_IO_ASYNC | LIO_WAIT_SIGPAUSE, "async i/o using pause" },
	{ "a", LIO_IO_ASYNC | LIO_WAIT_RECALL,
	  "async i/o using recall/aio_suspend" },
	{ "r", LIO_RANDOM | LIO_IO_TYPES | LIO_WAIT_TYPES,
	  "random sync i/o types and wait methods" },
	{ "R", LIO_RANDOM | LIO_IO_ATYPES | LIO_WAIT_ATYPES,
	  "random i/o types and wait methods" },
	{ "l", LIO_IO_SLISTIO | LIO_WAIT_RECALL, "single stride sync listio" },
	{ "L", LIO_IO_ALISTIO | LIO_WAIT_RECALL,
	  "single stride async listio using recall" },
	{ "X", LIO_IO_ALISTIO | LIO_WAIT_SIGPAUSE,
	  "single stride async listio using pause" },
	{ "v", LIO_IO_SYNCV, "single buffer sync readv/writev" },
	{ "P", LIO_IO_SYNCP, "sync pread/pwrite" },
	{ NULL, 0, NULL },
};

struct lio_info_type Lio_info2[] = {
	{ "sync", LIO_IO_SYNC, "sync i/o (read/write)" },
	{ "async", LIO_IO_ASYNC, "async i/o (aio_read/aio_write)" },
	{ "slistio", LIO_IO_SLISTIO, "single stride sync listio" },
	{ "alistio", LIO_IO_ALISTIO, "single stride async listio" },
	{ "syncv", LIO_IO_SYNCV, "single buffer sync readv/writev" },
	{ "syncp", LIO_IO_SYNCP, "pread/pwrite" },
	{ "active", LIO_WAIT_ACTIVE, "spin on status/control values" },
	{ "recall", LIO_WAIT_RECALL,
	  "use aio_suspend(3) to wait for i/o to complete" },
	{ "sigactive", LIO_WAIT_SIGACTIVE, "spin waiting for signal" },
	{ "sigpause", LIO_WAIT_SIGPAUSE, "wait for the completion signal" },
	{ "random", LIO_RANDOM, "set random bit" },
	{ "randomall", LIO_RANDOM | LIO_IO_TYPES | LIO_WAIT_TYPES,
	  "all random i/o types and wait methods (except nowait)" },
	{ NULL, 0, NULL },
};

char Lio_SysCall[512];

static char errbuf[600];
static int debug_level;
static volatile sig_atomic_t signals_seen;

int stride_bounds(int offset, int stride, int nstrides, int bytes_per_stride,
		  int *min_byte, int *max_byte)
{
	int nbytes, lo, hi;

	if (nstrides < 0 || bytes_per_stride < 0)
		return -1;
	if (stride == 0)
		stride = bytes_per_stride;
	nbytes = abs(stride) * (nstrides - 1) + bytes_per_stride;
	if (stride < 0) {
		hi = offset + bytes_per_stride - 1;
		lo = hi - nbytes + 1;
	} else {
		lo = offset;
		hi = lo + nbytes - 1;
	}
	if (min_byte)
		*min_byte = lo;
	if (max_byte)
		*max_byte = hi;
	return nbytes;
}

int lio_set_debug(int level)
{
	int old = debug_level;

	debug_level = level;
	return old;
}

int lio_parse_io_arg1(char *string)
{
	struct lio_info_type *i;

	for (i = Lio_info1; i->token; i++) {
		if (!strcmp(string, i->token))
			return i->bits;
	}
	return -1;
}

void lio_help1(char *prefix)
{
	struct lio_info_type *i;

	for (i = Lio_info1; i->token; i++)
		printf("%s %s : %s\n", prefix, i->token, i->desc);
}

/* The bits of one comma-separated token: a Lio_info2 word or a number. */
static int token_bits(const char *tok, size_t len, int *bits)
{
	struct lio_info_type *i;
	char num[32], *end;
	long val;

	for (i = Lio_info2; i->token; i++) {
		if (strlen(i->token) == len && !strncmp(tok, i->token, len)) {
			*bits = i->bits;
			return 0;
		}
	}
	if (!len || len >= sizeof(num))
		return -1;
	memcpy(num, tok, len);
	num[len] = '\0';
	errno = 0;
	val = strtol(num, &end, 0);
	if (errno || *end)
		return -1;
	*bits = (int)val;
	return 0;
}

int lio_parse_io_arg2(char *string, char **badtoken)
{
	char *tok = string;
	int mask = 0, bits;
	size_t len;

	if (!string)
		return -1;
	for (;;) {
		len = strcspn(tok, ",");
		if (token_bits(tok, len, &bits)) {
			if (badtoken)
				*badtoken = tok;
			return -1;
		}
		mask |= bits;
		if (!tok[len])
			return mask;
		tok += len + 1;
	}
}

void lio_help2(char *prefix)
{
	struct lio_info_type *i;

	for (i = Lio_info2; i->token; i++)
		printf("%s %s : %s\n", prefix, i->token, i->desc);
}

int lio_random_methods(long mask)
{
	long ret = mask & ~(LIO_IO_ATYPES | LIO_WAIT_ATYPES | LIO_RANDOM);

	ret |= random_bit(mask & LIO_IO_ATYPES);
	ret |= random_bit(mask & LIO_WAIT_ATYPES);
	return (int)ret;
}

static void on_lio_signal(int sig)
{
	(void)sig;
	signals_seen++;
}

/* Catch sig (the old library's handler replaced the test's too). */
static void catch_signal(int sig)
{
	struct sigaction sa = { .sa_handler = on_lio_signal };

	sigemptyset(&sa.sa_mask);
	sigaction(sig, &sa, NULL);
}

static int fail(const char *call, int err)
{
	snprintf(errbuf, sizeof(errbuf), "%s failed: errno=%d %s", call, err,
		 strerror(err));
	if (debug_level)
		printf("DEBUG tlibio: %s\n", errbuf);
	return -err;
}

static int check_size(const char *call, int size, ssize_t done)
{
	if (done != size)
		snprintf(errbuf, sizeof(errbuf), "%s returned %zd, not %d",
			 call, done, size);
	else if (debug_level > 1)
		printf("DEBUG tlibio: %s completed (%zd)\n", call, done);
	return (int)done;
}

int lio_wait4asyncio(int method, int fd, struct aiocb *aiocbp)
{
	const struct aiocb *list[] = { aiocbp };

	(void)fd;
	if (method & LIO_WAIT_ACTIVE) {
		while (aio_error(aiocbp) == EINPROGRESS)
			sched_yield();
		return 0;
	}
	/*
	 * Every other method (the signal ones included) ends in
	 * aio_suspend(): a request is never abandoned while its control block
	 * lives on our stack, which LIO_WAIT_NONE would do.
	 */
	while (aio_error(aiocbp) == EINPROGRESS) {
		if (aio_suspend(list, 1, NULL) && errno != EINTR)
			return fail("aio_suspend()", errno);
	}
	return 0;
}

int lio_check_asyncio(char *io_type, int size, struct aiocb *aiocbp, int method)
{
	ssize_t ret;
	int err;

	(void)method;
	err = aio_error(aiocbp);
	ret = aio_return(aiocbp);
	if (err)
		return fail(io_type, err);
	return check_size(io_type, size, ret);
}

/* What a call does; the I/O type chosen from method. */
enum lio_kind {
	LIO_PLAIN,
	LIO_VEC,
	LIO_POS,
	LIO_AIO,
	LIO_LIST_WAIT,
	LIO_LIST_NOWAIT
};

static enum lio_kind kind_of(int method)
{
	if ((method & LIO_IO_SYNC) || !(method & LIO_IO_ATYPES))
		return LIO_PLAIN;
	if (method & LIO_IO_ASYNC)
		return LIO_AIO;
	if (method & LIO_IO_SLISTIO)
		return LIO_LIST_WAIT;
	if (method & LIO_IO_ALISTIO)
		return LIO_LIST_NOWAIT;
	if (method & LIO_IO_SYNCV)
		return LIO_VEC;
	return LIO_POS;
}

static int sync_io(int write_it, enum lio_kind kind, int fd, char *buf,
		   int size, off_t off)
{
	struct iovec iov = { .iov_base = buf, .iov_len = size };
	const char *name;
	ssize_t ret;

	switch (kind) {
	case LIO_VEC:
		name = write_it ? "writev" : "readv";
		ret = write_it ? writev(fd, &iov, 1) : readv(fd, &iov, 1);
		break;
	case LIO_POS:
		name = write_it ? "pwrite" : "pread";
		ret = write_it ? pwrite(fd, buf, size, off) :
				 pread(fd, buf, size, off);
		break;
	default:
		name = write_it ? "write" : "read";
		ret = write_it ? write(fd, buf, size) : read(fd, buf, size);
		break;
	}
	snprintf(Lio_SysCall, sizeof(Lio_SysCall), "%s(%d, buf, %d)", name, fd,
		 size);
	if (debug_level)
		printf("DEBUG tlibio: %s\n", Lio_SysCall);
	if (ret < 0)
		return fail(Lio_SysCall, errno);
	return check_size(Lio_SysCall, size, ret);
}

static int async_io(int write_it, enum lio_kind kind, int method, int fd,
		    char *buf, int size, off_t off, int sig)
{
	struct aiocb cb = { .aio_fildes = fd,
			    .aio_buf = buf,
			    .aio_nbytes = size,
			    .aio_offset = off };
	struct aiocb *list[] = { &cb };
	int ret;

	cb.aio_sigevent.sigev_notify = SIGEV_NONE;
	if (sig) {
		catch_signal(sig);
		cb.aio_sigevent.sigev_notify = SIGEV_SIGNAL;
		cb.aio_sigevent.sigev_signo = sig;
	}
	cb.aio_lio_opcode = write_it ? LIO_WRITE : LIO_READ;
	if (kind == LIO_AIO) {
		snprintf(Lio_SysCall, sizeof(Lio_SysCall),
			 "%s(fildes=%d, buf, nbytes=%d, signo=%d)",
			 write_it ? "aio_write" : "aio_read", fd, size, sig);
		ret = write_it ? aio_write(&cb) : aio_read(&cb);
	} else {
		snprintf(Lio_SysCall, sizeof(Lio_SysCall),
			 "lio_listio(%s, list, 1, NULL) %s, fd:%d, nbyte:%d",
			 kind == LIO_LIST_WAIT ? "LIO_WAIT" : "LIO_NOWAIT",
			 write_it ? "LIO_WRITE" : "LIO_READ", fd, size);
		ret = lio_listio(kind == LIO_LIST_WAIT ? LIO_WAIT : LIO_NOWAIT,
				 list, 1, NULL);
	}
	if (debug_level)
		printf("DEBUG tlibio: %s\n", Lio_SysCall);
	if (ret)
		return fail(Lio_SysCall, errno);
	ret = lio_wait4asyncio(method, fd, &cb);
	if (ret < 0)
		return ret;
	return lio_check_asyncio(Lio_SysCall, size, &cb, method);
}

static int lio_io(int write_it, int fd, int method, char *buf, int size,
		  int sig, char **errmsg)
{
	int was_random = method & LIO_RANDOM;
	enum lio_kind kind;
	off_t off;

	if (was_random)
		method = lio_random_methods(method);
	if (errmsg)
		*errmsg = errbuf;
	errbuf[0] = '\0';
	if (sig && !(method & (LIO_USE_SIGNAL | LIO_WAIT_SIGTYPES)))
		sig = 0;

	kind = kind_of(method);
	off = lseek(fd, 0, SEEK_CUR);
	if (off < 0) {
		if (errno != ESPIPE)
			return fail("lseek(fd, 0, SEEK_CUR)", errno);
		/* A pipe: a randomly chosen positioned call becomes plain. */
		off = 0;
		if (kind == LIO_POS && was_random)
			kind = LIO_PLAIN;
	}
	if (kind == LIO_AIO || kind == LIO_LIST_WAIT || kind == LIO_LIST_NOWAIT)
		return async_io(write_it, kind, method, fd, buf, size, off,
				sig);
	return sync_io(write_it, kind, fd, buf, size, off);
}

int lio_write_buffer(int fd, int method, char *buffer, int size, int sig,
		     char **errmsg, long wrd)
{
	(void)wrd;
	return lio_io(1, fd, method, buffer, size, sig, errmsg);
}

int lio_read_buffer(int fd, int method, char *buffer, int size, int sig,
		    char **errmsg, long wrd)
{
	(void)wrd;
	return lio_io(0, fd, method, buffer, size, sig, errmsg);
}
