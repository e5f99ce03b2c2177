/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * tst-convert's internal interface: one file under conversion, the edits
 * queued on it, and what the passes learn about it.
 *
 * A conversion is a series of passes. Each pass sees a fresh parse of the
 * file's current text (pass_ast.h flattens it), queues edits against that
 * text by byte offset, and the driver applies them and parses again before
 * the next pass. Plain edits of one pass must not overlap: an overlapping
 * one is refused and the pass leaves a TODO marker instead; a rewrite
 * swallows the edits inside its range (edits.c). Nothing is ever
 * half-rewritten.
 *
 * The passes, in order (conv_passes[] in passes.c):
 *   sleeps    parent/child sleep() synchronisation -> old-API checkpoints
 *             or TST_PROCESS_STATE_WAIT (still legacy code)
 *   cleanup   several cleanup functions / per-call pointers -> one global
 *             cleanup() safe at any point (still legacy code)
 *   structure main() -> run() + struct tst_test, case-table loop, flags,
 *             TCID/TST_TOTAL, UCLINUX blocks
 * then spatch runs the semantic patches of cocci/ (local rewrites), and the
 * check parses the result against newlib's headers for old-API residue.
 */
#ifndef CONV_H
#define CONV_H

#include <stddef.h>
#include <clang-c/Index.h>

/* struct tst_test fields a pass found a reason for. */
struct conv_flags {
	int needs_tmpdir;
	int needs_root;
	int forks_child;
	int needs_checkpoints;
	int needs_device; /* the library's loop device, tst_device */
	int format_device; /* made with the default filesystem */
	char min_kver[32]; /* "" when none */
};

/* A name the old API's headers gave the file (gave.c): the system
 * include it came from, or the one token an old helper macro meant. */
struct conv_gave {
	char *name;
	char *include; /* "<limits.h>", or NULL */
	char *meaning; /* the macro's body, or NULL */
};

/* Another file's text as the parses of a file see it (a converted
 * header of the tree, headers.c). */
struct conv_overlay {
	char *path;
	char *text;
	size_t len;
	int write; /* renamed for the file (clash.c): written with it */
};

/* What the inventory counts for a file (inventory.json "files"[] entry). */
struct conv_counts {
	int old_calls; /* old-API names left in the result */
	int sleeps; /* sleep()/usleep()/nanosleep() left */
	int todos; /* TODO(convert) markers written */
	int cleanups; /* cleanup functions found in the original */
};

/* A line of a runtest file (relative to --root) to be written anew:
 * the converted program reads its command line otherwise (runtest.c). */
struct conv_rt_edit {
	char *file;
	int line;
	char *old, *new;
};

/* An edit queued on the current text (edits.c). */
struct conv_edit {
	unsigned int start; /* byte offsets into conv_file.text */
	unsigned int
		end; /* replaced range [start, end); start == end inserts */
	char *text;
	int rewrite; /* queued by conv_rewrite(): swallows edits inside */
	int dead; /* swallowed by a rewrite */
};

struct conv_file {
	const char *path; /* as the user named it, for messages */
	char *text; /* current text, NUL-terminated */
	size_t len;
	CXIndex index;
	CXTranslationUnit tu; /* parse of text; NULL if it did not parse */
	CXFile file; /* the main file inside tu */
	struct conv_edit *edits;
	size_t nedits, edits_cap;
	struct conv_flags flags;
	struct conv_counts counts;
	char **msgs; /* "LINE: message", for inventory and stderr */
	size_t nmsgs;
	int failed; /* a pass gave up: the file stays as it was */

	/* Filled by the driver (file.c), not by the passes. */
	char *orig; /* the text as read, for the diff and on failure */
	size_t orig_len;
	const char *const *args; /* clang arguments for parsing text */
	int nargs;
	char **found_incs; /* dirs found for includes nothing else resolved */
	size_t nfound_incs;
	struct conv_gave *gave; /* names the old headers gave */
	size_t ngave;
	char **defines; /* -DNAME=1 of the configuration converted */
	size_t ndefines;
	char **headers; /* local headers with old API it includes */
	size_t nheaders;
	char **lib_headers; /* local headers it includes, old API or not */
	size_t nlib_headers;
	struct conv_overlay *overlays; /* their converted text */
	size_t noverlays;
	int is_header; /* parsed as a C header */
	int is_included; /* a helper other files #include (--included) */
	int keep_going; /* keep a parse with errors (a scan) */
	long fail_msg; /* index of the first message saying why it failed */
	int state; /* enum conv_state */
	char **calls; /* system-header functions called, sorted, unique */
	size_t ncalls;
	char **forking; /* functions defined here that fork (--scan) */
	size_t nforking;
	struct conv_rt_edit *rt_edits; /* runtest lines its program changes */
	size_t nrt_edits;
	char *legacy; /* --check --orig: the original's text, for layout.c */
};

/* Progress states (DESIGN "Progress states"); conv_state_name() spells. */
enum conv_state {
	CONV_LEGACY,
	CONV_CONVERTED,
	CONV_NEEDS_REVIEW,
	CONV_FAILED,
	CONV_NATIVE,
	CONV_MIXED,
	CONV_NSTATES,
};

/* Byte offsets of c's extent when it lies in the main file's own text
 * (not in a header, not produced by a macro from a header). 0 on success. */
int conv_extent(struct conv_file *f, CXCursor c, unsigned int *start,
		unsigned int *end);

/* Byte offset of a source location in the main file, or -1. */
long conv_offset(struct conv_file *f, CXSourceLocation loc);

/* 1-based line of a byte offset of the current text. */
unsigned int conv_line(struct conv_file *f, unsigned int off);

/* Offset of the start of the line that holds off. */
unsigned int conv_line_start(struct conv_file *f, unsigned int off);

/* The column off is shown at on its line, tabs every 8 columns. */
unsigned int conv_column(struct conv_file *f, unsigned int off);

/* word stands in [s, e) of the text as a whole identifier (the characters
 * around it, also outside the range, are none of an identifier's). */
int conv_has_word(struct conv_file *f, unsigned int s, unsigned int e,
		  const char *word);

/* The start of the line of a comment that ends at the end of the line
 * before s (a line start > 0) and is alone on its lines, or s. */
unsigned int conv_comment_above(struct conv_file *f, unsigned int s);

/* The start of the comments right above s (a line start), each alone on
 * its lines with no blank line between them (a box of one-line comments
 * over a function); one holding a TODO stops them, or s. */
unsigned int conv_comments_above(struct conv_file *f, unsigned int s);

/* Queue a replacement of [start, end) by text (copied). 0 on success, -1
 * when it overlaps an edit already queued in this pass (nothing queued). */
int conv_replace(struct conv_file *f, unsigned int start, unsigned int end,
		 const char *text);
int conv_insert(struct conv_file *f, unsigned int off, const char *text);
int conv_remove(struct conv_file *f, unsigned int start, unsigned int end);

/* Remove the whole line(s) holding [start, end) when nothing else but
 * blanks is on them, else just the range. */
int conv_remove_lines(struct conv_file *f, unsigned int start,
		      unsigned int end);

/* The TODO(convert) comments queued as inserts at off, one after the
 * other (a caller that rewrites the line re-emits them); NULL when none.
 * Caller frees. */
char *conv_todos_at(struct conv_file *f, unsigned int off);

/* Queue a rewrite of [start, end): edits queued inside the range before
 * are dropped, and edits queued inside it later are ignored (copy a part
 * to keep with conv_copy() first). A removal of whole lines takes a blank
 * line around it along, and removals that touch merge into one. */
void conv_rewrite(struct conv_file *f, unsigned int start, unsigned int end,
		  const char *text);
/* [start, end) lies inside a range an earlier edit took out. */
int conv_removed(struct conv_file *f, unsigned int start, unsigned int end);
/* Rewrite away the statement [start, end) with the ';' right after it,
 * and its line when nothing else is on it. */
void conv_remove_stmt(struct conv_file *f, unsigned int start,
		      unsigned int end);
/* One past the ';' ending a statement whose extent ends at end, else end. */
unsigned int conv_stmt_end(struct conv_file *f, unsigned int end);
/* How many newlines [a, b) holds. */
unsigned int conv_newlines(struct conv_file *f, unsigned int a, unsigned int b);
/* The end of a comment that follows e on its line, else e. */
unsigned int conv_trailing_comment(struct conv_file *f, unsigned int e);
/* The text [start, end) with the queued edits that lie inside applied. */
char *conv_copy(struct conv_file *f, unsigned int start, unsigned int end);
/* 0, or -1 with a message naming the place when queued edits overlap. */
int conv_check_edits(struct conv_file *f);
void conv_clear_edits(struct conv_file *f);

/* Record a message about the file ("path:LINE: msg" on stderr with -v,
 * and in the inventory). */
void conv_msg(struct conv_file *f, unsigned int off, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

/* Insert a comment "TODO(convert): reason" on its own line before the line
 * holding off, count it in todos, and record the message. */
void conv_todo(struct conv_file *f, unsigned int off, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
/* Append the comment "TODO(convert): reason" to the line holding off (a
 * block's opening brace: a marker on a line of its own before a statement
 * the semantic patches remove goes with it), count it in todos, and
 * record the message. */
void conv_todo_trailing(struct conv_file *f, unsigned int off, const char *fmt,
			...) __attribute__((format(printf, 3, 4)));

/* Spelling of a cursor's name (caller frees with free()). */
char *conv_name(CXCursor c);

/* The text [start, end) of the current text as a new string. */
char *conv_text(struct conv_file *f, unsigned int start, unsigned int end);

/* A pass: queue edits on f; return 0, or -1 when the file cannot be
 * converted (f->failed set, a message says why). */
struct conv_pass {
	const char *name;
	int (*run)(struct conv_file *f);
};

/* Read path into a new conv_file (not parsed yet). NULL with a message
 * on stderr when it cannot be read. */
struct conv_file *conv_file_load(const char *path, CXIndex index);
void conv_file_free(struct conv_file *f);

/* Parse f->text with f->args unless already parsed. 0 on success; -1 when
 * clang reports an error: the first one goes to the messages as
 * "path:line:col: reason" and the tu stays NULL (unless keep_going). */
int conv_parse(struct conv_file *f);

/* Drop the parse (it is big); the next conv_parse() parses again. */
void conv_unparse(struct conv_file *f);

/* Apply the queued edits to f->text (dropping the parse when any) and
 * clear the queue (edits.c). */
void conv_apply(struct conv_file *f);

/* Replace the whole text (e.g. by what an external tool wrote). */
void conv_set_text(struct conv_file *f, char *text, size_t len);

/* 1 when the cursor's referenced declaration is in a system header. */
int conv_in_system_header(CXCursor c);

const char *conv_state_name(int state);

/* Functions of the suite's helper libraries that fork (--forks-via): a
 * test calling one gets .forks_child as if it forked itself. */
void conv_add_forking_fn(const char *name);
int conv_is_forking_fn(const char *name);

/* The programs the runtest files of the tree at root run as tests
 * (runtest.c): a main() without the loop is a test when its program is
 * one of them. */
void conv_load_runtest(const char *root);
/* The program a C file at path builds: its name without ".c". */
char *conv_program_name(const char *path);
int conv_is_test_program(const char *name);
/* A runtest entry runs prog with option letter (getopt()'s reading with
 * optstr, "b:v"), or with an argument that is no option ("" as optstr:
 * any argument; NULL: a program that parses no options, any word, "-x"
 * too). */
int conv_runtest_passes(const char *prog, const char *optstr, char letter);
int conv_runtest_positional(const char *prog, const char *optstr);
/* A runtest entry gives prog a long option ("--name"), getopt() reading
 * its short ones with optstr. */
int conv_runtest_long(const char *prog, const char *optstr);
/* A runtest entry that gives prog an option letter twice ("-v -v"), as
 * "FILE:LINE gives -v more than once", else NULL; the letters of same
 * (NULL: none) may be given more than once. */
char *conv_runtest_repeats(const char *prog, const char *optstr,
			   const char *same);
/* The most words a runtest entry gives prog, a program that parses no
 * options; whether an entry runs prog at all. */
int conv_runtest_args(const char *prog);
int conv_runtest_runs(const char *prog);

/* How a converted program reads its command line against the old one. */
struct conv_rt_args {
	const char *optstr; /* the old getopt() letters ("b:i:"), NULL: the
			     * old program parsed no options */
	const char *from, *to; /* option -from[k] is -to[k] now, or NULL */
	const char *pos; /* argument k that was no option is -pos[k] VALUE
			  * now, or NULL */
};
/* Each runtest entry that runs prog, its arguments as r says the
 * converted program reads them: how many lines change (with f, their
 * edits go into f's record), or -1 and *why (a line that cannot be
 * rewritten, named FILE:LINE; caller frees), with no edit kept. */
int conv_runtest_rewrite(struct conv_file *f, const char *prog,
			 const struct conv_rt_args *r, char **why);

/* sleep(), usleep(), nanosleep(), clock_nanosleep(): the calls the sleeps
 * pass decides about and the inventory counts (sl_calls.c). */
int sl_is_sleep(const char *name);

int conv_pass_braces(struct conv_file *f);
int conv_pass_sleeps(struct conv_file *f);
int conv_pass_cleanup(struct conv_file *f);
int conv_pass_verdict(struct conv_file *f);
int conv_pass_shadows(struct conv_file *f);
int conv_pass_structure(struct conv_file *f);

#endif /* CONV_H */
