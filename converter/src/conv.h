/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * tst-convert's internal interface: one file under conversion, the edits
 * queued on it, and what the passes learn about it.
 *
 * A conversion is a series of passes. Each pass sees a fresh parse of the
 * file's current text, queues edits against that text by byte offset, and
 * the driver applies them and parses again before the next pass. Edits of
 * one pass must not overlap; an overlapping edit is refused and the pass
 * leaves a TODO marker instead, so nothing is ever half-rewritten.
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
	char min_kver[32]; /* "" when none */
};

/* What the inventory counts for a file (inventory.json "files"[] entry). */
struct conv_counts {
	int old_calls; /* old-API names left in the result */
	int sleeps; /* sleep()/usleep()/nanosleep() left */
	int todos; /* TODO(convert) markers written */
	int cleanups; /* cleanup functions found in the original */
};

struct conv_edit {
	unsigned int start; /* byte offsets into conv_file.text */
	unsigned int
		end; /* replaced range [start, end); start == end inserts */
	char *text;
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
	int is_header; /* parsed as a C header */
	int keep_going; /* keep a parse with errors (a scan) */
	long fail_msg; /* index of the first message saying why it failed */
	int state; /* enum conv_state */
	char **calls; /* system-header functions called, sorted, unique */
	size_t ncalls;
	char **forking; /* functions defined here that fork (--scan) */
	size_t nforking;
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

/* Record a message about the file ("path:LINE: msg" on stderr with -v,
 * and in the inventory). */
void conv_msg(struct conv_file *f, unsigned int off, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

/* Insert a comment "TODO(convert): reason" on its own line before the line
 * holding off, count it in todos, and record the message. */
void conv_todo(struct conv_file *f, unsigned int off, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

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
 * clear the queue. */
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

/* sleep(), usleep(), nanosleep(), clock_nanosleep(): the calls the sleeps
 * pass decides about and the inventory counts (sl_calls.c). */
int sl_is_sleep(const char *name);

int conv_pass_sleeps(struct conv_file *f);
int conv_pass_cleanup(struct conv_file *f);
int conv_pass_structure(struct conv_file *f);

#endif /* CONV_H */
