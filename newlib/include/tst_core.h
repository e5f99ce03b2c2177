/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The core of newlib that another API is built on (oldlib-compat uses it;
 * tests do not). One results page, one formatter, one tmpdir and one
 * supervisor serve both APIs; an API only chooses its dialect and how its
 * calls map onto these.
 */
#ifndef TST_CORE_H
#define TST_CORE_H

#include <stdarg.h>
#include <sys/types.h>
#include "tst_common.h"
#include "tst_res_flags.h"

/* Environment variable naming the shared page for exec()ed helpers. */
#define TST_IPC_ENV "LTP_IPC_PATH"

/* Environment variable naming an old-API test's run directory, where its
 * exec()ed helpers make their tmpdirs (tst_core_rundir_create()). */
#define TST_RUN_DIR_ENV "TST_RUN_DIR"

/* ---- Results and the formatter ---- */

enum tst_dialect {
	TST_DIALECT_NEW, /* "file.c:LINE: TFAIL: msg: ENOENT (text)" */
	TST_DIALECT_OLD, /* "TCID     N  TFAIL  :  file.c:LINE: msg: errno=..." */
};

/* One result line to be counted, formatted and written. */
struct tst_line {
	enum tst_dialect dialect;
	const char *file;
	int lineno;
	int ttype; /* result type, with TERRNO/TTERRNO/TRERRNO */
	int err; /* errno at the time of the call (TERRNO) */
	const char *tcid; /* old dialect: test id */
	int num; /* old dialect: case number (0 for TINFO/TWARN) */
	int fd; /* where the line goes */
};

/*
 * Format the line into buf (always NUL terminated, cut at size). The old
 * dialect leaves out "file:line: " for TPASS and TINFO, as the old library
 * did. Returns the length written.
 */
size_t tst_core_format(char *buf, size_t size, const struct tst_line *l,
		       const char *fmt, va_list va);

/* Count the result in the shared page (TINFO is not counted), then format
 * and write the line with a single write(). */
void tst_core_emit(const struct tst_line *l, const char *fmt, va_list va);

struct tst_counts {
	unsigned int passed, failed, broken, skipped, warnings;
};

/* Counters as they stand now in the shared page (all 0 without one). */
void tst_core_counts(struct tst_counts *c);

/* OR of the result types reported so far (TFAIL|TBROK|TWARN|TCONF). */
unsigned int tst_core_seen(void);

/* Mark that a child's tst_brk(TBROK) kills the test process, so that the
 * supervisor reports that kill as no result of its own; and read it. */
void tst_core_set_aborted(void);
int tst_core_aborted(void);

/* New-API exit status: seen bits, with TCONF dropped when the only other
 * results are passes. */
int tst_core_exit_status(void);

/* Print "Summary:" and the counters on fd. */
void tst_core_print_summary(int fd);

/*
 * The old dialect's result numbers, one sequence for every thread and
 * process of the test (kept in the shared page when there is one): the
 * next number, and a new last number when the test set its own.
 */
int tst_core_next_number(void);
void tst_core_set_number(int last);

/*
 * An API on top of the core routes tst_res_()/tst_brk_c_() through these,
 * so core code (safe calls, checkpoints, the supervisor) reports in that
 * API's dialect and with its cleanup rules.
 */
struct tst_api_ops {
	void (*vres)(const char *file, int lineno, int ttype, const char *fmt,
		     va_list va);
	TST_NORETURN void (*vbrk)(const char *file, int lineno, int ttype,
				  void (*cleanup_fn)(void), const char *fmt,
				  va_list va);
};
void tst_core_set_api(const struct tst_api_ops *ops);

/* ---- The shared page ---- */

/*
 * Create the shared page: a new file under /dev/shm made with O_EXCL, mode
 * 0600, mapped shared, its path exported in TST_IPC_ENV, and locked by
 * this process for as long as it lives (see tst_core_sweep()). Exits 2 on
 * failure.
 */
void tst_core_shm_create(const char *tcid);

/* Attach to the page TST_IPC_ENV names. 0 on success, -1 when unset or
 * unusable (errno set). */
int tst_core_shm_attach(void);

/* Unmap the page; the supervisor also removes the page file. */
void tst_core_shm_destroy(void);

/* 1 when a shared page is mapped in this process. */
int tst_core_shm_ready(void);

/* ---- The tmpdir ---- */

/*
 * mkdtemp() "$TMPDIR/PREFIXXXXXXX" (TMPDIR default /tmp, must be an
 * absolute existing directory; in the run directory when this process has
 * one), chmod 0777, its path copied into the shared page for exec()ed
 * helpers. Made by the supervisor, it is the directory the supervisor
 * removes at the end (tst_core_owned_dir()). Returns the malloc()ed
 * absolute path, or NULL with errno set.
 */
char *tst_core_tmpdir_create(const char *prefix);

/*
 * The supervisor of a test that makes its tmpdirs itself (the old API):
 * mkdtemp() "$TMPDIR/PREFIXXXXXXX", mode 01777, in which the test process
 * (and its children) then make their tmpdirs, and which the supervisor
 * removes at the end. 0, or -1 with errno set.
 */
int tst_core_rundir_create(const char *prefix);

/* This process's tmpdir (an exec()ed helper: the one the page names), or
 * NULL. */
const char *tst_core_tmpdir(void);

/* Forget this process's tmpdir (after the test removed it itself). */
void tst_core_tmpdir_forget(void);

/* The directory the program started in, before any chdir(): where the
 * real library also looks for a test's modules and resource files; "" if
 * it could not be read. */
const char *tst_core_startwd(void);

/* The directory this supervisor made and removes at the end (the path in
 * its own memory, never the page's copy), or NULL. */
const char *tst_core_owned_dir(void);

/* Remove tst_core_owned_dir() with tst_core_rmtree(): 0 (also when it is
 * gone already or there is none), or -1 with errno set. */
int tst_core_owned_dir_remove(void);

/*
 * Remove the tree at path without anything outside it: detach every mount
 * at or below it first (found in /proc/self/mountinfo, lazily when busy),
 * then delete without following a symlink and without entering a mount
 * (told apart by mount id, so a bind mount of the same filesystem too),
 * with a bounded number of open descriptors whatever the depth. Returns 0,
 * or -1 and leaves errno of the first failure (the rest is still
 * attempted).
 */
int tst_core_rmtree(const char *path);

/*
 * Find the pages of runs whose supervisor is gone (killed, crashed) in
 * /dev/shm (and $TMPDIR when tmpdir_too, or when /dev/shm is not usable),
 * remove the directory each recorded, then the page; one line on stderr
 * for each. A live run's files are never touched. Returns the number of
 * runs cleaned up, or -1 when something would not go.
 */
int tst_core_sweep(int tmpdir_too);

/* ---- Messages ---- */

/* How much of a value tst_core_quote() shows, and the buffer it needs. */
#define TST_QUOTE_CHARS 128
#define TST_QUOTE_SIZE (TST_QUOTE_CHARS * 4 + 4)

/*
 * A command-line or environment value made fit for a one-line message in
 * buf (TST_QUOTE_SIZE bytes): printable ASCII as is, a backslash as \\,
 * every other byte as \xHH, at most TST_QUOTE_CHARS bytes of str and then
 * "...". Returns buf.
 */
const char *tst_core_quote(const char *str, char *buf, size_t size);

/* ---- Supervision ---- */

/*
 * First thing in a supervisor: tst_core_sweep(0), then ignore SIGPIPE (a
 * closed output must not stop the teardown) and catch SIGINT, SIGTERM and
 * SIGHUP (those not ignored already), which end the run: the test process
 * gets the signal, is killed if it is not gone in 3 s, and the supervisor
 * tears down and then dies of that signal (tst_core_exit_code()). The test
 * process starts with the signal handling the supervisor was started with.
 */
void tst_core_supervisor_init(void);

/* The stop signal the supervisor got (SIGINT, SIGTERM or SIGHUP), or 0. */
int tst_core_stop_signal(void);

/* LTP_TIMEOUT_MUL, validated (a decimal >= 0.1). Garbage: one-line reason
 * on stderr and exit 2. */
double tst_core_timeout_mul(void);

/* Same for LTP_RUNTIME_MUL. */
double tst_core_runtime_mul(void);

/*
 * Validate the environment before anything runs: TMPDIR must be absolute,
 * LTP_TIMEOUT_MUL and LTP_RUNTIME_MUL decimals >= 0.1. A bad value: a
 * one-line reason naming prog on stderr and exit 2. Returns the timeout
 * multiplier.
 */
double tst_core_check_env(const char *prog);

/*
 * fork() the test process: the child gets its own process group, is killed
 * when the supervisor dies (also if it died before the child could ask),
 * and returns 0; the parent becomes a child subreaper (so it can reap what
 * the test leaves behind) and gets the pid. Exits the parent with TBROK on
 * failure.
 */
pid_t tst_core_fork_test(void);

enum tst_end_how {
	TST_END_EXIT, /* code = exit status */
	TST_END_SIGNAL, /* code = signal number */
	TST_END_TIMEOUT, /* limit = seconds of the limit that expired */
	TST_END_STOP, /* code = the stop signal the supervisor got */
};

struct tst_end {
	enum tst_end_how how;
	int code;
	double limit;
};

/*
 * Wait for the test process pid. The limit (seconds, < 0 for none) counts
 * from the last tst_core_heartbeat(). On timeout the whole process group is
 * killed. SIGUSR1 and SIGUSR2 received meanwhile are passed on to the test
 * process; a stop signal (see tst_core_supervisor_init()) too, and then
 * the run ends as TST_END_STOP. Always returns with the test process
 * reaped and every other child killed and reaped.
 */
void tst_core_supervise(pid_t pid, double limit, struct tst_end *end);

/* Called by the test process at each run or iteration: restarts the
 * supervisor's timeout. */
void tst_core_heartbeat(void);

/* Kill the process group pgid (when > 0) and every remaining child
 * (including orphans reparented to this subreaper), then reap them all. */
void tst_core_reap_all(pid_t pgid);

/*
 * The supervisor's last checks, once the test is over: remove its own
 * directory (tst_core_owned_dir(); TWARN if it will not go) and report
 * TBROK when the test reported no result at all.
 */
void tst_core_end_checks(void);

/* Print the summary on stderr, remove the shared page and exit with the
 * new-API status (tst_core_exit_status()), as tst_core_exit_code(). */
TST_NORETURN void tst_core_exit(void);

/* Remove the shared page and exit with status; after a stop signal, die
 * of that signal instead. */
TST_NORETURN void tst_core_exit_code(int status);

/* ---- Checkpoints ---- */

/* 0 when released, -1 with errno ETIMEDOUT (having withdrawn: no later
 * wake counts this wait), EINVAL (bad id) or EOVERFLOW (32767 waiters
 * already). msec 0: the default, scaled. Waiters are released in the
 * order they arrived. */
int tst_core_checkpoint_wait(unsigned int id, unsigned int msec);

/* Wait until nr_wake waiters are at id, release exactly them. Same
 * returns (ERANGE: nr_wake over 32767). */
int tst_core_checkpoint_wake(unsigned int id, unsigned int nr_wake,
			     unsigned int msec);

#endif /* TST_CORE_H */
