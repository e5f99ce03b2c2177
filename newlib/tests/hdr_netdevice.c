// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_netdevice.h in a network namespace of the test's own: a veth pair
 * brought up, an address and a route on it and off again, an htb queueing
 * discipline with a class and a u32 filter, added and removed (a filter of
 * a kind the kernel lacks is 0 from NETDEV_ADD_TRAFFIC_FILTER_RET(), no
 * TBROK); a second
 * pair of the same name fails with EEXIST when not strict, and the pair
 * goes with one of its ends.
 */
#include <arpa/inet.h>
#include <fcntl.h>
#include <net/if.h>
#include <linux/if_ether.h>
#include <linux/pkt_cls.h>
#include <linux/pkt_sched.h>
#include "tst_test.h"
#include "tst_net.h"
#include "tst_netdevice.h"

#define V0 "ltp_nd0"
#define V1 "ltp_nd1"

static const struct tc_htb_glob qd_opt = { .version = 3, .rate2quantum = 10 };
static struct tc_htb_opt cls_opt;
static struct {
	struct tc_u32_sel sel;
	struct tc_u32_key key;
} u32_sel = { .sel = { .flags = TC_U32_TERMINAL, .nkeys = 1 } };
static const uint32_t cls_id = TC_H_MAKE(1 << 16, 1);

static const struct tst_netlink_attr_list qd_config[] = {
	{ TCA_OPTIONS, NULL, 0,
	  (const struct tst_netlink_attr_list[]){
		  { TCA_HTB_INIT, &qd_opt, sizeof(qd_opt), NULL },
		  { 0, NULL, -1, NULL } } },
	{ 0, NULL, -1, NULL },
};

static const struct tst_netlink_attr_list cls_config[] = {
	{ TCA_OPTIONS, NULL, 0,
	  (const struct tst_netlink_attr_list[]){
		  { TCA_HTB_PARMS, &cls_opt, sizeof(cls_opt), NULL },
		  { 0, NULL, -1, NULL } } },
	{ 0, NULL, -1, NULL },
};

static const struct tst_netlink_attr_list f_config[] = {
	{ TCA_OPTIONS, NULL, 0,
	  (const struct tst_netlink_attr_list[]){
		  { TCA_U32_SEL, &u32_sel, sizeof(u32_sel), NULL },
		  { TCA_U32_CLASSID, &cls_id, sizeof(cls_id), NULL },
		  { 0, NULL, -1, NULL } } },
	{ 0, NULL, -1, NULL },
};

static void run(void)
{
	const uint32_t qd = TC_H_MAKE(1 << 16, 0);
	int ns;

	CREATE_VETH_PAIR(V0, V1);
	NETDEV_SET_STATE(V0, 1);
	NETDEV_SET_STATE(V1, 1);
	TST_EXP_EQ_LI(NETDEV_INDEX_BY_NAME(V0), if_nametoindex(V0));
	TST_EXP_EQ_LI(tst_create_veth_pair(__FILE__, __LINE__, 0, V0, V1), 0);
	TST_EXP_EQ_STR(tst_strerrno(tst_netlink_errno), "EEXIST");

	NETDEV_ADD_ADDRESS_INET(V0, htonl(0x0a170001), 24, 0);
	NETDEV_ADD_ROUTE_INET(V0, 0, 0, htonl(0x0a180000), 16, 0);
	NETDEV_REMOVE_ROUTE_INET(V0, 0, 0, htonl(0x0a180000), 16, 0);
	NETDEV_REMOVE_ADDRESS_INET(V0, htonl(0x0a170001));
	TST_EXP_EQ_LI(tst_netdev_remove_address_inet(__FILE__, __LINE__, 0, V0,
						     htonl(0x0a170001)),
		      0);

	cls_opt.rate.rate = cls_opt.ceil.rate = 256000;
	cls_opt.buffer = cls_opt.cbuffer = 1000000 * 1600 / 256000;
	NETDEV_ADD_QDISC(V0, AF_UNSPEC, TC_H_ROOT, qd, "htb", qd_config);
	NETDEV_ADD_TRAFFIC_CLASS(V0, qd, cls_id, "htb", cls_config);
	TST_EXP_EQ_LI(NETDEV_ADD_TRAFFIC_FILTER_RET(V0, qd, 10, ETH_P_IP, 1,
						    "no_such_kind", NULL),
		      0);
	NETDEV_ADD_TRAFFIC_FILTER(V0, qd, 10, ETH_P_IP, 1, "u32", f_config);
	/* Handle 0: the whole priority (u32 renumbers its handles). */
	NETDEV_REMOVE_TRAFFIC_FILTER(V0, qd, 0, ETH_P_IP, 1, "u32");
	NETDEV_REMOVE_TRAFFIC_CLASS(V0, qd, cls_id, "htb");
	NETDEV_REMOVE_QDISC(V0, AF_UNSPEC, TC_H_ROOT, qd, "htb");
	tst_res(TPASS, "address, route, qdisc, class and filter added and "
		       "removed");

	ns = SAFE_OPEN("/proc/self/ns/net", O_RDONLY);
	NETDEV_CHANGE_NS_FD(V1, ns);
	SAFE_CLOSE(ns);
	NETDEV_REMOVE_DEVICE(V0);
	TST_EXP_EQ_LI(if_nametoindex(V1), 0);
}

static void setup(void)
{
	tst_setup_netns();
}

static struct tst_test test = {
	.setup = setup,
	.test_all = run,
	.needs_root = 1,
	.needs_kconfigs = (const char *[]){ "CONFIG_VETH", "CONFIG_NET_SCH_HTB",
					    "CONFIG_NET_CLS_U32", NULL },
};
