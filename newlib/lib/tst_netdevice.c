// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Network devices over rtnetlink: each call is one request (a message of
 * a type with its fixed header and attribute lists) sent and acknowledged
 * on a context of its own.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <arpa/inet.h>
#include <net/if.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <linux/if_addr.h>
#include <linux/if_link.h>
#include <linux/pkt_sched.h>
#include <linux/rtnetlink.h>
#include <linux/veth.h>

#include "tst_test.h"
#include "tst_netdevice.h"

/* One request: what it does (for the TBROK), the message and its lists. */
struct rtnl_req {
	const char *file;
	int lineno;
	int strict;
	char what[160];
	unsigned short type;
	unsigned short flags;
	const void *hdr;
	size_t hdrlen;
	const struct tst_netlink_attr_list *lists[3];
};

static int rtnl_do(struct rtnl_req *r)
{
	struct nlmsghdr h = {
		.nlmsg_type = r->type,
		.nlmsg_flags = NLM_F_REQUEST | NLM_F_ACK | r->flags,
	};
	struct tst_netlink_context *ctx;
	size_t i;
	int ok;

	ctx = tst_netlink_create_context(r->file, r->lineno, NETLINK_ROUTE);
	if (!ctx)
		return 0;
	ok = tst_netlink_add_message(r->file, r->lineno, ctx, &h, r->hdr,
				     r->hdrlen);
	for (i = 0; ok && i < ARRAY_SIZE(r->lists) && r->lists[i]; i++)
		ok = tst_netlink_add_attr_list(r->file, r->lineno, ctx,
					       r->lists[i]) >= 0;
	if (ok)
		ok = tst_netlink_send_validate(r->file, r->lineno, ctx);
	tst_netlink_destroy_context(r->file, r->lineno, ctx);
	if (!ok && r->strict)
		tst_brk_(r->file, r->lineno, TBROK, "%s failed: %s", r->what,
			 tst_strerrno(tst_netlink_errno));
	return ok;
}

static void check_name(const char *file, const int lineno, const char *ifname)
{
	if (strlen(ifname) >= IFNAMSIZ)
		tst_brk_(file, lineno, TBROK,
			 "network interface name '%s' is too long", ifname);
}

int tst_netdev_index_by_name(const char *file, const int lineno,
			     const char *ifname)
{
	unsigned int index;

	check_name(file, lineno, ifname);
	index = if_nametoindex(ifname);
	if (!index)
		tst_brk_(file, lineno, TBROK | TERRNO,
			 "no network interface %s", ifname);
	return index;
}

int tst_netdev_set_state(const char *file, const int lineno, const char *ifname,
			 int up)
{
	struct ifreq ifr = { 0 };
	int fd;

	check_name(file, lineno, ifname);
	snprintf(ifr.ifr_name, sizeof(ifr.ifr_name), "%s", ifname);
	fd = safe_socket(file, lineno, NULL, AF_INET, SOCK_DGRAM, 0);
	if (fd < 0)
		return -1;
	if (ioctl(fd, SIOCGIFFLAGS, &ifr)) {
		tst_brk_(file, lineno, TBROK | TERRNO,
			 "ioctl(SIOCGIFFLAGS) of %s", ifname);
		close(fd);
		return -1;
	}
	if (up)
		ifr.ifr_flags |= IFF_UP;
	else
		ifr.ifr_flags &= ~IFF_UP;
	if (ioctl(fd, SIOCSIFFLAGS, &ifr))
		tst_brk_(file, lineno, TBROK | TERRNO,
			 "ioctl(SIOCSIFFLAGS) of %s", ifname);
	close(fd);
	return 0;
}

/* ---- interfaces ---- */

int tst_create_veth_pair(const char *file, const int lineno, int strict,
			 const char *ifname1, const char *ifname2)
{
	struct ifinfomsg info = { .ifi_family = AF_UNSPEC };
	const struct tst_netlink_attr_list peer[] = {
		{ IFLA_IFNAME, ifname2, strlen(ifname2) + 1, NULL },
		{ 0, NULL, -1, NULL },
	};
	const struct tst_netlink_attr_list data[] = {
		{ VETH_INFO_PEER, &info, sizeof(info), peer },
		{ 0, NULL, -1, NULL },
	};
	const struct tst_netlink_attr_list kind[] = {
		{ IFLA_INFO_KIND, "veth", sizeof("veth"), NULL },
		{ IFLA_INFO_DATA, NULL, 0, data },
		{ 0, NULL, -1, NULL },
	};
	const struct tst_netlink_attr_list attrs[] = {
		{ IFLA_IFNAME, ifname1, strlen(ifname1) + 1, NULL },
		{ IFLA_LINKINFO, NULL, 0, kind },
		{ 0, NULL, -1, NULL },
	};
	struct rtnl_req r = { file,  lineno,	   strict,
			      "",    RTM_NEWLINK,  NLM_F_CREATE | NLM_F_EXCL,
			      &info, sizeof(info), { attrs } };

	check_name(file, lineno, ifname1);
	check_name(file, lineno, ifname2);
	snprintf(r.what, sizeof(r.what), "creating the veth pair %s+%s",
		 ifname1, ifname2);
	return rtnl_do(&r);
}

int tst_netdev_add_device(const char *file, const int lineno, int strict,
			  const char *ifname, const char *devtype)
{
	struct ifinfomsg info = { .ifi_family = AF_UNSPEC };
	const struct tst_netlink_attr_list kind[] = {
		{ IFLA_INFO_KIND, devtype, strlen(devtype) + 1, NULL },
		{ 0, NULL, -1, NULL },
	};
	const struct tst_netlink_attr_list attrs[] = {
		{ IFLA_IFNAME, ifname, strlen(ifname) + 1, NULL },
		{ IFLA_LINKINFO, NULL, 0, kind },
		{ 0, NULL, -1, NULL },
	};
	struct rtnl_req r = { file,  lineno,	   strict,
			      "",    RTM_NEWLINK,  NLM_F_CREATE | NLM_F_EXCL,
			      &info, sizeof(info), { attrs } };

	check_name(file, lineno, ifname);
	snprintf(r.what, sizeof(r.what), "creating the %s device %s", devtype,
		 ifname);
	return rtnl_do(&r);
}

int tst_netdev_remove_device(const char *file, const int lineno, int strict,
			     const char *ifname)
{
	struct ifinfomsg info = { .ifi_family = AF_UNSPEC };
	const struct tst_netlink_attr_list attrs[] = {
		{ IFLA_IFNAME, ifname, strlen(ifname) + 1, NULL },
		{ 0, NULL, -1, NULL },
	};
	struct rtnl_req r = { file, lineno, strict,	  "",	    RTM_DELLINK,
			      0,    &info,  sizeof(info), { attrs } };

	check_name(file, lineno, ifname);
	snprintf(r.what, sizeof(r.what), "removing the device %s", ifname);
	return rtnl_do(&r);
}

/* One attribute of ifname's link set (RTM_NEWLINK on the existing link). */
static int set_link(const char *file, const int lineno, int strict,
		    const char *ifname, unsigned short attr, const void *data,
		    ssize_t len, const char *what)
{
	struct ifinfomsg info = { .ifi_family = AF_UNSPEC };
	const struct tst_netlink_attr_list attrs[] = {
		{ IFLA_IFNAME, ifname, strlen(ifname) + 1, NULL },
		{ attr, data, len, NULL },
		{ 0, NULL, -1, NULL },
	};
	struct rtnl_req r = { file, lineno, strict,	  "",	    RTM_NEWLINK,
			      0,    &info,  sizeof(info), { attrs } };

	check_name(file, lineno, ifname);
	snprintf(r.what, sizeof(r.what), "%s", what);
	return rtnl_do(&r);
}

static int change_ns(const char *file, const int lineno, int strict,
		     const char *ifname, unsigned short attr, uint32_t value)
{
	char what[80];

	snprintf(what, sizeof(what), "moving %s to another network namespace",
		 ifname);
	return set_link(file, lineno, strict, ifname, attr, &value,
			sizeof(value), what);
}

int tst_netdev_change_ns_fd(const char *file, const int lineno, int strict,
			    const char *ifname, int nsfd)
{
	return change_ns(file, lineno, strict, ifname, IFLA_NET_NS_FD, nsfd);
}

int tst_netdev_change_ns_pid(const char *file, const int lineno, int strict,
			     const char *ifname, pid_t nspid)
{
	return change_ns(file, lineno, strict, ifname, IFLA_NET_NS_PID, nspid);
}

int tst_netdev_set_hwaddr(const char *file, const int lineno, int strict,
			  const char *ifname, const void *addr, size_t addrlen)
{
	char what[64];

	snprintf(what, sizeof(what), "setting the address of %s", ifname);
	return set_link(file, lineno, strict, ifname, IFLA_ADDRESS, addr,
			addrlen, what);
}

int tst_netdev_set_master(const char *file, const int lineno, int strict,
			  const char *ifname, const char *master)
{
	uint32_t index = 0;
	char what[96];

	if (master) {
		index = tst_netdev_index_by_name(file, lineno, master);
		snprintf(what, sizeof(what), "enslaving %s to %s", ifname,
			 master);
	} else {
		snprintf(what, sizeof(what), "releasing %s from its master",
			 ifname);
	}
	return set_link(file, lineno, strict, ifname, IFLA_MASTER, &index,
			sizeof(index), what);
}

/* ---- addresses ---- */

static int address(const char *file, const int lineno, int strict, int add,
		   const char *ifname, unsigned int family, const void *address,
		   unsigned int prefix, size_t addrlen, uint32_t flags)
{
	struct ifaddrmsg info = {
		.ifa_family = family,
		.ifa_prefixlen = prefix,
		.ifa_index = tst_netdev_index_by_name(file, lineno, ifname),
	};
	const struct tst_netlink_attr_list attrs[] = {
		{ IFA_FLAGS, &flags, sizeof(flags), NULL },
		{ IFA_LOCAL, address, addrlen, NULL },
		{ 0, NULL, -1, NULL },
	};
	struct rtnl_req r = { file,
			      lineno,
			      strict,
			      "",
			      add ? RTM_NEWADDR : RTM_DELADDR,
			      add ? NLM_F_CREATE | NLM_F_EXCL : 0,
			      &info,
			      sizeof(info),
			      { attrs } };

	snprintf(r.what, sizeof(r.what), "%s an address of %s",
		 add ? "adding" : "removing", ifname);
	return rtnl_do(&r);
}

int tst_netdev_add_address(const char *file, const int lineno, int strict,
			   const char *ifname, unsigned int family,
			   const void *addr, unsigned int prefix,
			   size_t addrlen, unsigned int flags)
{
	return address(file, lineno, strict, 1, ifname, family, addr, prefix,
		       addrlen, flags);
}

int tst_netdev_add_address_inet(const char *file, const int lineno, int strict,
				const char *ifname, in_addr_t addr,
				unsigned int prefix, unsigned int flags)
{
	return address(file, lineno, strict, 1, ifname, AF_INET, &addr, prefix,
		       sizeof(addr), flags);
}

int tst_netdev_remove_address(const char *file, const int lineno, int strict,
			      const char *ifname, unsigned int family,
			      const void *addr, size_t addrlen)
{
	return address(file, lineno, strict, 0, ifname, family, addr, 0,
		       addrlen, 0);
}

int tst_netdev_remove_address_inet(const char *file, const int lineno,
				   int strict, const char *ifname,
				   in_addr_t addr)
{
	return address(file, lineno, strict, 0, ifname, AF_INET, &addr, 0,
		       sizeof(addr), 0);
}

/* ---- routes ---- */

static int route(const char *file, const int lineno, int strict, int add,
		 const char *ifname, unsigned int family, const void *src,
		 unsigned int srcprefix, size_t srclen, const void *dst,
		 unsigned int dstprefix, size_t dstlen, const void *gw,
		 size_t gwlen)
{
	struct rtmsg info = {
		.rtm_family = family,
		.rtm_dst_len = dstprefix,
		.rtm_src_len = srcprefix,
		.rtm_table = RT_TABLE_MAIN,
		.rtm_protocol = RTPROT_STATIC,
		.rtm_type = RTN_UNICAST,
		.rtm_scope = add ? RT_SCOPE_UNIVERSE : RT_SCOPE_NOWHERE,
	};
	/* Up to four attributes and the end of the list. */
	struct tst_netlink_attr_list attrs[5] = {
		{ 0, NULL, -1, NULL }, { 0, NULL, -1, NULL },
		{ 0, NULL, -1, NULL }, { 0, NULL, -1, NULL },
		{ 0, NULL, -1, NULL },
	};
	struct rtnl_req r = { file,
			      lineno,
			      strict,
			      "",
			      add ? RTM_NEWROUTE : RTM_DELROUTE,
			      add ? NLM_F_CREATE | NLM_F_EXCL : 0,
			      &info,
			      sizeof(info),
			      { attrs } };
	int32_t index = 0;
	int n = 0;

	if (!ifname && !gw)
		tst_brk_(file, lineno, TBROK,
			 "a route needs an interface or a gateway");
	if (ifname)
		index = tst_netdev_index_by_name(file, lineno, ifname);
	if (src)
		attrs[n++] = (struct tst_netlink_attr_list){ RTA_SRC, src,
							     srclen, NULL };
	if (dst)
		attrs[n++] = (struct tst_netlink_attr_list){ RTA_DST, dst,
							     dstlen, NULL };
	if (gw)
		attrs[n++] = (struct tst_netlink_attr_list){ RTA_GATEWAY, gw,
							     gwlen, NULL };
	if (ifname)
		attrs[n++] =
			(struct tst_netlink_attr_list){ RTA_OIF, &index,
							sizeof(index), NULL };
	snprintf(r.what, sizeof(r.what), "%s a route%s%s",
		 add ? "adding" : "removing", ifname ? " via " : "",
		 ifname ? ifname : "");
	return rtnl_do(&r);
}

int tst_netdev_add_route(const char *file, const int lineno, int strict,
			 const char *ifname, unsigned int family,
			 const void *srcaddr, unsigned int srcprefix,
			 size_t srclen, const void *dstaddr,
			 unsigned int dstprefix, size_t dstlen,
			 const void *gateway, size_t gatewaylen)
{
	return route(file, lineno, strict, 1, ifname, family, srcaddr,
		     srcprefix, srclen, dstaddr, dstprefix, dstlen, gateway,
		     gatewaylen);
}

int tst_netdev_remove_route(const char *file, const int lineno, int strict,
			    const char *ifname, unsigned int family,
			    const void *srcaddr, unsigned int srcprefix,
			    size_t srclen, const void *dstaddr,
			    unsigned int dstprefix, size_t dstlen,
			    const void *gateway, size_t gatewaylen)
{
	return route(file, lineno, strict, 0, ifname, family, srcaddr,
		     srcprefix, srclen, dstaddr, dstprefix, dstlen, gateway,
		     gatewaylen);
}

/* IPv4: a prefix length (or gateway) of 0 leaves the address out. */
static int route_inet(const char *file, const int lineno, int strict, int add,
		      const char *ifname, in_addr_t src, unsigned int srcprefix,
		      in_addr_t dst, unsigned int dstprefix, in_addr_t gw)
{
	return route(file, lineno, strict, add, ifname, AF_INET,
		     srcprefix ? &src : NULL, srcprefix, sizeof(src),
		     dstprefix ? &dst : NULL, dstprefix, sizeof(dst),
		     gw ? &gw : NULL, sizeof(gw));
}

int tst_netdev_add_route_inet(const char *file, const int lineno, int strict,
			      const char *ifname, in_addr_t srcaddr,
			      unsigned int srcprefix, in_addr_t dstaddr,
			      unsigned int dstprefix, in_addr_t gateway)
{
	return route_inet(file, lineno, strict, 1, ifname, srcaddr, srcprefix,
			  dstaddr, dstprefix, gateway);
}

int tst_netdev_remove_route_inet(const char *file, const int lineno, int strict,
				 const char *ifname, in_addr_t srcaddr,
				 unsigned int srcprefix, in_addr_t dstaddr,
				 unsigned int dstprefix, in_addr_t gateway)
{
	return route_inet(file, lineno, strict, 0, ifname, srcaddr, srcprefix,
			  dstaddr, dstprefix, gateway);
}

/* ---- traffic control: qdiscs, classes, filters ---- */

static int traffic(const char *file, const int lineno, int strict,
		   const char *object, unsigned short type,
		   unsigned short flags, const char *ifname,
		   unsigned int family, unsigned int parent,
		   unsigned int handle, unsigned int info, const char *kind,
		   const struct tst_netlink_attr_list *config)
{
	struct tcmsg msg = {
		.tcm_family = family,
		.tcm_handle = handle,
		.tcm_parent = parent,
		.tcm_info = info,
	};
	struct tst_netlink_attr_list attrs[] = {
		{ TCA_KIND, kind, 0, NULL },
		{ 0, NULL, -1, NULL },
	};
	struct rtnl_req r = { file, lineno,	 strict,
			      "",   type,	 flags,
			      &msg, sizeof(msg), { attrs, config } };

	if (!kind)
		tst_brk_(file, lineno, TBROK, "%s: no kind given", object);
	attrs[0].len = strlen(kind) + 1;
	if (ifname)
		msg.tcm_ifindex =
			tst_netdev_index_by_name(file, lineno, ifname);
	snprintf(r.what, sizeof(r.what), "%s the %s %s%s%s",
		 flags & NLM_F_CREATE ? "adding" : "removing", kind, object,
		 ifname ? " of " : "", ifname ? ifname : "");
	return rtnl_do(&r);
}

int tst_netdev_add_qdisc(const char *file, const int lineno, int strict,
			 const char *ifname, unsigned int family,
			 unsigned int parent, unsigned int handle,
			 const char *qd_kind,
			 const struct tst_netlink_attr_list *config)
{
	return traffic(file, lineno, strict, "queueing discipline",
		       RTM_NEWQDISC, NLM_F_CREATE | NLM_F_EXCL, ifname, family,
		       parent, handle, 0, qd_kind, config);
}

int tst_netdev_remove_qdisc(const char *file, const int lineno, int strict,
			    const char *ifname, unsigned int family,
			    unsigned int parent, unsigned int handle,
			    const char *qd_kind)
{
	return traffic(file, lineno, strict, "queueing discipline",
		       RTM_DELQDISC, 0, ifname, family, parent, handle, 0,
		       qd_kind, NULL);
}

int tst_netdev_add_traffic_class(const char *file, const int lineno, int strict,
				 const char *ifname, unsigned int parent,
				 unsigned int handle, const char *qd_kind,
				 const struct tst_netlink_attr_list *config)
{
	return traffic(file, lineno, strict, "traffic class", RTM_NEWTCLASS,
		       NLM_F_CREATE | NLM_F_EXCL, ifname, AF_UNSPEC, parent,
		       handle, 0, qd_kind, config);
}

int tst_netdev_remove_traffic_class(const char *file, const int lineno,
				    int strict, const char *ifname,
				    unsigned int parent, unsigned int handle,
				    const char *qd_kind)
{
	return traffic(file, lineno, strict, "traffic class", RTM_DELTCLASS, 0,
		       ifname, AF_UNSPEC, parent, handle, 0, qd_kind, NULL);
}

/* A filter's tcm_info: its priority above the protocol (network order). */
static unsigned int filter_info(unsigned int protocol, unsigned int priority)
{
	return TC_H_MAKE(priority << 16, htons(protocol));
}

int tst_netdev_add_traffic_filter(const char *file, const int lineno,
				  int strict, const char *ifname,
				  unsigned int parent, unsigned int handle,
				  unsigned int protocol, unsigned int priority,
				  const char *f_kind,
				  const struct tst_netlink_attr_list *config)
{
	return traffic(file, lineno, strict, "traffic filter", RTM_NEWTFILTER,
		       NLM_F_CREATE | NLM_F_EXCL, ifname, AF_UNSPEC, parent,
		       handle, filter_info(protocol, priority), f_kind, config);
}

int tst_netdev_remove_traffic_filter(const char *file, const int lineno,
				     int strict, const char *ifname,
				     unsigned int parent, unsigned int handle,
				     unsigned int protocol,
				     unsigned int priority, const char *f_kind)
{
	return traffic(file, lineno, strict, "traffic filter", RTM_DELTFILTER,
		       0, ifname, AF_UNSPEC, parent, handle,
		       filter_info(protocol, priority), f_kind, NULL);
}
