// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst-convert: rewrite legacy tests (old test library) into new-API tests.
 * The command line, and per file: convert (or scan), report, write.
 */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tool.h"
#include "util.h"

#ifndef CONV_PREFIX
#define CONV_PREFIX "/usr/local"
#endif
/* make install puts both APIs' headers in PREFIX/include/tst. */
#define CONV_INSTALLED_INC CONV_PREFIX "/include/tst"
#ifndef CONV_NEWLIB_INC
#define CONV_NEWLIB_INC CONV_INSTALLED_INC
#endif
#ifndef CONV_COMPAT_INC
#define CONV_COMPAT_INC CONV_INSTALLED_INC
#endif
#ifndef TST_VERSION
#define TST_VERSION "unknown"
#endif

/* The source tree's headers, or the installed ones once it is gone. */
static const char *header_dir(const char *built)
{
	struct stat st;

	if (stat(built, &st) == 0 && S_ISDIR(st.st_mode))
		return built;
	return CONV_INSTALLED_INC;
}

static const char usage_text[] =
	"usage: tst-convert [options] FILE...\n"
	"Convert legacy tests to the new test API. Default: a dry run, a\n"
	"unified diff of each file's conversion on stdout.\n"
	"  -o OUT          write the one FILE's result to OUT (atomically)\n"
	"  --out-dir DIR   write each FILE's result under DIR, at its path\n"
	"                  relative to --root (default: the current directory)\n"
	"  --root DIR      paths in --out-dir and the inventory relative to DIR;\n"
	"                  an include nothing resolves is looked for up to DIR;\n"
	"                  DIR/runtest names the programs that are tests\n"
	"  --in-place      replace each FILE that converted clean (atomically)\n"
	"  --allow-todo    --in-place also files with TODO(convert) markers\n"
	"  --json FILE     write the inventory (states, counts, flags, calls)\n"
	"  --scan          inventory only: each file's state as it is\n"
	"                  (and a helper library's functions that fork)\n"
	"  --passes        the libclang passes alone: no semantic patches, no\n"
	"                  check; the state stays legacy, mixed or native, or\n"
	"                  is failed when a pass gave up\n"
	"  --check         the check alone, of text converted already:\n"
	"                  inventory only (converted, needs-review, failed)\n"
	"  --orig DIR      with --check: each file's original is under DIR\n"
	"                  at its path relative to --root; what its old\n"
	"                  headers gave is read from it, and the includes\n"
	"                  the check adds for them are written to FILE\n"
	"  --orig-facts DIR  --passes saves there what each original gave\n"
	"                  (its configuration, what its old headers gave);\n"
	"                  --check --orig reads it there, without parsing\n"
	"                  the original again (paths relative to --root)\n"
	"  -I DIR          an include directory of the tests\n"
	"  -p DIR          DIR/compile_commands.json gives each file's -I/-D\n"
	"                  (a file it lacks: those of the nearest file it has)\n"
	"  --cocci PATH    the tst-cocci wrapper of the semantic patches\n"
	"  --no-cocci      run the libclang passes alone (shows their result\n"
	"                  whatever the check says)\n"
	"  --included FILE  FILE (a path as given, or relative to --root) is\n"
	"                  #included by other files of the tree: a helper,\n"
	"                  converted as a header is (no main() of its own)\n"
	"  --forks-via NAME[,NAME...]\n"
	"                  helper-library functions that fork: a test calling\n"
	"                  one gets .forks_child (convert-tree finds them)\n"
	"  -v              every message of every file on stderr\n"
	"  -h, --help      this text\n"
	"  --version       the version\n"
	"Exit: 0 when every file converted clean (or was native already), 1\n"
	"when some did not, 2 on a usage error.\n";

enum {
	OPT_OUT_DIR = 256,
	OPT_ROOT,
	OPT_IN_PLACE,
	OPT_ALLOW_TODO,
	OPT_JSON,
	OPT_SCAN,
	OPT_COCCI,
	OPT_NO_COCCI,
	OPT_FORKS_VIA,
	OPT_PASSES,
	OPT_CHECK,
	OPT_ORIG,
	OPT_ORIG_FACTS,
	OPT_INCLUDED,
	OPT_VERSION,
};

static const struct option long_opts[] = {
	{ "out-dir", required_argument, NULL, OPT_OUT_DIR },
	{ "root", required_argument, NULL, OPT_ROOT },
	{ "in-place", no_argument, NULL, OPT_IN_PLACE },
	{ "allow-todo", no_argument, NULL, OPT_ALLOW_TODO },
	{ "json", required_argument, NULL, OPT_JSON },
	{ "scan", no_argument, NULL, OPT_SCAN },
	{ "cocci", required_argument, NULL, OPT_COCCI },
	{ "no-cocci", no_argument, NULL, OPT_NO_COCCI },
	{ "forks-via", required_argument, NULL, OPT_FORKS_VIA },
	{ "passes", no_argument, NULL, OPT_PASSES },
	{ "check", no_argument, NULL, OPT_CHECK },
	{ "orig", required_argument, NULL, OPT_ORIG },
	{ "orig-facts", required_argument, NULL, OPT_ORIG_FACTS },
	{ "included", required_argument, NULL, OPT_INCLUDED },
	{ "help", no_argument, NULL, 'h' },
	{ "version", no_argument, NULL, OPT_VERSION },
	{ NULL, 0, NULL, 0 },
};

static void usage_error(const char *fmt, const char *arg)
{
	fputs("tst-convert: ", stderr);
	fprintf(stderr, fmt, arg);
	fputs("\n", stderr);
	fputs(usage_text, stderr);
	exit(2);
}

/* NAME[,NAME...]: helper functions that fork. */
static void add_forking_fns(const char *list)
{
	char *copy = util_strdup(list), *save = NULL, *name;

	for (name = strtok_r(copy, ",", &save); name;
	     name = strtok_r(NULL, ",", &save))
		conv_add_forking_fn(name);
	free(copy);
}

static void parse_args(int argc, char **argv, struct tool_opts *o)
{
	int c;

	while ((c = getopt_long(argc, argv, "o:I:p:vh", long_opts, NULL)) !=
	       -1) {
		switch (c) {
		case 'o':
			o->out = optarg;
			break;
		case 'I':
			o->incs = util_realloc(o->incs,
					       (o->nincs + 1) * sizeof(char *));
			o->incs[o->nincs++] = optarg;
			break;
		case 'p':
			o->compdb = optarg;
			break;
		case 'v':
			o->verbose = 1;
			break;
		case 'h':
			fputs(usage_text, stdout);
			exit(0);
		case OPT_VERSION:
			puts("tst-convert (tst-migrate) " TST_VERSION);
			exit(0);
		case OPT_OUT_DIR:
			o->out_dir = optarg;
			break;
		case OPT_ROOT:
			o->root = optarg;
			break;
		case OPT_IN_PLACE:
			o->in_place = 1;
			break;
		case OPT_ALLOW_TODO:
			o->allow_todo = 1;
			break;
		case OPT_JSON:
			o->json = optarg;
			break;
		case OPT_SCAN:
			o->scan = 1;
			break;
		case OPT_COCCI:
			o->cocci = optarg;
			break;
		case OPT_NO_COCCI:
			o->no_cocci = 1;
			break;
		case OPT_FORKS_VIA:
			add_forking_fns(optarg);
			break;
		case OPT_PASSES:
			o->passes = 1;
			break;
		case OPT_CHECK:
			o->check = 1;
			break;
		case OPT_ORIG:
			o->orig = optarg;
			break;
		case OPT_ORIG_FACTS:
			o->orig_facts = optarg;
			break;
		case OPT_INCLUDED:
			o->included = util_realloc(o->included,
						   (o->nincluded + 1) *
							   sizeof(char *));
			o->included[o->nincluded++] = optarg;
			break;
		default:
			usage_error("%s", "unknown option");
		}
	}
}

static void unavailable(const char *fmt, const char *arg)
{
	fputs("tst-convert: the semantic patch series is unavailable: ",
	      stderr);
	fprintf(stderr, fmt, arg);
	fputs("; give --cocci PATH, or --no-cocci to run the libclang "
	      "passes alone\n",
	      stderr);
	exit(2);
}

static void check_args(int nfiles, struct tool_opts *o)
{
	int outputs = !!o->out + !!o->out_dir + o->in_place;

	if (nfiles == 0)
		usage_error("%s", "no FILE given");
	if (outputs > 1)
		usage_error("%s", "-o, --out-dir and --in-place exclude each "
				  "other");
	if (o->out && nfiles != 1)
		usage_error("%s", "-o takes exactly one FILE");
	if (o->scan + o->passes + o->check > 1)
		usage_error("%s", "--scan, --passes and --check exclude each "
				  "other");
	if ((o->scan || o->check) && outputs)
		usage_error("%s", "--scan and --check write no file but the "
				  "inventory");
	if (o->orig && !o->check)
		usage_error("%s", "--orig goes with --check");
	if (o->orig_facts && !o->passes && !o->orig)
		usage_error("%s", "--orig-facts goes with --passes or --orig");
	if (o->passes && o->in_place)
		usage_error("%s", "--passes writes with -o or --out-dir");
	if (o->allow_todo && !o->in_place)
		usage_error("%s", "--allow-todo goes with --in-place");
	if (o->scan || o->no_cocci || o->passes || o->check)
		return;
	if (!o->cocci)
		o->cocci = cocci_default();
	if (!o->cocci)
		unavailable("%s", "no cocci/tst-cocci in the source tree or "
				  "the installation");
	if (access(o->cocci, X_OK))
		unavailable("%s is not an executable", o->cocci);
}

/* path relative to --root, for --out-dir and the inventory */
const char *tool_rel_path(const struct tool_opts *o, const char *path)
{
	size_t n;

	if (!o->root)
		return path;
	n = strlen(o->root);
	while (n > 1 && o->root[n - 1] == '/')
		n--;
	if (!strncmp(path, o->root, n) && path[n] == '/')
		return path + n + 1;
	return path;
}

int tool_mkdirs_for(const char *path)
{
	char *p = util_strdup(path), *s;

	for (s = strchr(p + 1, '/'); s; s = strchr(s + 1, '/')) {
		*s = '\0';
		mkdir(p, 0755);
		*s = '/';
	}
	free(p);
	return 0;
}

static void report(const struct conv_file *f, const struct tool_opts *o)
{
	size_t i = 0, n = f->nmsgs;

	if (!o->verbose && f->state != CONV_FAILED)
		return;
	if (o->verbose)
		fprintf(stderr, "%s: %s\n", f->path, conv_state_name(f->state));
	else if (f->fail_msg >= 0)
		i = f->fail_msg;
	/* the reason and what follows it, not every message */
	if (!o->verbose && n > i + 8)
		n = i + 8;
	for (; i < n; i++) {
		const char *m = f->msgs[i];

		if (!strncmp(m, f->path, strlen(f->path)))
			fprintf(stderr, "%s\n", m);
		else
			fprintf(stderr, "%s:%s\n", f->path, m);
	}
	if (!o->verbose && !n)
		fprintf(stderr, "%s: not converted\n", f->path);
}

static int in_place_ok(const struct conv_file *f, const struct tool_opts *o)
{
	if (f->state == CONV_CONVERTED)
		return 1;
	return f->state == CONV_NEEDS_REVIEW && o->allow_todo;
}

/* The helper headers renamed for f (clash.c), written under --out-dir
 * beside it: every includer writes the same text. */
static int output_helpers(const struct conv_file *f, const struct tool_opts *o)
{
	char *root = realpath(o->root ? o->root : ".", NULL);
	size_t i, n = root ? strlen(root) : 0;
	int rc = 0;

	for (i = 0; root && i < f->noverlays; i++) {
		const struct conv_overlay *ov = &f->overlays[i];
		char *dst;

		if (!ov->write || strncmp(ov->path, root, n) ||
		    ov->path[n] != '/')
			continue;
		dst = util_printf("%s/%s", o->out_dir, ov->path + n + 1);
		tool_mkdirs_for(dst);
		if (write_atomic(dst, ov->text, ov->len)) {
			fprintf(stderr, "%s: cannot write: %s\n", dst,
				strerror(errno));
			rc = -1;
		}
		free(dst);
	}
	free(root);
	return rc;
}

static int output(struct conv_file *f, const struct tool_opts *o)
{
	size_t len;
	const char *text = write_result(f, o, &len);
	char *dst;
	int rc;

	if (o->in_place) {
		if (!in_place_ok(f, o) || text == f->orig)
			return 0;
		return write_atomic(f->path, text, len);
	}
	if (o->out)
		return write_atomic(o->out, text, len);
	if (o->out_dir) {
		dst = util_printf("%s/%s", o->out_dir,
				  tool_rel_path(o, f->path));
		tool_mkdirs_for(dst);
		rc = write_atomic(dst, text, len);
		free(dst);
		if (!rc && f->state != CONV_FAILED)
			rc = output_helpers(f, o);
		return rc;
	}
	return write_diff(stdout, f->path, f->orig, f->orig_len, text, len) <
			       0 ?
		       -1 :
		       0;
}

static int clean(const struct conv_file *f, const struct tool_opts *o)
{
	if (o->scan || o->passes)
		return f->state != CONV_FAILED;
	return f->state == CONV_CONVERTED || f->state == CONV_NATIVE;
}

/* --check, with the original at --orig's path relative to --root */
static void check_file(struct conv_file *f, const struct tool_opts *o,
		       const char *path)
{
	char *orig = NULL;

	if (o->orig)
		orig = util_printf("%s/%s", o->orig, tool_rel_path(o, path));
	tool_check(f, o, orig);
	free(orig);
	/* what the check added (an include the old headers gave) is part of
	 * the converted text */
	if (o->orig && f->state != CONV_FAILED &&
	    (f->len != f->orig_len || memcmp(f->text, f->orig, f->len)) &&
	    write_atomic(path, f->text, f->len)) {
		fprintf(stderr, "%s: cannot write: %s\n", path,
			strerror(errno));
		f->state = CONV_FAILED;
	}
}

/* Whether --included names the file. */
static int included(const struct tool_opts *o, const char *path)
{
	int i;

	for (i = 0; i < o->nincluded; i++)
		if (!strcmp(o->included[i], path) ||
		    !strcmp(o->included[i], tool_rel_path(o, path)))
			return 1;
	return 0;
}

static struct conv_file *do_file(const char *path, CXIndex index,
				 const struct tool_opts *o, int *rc)
{
	struct conv_file *f = conv_file_load(path, index);

	if (!f) {
		*rc = 1;
		return NULL;
	}
	f->is_included = included(o, path);
	if (o->scan)
		tool_scan(f, o);
	else if (o->passes)
		tool_passes(f, o);
	else if (o->check)
		check_file(f, o, path);
	else
		tool_convert(f, o);
	/* the parse is big and no longer needed */
	conv_unparse(f);
	report(f, o);
	if (!clean(f, o))
		*rc = 1;
	if (!o->scan && !o->check && output(f, o))
		*rc = 1;
	return f;
}

int main(int argc, char **argv)
{
	struct tool_opts o = {
		.newlib_inc = header_dir(CONV_NEWLIB_INC),
		.compat_inc = header_dir(CONV_COMPAT_INC),
	};
	struct conv_file **files;
	const char **rels;
	size_t n = 0;
	CXIndex index;
	int i, rc = 0;

	parse_args(argc, argv, &o);
	check_args(argc - optind, &o);
	if (o.compdb && compdb_open(o.compdb))
		return 2;
	if (o.root)
		conv_load_runtest(o.root);
	files = util_calloc(argc - optind, sizeof(*files));
	rels = util_calloc(argc - optind, sizeof(*rels));
	index = clang_createIndex(0, 0);
	for (i = optind; i < argc; i++) {
		struct conv_file *f = do_file(argv[i], index, &o, &rc);

		if (f) {
			rels[n] = tool_rel_path(&o, argv[i]);
			files[n++] = f;
		}
	}
	if (o.json && inventory_write(o.json, files, n, rels))
		rc = 1;
	for (i = 0; (size_t)i < n; i++)
		conv_file_free(files[i]);
	free(files);
	free(rels);
	free(o.incs);
	free(o.included);
	compdb_close();
	clang_disposeIndex(index);
	return rc;
}
