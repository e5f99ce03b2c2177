#ifndef HL_H
#define HL_H

/* Unused after conversion: dropped everywhere. */
int hl_open(const char *path, int flags);
void hl_only(void);

/* Still calls the cleanup function: kept. */
void hl_run(void (*cleanup)(void), int n);

/* Passes it on to hl_only (dropped there, so here too). */
void hl_chain(int n);

/* Passes it on to hl_run (kept there, so here too). */
void hl_via_run(void (*cleanup)(void), int n);

/* Its address is taken by a test: kept. */
void hl_addr(void (*cleanup)(void));

/* A forwarding macro: loses its parameter with the function's. */
void hl_where_(const char *file, int line, int n);
#define HL_WHERE(n) hl_where_(__FILE__, __LINE__, (n))

/* Its format attribute counts parameters: renumbered. */
void hl_printf_(const char *file, int line,
		const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* Called only in a branch the preprocessor skips here (a test converted
 * for the configuration that has it): kept. */
void hl_skipped(void (*cleanup)(void));

/* An attribute names the parameter itself: kept. */
void hl_nn(void (*cleanup)(void)) __attribute__((nonnull(1)));

#endif
