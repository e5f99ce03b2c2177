/*
 * No tst_record_childstatus() here, and no pass: a function of many
 * branches reading a child's status (min_free_kbytes's test_tune()).
 * The rules that look for a status variable run only in a file that
 * records a status; over this function they took spatch minutes.
 */
#include "tst_test.h"

static void test_tune(int policy)
{
	int status;
	int pid[3];
	int i;

	for (i = 0; i < 3; i++) {
		if (i == 0)
			set_tune(1);
		else if (i == 1)
			set_tune(2);
		else
			set_tune(3);

		pid[i] = SAFE_FORK();
		switch (pid[i]) {
		case 0:
			exit(eat(policy));
		}

		SAFE_WAITPID(pid[i], &status, 0);

		if (policy == 2) {
			if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
				tst_res(TFAIL, "child failed: %d", status);
		} else if (policy == 1) {
			if (!WIFSIGNALED(status) || WTERMSIG(status) != SIGKILL)
				tst_res(TFAIL, "child failed: %d", status);
		} else {
			if (WIFEXITED(status)) {
				if (WEXITSTATUS(status) != 0)
					tst_res(TFAIL, "child failed: %d", status);
			} else if (!WIFSIGNALED(status) ||
				   WTERMSIG(status) != SIGKILL) {
				tst_res(TFAIL, "child failed: %d", status);
			}
		}
	}
}
