/* A helper library: no main(), results from helper functions. */
#include "test.h"
#include "file_helpers.h"

int fh_same_content(const char *a, const char *b)
{
	char ba[256], bb[256];

	if (fh_read_all(a, ba, sizeof(ba)) != fh_read_all(b, bb, sizeof(bb))) {
		tst_resm(TINFO, "%s and %s differ in size", a, b);
		return 0;
	}
	if (memcmp(ba, bb, sizeof(ba)))
		tst_resm(TINFO, "%s and %s differ", a, b);
	return !memcmp(ba, bb, sizeof(ba));
}

void fh_warn_leftover(const char *path)
{
	if (!access(path, F_OK))
		tst_resm(TWARN | TERRNO,
			 "%s is still there after the test removed it", path);
}
