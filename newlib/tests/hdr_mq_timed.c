// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * time64_variants.h: the mq_timedsend()/mq_timedreceive() variants, as the
 * mq_timed tests use them: in each layout (libc, the old system call, the
 * 64-bit one where this arch has it) a message sent with a deadline comes
 * back with its priority, and a receive on the empty queue with a deadline
 * 10 ms ahead fails with ETIMEDOUT.
 */
#include <mqueue.h>
#include "tst_test.h"
#include "time64_variants.h"

#define QNAME "/hdr_mq_timed"

static struct time64_variants variants[] = {
	{ .clock_gettime = libc_clock_gettime,
	  .mqt_send = libc_mq_timedsend,
	  .mqt_receive = libc_mq_timedreceive,
	  .ts_type = TST_LIBC_TIMESPEC,
	  .desc = "libc" },
#if (__NR_mq_timedsend != __LTP__NR_INVALID_SYSCALL)
	{ .clock_gettime = sys_clock_gettime,
	  .mqt_send = sys_mq_timedsend,
	  .mqt_receive = sys_mq_timedreceive,
	  .ts_type = TST_KERN_OLD_TIMESPEC,
	  .desc = "old system call" },
#endif
#if (__NR_mq_timedsend_time64 != __LTP__NR_INVALID_SYSCALL)
	{ .clock_gettime = sys_clock_gettime64,
	  .mqt_send = sys_mq_timedsend64,
	  .mqt_receive = sys_mq_timedreceive64,
	  .ts_type = TST_KERN_TIMESPEC,
	  .desc = "64-bit system call" },
#endif
};

static mqd_t q = -1;

static void setup(void)
{
	struct mq_attr attr = { .mq_maxmsg = 2, .mq_msgsize = 16 };

	tst_res(TINFO, "variant: %s", variants[tst_variant].desc);
	mq_unlink(QNAME);
	q = mq_open(QNAME, O_CREAT | O_EXCL | O_RDWR, 0600, &attr);
	if (q == (mqd_t)-1)
		tst_brk(TCONF | TERRNO, "mq_open()");
}

static void cleanup(void)
{
	if (q != (mqd_t)-1) {
		mq_close(q);
		mq_unlink(QNAME);
	}
}

static void run(void)
{
	struct time64_variants *tv = &variants[tst_variant];
	struct tst_ts ts = { .type = tv->ts_type };
	unsigned int prio = 0;
	char buf[16];

	tv->clock_gettime(CLOCK_REALTIME, tst_ts_get(&ts));
	ts = tst_ts_add_us(ts, 1000000);
	TST_EXP_PASS(tv->mqt_send(q, "hello", 6, 7, tst_ts_get(&ts)),
		     "%s: mq_timedsend()", tv->desc);
	TST_EXP_VAL(
		tv->mqt_receive(q, buf, sizeof(buf), &prio, tst_ts_get(&ts)), 6,
		"%s: mq_timedreceive()", tv->desc);
	TST_EXP_EXPR(prio == 7 && !strcmp(buf, "hello"),
		     "%s: the message and its priority came back", tv->desc);

	tv->clock_gettime(CLOCK_REALTIME, tst_ts_get(&ts));
	ts = tst_ts_add_us(ts, 10000);
	TST_EXP_FAIL(
		tv->mqt_receive(q, buf, sizeof(buf), &prio, tst_ts_get(&ts)),
		ETIMEDOUT, "%s: mq_timedreceive() on an empty queue", tv->desc);
}

static struct tst_test test = {
	.setup = setup,
	.cleanup = cleanup,
	.test_all = run,
	.test_variants = ARRAY_SIZE(variants),
};
