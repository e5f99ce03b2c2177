/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * A write log: one record per write made to a test file (who wrote what
 * pattern where), appended as the writes happen and read back newest
 * first to tell what a file should hold.
 */
#ifndef WRITE_LOG_H
#define WRITE_LOG_H

#define WLOG_MAX_PATH 128
#define WLOG_MAX_PATTERN 64
#define WLOG_MAX_HOST 8
#define WLOG_REC_MAX_SIZE                                             \
	(sizeof(struct wlog_rec) + WLOG_MAX_PATH + WLOG_MAX_PATTERN + \
	 WLOG_MAX_HOST + 2)

/* One write, as the caller fills it in. Strings need not end with a NUL:
 * the lengths count. */
struct wlog_rec {
	int w_pid; /* the writer */
	int w_offset; /* file offset of the write */
	int w_nbytes; /* bytes written */
	int w_oflags; /* open() flags of the file */
	int w_done; /* 1 once the write completed */
	int w_async; /* 1 for an asynchronous write */

	char w_host[WLOG_MAX_HOST + 1];
	int w_hostlen;
	char w_path[WLOG_MAX_PATH + 1];
	int w_pathlen;
	char w_pattern[WLOG_MAX_PATTERN + 1];
	int w_patternlen;
};

#ifndef uint
#define uint unsigned int
#endif

/* The fixed part of a record as stored; the path, host and pattern follow
 * it, then the record's length in two bytes. */
struct wlog_rec_disk {
	uint w_offset : 32;
	uint w_extra0 : 32;
	uint w_nbytes : 32;
	uint w_oflags : 32;
	uint w_pid : 17;
	uint w_pathlen : 7;
	uint w_patternlen : 6;
	uint w_hostlen : 4;
	uint w_done : 1;
	uint w_async : 1;
	uint w_extra2 : 28;
};

/* A log: set w_file, then wlog_open(). */
struct wlog_file {
	int w_afd; /* appends */
	int w_rfd; /* reads and rewrites */
	char w_file[1024];
};

/* What a wlog_scan_backward() callback returns. */
#define WLOG_STOP_SCAN 0
#define WLOG_CONTINUE_SCAN 1

/* Open (create with mode, regardless of the umask; truncate when trunc)
 * the log wfile->w_file. 0, or -1 with Wlog_Error_String set. */
int wlog_open(struct wlog_file *wfile, int trunc, int mode);
int wlog_close(struct wlog_file *wfile);

/*
 * Append wrec (offset < 0), or rewrite the fixed part of the record at
 * offset (a value an earlier call returned: to mark a write done). Returns
 * the record's offset in the log, or -1 with Wlog_Error_String set.
 */
int wlog_record_write(struct wlog_file *wfile, struct wlog_rec *wrec,
		      long offset);

/*
 * Call func(rec, data) for each record, newest first, nrecs of them (0:
 * all), until it returns WLOG_STOP_SCAN. 0, or -1 with Wlog_Error_String.
 */
int wlog_scan_backward(struct wlog_file *wfile, int nrecs, int (*func)(),
		       long data);

extern char Wlog_Error_String[];

#endif /* WRITE_LOG_H */
