// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * NETDEV_SET_HWADDR() and NETDEV_SET_MASTER() of tst_netdevice.h, as the
 * real sysfs tests sys_net02 and sys_net03 call them, in a network
 * namespace of the test's own with a sysfs of that namespace over /sys
 * (in a mount namespace of its own, as "ip netns exec" does): a veth end
 * taken down gets a new address, then is enslaved to a bridge and
 * released, each seen in /sys/class/net. An address of a wrong length is
 * 0 with EINVAL when not strict, TBROK naming the device when strict
 * (-m bad).
 */
#include <errno.h>
#include <sched.h>
#include <string.h>
#include <sys/mount.h>
#include "tst_test.h"
#include "tst_netdevice.h"
#include "tst_sysfs_assert.h"
#include "tst_path_defs.h"

#define BR "ltp_lbr0"
#define V0 "ltp_lv0"
#define V1 "ltp_lv1"

static char *mode;

static void setup(void)
{
	SAFE_UNSHARE(CLONE_NEWNS | CLONE_NEWNET);
	SAFE_MOUNT("none", "/", NULL, MS_REC | MS_PRIVATE, NULL);
	SAFE_MOUNT("sysfs", "/sys", "sysfs", 0, NULL);
}

static void run(void)
{
	static const unsigned char addr[6] = { 0x02, 0, 0, 0, 0, 0x2a };

	NETDEV_ADD_DEVICE(BR, "bridge");
	CREATE_VETH_PAIR(V0, V1);

	NETDEV_SET_HWADDR(V0, addr, sizeof(addr));
	TST_SYSFS_EXP_EQ_STR("02:00:00:00:00:2a", PATH_CLASS_NET "/%s/address",
			     V0);
	TST_EXP_EQ_LI(tst_netdev_set_hwaddr(__FILE__, __LINE__, 0, V0, addr, 3),
		      0);
	TST_EXP_EQ_STR(tst_strerrno(tst_netlink_errno), "EINVAL");

	NETDEV_SET_MASTER(V0, BR);
	TST_EXP_EQ_LI(tst_sysfs_exists(PATH_CLASS_NET "/%s/brif/%s", BR, V0),
		      1);
	NETDEV_SET_MASTER(V0, NULL);
	TST_EXP_EQ_LI(tst_sysfs_exists(PATH_CLASS_NET "/%s/brport", V0), 0);

	if (mode && !strcmp(mode, "bad"))
		NETDEV_SET_HWADDR(V0, addr, 3); /* L:bad */

	NETDEV_REMOVE_DEVICE(V0);
	NETDEV_REMOVE_DEVICE(BR);
}

static struct tst_test test = {
	.setup = setup,
	.test_all = run,
	.needs_root = 1,
	.needs_kconfigs =
		(const char *[]){ "CONFIG_VETH", "CONFIG_BRIDGE", NULL },
	.options =
		(struct tst_option[]){
			{ "m:", &mode,
			  "bad: a strict address of a wrong length" },
			{} },
};
