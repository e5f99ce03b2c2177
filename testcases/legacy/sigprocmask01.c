/*
 * rt_sigprocmask(2) and rt_sigpending(2), called directly: a blocked
 * signal is not delivered but shows up as pending, a standard signal sent
 * twice while blocked is delivered once on unblocking, SIG_SETMASK returns
 * the old mask, SIGKILL and SIGSTOP are silently left out of the mask, and
 * a wrong sigset size or "how" is EINVAL.
 */
#include <errno.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"

static void cleanup(void);
#define CLEANUP cleanup
#include "linux_syscall_numbers.h"

char *TCID = "sigprocmask01";
int TST_TOTAL = 4;

/* The kernel's sigset: _NSIG bits, not glibc's 1024. */
#define KSIGSET_WORDS (_NSIG / (8 * sizeof(unsigned long)))
struct ksigset {
	unsigned long sig[KSIGSET_WORDS];
};

static volatile sig_atomic_t calls;

static void setup(void);

static void handler(int sig)
{
	(void)sig;
	calls++;
}

static void ks_add(struct ksigset *set, int sig)
{
	set->sig[(sig - 1) / (8 * sizeof(unsigned long))] |=
		1UL << ((sig - 1) % (8 * sizeof(unsigned long)));
}

static int ks_has(struct ksigset *set, int sig)
{
	return !!(set->sig[(sig - 1) / (8 * sizeof(unsigned long))] &
		  (1UL << ((sig - 1) % (8 * sizeof(unsigned long)))));
}

static long ks_procmask(int how, struct ksigset *set, struct ksigset *old)
{
	return ltp_syscall(__NR_rt_sigprocmask, how, set, old,
			   sizeof(struct ksigset));
}

static void ks_pending(struct ksigset *set)
{
	memset(set, 0, sizeof(*set));
	if (ltp_syscall(__NR_rt_sigpending, set, sizeof(*set)) == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "rt_sigpending() failed");
}

static void verify_block_pending(void)
{
	struct ksigset set, old, pend;

	memset(&set, 0, sizeof(set));
	ks_add(&set, SIGUSR1);
	calls = 0;

	TEST(ks_procmask(SIG_BLOCK, &set, &old));
	if (TEST_RETURN != 0) {
		tst_resm(TFAIL | TTERRNO, "rt_sigprocmask(SIG_BLOCK) failed");
		return;
	}
	raise(SIGUSR1);
	raise(SIGUSR1);
	ks_pending(&pend);

	if (calls != 0) {
		tst_resm(TFAIL, "blocked SIGUSR1 was delivered");
	} else if (!ks_has(&pend, SIGUSR1) || ks_has(&pend, SIGUSR2)) {
		tst_resm(TFAIL, "pending set wrong: SIGUSR1 %d, SIGUSR2 %d",
			 ks_has(&pend, SIGUSR1), ks_has(&pend, SIGUSR2));
	} else {
		tst_resm(TPASS, "blocked SIGUSR1 is pending, not delivered");
	}

	if (ks_procmask(SIG_UNBLOCK, &set, NULL) == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "SIG_UNBLOCK failed");
	ks_pending(&pend);
	if (calls != 1 || ks_has(&pend, SIGUSR1))
		tst_resm(TFAIL, "after unblocking: %d deliveries, pending %d",
			 (int)calls, ks_has(&pend, SIGUSR1));
	else
		tst_resm(TPASS, "unblocking delivered SIGUSR1 exactly once");
}

static void verify_setmask(void)
{
	struct ksigset set, old, cur;

	memset(&set, 0, sizeof(set));
	ks_add(&set, SIGUSR2);
	ks_add(&set, SIGKILL);
	ks_add(&set, SIGSTOP);

	if (ks_procmask(SIG_SETMASK, &set, &old) == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "SIG_SETMASK failed");
	if (ks_procmask(SIG_SETMASK, &old, &cur) == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "SIG_SETMASK back failed");

	if (!ks_has(&cur, SIGUSR2) || ks_has(&cur, SIGKILL) ||
	    ks_has(&cur, SIGSTOP)) {
		tst_resm(TFAIL, "mask read back: USR2 %d KILL %d STOP %d",
			 ks_has(&cur, SIGUSR2), ks_has(&cur, SIGKILL),
			 ks_has(&cur, SIGSTOP));
		return;
	}
	tst_resm(TPASS, "SIG_SETMASK kept SIGUSR2, dropped SIGKILL/SIGSTOP");
}

static void verify_einval(void)
{
	struct ksigset set;

	memset(&set, 0, sizeof(set));
	TEST(syscall(__NR_rt_sigprocmask, SIG_BLOCK, &set, NULL,
		     sizeof(set) + 1));
	if (TEST_RETURN != -1 || TEST_ERRNO != EINVAL) {
		tst_resm(TFAIL | TTERRNO, "bad sigsetsize: returned %ld",
			 TEST_RETURN);
		return;
	}
	TEST(syscall(__NR_rt_sigprocmask, 42, &set, NULL, sizeof(set)));
	if (TEST_RETURN != -1 || TEST_ERRNO != EINVAL) {
		tst_resm(TFAIL | TTERRNO, "how = 42: returned %ld",
			 TEST_RETURN);
		return;
	}
	tst_resm(TPASS, "bad sigsetsize and bad how give EINVAL");
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_block_pending();
		verify_setmask();
		verify_einval();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	struct sigaction sa;

	tst_sig(NOFORK, DEF_HANDLER, cleanup);

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = handler;
	sigemptyset(&sa.sa_mask);
	if (sigaction(SIGUSR1, &sa, NULL) == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "sigaction() failed");

	TEST_PAUSE;
}

static void cleanup(void)
{
}
