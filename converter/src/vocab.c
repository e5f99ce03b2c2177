// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The shared names (vocab.h). Each list is sorted (strcmp order) and has its
 * twin in pipeline/vocab.py.
 */
#include <ctype.h>
#include <string.h>

#include "conv.h"
#include "util.h"
#include "vocab.h"

const char *const vocab_states[] = {
	[CONV_LEGACY] = "legacy",
	[CONV_CONVERTED] = "converted",
	[CONV_NEEDS_REVIEW] = "needs-review",
	[CONV_FAILED] = "failed",
	[CONV_NATIVE] = "native",
	[CONV_MIXED] = "mixed",
};
const size_t vocab_nstates = ARRAY_LEN(vocab_states);
_Static_assert(ARRAY_LEN(vocab_states) == CONV_NSTATES,
	       "a state without a name");

const char vocab_old_api_header[] = "test.h";
const char vocab_old_api_mark[] = "tst_resm";
const char vocab_todo_mark[] = "TODO(convert)";

const char *const vocab_fork_calls[] = {
	"FORK_OR_VFORK", "SAFE_FORK", "fork", "tst_fork", "vfork",
};
const size_t vocab_nfork_calls = ARRAY_LEN(vocab_fork_calls);

/*
 * The signals a handler can catch (SIGKILL and SIGSTOP cannot be): what
 * a handler tst_sig() installed names is what it is installed for. Only
 * the converter uses the list.
 */
static const char *const signals[] = {
	"SIGABRT",   "SIGALRM", "SIGBUS",  "SIGCHLD", "SIGCLD",	   "SIGCONT",
	"SIGFPE",    "SIGHUP",	"SIGILL",  "SIGINT",  "SIGIO",	   "SIGIOT",
	"SIGPIPE",   "SIGPOLL", "SIGPROF", "SIGPWR",  "SIGQUIT",   "SIGSEGV",
	"SIGSTKFLT", "SIGSYS",	"SIGTERM", "SIGTRAP", "SIGTSTP",   "SIGTTIN",
	"SIGTTOU",   "SIGURG",	"SIGUSR1", "SIGUSR2", "SIGVTALRM", "SIGWINCH",
	"SIGXCPU",   "SIGXFSZ",
};

/*
 * Names only the old API has: from the usage list of a real legacy suite
 * (legacy-api-usage.tsv), those newlib does not declare, plus the old
 * option and loop plumbing. A converted file must contain none of them.
 */
static const char *const old_names[] = {
	"CLEANUP",
	"DEF_HANDLER",
	"FORK",
	"FORK_OR_VFORK",
	"MAP_PRIVATE_EXCEPT_UCLINUX",
	"NOFORK",
	"NUMSIGS",
	"TCID",
	"TCID_DEFINE",
	"TEST_CLEANUP",
	"TEST_ERRNO",
	"TEST_LOOPING",
	"TEST_PAUSE",
	"TEST_RETURN",
	"TEST_VOID",
	"TST_CHECKPOINT_INIT",
	"TST_DECLARE_ONCE_FN",
	"TST_RESOURCE_COPY",
	"TST_SAFE_CHECKPOINT_WAIT",
	"TST_SAFE_CHECKPOINT_WAIT2",
	"TST_SAFE_CHECKPOINT_WAKE",
	"TST_SAFE_CHECKPOINT_WAKE2",
	"TST_SAFE_CHECKPOINT_WAKE_AND_WAIT",
	"TST_TOTAL",
	"get_high_address",
	"ltp_syscall",
	"maybe_run_child",
	"option_t",
	"parse_opts",
	"self_exec",
	"tst_acquire_device",
	"tst_brkm",
	"tst_count",
	"tst_exit",
	"tst_fork",
	"tst_get_tmpdir",
	"tst_mkfs",
	"tst_old_flush",
	"tst_parse_opts",
	"tst_record_childstatus",
	"tst_release_device",
	"tst_require_root",
	"tst_resm",
	"tst_resm_hexd",
	"tst_rmdir",
	"tst_sig",
	"tst_tmpdir",
	"usc_test_looping",
};

/* Names only the new API has. */
static const char *const new_names[] = {
	"SAFE_FORK",
	"TST_CHECKPOINT_WAIT",
	"TST_CHECKPOINT_WAIT2",
	"TST_CHECKPOINT_WAKE",
	"TST_CHECKPOINT_WAKE2",
	"TST_CHECKPOINT_WAKE_AND_WAIT",
	"TST_ERR",
	"TST_EXP_EQ_LI",
	"TST_EXP_FAIL",
	"TST_EXP_FAIL2",
	"TST_EXP_FD",
	"TST_EXP_PASS",
	"TST_EXP_POSITIVE",
	"TST_EXP_VAL",
	"TST_NO_DEFAULT_MAIN",
	"TST_RET",
	"tst_brk",
	"tst_reap_children",
	"tst_reinit",
	"tst_res",
	"tst_test",
};

/* The compiler's architecture macros: a test compiled for one
 * architecture only is converted as where it is (variant.c). Sorted. */
static const char *const arch_macros[] = {
	"__aarch64__", "__alpha__", "__arm__",	     "__hppa__",    "__i386__",
	"__ia64__",    "__mips__",  "__powerpc64__", "__powerpc__", "__s390__",
	"__s390x__",   "__sh__",    "__sparc__",     "__x86_64__",
};

static int in_list(const char *const *list, size_t n, const char *name)
{
	size_t lo = 0, hi = n;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		int c = strcmp(name, list[mid]);

		if (!c)
			return 1;
		if (c < 0)
			hi = mid;
		else
			lo = mid + 1;
	}
	return 0;
}

int vocab_is_fork_call(const char *name)
{
	return in_list(vocab_fork_calls, vocab_nfork_calls, name);
}

int vocab_is_old_name(const char *name)
{
	return in_list(old_names, ARRAY_LEN(old_names), name);
}

int vocab_is_new_name(const char *name)
{
	return in_list(new_names, ARRAY_LEN(new_names), name);
}

int vocab_is_arch_macro(const char *name)
{
	return in_list(arch_macros, ARRAY_LEN(arch_macros), name);
}

int vocab_is_signal(const char *name)
{
	return in_list(signals, ARRAY_LEN(signals), name);
}

/*
 * The options newlib's library parses itself for every test
 * (newlib/lib/tst_options.c's LIB_OPTS, the same letters): a test's own
 * option may not have one of these letters.
 */
static const char lib_options[] = "hi:I:D";

int vocab_is_lib_option(char c)
{
	return c != ':' && c && strchr(lib_options, c);
}

char vocab_free_letter(char old, const char *taken)
{
	static const char pool[] =
		"abcdefgjklmnopqrstuvwxyzABCEFGHJKLMNOPQRSTUVWXYZ";
	char c = islower((unsigned char)old) ? toupper((unsigned char)old) :
					       tolower((unsigned char)old);
	const char *p;

	for (p = NULL;; p = p ? p + 1 : pool) {
		if (p && !*p)
			return 0;
		if (p)
			c = *p;
		if (!vocab_is_lib_option(c) && !strchr(taken, c))
			return c;
	}
}

/* getopt()'s globals, which <unistd.h> declares (sorted). */
static const char *const getopt_globals[] = {
	"optarg",
	"opterr",
	"optind",
	"optopt",
};

int vocab_is_getopt_global(const char *name)
{
	return in_list(getopt_globals, ARRAY_LEN(getopt_globals), name);
}

int vocab_names_old(const char *c, size_t n, const char *text, const char *s,
		    const char *e)
{
	const char *w = c, *q;
	char word[64];
	size_t l;

	while (w < c + n) {
		if (!util_word_char(*w) || (w > c && util_word_char(w[-1]))) {
			w++;
			continue;
		}
		for (q = w; q < c + n && util_word_char(*q); q++)
			;
		l = q - w;
		if (l < sizeof(word)) {
			memcpy(word, w, l);
			word[l] = '\0';
			if (vocab_is_old_name(word) &&
			    util_has_word(text, s, e, word, l))
				return 1;
		}
		w = q;
	}
	return 0;
}
