/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The old test API (legacy tests: own main(), TCID, TST_TOTAL, tst_resm(),
 * tst_brkm(ttype, cleanup, ...)), implemented on newlib's core. Results go
 * to newlib's shared page and formatter in the old line format:
 *
 *	TCID     N  TTYPE  :  file.c:LINE: message
 *
 * Linking libtst_old.a also puts the test under newlib's supervisor (a
 * separate process): a hung test is killed after 300 s (scaled by
 * LTP_TIMEOUT_MUL) and reported, its children are reaped and its tmpdir is
 * removed. Two intended differences from the old library: results of forked
 * children always count, and that supervision.
 */
#ifndef TEST_H
#define TEST_H

/*
 * The system headers the old test.h gave its tests (through usctest.h's
 * <sys/param.h>: <limits.h>, PATH_MAX, MAXPATHLEN, NGROUPS ...), and no
 * more: a test may define names that a wider set would declare (a mutex
 * called wait, its own sched_setaffinity()). <sys/sysmacros.h> is what
 * <sys/types.h> itself gave before glibc 2.28 (makedev(), major(), minor()).
 */
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/param.h>
#include <sys/sysmacros.h>
#include <sys/types.h>

#ifndef PATH_MAX
#ifdef MAXPATHLEN
#define PATH_MAX MAXPATHLEN
#else
#define PATH_MAX 1024
#endif
#endif

/* newlib's SAFE_* and TST_PROCESS_STATE_WAIT macros clash with the old ones. */
#ifndef TST_NO_NEW_API_MACROS
#define TST_NO_NEW_API_MACROS
#endif

#include "tst_common.h"
#include "tst_res_flags.h"
#include "tst_res.h"
#include "tst_test_macros.h"
#include "tst_kvercmp.h"

/*
 * Each test defines char *TCID and int TST_TOTAL (TCID_DEFINE() or by
 * hand; some as const char *TCID, one as static int TST_TOTAL). As in the
 * old header, they are not declared here, so every spelling compiles; the
 * library refers to them weakly.
 */

/* Keeps the object holding the supervisor (a constructor) in every
 * program that includes this header. */
extern const int tst_old_main_anchor;
static const int *const tst_old_main_ref_ __attribute__((used)) =
	&tst_old_main_anchor;

/* Number of the last numbered result (TPASS/TFAIL/TBROK/TCONF). */
extern int tst_count;

/* The -i count (1 by default, 0: loop forever). */
extern int STD_LOOP_COUNT;

#ifdef TST_USE_COMPAT16_SYSCALL
#define TCID_BIT_SUFFIX "_16"
#elif defined(TST_USE_NEWER64_SYSCALL)
#define TCID_BIT_SUFFIX "_64"
#else
#define TCID_BIT_SUFFIX ""
#endif
#define TCID_DEFINE(ID) char *TCID = (#ID TCID_BIT_SUFFIX)

/* ---- Results (old_res.c) ---- */

/*
 * Report a result. TPASS/TFAIL/TBROK/TCONF take the next number, TINFO and
 * TWARN print 0. Every line but TPASS and TINFO starts with "file:LINE: ".
 */
void tst_resm_(const char *file, const int lineno, int ttype,
	       const char *arg_fmt, ...) TST_FMT(4, 5);
#define tst_resm(ttype, arg_fmt, ...) \
	tst_resm_(__FILE__, __LINE__, (ttype), (arg_fmt), ##__VA_ARGS__)

/* As tst_resm(), followed by size bytes of buf as hex. */
void tst_resm_hexd_(const char *file, const int lineno, int ttype,
		    const void *buf, size_t size, const char *arg_fmt, ...)
	TST_FMT(6, 7);
#define tst_resm_hexd(ttype, buf, size, arg_fmt, ...)                         \
	tst_resm_hexd_(__FILE__, __LINE__, (ttype), (buf), (size), (arg_fmt), \
		       ##__VA_ARGS__)

/*
 * Report, add one line for the remaining cases ("Remaining cases broken",
 * or "... not appropriate for configuration" for TCONF), run cleanup_fn
 * (unless NULL, and never while it is already running), then exit with the
 * accumulated status.
 */
TST_NORETURN void tst_brkm_(const char *file, const int lineno, int ttype,
			    void (*func)(void), const char *arg_fmt, ...)
	TST_FMT(5, 6);
#define tst_brkm(ttype, func, arg_fmt, ...) \
	tst_brkm_(__FILE__, __LINE__, (ttype), (func), (arg_fmt), ##__VA_ARGS__)

/* Exit with the OR of TFAIL, TBROK, TWARN and TCONF reported so far (in
 * the test process: by it and by its children). */
TST_NORETURN void tst_exit(void);

/* Flush stdout (results themselves are never buffered). */
void tst_flush(void);
/* Its name in the old library from 2016 on, when the new one took
 * tst_flush(): the tests of 2016-2017 call this one. */
void tst_old_flush(void);

/* TEST() and TEST_VOID() come from newlib; these are its old names. */
#define TEST_RETURN TST_RET
#define TEST_ERRNO TST_ERR

/* TCONF (through tst_brkm(..., NULL, ...)) unless the euid is 0. The
 * older form took a cleanup argument; both are accepted. */
void tst_require_root_(void);
#define tst_require_root(...) tst_require_root_()

/* ---- Options and loops (old_opts.c) ---- */

/* A test's own option: "x" or "x:" (with an argument). */
typedef struct {
	char *option; /* getopt() letter, with ':' when it takes a value */
	int *flag; /* set to 1 when given (may be NULL) */
	char **arg; /* set to the value (may be NULL) */
} option_t;

/*
 * Parse -i N, -I SECONDS, -P SECONDS, -p, -h and the test's options (the
 * environment's USC_ITERATIONS, USC_LOOP_WALLTIME and USC_LOOP_DELAY first).
 * On an error: TBROK "OPTION PARSING ERROR - ..." and exit 2. -h prints the
 * usage (and user_help()) and exits 0.
 */
void tst_parse_opts(int argc, char *argv[], const option_t *user_optarg,
		    void (*user_help)(void));

/* The older form: NULL when fine, else the error text (getopt's complaint
 * and the usage are printed, the TBROK line is not). */
const char *parse_opts(int argc, char *argv[], const option_t *user_optarg,
		       void (*user_help)(void));

/* 1 while another iteration is due (counter counts from 0); applies the
 * -P delay between iterations. */
int usc_test_looping(int counter);
/* -p: wait for SIGUSR1 before the test loop. */
void usc_global_setup_hook(void);

#define TEST_LOOPING usc_test_looping
#define TEST_PAUSE usc_global_setup_hook()

/* ---- Signals (old_sig.c) ---- */

#define FORK 1 /* the test forks: SIGCHLD is left alone */
#define NOFORK 0 /* SIGCHLD is an unexpected signal too */
#define DEF_HANDLER SIG_ERR /* report the signal as TBROK */

#ifndef NSIG
#define NSIG _NSIG
#endif
#ifndef NUMSIGS
#define NUMSIGS NSIG
#endif

/*
 * Catch every signal but KILL, STOP, CONT, the real-time ones and (under
 * FORK) CHLD with handler; DEF_HANDLER reports TBROK "unexpected signal"
 * through tst_brkm(..., cleanup).
 */
void tst_sig(int fork_flag, void (*handler)(), void (*cleanup)());

/* ---- Processes (old_fork.c) ---- */

/* fork() with stdout flushed first; the child starts with no results of
 * its own. */
pid_t tst_fork(void);

/*
 * Wait for child. Its exit status is a result mask: it is added to the
 * exit status and said as TINFO; a child killed by a signal is TBROK
 * through tst_brkm(..., cleanup).
 */
void tst_record_childstatus(void (*cleanup)(void), pid_t child);

/* No-MMU support: on Linux with an MMU these are fork() and MAP_PRIVATE. */
#define FORK_OR_VFORK tst_fork
#define MAP_PRIVATE_EXCEPT_UCLINUX MAP_PRIVATE

/*
 * Re-run the test binary as a child after a vfork() (no-MMU systems): the
 * values after fmt are handed to the child through "-C" and read back by
 * maybe_run_child(), which then calls child() and exits. Without UCLINUX
 * they are never needed, but they work.
 */
int self_exec(const char *argv0, const char *fmt, ...);
void maybe_run_child(void (*child)(), const char *fmt, ...);

/* TST_DECLARE_ONCE_FN(fn_name, init_fn) is tst_common.h's, the same for
 * both APIs. */

/* The pids forker() started (forker.h). */
extern int Forker_pids[];
extern int Forker_npids;

/* The name of a result type: "TPASS", "TFAIL" ... */
const char *strttype(int ttype);

/* The parts the old test.h brought in; safe_macros.h is the test's own
 * include, as it was. */
#include "old_safe_file_ops.h"
#include "old_checkpoint.h"
#include "old_process_state.h"
#include "old_resource.h"
#include "old_timer.h"
#include "old_device.h"
#include "old_tmpdir.h"
#include "old_misc.h"

#endif /* TEST_H */
