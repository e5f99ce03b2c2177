// SPDX-License-Identifier: GPL-2.0-or-later
/* One netlink message at a time on a socket of the test's own (the calls
 * of tests written before the netlink contexts). */

#include <errno.h>
#include <sys/uio.h>
#include "tst_res.h"
#include "tst_netlink.h"

ssize_t safe_netlink_send(const char *file, const int lineno, int fd,
			  const struct nlmsghdr *nh, const void *payload)
{
	struct sockaddr_nl kernel = { .nl_family = AF_NETLINK };
	struct iovec iov[2] = {
		{ .iov_base = (void *)nh, .iov_len = sizeof(*nh) },
		{ .iov_base = (void *)payload, .iov_len = 0 },
	};
	struct msghdr msg = {
		.msg_name = &kernel,
		.msg_namelen = sizeof(kernel),
		.msg_iov = iov,
		.msg_iovlen = 2,
	};
	ssize_t ret;

	if (nh->nlmsg_len < sizeof(*nh))
		tst_brk_(file, lineno, TBROK,
			 "netlink message length %u is shorter than its header",
			 nh->nlmsg_len);
	iov[1].iov_len = nh->nlmsg_len - sizeof(*nh);
	ret = sendmsg(fd, &msg, 0);
	if (ret < 0)
		tst_brk_(file, lineno, TBROK | TERRNO,
			 "sendmsg(%d, netlink message of %u bytes)", fd,
			 nh->nlmsg_len);
	if ((size_t)ret != nh->nlmsg_len)
		tst_brk_(file, lineno, TBROK,
			 "sendmsg(%d) sent %zd of the message's %u bytes", fd,
			 ret, nh->nlmsg_len);
	return ret;
}

ssize_t safe_netlink_recv(const char *file, const int lineno, int fd, void *buf,
			  size_t size)
{
	struct iovec iov = { .iov_base = buf, .iov_len = size };
	struct msghdr msg = { .msg_iov = &iov, .msg_iovlen = 1 };
	ssize_t ret;

	do {
		ret = recvmsg(fd, &msg, 0);
	} while (ret < 0 && errno == EINTR);
	if (ret < 0)
		tst_brk_(file, lineno, TBROK | TERRNO,
			 "recvmsg(%d, %zu bytes) from netlink", fd, size);
	return ret;
}
