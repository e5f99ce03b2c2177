#include <sys/mount.h>
#include "test.h"
#include "safe_macros.h"

static const char *device;
static long fs_type;

static void cleanup(void);

static void setup(void)
{
	tst_require_root();
	tst_tmpdir();
	fs_type = tst_fs_type(cleanup, ".");
	device = tst_acquire_device(cleanup);
	if (!device)
		tst_brkm(TCONF, cleanup, "no loop device");
	tst_mkfs(cleanup, device, "ext2", NULL, NULL);
	SAFE_MKDIR(cleanup, "mnt", 0755);
}

static void cleanup(void)
{
	if (device)
		tst_release_device(device);
	tst_rmdir();
}
