/*
 * nice(2) by an unprivileged amount: nice(inc) adds inc to the nice value
 * and returns the new one (as getpriority() reports it), a large increment
 * is clamped at 19, and nice(0) changes nothing. Run in a child each time
 * so that the value can be lowered again.
 */
#include <errno.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"

char *TCID = "nice01";

static struct tcase {
	int inc;
	const char *desc;
} tcases[] = {
	{ 0, "nice(0)" },
	{ 3, "nice(3)" },
	{ 7, "nice(7)" },
	{ 100, "nice(100), clamped" },
};

int TST_TOTAL = sizeof(tcases) / sizeof(tcases[0]);

static void setup(void);
static void cleanup(void);

static int expected(int old, int inc)
{
	return old + inc > 19 ? 19 : old + inc;
}

static void do_child(struct tcase *tc)
{
	int old, now;

	errno = 0;
	old = getpriority(PRIO_PROCESS, 0);
	if (old == -1 && errno)
		tst_brkm(TBROK | TERRNO, NULL, "getpriority() failed");

	errno = 0;
	TEST(nice(tc->inc));
	if (TEST_RETURN == -1 && TEST_ERRNO) {
		tst_resm(TFAIL | TTERRNO, "%s failed", tc->desc);
		tst_exit();
	}
	now = getpriority(PRIO_PROCESS, 0);
	if (TEST_RETURN != expected(old, tc->inc) || now != TEST_RETURN) {
		tst_resm(
			TFAIL,
			"%s from %d returned %ld, getpriority() %d, expected %d",
			tc->desc, old, TEST_RETURN, now,
			expected(old, tc->inc));
		tst_exit();
	}
	tst_resm(TPASS, "%s: %d -> %d", tc->desc, old, now);
	tst_exit();
}

static void verify_nice(struct tcase *tc)
{
	pid_t pid = FORK_OR_VFORK();

	if (pid == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (pid == 0)
		do_child(tc);
	tst_record_childstatus(cleanup, pid);
}

int main(int ac, char **av)
{
	int lc, i;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		for (i = 0; i < TST_TOTAL; i++)
			verify_nice(&tcases[i]);
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
