// SPDX-License-Identifier: GPL-2.0-or-later
/* The structure pass: main() -> run() + struct tst_test (being written). */
#include "conv.h"

int conv_pass_structure(struct conv_file *f)
{
	(void)f;
	return 0;
}
