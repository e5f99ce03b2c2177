/*
 * unlink(2) of a file another process holds open: the child opens the
 * file and tells the parent (checkpoint 0); the parent unlinks the name
 * and tells the child (checkpoint 1); the child must still read the whole
 * content through its descriptor, see st_nlink 0 with fstat(), and find
 * the name gone. The parent can meanwhile make a new file of the same
 * name, which is a different inode from the one the child reads.
 */
#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"
#include "file_helpers.h"

char *TCID = "unlink02";
int TST_TOTAL = 3;

#define FNAME "shared_file"
#define FSIZE 9000

static void setup(void);
static void cleanup(void);

static void do_child(void)
{
	struct stat st, by_name;
	int fd;

	fd = SAFE_OPEN(NULL, FNAME, O_RDONLY);
	TST_SAFE_CHECKPOINT_WAKE(NULL, 0);
	TST_SAFE_CHECKPOINT_WAIT(NULL, 1);

	SAFE_FSTAT(NULL, fd, &st);
	if (st.st_nlink != 0)
		tst_resm(TFAIL, "child: open file has nlink %lu after unlink",
			 (unsigned long)st.st_nlink);
	else if (fh_check_fd(NULL, fd, 0, FSIZE, 17))
		tst_resm(TFAIL, "child: content changed after unlink");
	else
		tst_resm(TPASS, "child: unlinked file still readable");

	SAFE_STAT(NULL, FNAME, &by_name);
	if (by_name.st_ino == st.st_ino)
		tst_resm(TFAIL, "child: the name still leads to the old inode");
	else
		tst_resm(TPASS, "child: the name now leads to a new inode");

	SAFE_CLOSE(NULL, fd);
	tst_exit();
}

static void verify_unlink(void)
{
	pid_t pid;

	fh_make_file(cleanup, FNAME, FSIZE, 17);

	pid = FORK_OR_VFORK();
	if (pid == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (pid == 0)
		do_child();

	TST_SAFE_CHECKPOINT_WAIT(cleanup, 0);
	TEST(unlink(FNAME));
	if (TEST_RETURN == -1)
		tst_resm(TFAIL | TTERRNO, "unlink() of an open file");
	else
		tst_resm(TPASS, "unlink() of a file open elsewhere succeeded");
	fh_make_file(cleanup, FNAME, 10, 1);
	TST_SAFE_CHECKPOINT_WAKE(cleanup, 1);

	tst_record_childstatus(cleanup, pid);
	SAFE_UNLINK(cleanup, FNAME);
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_unlink();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(FORK, DEF_HANDLER, cleanup);

	TEST_PAUSE;

	tst_tmpdir();

	TST_CHECKPOINT_INIT(cleanup);
}

static void cleanup(void)
{
	tst_rmdir();
}
