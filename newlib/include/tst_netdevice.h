/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Network devices, addresses, routes and traffic control over rtnetlink
 * (tst_netlink.h), as the real suite's network and CVE tests set them up,
 * usually in a network namespace of their own (tst_setup_netns()).
 *
 * The calls with a strict argument return 1 on success and 0 on failure,
 * with tst_netlink_errno set to the kernel's error; with strict set (the
 * macros set it) a failure is TBROK naming the object and the error. An
 * interface name too long, or one that is not there when an index is
 * needed, is TBROK in every form. The macros pass the caller's file and
 * line.
 */
#ifndef TST_NETDEVICE_H
#define TST_NETDEVICE_H

#include <netinet/in.h>
#include <sys/types.h>
#include "tst_netlink.h"

/* The index of interface ifname (TBROK when there is none). */
int tst_netdev_index_by_name(const char *file, const int lineno,
			     const char *ifname);
/* Bring ifname up (up != 0) or down: 0 (TBROK on failure). */
int tst_netdev_set_state(const char *file, const int lineno, const char *ifname,
			 int up);

/* A pair of connected veth interfaces. */
int tst_create_veth_pair(const char *file, const int lineno, int strict,
			 const char *ifname1, const char *ifname2);
/* An interface of the kind devtype ("dummy", "vxlan" ...), and removing
 * one (with a veth, its peer goes too). */
int tst_netdev_add_device(const char *file, const int lineno, int strict,
			  const char *ifname, const char *devtype);
int tst_netdev_remove_device(const char *file, const int lineno, int strict,
			     const char *ifname);

/* An address of the family (addrlen bytes at address) with its prefix
 * length and IFA_F_* flags on ifname, and removing it; the _inet forms
 * take an IPv4 address in network order. */
int tst_netdev_add_address(const char *file, const int lineno, int strict,
			   const char *ifname, unsigned int family,
			   const void *address, unsigned int prefix,
			   size_t addrlen, unsigned int flags);
int tst_netdev_add_address_inet(const char *file, const int lineno, int strict,
				const char *ifname, in_addr_t address,
				unsigned int prefix, unsigned int flags);
int tst_netdev_remove_address(const char *file, const int lineno, int strict,
			      const char *ifname, unsigned int family,
			      const void *address, size_t addrlen);
int tst_netdev_remove_address_inet(const char *file, const int lineno,
				   int strict, const char *ifname,
				   in_addr_t address);

/* Move ifname to the network namespace of a descriptor or of a process. */
int tst_netdev_change_ns_fd(const char *file, const int lineno, int strict,
			    const char *ifname, int nsfd);
int tst_netdev_change_ns_pid(const char *file, const int lineno, int strict,
			     const char *ifname, pid_t nspid);

/*
 * The link-layer address of ifname (addrlen bytes at addr; most drivers
 * want the interface down), and its master: ifname enslaved to the
 * bridge (or bond) master, or released from its master when master is
 * NULL. The names are the ones the real sysfs tests of 2026 call
 * (sys_net02, sys_net03); no stored text of the real library defines
 * them, so these follow the calls above: 1 on success, TBROK when strict.
 */
int tst_netdev_set_hwaddr(const char *file, const int lineno, int strict,
			  const char *ifname, const void *addr, size_t addrlen);
int tst_netdev_set_master(const char *file, const int lineno, int strict,
			  const char *ifname, const char *master);

/*
 * A static route of the main table, and removing one: source and
 * destination (NULL: none) with their prefix lengths, a gateway (NULL:
 * none); ifname may be NULL when there is a gateway. The _inet forms take
 * IPv4 addresses in network order, a prefix length (or gateway) of 0
 * leaving that address out.
 */
int tst_netdev_add_route(const char *file, const int lineno, int strict,
			 const char *ifname, unsigned int family,
			 const void *srcaddr, unsigned int srcprefix,
			 size_t srclen, const void *dstaddr,
			 unsigned int dstprefix, size_t dstlen,
			 const void *gateway, size_t gatewaylen);
int tst_netdev_add_route_inet(const char *file, const int lineno, int strict,
			      const char *ifname, in_addr_t srcaddr,
			      unsigned int srcprefix, in_addr_t dstaddr,
			      unsigned int dstprefix, in_addr_t gateway);
int tst_netdev_remove_route(const char *file, const int lineno, int strict,
			    const char *ifname, unsigned int family,
			    const void *srcaddr, unsigned int srcprefix,
			    size_t srclen, const void *dstaddr,
			    unsigned int dstprefix, size_t dstlen,
			    const void *gateway, size_t gatewaylen);
int tst_netdev_remove_route_inet(const char *file, const int lineno, int strict,
				 const char *ifname, in_addr_t srcaddr,
				 unsigned int srcprefix, in_addr_t dstaddr,
				 unsigned int dstprefix, in_addr_t gateway);

/*
 * Traffic control: a queueing discipline of the kind qd_kind ("htb" ...)
 * at parent (TC_H_ROOT ...) with its handle, a class of it, a filter of
 * the kind f_kind ("u32" ...) for an ETH_P_* protocol (host order) and a
 * priority; config: the kind's attributes (TCA_OPTIONS ...), or NULL.
 * ifname may be NULL.
 */
int tst_netdev_add_qdisc(const char *file, const int lineno, int strict,
			 const char *ifname, unsigned int family,
			 unsigned int parent, unsigned int handle,
			 const char *qd_kind,
			 const struct tst_netlink_attr_list *config);
int tst_netdev_remove_qdisc(const char *file, const int lineno, int strict,
			    const char *ifname, unsigned int family,
			    unsigned int parent, unsigned int handle,
			    const char *qd_kind);
int tst_netdev_add_traffic_class(const char *file, const int lineno, int strict,
				 const char *ifname, unsigned int parent,
				 unsigned int handle, const char *qd_kind,
				 const struct tst_netlink_attr_list *config);
int tst_netdev_remove_traffic_class(const char *file, const int lineno,
				    int strict, const char *ifname,
				    unsigned int parent, unsigned int handle,
				    const char *qd_kind);
int tst_netdev_add_traffic_filter(const char *file, const int lineno,
				  int strict, const char *ifname,
				  unsigned int parent, unsigned int handle,
				  unsigned int protocol, unsigned int priority,
				  const char *f_kind,
				  const struct tst_netlink_attr_list *config);
int tst_netdev_remove_traffic_filter(const char *file, const int lineno,
				     int strict, const char *ifname,
				     unsigned int parent, unsigned int handle,
				     unsigned int protocol,
				     unsigned int priority, const char *f_kind);

#define NETDEV_INDEX_BY_NAME(ifname) \
	tst_netdev_index_by_name(__FILE__, __LINE__, (ifname))
#define NETDEV_SET_STATE(ifname, up) \
	tst_netdev_set_state(__FILE__, __LINE__, (ifname), (up))
#define CREATE_VETH_PAIR(ifname1, ifname2) \
	tst_create_veth_pair(__FILE__, __LINE__, 1, (ifname1), (ifname2))
#define NETDEV_ADD_DEVICE(ifname, devtype) \
	tst_netdev_add_device(__FILE__, __LINE__, 1, (ifname), (devtype))
#define NETDEV_REMOVE_DEVICE(ifname) \
	tst_netdev_remove_device(__FILE__, __LINE__, 1, (ifname))
#define NETDEV_ADD_ADDRESS(ifname, family, address, prefix, addrlen, flags) \
	tst_netdev_add_address(__FILE__, __LINE__, 1, (ifname), (family),   \
			       (address), (prefix), (addrlen), (flags))
#define NETDEV_ADD_ADDRESS_INET(ifname, address, prefix, flags)      \
	tst_netdev_add_address_inet(__FILE__, __LINE__, 1, (ifname), \
				    (address), (prefix), (flags))
#define NETDEV_REMOVE_ADDRESS(ifname, family, address, addrlen)              \
	tst_netdev_remove_address(__FILE__, __LINE__, 1, (ifname), (family), \
				  (address), (addrlen))
#define NETDEV_REMOVE_ADDRESS_INET(ifname, address)                     \
	tst_netdev_remove_address_inet(__FILE__, __LINE__, 1, (ifname), \
				       (address))
#define NETDEV_CHANGE_NS_FD(ifname, nsfd) \
	tst_netdev_change_ns_fd(__FILE__, __LINE__, 1, (ifname), (nsfd))
#define NETDEV_CHANGE_NS_PID(ifname, nspid) \
	tst_netdev_change_ns_pid(__FILE__, __LINE__, 1, (ifname), (nspid))
#define NETDEV_SET_HWADDR(ifname, addr, addrlen)                       \
	tst_netdev_set_hwaddr(__FILE__, __LINE__, 1, (ifname), (addr), \
			      (addrlen))
#define NETDEV_SET_MASTER(ifname, master) \
	tst_netdev_set_master(__FILE__, __LINE__, 1, (ifname), (master))
#define NETDEV_ADD_ROUTE(ifname, family, srcaddr, srcprefix, srclen, dstaddr, \
			 dstprefix, dstlen, gateway, gatewaylen)              \
	tst_netdev_add_route(__FILE__, __LINE__, 1, (ifname), (family),       \
			     (srcaddr), (srcprefix), (srclen), (dstaddr),     \
			     (dstprefix), (dstlen), (gateway), (gatewaylen))
#define NETDEV_ADD_ROUTE_INET(ifname, srcaddr, srcprefix, dstaddr, dstprefix, \
			      gateway)                                        \
	tst_netdev_add_route_inet(__FILE__, __LINE__, 1, (ifname), (srcaddr), \
				  (srcprefix), (dstaddr), (dstprefix),        \
				  (gateway))
#define NETDEV_REMOVE_ROUTE(ifname, family, srcaddr, srcprefix, srclen,      \
			    dstaddr, dstprefix, dstlen, gateway, gatewaylen) \
	tst_netdev_remove_route(__FILE__, __LINE__, 1, (ifname), (family),   \
				(srcaddr), (srcprefix), (srclen), (dstaddr), \
				(dstprefix), (dstlen), (gateway),            \
				(gatewaylen))
#define NETDEV_REMOVE_ROUTE_INET(ifname, srcaddr, srcprefix, dstaddr,   \
				 dstprefix, gateway)                    \
	tst_netdev_remove_route_inet(__FILE__, __LINE__, 1, (ifname),   \
				     (srcaddr), (srcprefix), (dstaddr), \
				     (dstprefix), (gateway))
#define NETDEV_ADD_QDISC(ifname, family, parent, handle, qd_kind, config) \
	tst_netdev_add_qdisc(__FILE__, __LINE__, 1, (ifname), (family),   \
			     (parent), (handle), (qd_kind), (config))
#define NETDEV_REMOVE_QDISC(ifname, family, parent, handle, qd_kind)       \
	tst_netdev_remove_qdisc(__FILE__, __LINE__, 1, (ifname), (family), \
				(parent), (handle), (qd_kind))
/* As NETDEV_REMOVE_QDISC(), but a qdisc that is not there (or any other
 * failure) is no TBROK: 1 removed, 0 not (tst_netlink_errno says why), for a
 * test that wants a clean slate before adding its own (cve-2026-46331). */
#define NETDEV_MAY_REMOVE_QDISC(ifname, family, parent, handle, qd_kind)   \
	tst_netdev_remove_qdisc(__FILE__, __LINE__, 0, (ifname), (family), \
				(parent), (handle), (qd_kind))
#define NETDEV_ADD_TRAFFIC_CLASS(ifname, parent, handle, qd_kind, config) \
	tst_netdev_add_traffic_class(__FILE__, __LINE__, 1, (ifname),     \
				     (parent), (handle), (qd_kind), (config))
#define NETDEV_REMOVE_TRAFFIC_CLASS(ifname, parent, handle, qd_kind)     \
	tst_netdev_remove_traffic_class(__FILE__, __LINE__, 1, (ifname), \
					(parent), (handle), (qd_kind))
#define NETDEV_ADD_TRAFFIC_FILTER(ifname, parent, handle, protocol, priority, \
				  f_kind, config)                             \
	tst_netdev_add_traffic_filter(__FILE__, __LINE__, 1, (ifname),        \
				      (parent), (handle), (protocol),         \
				      (priority), (f_kind), (config))
/* As NETDEV_ADD_TRAFFIC_FILTER(), but a failure is no TBROK: the call's
 * result (1 added, 0 not: tst_netlink_errno says why) is returned, for a
 * test that tells a missing filter kind (TCONF) from a bug. */
#define NETDEV_ADD_TRAFFIC_FILTER_RET(ifname, parent, handle, protocol, \
				      priority, f_kind, config)         \
	tst_netdev_add_traffic_filter(__FILE__, __LINE__, 0, (ifname),  \
				      (parent), (handle), (protocol),   \
				      (priority), (f_kind), (config))
#define NETDEV_REMOVE_TRAFFIC_FILTER(ifname, parent, handle, protocol,    \
				     priority, f_kind)                    \
	tst_netdev_remove_traffic_filter(__FILE__, __LINE__, 1, (ifname), \
					 (parent), (handle), (protocol),  \
					 (priority), (f_kind))

#endif /* TST_NETDEVICE_H */
