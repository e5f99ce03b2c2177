// SPDX-License-Identifier: GPL-2.0-or-later
/// Replace the old API's headers with the one header of the new API.
///
/// A legacy test includes "test.h", often "safe_macros.h" and sometimes
/// "usctest.h" or one of the shim's old_*.h parts. The new API has a single
/// entry point, "tst_test.h", which brings tst_res(), SAFE_*(),
/// checkpoints and the rest. The first old header (in the order listed
/// below) becomes "tst_test.h" where it stood, so the include order of the
/// file is kept; the other old headers go. A file that already includes
/// "tst_test.h" only loses its old headers, so it never gets two.
/// Other includes ("linux_syscall_numbers.h", the test's own helpers) stay.
/// Older tests spell test.h, usctest.h and safe_macros.h in angle brackets
/// (#include <test.h>): the same headers, replaced the same way.
//
// Confidence: High
// Options: --no-includes --include-headers

virtual patch
virtual context
virtual report

@has_new depends on patch@
@@
#include "tst_test.h"

// The first old header found becomes the new one.
@first0 depends on patch && !has_new@
@@
(
- #include "test.h"
+ #include "tst_test.h"
|
- #include <test.h>
+ #include "tst_test.h"
)

@first1 depends on patch && !has_new && !first0@
@@
(
- #include "usctest.h"
+ #include "tst_test.h"
|
- #include <usctest.h>
+ #include "tst_test.h"
)

@first2 depends on patch && !has_new && !first0 && !first1@
@@
(
- #include "safe_macros.h"
+ #include "tst_test.h"
|
- #include <safe_macros.h>
+ #include "tst_test.h"
)

@first3 depends on patch && !has_new && !first0 && !first1 && !first2@
@@
- #include "old_checkpoint.h"
+ #include "tst_test.h"

@first4 depends on patch && !has_new && !first0 && !first1 && !first2 && !first3@
@@
- #include "old_device.h"
+ #include "tst_test.h"

@first5 depends on patch && !has_new && !first0 && !first1 && !first2 && !first3 && !first4@
@@
- #include "old_fs.h"
+ #include "tst_test.h"

@first6 depends on patch && !has_new && !first0 && !first1 && !first2 && !first3 && !first4 && !first5@
@@
- #include "old_misc.h"
+ #include "tst_test.h"

@first7 depends on patch && !has_new && !first0 && !first1 && !first2 && !first3 && !first4 && !first5 && !first6@
@@
- #include "old_process_state.h"
+ #include "tst_test.h"

@first8 depends on patch && !has_new && !first0 && !first1 && !first2 && !first3 && !first4 && !first5 && !first6 && !first7@
@@
- #include "old_timer.h"
+ #include "tst_test.h"

@first9 depends on patch && !has_new && !first0 && !first1 && !first2 && !first3 && !first4 && !first5 && !first6 && !first7 && !first8@
@@
- #include "old_tmpdir.h"
+ #include "tst_test.h"

// Whatever old header is left duplicates "tst_test.h" now.
@depends on patch@
@@
(
- #include "test.h"
|
- #include <test.h>
|
- #include "usctest.h"
|
- #include <usctest.h>
|
- #include "safe_macros.h"
|
- #include <safe_macros.h>
|
- #include "old_checkpoint.h"
|
- #include "old_device.h"
|
- #include "old_fs.h"
|
- #include "old_misc.h"
|
- #include "old_process_state.h"
|
- #include "old_timer.h"
|
- #include "old_tmpdir.h"
)

@depends on context@
@@
(
* #include "test.h"
|
* #include <test.h>
|
* #include "usctest.h"
|
* #include <usctest.h>
|
* #include "safe_macros.h"
|
* #include <safe_macros.h>
|
* #include "old_checkpoint.h"
|
* #include "old_device.h"
|
* #include "old_fs.h"
|
* #include "old_misc.h"
|
* #include "old_process_state.h"
|
* #include "old_timer.h"
|
* #include "old_tmpdir.h"
)

@r depends on report@
position p;
@@
(
#include "test.h"@p
|
#include <test.h>@p
|
#include "usctest.h"@p
|
#include <usctest.h>@p
|
#include "safe_macros.h"@p
|
#include <safe_macros.h>@p
|
#include "old_checkpoint.h"@p
|
#include "old_device.h"@p
|
#include "old_fs.h"@p
|
#include "old_misc.h"@p
|
#include "old_process_state.h"@p
|
#include "old_timer.h"@p
|
#include "old_tmpdir.h"@p
)

@script:python depends on report@
p << r.p;
@@
print("%s:%s: old-API header: include \"tst_test.h\" instead" % (p[0].file, p[0].line))
