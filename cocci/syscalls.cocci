// SPDX-License-Identifier: GPL-2.0-or-later
/// Replace the old API's raw system calls with the new API's.
///
/// "linux_syscall_numbers.h" becomes "tst_syscall.h", ltp_syscall(NR, ...)
/// becomes tst_syscall(NR, ...) and the old invalid-number marker
/// __LTP__NR_INVALID_SYSCALL becomes __TST_NR_INVALID. Both calls end the
/// test as TCONF when the system lacks the call; the old one ran the
/// CLEANUP the test defined before the include, the new one the test's
/// global cleanup, so a "#define CLEANUP" left in the file is dead.
//
// Confidence: High
// Options: --no-includes --include-headers

virtual patch
virtual context
virtual report

@initialize:python depends on report@
@@
seen = set()

def say(p, msg):
    key = (p[0].file, p[0].line, msg)
    if key not in seen:
        seen.add(key)
        print("%s:%s: %s" % key)

@depends on patch@
@@
- #include "linux_syscall_numbers.h"
+ #include "tst_syscall.h"

@depends on patch@
expression list args;
@@
- ltp_syscall(args)
+ tst_syscall(args)

@depends on patch@
@@
- __LTP__NR_INVALID_SYSCALL
+ __TST_NR_INVALID

@depends on context@
@@
(
* ltp_syscall(...)
|
* __LTP__NR_INVALID_SYSCALL
)

@r depends on report@
position p;
@@
ltp_syscall@p(...)

@script:python depends on report@
p << r.p;
@@
say(p, "ltp_syscall() -> tst_syscall()")

@inv depends on report@
position p;
@@
__LTP__NR_INVALID_SYSCALL@p

@script:python depends on report@
p << inv.p;
@@
say(p, "__LTP__NR_INVALID_SYSCALL -> __TST_NR_INVALID")
