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
	const char *root; /* --root: paths relative to it in out-dir, JSON;
			   the top of the nearest-include search */
	const char *json; /* --json */
	const char *cocci; /* the tst-cocci wrapper */
	const char *newlib_inc, *compat_inc;
	const char **incs; /* -I dirs */
	int nincs;
	const char *compdb; /* -p: directory of compile_commands.json */
	int in_place, allow_todo, scan, no_cocci, verbose;
	int passes, check; /* one stage of the pipeline alone */
	const char *orig; /* --orig: with --check, the tree of the originals
			     (paths relative to --root in both) */
	const char *orig_facts; /* --orig-facts: what the originals gave,
				   saved by --passes (origfacts.c) */
	const char **included; /* --included: files other files include */
	int nincluded;
};

/* The passes in their order (passes.c), and the pipeline of one file:
 * passes, cocci, check; sets f->state and f->counts. */
extern const struct conv_pass conv_passes[];
void tool_convert(struct conv_file *f, const struct tool_opts *o);
/* The semantic patches on the file's text (a temp copy): 0, or -1 with
 * a message saying why. */
int tool_cocci(struct conv_file *f, const struct tool_opts *o);
/* The state of the file as it is (legacy, native, mixed), for --scan. */
void tool_scan(struct conv_file *f, const struct tool_opts *o);
/* --passes: the libclang passes alone; the state stays the one the file
 * had (legacy, mixed, native), or failed when a pass gave up. */
void tool_passes(struct conv_file *f, const struct tool_opts *o);
/* --check: the check alone, of text converted already: converted,
 * needs-review or failed. orig (or NULL) is the file's original: what
 * its old headers gave is read from it, as tool_convert() does. */
void tool_check(struct conv_file *f, const struct tool_opts *o,
		const char *orig);

/* main.c: path relative to --root (as given when outside it); the
 * directories above a file to write, made. */
const char *tool_rel_path(const struct tool_opts *o, const char *path);
int tool_mkdirs_for(const char *path);

/* origfacts.c: what the original gave f (f->defines, f->gave) saved under
 * --orig-facts by --passes, and loaded by --check: 0, or -1 when there is
 * none (nothing loaded). */
void origfacts_save(const struct conv_file *f, const struct tool_opts *o);
int origfacts_load(struct conv_file *f, const struct tool_opts *o);

/* Clang arguments for parsing f: legacy (old + new headers) or the
 * check (new headers only). The search order: the library's headers, the
 * file's flags in the -p database, the -I dirs, the file's directory,
 * then the directories found for includes none of them resolved
 * (f->found_incs). Freed with tool_free_args(). */
const char **tool_args(const struct tool_opts *o, const struct conv_file *f,
		       int legacy, int *nargs);
void tool_free_args(const char **args, int nargs);

/* check.c: old-API identifiers and includes in the current parse; with
 * check (the parse against newlib alone), names newlib declares too are
 * not counted, and the first few are named in messages. */
int check_old_tokens(struct conv_file *f, int check);
/* 1 when lit (a header name token, quotes included, at tok of tu) names
 * the old API's headers: test.h only when it is the old API's test.h. */
int check_old_include(CXTranslationUnit tu, CXToken tok, const char *lit);
/* "<name>" when toks[i] is the "include" of an angled include, else
 * NULL; the caller frees it. */
char *check_angled_include(CXTranslationUnit tu, const CXToken *toks,
			   unsigned int n, unsigned int i);
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

/* compdb.c: the -p compilation database. compdb_flags() gives the
 * preprocessor flags (-I, -D, -U, -include ...; paths absolute) of path:
 * 0 from its own entry, 1 from the nearest file the database lists, -1
 * none (no database, or it is empty). */
int compdb_open(const char *dir);
void compdb_close(void);
int compdb_flags(const char *path, char ***flags, size_t *n);

/* incfind.c: the directory D nearest to from_dir (its subtree, then each
 * parent's, up to top; without top at most 1 level up) such that D/name
 * is a file (not in an old-API directory), or NULL. Caller frees. */
char *incfind_nearest(const char *from_dir, const char *name, const char *top);
/* 1 when dir holds the old library's own headers (test.h): oldlib-compat
 * replaces them in the legacy parse and newlib in the check, so neither
 * the database nor the search puts such a directory on the path. */
int incfind_old_api_dir(const char *dir);
/* 1 when path is the old API's test.h (it names tst_resm), not another
 * suite's header of that name. */
int incfind_old_api_header(const char *path);

/* gave.c: what the old headers gave the file. gave_collect() reads it
 * from the parse of the original; gave_fix(), after a check parse that
 * failed, adds the system includes and writes the macros' meaning for the
 * names found undeclared, and includes the newlib header that declares a
 * name newlib has under it: 1 when the text changed (parse again). */
void gave_collect(struct conv_file *f, const struct tool_opts *o);
int gave_fix(struct conv_file *f, const struct tool_opts *o);
/* After a check parse that compiled: an old header's one-token macro the
 * file defines itself as a fallback (`#ifndef NUMSIGS` / `#define NUMSIGS
 * NSIG`): the definition goes and its uses are written with its meaning,
 * the edits applied; 1 when done. */
int gave_own_macros(struct conv_file *f);
/* layout.c: after a check parse that compiled: the continuation lines of
 * each new-API call that a rename left off its parenthesis by a column or
 * two are aligned under it again, and blank lines after an opening brace
 * or before a closing one that the original (legacy, when known) does not
 * have there go; the edits applied (the parse is stale). */
void layout_tidy(struct conv_file *f, const char *legacy);
/* protos.c: after a check parse that compiled, before layout_tidy(): the
 * prototypes of the hooks struct tst_test names that nothing before their
 * definitions uses any more are queued for removal (the old API's
 * template declared setup() and cleanup() for main() and tst_brkm()). */
void protos_tidy(struct conv_file *f);
/* clash.c: after a check parse that failed because the file defines a
 * name a system header newlib's headers include declares otherwise
 * (dirfd, wait), or one of newlib's own (a test's own safe_read()), the
 * file's own renamed, the edits applied; 1 when done. */
int clash_fix(struct conv_file *f, const struct tool_opts *o);
/* After a check parse that failed inside a header of newlib's at a macro
 * the file defines before its #include of it: that #include moved above
 * the file's first such #define, the edits applied; 1 when done. */
int clash_hoist(struct conv_file *f, const struct tool_opts *o);
/* The same for a static name of a helper header of the tree the file
 * includes (f->headers), from the parse of the original: renamed in the
 * header's text (an overlay of f's parses, to write with it) and in the
 * file, the edits applied; 1 when done (parse again). */
int clash_helpers(struct conv_file *f, const struct tool_opts *o);

/* variant.c: when the parse sees only the TCONF stub of a test whose
 * main() is compiled for a configuration this machine lacks, set the
 * defines (f->defines) that compile the test instead: 1 (parse again), 0
 * nothing to do, -1 it cannot be (a message says why). */
int variant_choose(struct conv_file *f);

/* headers.c: the tree's helpers with old API the file includes (local
 * headers, an included .c; not the suite's library, the directories
 * beside its old-API headers), collected from the parse of the original
 * into f->headers (real paths); headers_overlay() converts them by the
 * semantic patches, once per run, and puts them in the check's parse in
 * place of the originals. */
void headers_collect(struct conv_file *f, const struct tool_opts *o);
/* The index in f->headers of the helper header file, -1 when file is
 * none of them (an included .c file is none: it goes through the passes
 * itself); with any, in f->lib_headers, the local headers the test
 * includes whether they use the old API or not (input_helper.h). */
long headers_index(struct conv_file *f, CXFile file, int any);
void headers_overlay(struct conv_file *f, const struct tool_opts *o);

/* inventory.c */
int inventory_write(const char *path, struct conv_file **files, size_t n,
		    const char *const *rel_paths);

#endif /* TOOL_H */
