#include "test.h"
#include "safe_macros.h"

static void bye(void);

static void setup(void)
{
	char *path;
	int fd;

	tst_sig(FORK, DEF_HANDLER, bye);
	/* bye is a cleanup: this file passes it to tst_sig() */
	fd = SAFE_OPEN(bye, "f1", O_RDONLY);
	fd = SAFE_OPEN(NULL, "f2", O_RDWR);
	fd = SAFE_OPEN(do_cleanup, "f3", O_CREAT | O_RDWR, 0600);
	/* four arguments: only the old form has that many */
	fd = SAFE_OPEN(other_fn, "f4", O_CREAT | O_RDWR, 0600);
	SAFE_IOCTL(bye, fd, FIONREAD, &n);
	SAFE_ASPRINTF(NULL, &path, "%s/%d", dir, n);
	SAFE_FILE_PRINTF(bye, "/proc/sys/vm/overcommit_memory", "%d", 1);
	SAFE_FILE_SCANF(NULL, "/proc/sys/vm/overcommit_memory", "%d", &n);
}

static void new_forms(void)
{
	char *path;
	int fd;

	/* The new forms, three arguments and all: nothing changes. */
	fd = SAFE_OPEN(path, O_CREAT | O_RDWR, 0600);
	fd = SAFE_OPEN("f2", O_RDONLY);
	SAFE_IOCTL(fd, FIONREAD, &n);
	SAFE_ASPRINTF(&path, "%s/%d", dir, n);
	SAFE_FILE_PRINTF(path, "%d", 1);
	/* the shim's own function: no new-API twin, report mode names it */
	gr = SAFE_GETGROUP(bye, "nogroup");
}
