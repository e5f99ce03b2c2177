/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Safe positional and vectored reads and writes (see tst_safe_macros.h;
 * len_strict as for SAFE_READ()/SAFE_WRITE()). */
#ifndef TST_SAFE_PRW_H
#define TST_SAFE_PRW_H

#include <sys/types.h>
#include <sys/uio.h>
#include "tst_common.h"

ssize_t safe_pread(TST_SAFE_FN_ARGS, char len_strict, int fd, void *buf,
		   size_t count, off_t offset);
ssize_t safe_pwrite(TST_SAFE_FN_ARGS, char len_strict, int fd, const void *buf,
		    size_t count, off_t offset);
ssize_t safe_readv(TST_SAFE_FN_ARGS, char len_strict, int fd,
		   const struct iovec *iov, int iovcnt);
ssize_t safe_writev(TST_SAFE_FN_ARGS, char len_strict, int fd,
		    const struct iovec *iov, int iovcnt);
ssize_t safe_preadv(TST_SAFE_FN_ARGS, char len_strict, int fd,
		    const struct iovec *iov, int iovcnt, off_t offset);
ssize_t safe_pwritev(TST_SAFE_FN_ARGS, char len_strict, int fd,
		     const struct iovec *iov, int iovcnt, off_t offset);

#ifndef TST_NO_NEW_API_MACROS
#define SAFE_PREAD(len_strict, fd, buf, count, offset) \
	safe_pread(TST_SAFE_, (len_strict), (fd), (buf), (count), (offset))
#define SAFE_PWRITE(len_strict, fd, buf, count, offset) \
	safe_pwrite(TST_SAFE_, (len_strict), (fd), (buf), (count), (offset))
#define SAFE_READV(len_strict, fd, iov, iovcnt) \
	safe_readv(TST_SAFE_, (len_strict), (fd), (iov), (iovcnt))
#define SAFE_WRITEV(len_strict, fd, iov, iovcnt) \
	safe_writev(TST_SAFE_, (len_strict), (fd), (iov), (iovcnt))
#define SAFE_PREADV(len_strict, fd, iov, iovcnt, offset) \
	safe_preadv(TST_SAFE_, (len_strict), (fd), (iov), (iovcnt), (offset))
#define SAFE_PWRITEV(len_strict, fd, iov, iovcnt, offset) \
	safe_pwritev(TST_SAFE_, (len_strict), (fd), (iov), (iovcnt), (offset))
#endif

#endif /* TST_SAFE_PRW_H */
