// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The write log: records of struct wlog_rec_disk, then the path, host and
 * pattern bytes, then the record's length in two bytes (high first), so
 * that the log can be read from its end.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include "write_log.h"

char Wlog_Error_String[1280];

static int wlog_fail(const char *what, const char *path)
{
	snprintf(Wlog_Error_String, sizeof(Wlog_Error_String),
		 "write log %s: %s failed: %s", path, what, strerror(errno));
	return -1;
}

int wlog_open(struct wlog_file *wfile, int trunc, int mode)
{
	int flags = O_WRONLY | O_APPEND | O_CREAT | (trunc ? O_TRUNC : 0);

	wfile->w_afd = open(wfile->w_file, flags, mode);
	if (wfile->w_afd < 0)
		return wlog_fail("open for appending", wfile->w_file);
	/* The mode as given, whatever the umask. */
	if (fchmod(wfile->w_afd, mode) && errno != EPERM) {
		wlog_fail("fchmod", wfile->w_file);
		close(wfile->w_afd);
		return -1;
	}
	wfile->w_rfd = open(wfile->w_file, O_RDWR);
	if (wfile->w_rfd < 0) {
		wlog_fail("open for reading", wfile->w_file);
		close(wfile->w_afd);
		wfile->w_afd = -1;
		return -1;
	}
	return 0;
}

int wlog_close(struct wlog_file *wfile)
{
	close(wfile->w_afd);
	close(wfile->w_rfd);
	wfile->w_afd = wfile->w_rfd = -1;
	return 0;
}

static unsigned int clamp_len(int len, int max)
{
	if (len < 0)
		return 0;
	return len > max ? max : len;
}

/* The record in buf: the fixed part, and with whole the strings too.
 * Returns its length. */
static int pack(const struct wlog_rec *w, char *buf, int whole)
{
	struct wlog_rec_disk d;
	char *p = buf + sizeof(d);

	memset(&d, 0, sizeof(d));
	d.w_offset = w->w_offset;
	d.w_nbytes = w->w_nbytes;
	d.w_oflags = w->w_oflags;
	d.w_pid = w->w_pid;
	d.w_done = w->w_done;
	d.w_async = w->w_async;
	d.w_pathlen = clamp_len(w->w_pathlen, WLOG_MAX_PATH);
	d.w_hostlen = clamp_len(w->w_hostlen, WLOG_MAX_HOST);
	d.w_patternlen = clamp_len(w->w_patternlen, WLOG_MAX_PATTERN);
	memcpy(buf, &d, sizeof(d));
	if (!whole)
		return sizeof(d);
	memcpy(p, w->w_path, d.w_pathlen);
	p += d.w_pathlen;
	memcpy(p, w->w_host, d.w_hostlen);
	p += d.w_hostlen;
	memcpy(p, w->w_pattern, d.w_patternlen);
	p += d.w_patternlen;
	return p - buf;
}

static void unpack(struct wlog_rec *w, const char *buf)
{
	struct wlog_rec_disk d;
	const char *p = buf + sizeof(d);

	memcpy(&d, buf, sizeof(d));
	memset(w, 0, sizeof(*w));
	w->w_offset = d.w_offset;
	w->w_nbytes = d.w_nbytes;
	w->w_oflags = d.w_oflags;
	w->w_pid = d.w_pid;
	w->w_done = d.w_done;
	w->w_async = d.w_async;
	w->w_pathlen = clamp_len(d.w_pathlen, WLOG_MAX_PATH);
	w->w_hostlen = clamp_len(d.w_hostlen, WLOG_MAX_HOST);
	w->w_patternlen = clamp_len(d.w_patternlen, WLOG_MAX_PATTERN);
	memcpy(w->w_path, p, w->w_pathlen);
	p += d.w_pathlen;
	memcpy(w->w_host, p, w->w_hostlen);
	p += d.w_hostlen;
	memcpy(w->w_pattern, p, w->w_patternlen);
}

int wlog_record_write(struct wlog_file *wfile, struct wlog_rec *wrec,
		      long offset)
{
	char buf[WLOG_REC_MAX_SIZE + 2];
	off_t end;
	int len;

	if (offset >= 0) {
		len = pack(wrec, buf, 0);
		if (pwrite(wfile->w_rfd, buf, len, offset) != len)
			return wlog_fail("rewriting a record", wfile->w_file);
		return offset;
	}
	len = pack(wrec, buf, 1);
	buf[len] = (char)(len >> 8);
	buf[len + 1] = (char)(len & 0xff);
	len += 2;
	/* O_APPEND: the record lands whole at the end, even among writers. */
	if (write(wfile->w_afd, buf, len) != len)
		return wlog_fail("appending a record", wfile->w_file);
	end = lseek(wfile->w_afd, 0, SEEK_CUR);
	if (end < 0)
		return wlog_fail("lseek", wfile->w_file);
	return end - len;
}

int wlog_scan_backward(struct wlog_file *wfile, int nrecs, int (*func)(),
		       long data)
{
	char buf[WLOG_REC_MAX_SIZE + 2];
	unsigned char tail[2];
	struct wlog_rec rec;
	off_t pos;
	int n = 0, len;

	pos = lseek(wfile->w_rfd, 0, SEEK_END);
	if (pos < 0)
		return wlog_fail("lseek", wfile->w_file);
	while (pos > 0 && (!nrecs || n < nrecs)) {
		if (pos < 2 || pread(wfile->w_rfd, tail, 2, pos - 2) != 2)
			goto bad;
		len = (tail[0] << 8) | tail[1];
		if (len < (int)sizeof(struct wlog_rec_disk) ||
		    len > (int)WLOG_REC_MAX_SIZE || pos < len + 2)
			goto bad;
		pos -= len + 2;
		if (pread(wfile->w_rfd, buf, len, pos) != len)
			goto bad;
		unpack(&rec, buf);
		n++;
		if (func(&rec, data) == WLOG_STOP_SCAN)
			break;
	}
	return 0;
bad:
	snprintf(Wlog_Error_String, sizeof(Wlog_Error_String),
		 "write log %s: no whole record ends at offset %lld",
		 wfile->w_file, (long long)pos);
	return -1;
}
