// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_test.h alone gives SAFE_IOCTL() its requests: FIONREAD, the SIOC*
 * socket requests and the _IOR() family that drivers' headers build theirs
 * with (<sound/asound.h> leaves them to the includer on Linux).
 */
#include <net/if.h>
#include <string.h>

#include "tst_test.h"

static void run(void)
{
	struct ifreq ifr;
	int fds[2], n = 0, sock;

	SAFE_PIPE(fds);
	SAFE_WRITE(SAFE_WRITE_ALL, fds[1], "four", 4);
	SAFE_IOCTL(fds[0], FIONREAD, &n);
	TST_EXP_EQ_LI(n, 4);
	SAFE_CLOSE(fds[0]);
	SAFE_CLOSE(fds[1]);

	sock = SAFE_SOCKET(AF_INET, SOCK_DGRAM, 0);
	memset(&ifr, 0, sizeof(ifr));
	strcpy(ifr.ifr_name, "lo");
	SAFE_IOCTL(sock, SIOCGIFINDEX, &ifr);
	TST_EXP_EXPR(ifr.ifr_ifindex > 0, "lo has index %d", ifr.ifr_ifindex);
	SAFE_CLOSE(sock);

	TST_EXP_EQ_LU(_IOC_SIZE(_IOR('S', 0x01, int)), sizeof(int));
}

static struct tst_test test = {
	.test_all = run,
};
