/* Half-converted: the new header is there, old ones are left over. */
#include <sys/mman.h>
#include "tst_test.h"
#include "safe_macros.h"
#include "old_tmpdir.h"

static void run(void)
{
}
