// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_safe_posix_ipc.h: a POSIX message queue through the SAFE_MQ_ calls;
 * SAFE_MQ_NOTIFY() registers for notification (a second registration is
 * EBUSY) and, given NULL, takes the registration back (mq_notify03).
 */
#include <stdio.h>
#include <unistd.h>
#include "tst_test.h"
#include "tst_safe_posix_ipc.h"

static char name[64];
static mqd_t fd = -1;

static void run(void)
{
	struct mq_attr attr = { .mq_maxmsg = 2, .mq_msgsize = 16 }, got;
	struct sigevent sev = { .sigev_notify = SIGEV_NONE };
	char buf[16];

	fd = SAFE_MQ_OPEN(name, O_CREAT | O_EXCL | O_RDWR, 0600, &attr);
	SAFE_MQ_NOTIFY(fd, &sev);
	TST_EXP_FAIL(mq_notify(fd, &sev), EBUSY, "a second registration");
	SAFE_MQ_NOTIFY(fd, NULL);
	TST_EXP_PASS(mq_notify(fd, &sev), "registering after the removal");
	SAFE_MQ_SEND(fd, "ping", 5, 1);
	SAFE_MQ_GETATTR(fd, &got);
	TST_EXP_EQ_LI(got.mq_curmsgs, 1);
	TST_EXP_EQ_LI(mq_receive(fd, buf, sizeof(buf), NULL), 5);
	TST_EXP_EQ_STR(buf, "ping");
	SAFE_MQ_CLOSE(fd);
	fd = -1;
	SAFE_MQ_UNLINK(name);
	TST_EXP_FAIL2(mq_open(name, O_RDONLY), ENOENT,
		      "mq_open() after unlink");
}

static void setup(void)
{
	snprintf(name, sizeof(name), "/tst_mq_%d", getpid());
}

static void cleanup(void)
{
	if (fd != -1) {
		SAFE_MQ_CLOSE(fd);
		mq_unlink(name);
	}
}

static struct tst_test test = {
	.setup = setup,
	.cleanup = cleanup,
	.test_all = run,
};
