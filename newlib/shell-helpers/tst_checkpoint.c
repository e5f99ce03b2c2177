// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_checkpoint: newlib's checkpoints for shell tests and other exec()ed
 * programs, on the shared page that LTP_IPC_PATH names (the page the C
 * library and tst_test.sh create).
 *
 *	tst_checkpoint wait MSEC ID
 *	tst_checkpoint wake MSEC ID [NR_WAKE]
 *
 * wait blocks until a wake of ID releases it; wake blocks until NR_WAKE
 * (default 1) waiters have reached ID, then releases exactly them. MSEC 0
 * means the library's default (10 s, scaled by LTP_TIMEOUT_MUL). Exit
 * status: 0 done, 1 timed out, 2 usage error, bad id or no shared page;
 * on failure one line on stderr says why, naming the checkpoint.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "helper_args.h"
#include "tst_checkpoint.h"
#include "tst_core.h"
#include "tst_parse.h"

static const char help[] =
	"Usage: tst_checkpoint wait MSEC ID\n"
	"   or: tst_checkpoint wake MSEC ID [NR_WAKE]\n"
	"Wait at, or wake, checkpoint ID of the shared results page of a\n"
	"running newlib test (the page LTP_IPC_PATH names; tst_test.sh and\n"
	"the C library set it), for shell tests and exec()ed helpers.\n"
	"\n"
	"  wait       block until a wake of ID releases this waiter\n"
	"  wake       block until NR_WAKE waiters (default 1) have reached ID,\n"
	"             then release exactly them\n"
	"  MSEC       how long to wait at most; 0: the library's default\n"
	"             (10 s, scaled by LTP_TIMEOUT_MUL)\n"
	"  --help     this text\n"
	"  --version  the version\n"
	"\n"
	"Environment: LTP_IPC_PATH (the shared page), LTP_TIMEOUT_MUL.\n"
	"Exit status: 0 done, 1 timed out, 2 usage error, bad id or no shared\n"
	"page (one line on stderr names the checkpoint and why).\n";

static TST_NORETURN void usage(const char *why, const char *val)
{
	if (val)
		fprintf(stderr, "tst_checkpoint: %s '%s'\n", why, val);
	else
		fprintf(stderr, "tst_checkpoint: %s\n", why);
	fprintf(stderr, "usage: tst_checkpoint wait MSEC ID\n"
			"   or: tst_checkpoint wake MSEC ID [NR_WAKE]\n");
	exit(2);
}

static unsigned int number(const char *what, const char *str, int min)
{
	int val;

	if (tst_parse_int(str, &val, min, 1 << 30))
		usage(what, str);
	return (unsigned int)val;
}

static int fail(unsigned int id, const char *what, unsigned int msec)
{
	double ms = msec ? msec :
			   TST_CHECKPOINT_TIMEOUT_MS * tst_core_timeout_mul();

	if (errno == ETIMEDOUT) {
		fprintf(stderr, "checkpoint %u: %s timed out after %.0f ms\n",
			id, what, ms);
		return 1;
	}
	fprintf(stderr, "checkpoint %u: no such checkpoint (ids are 0..%u)\n",
		id, tst_checkpoint_count() - 1);
	return 2;
}

int main(int argc, char *argv[])
{
	unsigned int msec, id, nr = 1;
	int wait;

	helper_std_args(argc, argv, "tst_checkpoint", help);
	if (argc < 4 || argc > 5)
		usage("wrong number of arguments", NULL);
	if (strcmp(argv[1], "wait") && strcmp(argv[1], "wake"))
		usage("unknown command", argv[1]);
	wait = !strcmp(argv[1], "wait");
	if (wait && argc != 4)
		usage("wait takes MSEC ID, extra argument", argv[4]);
	msec = number("bad MSEC", argv[2], 0);
	id = number("bad checkpoint id", argv[3], 0);
	if (argc == 5)
		nr = number("bad NR_WAKE", argv[4], 1);
	if (tst_core_shm_attach()) {
		fprintf(stderr,
			"checkpoint %u: no shared page (%s=%s): %s; run under "
			"tst_test.sh or a newlib test\n",
			id, TST_IPC_ENV,
			getenv(TST_IPC_ENV) ? getenv(TST_IPC_ENV) : "",
			strerror(errno));
		return 2;
	}
	if (wait ? tst_core_checkpoint_wait(id, msec) :
		   tst_core_checkpoint_wake(id, nr, msec))
		return fail(id, argv[1], msec);
	return 0;
}
