#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include "tst_test.h"
#include "hl.h"

int hl_open(const char *path, int flags)
{
	return SAFE_OPEN(path, flags);
}

void hl_only(void)
{
	tst_res(TINFO, "only");
}

void hl_run(void (*cleanup)(void), int n)
{
	if (n > 0 && cleanup)
		cleanup();
}

void hl_chain(int n)
{
	if (n)
		hl_only();
}

void hl_via_run(void (*cleanup)(void), int n)
{
	hl_run(cleanup, n + 1);
}

void hl_addr(void (*cleanup)(void))
{
	tst_res(TINFO, "addr");
}

void hl_where_(const char *file, int line, int n)
{
	tst_res(TINFO, "%s:%d: %d", file, line, n);
}

void hl_printf_(const char *file, int line,
		const char *fmt, ...)
{
	va_list ap;
	char buf[64];

	va_start(ap, fmt);
	vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	tst_res(TINFO, "%s:%d: %s", file, line, buf);
}

void hl_nn(void (*cleanup)(void))
{
	tst_res(TINFO, "nn");
}

void hl_skipped(void (*cleanup)(void))
{
	tst_res(TINFO, "skipped");
}
