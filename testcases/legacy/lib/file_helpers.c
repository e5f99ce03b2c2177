#include <fcntl.h>
#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"
#include "file_helpers.h"

unsigned char fh_byte(off_t off, int seed)
{
	return (unsigned char)((off * 31 + off / 251 + seed) & 0xff);
}

void fh_fill_buf(unsigned char *buf, off_t off, size_t len, int seed)
{
	size_t i;

	for (i = 0; i < len; i++)
		buf[i] = fh_byte(off + (off_t)i, seed);
}

void fh_make_file(void (*cleanup)(void), const char *path, size_t size,
		  int seed)
{
	unsigned char buf[4096];
	size_t done = 0;
	size_t chunk;
	int fd;

	fd = SAFE_OPEN(cleanup, path, O_CREAT | O_TRUNC | O_WRONLY, 0644);
	while (done < size) {
		chunk = size - done < sizeof(buf) ? size - done : sizeof(buf);
		fh_fill_buf(buf, (off_t)done, chunk, seed);
		SAFE_WRITE(cleanup, 1, fd, buf, chunk);
		done += chunk;
	}
	SAFE_CLOSE(cleanup, fd);
}

static int compare_chunk(const unsigned char *got, off_t off, size_t len,
			 int seed)
{
	size_t i;

	for (i = 0; i < len; i++) {
		if (got[i] == fh_byte(off + (off_t)i, seed))
			continue;
		tst_resm(TINFO, "offset %lld: expected 0x%02x, got 0x%02x",
			 (long long)(off + (off_t)i),
			 fh_byte(off + (off_t)i, seed), got[i]);
		return -1;
	}
	return 0;
}

int fh_check_fd(void (*cleanup)(void), int fd, off_t off, size_t len, int seed)
{
	unsigned char buf[4096];
	size_t chunk;
	ssize_t ret;

	while (len > 0) {
		chunk = len < sizeof(buf) ? len : sizeof(buf);
		ret = pread(fd, buf, chunk, off);
		if (ret < 0)
			tst_brkm(TBROK | TERRNO, cleanup,
				 "pread(%d, %zu, %lld)", fd, chunk,
				 (long long)off);
		if ((size_t)ret != chunk) {
			tst_resm(TINFO, "short read at %lld: %zd of %zu",
				 (long long)off, ret, chunk);
			return -1;
		}
		if (compare_chunk(buf, off, chunk, seed))
			return -1;
		off += (off_t)chunk;
		len -= chunk;
	}
	return 0;
}

off_t fh_size(void (*cleanup)(void), const char *path)
{
	struct stat st;

	SAFE_STAT(cleanup, path, &st);
	return st.st_size;
}

uid_t fh_become_nobody(void (*cleanup)(void))
{
	struct passwd *pw;

	pw = SAFE_GETPWNAM(cleanup, "nobody");
	SAFE_SETEGID(cleanup, pw->pw_gid);
	SAFE_SETEUID(cleanup, pw->pw_uid);
	return pw->pw_uid;
}

void fh_become_root(void (*cleanup)(void))
{
	SAFE_SETEUID(cleanup, 0);
	SAFE_SETEGID(cleanup, 0);
}
