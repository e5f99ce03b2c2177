#!/usr/bin/python3
"""dropparams: drop the cleanup parameters a converted tree no longer uses.

Legacy helpers take the test's cleanup function, `void (*cleanup)(void)`,
only to hand it to tst_brkm() and the SAFE_*() macros; once those are
converted the parameter is unused. Over the whole tree (its .c files and
the tree's headers they include) this finds every function parameter of
type `void (*)(void)` whose only uses left are being passed on, as a plain
argument, to another such parameter that is dropped too (the greatest set
closed that way), and removes it from the definition, from every
prototype, from every function-like macro that only forwards it, and the
matching argument from every call. A function whose address is taken,
that has several definitions, that is called with too few arguments, or
one of whose declarations or calls is not plain text of the tree (a macro
of a system header makes it, say) keeps its parameters; so does every
function and macro that a file named by --keep (a path relative to TREE)
mentions: the pipeline names so the files that did not convert clean.
Only the files of TREE are read and written. Running it again changes
nothing.

Each .c file is parsed by libclang (Debian's python3-clang) against
newlib's headers and the tree's include directories (-I, and every
directory named include under TREE), N at a time: the parse says which
function a name is, what type a parameter has and where each is used;
libclang's tokens give the text to edit, the bodies of macros included.
"""

import argparse
import bisect
import ctypes
import multiprocessing
import os
import sys

import clang.cindex as ci

HERE = os.path.dirname(os.path.realpath(__file__))
# The source tree's, else PREFIX/include/tst once installed in
# PREFIX/share/tst/pipeline.
NEWLIB_INC = os.path.join(os.path.dirname(HERE), "newlib", "include")
if not os.path.isdir(NEWLIB_INC):
    NEWLIB_INC = os.path.join(HERE, "..", "..", "..", "include", "tst")

K = ci.CursorKind

# Attributes whose numbers are 1-based parameter positions.
INDEX_ATTRS = {"format", "__format__", "format_arg", "__format_arg__",
               "nonnull", "__nonnull__", "alloc_size", "__alloc_size__",
               "alloc_align", "__alloc_align__"}

KEYWORDS = {"if", "while", "for", "switch", "return", "sizeof", "do",
            "else", "case", "goto", "typeof", "__typeof__", "_Alignof",
            "__attribute__", "defined"}

OPEN, CLOSE = {"(": ")", "[": "]", "{": "}"}, {")", "]", "}"}

_lib = ci.conf.lib
_lib.clang_getFileLocation.argtypes = [
    ci.SourceLocation, ctypes.POINTER(ci.c_object_p),
    ctypes.POINTER(ctypes.c_uint), ctypes.POINTER(ctypes.c_uint),
    ctypes.POINTER(ctypes.c_uint)]
_lib.clang_getFileLocation.restype = None
_lib.clang_Cursor_isMacroFunctionLike.argtypes = [ci.Cursor]
_lib.clang_Cursor_isMacroFunctionLike.restype = ctypes.c_uint
_lib.clang_Location_isInSystemHeader.argtypes = [ci.SourceLocation]
_lib.clang_Location_isInSystemHeader.restype = ctypes.c_int


class Facts:
    """What the parses of the tree's files say, merged."""

    def __init__(self):
        self.heads = set()      # (key, rel, lp, rp, items, fill)
        self.defs = {}          # key: {(rel, offset)}
        self.params = {}        # key: ([candidate], {index: [use]})
        self.calls = set()      # (key, rel, lp, rp, items)
        self.arity = set()      # (key, number of arguments of a call)
        self.pinned = set()     # keys that keep every parameter
        self.names = {}         # key: its name for describe()
        self.by_name = {}       # name: {keys}
        self.macros = {}        # "#NAME": (rel, [param], body tokens)
        self.made = set()       # (key, name): calls a macro makes
        self.attrs = set()      # (key, rel, start, end, number)
        self.includes = {}      # .c rel: {tree headers it includes}
        self.words = set()      # names the --keep files mention

    def merge(self, o):
        for a in ("heads", "calls", "arity", "pinned", "made", "attrs",
                  "words"):
            getattr(self, a).update(getattr(o, a))
        for a in ("names", "macros", "includes", "params"):
            getattr(self, a).update(getattr(o, a))
        for k, v in o.defs.items():
            self.defs.setdefault(k, set()).update(v)
        for k, v in o.by_name.items():
            self.by_name.setdefault(k, set()).update(v)


# ---- libclang's tokens ------------------------------------------------------

class SourceRangeList(ctypes.Structure):
    """libclang's CXSourceRangeList (python3-clang does not wrap
    clang_getSkippedRanges())."""
    _fields_ = [("count", ctypes.c_uint),
                ("ranges", ctypes.POINTER(ci.SourceRange))]


ci.register_function(ci.conf.lib, ("clang_getSkippedRanges",
                                   [ci.TranslationUnit, ci.File],
                                   ctypes.POINTER(SourceRangeList)), False)
ci.register_function(ci.conf.lib, ("clang_disposeSourceRangeList",
                                   [ctypes.POINTER(SourceRangeList)]), False)


# A CXToken is unsigned int_data[4] and a pointer: its kind, the raw
# encoding of its location, its length, then what libclang keeps.
TOKEN_WORDS = ctypes.sizeof(ci.Token) // ctypes.sizeof(ctypes.c_uint)
TK_IDENTIFIER = ci.TokenKind.IDENTIFIER.value
TK_KEYWORD = ci.TokenKind.KEYWORD.value
TK_COMMENT = ci.TokenKind.COMMENT.value


def lex(tu, name, text):
    """Every token of the file name of the parse tu, whose text is text,
    comments included: (kind, spelling, start, end), the kind a number of
    TokenKind, the offsets in bytes. What each Token's kind, spelling and
    extent say, read from the array clang_tokenize() fills and from the
    text instead of through a Python Token and several calls into
    libclang per token (a parse's files hold thousands): the kind is the
    token's first word, its start the raw encoding of its location less
    that of the file's first byte (the tokens of one file all lie in the
    file's one entry of the source manager), its end the start and its
    length, its spelling that text but for a name the lexer may have
    cleaned (a line joined by a backslash, a trigraph, an escaped
    character: libclang's then) or a text with a NUL byte."""
    f = tu.get_file(name)
    first = ci.SourceLocation.from_offset(tu, f, 0)
    ext = ci.SourceRange.from_locations(
        first, ci.SourceLocation.from_offset(tu, f, len(text)))
    mem = ctypes.POINTER(ci.Token)()
    count = ctypes.c_uint()
    _lib.clang_tokenize(tu, ext, ctypes.byref(mem), ctypes.byref(count))
    n = count.value
    if n < 1:
        return []
    try:
        words = list(ctypes.cast(mem, ctypes.POINTER(
            ctypes.c_uint * (n * TOKEN_WORDS))).contents)
        base = first.int_data
        out = []
        size = len(text)
        for i in range(0, n * TOKEN_WORDS, TOKEN_WORDS):
            kind, s = words[i], words[i + 1] - base
            e = s + words[i + 2]
            if not 0 <= s <= e <= size:
                return None
            b = text[s:e]
            if b"\0" in b or (kind in (TK_IDENTIFIER, TK_KEYWORD) and
                               (b"\\" in b or b"??" in b)):
                try:
                    sp = _lib.clang_getTokenSpelling(
                        tu, mem[i // TOKEN_WORDS])
                except UnicodeDecodeError:
                    sp = None
            else:
                sp = b
            out.append((kind, sp, s, e))
        return out
    finally:
        _lib.clang_disposeTokens(tu, mem, count)


def slow_lex(tu, name, text):
    """lex() through python3-clang's Tokens."""
    f = tu.get_file(name)
    ext = ci.SourceRange.from_locations(
        ci.SourceLocation.from_offset(tu, f, 0),
        ci.SourceLocation.from_offset(tu, f, len(text)))
    out = []
    for t in tu.get_tokens(extent=ext):
        e = t.extent
        try:
            sp = t.spelling
        except UnicodeDecodeError:
            sp = None
        out.append((t.kind.value, sp, e.start.offset, e.end.offset))
    return out


def tokens_of(tu, name, text):
    """lex(), else slow_lex() (a token lies outside the text)."""
    toks = lex(tu, name, text)
    return slow_lex(tu, name, text) if toks is None else toks


def spelled(sp, lenient=False):
    """A spelling of lex() as Token.spelling gives it; one that is not
    UTF-8 raises UnicodeDecodeError as Token.spelling does, or is ""
    when lenient."""
    if isinstance(sp, str):
        return sp
    try:
        if sp is None:
            raise UnicodeDecodeError("utf-8", b"", 0, 1, "not UTF-8")
        return sp.decode("utf8")
    except UnicodeDecodeError:
        if lenient:
            return ""
        raise


def file_tokens(tu, name, text):
    """The tokens of one file of a parse, comments left out:
    (spelling, is an identifier, start, end) with byte offsets."""
    return [(spelled(sp), kind == TK_IDENTIFIER, s, e)
            for kind, sp, s, e in tokens_of(tu, name, text)
            if kind != TK_COMMENT]


# A file's tokens by its real path, with the text they are of: the tree's
# headers come back in most parses of a process, and a text lexes the
# same in each (the same language options: only the -I differ).
TOKENS = {}


def tree_tokens(tu, name, full):
    """file_tokens() of the tree's file full (name in the parse tu),
    lexed once per process for a text."""
    with open(full, "rb") as f:
        text = f.read()
    got = TOKENS.get(full)
    if got is None or got[0] != text:
        got = TOKENS[full] = (text, file_tokens(tu, name, text))
    return got[1]


def match_close(toks, i):
    """Index of the bracket closing toks[i], or None."""
    stack = []
    for j in range(i, len(toks)):
        t = toks[j][0]
        if t in OPEN:
            stack.append(OPEN[t])
        elif t in CLOSE:
            if not stack or stack.pop() != t:
                return None
            if not stack:
                return j
    return None


def split_items(toks, lo, hi):
    """(first, last + 1) token index ranges of the comma-separated items
    between toks[lo] '(' and toks[hi] ')'."""
    items, depth, start = [], 0, lo + 1
    for j in range(lo + 1, hi):
        t = toks[j][0]
        if t in OPEN:
            depth += 1
        elif t in CLOSE:
            depth -= 1
        elif t == "," and depth == 0:
            items.append((start, j))
            start = j + 1
    if start < hi:
        items.append((start, hi))
    return items


def arg_list(toks, lp):
    """The bracketed list opening at toks[lp]: (end of '(', start of ')',
    items as (start, end, end of the comma after it or None), index of
    ')'), or None."""
    rp = match_close(toks, lp)
    if rp is None:
        return None
    items = []
    for a, b in split_items(toks, lp, rp):
        comma = toks[b][3] if b < rp else None
        items.append((toks[a][2], toks[b - 1][3], comma))
    return toks[lp][3], toks[rp][2], tuple(items), rp


def plain_arg(toks, j):
    """(index of the callee's token, argument index) when toks[j] is an
    argument by itself, parentheses around it allowed, of NAME(...)."""
    a, b = j - 1, j + 1
    while a > 0 and b < len(toks) and toks[a][0] == "(" and \
            toks[b][0] == ")" and not toks[a - 1][1]:
        a, b = a - 1, b + 1
    if a < 0 or b >= len(toks):
        return None
    if toks[a][0] not in ("(", ",") or toks[b][0] not in (")", ","):
        return None
    depth, index = 0, 0
    for k in range(a, -1, -1):
        t = toks[k][0]
        if t in CLOSE:
            depth += 1
        elif t in OPEN:
            if depth:
                depth -= 1
                continue
            if t == "(" and k > 0 and toks[k - 1][1] and \
                    toks[k - 1][0] not in KEYWORDS:
                return k - 1, index
            return None
        elif t == "," and depth == 0:
            index += 1
    return None


def is_cleanup_type(t):
    """void (*)(void), through typedefs."""
    t = t.get_canonical()
    if t.kind != ci.TypeKind.POINTER:
        return False
    p = t.get_pointee()
    return p.kind == ci.TypeKind.FUNCTIONPROTO and \
        p.get_result().kind == ci.TypeKind.VOID and \
        not list(p.argument_types()) and not p.is_function_variadic()


# ---- libclang's cursors -----------------------------------------------------

# The kinds of top-level cursors that facts_of() reads.
TOP_KINDS = {k.value for k in (K.MACRO_DEFINITION, K.MACRO_INSTANTIATION,
                               K.FUNCTION_DECL, K.VAR_DECL)}


def visit(parent, keep):
    """The children of parent that keep(child) accepts, in order: the
    visit of Cursor.get_children() without its check, per child, that
    libclang never gives a null cursor."""
    out = []

    def one(child, _parent, _data):
        if keep(child):
            child._tu = parent._tu
            out.append(child)
        return 1  # CXChildVisit_Continue

    _lib.clang_visitChildren(parent, ci.callbacks["cursor_visit"](one), None)
    return out


def children(c):
    return visit(c, lambda child: True)


def top_level(tu):
    """The top-level cursors that facts_of() reads, outside the system
    headers: their kind is read first, from the cursor itself, so the
    thousands of the system headers' macros and declarations cost no
    call into libclang."""
    in_system = _lib.clang_Location_isInSystemHeader
    location = _lib.clang_getCursorLocation
    return visit(tu.cursor, lambda c: c._kind_id in TOP_KINDS and
                 not in_system(location(c)))


# A file name of a parse: its real path. The system headers' names come
# back in every parse of a process.
REALPATH = {}


# ---- one parse --------------------------------------------------------------

class Parse:
    """The facts one .c file's parse gives about the tree's files."""

    def __init__(self, root, incs, rel, facts, index, opts=0):
        self.root, self.rel, self.facts = root, rel, facts
        path = os.path.join(root, rel)
        # newlib's headers count as the system's: what they declare is
        # never the tree's, and facts_of() skips it at the cost of one
        # call per declaration.
        args = ["-x", "c", "-std=gnu11", "-D_GNU_SOURCE",
                "-isystem", NEWLIB_INC] + ["-I" + d for d in incs] + \
            ["-I" + os.path.dirname(path)]
        opts |= ci.TranslationUnit.PARSE_DETAILED_PROCESSING_RECORD
        self.tu = index.parse(path, args, options=opts)
        self.files = {}      # libclang file pointer: rel or None
        self.toks = {}       # rel: tokens
        self.starts = {}     # rel: the tokens' start offsets
        self.callee_at = {}  # (rel, offset): key of a function called
        self.macro_at = {}   # (rel, offset): key of a macro used
        self.callees = set()  # hashes of the references that are callees
        facts.includes[rel] = set()

    def tree_files(self):
        """The files of the tree that the parse read: the file itself and
        what it includes, directly or not."""
        out = {self.rel}

        def one(fp, _stack, _depth, _data):
            rel = self.rel_name(ci.File(fp).name)
            if rel is not None:
                out.add(rel)

        _lib.clang_getInclusions(
            self.tu, ci.callbacks["translation_unit_includes"](one), None)
        return frozenset(out)

    def errors(self):
        return any(d.severity >= ci.Diagnostic.Error
                   for d in self.tu.diagnostics)

    def keep_words(self):
        """The names a file that did not convert mentions."""
        full = os.path.join(self.root, self.rel)
        for t in tree_tokens(self.tu, full, full):
            if t[1]:
                self.facts.words.add(t[0])

    def skipped_words(self):
        """The names in the file's branches the preprocessor skipped here
        (`#if HAVE_NUMA_V2` around main()): the parse sees no call there,
        but the file may be converted for, and built with, the
        configuration that has them, so those names are spared."""
        full = os.path.join(self.root, self.rel)
        f = self.tu.get_file(full)
        lib = ci.conf.lib
        got = lib.clang_getSkippedRanges(self.tu, f)
        if not got:
            return
        try:
            spans = [(r.start.offset, r.end.offset)
                     for r in got.contents.ranges[:got.contents.count]]
        finally:
            lib.clang_disposeSourceRangeList(got)
        if not spans:
            return
        for t in tree_tokens(self.tu, full, full):
            if t[1] and any(s <= t[2] < e for s, e in spans):
                self.facts.words.add(t[0])

    def facts_of(self):
        self.skipped_words()
        here = []
        for c in top_level(self.tu):
            rel, off = self.where(c.location)
            if rel is not None:
                here.append((c, rel, off))
        # Macros first: the functions' bodies use them.
        for c, rel, off in here:
            if c.kind == K.MACRO_DEFINITION:
                self.macro_def(c, rel, off)
            elif c.kind == K.MACRO_INSTANTIATION:
                self.macro_use(c, rel, off)
        for c, rel, off in here:
            if c.kind == K.FUNCTION_DECL:
                self.function(c, rel, off)
            elif c.kind == K.VAR_DECL:
                self.body(c, None)

    # -- where things are

    def rel_of(self, fp):
        """The tree-relative name of a libclang file, None outside."""
        v = ctypes.cast(fp, ctypes.c_void_p).value
        if v in self.files:
            return self.files[v]
        name = ci.File(fp).name
        rel = self.rel_name(name)
        if rel is not None:
            full = os.path.join(self.root, rel)
            self.toks[rel] = tree_tokens(self.tu, name, full)
            self.starts[rel] = [t[2] for t in self.toks[rel]]
            if rel != self.rel:
                self.facts.includes[self.rel].add(rel)
        self.files[v] = rel
        return rel

    def rel_name(self, name):
        """The tree-relative name of a file a parse names, None outside."""
        full = REALPATH.get(name)
        if full is None:
            full = REALPATH[name] = os.path.realpath(name)
        if full.startswith(self.root + "/"):
            return os.path.relpath(full, self.root)
        return None

    def where(self, loc):
        """(rel, offset) of a location in the file's text: a macro's
        argument where it is written, what a macro made at the macro's
        use; (None, 0) outside the tree."""
        f, off = ci.c_object_p(), ctypes.c_uint()
        _lib.clang_getFileLocation(loc, ctypes.byref(f), None, None,
                                   ctypes.byref(off))
        if not f:
            return None, 0
        return self.rel_of(f), off.value

    def tok_at(self, rel, off):
        """Index of the token starting at off in rel, or None."""
        s = self.starts[rel]
        i = bisect.bisect_left(s, off)
        return i if i < len(s) and s[i] == off else None

    def key(self, c):
        """A function's key: its USR, with its file when it is static
        (files may each have their own)."""
        c = c.canonical
        name = c.spelling
        if c.linkage == ci.LinkageKind.INTERNAL:
            rel = self.where(c.location)[0] or "?"
            key = "%s|%s" % (c.get_usr(), rel)
            self.facts.names[key] = ((0, rel, name),
                                     "%s (static, %s)" % (name, rel))
        else:
            key = c.get_usr()
            self.facts.names[key] = ((1, name), name)
        self.facts.by_name.setdefault(name, set()).add(key)
        return key

    # -- functions

    def head(self, key, rel, off, fill):
        """The parameter list after the name at off: the index of its
        ')', or None when the declaration is not plain text."""
        toks = self.toks[rel]
        i = self.tok_at(rel, off)
        if i is None or i + 1 >= len(toks) or toks[i + 1][0] != "(":
            return None
        got = arg_list(toks, i + 1)
        if got is None:
            return None
        self.facts.heads.add((key, rel, got[0], got[1], got[2], fill))
        return got[3]

    def function(self, c, rel, off):
        key = self.key(c)
        close = self.head(key, rel, off, "void")
        if close is None:
            self.facts.pinned.add(key)
        else:
            self.attributes(key, rel, c, close)
        if not c.is_definition():
            return
        self.facts.defs.setdefault(key, set()).add((rel, off))
        params = list(c.get_arguments())
        cand = [is_cleanup_type(p.type) for p in params]
        byhash = {p.hash: n for n, p in enumerate(params) if cand[n]}
        uses = {n: [] for n in byhash.values()}
        self.body(c, (byhash, uses))
        self.facts.params[key] = (cand, uses)

    def attributes(self, key, rel, c, close):
        """Parameter positions that attributes of the declaration name,
        from its start to its ';' or '{'."""
        toks = self.toks[rel]
        start = self.where(c.extent.start)[1]
        j = bisect.bisect_left(self.starts[rel], start)
        end = close
        while end < len(toks) and toks[end][0] not in (";", "{"):
            end += 1
        while j < end:
            if toks[j][0] in INDEX_ATTRS and toks[j + 1][0] == "(":
                shut = match_close(toks, j + 1)
                if shut is None:
                    return
                for t in toks[j + 2:shut]:
                    if t[0].isdigit():
                        self.facts.attrs.add((key, rel, t[2], t[3],
                                              int(t[0])))
                j = shut
            j += 1

    def body(self, top, params):
        """The calls and the uses of functions and of the cleanup
        parameters under top, parents before children."""
        stack = [(ch, top) for ch in children(top)]
        while stack:
            c, parent = stack.pop()
            k = c.kind
            if k == K.CALL_EXPR:
                self.call(c)
            elif k == K.DECL_REF_EXPR:
                self.ref(c, params)
            stack.extend((ch, c) for ch in children(c))

    def call(self, c):
        ref = next(iter(c.get_children()), None)
        while ref is not None and ref.kind in (K.UNEXPOSED_EXPR,
                                               K.PAREN_EXPR):
            ref = next(iter(ref.get_children()), None)
        if ref is None or ref.kind != K.DECL_REF_EXPR:
            return
        fn = ref.referenced
        if fn is None or fn.kind != K.FUNCTION_DECL:
            return
        self.callees.add(ref.hash)
        key = self.key(fn)
        nargs = len(list(c.get_arguments()))
        self.facts.arity.add((key, nargs))
        rel, off = self.where(ref.location)
        if rel is None:
            self.facts.pinned.add(key)
            return
        self.callee_at[(rel, off)] = key
        toks = self.toks[rel]
        i = self.tok_at(rel, off)
        got = None
        if i is not None and toks[i][0] == fn.spelling and \
                i + 1 < len(toks) and toks[i + 1][0] == "(":
            got = arg_list(toks, i + 1)
        if got is not None and len(got[2]) == nargs:
            self.facts.calls.add((key, rel, got[0], got[1], got[2]))
        else:
            self.facts.made.add((key, fn.spelling))

    def ref(self, c, params):
        d = c.referenced
        if d is None:
            return
        if d.kind == K.FUNCTION_DECL:
            if c.hash not in self.callees:
                self.facts.pinned.add(self.key(d))
        elif d.kind == K.PARM_DECL and params and d.hash in params[0]:
            params[1][params[0][d.hash]].append(self.use(c))

    def use(self, c):
        """('pass', callee, index) when the parameter is written as an
        argument by itself of a call or a macro, ('use',) otherwise."""
        rel, off = self.where(c.location)
        i = self.tok_at(rel, off) if rel else None
        if i is None or self.toks[rel][i][0] != c.spelling:
            return ("use",)
        got = plain_arg(self.toks[rel], i)
        if got is None:
            return ("use",)
        at = (rel, self.toks[rel][got[0]][2])
        callee = self.callee_at.get(at) or self.macro_at.get(at)
        return ("pass", callee, got[1]) if callee else ("use",)

    # -- macros

    def macro_def(self, c, rel, off):
        if not _lib.clang_Cursor_isMacroFunctionLike(c):
            return
        key = "#" + c.spelling
        self.facts.names[key] = ((1, c.spelling), c.spelling)
        toks = self.toks[rel]
        i = self.tok_at(rel, off)
        if i is None or i + 1 >= len(toks) or toks[i + 1][0] != "(":
            return
        got = arg_list(toks, i + 1)
        if got is None:
            return
        self.facts.heads.add((key, rel, got[0], got[1], got[2], ""))
        names = [toks[a][0] if b == a + 1 and toks[a][1] else None
                 for a, b in split_items(toks, i + 1, got[3])]
        end = self.where(c.extent.end)[1]
        last = bisect.bisect_left(self.starts[rel], end)
        self.facts.macros[key] = (rel, names,
                                  tuple(toks[got[3] + 1:last]))

    def macro_use(self, c, rel, off):
        key = "#" + c.spelling
        self.macro_at[(rel, off)] = key
        toks = self.toks[rel]
        i = self.tok_at(rel, off)
        if i is None or i + 1 >= len(toks) or toks[i + 1][0] != "(":
            return
        got = arg_list(toks, i + 1)
        if got is None:
            return
        self.facts.calls.add((key, rel, got[0], got[1], got[2]))
        self.facts.arity.add((key, len(got[2])))


# CXTranslationUnit_SingleFileParse (clang-c/Index.h; python3-clang has
# no name for it): the main file alone, its #includes not read.
PARSE_SINGLE_FILE = 0x400


def parse_files(job):
    """A worker: [(rel, the facts of the .c file rel, the tree's files
    its parse read)] for some .c files (keep: only their names)."""
    root, incs, rels, keep = job
    out = []
    index = ci.Index.create()
    for rel in rels:
        facts = Facts()
        # A file that did not convert gives only the names it spells,
        # its own tokens: they do not depend on its headers, so it is
        # parsed without them, at a tenth of the cost.
        if rel in keep:
            Parse(root, incs, rel, facts, index, PARSE_SINGLE_FILE) \
                .keep_words()
            read = frozenset([rel])
        else:
            p = Parse(root, incs, rel, facts, index)
            # A file that does not parse may hide uses: it is kept as it
            # is, with whatever it names.
            if p.errors():
                p.keep_words()
            else:
                p.facts_of()
            read = p.tree_files()
        out.append((rel, facts, read))
        # the headers' tokens serve the next parses, not the file's
        TOKENS.pop(os.path.join(root, rel), None)
    return out


# ---- the tree ---------------------------------------------------------------

# Files per task of a parsing process.
PARSE_CHUNK = 4


class Tree:
    def __init__(self, root, keep=(), incs=None, jobs=1, before=None,
                 changed=()):
        self.root = os.path.realpath(root)
        self.keep = set(keep)
        cfiles, dirs = [], []
        for d, dnames, fnames in os.walk(self.root):
            dnames[:] = sorted(x for x in dnames if x not in (".git", ".svn"))
            for x in dnames:
                if x == "include":
                    dirs.append(os.path.join(d, x))
            for f in sorted(fnames):
                full = os.path.join(d, f)
                if f.endswith(".c") and os.path.isfile(full) \
                        and not os.path.islink(full):
                    cfiles.append(os.path.relpath(full, self.root))
        self.cfiles = cfiles
        self.incs = list(incs or []) + dirs
        self.parsed = self.gather(jobs, before, set(changed))
        # in the order of the files, whatever the number of processes
        self.facts = Facts()
        for rel in cfiles:
            self.facts.merge(self.parsed[rel][0])

    def gather(self, jobs, before, changed):
        """{rel: (the facts of the .c file rel, the tree's files its
        parse read)}: a parse of every .c file but those that the Tree
        before (of the same tree, parsed since then) has as they are now:
        neither they nor a file they read are among the changed ones, and
        they are kept or not as they were."""
        parsed = {}
        for rel in self.cfiles if before else ():
            old = before.parsed.get(rel)
            if old and not old[1] & changed and \
                    (rel in self.keep) == (rel in before.keep):
                parsed[rel] = old
        todo = [rel for rel in self.cfiles if rel not in parsed]
        # small chunks taken by whichever process is free: a few long
        # files do not hold one process while the other waits
        work = [(self.root, self.incs, todo[i:i + PARSE_CHUNK], self.keep)
                for i in range(0, len(todo), PARSE_CHUNK)]
        if jobs > 1 and len(work) > 1:
            ctx = multiprocessing.get_context("fork")
            with ctx.Pool(min(jobs, len(work))) as pool:
                for got in pool.imap_unordered(parse_files, work):
                    parsed.update((rel, (f, r)) for rel, f, r in got)
        else:
            for w in work:
                parsed.update((rel, (f, r)) for rel, f, r in parse_files(w))
        return parsed

    def resolve(self, name, rel):
        """The key a name in a macro's body means: a macro of the tree,
        else the one function of that name (the static one of the
        macro's own file first)."""
        if "#" + name in self.facts.macros:
            return "#" + name
        keys = self.facts.by_name.get(name, ())
        mine = [k for k in keys if k.endswith("|" + rel)]
        if len(mine) == 1:
            return mine[0]
        glob = [k for k in keys if "|" not in k]
        return glob[0] if len(glob) == 1 else None

    def macro_facts(self):
        """Uses of the macros' parameters, the calls their bodies make
        and the names they use other than by calling them."""
        fx = self.facts
        for key, (rel, names, body) in fx.macros.items():
            uses = {}
            for n, name in enumerate(names):
                if name is None:
                    continue
                u = []
                for j, t in enumerate(body):
                    if t[0] != name:
                        continue
                    got = plain_arg(body, j)
                    callee = self.resolve(body[got[0]][0], rel) \
                        if got else None
                    u.append(("pass", callee, got[1]) if callee
                             else ("use",))
                if u:
                    uses[n] = u
            fx.params[key] = ([n in uses for n in range(len(names))],
                              uses)
            for j, t in enumerate(body):
                if not t[1] or t[0] in names:
                    continue
                callee = self.resolve(t[0], rel)
                if callee is None:
                    continue
                if j + 1 < len(body) and body[j + 1][0] == "(":
                    got = arg_list(body, j + 1)
                    if got is not None:
                        fx.calls.add((callee, rel, got[0], got[1], got[2]))
                        fx.arity.add((callee, len(got[2])))
                        continue
                fx.pinned.add(callee)

    def pinned(self):
        fx = self.facts
        pinned = set(fx.pinned)
        pinned |= {k for k, locs in fx.defs.items() if len(locs) > 1}
        for name in fx.words:
            pinned |= fx.by_name.get(name, set())
            pinned.add("#" + name)
        # A call a macro makes is changed through the macro's body: one
        # that no body of the tree spells is not ours to change.
        spelled = {t[0] for _, _, body in fx.macros.values() for t in body}
        pinned |= {k for k, name in fx.made if name not in spelled}
        return pinned

    def decide(self):
        """{key: set of parameter indexes to drop}."""
        self.macro_facts()
        fx = self.facts
        pinned = self.pinned()
        attr = {}
        for key, _, _, _, num in fx.attrs:
            attr.setdefault(key, set()).add(num)
        uses, drop = {}, set()
        for key, (cand, u) in fx.params.items():
            if key in pinned:
                continue
            for n, ok in enumerate(cand):
                if ok and n + 1 not in attr.get(key, ()):
                    uses[(key, n)] = u.get(n, [])
                    drop.add((key, n))
        for key, nargs in fx.arity:
            if any(k == key and n >= nargs for k, n in drop):
                drop = {(k, n) for k, n in drop if k != key}
        changed = True
        while changed:
            changed = False
            for c in sorted(drop):
                if any(u[0] == "use" or (u[1], u[2]) not in drop
                       for u in uses[c]):
                    drop.discard(c)
                    changed = True
        out = {}
        for key, n in drop:
            out.setdefault(key, set()).add(n)
        return out

    def edits(self, decision):
        """{rel: {(start, end, text)}}."""
        fx, out = self.facts, {}
        for key, rel, lp, rp, items, fill in fx.heads:
            if key in decision:
                out.setdefault(rel, set()).update(
                    remove_items(lp, rp, items, decision[key], fill))
        for key, rel, lp, rp, items in fx.calls:
            if key in decision:
                out.setdefault(rel, set()).update(
                    remove_items(lp, rp, items, decision[key], ""))
        for key, rel, s, e, v in fx.attrs:
            if key in decision and v:
                new = v - sum(1 for d in decision[key] if d < v - 1)
                if new != v:
                    out.setdefault(rel, set()).add((s, e, str(new).encode()))
        return out

    def apply(self, decision, write=True):
        """Edits the files; returns {rel: (number of edits, the text
        before)} of those that changed."""
        done = {}
        for rel, edits in sorted(self.edits(decision).items()):
            path = os.path.join(self.root, rel)
            with open(path, "rb") as f:
                text = f.read()
            new = splice(text, edits)
            if new == text:
                continue
            done[rel] = (len(edits), text)
            if write:
                atomic_write(path, new)
        return done

    def affected(self, done):
        """The .c files whose text, or a header they include, changed."""
        return sorted(rel for rel, hs in self.facts.includes.items()
                      if rel in done or hs & set(done))


def atomic_write(path, data):
    sys.path.insert(0, HERE)
    import fsutil
    fsutil.atomic_write(path, data)


def remove_items(lp, rp, items, idx, fill):
    """Edits dropping the items idx of a list; fill replaces a list left
    empty."""
    keep = [k for k in range(len(items)) if k not in idx]
    if len(keep) == len(items):
        return []
    if not keep:
        return [(lp, rp, fill.encode())]
    edits = []
    for s, e in runs(sorted(k for k in idx if k < len(items))):
        if s == 0:
            # "(X, b": up to b, which moves up to the parenthesis.
            edits.append((items[0][0], items[e + 1][0], b""))
        elif e + 1 == len(items):
            # "a, X)": from the end of a.
            edits.append((items[s - 1][1], items[e][1], b""))
        else:
            # "a, X, b": after a's comma up to and with X's, so that b
            # keeps its place, on its own line when it was.
            edits.append((items[s - 1][2], items[e][2], b""))
    return edits


def runs(ks):
    """The (first, last) of each run of consecutive numbers of ks."""
    out = []
    for k in ks:
        if out and out[-1][1] == k - 1:
            out[-1] = (out[-1][0], k)
        else:
            out.append((k, k))
    return out


def splice(text, edits):
    """Applies the edits from the end; one inside another is left out."""
    kept = []
    for e in sorted(edits, key=lambda e: (e[0], -e[1])):
        if kept and e[0] < kept[-1][1]:
            continue
        kept.append(e)
    for s, e, r in reversed(kept):
        text = text[:s] + r + text[e:]
    return text


def describe(decision, names):
    """A line per function or macro: the static ones first, by file."""
    lines = []
    for key in sorted(decision, key=lambda k: names[k][0]):
        lines.append("%s: parameter %s" % (
            names[key][1],
            ", ".join(str(n + 1) for n in sorted(decision[key]))))
    return lines


def drop_params(root, keep=(), incs=None, jobs=1, write=True, before=None,
                changed=()):
    """Drops the unused cleanup parameters of the tree at root; returns
    (the Tree, the decision, {rel: (edits, text before)}). before: a Tree
    of the same root whose parses still hold but for the changed files
    and the files that read them."""
    tree = Tree(root, keep, incs, jobs, before, changed)
    decision = tree.decide()
    return tree, decision, tree.apply(decision, write)


# ---- stages 5 and 6 of the pipeline -----------------------------------------

def drop(ctx):
    """Drops the parameters over the mirror, sparing what the files that
    are not clean use, then checks again the files whose text or whose
    headers changed. A file that fails that check gets its original back
    and joins the spared, and the drop is done again from where it
    started. Returns the headers edited and the log lines."""
    from check import check
    checked = {rel: r.check for rel, r in ctx.files.items()}
    tree, failed = None, []
    while True:
        keep = [rel for rel, r in ctx.files.items() if not r.clean()]
        if tree is None:
            ctx.say("dropparams: parsing %d file(s) (%d not clean, spared)"
                    % (len(ctx.files), len(keep)))
        else:
            ctx.say("dropparams: again, %d file(s) failed (%d not clean, "
                    "spared)" % (len(failed), len(keep)))
        # again: the text is that of the parse before but for the files
        # that failed (their originals now): only they and the files
        # that read them are parsed again
        tree, decision, done = drop_params(ctx.out, keep, jobs=ctx.jobs,
                                           before=tree, changed=failed)
        if not done:
            return [], ["-- dropped parameters: 0 function(s) and "
                        "macro(s), 0 file(s) edited\n"]
        again = [rel for rel in tree.affected(done)
                 if rel in ctx.files and ctx.files[rel].check is not None
                 and ctx.files[rel].state != "failed"]
        failed = check(ctx, again, "check after dropparams")
        if not failed:
            break
        # Back to the text before the drop, and its verdict, but for the
        # files that failed: they have their originals now.
        for rel, (_, text) in done.items():
            if rel not in failed:
                atomic_write(os.path.join(ctx.out, rel), text)
        for rel in again:
            if rel not in failed:
                ctx.files[rel].check = checked[rel]
    lines = ["-- dropped parameters: %d function(s) and macro(s), "
             "%d file(s) edited\n" % (len(decision), len(done))]
    lines += ["  %s\n" % x for x in describe(decision, tree.facts.names)]
    return sorted(r for r in done if r.endswith(".h")), lines


def main(argv):
    ap = argparse.ArgumentParser(
        prog="dropparams.py", description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("tree", metavar="TREE")
    ap.add_argument("--dry-run", action="store_true",
                    help="say what would go, change nothing")
    ap.add_argument("--keep", action="append", default=[], metavar="FILE",
                    help="a file (relative to TREE) whose functions keep "
                    "their parameters")
    ap.add_argument("-I", action="append", default=[], dest="incs",
                    metavar="DIR", help="an include directory of the tests")
    ap.add_argument("-j", type=int, default=1, dest="jobs", metavar="N",
                    help="files parsed at once (default 1)")
    a = ap.parse_args(argv[1:])
    if a.jobs < 1:
        ap.error("-j needs a number >= 1, not %d" % a.jobs)
    if not os.path.isdir(a.tree):
        ap.error("TREE '%s' is not a directory" % a.tree)
    tree, decision, done = drop_params(a.tree, a.keep, a.incs, a.jobs,
                                       not a.dry_run)
    for line in describe(decision, tree.facts.names):
        print("dropped: " + line)
    for rel in sorted(done):
        print("edited: %s (%d)" % (rel, done[rel][0]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
