/*
 * POSIX message queues: mq_open() creates a queue with the given
 * attributes (mq_getattr() reads them back), O_EXCL on an existing name is
 * EEXIST, a name that is not there is ENOENT; messages come out highest
 * priority first and FIFO within a priority; a receive buffer smaller
 * than mq_msgsize is EMSGSIZE; mq_timedreceive() on an empty queue times
 * out with ETIMEDOUT no earlier than its deadline; O_NONBLOCK gives
 * EAGAIN; after mq_unlink() the name is gone.
 */
#include <errno.h>
#include <fcntl.h>
#include <mqueue.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"

char *TCID = "mq_open01";
int TST_TOTAL = 6;

#define MSGSIZE 64
#define MAXMSG 8

static char qname[64];
static mqd_t mqd = (mqd_t)-1;
static int queue_made;

static void setup(void);
static void cleanup0(void);
static void cleanup(void);

static void send_msg(const char *text, unsigned int prio)
{
	if (mq_send(mqd, text, strlen(text) + 1, prio) == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "mq_send(%s) failed", text);
}

static void verify_attrs(void)
{
	struct mq_attr attr;

	if (mq_getattr(mqd, &attr) == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "mq_getattr() failed");
	if (attr.mq_maxmsg != MAXMSG || attr.mq_msgsize != MSGSIZE ||
	    attr.mq_curmsgs != 0) {
		tst_resm(TFAIL, "attrs: maxmsg %ld msgsize %ld curmsgs %ld",
			 attr.mq_maxmsg, attr.mq_msgsize, attr.mq_curmsgs);
		return;
	}
	TEST(mq_open(qname, O_RDWR | O_CREAT | O_EXCL, 0600, NULL));
	if (TEST_RETURN != -1 || TEST_ERRNO != EEXIST) {
		tst_resm(TFAIL | TTERRNO,
			 "O_EXCL on an existing queue returned %ld",
			 TEST_RETURN);
		return;
	}
	tst_resm(TPASS, "attributes read back, O_EXCL gives EEXIST");
}

static void verify_order(void)
{
	static const struct {
		const char *text;
		unsigned int prio;
	} expect[] = {
		{ "high", 9 }, { "mid-1", 5 }, { "mid-2", 5 }, { "low", 1 }
	};
	char buf[MSGSIZE];
	unsigned int prio, i;

	send_msg("mid-1", 5);
	send_msg("low", 1);
	send_msg("high", 9);
	send_msg("mid-2", 5);

	for (i = 0; i < 4; i++) {
		TEST(mq_receive(mqd, buf, sizeof(buf), &prio));
		if (TEST_RETURN == -1) {
			tst_resm(TFAIL | TTERRNO, "mq_receive() failed");
			return;
		}
		if (strcmp(buf, expect[i].text) || prio != expect[i].prio) {
			tst_resm(
				TFAIL,
				"message %u: '%s' prio %u, expected '%s' prio %u",
				i, buf, prio, expect[i].text, expect[i].prio);
			return;
		}
	}
	tst_resm(TPASS, "highest priority first, FIFO within a priority");
}

static void verify_emsgsize(void)
{
	char buf[MSGSIZE];

	send_msg("x", 0);
	TEST(mq_receive(mqd, buf, MSGSIZE - 1, NULL));
	mq_receive(mqd, buf, sizeof(buf), NULL);
	if (TEST_RETURN != -1 || TEST_ERRNO != EMSGSIZE)
		tst_resm(TFAIL | TTERRNO, "small buffer returned %ld",
			 TEST_RETURN);
	else
		tst_resm(TPASS | TTERRNO, "buffer smaller than mq_msgsize");
}

static void verify_timeout(void)
{
	struct timespec deadline, now;
	char buf[MSGSIZE];

	if (clock_gettime(CLOCK_REALTIME, &deadline) == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "clock_gettime() failed");
	deadline = tst_timespec_add_us(deadline, 200000);

	TEST(mq_timedreceive(mqd, buf, sizeof(buf), NULL, &deadline));
	clock_gettime(CLOCK_REALTIME, &now);
	if (TEST_RETURN != -1 || TEST_ERRNO != ETIMEDOUT) {
		tst_resm(TFAIL | TTERRNO,
			 "mq_timedreceive() on an empty queue returned %ld",
			 TEST_RETURN);
		return;
	}
	if (tst_timespec_lt(now, deadline)) {
		tst_resm(TFAIL, "ETIMEDOUT %lld us before the deadline",
			 tst_timespec_diff_us(deadline, now));
		return;
	}
	tst_resm(TPASS, "ETIMEDOUT %lld us after the deadline",
		 tst_timespec_diff_us(now, deadline));
}

static void verify_nonblock(void)
{
	char buf[MSGSIZE];
	mqd_t nb;

	nb = mq_open(qname, O_RDONLY | O_NONBLOCK);
	if (nb == (mqd_t)-1)
		tst_brkm(TBROK | TERRNO, cleanup, "mq_open(O_NONBLOCK) failed");
	TEST(mq_receive(nb, buf, sizeof(buf), NULL));
	mq_close(nb);
	if (TEST_RETURN != -1 || TEST_ERRNO != EAGAIN)
		tst_resm(TFAIL | TTERRNO, "O_NONBLOCK receive returned %ld",
			 TEST_RETURN);
	else
		tst_resm(TPASS | TTERRNO, "O_NONBLOCK on an empty queue");
}

static void verify_unlink(void)
{
	if (mq_unlink(qname) == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "mq_unlink() failed");
	queue_made = 0;

	TEST(mq_open(qname, O_RDONLY));
	if (TEST_RETURN != -1 || TEST_ERRNO != ENOENT)
		tst_resm(TFAIL | TTERRNO,
			 "opening an unlinked queue returned %ld", TEST_RETURN);
	else
		tst_resm(TPASS | TTERRNO, "the unlinked name is gone");
	/* The open descriptor still works after the unlink. */
	send_msg("after unlink", 0);
	mq_close(mqd);
	mqd = (mqd_t)-1;
}

static void open_queue(void)
{
	struct mq_attr attr = { .mq_maxmsg = MAXMSG, .mq_msgsize = MSGSIZE };

	mqd = mq_open(qname, O_RDWR | O_CREAT | O_EXCL, 0600, &attr);
	if (mqd == (mqd_t)-1) {
		if (errno == ENOSYS)
			tst_brkm(
				TCONF, cleanup,
				"mq_open(): POSIX message queues not in this kernel (/dev/mqueue missing too?)");
		tst_brkm(TBROK | TERRNO, cleanup, "mq_open(%s) failed", qname);
	}
	queue_made = 1;
}

int main(int ac, char **av)
{
	int lc;

	tst_parse_opts(ac, av, NULL, NULL);

	setup();

	for (lc = 0; TEST_LOOPING(lc); lc++) {
		tst_count = 0;
		open_queue();
		verify_attrs();
		verify_order();
		verify_emsgsize();
		verify_timeout();
		verify_nonblock();
		verify_unlink();
	}

	cleanup();
	tst_exit();
}

static void setup(void)
{
	tst_sig(NOFORK, DEF_HANDLER, cleanup0);

	if (tst_kvercmp(2, 6, 6) < 0)
		tst_brkm(TCONF, cleanup0, "POSIX message queues need 2.6.6");
	if (access("/dev/mqueue", F_OK))
		tst_resm(TINFO,
			 "/dev/mqueue is not there; the calls do not need it");

	TEST_PAUSE;

	snprintf(qname, sizeof(qname), "/%s_%d", TCID, getpid());
}

static void cleanup0(void)
{
}

static void cleanup(void)
{
	if (mqd != (mqd_t)-1)
		mq_close(mqd);
	if (queue_made && mq_unlink(qname) == -1)
		tst_resm(TWARN | TERRNO, "mq_unlink(%s) failed", qname);
}
