#!/usr/bin/python3
"""emptyhooks: the setup() and cleanup() a conversion left empty, removed,
and a run() that only calls another function folded into the struct.

A legacy cleanup() often held only what the new library does itself
(TEST_CLEANUP, tst_rmdir()), a setup() only tst_tmpdir() or
tst_sig(): converted, the function is empty and `.cleanup = cleanup,`
registers nothing. A maintainer deletes the function, its prototypes
and the field; so does this, over the new-API files of TREE (FILE...
relative to TREE: only those; the pipeline names the files that it
converted), for a function the struct tst_test's `.setup` or
`.cleanup` names when:

  - its body has nothing between its braces but white space: a comment
    (a note, a TODO marker) or a preprocessor line (a body empty only
    under some configuration) keeps it;
  - it is defined in the file itself (not in a header its tests share),
    and the file declares it nowhere else than in prototypes of its own;
  - nothing else names it: no other token of the file (a call, a
    pointer handed to a helper, a macro body, a branch the preprocessor
    skips here), no reference of the parse (a macro of a header, a
    header's inline function), no header of the tree declaring it, and,
    when it has external linkage, no C file of the tree without main()
    (a library another program links with it: mem/lib/mem.c names the
    tests' cleanup());
  - the definition, its prototypes and the field lie in the same branch
    of the same preprocessor conditionals.

A setup() or cleanup() that no field names goes too when it is empty
and nothing names it under the same conditions (the conversion took out
the calls of a cleanup() that only ended the test: newuname01's, which
main() called only where it left its loop); nothing is said of one that
stays.

A `.test_all` function whose body is one call of another function of
the file, without arguments, of the same type ("static void run(void)
{ verify(); }", main()'s loop having held only that call) goes the same
way, under the same conditions, and the field names the function it
called: `.test_all = verify`, as a maintainer writes it. The call must
be the body's only text (a comment keeps the function), and the called
function declared in the file before the struct.

The comment right above the definition (no blank line between: the
function's own, "cleanup() - performs all ONE TIME cleanup") goes with
it, and so do the comments right above that one in turn (a box of
one-line comments, "/* Function:    cleanup */", a line each), unless it
holds a TODO (one higher up stops them there). Each .c file considered is parsed by
libclang (python3-clang) against newlib's headers and the tree's include
directories (-I, and every directory named include under TREE), or,
with -p, with its own flags in DB/compile_commands.json (TREE converted
from SRC: the entries name SRC's files); a file whose parse has errors
is left alone. Running it again changes nothing.
"""

import argparse
import ctypes
import multiprocessing
import os
import re
import sys

import clang.cindex as ci

import dropparams as dp
import fsutil

K = ci.CursorKind
_instantiation = ci.conf.lib.clang_getInstantiationLocation
HOOKS = ("setup", "cleanup")
CONDS = {"if", "ifdef", "ifndef"}
# The top-level cursors read: dropparams' and the types (a struct's member
# may have a hook's name).
TOP_KINDS = dp.TOP_KINDS | {k.value for k in (
    K.STRUCT_DECL, K.UNION_DECL, K.TYPEDEF_DECL)}
# What a program of its own declares at the top (TST_TEST_TCONF(): a test
# compiled out here).
PROGRAM = {"main", "TST_TEST_TCONF"}
# Cursors that spell a name: a reference, or another thing of that name.
# Braces with nothing but white space between them: the text of every
# empty body (not a parse: a file without it needs none).
EMPTY_BRACES = re.compile(rb"\{\s*\}")
# The text of a body that is one call without arguments: that of every
# run() that only calls another function.
ONE_CALL = re.compile(rb"\{\s*\w+\(\);\s*\}")
# The field a wrapper may be named by.
WRAPPED = "test_all"
NAMING = {K.DECL_REF_EXPR, K.FIELD_DECL, K.PARM_DECL, K.VAR_DECL,
          K.MEMBER_REF_EXPR, K.MEMBER_REF, K.LABEL_STMT, K.LABEL_REF}


def line_start(text, off):
    return text.rfind(b"\n", 0, off) + 1


def line_end(text, off):
    """The offset after the newline ending the line of off."""
    n = text.find(b"\n", off)
    return len(text) if n < 0 else n + 1


def blank_before(text, off):
    """Only white space on off's line before it."""
    return text[line_start(text, off):off].strip() == b""


def whole_lines(text, s, e):
    """[s, e) widened to whole lines when nothing else shares them; the
    comment trailing e on its line goes too (a prototype's "cleanup
    function for the test")."""
    if not blank_before(text, s):
        return s, e
    end = line_end(text, e)
    rest = text[e:end].strip()
    if rest and not rest.startswith((b"/*", b"//")):
        return s, e
    if rest.startswith(b"/*") and not rest.endswith(b"*/"):
        return s, e
    return line_start(text, s), end


class Source:
    """One file's tokens, comments included, and its conditionals."""

    def __init__(self, tu, path, text):
        self.text = text
        kinds = {}
        self.toks = []
        for kind, sp, s, e in dp.tokens_of(tu, path, text):
            k = kinds.get(kind)
            if k is None:
                k = kinds[kind] = ci.TokenKind.from_value(kind)
            self.toks.append((dp.spelled(sp, True), k, s, e))
        self.branch = self.branches()

    def branches(self):
        """[(offset, the open conditionals' branches there)] at every
        directive line that changes them."""
        out, stack = [(0, ())], []
        toks = self.toks
        for i, (sp, kind, s, _) in enumerate(toks):
            if sp != "#" or i + 1 >= len(toks) or \
                    not blank_before(self.text, s):
                continue
            word = toks[i + 1][0]
            if word in CONDS:
                stack.append(s)
            elif word in ("elif", "else") and stack:
                stack[-1] = s
            elif word == "endif" and stack:
                stack.pop()
            else:
                continue
            out.append((s, tuple(stack)))
        return out

    def conds_at(self, off):
        got = ()
        for s, st in self.branch:
            if s > off:
                break
            got = st
        return got

    def index_at(self, off):
        for i, t in enumerate(self.toks):
            if t[2] == off:
                return i
        return None

    def code(self):
        return [t for t in self.toks if t[1] != ci.TokenKind.COMMENT]


class Hook:
    """A function a field of struct tst_test names, and its text."""

    def __init__(self, field, fn, value):
        self.field, self.fn, self.value = field, fn, value
        self.name = fn.spelling
        # the function a wrapper calls, which the field names instead
        self.target = None


def strip(c):
    while c.kind == K.UNEXPOSED_EXPR:
        kids = list(c.get_children())
        if len(kids) != 1:
            break
        c = kids[0]
    return c


class File:
    """One new-API file of the tree: its hooks left empty."""

    def __init__(self, tree, rel, index, blocked=None):
        self.tree, self.rel = tree, rel
        # names with external linkage a library names: {name: library}
        self.blocked = blocked or {}
        self.path = os.path.join(tree.root, rel)
        with open(self.path, "rb") as f:
            self.text = f.read()
        args = ["-x", "c", "-std=gnu11", "-D_GNU_SOURCE"] + \
            tree.flags(rel) + ["-I" + os.path.dirname(self.path)]
        opts = ci.TranslationUnit.PARSE_DETAILED_PROCESSING_RECORD
        self.tu = index.parse(self.path, args, options=opts)
        self.tops = None
        self.inside_files = {}  # libclang file pointer: one of the tree's
        self.items = []  # struct tst_test's items: ('.', after the ',')
        self.ok = not any(d.severity >= ci.Diagnostic.Error
                          for d in self.tu.diagnostics)
        self.src = Source(self.tu, self.path, self.text) if self.ok \
            else None

    def top(self):
        """The top-level cursors of the tree's files (newlib's headers
        come first on the path: they are not system headers here)."""
        if self.tops is None:
            in_system = dp._lib.clang_Location_isInSystemHeader
            location = dp._lib.clang_getCursorLocation
            self.tops = dp.visit(self.tu.cursor, lambda c: c._kind_id in
                                 TOP_KINDS and
                                 not in_system(location(c)) and
                                 self.inside_at(location(c)))
        return self.tops

    def inside_at(self, loc):
        """Whether a location's file (where the macro was used, for a
        location in one) is one of the tree's: told once per file of the
        parse, by libclang's pointer to it (newlib's headers hold
        thousands of top-level cursors, each of which would otherwise
        cost a Python File and its name)."""
        f = ci.c_object_p()
        _instantiation(loc, ctypes.byref(f), None, None, None)
        if not f:
            return False
        v = ctypes.cast(f, ctypes.c_void_p).value
        got = self.inside_files.get(v)
        if got is None:
            got = self.inside_files[v] = self.tree.inside(ci.File(f))
        return got

    def mine(self, c):
        f = c.location.file
        return f is not None and os.path.realpath(f.name) == \
            os.path.realpath(self.path)

    def hooks(self):
        """The functions `.setup`/`.cleanup` (and `.test_all`) name,
        with the field's item; then the setup() and cleanup() the file
        defines that no field names, with none."""
        out = []
        for c in self.top():
            if c.kind != K.VAR_DECL or not self.mine(c) or \
                    c.type.spelling != "struct tst_test":
                continue
            for init in c.get_children():
                if init.kind != K.INIT_LIST_EXPR:
                    continue
                for item in init.get_children():
                    self.items.append(self.item_range(item))
                    kids = list(item.get_children())
                    if len(kids) != 2 or kids[0].kind != K.MEMBER_REF or \
                            kids[0].spelling not in HOOKS + (WRAPPED,):
                        continue
                    v = strip(kids[1])
                    ref = v.referenced
                    if v.kind == K.DECL_REF_EXPR and ref is not None and \
                            ref.kind == K.FUNCTION_DECL:
                        out.append(Hook(kids[0], ref, v))
                        out[-1].item = self.items[-1]
        named = {h.fn.get_usr() for h in out}
        for c in self.top():
            if c.kind == K.FUNCTION_DECL and c.spelling in HOOKS and \
                    self.mine(c) and c.is_definition() and \
                    c.get_usr() not in named:
                out.append(Hook(None, c, None))
                out[-1].item = None
                named.add(c.get_usr())
        return out

    def judge(self, h):
        """Why h stays, or None; sets the ranges it takes."""
        d = h.fn.get_definition()
        if d is None or not self.mine(d):
            return "not defined in the file"
        body = [k for k in d.get_children() if k.kind == K.COMPOUND_STMT]
        if len(body) != 1:
            return "no body"
        b = body[0].extent
        if self.text[b.start.offset:b.start.offset + 1] != b"{" or \
                self.text[b.end.offset - 1:b.end.offset] != b"}":
            return "its body is not plain text"
        inner = self.text[b.start.offset + 1:b.end.offset - 1].strip()
        if h.field is not None and h.field.spelling == WRAPPED:
            why = self.wraps(h, body[0], inner)
            if why:
                return why
        elif inner:
            return "its body is not empty"
        h.defn = d
        h.protos = []
        for r in self.redecls(h.fn):
            if r == d:
                continue
            if not self.mine(r):
                return "declared in a header"
            h.protos.append(r)
        return self.named_elsewhere(h) or self.same_branch(h) or \
            self.ranges(h)

    def wraps(self, h, body, inner):
        """Why h, named by .test_all, is no wrapper to fold, or None;
        sets the function it calls."""
        kids = list(body.get_children())
        call = strip(kids[0]) if len(kids) == 1 else None
        if call is None or call.kind != K.CALL_EXPR or \
                list(call.get_arguments()):
            return "its body is not empty"
        fn = call.referenced
        if fn is None or fn.kind != K.FUNCTION_DECL or \
                fn.get_usr() == h.fn.get_usr() or \
                inner != fn.spelling.encode() + b"();":
            return "its body is not empty"
        if fn.type.spelling != h.fn.type.spelling:
            return "it calls %s(), of another type" % fn.spelling
        at = h.field.extent.start.offset
        if not any(self.mine(r) and r.extent.end.offset <= at
                   for r in self.redecls(fn)):
            return "%s() is not declared before the struct" % fn.spelling
        h.target = fn.spelling
        return None

    def redecls(self, fn):
        usr = fn.get_usr()
        return [c for c in self.top()
                if c.kind == K.FUNCTION_DECL and c.get_usr() == usr]

    def named_elsewhere(self, h):
        """The function's name anywhere but its declarations and the
        field: a reference of the parse, in the file or in a header;
        a token of the file that the parse does not say is something
        else (a member, a parameter of that name: a case table's
        `void (*cleanup)(void)`), such as a macro's body or a branch the
        preprocessor skips; a library that may link with it."""
        allowed = {h.defn.location.offset}
        if h.field is not None:
            allowed |= {h.value.extent.start.offset,
                        h.field.extent.start.offset}
        allowed |= {p.location.offset for p in h.protos}
        usr = h.fn.get_usr()
        other = set()
        for top in self.top():
            for c in top.walk_preorder():
                if c.spelling != h.name or c.kind not in NAMING:
                    continue
                ref = c.referenced if c.kind == K.DECL_REF_EXPR else None
                if ref is None or ref.get_usr() != usr:
                    if self.mine(c):
                        other.add(c.location.offset)
                elif not self.mine(c) or c.location.offset not in allowed:
                    f = c.location.file
                    return "referenced at %s:%d" % (
                        os.path.relpath(f.name, self.tree.root) if f
                        else "?", c.location.line)
        for sp, kind, s, _ in self.src.code():
            if sp == h.name and kind == ci.TokenKind.IDENTIFIER and \
                    s not in allowed and s not in other:
                return "named at line %d" % (
                    self.text.count(b"\n", 0, s) + 1)
        h.external = h.fn.linkage != ci.LinkageKind.INTERNAL
        lib = self.blocked.get(h.name) if h.external else None
        if lib:
            return "named by %s, which has no main()" % lib
        return None

    def same_branch(self, h):
        at = [h.defn.extent.start.offset]
        if h.field is not None:
            at.append(h.field.extent.start.offset)
        at += [p.extent.start.offset for p in h.protos]
        if len({self.src.conds_at(x) for x in at}) > 1:
            return "not all in one branch of the conditionals"
        return None

    def ranges(self, h):
        """The edits of h: (start, end, replacement)."""
        t, src = self.text, self.src
        s, e = h.defn.extent.start.offset, h.defn.extent.end.offset
        i = src.index_at(s)
        # the comments right above, one after the other (a box of
        # one-line comments: "/* Function: cleanup */" ...)
        while i and src.toks[i - 1][1] == ci.TokenKind.COMMENT:
            cs, ce = src.toks[i - 1][2], src.toks[i - 1][3]
            between = t[ce:s]
            if between.strip() != b"" or between.count(b"\n") > 1 or \
                    not blank_before(t, cs):
                break
            if b"TODO" in t[cs:ce]:
                if s == h.defn.extent.start.offset:
                    return "the comment above it holds a TODO"
                break
            s = cs
            i -= 1
        s, e = whole_lines(t, s, e)
        # one of the blank lines around it goes too
        if t[e:e + 1] == b"\n" and (s == 0 or t[s - 2:s] == b"\n\n"):
            e += 1
        h.edits = [(s, e, b"")]
        if h.item is not None and t[h.item[0]:h.item[0] + 1] != b".":
            return "the field is not plain text"
        return None

    def item_range(self, c):
        """An item of the initializer: from its '.' to the end of its
        ',' (or of its value)."""
        src = self.src
        i = src.index_at(c.extent.start.offset)
        if i and src.toks[i - 1][0] == ".":
            i -= 1
        k = i
        while k + 1 < len(src.toks) and src.toks[k + 1][3] <= \
                c.extent.end.offset:
            k += 1
        if k + 1 < len(src.toks) and src.toks[k + 1][0] == ",":
            k += 1
        return src.toks[i][2], src.toks[k][3]

    def field_edits(self, hooks):
        """The edits removing the hooks' items: a line all of whose
        items go goes whole, else each item with the white space after
        it (before it, when it ends the line)."""
        t, gone = self.text, {h.item for h in hooks}
        lines = {}
        for it in self.items:
            lines.setdefault(line_start(t, it[0]), []).append(it)
        edits = []
        for ls, its in lines.items():
            out = [it for it in its if it in gone]
            if not out:
                continue
            s, e = whole_lines(t, its[0][0], its[-1][1])
            if len(out) == len(its) and s == ls:
                edits.append((s, e, b""))
                continue
            for it in out:
                s, e = it
                while e < len(t) and t[e:e + 1] in (b" ", b"\t"):
                    e += 1
                if t[e:e + 1] in (b"\n", b"}"):
                    e = it[1]
                    while s > ls and t[s - 1:s] in (b" ", b"\t"):
                        s -= 1
                edits.append((s, e, b""))
        return edits

    def proto_edits(self, protos):
        """The edits removing the prototypes protos: a declaration that
        declares nothing else goes whole, else each run of them goes
        with the comma that separates it from the others."""
        code = self.src.code()
        at = {x[2]: i for i, x in enumerate(code)}
        decls = {}
        for c in self.top():
            if c.kind == K.FUNCTION_DECL and self.mine(c) and \
                    not c.is_definition():
                k = at.get(c.location.offset)
                if k is not None:
                    d = self.declarator(code, k)
                    decls.setdefault(d[2], []).append((d, c))
        gone = {p.location.offset for p in protos}
        edits = []
        for semi, ds in decls.items():
            ds.sort(key=lambda x: x[0][0])
            out = [c.location.offset in gone for _, c in ds]
            if not any(out):
                continue
            if all(out):
                s, e = whole_lines(self.text, ds[0][1].extent.start.offset,
                                   code[semi][3])
                edits.append((s, e, b""))
                continue
            i = 0
            while i < len(ds):
                if not out[i]:
                    i += 1
                    continue
                j = i
                while j + 1 < len(ds) and out[j + 1]:
                    j += 1
                if j + 1 < len(ds):
                    edits.append((code[ds[i][0][0]][2],
                                  code[ds[j + 1][0][0]][2], b""))
                else:
                    edits.append((code[ds[i - 1][0][1]][3],
                                  code[ds[j][0][1]][3], b""))
                i = j + 1
        return edits

    @staticmethod
    def declarator(code, k):
        """The declarator whose name is the token k: (its first token,
        its last, the ';' ending the declaration)."""
        first = k
        while first and code[first - 1][0] == "*":
            first -= 1
        depth, j = 0, k + 1
        while j < len(code):
            sp = code[j][0]
            depth += sp in ("(", "[")
            depth -= sp in (")", "]")
            if depth == 0 and sp in (",", ";"):
                break
            j += 1
        last, semi = j - 1, j
        while semi < len(code) and code[semi][0] != ";":
            semi += 1
        return first, last, semi

    def external_names(self):
        """What a library names that another file may define: see
        Tree.library_words()."""
        names = set()
        spans = self.skipped()
        for c in self.top():
            if c.kind == K.MACRO_DEFINITION and self.mine(c):
                spans.append((c.extent.start.offset, c.extent.end.offset))
                continue
            for r in c.walk_preorder():
                ref = r.referenced if r.kind == K.DECL_REF_EXPR else None
                if ref is not None and ref.kind == K.FUNCTION_DECL and \
                        ref.linkage == ci.LinkageKind.EXTERNAL:
                    d = ref.get_definition()
                    if d is None or not self.mine(d):
                        names.add(ref.spelling)
        for sp, kind, s, _ in self.src.code():
            if kind == ci.TokenKind.IDENTIFIER and \
                    any(a <= s < b for a, b in spans):
                names.add(sp)
        return names

    def skipped(self):
        """The file's branches the preprocessor skipped: [(start,
        end)]."""
        lib = ci.conf.lib
        got = lib.clang_getSkippedRanges(self.tu, self.tu.get_file(
            self.path))
        if not got:
            return []
        try:
            return [(r.start.offset, r.end.offset)
                    for r in got.contents.ranges[:got.contents.count]]
        finally:
            lib.clang_disposeSourceRangeList(got)


class Tree:
    def __init__(self, root, incs=(), only=None, db=None, src=None):
        self.root = os.path.realpath(root)
        self.cfiles, dirs = [], []
        for d, dnames, fnames in os.walk(self.root):
            dnames[:] = sorted(x for x in dnames if x not in (".git", ".svn"))
            dirs += [os.path.join(d, x) for x in dnames if x == "include"]
            for f in sorted(fnames):
                full = os.path.join(d, f)
                if f.endswith(".c") and os.path.isfile(full) and \
                        not os.path.islink(full):
                    self.cfiles.append(os.path.relpath(full, self.root))
        self.incs = list(incs) + [d for d in dirs
                                  if not fsutil.old_api_dir(d)]
        self.only = only
        # a real tree's compilation database: each file's own flags, as
        # it is compiled converted
        self.db = fsutil.db_entries(db) if db else None
        self.src = src
        self.names = {}
        self.libs = {}   # rel: the names a file without main() spells
        # rel: library_words() of a file, read beforehand in the pool
        self.read = {}

    def flags(self, rel):
        """newlib's headers first, then the file's -I/-D flags: its
        entry of the database, else the tree's include directories."""
        if self.db is not None:
            orig = os.path.realpath(os.path.join(self.src, rel))
            e = self.db.get(orig)
            if e:
                return fsutil.new_side_flags(e, self.src, self.root,
                                             dp.NEWLIB_INC)
        return ["-I" + dp.NEWLIB_INC] + ["-I" + d for d in self.incs]

    def inside(self, f):
        """A libclang file is one of the tree's."""
        if f is None:
            return False
        name = f.name
        got = self.names.get(name)
        if got is None:
            got = self.names[name] = os.path.realpath(name).startswith(
                self.root + "/")
        return got

    def library_naming(self, name, rel):
        """A C file of the tree other than rel, without main(), that
        spells name."""
        want = name.encode()
        for other in self.cfiles:
            if other == rel:
                continue
            words = self.libs.get(other)
            if words is None:
                path = os.path.join(self.root, other)
                with open(path, "rb") as f:
                    if want not in f.read():
                        continue
                words = self.read.get(other)
                if words is None:
                    words = self.library_words(path)
                self.libs[other] = words
            if name in words:
                return other
        return None

    def library_words(self, path):
        """The functions with external linkage a file names, empty when
        it is a program of its own (it defines main(), or a struct
        tst_test that the library's main() runs: read from the tokens of
        every branch, a test may be compiled only where a feature is).
        Its references by the parse, and every name of its macros'
        bodies and of its branches the preprocessor skips here; every
        name it spells when it does not parse."""
        tu = index().parse(path, ["-x", "c", "-std=gnu11"],
                              options=dp.PARSE_SINGLE_FILE)
        # the parse says so for most: no tokens to read
        for c in tu.cursor.get_children():
            if c.kind == K.FUNCTION_DECL and c.spelling in PROGRAM or \
                    c.kind == K.VAR_DECL and \
                    c.type.spelling == "struct tst_test":
                return set()
        with open(path, "rb") as f:
            text = f.read()
        toks = dp.file_tokens(tu, path, text)
        words = [t[0] for t in toks]
        for i, w in enumerate(words[:-3]):
            if w == "main" and words[i + 1] == "(" and i and \
                    words[i - 1] in ("int", "void"):
                return set()
            if w == "struct" and words[i + 1] == "tst_test" and \
                    toks[i + 2][1] and words[i + 3] == "=":
                return set()
        lib = File(self, os.path.relpath(path, self.root), index())
        if not lib.ok:
            return {t[0] for t in toks if t[1]}
        return lib.external_names()

    def candidates(self):
        """The files worth a parse: a struct tst_test naming a hook (or
        a setup()/cleanup() of the file's), and somewhere a "{" with nothing but white space before its "}",
        which an empty body is (a file without one has none to remove;
        most converted files have none)."""
        for rel in self.only if self.only is not None else self.cfiles:
            with open(os.path.join(self.root, rel), "rb") as f:
                text = f.read()
            if b"tst_test" not in text:
                continue
            if (b".setup" in text or b".cleanup" in text or
                    b"setup(" in text or b"cleanup(" in text) and \
                    EMPTY_BRACES.search(text):
                yield rel
            elif b"." + WRAPPED.encode() in text and ONE_CALL.search(text):
                yield rel

    def one(self, rel, blocked=None):
        """(rel, the functions removed, the new text, the lines saying
        why each other empty one stays, the names of those removed that
        have external linkage); the new text None when nothing goes."""
        f = File(self, rel, index(), blocked)
        if not f.ok:
            return rel, [], None, [], set()
        edits, gone, protos, hooks, kept = [], [], [], [], []
        for h in f.hooks():
            if h.name in gone:
                continue
            why = f.judge(h)
            if why is None:
                edits += h.edits
                protos += h.protos
                hooks.append(h)
                gone.append(h.name)
            elif h.field is not None and \
                    why not in ("its body is not empty",
                                "not defined in the file"):
                kept.append("%s: %s() kept: %s" % (rel, h.name, why))
        if not edits:
            return rel, [], None, kept, set()
        folded = [h for h in hooks if h.target]
        edits += [(h.value.extent.start.offset, h.value.extent.end.offset,
                   h.target.encode()) for h in folded]
        edits += f.proto_edits(protos) + \
            f.field_edits([h for h in hooks
                           if not h.target and h.item is not None])
        text = dp.splice(f.text, edits)
        # hooks that ended the file leave the blank line before them at
        # its end (each takes the blank line after it, and the last has
        # none): the file ends with one newline, as before
        if any(e == len(f.text) for _, e, _ in edits) and \
                f.text.endswith(b"\n"):
            text = text.rstrip(b"\n") + b"\n"
        return rel, gone, text, kept, \
            {h.name for h in hooks if h.external}

    def run(self, write=True, jobs=1):
        """{rel: (the functions removed, the text before)}, and the
        lines saying why each other empty one stays. The files are
        judged N at a time; a function with external linkage that a
        library of the tree names is then spared, its file judged
        again (N at a time too, as are the parses that tell what the
        libraries name)."""
        global TREE
        rels = list(self.candidates())
        TREE = self
        if jobs > 1 and len(rels) > 1:
            ctx = multiprocessing.get_context("fork")
            with ctx.Pool(min(jobs, len(rels))) as pool:
                got, again = self.judge(pool, rels)
        else:
            got, again = self.judge(None, rels)
        done, kept = {}, []
        for rel, gone, new, why, _ in got:
            if rel in again:
                rel, gone, new, why, _ = again[rel]
            kept += why
            if new is None:
                continue
            path = os.path.join(self.root, rel)
            with open(path, "rb") as f:
                text = f.read()
            done[rel] = (gone, text)
            if write:
                dp.atomic_write(path, new)
        return done, kept

    def judge(self, pool, rels):
        """one() of each of rels, in their order, and {rel: one() again
        with the names libraries name spared} of those that have
        some."""
        got = sorted(pmap(pool, judge_one, rels))
        names = sorted({n for g in got for n in g[4]})
        # the words of the files library_naming() may read, read in the
        # pool beforehand: every C file that spells one of the names (a
        # few more than it reads, when a name is found early); it takes
        # them where it would have read them
        if names and pool is not None:
            want = [n.encode() for n in names]
            scan = []
            for other in self.cfiles:
                with open(os.path.join(self.root, other), "rb") as f:
                    text = f.read()
                if any(w in text for w in want):
                    scan.append(other)
            for other, words in pmap(pool, library_words_of, scan):
                if words is not None:
                    self.read[other] = words
        blocked_of = []
        for rel, _, _, _, external in got:
            blocked = {}
            for name in sorted(external):
                lib = self.library_naming(name, rel)
                if lib:
                    blocked[name] = lib
            if blocked:
                blocked_of.append((rel, blocked))
        again = pmap(pool, judge_blocked, blocked_of)
        return got, {g[0]: g for g in again}


# The tree a worker judges files of (inherited through fork()).
TREE = None
# libclang's index of this process: (pid, index).
INDEX = (None, None)


def index():
    global INDEX
    if INDEX[0] != os.getpid():
        INDEX = (os.getpid(), ci.Index.create())
    return INDEX[1]


def judge_one(rel):
    return TREE.one(rel)


def judge_blocked(item):
    return TREE.one(*item)


def library_words_of(rel):
    """(rel, Tree.library_words() of it), the words None when the parse
    went wrong (library_naming() then reads them itself, as before)."""
    try:
        return rel, TREE.library_words(os.path.join(TREE.root, rel))
    except Exception:  # pylint: disable=broad-except
        return rel, None


def pmap(pool, fn, items):
    """fn over items, in the pool when there is one (in no order)."""
    if pool is None:
        return [fn(x) for x in items]
    return list(pool.imap_unordered(fn, items, 4))


def remove(root, incs=(), only=None, write=True, db=None, src=None,
           jobs=1):
    return Tree(root, incs, only, db, src).run(write, jobs)


# ---- a stage of the pipeline -----------------------------------------------

def drop_empty(ctx):
    """Removes the empty hooks of the files the run converted, then
    checks them again; a file that fails gets its text before back, and
    its verdict. Returns the log lines."""
    from check import check
    rels = sorted(rel for rel, r in ctx.files.items()
                  if r.check is not None and
                  r.state in ("converted", "needs-review"))
    ctx.say("emptyhooks: %d file(s)" % len(rels))
    args = ctx.engine.args
    db = args[args.index("-p") + 1] if "-p" in args[:-1] else None
    done, kept = remove(ctx.out, ctx.include_args(ctx.out)[1::2], rels,
                        db=db, src=ctx.src, jobs=ctx.jobs)
    checked = {rel: ctx.files[rel].check for rel in done}
    failed = check(ctx, sorted(done), "check after emptyhooks")
    for rel in failed:
        dp.atomic_write(os.path.join(ctx.out, rel), done[rel][1])
        ctx.files[rel].check = checked[rel]
        del done[rel]
    n = sum(len(g) for g, _ in done.values())
    lines = ["-- empty setup()/cleanup() and run()s that only call "
             "another function removed: %d function(s), %d file(s) "
             "edited\n" % (n, len(done))]
    lines += ["  %s: %s\n" % (rel, ", ".join(done[rel][0]))
              for rel in sorted(done)]
    lines += ["  %s\n" % x for x in kept]
    lines += ["  %s: the check failed after the removal, kept\n" % rel
              for rel in failed]
    return lines


def main(argv):
    ap = argparse.ArgumentParser(
        prog="emptyhooks.py", description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("tree", metavar="TREE")
    ap.add_argument("files", nargs="*", metavar="FILE",
                    help="only these files (relative to TREE)")
    ap.add_argument("--dry-run", action="store_true",
                    help="say what would go, change nothing")
    ap.add_argument("-I", action="append", default=[], dest="incs",
                    metavar="DIR", help="an include directory of the tests")
    ap.add_argument("-p", dest="db", metavar="DB",
                    help="the directory of the tree's compile_commands.json")
    ap.add_argument("--src", metavar="SRC",
                    help="the tree DB describes (with -p)")
    ap.add_argument("-j", type=int, default=1, dest="jobs", metavar="N",
                    help="files parsed at once (default 1)")
    a = ap.parse_args(argv[1:])
    if a.jobs < 1:
        ap.error("-j needs a number >= 1, not %d" % a.jobs)
    if (a.db is None) != (a.src is None):
        ap.error("-p and --src go together")
    if not os.path.isdir(a.tree):
        ap.error("TREE '%s' is not a directory" % a.tree)
    done, kept = remove(a.tree, a.incs, a.files or None, not a.dry_run,
                        a.db, a.src, a.jobs)
    for rel in sorted(done):
        print("removed: %s: %s" % (rel, ", ".join(done[rel][0])))
    for line in kept:
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
