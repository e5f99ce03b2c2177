/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The names the converter and the pipeline share: the progress states, the
 * calls that fork, the old API's names and the new API's. Python's copy is
 * pipeline/vocab.py; `make check-pipeline` holds the two equal.
 */
#ifndef VOCAB_H
#define VOCAB_H

#include <stddef.h>

/* enum conv_state's names, in its order (DESIGN "Progress states"). */
extern const char *const vocab_states[];
extern const size_t vocab_nstates;

/* Calls that create a process the way fork() does. */
extern const char *const vocab_fork_calls[];
extern const size_t vocab_nfork_calls;

/* The old API's header, and a name it has that another suite's header of
 * that name lacks (Open POSIX's threads/include/test.h). */
extern const char vocab_old_api_header[];
extern const char vocab_old_api_mark[];

/* The word of a comment that leaves a file for a person to review. */
extern const char vocab_todo_mark[];

/* 1 when name is one of the lists; the lists are sorted. */
int vocab_is_fork_call(const char *name);
int vocab_is_old_name(const char *name);
int vocab_is_new_name(const char *name);
/* A word of the prose [c, c + n) (a comment) is an old-API name that
 * [s, e) of text holds as a word too (util_has_word()). */
int vocab_names_old(const char *c, size_t n, const char *text, const char *s,
		    const char *e);
/* An architecture's predefined macro (__i386__, __powerpc__ ...). */
int vocab_is_arch_macro(const char *name);
/* 1 when name is a signal a handler can catch (SIGSEGV ...). */
int vocab_is_signal(const char *name);

/* c is an option letter newlib's library parses for every test. */
int vocab_is_lib_option(char c);
/* A letter for a test's option whose own (old) the library has: old in the
 * other case, else the first of a fixed pool, that neither the library nor
 * taken (the test's letters) has; 0 when none is left. */
char vocab_free_letter(char old, const char *taken);
/* name is one of getopt()'s globals (optarg, optind ...). */
int vocab_is_getopt_global(const char *name);

#endif /* VOCAB_H */
