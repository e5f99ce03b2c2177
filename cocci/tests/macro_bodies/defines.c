/*
 * Old calls in the file's own #define bodies, which spatch never rewrites
 * and which are often no C on their own (a body opening a block another
 * closes, token pasting): macro-bodies rewrites them as the patches do in
 * code. A body with an old call no rewrite covers gets a TODO above it.
 */
#include "test.h"

#define REGION_START		\
do {				\
	pid_t kid;		\
	kid = FORK_OR_VFORK();	\
	if (kid == 0) {

#define REGION_END(res)		\
	} else {		\
		waitpid(kid, &(res), 0); \
		tst_resm(TINFO, "child %d done", kid); \
	}			\
} while (0)

#define CREATE(name, cleanup, ...) \
	if (__NR_##name##32 != __LTP__NR_INVALID_SYSCALL) { \
		return ltp_syscall(__NR_##name, ##__VA_ARGS__); \
	} else { \
		tst_brkm(TCONF, cleanup, \
			"16-bit %s() not supported", #name); \
	}

#define OPEN_IT(path)	SAFE_OPEN(cleanup, (path), O_RDONLY)
#define OPEN_NULL(path)	SAFE_OPEN(NULL, (path), O_RDONLY)
#define CHECK_RET()	if (TEST_RETURN != 0) tst_resm(TFAIL, "errno %d", TEST_ERRNO)
#define BROKEN(m)	tst_resm(TBROK | TERRNO, "%s failed", m)
#define ODD(x)		tst_brkm(TBROK, x)
#define DONE()		tst_exit()

static void f(void)
{
	tst_resm(TINFO, "code");
}
