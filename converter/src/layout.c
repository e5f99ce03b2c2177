// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The converted text's layout where the conversion disturbed it, as the
 * kernel's style (and checkpatch) wants it:
 *
 * - the continuation lines of a new-API call under its opening
 *   parenthesis. A report keeps its arguments where the old call had
 *   them, aligned to tst_resm(: renamed tst_res( they sit one column
 *   right of it, on most multi-line reports of a converted file. Only
 *   calls of a new-API name, and only when all their continuation lines
 *   are off by the same one or two columns: lines indented another way
 *   on purpose (a tab more) stay, and so does every other call;
 * - no blank line right after an opening brace or right before a closing
 *   one, which removed statements leave (a setup() whose first lines
 *   were tst_sig() and TEST_PAUSE), and one blank line, not two, between
 *   statements. Only where the legacy original has not the same lines
 *   around the same blank ones: the test's own layout stays;
 * - no comment standing alone where every copy of it in the legacy
 *   original stood right over code, that the conversion removed
 *   (TEST_PAUSE's "Pause if that option was specified"), nor one
 *   left behind an opening brace where the original had it after a
 *   statement the conversion removed, nor one between a break and the
 *   next case label that in the original followed another statement
 *   (the "fall through" of a case the conversion removed), nor a
 *   statement's remark left on a line of its own when the conversion
 *   removed the statement, nor a one-line label at the margin over
 *   declarations the conversion removed;
 * - a TODO(convert) remark on a line of its own at the depth of the line
 *   it stands over: one written over a line of main()'s loop keeps the
 *   loop's depth when the body moves a tab left into run().
 */
#include <stdlib.h>
#include <string.h>

#include "tool.h"
#include "util.h"
#include "vocab.h"

#define TAB 8
/* how far a rename moves a parenthesis: tst_resm( -> tst_res( */
#define MAX_DRIFT 2

struct toks {
	struct conv_file *f;
	const char *legacy; /* the original's text, or NULL */
	CXToken *t;
	unsigned int n;
	unsigned int *off; /* each token's offset in f->text */
};

static unsigned int tok_end(struct toks *k, unsigned int i)
{
	unsigned int end;

	clang_getSpellingLocation(
		clang_getRangeEnd(clang_getTokenExtent(k->f->tu, k->t[i])),
		NULL, NULL, NULL, &end);
	return end;
}

/* Nothing but blanks is before offset off on its line. */
static int first_on_line_at(struct conv_file *f, unsigned int off)
{
	unsigned int j;

	for (j = conv_line_start(f, off); j < off; j++)
		if (f->text[j] != ' ' && f->text[j] != '\t')
			return 0;
	return 1;
}

/* Token i is the first of its line. */
static int first_on_line(struct toks *k, unsigned int i)
{
	return first_on_line_at(k->f, k->off[i]);
}

/* The character of a one-character punctuation token i ('(', '}', '#'),
 * else 0. */
static char punct(struct toks *k, unsigned int i)
{
	CXString s;
	const char *t;
	char c = 0;

	if (clang_getTokenKind(k->t[i]) != CXToken_Punctuation)
		return 0;
	s = clang_getTokenSpelling(k->f->tu, k->t[i]);
	t = clang_getCString(s);
	if (t[0] && !t[1])
		c = t[0];
	clang_disposeString(s);
	return c;
}

/* Token i is the keyword kw. */
static int keyword(struct toks *k, unsigned int i, const char *kw)
{
	CXString s;
	int is;

	if (clang_getTokenKind(k->t[i]) != CXToken_Keyword)
		return 0;
	s = clang_getTokenSpelling(k->f->tu, k->t[i]);
	is = !strcmp(clang_getCString(s), kw);
	clang_disposeString(s);
	return is;
}

/* The tokens from the parenthesis at token open to its match, at depth 1:
 * those first on their line go in lines[] (one that opens a parenthesis
 * of its own too: "(intmax_t) tv.tv_sec"); their count, or -1 when a line
 * starts inside a nested one, or closes the call (a lone ")" line), or
 * the match is missing. */
static int owned_lines(struct toks *k, unsigned int open, unsigned int *lines,
		       unsigned int max)
{
	unsigned int i, n = 0;
	int depth = 0;

	for (i = open; i < k->n; i++) {
		char c = punct(k, i);

		if (i != open && first_on_line(k, i)) {
			if (depth != 1 || n == max || (c && strchr(")]}", c)))
				return -1;
			lines[n++] = i;
		}
		if (c && strchr("([{", c))
			depth++;
		else if (c && strchr(")]}", c) && --depth == 0)
			return (int)n;
	}
	return -1;
}

/* Blanks that put a line's first character at column col: tabs, then
 * spaces, as the kernel's style indents. */
static char *indent(unsigned int col)
{
	char *s = util_calloc(col / TAB + TAB + 1, 1);
	unsigned int i, n = 0;

	for (i = 0; i < col / TAB; i++)
		s[n++] = '\t';
	for (i = 0; i < col % TAB; i++)
		s[n++] = ' ';
	return s;
}

/* The blanks before the token at off are those indent() writes. */
static int kernel_indent(struct conv_file *f, unsigned int off)
{
	unsigned int start = conv_line_start(f, off);
	char *want = indent(conv_column(f, off));
	int r = strlen(want) == off - start &&
		!strncmp(f->text + start, want, off - start);

	free(want);
	return r;
}

/* A new call's argument lines under its parenthesis, indented as the
 * kernel's style does: moved when a rename shifted the parenthesis, and
 * given tabs when spatch wrote the column in spaces alone (its
 * TST_EXP_FAIL() of a TEST() it folded). */
static void align_call(struct toks *k, unsigned int open)
{
	unsigned int lines[64], want = conv_column(k->f, k->off[open]) + 1, col;
	int n = owned_lines(k, open, lines, 64), i, tidy = 1;

	if (n <= 0)
		return;
	col = conv_column(k->f, k->off[lines[0]]);
	if (col + MAX_DRIFT < want || col > want + MAX_DRIFT)
		return;
	for (i = 0; i < n; i++) {
		if (conv_column(k->f, k->off[lines[i]]) != col)
			return;
		tidy &= kernel_indent(k->f, k->off[lines[i]]);
	}
	if (col == want && tidy)
		return;
	for (i = 0; i < n; i++) {
		unsigned int off = k->off[lines[i]];
		char *blanks = indent(want);

		conv_replace(k->f, conv_line_start(k->f, off), off, blanks);
		free(blanks);
	}
}

static int new_api_call(struct toks *k, unsigned int i)
{
	CXString s;
	int r;

	if (i + 1 >= k->n ||
	    clang_getTokenKind(k->t[i]) != CXToken_Identifier ||
	    punct(k, i + 1) != '(')
		return 0;
	s = clang_getTokenSpelling(k->f->tu, k->t[i]);
	r = vocab_is_new_name(clang_getCString(s));
	clang_disposeString(s);
	return r;
}

/* The blank lines between offsets a (a token's end) and b (the next
 * token's start) when nothing but blanks is there and a or b is a brace
 * that ends or starts its line: [*s, *e) to remove. */
static int blank_lines(struct conv_file *f, unsigned int a, unsigned int b,
		       unsigned int *s, unsigned int *e)
{
	unsigned int i, nl = 0;

	for (i = a; i < b; i++) {
		if (f->text[i] == '\n')
			nl++;
		else if (f->text[i] != ' ' && f->text[i] != '\t')
			return 0;
	}
	if (nl < 2)
		return 0;
	while (f->text[a] != '\n')
		a++;
	*s = a + 1;
	*e = conv_line_start(f, b);
	return 1;
}

/* The legacy original has the lines [s, e) of the text, as they are. */
static int in_legacy(struct toks *k, unsigned int s, unsigned int e)
{
	char *t = util_strndup(k->f->text + s, e - s);
	int r = strstr(k->legacy, t) != NULL;

	free(t);
	return r;
}

/* The legacy original has the lines from the one holding offset off to
 * the end of token next's, as they are. */
static int lines_in_legacy(struct toks *k, unsigned int off, unsigned int next)
{
	unsigned int last;

	for (last = k->off[next]; last < k->f->len && k->f->text[last] != '\n';
	     last++)
		;
	return in_legacy(k, conv_line_start(k->f, off), last);
}

/* Blank lines after an opening brace that ends its line, before a
 * closing one that starts its line, that the conversion made: the
 * original has not these lines around them. */
static void brace_blanks(struct toks *k, unsigned int i)
{
	unsigned int s, e, end;

	if (!k->legacy || i + 1 >= k->n ||
	    !(punct(k, i) == '{' || punct(k, i + 1) == '}'))
		return;
	end = tok_end(k, i);
	if (!blank_lines(k->f, end, k->off[i + 1], &s, &e))
		return;
	if (!lines_in_legacy(k, end, i + 1))
		conv_rewrite(k->f, s, e, "");
}

/* Two blank lines or more in a row between tokens i and i + 1 that the
 * conversion made (the lines between them removed, a block put before
 * them): one stays. Braces are brace_blanks()'s. */
static void double_blanks(struct toks *k, unsigned int i)
{
	unsigned int s, e, end;

	if (!k->legacy || i + 1 >= k->n || punct(k, i) == '{' ||
	    punct(k, i + 1) == '}')
		return;
	end = tok_end(k, i);
	if (conv_newlines(k->f, end, k->off[i + 1]) < 3 ||
	    !blank_lines(k->f, end, k->off[i + 1], &s, &e))
		return;
	if (lines_in_legacy(k, end, i + 1))
		return;
	while (k->f->text[s] != '\n')
		s++;
	conv_rewrite(k->f, s + 1, e, "");
}

/*
 * The copies of comment c (n bytes) in the legacy text, each judged by
 * place() (the text, the copy, its length): 1 when there is one and every
 * copy passes, or, with any, when one does.
 */
static int legacy_copies(const char *legacy, const char *c, size_t n,
			 int (*place)(const char *, const char *, size_t),
			 int any)
{
	char *want = util_strndup(c, n);
	const char *p = legacy;
	int seen = 0, ok = !any;

	while (ok != any && (p = strstr(p, want))) {
		ok = place(legacy, p, n);
		seen = 1;
		p += n;
	}
	free(want);
	return seen && ok;
}

/* The copy ends its line, and a line of code follows. */
static int over_code(const char *legacy, const char *at, size_t n)
{
	const char *p = at + n;

	(void)legacy;
	while (*p == ' ' || *p == '\t')
		p++;
	if (*p != '\n')
		return 0;
	for (p++; *p == ' ' || *p == '\t'; p++)
		;
	return *p && !strchr("\n}/#", *p);
}

/* The copy follows character ch on its line, blanks between or not. */
static int follows(const char *legacy, const char *at, char ch)
{
	const char *q;

	for (q = at; q > legacy && (q[-1] == ' ' || q[-1] == '\t'); q--)
		;
	return q > legacy && q[-1] == ch;
}

/* The copy follows a statement on its line (the statement's remark). */
static int after_stmt(const char *legacy, const char *at, size_t n)
{
	(void)n;
	return follows(legacy, at, ';');
}

/* The copy follows a closing brace on its line (the remark of a block:
 * an if's or a loop's end). */
static int after_brace(const char *legacy, const char *at, size_t n)
{
	(void)n;
	return follows(legacy, at, '}');
}

/* The copy follows a break (blank lines between or not). */
static int after_break(const char *legacy, const char *at, size_t n)
{
	const char *q;

	(void)n;
	for (q = at; q > legacy && strchr(" \t\n", q[-1]); q--)
		;
	return q - legacy >= 6 && !strncmp(q - 6, "break;", 6);
}

/* Whether [s, e) holds a name of the new API as a word (a renamed
 * call: tst_res() for tst_resm()). */
static int new_name_in(const char *s, const char *e)
{
	char word[64];
	const char *q;

	while (s < e) {
		if (!util_word_char(*s)) {
			s++;
			continue;
		}
		for (q = s; q < e && util_word_char(*q); q++)
			;
		if ((size_t)(q - s) < sizeof(word)) {
			memcpy(word, s, q - s);
			word[q - s] = '\0';
			if (vocab_is_new_name(word))
				return 1;
		}
		s = q;
	}
	return 0;
}

/* The copy ends its line, and the next line holds an old-API name the
 * copy names: it described that statement ("TEST_PAUSE contains the code
 * to fork the test with the -c option" over TEST_PAUSE;). */
static int over_named(const char *legacy, const char *at, size_t n)
{
	const char *p = at + n, *e;

	(void)legacy;
	while (*p == ' ' || *p == '\t')
		p++;
	if (*p != '\n')
		return 0;
	e = strchr(++p, '\n');
	if (!e)
		e = p + strlen(p);
	return vocab_names_old(at, n, p, p, e);
}

static int is_comment(struct toks *k, unsigned int i)
{
	return clang_getTokenKind(k->t[i]) == CXToken_Comment;
}

/* Comment token c is the remark of a statement the conversion removed,
 * left behind on the line of what came before it: an opening brace or
 * another comment (TEST_PAUSE;  / * if -p option specified * /); or the
 * remark of a block's closing brace that spatch, removing the block,
 * glued to the ';' of the statement it wrote instead (a TST_EXP_FAIL()
 * for an if-else and its "/ * end of else * /"). */
static int glued(struct toks *k, unsigned int c)
{
	struct conv_file *f = k->f;
	unsigned int p = k->off[c];

	if (!k->legacy || !c || c >= k->n || !is_comment(k, c))
		return 0;
	if (punct(k, c - 1) == ';' && tok_end(k, c - 1) == p)
		return legacy_copies(k->legacy, f->text + p, tok_end(k, c) - p,
				     after_brace, 0);
	if (punct(k, c - 1) != '{' && !is_comment(k, c - 1))
		return 0;
	return !conv_newlines(f, tok_end(k, c - 1), p) &&
	       legacy_copies(k->legacy, f->text + p, tok_end(k, c) - p,
			     after_stmt, 0);
}

/* The token after c, past a glued() comment that goes. */
static unsigned int after(struct toks *k, unsigned int c)
{
	return c + 1 + glued(k, c + 1);
}

/* Comment token c stands alone on its indented lines, in a paragraph of
 * its own: a blank line or an opening brace above it, a blank line, a
 * closing brace or a directive below (past a glued() comment). */
static int lone_comment(struct toks *k, unsigned int c)
{
	struct conv_file *f = k->f;
	unsigned int p = k->off[c], n = after(k, c), above, below;

	if (!c || n >= k->n || is_comment(k, c - 1) || is_comment(k, n))
		return 0;
	if (conv_line_start(f, p) == p || !first_on_line_at(f, p))
		return 0;
	above = punct(k, c - 1) == '{' ? 1 : 2;
	below = punct(k, n) == '}' || punct(k, n) == '#' ? 1 : 2;
	return conv_newlines(f, tok_end(k, c - 1), p) >= above &&
	       conv_newlines(f, tok_end(k, n - 1), k->off[n]) >= below;
}

/* A comment on its own line between "break;" and a case label, that in the
 * legacy original followed another statement: a "fall through" remark
 * whose case the conversion removed (SAFE_FORK()'s dead case -1). */
static void stray_fallthrough(struct toks *k, unsigned int c)
{
	struct conv_file *f = k->f;
	unsigned int p;

	if (!k->legacy || c < 2 || c + 1 >= k->n || !is_comment(k, c))
		return;
	if (!keyword(k, c - 2, "break") || punct(k, c - 1) != ';' ||
	    !(keyword(k, c + 1, "case") || keyword(k, c + 1, "default")))
		return;
	p = k->off[c];
	if (!first_on_line_at(f, p) || !first_on_line(k, c + 1) ||
	    legacy_copies(k->legacy, f->text + p, tok_end(k, c) - p,
			  after_break, 1))
		return;
	conv_rewrite(f, conv_line_start(f, p),
		     conv_line_start(f, k->off[c + 1]), "");
}

/* A one-line comment on a line of its own that in the legacy original
 * always trailed a statement on its line: the remark of a statement the
 * conversion removed, which spatch left behind at the margin
 * ("TEST_PAUSE;  / * if -P option specified * /" as a setup()'s last
 * line). Its line goes. */
static void stray_remark(struct toks *k, unsigned int c)
{
	struct conv_file *f = k->f;
	unsigned int p, e;

	if (!k->legacy || !c || c + 1 >= k->n || !is_comment(k, c) ||
	    is_comment(k, c - 1) || is_comment(k, c + 1))
		return;
	p = k->off[c];
	e = tok_end(k, c);
	if (!first_on_line_at(f, p) || memchr(f->text + p, '\n', e - p) ||
	    !first_on_line(k, c + 1) || conv_newlines(f, e, k->off[c + 1]) != 1)
		return;
	if (!legacy_copies(k->legacy, f->text + p, e - p, after_stmt, 0))
		return;
	conv_rewrite(f, conv_line_start(f, p),
		     conv_line_start(f, k->off[c + 1]), "");
}

static void glued_comment(struct toks *k, unsigned int c)
{
	if (glued(k, c))
		conv_rewrite(k->f, tok_end(k, c - 1), tok_end(k, c), "");
}

static void orphan_comment(struct toks *k, unsigned int c)
{
	struct conv_file *f = k->f;
	unsigned int p, s, e;

	if (!k->legacy || !is_comment(k, c) || !lone_comment(k, c))
		return;
	p = k->off[c];
	if (!legacy_copies(k->legacy, f->text + p, tok_end(k, c) - p, over_code,
			   0))
		return;
	s = conv_line_start(f, p);
	e = conv_line_start(f, k->off[after(k, c)]);
	/* at a brace, the blank lines go too */
	if (punct(k, c - 1) == '{' || punct(k, after(k, c)) == '}') {
		for (s = tok_end(k, c - 1); f->text[s] != '\n'; s++)
			;
		s++;
	}
	conv_rewrite(f, s, e, "");
}

/*
 * A comment on lines of its own that in the legacy original stood, every
 * copy of it, right over a statement holding an old-API name it names,
 * and now over a line without that name nor any of the new API's (not
 * the statement renamed: tst_brk() for the tst_brkm() it names): the
 * conversion removed what it described, and other code moved under it
 * (syslog12's two lines over TEST_PAUSE, the sigaction() calls main()
 * made before the loop after them in setup()). It goes, its lines with
 * it.
 */
static void stale_comment(struct toks *k, unsigned int c)
{
	struct conv_file *f = k->f;
	unsigned int p, e, n, ne;

	if (!k->legacy || !is_comment(k, c) || c + 1 >= k->n ||
	    is_comment(k, c + 1))
		return;
	p = k->off[c];
	e = tok_end(k, c);
	n = k->off[c + 1];
	if (!first_on_line_at(f, p) || conv_newlines(f, e, n) != 1 ||
	    !first_on_line(k, c + 1))
		return;
	if (!legacy_copies(k->legacy, f->text + p, e - p, over_named, 0))
		return;
	for (ne = n; ne < f->len && f->text[ne] != '\n'; ne++)
		;
	if (vocab_names_old(f->text + p, e - p, f->text + n, f->text + n,
			    f->text + ne) ||
	    new_name_in(f->text + n, f->text + ne))
		return;
	conv_rewrite(f, conv_line_start(f, p), conv_line_start(f, n), "");
}

/*
 * A one-line comment at the margin that in the legacy original always
 * stood right over code and now stands over a blank line, the code under
 * it gone: the label of declarations the conversion removed ("Global
 * Variables" over TCID and TST_TOTAL). Its line goes, and the blank line
 * under it when one is above it too.
 */
static void orphan_label(struct toks *k, unsigned int c)
{
	struct conv_file *f = k->f;
	unsigned int p, e, eol, n;

	if (!k->legacy || c + 1 >= k->n || !is_comment(k, c))
		return;
	p = k->off[c];
	e = tok_end(k, c);
	n = c + 1;
	if (conv_line_start(f, p) != p || memchr(f->text + p, '\n', e - p) ||
	    !first_on_line(k, n) || conv_newlines(f, e, k->off[n]) < 2)
		return;
	for (eol = e; f->text[eol] == ' ' || f->text[eol] == '\t'; eol++)
		;
	if (f->text[eol] != '\n')
		return;
	/* a line of a box of comments (a remark ending the line above is
	 * no box) */
	if (c && is_comment(k, c - 1) && first_on_line(k, c - 1) &&
	    conv_newlines(f, tok_end(k, c - 1), p) < 2)
		return;
	if (!legacy_copies(k->legacy, f->text + p, e - p, over_code, 0))
		return;
	eol++;
	if (!c || conv_newlines(f, tok_end(k, c - 1), p) >= 2)
		eol = conv_line_start(f, k->off[n]);
	conv_rewrite(f, p, eol, "");
}

static void todo_indent(struct toks *k, unsigned int c)
{
	struct conv_file *f = k->f;
	unsigned int p, s, n, ns;
	char *ind;

	if (c + 1 >= k->n || !is_comment(k, c))
		return;
	p = k->off[c];
	n = k->off[c + 1];
	if (strncmp(f->text + p, "/* TODO(convert):", 17) ||
	    !first_on_line_at(f, p) || !first_on_line(k, c + 1) ||
	    punct(k, c + 1) == '}')
		return;
	s = conv_line_start(f, p);
	ns = conv_line_start(f, n);
	if (p - s == n - ns && !strncmp(f->text + s, f->text + ns, p - s))
		return;
	ind = conv_text(f, ns, n);
	conv_rewrite(f, s, p, ind);
	free(ind);
}

void layout_tidy(struct conv_file *f, const char *legacy)
{
	CXSourceRange all;
	struct toks k = { .f = f, .legacy = legacy };
	unsigned int i;

	if (!f->tu || !f->file)
		return;
	all = clang_getRange(
		clang_getLocationForOffset(f->tu, f->file, 0),
		clang_getLocationForOffset(f->tu, f->file, f->len));
	clang_tokenize(f->tu, all, &k.t, &k.n);
	k.off = util_calloc(k.n + 1, sizeof(*k.off));
	for (i = 0; i < k.n; i++)
		clang_getSpellingLocation(clang_getTokenLocation(f->tu, k.t[i]),
					  NULL, NULL, NULL, &k.off[i]);
	for (i = 0; i < k.n; i++) {
		if (new_api_call(&k, i))
			align_call(&k, i + 1);
		brace_blanks(&k, i);
		double_blanks(&k, i);
		orphan_comment(&k, i);
		stale_comment(&k, i);
		orphan_label(&k, i);
		glued_comment(&k, i);
		stray_remark(&k, i);
		stray_fallthrough(&k, i);
		todo_indent(&k, i);
	}
	free(k.off);
	clang_disposeTokens(f->tu, k.t, k.n);
	conv_apply(f);
}
