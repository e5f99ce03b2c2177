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

FILE *safe_freopen(TST_SAFE_FN_ARGS, const char *path, const char *mode,
		   FILE *stream);
/* fread() and fwrite() of nmemb items: fewer is TBROK (ferror()'s errno,
 * or the end of the file). */
size_t safe_fread(TST_SAFE_FN_ARGS, void *ptr, size_t size, size_t nmemb,
		  FILE *stream);
size_t safe_fwrite(TST_SAFE_FN_ARGS, const void *ptr, size_t size, size_t nmemb,
		   FILE *stream);
int safe_fseek(TST_SAFE_FN_ARGS, FILE *stream, long offset, int whence);
long safe_ftell(TST_SAFE_FN_ARGS, FILE *stream);
int safe_fileno(TST_SAFE_FN_ARGS, FILE *stream);
int safe_fflush(TST_SAFE_FN_ARGS, FILE *stream);
/* sscanf(): TBROK unless every assignment of fmt matched. */
int safe_sscanf(TST_SAFE_FN_ARGS, const char *buf, const char *fmt, ...)
	__attribute__((format(scanf, 5, 6)));

#ifndef TST_NO_NEW_API_MACROS
#define SAFE_FOPEN(path, mode) safe_fopen(TST_SAFE_, (path), (mode))
#define SAFE_FCLOSE(f) safe_fclose(TST_SAFE_, (f))
#define SAFE_POPEN(command, type) safe_popen(TST_SAFE_, (command), (type))
#define SAFE_FREOPEN(path, mode, stream) \
	safe_freopen(TST_SAFE_, (path), (mode), (stream))
#define SAFE_FREAD(ptr, size, nmemb, stream) \
	safe_fread(TST_SAFE_, (ptr), (size), (nmemb), (stream))
#define SAFE_FWRITE(ptr, size, nmemb, stream) \
	safe_fwrite(TST_SAFE_, (ptr), (size), (nmemb), (stream))
#define SAFE_FSEEK(stream, offset, whence) \
	safe_fseek(TST_SAFE_, (stream), (offset), (whence))
#define SAFE_FTELL(stream) safe_ftell(TST_SAFE_, (stream))
#define SAFE_FILENO(stream) safe_fileno(TST_SAFE_, (stream))
#define SAFE_FFLUSH(stream) safe_fflush(TST_SAFE_, (stream))
#define SAFE_SSCANF(buf, fmt, ...) \
	safe_sscanf(TST_SAFE_, (buf), (fmt), ##__VA_ARGS__)
#endif

#endif /* TST_SAFE_STDIO_H */
