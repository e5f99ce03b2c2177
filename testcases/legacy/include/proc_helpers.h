/*
 * Helpers shared by the process, signal, rlimit and rusage tests: dropping
 * to the "nobody" user, burning a measured amount of CPU, the resolution of
 * getrusage() CPU times found at run time, handler installation and exit
 * status checks. Calls taking a cleanup end the test with TBROK on failure.
 */
#ifndef PROC_HELPERS_H
#define PROC_HELPERS_H

#include <signal.h>
#include <sys/types.h>
#include <sys/resource.h>

/* The uid and gid of "nobody" (gid may be NULL). */
uid_t prh_nobody(void (*cleanup)(void), gid_t *gid);

/*
 * For root: drop groups, gid and uid to "nobody" for good (meant for a
 * forked child). For anyone else: nothing, they already lack privileges.
 */
void prh_drop_to_nobody(void (*cleanup)(void));

/* This process's CPU time so far, from CLOCK_PROCESS_CPUTIME_ID. */
long long prh_cputime_ns(void (*cleanup)(void));

/* Spin until this process has used ns more CPU time; returns the amount
 * actually used. */
long long prh_burn_cpu_ns(void (*cleanup)(void), long long ns);

/* ru_utime + ru_stime of ru, in microseconds. */
long long prh_ru_cpu_us(const struct rusage *ru);

/*
 * The smallest step by which ru_utime + ru_stime of this process moves,
 * observed while burning CPU (about 50 ms of it, more on a coarse tick):
 * one scheduler tick on tick-sampled kernels, a few microseconds where CPU
 * time is accounted precisely. Never less than 2 us, what the truncation
 * of the two timevals can lose.
 */
long long prh_rusage_step_us(void (*cleanup)(void));

/* sigaction(sig) with handler, flags and an empty mask. */
void prh_sigaction(void (*cleanup)(void), int sig, void (*handler)(int),
		   int flags);

/*
 * 0 when status says a normal exit with exit_code, else -1 after a TINFO
 * line naming what (and how it ended instead).
 */
int prh_check_exit(const char *what, int status, int exit_code);

#endif
