/*
 * sigaction(2): SA_RESETHAND runs the handler once and resets the action
 * to SIG_DFL; SA_SIGINFO handlers get si_signo, si_code (SI_USER for
 * kill(), SI_QUEUE with the value for sigqueue()) and the sender's si_pid
 * and si_uid, also when the sender is a child; sa_mask and the signal
 * itself are blocked while the handler runs; SIGKILL, SIGSTOP and signal 0
 * cannot be given an action (EINVAL).
 */
#include <errno.h>
#include <signal.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"

char *TCID = "sigaction01";

static volatile sig_atomic_t calls;
static volatile sig_atomic_t mask_ok;
static siginfo_t last_info;

static void setup(void);
static void cleanup(void);

static void test_resethand(void);
static void test_siginfo_kill(void);
static void test_siginfo_queue(void);
static void test_siginfo_child(void);
static void test_mask(void);
static void test_einval(void);

static void (*testfunc[])(void) = {
	test_resethand,	    test_siginfo_kill, test_siginfo_queue,
	test_siginfo_child, test_mask,	       test_einval,
};

int TST_TOTAL = sizeof(testfunc) / sizeof(testfunc[0]);

static void count_handler(int sig)
{
	(void)sig;
	calls++;
}

static void info_handler(int sig, siginfo_t *info, void *uc)
{
	(void)sig;
	(void)uc;
	last_info = *info;
	calls++;
}

static void mask_handler(int sig)
{
	sigset_t cur;

	(void)sig;
	sigprocmask(SIG_SETMASK, NULL, &cur);
	mask_ok = sigismember(&cur, SIGUSR1) && sigismember(&cur, SIGUSR2);
	calls++;
}

static void set_action(int sig, void (*h)(int), int flags, int blocked)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = h;
	sa.sa_flags = flags;
	sigemptyset(&sa.sa_mask);
	if (blocked)
		sigaddset(&sa.sa_mask, blocked);
	if (sigaction(sig, &sa, NULL) == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "sigaction(%s)",
			 tst_strsig(sig));
}

static void set_info_action(int sig)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	sa.sa_sigaction = info_handler;
	sa.sa_flags = SA_SIGINFO;
	sigemptyset(&sa.sa_mask);
	if (sigaction(sig, &sa, NULL) == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "sigaction(%s, SA_SIGINFO)",
			 tst_strsig(sig));
}

static void test_resethand(void)
{
	struct sigaction old;

	calls = 0;
	set_action(SIGUSR1, count_handler, SA_RESETHAND, 0);
	raise(SIGUSR1);

	if (sigaction(SIGUSR1, NULL, &old) == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "sigaction(SIGUSR1, NULL)");
	if (calls != 1) {
		tst_resm(TFAIL, "SA_RESETHAND: handler ran %d times",
			 (int)calls);
		return;
	}
	if (old.sa_handler != SIG_DFL) {
		tst_resm(TFAIL, "SA_RESETHAND: action not reset to SIG_DFL");
		return;
	}
	tst_resm(TPASS, "SA_RESETHAND: handler ran once, action now SIG_DFL");
}

static int check_info(const char *desc, int sig, int code, pid_t pid)
{
	if (calls != 1) {
		tst_resm(TFAIL, "%s: handler ran %d times", desc, (int)calls);
		return -1;
	}
	if (last_info.si_signo != sig || last_info.si_code != code ||
	    last_info.si_pid != pid || last_info.si_uid != getuid()) {
		tst_resm(
			TFAIL,
			"%s: si_signo %d si_code %d si_pid %d si_uid %d, expected %d %d %d %d",
			desc, last_info.si_signo, last_info.si_code,
			last_info.si_pid, (int)last_info.si_uid, sig, code, pid,
			(int)getuid());
		return -1;
	}
	return 0;
}

static void test_siginfo_kill(void)
{
	calls = 0;
	set_info_action(SIGUSR2);
	SAFE_KILL(cleanup, getpid(), SIGUSR2);
	if (check_info("kill()", SIGUSR2, SI_USER, getpid()))
		return;
	tst_resm(TPASS, "SA_SIGINFO: kill() gives SI_USER and our pid");
}

static void test_siginfo_queue(void)
{
	union sigval val = { .sival_int = 4242 };

	calls = 0;
	set_info_action(SIGUSR2);
	if (sigqueue(getpid(), SIGUSR2, val) == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "sigqueue() failed");
	if (check_info("sigqueue()", SIGUSR2, SI_QUEUE, getpid()))
		return;
	if (last_info.si_value.sival_int != 4242) {
		tst_resm(TFAIL, "sigqueue(): si_value %d, expected 4242",
			 last_info.si_value.sival_int);
		return;
	}
	tst_resm(TPASS, "SA_SIGINFO: sigqueue() gives SI_QUEUE and the value");
}

static void test_siginfo_child(void)
{
	sigset_t block, old;
	pid_t pid;
	int status;

	calls = 0;
	set_info_action(SIGUSR2);
	sigemptyset(&block);
	sigaddset(&block, SIGUSR2);
	sigprocmask(SIG_BLOCK, &block, &old);

	pid = FORK_OR_VFORK();
	if (pid == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (pid == 0)
		_exit(kill(getppid(), SIGUSR2) == -1);

	SAFE_WAITPID(cleanup, pid, &status, 0);
	if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
		tst_brkm(TBROK, cleanup, "child could not signal its parent");

	sigprocmask(SIG_SETMASK, &old, NULL);
	if (check_info("kill() from a child", SIGUSR2, SI_USER, pid))
		return;
	tst_resm(TPASS, "SA_SIGINFO: si_pid is the sending child's pid");
}

static void test_mask(void)
{
	calls = 0;
	mask_ok = 0;
	set_action(SIGUSR1, mask_handler, 0, SIGUSR2);
	raise(SIGUSR1);
	if (calls != 1 || !mask_ok) {
		tst_resm(
			TFAIL,
			"sa_mask: calls %d, SIGUSR1+SIGUSR2 blocked in handler: %d",
			(int)calls, (int)mask_ok);
		return;
	}
	tst_resm(TPASS, "sa_mask and the signal itself blocked in the handler");
}

static void test_einval(void)
{
	static const int sigs[] = { SIGKILL, SIGSTOP, 0 };
	struct sigaction sa;
	unsigned int i;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = count_handler;
	for (i = 0; i < sizeof(sigs) / sizeof(sigs[0]); i++) {
		TEST(sigaction(sigs[i], &sa, NULL));
		if (TEST_RETURN != -1 || TEST_ERRNO != EINVAL) {
			tst_resm(TFAIL | TTERRNO,
				 "sigaction(%d) returned %ld, expected EINVAL",
				 sigs[i], TEST_RETURN);
			return;
		}
	}
	tst_resm(TPASS, "SIGKILL, SIGSTOP and 0 refused with EINVAL");
}

int main(int ac, char **av)
{
	int lc, i;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		for (i = 0; i < TST_TOTAL; i++)
			(*testfunc[i])();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(FORK, DEF_HANDLER, cleanup);

	TEST_PAUSE;
}

static void cleanup(void)
{
}
