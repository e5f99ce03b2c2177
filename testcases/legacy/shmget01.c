/*
 * shmget(2)/shmat(2)/shmdt(2) and IPC_RMID: a segment made with a private
 * key is zero-filled and found again by its key (a larger size is EINVAL);
 * shm_nattch counts attaches, including a forked child's inherited one;
 * after IPC_RMID an attached segment still works, IPC_STAT shows
 * SHM_DEST and the key is free, and once the last process detaches the id
 * is gone.
 */
#include <errno.h>
#include <string.h>
#include <sys/ipc.h>
#include <sys/shm.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"
#include "ipc_helpers.h"

char *TCID = "shmget01";
int TST_TOTAL = 5;

#define SHMSIZE 8192

static key_t key;
static int shmid = -1;
static char *addr = (char *)-1;

static void setup(void);
static void cleanup0(void);
static void cleanup(void);

static char *attach(void (*cleanup_fn)(void), int id)
{
	char *p = shmat(id, NULL, 0);

	if (p == (char *)-1)
		tst_brkm(TBROK | TERRNO, cleanup_fn, "shmat(%d) failed", id);
	return p;
}

static struct shmid_ds *stat_seg(void (*cleanup_fn)(void))
{
	static struct shmid_ds ds;

	if (shmctl(shmid, IPC_STAT, &ds) == -1)
		tst_brkm(TBROK | TERRNO, cleanup_fn, "shmctl(IPC_STAT)");
	return &ds;
}

static void verify_create(void)
{
	int i;

	for (i = 0; i < SHMSIZE; i++) {
		if (addr[i]) {
			tst_resm(TFAIL, "new segment not zero at %d", i);
			return;
		}
	}
	TEST(shmget(key, SHMSIZE, 0600));
	if (TEST_RETURN != shmid) {
		tst_resm(TFAIL | TTERRNO,
			 "lookup by key returned %ld, expected %d", TEST_RETURN,
			 shmid);
		return;
	}
	TEST(shmget(key, 2 * SHMSIZE, 0600));
	if (TEST_RETURN != -1 || TEST_ERRNO != EINVAL) {
		tst_resm(TFAIL | TTERRNO, "larger size returned %ld",
			 TEST_RETURN);
		return;
	}
	tst_resm(TPASS, "zero-filled, found by key, larger size EINVAL");
}

static void verify_nattch(void)
{
	unsigned long before, with_child, after;
	pid_t pid;

	before = stat_seg(cleanup)->shm_nattch;

	pid = FORK_OR_VFORK();
	if (pid == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "fork() failed");
	if (pid == 0) {
		strcpy(addr, "written by the child");
		TST_SAFE_CHECKPOINT_WAKE_AND_WAIT(NULL, 0);
		exit(0);
	}
	TST_SAFE_CHECKPOINT_WAIT(cleanup, 0);
	with_child = stat_seg(cleanup)->shm_nattch;
	TST_SAFE_CHECKPOINT_WAKE(cleanup, 0);
	tst_record_childstatus(cleanup, pid);
	after = stat_seg(cleanup)->shm_nattch;

	if (before != 1 || with_child != 2 || after != 1) {
		tst_resm(
			TFAIL,
			"shm_nattch %lu, %lu with the child, %lu after; expected 1, 2, 1",
			before, with_child, after);
		return;
	}
	if (strcmp(addr, "written by the child")) {
		tst_resm(TFAIL, "the child's write is not in the segment");
		return;
	}
	tst_resm(TPASS, "nattch counts the child's inherited attach");
}

static void verify_rmid(void)
{
	struct shmid_ds *ds;
	int old = shmid;

	if (shmctl(shmid, IPC_RMID, NULL) == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "shmctl(IPC_RMID) failed");

	strcpy(addr, "still usable");
	ds = stat_seg(cleanup);
	if (!(ds->shm_perm.mode & SHM_DEST) || strcmp(addr, "still usable"))
		tst_resm(TFAIL, "removed segment: mode 0%o, content '%.12s'",
			 ds->shm_perm.mode, addr);
	else
		tst_resm(TPASS, "removed but attached segment works, SHM_DEST");

	TEST(shmget(key, SHMSIZE, 0600));
	if (TEST_RETURN != -1 || TEST_ERRNO != ENOENT)
		tst_resm(TFAIL | TTERRNO,
			 "key of a removed segment returned %ld", TEST_RETURN);
	else
		tst_resm(TPASS | TTERRNO, "key of a removed segment is free");

	if (shmdt(addr) == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "shmdt() failed");
	addr = (char *)-1;
	shmid = -1;
	if (shmctl(old, IPC_STAT, &(struct shmid_ds){ 0 }) != -1)
		tst_resm(TFAIL, "segment still exists after the last shmdt");
	else
		tst_resm(TPASS | TERRNO, "the last shmdt destroyed it");

	shmid = ipch_shmget(cleanup, key, SHMSIZE, IPC_CREAT | IPC_EXCL | 0600);
	addr = attach(cleanup, shmid);
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_create();
		verify_nattch();
		verify_rmid();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(FORK, DEF_HANDLER, cleanup0);

	TEST_PAUSE;

	tst_tmpdir();

	TST_CHECKPOINT_INIT(cleanup);

	key = ipch_getkey(cleanup, 'h');
	shmid = ipch_shmget(cleanup, key, SHMSIZE, IPC_CREAT | IPC_EXCL | 0600);
	addr = attach(cleanup, shmid);
}

static void cleanup0(void)
{
}

static void cleanup(void)
{
	if (addr != (char *)-1 && shmdt(addr) == -1)
		tst_resm(TWARN | TERRNO, "shmdt() failed");
	ipch_rm_shm(&shmid);
	tst_rmdir();
}
