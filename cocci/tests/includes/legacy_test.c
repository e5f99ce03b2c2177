/*
 * A legacy test's header block: system headers, the old API's headers and
 * the suite's own helpers.
 */
#include <errno.h>
#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include "test.h"
#include "safe_macros.h"
#include "lock_helpers.h"
#include "linux_syscall_numbers.h"

char *TCID = "fcntl03";
int TST_TOTAL = 7;
