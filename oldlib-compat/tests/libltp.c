// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The old library's helpers that real tests (growfiles, pipeio, doio and
 * friends) call, each checked against the system or against itself: every
 * tlibio method writes and reads back the same bytes, the data patterns
 * find a corrupted byte, ranges, tokens, sizes and open flags parse,
 * locks lock, forker forks, the write log reads back newest first, rmobj
 * removes a tree, and the newer SAFE_* and file helpers work.
 */
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include "test.h"
#include "safe_macros.h"
#include "bytes_by_prefix.h"
#include "dataascii.h"
#include "databin.h"
#include "datapid.h"
#include "file_lock.h"
#include "forker.h"
#include "open_flags.h"
#include "pattern.h"
#include "random_range.h"
#include "rmobj.h"
#include "string_to_tokens.h"
#include "tlibio.h"
#include "write_log.h"

char *TCID = "libltp";
int TST_TOTAL = 14;

#define SIZE 4096

static void check(int ok, const char *what)
{
	tst_resm(ok ? TPASS : TFAIL, "%s", what);
}

static void cleanup(void)
{
	tst_rmdir();
}

/* Write with method at offset 0, read back with it; 1 when all agree. */
static int lio_roundtrip(int method)
{
	char out[SIZE], in[SIZE], *err;
	int fd, w, r;

	dataasciigen(NULL, out, SIZE, 0);
	memset(in, 0, SIZE);
	fd = SAFE_OPEN(cleanup, "lio", O_RDWR | O_CREAT | O_TRUNC, 0644);
	w = lio_write_buffer(fd, method, out, SIZE, SIGUSR1, &err, 0);
	SAFE_LSEEK(cleanup, fd, 0, SEEK_SET);
	r = lio_read_buffer(fd, method, in, SIZE, SIGUSR1, &err, 0);
	SAFE_CLOSE(cleanup, fd);
	if (w != SIZE || r != SIZE)
		tst_resm(TINFO, "method %#o: wrote %d, read %d: %s", method, w,
			 r, err);
	return w == SIZE && r == SIZE && !memcmp(in, out, SIZE);
}

static void tlibio(void)
{
	static const char *const letters[] = { "s", "a", "p", "b", "l",
					       "L", "v", "P", "r", "R" };
	char arg[] = "sync,recall", bad[] = "sync,nonsense", *tok = NULL;
	unsigned int i;
	int ok = 1, m;

	for (i = 0; i < ARRAY_SIZE(letters); i++) {
		m = lio_parse_io_arg1((char *)letters[i]);
		ok &= m != -1 && lio_roundtrip(m);
	}
	check(ok, "lio_write_buffer/lio_read_buffer: every -I method");
	check(lio_parse_io_arg2(arg, NULL) == (LIO_IO_SYNC | LIO_WAIT_RECALL) &&
		      lio_parse_io_arg2(bad, &tok) == -1 && tok &&
		      !strcmp(tok, "nonsense") &&
		      lio_parse_io_arg1("nonsense") == -1,
	      "lio_parse_io_arg1/2");
}

static void patterns(void)
{
	char buf[SIZE], *err = NULL;
	int ok;

	dataasciigen(NULL, buf, SIZE, 100);
	ok = dataasciichk(NULL, buf, SIZE, 100, &err) == -1;
	buf[10] ^= 1;
	ok &= dataasciichk(NULL, buf, SIZE, 100, &err) == 110;
	databingen('C', buf, SIZE, 5);
	ok &= databinchk('C', buf, SIZE, 5, &err) == -1 &&
	      databinchk('z', buf, SIZE, 5, &err) >= 5;
	datapidgen(getpid(), buf, SIZE, 3);
	ok &= datapidchk(getpid(), buf + 5, SIZE - 5, 8, &err) == -1 &&
	      datapidchk(getpid() + 1, buf, SIZE, 3, &err) >= 3;
	pattern_fill(buf, SIZE, "abcde", 5, 7);
	ok &= buf[0] == 'c' && pattern_check(buf, SIZE, "abcde", 5, 7) == 0 &&
	      pattern_check(buf, SIZE, "abcde", 5, 8) == -1;
	check(ok && err, "data patterns: generated, checked, a bad byte found");
}

static void ranges(void)
{
	char spec[] = "1:10:3,7,:20", *rbuf = NULL, *err = NULL;
	int n, ok = 1, i;
	long v;

	random_range_seed(1);
	for (i = 0; i < 200; i++) {
		v = random_range(-7, 30, 5, &err);
		ok &= v >= -5 && v <= 30 && v % 5 == 0 && !err;
	}
	ok &= random_range(1, 4, 5, &err) == -1 && err;
	ok &= random_rangell(1LL << 40, 1LL << 41, 1, NULL) >= 1LL << 40;
	v = random_bit(0x28);
	ok &= (v == 0x8 || v == 0x20) && random_bit(0) == 0;
	n = parse_ranges(spec, 0, 99, 1, NULL, &rbuf, &err);
	ok &= n == 3 && range_min(rbuf, 0) == 1 && range_max(rbuf, 0) == 10 &&
	      range_mult(rbuf, 0) == 3 && range_max(rbuf, 1) == 7 &&
	      range_min(rbuf, 2) == 0 && range_max(rbuf, 2) == 20;
	free(rbuf);
	check(ok, "random_range*, random_bit, parse_ranges");
}

static void parsing(void)
{
	char line[] = "a b:c", flags[] = "O_RDWR,O_CREAT,O_TRUNC";
	char bad[] = "O_RDWR,O_BOGUS", *tokens[4], *badname = NULL;
	int n;

	n = string_to_tokens(line, tokens, 4, " :");
	check(n == 3 && !strcmp(tokens[2], "c") && !tokens[3],
	      "string_to_tokens");
	check(bytes_by_prefix("4k") == 4096 &&
		      bytes_by_prefix("2m") == 2 << 20 &&
		      lbytes_by_prefix("1K") == 1024 * (long)sizeof(long) &&
		      llbytes_by_prefix("3g") == 3LL << 30 &&
		      bytes_by_prefix("12") == 12 &&
		      bytes_by_prefix("5x") == -1,
	      "bytes_by_prefix and its l/ll forms");
	check(parse_open_flags(flags, NULL) == (O_RDWR | O_CREAT | O_TRUNC) &&
		      parse_open_flags(bad, &badname) == -1 &&
		      !strcmp(badname, "O_BOGUS") &&
		      !strcmp(openflags2symbols(O_WRONLY | O_APPEND, ",", 0),
			      "O_WRONLY,O_APPEND"),
	      "parse_open_flags, openflags2symbols");
}

/* In a child (locks are per process): would a write lock conflict? */
static int locked_elsewhere(int fd, int start)
{
	struct flock fl = { .l_type = F_WRLCK, .l_start = start, .l_len = 1 };
	int status;
	pid_t pid = FORK_OR_VFORK();

	if (!pid) {
		fcntl(fd, F_GETLK, &fl);
		_exit(fl.l_type != F_UNLCK);
	}
	SAFE_WAITPID(cleanup, pid, &status, 0);
	return WIFEXITED(status) && WEXITSTATUS(status) == 1;
}

static void locks(void)
{
	int fd = SAFE_OPEN(cleanup, "lock", O_RDWR | O_CREAT, 0644);
	int ok;

	SAFE_WRITE(cleanup, 1, fd, "0123456789", 10);
	ok = record_lock(fd, LOCK_EX, 2, 3, NULL) == 0 &&
	     locked_elsewhere(fd, 3) && !locked_elsewhere(fd, 7);
	ok &= file_lock(fd, LOCK_UN, NULL) == 0 && !locked_elsewhere(fd, 3);
	ok &= file_lock(fd, LOCK_SH | LOCK_NB, NULL) == 0 &&
	      strstr(Fl_syscall_str, "F_SETLK");
	ok &= file_lock(fd, 0, NULL) == -1 && errno == EINVAL;
	SAFE_CLOSE(cleanup, fd);
	check(ok, "file_lock, record_lock");
}

static void forking(void)
{
	int n, status, reaped = 0, i;

	n = forker(3, 0, "libltp");
	if (Forker_npids && Forker_pids[Forker_npids - 1] == getpid())
		_exit(n == Forker_npids ? 7 : 1);
	for (i = 0; i < Forker_npids; i++) {
		SAFE_WAITPID(cleanup, Forker_pids[i], &status, 0);
		reaped += WIFEXITED(status) && WEXITSTATUS(status) == 7;
	}
	check(n == 2 && Forker_npids == 2 && reaped == 2,
	      "forker(3, 0, ...): two children, each knowing its rank");
	Forker_npids = 0;
}

static int newest_first(struct wlog_rec *rec, long data)
{
	int *seen = (int *)data;

	seen[seen[0] + 1] = rec->w_offset + 10 * rec->w_done;
	seen[0]++;
	return WLOG_CONTINUE_SCAN;
}

static void write_log(void)
{
	struct wlog_file wf = { .w_file = "wlog" };
	struct wlog_rec rec = { .w_pid = 1, .w_pathlen = 4 };
	int seen[8] = { 0 }, i, ok;
	long where[3];

	ok = wlog_open(&wf, 1, 0600) == 0;
	memcpy(rec.w_path, "file", 4);
	for (i = 0; i < 3; i++) {
		rec.w_offset = i;
		where[i] = wlog_record_write(&wf, &rec, -1);
	}
	rec.w_offset = 1;
	rec.w_done = 1;
	ok &= wlog_record_write(&wf, &rec, where[1]) == where[1];
	ok &= wlog_scan_backward(&wf, 0, newest_first, (long)seen) == 0;
	wlog_close(&wf);
	check(ok && seen[0] == 3 && seen[1] == 2 && seen[2] == 11 &&
		      seen[3] == 0,
	      "write log: records read back newest first, one marked done");
}

static void files(void)
{
	char path[] = "tree/sub/leaf", host[256], *err = NULL, *base;
	unsigned long total = 0;
	struct dirent *de;
	int entries = 0;
	FILE *f;
	DIR *d;

	SAFE_MKDIR(cleanup, "tree", 0755);
	SAFE_MKDIR(cleanup, "tree/sub", 0755);
	SAFE_FILE_PRINTF(cleanup, "tree/sub/leaf", "x 1\nTotal: 42 kB\n");
	SAFE_SYMLINK(cleanup, "/", "tree/sub/root");
	d = SAFE_OPENDIR(cleanup, "tree/sub");
	while ((de = SAFE_READDIR(cleanup, d)))
		entries++;
	SAFE_CLOSEDIR(cleanup, d);
	SAFE_FILE_LINES_SCANF(cleanup, "tree/sub/leaf", "Total: %lu", &total);
	base = SAFE_BASENAME(cleanup, path);
	check(entries == 4 && total == 42 && !strcmp(base, "leaf") &&
		      FILE_LINES_SCANF(cleanup, "tree/sub/leaf", "Free: %lu",
				       &total) == 1,
	      "SAFE_OPENDIR/READDIR/CLOSEDIR, SAFE_BASENAME, *FILE_LINES_SCANF");
	check(rmobj("tree", &err) == 0 && access("tree", F_OK) == -1 &&
		      access("/", F_OK) == 0 && rmobj("tree", &err) == -1 &&
		      err,
	      "rmobj removes a tree (not through its symlink), fails on none");

	f = SAFE_POPEN(cleanup, "echo popen", "r");
	SAFE_GETHOSTNAME(cleanup, host, sizeof(host));
	check(fgets(path, sizeof(path), f) && !strcmp(path, "popen\n") &&
		      pclose(f) == 0 && host[0],
	      "SAFE_POPEN, SAFE_GETHOSTNAME");
	check(tst_system("exit 3") >> 8 == 3 && strstr(tst_dataroot(), "/"),
	      "tst_system, tst_dataroot");
}

int main(int argc, char *argv[])
{
	tst_parse_opts(argc, argv, NULL, NULL);
	tst_sig(FORK, DEF_HANDLER, cleanup);
	tst_tmpdir();
	tlibio();
	patterns();
	ranges();
	parsing();
	locks();
	forking();
	write_log();
	files();
	cleanup();
	tst_exit();
}
