// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_shell_run: the library process of a shell test, on newlib's core.
 *
 *	tst_shell_run [-n NAME] [-t SECONDS] [-d] -- PROGRAM [ARGS...]
 *	tst_shell_run -b
 *
 * tst_test.sh exec()s it after parsing the test's options. It creates the
 * shared page (and with -d the tmpdir, exported as TST_TMPDIR), runs
 * PROGRAM (the test script again) as the test process in its own process
 * group and supervises it exactly as the C library does: SECONDS (default
 * 30, -1 for none, scaled by LTP_TIMEOUT_MUL) after the last heartbeat the
 * whole group is killed and the run is TBROK naming the timeout. Whatever
 * happened, it kills and reaps every child left, removes the tmpdir (never
 * following a symlink or crossing a mount), prints the summary and exits
 * with the result bits. A test process that ends with a status other than
 * 0 (tst_test.sh always ends it with 0) or by a signal is TBROK. SIGINT,
 * SIGTERM and SIGHUP stop the test, and it dies of them after the same
 * teardown; a closed output (SIGPIPE) does not stop it.
 *
 * -b, from inside the test, restarts the timeout (one run per iteration).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "helper_args.h"
#include "tst_core.h"
#include "tst_parse.h"
#include "tst_res.h"

#define DEFAULT_TIMEOUT 30

static const char help[] =
	"Usage: tst_shell_run [-n NAME] [-t SECONDS] [-d] -- PROGRAM [ARGS...]\n"
	"   or: tst_shell_run -b\n"
	"The library process of a shell test (tst_test.sh exec()s it after\n"
	"parsing the test's options): creates the shared results page, runs\n"
	"PROGRAM as the test process in its own process group and supervises\n"
	"it as the C library does: kills the whole group on a timeout (TBROK\n"
	"naming it), reaps every child, removes the tmpdir, prints the summary\n"
	"and exits with the result bits.\n"
	"\n"
	"  -n NAME     the test's name (default: shtest)\n"
	"  -t SECONDS  timeout after the last heartbeat (default 30; -1: none;\n"
	"              scaled by LTP_TIMEOUT_MUL)\n"
	"  -d          make a tmpdir (exported as TST_TMPDIR)\n"
	"  -b          from inside a running test: restart its timeout (one\n"
	"              run per iteration)\n"
	"  --help      this text\n"
	"  --version   the version\n"
	"\n"
	"Environment: TMPDIR, LTP_TIMEOUT_MUL (garbage is exit 2),\n"
	"LTP_IPC_PATH (set for the test process).\n"
	"Exit status: the OR of TFAIL 1, TBROK 2, TWARN 4, TCONF 32 reported by\n"
	"the test (TCONF dropped when the rest passed); 2 on a usage error.\n";

struct run_opts {
	const char *name;
	double timeout; /* seconds before scaling, < 0 for none */
	int tmpdir;
	int beat;
	char **cmd;
};

static TST_NORETURN void usage(const char *why, const char *val)
{
	fprintf(stderr, "tst_shell_run: %s '%s'\n", why, val);
	fprintf(stderr,
		"usage: tst_shell_run [-n NAME] [-t SECONDS] [-d] -- PROGRAM "
		"[ARGS...]\n       tst_shell_run -b\n");
	exit(2);
}

static void parse_args(int argc, char *argv[], struct run_opts *o)
{
	int c;

	opterr = 0;
	while ((c = getopt(argc, argv, "+n:t:db")) != -1) {
		switch (c) {
		case 'n':
			o->name = optarg;
			break;
		case 't':
			if (strcmp(optarg, "-1") &&
			    tst_parse_double(optarg, &o->timeout, 0.001, 1e9))
				usage("-t: expected seconds > 0 or -1, got",
				      optarg);
			if (!strcmp(optarg, "-1"))
				o->timeout = -1;
			break;
		case 'd':
			o->tmpdir = 1;
			break;
		case 'b':
			o->beat = 1;
			break;
		default:
			usage("unknown option or missing argument near",
			      argv[optind - 1]);
		}
	}
	o->cmd = argv + optind;
	if (!o->beat && !o->cmd[0])
		usage("no PROGRAM to run after", argv[argc - 1]);
}

static int heartbeat(void)
{
	if (tst_core_shm_attach()) {
		fprintf(stderr, "tst_shell_run -b: no shared page (%s): %s\n",
			TST_IPC_ENV, strerror(errno));
		return 2;
	}
	tst_core_heartbeat();
	return 0;
}

static int make_tmpdir(const char *name)
{
	char *dir = tst_core_tmpdir_create(name);

	if (!dir) {
		tst_res_(__FILE__, __LINE__, TBROK | TERRNO,
			 "cannot make a tmpdir under %s",
			 getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
		return -1;
	}
	setenv("TST_TMPDIR", dir, 1);
	free(dir);
	return 0;
}

static TST_NORETURN void exec_test(char **cmd)
{
	execvp(cmd[0], cmd);
	/* Counted in the page this child shares; ending with 0 says so. */
	tst_res_(__FILE__, __LINE__, TBROK | TERRNO,
		 "cannot run the test process %s", cmd[0]);
	_exit(0);
}

static void report_end(const struct tst_end *end, double timeout, double mul)
{
	switch (end->how) {
	case TST_END_EXIT:
		if (end->code)
			tst_res_(__FILE__, __LINE__, TBROK,
				 "the test process exited with status %d",
				 end->code);
		return;
	case TST_END_SIGNAL:
		tst_res_(__FILE__, __LINE__, TBROK,
			 "the test process was killed by %s (signal %d)",
			 tst_strsig(end->code), end->code);
		return;
	case TST_END_TIMEOUT:
		tst_res_(__FILE__, __LINE__, TBROK,
			 "the test timed out after %gs (TST_TIMEOUT=%g, "
			 "LTP_TIMEOUT_MUL=%g); its process group was killed",
			 timeout * mul, timeout, mul);
		return;
	case TST_END_STOP:
		tst_res_(__FILE__, __LINE__, TBROK,
			 "the supervisor got %s: the test was stopped",
			 tst_strsig(end->code));
		return;
	}
}

static TST_NORETURN void finish(void)
{
	tst_core_end_checks();
	tst_core_exit();
}

int main(int argc, char *argv[])
{
	struct run_opts o = { .name = "shtest", .timeout = DEFAULT_TIMEOUT };
	struct tst_end end;
	double mul;
	pid_t pid;

	helper_std_args(argc, argv, "tst_shell_run", help);
	parse_args(argc, argv, &o);
	if (o.beat)
		return heartbeat();
	mul = tst_core_check_env(o.name);
	tst_core_supervisor_init();
	tst_core_shm_create(o.name);
	/* A nested test must not inherit its parent's tmpdir. */
	unsetenv("TST_TMPDIR");
	if (o.tmpdir && make_tmpdir(o.name))
		finish();
	pid = tst_core_fork_test();
	if (!pid)
		exec_test(o.cmd);
	tst_core_supervise(pid, o.timeout < 0 ? -1 : o.timeout * mul, &end);
	report_end(&end, o.timeout, mul);
	finish();
}
