/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * A small deterministic fuzzer for option and environment parsing, without
 * libFuzzer: a seeded generator of argv vectors and environment values, a
 * runner that tries each input in a forked child under an alarm, and a
 * driver that reports failures with the seed that replays them.
 *
 * A harness supplies a struct fz_target: the corpus to mutate, the code the
 * child runs on an input, and a judge of what came out.
 */
#ifndef FUZZ_H
#define FUZZ_H

#include <stddef.h>
#include <stdint.h>

#define FZ_MAX_ARGS 12
#define FZ_MAX_ENV 4

/* One input: argv[0] is the program name, argv[argc] is NULL. */
struct fz_input {
	int argc;
	char *argv[FZ_MAX_ARGS + 2];
	char *env[FZ_MAX_ENV]; /* value of target->env_names[i], NULL: unset */
};

/* What the child did: exit status, its stdout and stderr. */
struct fz_output {
	int status; /* as from waitpid() */
	char *out;
	size_t out_len;
	char *err;
	size_t err_len;
};

struct fz_target {
	const char *name;
	/* Argument vectors to start from (NULL-terminated, without argv[0]). */
	const char *const *const *seeds;
	/* Option tokens the mutator inserts ("-i", "-fi", "--", ...). */
	const char *const *opt_tokens;
	/* Environment variables the input sets or leaves unset. */
	const char *const *env_names;
	/* Runs in the child with a clean environment set from the input;
	 * result points to a shared page of FZ_RESULT_SIZE bytes. */
	void (*child)(struct fz_input *in, void *result);
	/* NULL when the output is right for the input, else why not (in a
	 * static buffer). */
	const char *(*judge)(const struct fz_input *in,
			     const struct fz_output *out, const void *result);
};

#define FZ_RESULT_SIZE (1 << 20)

/* The corpus of values: numbers at and past every limit, junk, bytes. */
extern const char *const fz_values[];

/* Parse the driver's options (-s SEED -n ITERS -r INPUT_SEED -v -B) and
 * run. */
int fz_main(int argc, char *argv[], const struct fz_target *t);

/* -B: the reference counts one iteration too many, so that a run shows its
 * oracle failing and the failure replaying. */
extern int fz_break;

/* Helpers for judges. */
/* out escaped the way the libraries quote values in messages. */
const char *fz_quote(const char *s, char *buf, size_t size);
/* 1 when every byte is printable ASCII, a tab or a newline. */
int fz_printable(const char *s, size_t len);
/* The first line of s (without the newline) into buf; returns the rest. */
const char *fz_first_line(const char *s, char *buf, size_t size);

/* Reference number parsing: the whole string is a number in [min, max]. */
int fz_ref_long(const char *s, long min, long max, long *val);
int fz_ref_double(const char *s, double min, double max, double *val);

/*
 * Reference getopt(): walks argv like GNU getopt() with permutation and
 * calls back for each option (arg is its value or NULL). Stops at the first
 * error: returns 0 when all were fine, '?' with *bad set to the unknown
 * option character, ':' with *bad set to the option lacking its argument,
 * 'u' with *operand set to the first non-option argument; the callback may
 * stop the walk by returning non-zero, which is returned.
 */
int fz_ref_getopt(int argc, char *const argv[], const char *optstring,
		  int (*fn)(int c, const char *arg, void *data), void *data,
		  int *bad, const char **operand);

#endif /* FUZZ_H */
