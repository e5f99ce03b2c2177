/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Small helpers every test and both libraries use. */
#ifndef TST_COMMON_H
#define TST_COMMON_H

#include <errno.h>
#include <stdint.h>
#include <unistd.h>

#ifndef ARRAY_SIZE
#define ARRAY_SIZE(arr) (sizeof(arr) / sizeof((arr)[0]))
#endif

#define TST_NORETURN __attribute__((noreturn))
#define TST_FMT(fmt_idx, va_idx) \
	__attribute__((format(printf, fmt_idx, va_idx)))
#define TST_UNUSED __attribute__((unused))

/* The suite's names for the same attributes, which real tests use. */
#define LTP_ATTRIBUTE_NORETURN TST_NORETURN
#define LTP_ATTRIBUTE_UNUSED TST_UNUSED
#define LTP_ATTRIBUTE_UNUSED_RESULT __attribute__((warn_unused_result))
#define LTP_VAR_USED(p) asm volatile("" ::"m"(p));

#define TST_STRINGIFY_(x) #x
#define TST_STRINGIFY(x) TST_STRINGIFY_(x)
/* The suite's name: the text of x after macro expansion. */
#define TST_TO_STR(x) TST_STRINGIFY_(x)
/* And its name for the text of x as written (no expansion). */
#define TST_TO_STR_(x) #x

/*
 * Define void fn_name(void) that calls fn_to_call() the first time it is
 * called and never again, whichever thread calls it, a later caller
 * waiting until the first call is done: a cleanup() that may be reached
 * from several threads, or both from a failing thread and at the end.
 * Not static, as the old API's was (a static prototype before it makes it
 * static); both APIs get this one. The test includes <pthread.h>, as with
 * the real headers: this one does not, since <pthread.h> brings in
 * <sched.h>, whose prototypes clash with those old tests declare.
 */
#define TST_DECLARE_ONCE_FN(fn_name, fn_to_call)                           \
	void fn_name(void)                                                 \
	{                                                                  \
		static pthread_once_t fn_name##_once_ = PTHREAD_ONCE_INIT; \
		pthread_once(&fn_name##_once_, fn_to_call);                \
	}

/* x rounded up to a multiple of a (a power of two). */
#define LTP_ALIGN(x, a) \
	(((x) + ((__typeof__(x))(a)-1)) & ~((__typeof__(x))(a)-1))

/* A compile error when condition is true. */
#define TST_BUILD_BUG_ON(condition)                          \
	do {                                                 \
		((void)sizeof(char[1 - 2 * !!(condition)])); \
	} while (0)

/*
 * Call FUNC until ECHCK(its value) holds, sleeping 1 us, 2 us, 4 us ...
 * between tries for at most MAX_DELAY seconds in all (scaled by
 * LTP_TIMEOUT_MUL); the value of the expression is FUNC's last value.
 * errno is cleared before each try.
 */
#define TST_RETRY_FN_EXP_BACKOFF(FUNC, ECHCK, MAX_DELAY)                    \
	({                                                                  \
		unsigned int tst_delay_ = 1, tst_max_delay_;                \
		__typeof__(FUNC) tst_ret_;                                  \
		tst_max_delay_ = tst_multiply_timeout((MAX_DELAY)*1000000); \
		for (;;) {                                                  \
			errno = 0;                                          \
			tst_ret_ = FUNC;                                    \
			if (ECHCK(tst_ret_))                                \
				break;                                      \
			if (tst_delay_ >= tst_max_delay_)                   \
				break;                                      \
			usleep(tst_delay_);                                 \
			tst_delay_ *= 2;                                    \
		}                                                           \
		tst_ret_;                                                   \
	})

/* The same with a limit of 1 s. */
#define TST_RETRY_FUNC(FUNC, ECHCK) TST_RETRY_FN_EXP_BACKOFF(FUNC, ECHCK, 1)

/* Checks for TST_RETRY_FUNC() and TST_RETRY_FN_EXP_BACKOFF(). */
#define TST_RETVAL_EQ0(x) (!(x))
#define TST_RETVAL_NOTNULL(x) (!!(x))
#define TST_RETVAL_GE0(x) ((x) >= 0)

/* A pointer as a 64-bit number (for kernel ABIs that take one). */
#define TST_PTR_TO_UINT(ptr) ((uint64_t)(uintptr_t)(ptr))

/* The three leading parameters of a safe call, and what the new API
 * passes for them. */
#define TST_SAFE_FN_ARGS \
	const char *file, const int lineno, void (*cleanup_fn)(void)
#define TST_SAFE_ __FILE__, __LINE__, NULL

/* timeout (seconds) scaled by LTP_TIMEOUT_MUL. */
unsigned int tst_multiply_timeout(unsigned int timeout);

#endif /* TST_COMMON_H */
