/*
 * Helper of execve01 (not a test of its own): started by exec() with the
 * expected RLIMIT_NOFILE soft limit as its argument, it checks the signal
 * state it inherited before touching any of it, reports each check with
 * tst_resm() and exits with its result mask.
 */
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"

char *TCID = "execve01_child";
int TST_TOTAL = 4;

static void check_disp(int sig, void (*expect)(int), const char *what)
{
	struct sigaction sa;

	if (sigaction(sig, NULL, &sa) == -1)
		tst_brkm(TBROK | TERRNO, NULL, "sigaction(%s) failed",
			 tst_strsig(sig));
	if (sa.sa_handler != expect)
		tst_resm(TFAIL, "%s is not %s after exec", tst_strsig(sig),
			 what);
	else
		tst_resm(TPASS, "%s is %s after exec", tst_strsig(sig), what);
}

int main(int ac, char **av)
{
	struct rlimit rl;
	sigset_t cur;
	long expect;

	if (ac != 2)
		tst_brkm(TBROK, NULL, "usage: %s NOFILE_SOFT (run by execve01)",
			 av[0]);
	expect = strtol(av[1], NULL, 10);

	check_disp(SIGUSR1, SIG_IGN, "still ignored");
	check_disp(SIGUSR2, SIG_DFL, "reset to SIG_DFL");
	check_disp(SIGTERM, SIG_DFL, "reset to SIG_DFL");

	if (sigprocmask(SIG_SETMASK, NULL, &cur) == -1)
		tst_brkm(TBROK | TERRNO, NULL, "sigprocmask() failed");
	SAFE_GETRLIMIT(NULL, RLIMIT_NOFILE, &rl);

	if (!sigismember(&cur, SIGHUP) || sigismember(&cur, SIGUSR2))
		tst_resm(TFAIL, "blocked mask not kept across exec");
	else if ((long)rl.rlim_cur != expect)
		tst_resm(TFAIL, "RLIMIT_NOFILE soft %lu, expected %ld",
			 (unsigned long)rl.rlim_cur, expect);
	else
		tst_resm(TPASS, "mask and RLIMIT_NOFILE inherited");

	tst_exit();
}
