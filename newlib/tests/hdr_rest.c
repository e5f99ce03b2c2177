// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * More names real tests use that no other program did, as the real
 * library has them: TST_RETRY_FN_EXP_BACKOFF() returns the first value
 * its check accepts (a function as the check too) or the last one when
 * the time is up; TST_RETVAL_GE0/NOTNULL; SAFE_SIGFILLSET(); IPC_ENV_VAR
 * names the variable that holds the page's path; tst_kconfig_check() is
 * 0 for a met option and 1 for a missing one; tst_system() returns the
 * shell's status; TST_ASSERT_STR()/TST_ASSERT_FILE_INT(); the IPv6 socket
 * address from a binary address; SAFE_GETADDRINFO(); the function forms
 * safe_open() ... safe_close() with the caller's file and line;
 * tst_strdup() and tst_free_all(); tst_fips_enabled() and
 * tst_selinux_enforcing() where neither is on.
 */
#include <netdb.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include "tst_test.h"
#include "tst_assert.h"
#include "tst_buffers.h"
#include "tst_kconfig.h"
#include "tst_net.h"
#include "tst_safe_net.h"
#include "tst_security.h"

static int calls;

static int third_time(void)
{
	return ++calls < 3 ? -1 : 5;
}

static int is_five(int v)
{
	return v == 5;
}

static void retries(void)
{
	int *some = &calls, *none = NULL;

	calls = 0;
	TST_EXP_EQ_LI(TST_RETRY_FN_EXP_BACKOFF(third_time(), TST_RETVAL_GE0, 1),
		      5);
	TST_EXP_EQ_LI(calls, 3);
	calls = 0;
	TST_EXP_EQ_LI(TST_RETRY_FUNC(third_time(), is_five), 5);
	calls = 10;
	TST_EXP_EQ_LI(TST_RETRY_FN_EXP_BACKOFF(-1, TST_RETVAL_GE0, 0.01), -1);
	TST_EXP_EQ_LI(TST_RETVAL_NOTNULL(some), 1);
	TST_EXP_EQ_LI(TST_RETVAL_NOTNULL(none), 0);
}

static void env_and_config(void)
{
	static const char *const met[] = { "CONFIG_EVENTFD", NULL };
	static const char *const unmet[] = { "CONFIG_NO_SUCH_OPTION_LTP",
					     NULL };
	sigset_t set;
	int st;

	SAFE_SIGFILLSET(&set);
	TST_EXP_EQ_LI(sigismember(&set, SIGUSR1), 1);
	TST_EXP_EQ_STR(IPC_ENV_VAR, "LTP_IPC_PATH");
	TST_EXP_EXPR(getenv(IPC_ENV_VAR) && getenv(IPC_ENV_VAR)[0] == '/',
		     "IPC_ENV_VAR holds the page's path");
	TST_EXP_EQ_LI(tst_kconfig_check(met), 0);
	TST_EXP_EQ_LI(tst_kconfig_check(unmet), 1);
	st = tst_system("exit 3");
	TST_EXP_EXPR(WIFEXITED(st) && WEXITSTATUS(st) == 3,
		     "tst_system() returns the shell's status");
	SAFE_FILE_PRINTF("str", "word\n");
	TST_ASSERT_STR("str", "word");
	SAFE_FILE_PRINTF("ints", "a: 1\nb: 42\n");
	TST_ASSERT_FILE_INT("ints", "b: ", 42);
	TST_EXP_EQ_LI(tst_fips_enabled(), 0);
	TST_EXP_EQ_LI(tst_selinux_enforcing(), 0);
}

static void net(void)
{
	struct sockaddr_in6 sa;
	struct addrinfo hints = { .ai_family = AF_INET6,
				  .ai_flags = AI_NUMERICHOST };
	struct addrinfo *res;

	tst_init_sockaddr_inet6_bin(&sa, &in6addr_loopback, 4242);
	TST_EXP_EQ_LI(sa.sin6_family, AF_INET6);
	TST_EXP_EQ_LI(ntohs(sa.sin6_port), 4242);
	TST_EXP_EQ_LI(IN6_IS_ADDR_LOOPBACK(&sa.sin6_addr), 1);
	SAFE_GETADDRINFO("::1", "80", &hints, &res);
	TST_EXP_EQ_LI(res->ai_family, AF_INET6);
	freeaddrinfo(res);
}

static void function_forms(void)
{
	struct stat st;
	char buf[4];
	void *p;
	int fd;

	fd = safe_open(__FILE__, __LINE__, NULL, "fn", O_RDWR | O_CREAT, 0600);
	TST_EXP_EQ_LI(safe_write(__FILE__, __LINE__, NULL, 1, fd, "abc", 3), 3);
	safe_ftruncate(__FILE__, __LINE__, NULL, fd, 2);
	safe_fstat(__FILE__, __LINE__, NULL, fd, &st);
	TST_EXP_EQ_LI(st.st_size, 2);
	SAFE_LSEEK(fd, 0, SEEK_SET);
	TST_EXP_EQ_LI(safe_read(__FILE__, __LINE__, NULL, 0, fd, buf, 4), 2);
	p = safe_mmap(__FILE__, __LINE__, NULL, NULL, 2, PROT_READ, MAP_SHARED,
		      fd, 0);
	TST_EXP_EQ_LI(((char *)p)[1], 'b');
	safe_munmap(__FILE__, __LINE__, NULL, p, 2);
	TST_EXP_EQ_LI(safe_close(__FILE__, __LINE__, NULL, fd), 0);
	TST_EXP_EQ_STR(tst_strdup("dup"), "dup");
}

static void run(void)
{
	retries();
	env_and_config();
	net();
	function_forms();
}

static void cleanup(void)
{
	tst_free_all();
}

static struct tst_test test = {
	.test_all = run,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
	.needs_checkpoints = 1,
};
