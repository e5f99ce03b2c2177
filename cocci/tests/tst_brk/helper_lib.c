/* A helper library: the caller's cleanup comes in as a parameter. */
#include "test.h"
#include "memcg_helpers.h"

void memcg_charge_cache(void (*cleanup)(void), const char *dir,
			const char *path, size_t bytes)
{
	int status;

	SAFE_WAITPID(cleanup, pid, &status, 0);
	if (!WIFEXITED(status) || WEXITSTATUS(status))
		tst_brkm(TBROK, cleanup,
			 "the writer in %s failed (status 0x%x)", dir, status);
}

static void file_path(const char *file, const int lineno,
		      void (*cleanup_fn)(void), const char *dir)
{
	if (strlen(dir) >= PATH_MAX)
		tst_brkm(TBROK, cleanup_fn, "%s:%d: path too long: %s", file,
			 lineno, dir);
}
