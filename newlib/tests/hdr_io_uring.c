// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_safe_io_uring.h: a ring set up and mapped by SAFE_IO_URING_INIT()
 * runs a no-op submitted by hand through its fields and
 * SAFE_IO_URING_ENTER(); SAFE_IO_URING_CLOSE() leaves fd at -1. With -s a
 * strict enter that submits fewer entries than asked is TBROK.
 */
#include "tst_test.h"
#include "tst_safe_io_uring.h"

#define NOP_MARK 0x5eed

static struct io_uring_params params;
static struct tst_io_uring uring = { .fd = -1 };
static char *short_opt;

static void submit_nop(void)
{
	uint32_t tail = *uring.sqr_tail;
	uint32_t idx = tail & *uring.sqr_mask;
	struct io_uring_sqe *sqe = &uring.sqr_entries[idx];

	memset(sqe, 0, sizeof(*sqe));
	sqe->opcode = IORING_OP_NOP;
	sqe->user_data = NOP_MARK;
	uring.sqr_array[idx] = idx;
	tail++;
	__atomic_store(uring.sqr_tail, &tail, __ATOMIC_RELEASE);
}

static void run(void)
{
	const struct io_uring_cqe *cqe;
	uint32_t head, tail;
	int fd;

	memset(&params, 0, sizeof(params));
	fd = SAFE_IO_URING_INIT(8, &params, &uring);
	TST_EXP_EXPR(fd == uring.fd && fd >= 0 && uring.sqr_size >= 8 &&
			     uring.cqr_size >= uring.sqr_size,
		     "a ring of %u entries on fd %d", uring.sqr_size, fd);

	submit_nop();
	if (short_opt) {
		SAFE_IO_URING_ENTER(1, uring.fd, 2, 1, IORING_ENTER_GETEVENTS,
				    NULL);
		tst_res(TFAIL,
			"a short strict submission did not end the test");
		return;
	}
	TST_EXP_EQ_LI(SAFE_IO_URING_ENTER(1, uring.fd, 1, 1,
					  IORING_ENTER_GETEVENTS, NULL),
		      1);

	head = *uring.cqr_head;
	__atomic_load(uring.cqr_tail, &tail, __ATOMIC_ACQUIRE);
	cqe = &uring.cqr_entries[head & *uring.cqr_mask];
	TST_EXP_EXPR(tail - head == 1 && cqe->user_data == NOP_MARK &&
			     cqe->res == 0,
		     "one completion of the no-op, its user_data kept");
	head++;
	__atomic_store(uring.cqr_head, &head, __ATOMIC_RELEASE);

	SAFE_IO_URING_CLOSE(&uring);
	TST_EXP_EQ_LI(uring.fd, -1);
}

static void cleanup(void)
{
	if (uring.fd >= 0)
		SAFE_IO_URING_CLOSE(&uring);
}

static struct tst_test test = {
	.test_all = run,
	.cleanup = cleanup,
	.save_restore =
		(const struct tst_path_val[]){
			{ PATH_KERN_IO_URING_DISABLED, "0",
			  TST_SR_SKIP_MISSING | TST_SR_TCONF_RO },
			{},
		},
	.options =
		(struct tst_option[]){
			{ "s", &short_opt,
			  "Ask a strict enter for more than was queued" },
			{},
		},
};
