/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * tst-convert's driver pieces around the passes: the options, the
 * pipeline per file, the old-API check, the inventory and the writes.
 */
#ifndef TOOL_H
#define TOOL_H

#include <stdio.h>

#include "conv.h"

struct tool_opts {
	const char *out; /* -o: one file's output */
	const char *out_dir; /* --out-dir: mirrored tree */
	const char *root; /* --root: paths relative to it in out-dir, JSON */
	const char *json; /* --json */
	const char *cocci; /* the tst-cocci wrapper */
	const char *newlib_inc, *compat_inc;
	const char **incs; /* -I dirs */
	int nincs;
	int in_place, allow_todo, scan, no_cocci, verbose;
	int passes, check; /* one stage of the pipeline alone */
};

/* The passes in their order (passes.c), and the pipeline of one file:
 * passes, cocci, check; sets f->state and f->counts. */
extern const struct conv_pass conv_passes[];
void tool_convert(struct conv_file *f, const struct tool_opts *o);
/* The state of the file as it is (legacy, native, mixed), for --scan. */
void tool_scan(struct conv_file *f, const struct tool_opts *o);
/* --passes: the libclang passes alone; the state stays the one the file
 * had (legacy, mixed, native), or failed when a pass gave up. */
void tool_passes(struct conv_file *f, const struct tool_opts *o);
/* --check: the check alone, of text converted already: converted,
 * needs-review or failed. */
void tool_check(struct conv_file *f, const struct tool_opts *o);

/* Clang arguments for parsing path: legacy (old + new headers) or the
 * check (new headers only). Freed with tool_free_args(). */
const char **tool_args(const struct tool_opts *o, const char *path, int legacy,
		       int is_header, int *nargs);
void tool_free_args(const char **args, int nargs);

/* check.c: old-API identifiers and includes in the current parse; with
 * check (the parse against newlib alone), names newlib declares too are
 * not counted, and the first few are named in messages. */
int check_old_tokens(struct conv_file *f, int check);
int check_new_tokens(struct conv_file *f);
/* The state of a parsed file from its tokens (legacy, native, mixed). */
int check_classify(struct conv_file *f);
/* Fill f->calls with the system-header functions called in the file. */
void check_collect_calls(struct conv_file *f);
/* sleep()/usleep()/nanosleep() calls in the file. */
int check_count_sleeps(struct conv_file *f);
/* TODO(convert) markers in the file's comments. */
int check_count_todos(struct conv_file *f);

/* forking.c, for --scan: with no main() in the file (a helper library's),
 * the names of its functions that call a fork-like call, in f->forking. */
void forking_collect(struct conv_file *f);

/* cocci.c: run the wrapper on a file in place; 0 or -1 with *why set. */
int cocci_run(const char *wrapper, const char *path, char **why);
/* The default wrapper; NULL when none is found. */
const char *cocci_default(void);

/* write.c */
int write_atomic(const char *path, const char *text, size_t len);
int write_temp(const char *text, size_t len, const char *suffix,
	       char **tmp_path);
/* Unified diff of the file's original and final text to out, labelled
 * with the path. 0 when they are equal, 1 when they differ, -1 error. */
int write_diff(FILE *out, const char *path, const char *a, size_t alen,
	       const char *b, size_t blen);
/* The text to write for a file: the conversion when accepted, else the
 * original. */
const char *write_result(const struct conv_file *f, const struct tool_opts *o,
			 size_t *len);

/* inventory.c */
int inventory_write(const char *path, struct conv_file **files, size_t n,
		    const char *const *rel_paths);

#endif /* TOOL_H */
