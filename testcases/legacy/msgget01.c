/*
 * msgget(2) and msgctl(2): a queue created with a private key is found
 * again by that key, IPC_CREAT | IPC_EXCL on it is EEXIST, an unknown key
 * without IPC_CREAT is ENOENT; IPC_STAT reports the mode, owner and an
 * empty queue, IPC_SET changes the mode; after IPC_RMID the id is gone
 * (msgsnd() and IPC_STAT fail with EINVAL or EIDRM) and the key is free.
 */
#include <errno.h>
#include <sys/ipc.h>
#include <sys/msg.h>
#include <sys/types.h>
#include <unistd.h>

#include "test.h"
#include "usctest.h"
#include "safe_macros.h"
#include "ipc_helpers.h"

char *TCID = "msgget01";
int TST_TOTAL = 5;

static key_t key, unused_key;
static int msqid = -1;

static void setup(void);
static void cleanup0(void);
static void cleanup(void);

static void verify_lookup(void)
{
	TEST(msgget(key, 0));
	if (TEST_RETURN != msqid) {
		tst_resm(TFAIL | TTERRNO,
			 "msgget(key, 0) returned %ld, expected %d",
			 TEST_RETURN, msqid);
		return;
	}
	TEST(msgget(key, IPC_CREAT | IPC_EXCL | 0600));
	if (TEST_RETURN != -1 || TEST_ERRNO != EEXIST) {
		tst_resm(TFAIL | TTERRNO,
			 "IPC_EXCL on an existing key returned %ld",
			 TEST_RETURN);
		return;
	}
	TEST(msgget(unused_key, 0600));
	if (TEST_RETURN != -1 || TEST_ERRNO != ENOENT) {
		tst_resm(TFAIL | TTERRNO,
			 "unknown key without IPC_CREAT returned %ld",
			 TEST_RETURN);
		return;
	}
	tst_resm(TPASS, "lookup by key, EEXIST and ENOENT as expected");
}

static void verify_stat(void)
{
	struct msqid_ds ds;

	TEST(msgctl(msqid, IPC_STAT, &ds));
	if (TEST_RETURN == -1) {
		tst_resm(TFAIL | TTERRNO, "msgctl(IPC_STAT) failed");
		return;
	}
	if ((ds.msg_perm.mode & 0777) != 0600 || ds.msg_perm.uid != geteuid() ||
	    ds.msg_perm.cuid != geteuid() || ds.msg_qnum != 0 ||
	    ds.msg_perm.__key != key) {
		tst_resm(TFAIL,
			 "IPC_STAT: mode %o uid %d cuid %d qnum %lu key 0x%x",
			 ds.msg_perm.mode & 0777, (int)ds.msg_perm.uid,
			 (int)ds.msg_perm.cuid, (unsigned long)ds.msg_qnum,
			 (unsigned int)ds.msg_perm.__key);
		return;
	}
	tst_resm(TPASS, "IPC_STAT: mode, owner, key and empty queue");
}

static void verify_set(void)
{
	struct msqid_ds ds;

	if (msgctl(msqid, IPC_STAT, &ds) == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "msgctl(IPC_STAT) failed");
	ds.msg_perm.mode = 0640;
	TEST(msgctl(msqid, IPC_SET, &ds));
	if (TEST_RETURN == -1) {
		tst_resm(TFAIL | TTERRNO, "msgctl(IPC_SET) failed");
		return;
	}
	if (msgctl(msqid, IPC_STAT, &ds) == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "msgctl(IPC_STAT) failed");
	if ((ds.msg_perm.mode & 0777) != 0640) {
		tst_resm(TFAIL, "mode %o after IPC_SET, expected 640",
			 ds.msg_perm.mode & 0777);
		return;
	}
	tst_resm(TPASS, "IPC_SET changed the mode to 640");
}

static void verify_rmid(void)
{
	struct {
		long mtype;
		char mtext[4];
	} msg = { 1, "abc" };
	struct msqid_ds ds;
	int old = msqid;

	TEST(msgctl(msqid, IPC_RMID, NULL));
	if (TEST_RETURN == -1) {
		tst_resm(TFAIL | TTERRNO, "msgctl(IPC_RMID) failed");
		return;
	}
	msqid = -1;

	TEST(msgsnd(old, &msg, sizeof(msg.mtext), IPC_NOWAIT));
	if (TEST_RETURN != -1 ||
	    (TEST_ERRNO != EINVAL && TEST_ERRNO != EIDRM)) {
		tst_resm(TFAIL | TTERRNO,
			 "msgsnd() to a removed queue returned %ld",
			 TEST_RETURN);
	} else if (msgctl(old, IPC_STAT, &ds) != -1) {
		tst_resm(TFAIL, "IPC_STAT of a removed queue succeeded");
	} else {
		tst_resm(TPASS, "a removed queue's id is gone");
	}

	TEST(msgget(key, 0));
	if (TEST_RETURN != -1 || TEST_ERRNO != ENOENT)
		tst_resm(TFAIL | TTERRNO,
			 "key of a removed queue: msgget returned %ld",
			 TEST_RETURN);
	else
		tst_resm(TPASS | TTERRNO, "key of a removed queue is free");

	msqid = ipch_msgget(cleanup, key, IPC_CREAT | IPC_EXCL | 0600);
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_lookup();
		verify_stat();
		verify_set();
		verify_rmid();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(NOFORK, DEF_HANDLER, cleanup0);

	TEST_PAUSE;

	tst_tmpdir();

	key = ipch_getkey(cleanup, 'm');
	unused_key = ipch_getkey(cleanup, 'u');
	if (msgget(unused_key, 0) != -1)
		tst_brkm(TBROK, cleanup, "a queue with our unused key exists");
	msqid = ipch_msgget(cleanup, key, IPC_CREAT | IPC_EXCL | 0600);
}

/* Before the tmpdir exists nothing else has been made. */
static void cleanup0(void)
{
}

static void cleanup(void)
{
	ipch_rm_msq(&msqid);
	tst_rmdir();
}
