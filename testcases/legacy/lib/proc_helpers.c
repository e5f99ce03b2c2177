/*
 * Process and signal helpers for the legacy process tests, written against
 * the old API.
 */
#include <errno.h>
#include <grp.h>
#include <pwd.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/resource.h>
#include <sys/wait.h>

#include "test.h"
#include "safe_macros.h"
#include "proc_helpers.h"

uid_t prh_nobody(void (*cleanup)(void), gid_t *gid)
{
	struct passwd *pw = SAFE_GETPWNAM(cleanup, "nobody");

	if (gid)
		*gid = pw->pw_gid;
	return pw->pw_uid;
}

void prh_drop_to_nobody(void (*cleanup)(void))
{
	gid_t gid;
	uid_t uid;

	if (geteuid() != 0)
		return;

	uid = prh_nobody(cleanup, &gid);
	if (setgroups(0, NULL) == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "setgroups(0) failed");
	SAFE_SETGID(cleanup, gid);
	SAFE_SETUID(cleanup, uid);
}

long long prh_cputime_ns(void (*cleanup)(void))
{
	struct timespec ts;

	if (clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts) == -1)
		tst_brkm(TBROK | TERRNO, cleanup,
			 "clock_gettime(CLOCK_PROCESS_CPUTIME_ID) failed");
	return ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

long long prh_burn_cpu_ns(void (*cleanup)(void), long long ns)
{
	long long start = prh_cputime_ns(cleanup);
	long long now = start;
	volatile unsigned long sink = 0;
	int i;

	while (now - start < ns) {
		for (i = 0; i < 10000; i++)
			sink += i;
		now = prh_cputime_ns(cleanup);
	}
	return now - start;
}

long long prh_ru_cpu_us(const struct rusage *ru)
{
	return ru->ru_utime.tv_sec * 1000000LL + ru->ru_utime.tv_usec +
	       ru->ru_stime.tv_sec * 1000000LL + ru->ru_stime.tv_usec;
}

static long long rusage_self_us(void (*cleanup)(void))
{
	struct rusage ru;

	SAFE_GETRUSAGE(cleanup, RUSAGE_SELF, &ru);
	return prh_ru_cpu_us(&ru);
}

/*
 * Enough changes to trust the minimum; and a CPU budget that covers a
 * 100 Hz tick several times over even if the tick were slower.
 */
#define STEP_CHANGES 8
#define STEP_BUDGET_NS 2000000000LL

long long prh_rusage_step_us(void (*cleanup)(void))
{
	long long start = prh_cputime_ns(cleanup);
	long long prev = rusage_self_us(cleanup);
	long long step = -1, cur;
	volatile unsigned long sink = 0;
	int changes = 0, i;

	while (changes < STEP_CHANGES) {
		for (i = 0; i < 1000; i++)
			sink += i;
		cur = rusage_self_us(cleanup);
		if (cur < prev)
			tst_brkm(
				TFAIL, cleanup,
				"ru_utime + ru_stime went back from %lld us to %lld us",
				prev, cur);
		if (cur > prev) {
			if (step < 0 || cur - prev < step)
				step = cur - prev;
			changes++;
			prev = cur;
		}
		if (prh_cputime_ns(cleanup) - start > STEP_BUDGET_NS)
			break;
	}
	if (step < 0)
		tst_brkm(TFAIL, cleanup,
			 "ru_utime + ru_stime never moved in 2 s of CPU");
	return step < 2 ? 2 : step;
}

void prh_sigaction(void (*cleanup)(void), int sig, void (*handler)(int),
		   int flags)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = handler;
	sa.sa_flags = flags;
	sigemptyset(&sa.sa_mask);
	if (sigaction(sig, &sa, NULL) == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "sigaction(%s) failed",
			 tst_strsig(sig));
}

int prh_check_exit(const char *what, int status, int exit_code)
{
	if (WIFEXITED(status) && WEXITSTATUS(status) == exit_code)
		return 0;
	if (WIFEXITED(status))
		tst_resm(TINFO, "%s exited with %d, expected %d", what,
			 WEXITSTATUS(status), exit_code);
	else if (WIFSIGNALED(status))
		tst_resm(TINFO, "%s killed by %s", what,
			 tst_strsig(WTERMSIG(status)));
	else
		tst_resm(TINFO, "%s: wait status 0x%x", what, status);
	return -1;
}
