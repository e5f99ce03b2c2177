// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_safe_net.h brings in the address headers tests use with it, as the
 * real one does: recvmsg03 calls inet_addr() with tst_safe_net.h and
 * <sys/socket.h> alone; <sys/un.h>'s struct sockaddr_un for a socket bound
 * to a path. No other network header is included here.
 */
#include <string.h>
#include <sys/socket.h>
#include "tst_safe_net.h"
#include "tst_test.h"

static void run(void)
{
	struct sockaddr_un sun, got;
	socklen_t len = sizeof(got);
	struct in_addr a;
	int fd;

	TST_EXP_EQ_LU(inet_addr("127.0.0.1"), htonl(INADDR_LOOPBACK));
	TST_EXP_EQ_LI(inet_pton(AF_INET, "10.0.0.1", &a), 1);
	TST_EXP_EQ_STR(inet_ntoa(a), "10.0.0.1");

	memset(&sun, 0, sizeof(sun));
	sun.sun_family = AF_UNIX;
	strcpy(sun.sun_path, "sock");
	fd = SAFE_SOCKET(AF_UNIX, SOCK_STREAM, 0);
	SAFE_BIND(fd, (struct sockaddr *)&sun, sizeof(sun));
	SAFE_GETSOCKNAME(fd, (struct sockaddr *)&got, &len);
	TST_EXP_EQ_STR(got.sun_path, "sock");
	SAFE_CLOSE(fd);
}

static struct tst_test test = {
	.test_all = run,
	.needs_tmpdir = 1,
};
