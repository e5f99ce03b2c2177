/*
 * msgsnd(2)/msgrcv(2) without blocking: IPC_STAT counts queued messages
 * and bytes and names the last sender and receiver; msgtyp selects (0 the
 * first message, > 0 the first of that type, < 0 the lowest type up to
 * |msgtyp|, MSG_EXCEPT any other type); an empty queue with IPC_NOWAIT is
 * ENOMSG; a too small buffer is E2BIG unless MSG_NOERROR truncates; a
 * full queue with IPC_NOWAIT is EAGAIN.
 */
#include <errno.h>
#include <string.h>
#include <sys/ipc.h>
#include <sys/msg.h>
#include <sys/types.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"
#include "ipc_helpers.h"

char *TCID = "msgrcv02";
int TST_TOTAL = 5;

struct mbuf {
	long mtype;
	char mtext[32];
};

static int msqid = -1;

static void setup(void);
static void cleanup(void);

static void send_msg(void (*cleanup_fn)(void), long type, const char *text)
{
	struct mbuf m;

	if (strlen(text) >= sizeof(m.mtext))
		tst_brkm(TBROK, cleanup_fn, "message '%s' too long", text);
	m.mtype = type;
	strcpy(m.mtext, text);
	if (msgsnd(msqid, &m, strlen(text) + 1, IPC_NOWAIT) == -1)
		tst_brkm(TBROK | TERRNO, cleanup_fn, "msgsnd(type %ld)", type);
}

static void drain(void)
{
	struct mbuf m;

	while (msgrcv(msqid, &m, sizeof(m.mtext), 0,
		      IPC_NOWAIT | MSG_NOERROR) != -1)
		;
}

static void verify_stat(void)
{
	struct msqid_ds ds;
	struct mbuf m;

	send_msg(cleanup, 1, "one");
	send_msg(cleanup, 2, "two!");
	if (msgctl(msqid, IPC_STAT, &ds) == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "msgctl(IPC_STAT) failed");
	if (ds.msg_qnum != 2 || ds.__msg_cbytes != 9 ||
	    ds.msg_lspid != getpid()) {
		tst_resm(TFAIL, "after 2 sends: qnum %lu cbytes %lu lspid %d",
			 (unsigned long)ds.msg_qnum,
			 (unsigned long)ds.__msg_cbytes, ds.msg_lspid);
		drain();
		return;
	}
	if (msgrcv(msqid, &m, sizeof(m.mtext), 0, IPC_NOWAIT) == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "msgrcv() failed");
	if (msgctl(msqid, IPC_STAT, &ds) == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "msgctl(IPC_STAT) failed");
	drain();
	if (ds.msg_qnum != 1 || ds.__msg_cbytes != 5 ||
	    ds.msg_lrpid != getpid()) {
		tst_resm(TFAIL, "after a receive: qnum %lu cbytes %lu lrpid %d",
			 (unsigned long)ds.msg_qnum,
			 (unsigned long)ds.__msg_cbytes, ds.msg_lrpid);
		return;
	}
	tst_resm(TPASS, "IPC_STAT counts messages, bytes, sender, receiver");
}

static struct tcase {
	long msgtyp;
	int flags;
	long exp_type;
	const char *desc;
} types[] = {
	{ 0, 0, 5, "msgtyp 0: first message" },
	{ 3, 0, 3, "msgtyp 3: first of type 3" },
	{ -4, 0, 2, "msgtyp -4: lowest type <= 4" },
	{ 5, MSG_EXCEPT, 3, "msgtyp 5 with MSG_EXCEPT" },
};

static void verify_types(void)
{
	struct mbuf m;
	unsigned int i;

	for (i = 0; i < sizeof(types) / sizeof(types[0]); i++) {
		send_msg(cleanup, 5, "five");
		send_msg(cleanup, 3, "three");
		send_msg(cleanup, 2, "two");
		TEST(msgrcv(msqid, &m, sizeof(m.mtext), types[i].msgtyp,
			    IPC_NOWAIT | types[i].flags));
		drain();
		if (TEST_RETURN == -1) {
			tst_resm(TFAIL | TTERRNO, "%s: msgrcv() failed",
				 types[i].desc);
			return;
		}
		if (m.mtype != types[i].exp_type) {
			tst_resm(TFAIL, "%s: got type %ld, expected %ld",
				 types[i].desc, m.mtype, types[i].exp_type);
			return;
		}
	}
	tst_resm(TPASS, "msgtyp 0, > 0, < 0 and MSG_EXCEPT select correctly");
}

static void verify_enomsg(void)
{
	struct mbuf m;

	TEST(msgrcv(msqid, &m, sizeof(m.mtext), 0, IPC_NOWAIT));
	if (TEST_RETURN != -1 || TEST_ERRNO != ENOMSG) {
		tst_resm(TFAIL | TTERRNO,
			 "empty queue with IPC_NOWAIT returned %ld",
			 TEST_RETURN);
		return;
	}
	send_msg(cleanup, 9, "nine");
	TEST(msgrcv(msqid, &m, sizeof(m.mtext), 4, IPC_NOWAIT));
	drain();
	if (TEST_RETURN != -1 || TEST_ERRNO != ENOMSG) {
		tst_resm(TFAIL | TTERRNO, "no message of type 4: returned %ld",
			 TEST_RETURN);
		return;
	}
	tst_resm(TPASS, "IPC_NOWAIT without a matching message: ENOMSG");
}

static void verify_e2big(void)
{
	struct mbuf m;

	send_msg(cleanup, 1, "a longer text");
	TEST(msgrcv(msqid, &m, 4, 0, IPC_NOWAIT));
	if (TEST_RETURN != -1 || TEST_ERRNO != E2BIG) {
		tst_resm(TFAIL | TTERRNO, "small buffer returned %ld",
			 TEST_RETURN);
		drain();
		return;
	}
	memset(m.mtext, 0, sizeof(m.mtext));
	TEST(msgrcv(msqid, &m, 4, 0, IPC_NOWAIT | MSG_NOERROR));
	drain();
	if (TEST_RETURN != 4 || memcmp(m.mtext, "a lo", 4) || m.mtext[4]) {
		tst_resm(TFAIL | TTERRNO, "MSG_NOERROR returned %ld",
			 TEST_RETURN);
		return;
	}
	tst_resm(TPASS, "E2BIG without, truncation with MSG_NOERROR");
}

static void verify_full(void)
{
	struct msqid_ds ds, orig;
	struct mbuf m = { 1, "0123456789" };

	if (msgctl(msqid, IPC_STAT, &orig) == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "msgctl(IPC_STAT) failed");
	ds = orig;
	ds.msg_qbytes = 16;
	if (msgctl(msqid, IPC_SET, &ds) == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "msgctl(IPC_SET) failed");

	if (msgsnd(msqid, &m, 11, IPC_NOWAIT) == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "first msgsnd() failed");
	TEST(msgsnd(msqid, &m, 11, IPC_NOWAIT));
	drain();
	if (TEST_RETURN != -1 || TEST_ERRNO != EAGAIN)
		tst_resm(TFAIL | TTERRNO, "send to a full queue returned %ld",
			 TEST_RETURN);
	else
		tst_resm(TPASS | TTERRNO, "send to a full queue");

	/* Lowering msg_qbytes is allowed; raising it back may not be. */
	ipch_rm_msq(&msqid);
	msqid = ipch_msgget(cleanup, IPC_PRIVATE, IPC_CREAT | 0600);
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		verify_stat();
		verify_types();
		verify_enomsg();
		verify_e2big();
		verify_full();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(NOFORK, DEF_HANDLER, cleanup);

	TEST_PAUSE;

	msqid = ipch_msgget(cleanup, IPC_PRIVATE, IPC_CREAT | 0600);
}

static void cleanup(void)
{
	ipch_rm_msq(&msqid);
}
