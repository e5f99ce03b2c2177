// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * prctl(): PR_SET_NAME truncates to 15 characters and shows in
 * /proc/self/comm; PR_SET_PDEATHSIG delivers the signal when the parent
 * dies; PR_SET_NO_NEW_PRIVS is one-way and shows in /proc/self/status;
 * PR_SET_DUMPABLE takes only 0 and 1; PR_SET_TIMERSLACK reads back; an
 * unknown option is EINVAL. Each case runs in a child so the test process
 * keeps its attributes.
 */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include "tst_test.h"

static void check_name(void)
{
	char name[32] = "", comm[32] = "";

	TST_EXP_PASS(prctl(PR_SET_NAME, "abcdefghijklmnopqrstuvwxyz"));
	TST_EXP_PASS(prctl(PR_GET_NAME, name));
	if (strcmp(name, "abcdefghijklmno"))
		tst_res(TFAIL, "PR_GET_NAME gave '%s'", name);
	else
		tst_res(TPASS, "name truncated to 15 characters");

	SAFE_FILE_SCANF("/proc/self/comm", "%31s", comm);
	if (strcmp(comm, name))
		tst_res(TFAIL, "/proc/self/comm is '%s', not '%s'", comm, name);
	else
		tst_res(TPASS, "/proc/self/comm shows the new name");
}

/*
 * The grandchild asks for SIGUSR1 on its parent's death, says it is ready
 * (checkpoint 0), and waits for the signal; the middle process exits once
 * it is ready. The grandchild then wakes the test through checkpoint 1.
 */
static void grandchild(pid_t parent)
{
	struct timespec to = { .tv_sec = 10 };
	sigset_t set;
	int sig = 0;

	sigemptyset(&set);
	sigaddset(&set, SIGUSR1);
	sigprocmask(SIG_BLOCK, &set, NULL);
	if (prctl(PR_SET_PDEATHSIG, SIGUSR1))
		tst_brk(TBROK | TERRNO, "prctl(PR_SET_PDEATHSIG)");
	if (getppid() != parent)
		tst_brk(TBROK, "parent died before PR_SET_PDEATHSIG");

	prctl(PR_GET_PDEATHSIG, &sig);
	TST_EXP_EQ_LI(sig, SIGUSR1);

	TST_CHECKPOINT_WAKE(0);
	sig = sigtimedwait(&set, NULL, &to);
	if (sig == SIGUSR1)
		tst_res(TPASS, "SIGUSR1 delivered when the parent died");
	else
		tst_res(TFAIL | TERRNO, "no parent-death signal within 10 s");
	TST_CHECKPOINT_WAKE(1);
	exit(0);
}

static void check_pdeathsig(void)
{
	pid_t pid = SAFE_FORK();

	if (!pid)
		grandchild(getppid());

	TST_CHECKPOINT_WAIT(0);
	exit(0);
}

static int status_field(const char *name)
{
	size_t len = strlen(name);
	char line[256];
	int val = -1;
	FILE *f;

	f = SAFE_FOPEN("/proc/self/status", "r");
	while (fgets(line, sizeof(line), f)) {
		if (!strncmp(line, name, len) && line[len] == ':') {
			val = atoi(line + len + 1);
			break;
		}
	}
	SAFE_FCLOSE(f);
	if (val == -1)
		tst_brk(TCONF, "/proc/self/status has no %s field", name);
	return val;
}

static void check_no_new_privs(void)
{
	TST_EXP_VAL(prctl(PR_GET_NO_NEW_PRIVS, 0, 0, 0, 0), 0);
	TST_EXP_PASS(prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0));
	TST_EXP_VAL(prctl(PR_GET_NO_NEW_PRIVS, 0, 0, 0, 0), 1);
	TST_EXP_FAIL(prctl(PR_SET_NO_NEW_PRIVS, 0, 0, 0, 0), EINVAL,
		     "clearing no_new_privs");
	TST_EXP_EQ_LI(status_field("NoNewPrivs"), 1);
}

static void check_dumpable(void)
{
	TST_EXP_PASS(prctl(PR_SET_DUMPABLE, 0));
	TST_EXP_VAL(prctl(PR_GET_DUMPABLE), 0);
	TST_EXP_FAIL(prctl(PR_SET_DUMPABLE, 2), EINVAL, "PR_SET_DUMPABLE 2");
	TST_EXP_PASS(prctl(PR_SET_DUMPABLE, 1));
	TST_EXP_VAL(prctl(PR_GET_DUMPABLE), 1);
}

static void check_timerslack(void)
{
	TST_EXP_PASS(prctl(PR_SET_TIMERSLACK, 123456UL));
	TST_EXP_VAL(prctl(PR_GET_TIMERSLACK), 123456);
	TST_EXP_FAIL(prctl(0x7fff1234, 0, 0, 0, 0), EINVAL,
		     "prctl() with an unknown option");
}

static struct tcase {
	void (*check)(void);
	const char *desc;
} tcases[] = {
	{ check_name, "PR_SET_NAME" },
	{ check_pdeathsig, "PR_SET_PDEATHSIG" },
	{ check_no_new_privs, "PR_SET_NO_NEW_PRIVS" },
	{ check_dumpable, "PR_SET_DUMPABLE" },
	{ check_timerslack, "PR_SET_TIMERSLACK" },
};

static void run(unsigned int n)
{
	tst_res(TINFO, "%s", tcases[n].desc);
	if (!SAFE_FORK()) {
		tcases[n].check();
		exit(0);
	}
	tst_reap_children();
	if (tcases[n].check == check_pdeathsig)
		TST_CHECKPOINT_WAIT(1);
}

static struct tst_test test = {
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.forks_child = 1,
	.needs_checkpoints = 1,
};
