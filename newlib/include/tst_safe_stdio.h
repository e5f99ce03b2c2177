/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Safe calls on stdio streams (see tst_safe_macros.h). */
#ifndef TST_SAFE_STDIO_H
#define TST_SAFE_STDIO_H

#include <stdio.h>
#include "tst_common.h"

FILE *safe_fopen(TST_SAFE_FN_ARGS, const char *path, const char *mode);
int safe_fclose(TST_SAFE_FN_ARGS, FILE *f);
/* popen(); pclose() it. */
FILE *safe_popen(TST_SAFE_FN_ARGS, const char *command, const char *type);

#ifndef TST_NO_NEW_API_MACROS
#define SAFE_FOPEN(path, mode) safe_fopen(TST_SAFE_, (path), (mode))
#define SAFE_FCLOSE(f) safe_fclose(TST_SAFE_, (f))
#define SAFE_POPEN(command, type) safe_popen(TST_SAFE_, (command), (type))
#endif

#endif /* TST_SAFE_STDIO_H */
