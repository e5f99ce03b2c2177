#include "test.h"

static const char *const modprobe[] = { "modprobe", "uinput", NULL };
static unsigned short port;
static int max_links, max_subdirs;
static const char *nodev[] = { "nodev", NULL };

static void cleanup(void)
{
}

static int run_cmds(int pass)
{
	tst_run_cmd(cleanup, modprobe, NULL, NULL, 0);
	tst_run_cmd_fds(NULL, modprobe, 1, 2, 0);
	if (tst_run_cmd(NULL, modprobe, "out", "err", 1))
		return 1;
	return tst_run_cmd(cleanup, modprobe, NULL, NULL, pass);
}

static void setup(void)
{
	if (!tst_fs_has_free(NULL, ".", 1300, TST_MB))
		tst_brkm(TCONF, cleanup, "not enough space");
	max_links = tst_fs_fill_hardlinks(cleanup, "links");
	max_subdirs = tst_fs_fill_subdirs(cleanup, "subdirs");
	port = tst_get_unused_port(NULL, AF_INET, SOCK_STREAM);
	if (!tst_dir_is_empty(cleanup, ".", 1) ||
	    tst_path_has_mnt_flags(NULL, NULL, nodev))
		tst_brkm(TCONF, cleanup, "no empty tmpdir with dev");
	run_cmds(0);
}
