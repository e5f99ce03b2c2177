/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Safe calls on POSIX message queues (see tst_safe_macros.h). */
#ifndef TST_SAFE_POSIX_IPC_H
#define TST_SAFE_POSIX_IPC_H

#include <fcntl.h>
#include <mqueue.h>
#include <signal.h>
#include "tst_common.h"

/* With O_CREAT, the mode and the struct mq_attr * follow oflags. */
mqd_t safe_mq_open(const char *file, const int lineno, const char *pathname,
		   int oflags, ...);
int safe_mq_close(const char *file, const int lineno, mqd_t mqdes);
int safe_mq_unlink(const char *file, const int lineno, const char *name);
int safe_mq_notify(const char *file, const int lineno, mqd_t mqdes,
		   const struct sigevent *sevp);
int safe_mq_send(const char *file, const int lineno, mqd_t mqdes,
		 const char *msg_ptr, size_t msg_len, unsigned int msg_prio);
int safe_mq_getattr(const char *file, const int lineno, mqd_t mqdes,
		    struct mq_attr *attr);
int safe_mq_setattr(const char *file, const int lineno, mqd_t mqdes,
		    const struct mq_attr *newattr, struct mq_attr *oldattr);

#define SAFE_MQ_OPEN(pathname, oflags, ...) \
	safe_mq_open(__FILE__, __LINE__, (pathname), (oflags), ##__VA_ARGS__)
#define SAFE_MQ_CLOSE(mqdes) safe_mq_close(__FILE__, __LINE__, (mqdes))
#define SAFE_MQ_UNLINK(name) safe_mq_unlink(__FILE__, __LINE__, (name))
#define SAFE_MQ_NOTIFY(mqdes, sevp) \
	safe_mq_notify(__FILE__, __LINE__, (mqdes), (sevp))
#define SAFE_MQ_SEND(mqdes, msg_ptr, msg_len, msg_prio)                 \
	safe_mq_send(__FILE__, __LINE__, (mqdes), (msg_ptr), (msg_len), \
		     (msg_prio))
#define SAFE_MQ_GETATTR(mqdes, attr) \
	safe_mq_getattr(__FILE__, __LINE__, (mqdes), (attr))
#define SAFE_MQ_SETATTR(mqdes, newattr, oldattr) \
	safe_mq_setattr(__FILE__, __LINE__, (mqdes), (newattr), (oldattr))

#endif /* TST_SAFE_POSIX_IPC_H */
