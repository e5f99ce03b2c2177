// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The generator, runner and driver behind the option-parsing fuzzers (see
 * fuzz.h). Every input is derived from its own 64-bit seed, itself derived
 * from the run's seed and the input's index, so a failure is replayed by
 * giving its input seed back with -r.
 */
#include <ctype.h>
#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "fuzz.h"

/* Longest value the mutator builds: past any fixed buffer in a parser. */
#define FZ_LONG_MAX 70000
#define FZ_ARENA_SIZE (FZ_MAX_ARGS * FZ_LONG_MAX * 2 + (1 << 16))
/* A parser that has not finished after this long is hung. */
#define FZ_ALARM_SEC 10
/* Failures printed before the run stops. */
#define FZ_MAX_FAILS 5

const char *const fz_values[] = {
	"",
	"0",
	"1",
	"2",
	"3",
	"-1",
	"-0",
	"+1",
	"+",
	"10",
	"999",
	"1000000000",
	"1000000001",
	"2147483647",
	"2147483648",
	"-2147483648",
	"-2147483649",
	"4294967295",
	"4294967296",
	"9223372036854775807",
	"9223372036854775808",
	"-9223372036854775808",
	"-9223372036854775809",
	"18446744073709551616",
	"99999999999999999999999999999999",
	"0x10",
	"0X1F",
	"010",
	"08",
	"1e3",
	"1.5",
	"0.5",
	".5",
	"5.",
	"0.1",
	"0.09999",
	"0.001",
	"0.0009",
	"1e-3",
	"1e-400",
	"4e-320",
	"1e308",
	"1e309",
	"-1e308",
	"1e9",
	"1000000000.5",
	"-0.0",
	"nan",
	"NaN",
	"-nan",
	"nan(123)",
	"inf",
	"-inf",
	"infinity",
	"INF",
	"0x1p3",
	"0x1p-1024",
	" 1",
	"1 ",
	"\t1",
	"1\t",
	"1\n",
	"\n",
	"\r",
	"-",
	"--",
	"1abc",
	"abc",
	"3x",
	"1,5",
	"\xc3\xa9",
	"\xff\xfe",
	"\x80",
	"1\xff",
	"\x1b[31mred",
	"%s%n%s",
	"%x",
	"\\",
	"'",
	"/tmp",
	"/",
	"//x",
	"relative",
	"./x",
	"~",
	NULL,
};

/* splitmix64: tiny, fast and good enough to spread inputs. */
static uint64_t rng_next(uint64_t *s)
{
	uint64_t z = (*s += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

static unsigned int rng_below(uint64_t *s, unsigned int n)
{
	return n ? rng_next(s) % n : 0;
}

static size_t count_strs(const char *const *v)
{
	size_t n = 0;

	while (v[n])
		n++;
	return n;
}

static const char *pick(uint64_t *s, const char *const *v)
{
	return v[rng_below(s, count_strs(v))];
}

/* Every string of one input lives here; the next input starts it over. */
static char *arena;
static size_t arena_used;

static char *arena_alloc(size_t len)
{
	char *p;

	if (arena_used + len + 1 > FZ_ARENA_SIZE) {
		fprintf(stderr, "fuzz: input arena exhausted\n");
		exit(3);
	}
	p = arena + arena_used;
	arena_used += len + 1;
	p[len] = '\0';
	return p;
}

static char *arena_dup(const char *s)
{
	size_t len = strlen(s);

	return memcpy(arena_alloc(len), s, len);
}

static char *arena_cat(const char *a, const char *b)
{
	size_t la = strlen(a), lb = strlen(b);
	char *p = arena_alloc(la + lb);

	memcpy(p, a, la);
	memcpy(p + la, b, lb);
	return p;
}

/* A byte for the string mutations: never NUL (argv cannot hold one). */
static char random_byte(uint64_t *s)
{
	static const char interesting[] = "0123456789-+.eExXpP:;= \t\n\\'%";

	if (rng_below(s, 2))
		return interesting[rng_below(s, sizeof(interesting) - 1)];
	return (char)(1 + rng_below(s, 255));
}

static char *mutate_bytes(uint64_t *s, const char *v)
{
	size_t len = strlen(v), pos = rng_below(s, len + 1);
	char *p;

	switch (rng_below(s, 3)) {
	case 0: /* insert */
		p = arena_alloc(len + 1);
		memcpy(p, v, pos);
		p[pos] = random_byte(s);
		memcpy(p + pos + 1, v + pos, len - pos);
		return p;
	case 1: /* replace */
		p = arena_dup(v);
		if (len)
			p[pos % len] = random_byte(s);
		return p;
	default: /* truncate */
		p = arena_dup(v);
		p[pos] = '\0';
		return p;
	}
}

/* A long value: digits past every integer type, or a repeated string. */
static char *make_long(uint64_t *s, const char *v)
{
	size_t len = 1 + rng_below(s, rng_below(s, 2) ? 400 : FZ_LONG_MAX);
	size_t vlen = strlen(v), i;
	char *p = arena_alloc(len);

	if (!vlen || rng_below(s, 2)) {
		p[0] = "1-0+"[rng_below(s, 4)];
		for (i = 1; i < len; i++)
			p[i] = rng_below(s, 4) ? '0' : '9';
		return p;
	}
	for (i = 0; i < len; i++)
		p[i] = v[i % vlen];
	return p;
}

static char *random_value(uint64_t *s)
{
	const char *v = pick(s, fz_values);

	switch (rng_below(s, 8)) {
	case 0:
		return mutate_bytes(s, v);
	case 1:
		return make_long(s, v);
	default:
		return arena_dup(v);
	}
}

/* A token that looks like an option: a known one or a random letter. */
static char *random_option(uint64_t *s, const struct fz_target *t)
{
	char buf[4] = "-";

	if (rng_below(s, 5))
		return arena_dup(pick(s, t->opt_tokens));
	buf[1] = random_byte(s);
	return arena_dup(buf);
}

static void insert_arg(struct fz_input *in, int pos, char *arg)
{
	if (in->argc >= FZ_MAX_ARGS + 1)
		return;
	memmove(&in->argv[pos + 1], &in->argv[pos],
		(in->argc - pos + 1) * sizeof(in->argv[0]));
	in->argv[pos] = arg;
	in->argc++;
}

static void delete_arg(struct fz_input *in, int pos)
{
	memmove(&in->argv[pos], &in->argv[pos + 1],
		(in->argc - pos) * sizeof(in->argv[0]));
	in->argc--;
}

static void mutate_once(uint64_t *s, struct fz_input *in,
			const struct fz_target *t)
{
	int n = in->argc - 1, pos = 1 + rng_below(s, n + 1);
	int at = n ? 1 + (int)rng_below(s, n) : 0;

	switch (rng_below(s, 8)) {
	case 0:
	case 1:
		insert_arg(in, pos, random_option(s, t));
		return;
	case 2:
		insert_arg(in, pos, random_value(s));
		return;
	case 3: /* an option and its value in one argument: "-i5" */
		insert_arg(in, pos,
			   arena_cat(random_option(s, t), random_value(s)));
		return;
	}
	if (!at) {
		insert_arg(in, pos, random_option(s, t));
		return;
	}
	switch (rng_below(s, 4)) {
	case 0:
		delete_arg(in, at);
		return;
	case 1:
		in->argv[at] = random_value(s);
		return;
	case 2:
		in->argv[at] = mutate_bytes(s, in->argv[at]);
		return;
	default: /* repeat an argument, as a repeated option */
		insert_arg(in, pos, in->argv[at]);
	}
}

static void generate(uint64_t seed, struct fz_input *in,
		     const struct fz_target *t)
{
	const char *const *base;
	unsigned int i, rounds;
	uint64_t s = seed;

	arena_used = 0;
	memset(in, 0, sizeof(*in));
	in->argv[0] = arena_dup(t->name);
	in->argc = 1;
	base = t->seeds[rng_below(&s,
				  count_strs((const char *const *)t->seeds))];
	for (i = 0; base[i] && in->argc <= FZ_MAX_ARGS; i++)
		in->argv[in->argc++] = arena_dup(base[i]);
	in->argv[in->argc] = NULL;

	rounds = rng_below(&s, 5);
	for (i = 0; i < rounds; i++)
		mutate_once(&s, in, t);

	for (i = 0; t->env_names[i] && i < FZ_MAX_ENV; i++)
		if (!rng_below(&s, 4))
			in->env[i] = random_value(&s);
}

/* ---- running one input ---- */

/*
 * LeakSanitizer's check at exit costs three times the rest of a run, so a
 * child checks for leaks on one input in FZ_LEAK_EVERY only. LSan asks this
 * hook at exit.
 */
#define FZ_LEAK_EVERY 16
static int lsan_off;

int __lsan_is_turned_off(void);
int __lsan_is_turned_off(void)
{
	return lsan_off;
}

static int out_fd = -1, err_fd = -1;
static void *result_page;

static void setup_child_env(struct fz_input *in, const struct fz_target *t)
{
	int i;

	unsetenv("POSIXLY_CORRECT");
	for (i = 0; t->env_names[i] && i < FZ_MAX_ENV; i++) {
		if (in->env[i])
			setenv(t->env_names[i], in->env[i], 1);
		else
			unsetenv(t->env_names[i]);
	}
}

static void child(struct fz_input *in, const struct fz_target *t, uint64_t seed)
{
	lsan_off = seed % FZ_LEAK_EVERY != 0;
	dup2(out_fd, STDOUT_FILENO);
	dup2(err_fd, STDERR_FILENO);
	setup_child_env(in, t);
	/* A fresh getopt(), as in a new program; the driver used it. */
	optind = 0;
	alarm(FZ_ALARM_SEC);
	t->child(in, result_page);
	fprintf(stderr, "fuzz: the harness's child returned\n");
	_exit(3);
}

static char *slurp(int fd, size_t *len)
{
	off_t size = lseek(fd, 0, SEEK_END);
	char *buf = malloc(size + 1);

	if (!buf || pread(fd, buf, size, 0) != size) {
		perror("fuzz: reading the child's output");
		exit(3);
	}
	buf[size] = '\0';
	*len = size;
	return buf;
}

static void run_one(struct fz_input *in, const struct fz_target *t,
		    uint64_t seed, struct fz_output *o)
{
	pid_t pid;

	/* The child shares the files' offsets: start both at 0, empty. */
	if (ftruncate(out_fd, 0) || ftruncate(err_fd, 0) ||
	    lseek(out_fd, 0, SEEK_SET) || lseek(err_fd, 0, SEEK_SET)) {
		perror("fuzz: ftruncate");
		exit(3);
	}
	memset(result_page, 0, FZ_RESULT_SIZE);
	fflush(NULL);
	pid = fork();
	if (pid < 0) {
		perror("fuzz: fork");
		exit(3);
	}
	if (!pid)
		child(in, t, seed);
	while (waitpid(pid, &o->status, 0) < 0) {
		if (errno != EINTR) {
			perror("fuzz: waitpid");
			exit(3);
		}
	}
	o->out = slurp(out_fd, &o->out_len);
	o->err = slurp(err_fd, &o->err_len);
}

/* ---- reporting ---- */

static void print_quoted(FILE *f, const char *s, size_t len)
{
	size_t i;

	fputc('"', f);
	for (i = 0; i < len && i < 300; i++) {
		unsigned char c = s[i];

		if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\')
			fputc(c, f);
		else
			fprintf(f, "\\x%02x", c);
	}
	if (len > 300)
		fprintf(f, "...(%zu bytes)", len);
	fputc('"', f);
}

static void print_input(FILE *f, const struct fz_input *in,
			const struct fz_target *t)
{
	int i;

	fprintf(f, "  argv:");
	for (i = 0; i < in->argc; i++) {
		fputc(' ', f);
		print_quoted(f, in->argv[i], strlen(in->argv[i]));
	}
	fputc('\n', f);
	for (i = 0; t->env_names[i] && i < FZ_MAX_ENV; i++) {
		if (!in->env[i])
			continue;
		fprintf(f, "  env: %s=", t->env_names[i]);
		print_quoted(f, in->env[i], strlen(in->env[i]));
		fputc('\n', f);
	}
}

static void print_output(FILE *f, const struct fz_output *o)
{
	if (WIFEXITED(o->status))
		fprintf(f, "  exit status %d\n", WEXITSTATUS(o->status));
	else
		fprintf(f, "  killed by signal %d (%s)\n", WTERMSIG(o->status),
			strsignal(WTERMSIG(o->status)));
	fprintf(f, "  stdout: ");
	print_quoted(f, o->out, o->out_len);
	fprintf(f, "\n  stderr: ");
	print_quoted(f, o->err, o->err_len);
	fputc('\n', f);
}

/* ---- the driver ---- */

static const char *judge_common(const struct fz_output *o)
{
	if (WIFSIGNALED(o->status))
		return WTERMSIG(o->status) == SIGALRM ? "hung (alarm)" :
							"crashed (signal)";
	if (WEXITSTATUS(o->status) != 0 && WEXITSTATUS(o->status) != 2)
		return "exit status neither 0 nor 2";
	if (!fz_printable(o->out, o->out_len))
		return "unprintable bytes on stdout";
	if (!fz_printable(o->err, o->err_len))
		return "unprintable bytes on stderr";
	return NULL;
}

static int check_one(uint64_t seed, const struct fz_target *t, int verbose)
{
	struct fz_input in;
	struct fz_output o;
	const char *why;

	generate(seed, &in, t);
	run_one(&in, t, seed, &o);
	why = judge_common(&o);
	if (!why)
		why = t->judge(&in, &o, result_page);
	if (why || verbose) {
		fprintf(why ? stderr : stdout,
			"%s: input seed %#" PRIx64 ": %s\n", t->name, seed,
			why ? why : "ok");
		print_input(why ? stderr : stdout, &in, t);
		print_output(why ? stderr : stdout, &o);
	}
	free(o.out);
	free(o.err);
	return why != NULL;
}

static uint64_t input_seed(uint64_t run_seed, unsigned long i)
{
	uint64_t s = run_seed ^ (i * 0xd1342543de82ef95ULL);

	return rng_next(&s);
}

static void setup_runner(void)
{
	out_fd = memfd_create("fuzz-stdout", 0);
	err_fd = memfd_create("fuzz-stderr", 0);
	result_page = mmap(NULL, FZ_RESULT_SIZE, PROT_READ | PROT_WRITE,
			   MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	arena = malloc(FZ_ARENA_SIZE);
	if (out_fd < 0 || err_fd < 0 || result_page == MAP_FAILED || !arena) {
		perror("fuzz: setting up");
		exit(3);
	}
}

static int parse_u64(const char *s, uint64_t *v)
{
	char *end;

	errno = 0;
	*v = strtoull(s, &end, 0);
	return !*s || *end || errno || *s == '-';
}

static void usage(const char *prog)
{
	fprintf(stderr,
		"usage: %s [-s SEED] [-n INPUTS] [-v]   run INPUTS inputs\n"
		"       %s -r INPUT_SEED [-v]           replay one input\n"
		"-B breaks the reference on purpose, to see the oracle fail\n",
		prog, prog);
	exit(3);
}

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

int fz_break;

int fz_main(int argc, char *argv[], const struct fz_target *t)
{
	uint64_t seed = 1, iters = 1000, replay = 0;
	unsigned long i, fails = 0;
	int c, verbose = 0, replaying = 0;
	double start = now();

	while ((c = getopt(argc, argv, "s:n:r:vB")) != -1) {
		if ((c == 's' && parse_u64(optarg, &seed)) ||
		    (c == 'n' && parse_u64(optarg, &iters)) ||
		    (c == 'r' && parse_u64(optarg, &replay)) || c == '?')
			usage(argv[0]);
		replaying |= c == 'r';
		verbose |= c == 'v';
		fz_break |= c == 'B';
	}
	setup_runner();
	if (replaying)
		return check_one(replay, t, 1);

	printf("%s: seed %" PRIu64 ", %" PRIu64 " inputs\n", t->name, seed,
	       iters);
	fflush(stdout);
	for (i = 0; i < iters && fails < FZ_MAX_FAILS; i++)
		fails += check_one(input_seed(seed, i), t, verbose);
	printf("%s: %lu inputs, %lu failed, %.1f s (replay one with -r "
	       "INPUT_SEED, the run with -s %" PRIu64 ")\n",
	       t->name, i, fails, now() - start, seed);
	return fails ? 1 : 0;
}

/* ---- helpers for judges ---- */

/* Must match tst_core_quote(): what a message shows of a value. */
#define FZ_QUOTE_MAX 128

const char *fz_quote(const char *s, char *buf, size_t size)
{
	size_t i, n = 0;

	for (i = 0; s[i] && i < FZ_QUOTE_MAX && n + 8 < size; i++) {
		unsigned char c = s[i];

		if (c == '\\')
			n += snprintf(buf + n, size - n, "\\\\");
		else if (c >= 0x20 && c < 0x7f)
			buf[n++] = c;
		else
			n += snprintf(buf + n, size - n, "\\x%02x", c);
	}
	if (s[i])
		n += snprintf(buf + n, size - n, "...");
	buf[n] = '\0';
	return buf;
}

int fz_printable(const char *s, size_t len)
{
	size_t i;

	for (i = 0; i < len; i++) {
		unsigned char c = s[i];

		if ((c < 0x20 || c >= 0x7f) && c != '\n' && c != '\t')
			return 0;
	}
	return 1;
}

const char *fz_first_line(const char *s, char *buf, size_t size)
{
	const char *nl = strchr(s, '\n');
	size_t len = nl ? (size_t)(nl - s) : strlen(s);

	if (len >= size)
		len = size - 1;
	memcpy(buf, s, len);
	buf[len] = '\0';
	return nl ? nl + 1 : s + strlen(s);
}

/* Written apart from tst_parse.c: digits checked by hand, then converted. */
int fz_ref_long(const char *s, long min, long max, long *val)
{
	const char *p = s + (*s == '-' || *s == '+');
	long long v;

	if (!*p)
		return 0;
	for (; *p; p++)
		if (*p < '0' || *p > '9')
			return 0;
	errno = 0;
	v = strtoll(s, NULL, 10);
	if (errno || v < min || v > max)
		return 0;
	*val = v;
	return 1;
}

int fz_ref_double(const char *s, double min, double max, double *val)
{
	char *end;
	double v;

	if (!*s || strchr(" \t\n\v\f\r", *s))
		return 0;
	errno = 0;
	v = strtod(s, &end);
	if (*end || errno == ERANGE || isnan(v) || !(v >= min && v <= max))
		return 0;
	*val = v;
	return 1;
}

/* ---- reference getopt ---- */

static int takes_arg(const char *optstring, char c)
{
	const char *p = strchr(optstring, c);

	return p && p[1] == ':';
}

static int known(const char *optstring, char c)
{
	return c != ':' && c != ';' && strchr(optstring, c);
}

/* One "-abc" argument; *i moves past a separate option value. */
static int ref_cluster(int argc, char *const argv[], int *i,
		       const char *optstring,
		       int (*fn)(int, const char *, void *), void *data,
		       int *bad)
{
	const char *p;
	int ret;

	for (p = argv[*i] + 1; *p; p++) {
		if (!known(optstring, *p)) {
			*bad = *p;
			return '?';
		}
		if (!takes_arg(optstring, *p)) {
			ret = fn((unsigned char)*p, NULL, data);
			if (ret)
				return ret;
			continue;
		}
		if (p[1])
			return fn((unsigned char)*p, p + 1, data);
		if (*i + 1 >= argc) {
			*bad = *p;
			return ':';
		}
		++*i;
		return fn((unsigned char)*p, argv[*i], data);
	}
	return 0;
}

int fz_ref_getopt(int argc, char *const argv[], const char *optstring,
		  int (*fn)(int c, const char *arg, void *data), void *data,
		  int *bad, const char **operand)
{
	const char *first_operand = NULL, *after_dashes = NULL;
	int i, ret;

	for (i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--")) {
			if (i + 1 < argc)
				after_dashes = argv[i + 1];
			break;
		}
		if (argv[i][0] != '-' || !argv[i][1]) {
			if (!first_operand)
				first_operand = argv[i];
			continue;
		}
		ret = ref_cluster(argc, argv, &i, optstring, fn, data, bad);
		if (ret)
			return ret;
	}
	*operand = first_operand ? first_operand : after_dashes;
	return *operand ? 'u' : 0;
}
