#!/usr/bin/python3
"""dropparams: drop the cleanup parameters a converted tree no longer uses.

Usage: dropparams.py [--dry-run] [--keep FILE]... TREE

Legacy helpers take the test's cleanup function, `void (*cleanup)(void)`,
only to hand it to tst_brkm() and the SAFE_*() macros; once those are
converted the parameter is unused. Over the whole tree (its .c and .h
files) this finds every function parameter of type `void (*)(void)` whose
only uses left are being passed on, as a plain argument, to another such
parameter that is dropped too (the greatest set closed that way), and
removes it from the definition, from every prototype, from every
function-like macro that only forwards it, and the matching argument from
every call. A function whose name is used other than in a call (its
address taken), that has several definitions, or that is called with too
few arguments keeps its parameters; so does every function and macro
that a file named by --keep (a path relative to TREE) defines, declares
or calls: convert-tree names so the files that did not convert clean.
Only the files of TREE are read and written. Running it again changes
nothing.

The files are read with a C lexer (comments, strings, character
constants, preprocessor lines, macro bodies) and bracket matching; the
preprocessor is not run, so a function is matched by name: static
functions by file and name, the others by name.
"""

import os
import re
import sys

TOKEN = re.compile(r"""
    (?P<ws>[ \t\r\f\v]+|\\\n)
  | (?P<nl>\n)
  | (?P<comment>/\*.*?\*/|//[^\n]*)
  | (?P<string>"(?:\\.|[^"\\\n])*")
  | (?P<char>'(?:\\.|[^'\\\n])*')
  | (?P<ident>[A-Za-z_]\w*)
  | (?P<number>\.?\d(?:[eEpP][+-]|[\w.])*)
  | (?P<punct>->|\+\+|--|<<=|>>=|<<|>>|<=|>=|==|!=|&&|\|\||\.\.\.|
              [-+*/%&|^!=<>]=|\#\#|[{}()\[\];,.:?~*&+\-/%<>=!^|\#])
  | (?P<other>.)
""", re.S | re.X)

# Attributes whose numbers are 1-based parameter positions.
INDEX_ATTRS = {"format", "__format__", "format_arg", "__format_arg__",
               "nonnull", "__nonnull__", "alloc_size", "__alloc_size__",
               "alloc_align", "__alloc_align__"}

KEYWORDS = {"if", "while", "for", "switch", "return", "sizeof", "do",
            "else", "case", "goto", "typeof", "__typeof__", "_Alignof",
            "__attribute__", "defined"}


class Tok:
    __slots__ = ("kind", "text", "start", "end")

    def __init__(self, kind, text, start, end):
        self.kind, self.text, self.start, self.end = kind, text, start, end


def lex(text, base=0, path="?", pp=True):
    """Tokens of text (offsets from base); unless pp is False, a
    preprocessor line is one token of kind 'pp' (continuations
    included)."""
    toks, pos, bol = [], 0, True
    while pos < len(text):
        m = TOKEN.match(text, pos)
        if not m:
            line = text.count("\n", 0, pos) + 1
            raise ValueError("%s:%d: cannot read %r" %
                             (path, line, text[pos:pos + 10]))
        kind = m.lastgroup
        if pp and kind == "punct" and m.group() == "#" and bol:
            end = pp_end(text, pos)
            toks.append(Tok("pp", text[pos:end], base + pos, base + end))
            pos = end
            continue
        if kind == "nl":
            bol = True
        elif kind not in ("ws", "comment"):
            bol = False
            toks.append(Tok(kind, m.group(), base + pos, base + m.end()))
        pos = m.end()
    return toks


def pp_end(text, pos):
    """End of the preprocessor line at pos: continuations and comments
    spanning lines are part of it."""
    while pos < len(text):
        c = text[pos]
        if c == "\\" and text.startswith("\n", pos + 1):
            pos += 2
        elif text.startswith("/*", pos):
            e = text.find("*/", pos + 2)
            pos = len(text) if e < 0 else e + 2
        elif c in "\"'":
            m = TOKEN.match(text, pos)
            pos = m.end() if m else pos + 1
        elif c == "\n":
            return pos
        else:
            pos += 1
    return pos


def match_close(toks, i):
    """Index of the bracket closing toks[i]."""
    pairs = {"(": ")", "[": "]", "{": "}"}
    stack = []
    for j in range(i, len(toks)):
        t = toks[j].text if toks[j].kind == "punct" else None
        if t in pairs:
            stack.append(pairs[t])
        elif t in (")", "]", "}"):
            if not stack or stack.pop() != t:
                raise ValueError("unbalanced '%s'" % t)
            if not stack:
                return j
    raise ValueError("'%s' never closed" % toks[i].text)


def split_args(toks, lo, hi):
    """(start, end) token index ranges of the comma-separated items
    between toks[lo] '(' and toks[hi] ')'."""
    items, depth, start = [], 0, lo + 1
    for j in range(lo + 1, hi):
        t = toks[j].text if toks[j].kind == "punct" else None
        if t in ("(", "[", "{"):
            depth += 1
        elif t in (")", "]", "}"):
            depth -= 1
        elif t == "," and depth == 0:
            items.append((start, j))
            start = j + 1
    if start < hi:
        items.append((start, hi))
    return items


def cleanup_param_name(ptoks):
    """The name of a `void (*NAME)(void)` parameter, else None."""
    texts = [t.text for t in ptoks]
    if texts[:1] == ["void"] and texts[1:] and texts[1:3] == ["(", "*"] \
            and len(texts) == 8 and texts[4:] == [")", "(", "void", ")"] \
            and ptoks[3].kind == "ident":
        return texts[3]
    return None


class Func:
    """A function definition or a function-like macro."""

    def __init__(self, key, path, kind, params, body):
        self.key, self.path, self.kind = key, path, kind
        self.params = params  # names, None for a parameter never dropped
        self.body = body      # tokens


class File:
    def __init__(self, path, rel):
        self.path, self.rel = path, rel
        with open(path, encoding="utf-8", errors="surrogateescape") as f:
            self.text = f.read()
        self.toks = lex(self.text, 0, rel)
        self.statics = set()
        self.heads = []    # (name, tokens, lparen, rparen, fill): defs,
        #                    prototypes, macros; fill for an empty list
        self.calls = []    # (name, tokens, lparen, rparen)
        self.refs = []     # names used other than by a call
        self.attrs = []    # (name, number tokens): parameter positions
        self.funcs = []    # Func
        self.parse()

    def parse(self):
        self.scan(self.toks, 0, top=True)
        for t in self.toks:
            if t.kind == "pp":
                self.macro(t)

    def macro(self, t):
        m = re.match(r"#\s*define\s+([A-Za-z_]\w*)\(", t.text)
        if not m:
            return
        toks = lex(t.text, t.start, self.rel, pp=False)
        lp = next(i for i, x in enumerate(toks) if x.text == "(")
        rp = match_close(toks, lp)
        params = [toks[a].text if b == a + 1 and toks[a].kind == "ident"
                  else None for a, b in split_args(toks, lp, rp)]
        body = toks[rp + 1:]
        self.heads.append((m.group(1), toks, lp, rp, ""))
        self.scan(body, 0, top=False, all_toks=toks, off=rp + 1)
        self.funcs.append(Func(m.group(1), self.rel, "macro", params, body))

    def scan(self, toks, i, top, all_toks=None, off=0):
        """Finds definitions and prototypes (at the top level), calls and
        other uses of names in toks."""
        all_toks = toks if all_toks is None else all_toks
        n = len(toks)
        depth = 0
        stmt_start = 0
        while i < n:
            t = toks[i]
            if t.kind == "punct" and t.text in ("{", "}"):
                depth += 1 if t.text == "{" else -1
                if depth == 0:
                    stmt_start = i + 1
            elif t.kind == "punct" and t.text == ";" and depth == 0:
                stmt_start = i + 1
            if t.kind != "ident" or t.text in KEYWORDS:
                i += 1
                continue
            nxt = toks[i + 1] if i + 1 < n else None
            if nxt is None or nxt.text != "(":
                self.refs.append(t.text)
                i += 1
                continue
            rp = match_close(toks, i + 1)
            if top and depth == 0:
                i = self.top_decl(toks, stmt_start, i, rp)
                if toks[i - 1].text == "}":
                    stmt_start = i
                continue
            self.calls.append((t.text, all_toks, off + i + 1, off + rp))
            i += 1

    def top_decl(self, toks, start, i, rp):
        """A name followed by (...) at the top level: a definition, a
        prototype, or something else (a macro call, an attribute)."""
        name = toks[i].text
        after = toks[rp + 1] if rp + 1 < len(toks) else None
        prev = toks[i - 1] if i > 0 else None
        is_decl = prev is not None and (prev.kind == "ident" or
                                        prev.text == "*")
        if any(t.text == "static" for t in toks[start:i]):
            self.statics.add(name)
        if not is_decl or any(t.text == "=" for t in toks[start:i]):
            self.calls.append((name, toks, i + 1, rp))
            return i + 1
        self.heads.append((name, toks, i + 1, rp, "void"))
        self.attrs.append((name, index_numbers(toks, start, i, rp)))
        if after is not None and after.text == "{":
            end = match_close(toks, rp + 1)
            params = [cleanup_param_name(toks[a:b])
                      for a, b in split_args(toks, i + 1, rp)]
            self.funcs.append(Func(name, self.rel, "func", params,
                                   toks[rp + 2:end]))
            self.scan(toks[rp + 2:end], 0, top=False, all_toks=toks,
                      off=rp + 2)
            return end + 1
        return rp + 1

    def key(self, name):
        return (self.rel, name) if name in self.statics else name


def index_numbers(toks, start, i, rp):
    """The number tokens of the parameter-position attributes of the
    declaration toks[start:] whose name is toks[i] and whose parameter
    list closes at toks[rp]."""
    end = rp + 1
    while end < len(toks) and toks[end].text not in (";", "{"):
        end += 1
    nums = []
    for lo, hi in ((start, i), (rp + 1, end)):
        j = lo
        while j < hi:
            if toks[j].text in INDEX_ATTRS and j + 1 < hi \
                    and toks[j + 1].text == "(":
                close = match_close(toks, j + 1)
                nums += [t for t in toks[j + 2:close]
                         if t.kind == "number" and t.text.isdigit()]
                j = close
            j += 1
    return nums


def param_uses(func, name, resolve):
    """The uses of parameter name in func's body: ('pass', key, index)
    when passed on as a plain argument, ('use',) otherwise."""
    uses = []
    body = func.body
    for j, t in enumerate(body):
        if t.kind != "ident" or t.text != name:
            continue
        uses.append(plain_arg(body, j, resolve) or ("use",))
    return uses


def plain_arg(body, j, resolve):
    """('pass', callee, index) when body[j] is an argument by itself,
    parentheses around it allowed."""
    lo, hi = j - 1, j + 1
    while lo >= 0 and hi < len(body) and body[lo].text == "(" \
            and body[hi].text == ")" and not (
                lo > 0 and body[lo - 1].kind == "ident"):
        lo, hi = lo - 1, hi + 1
    if lo < 0 or hi >= len(body):
        return None
    if body[lo].text not in ("(", ",") or body[hi].text not in (")", ","):
        return None
    # Find the call's '(' and count the commas before the argument.
    depth, index = 0, 0
    for k in range(lo, -1, -1):
        x = body[k].text if body[k].kind == "punct" else None
        if x in (")", "]", "}"):
            depth += 1
        elif x in ("(", "[", "{"):
            if depth == 0:
                if x == "(" and k > 0 and body[k - 1].kind == "ident" \
                        and body[k - 1].text not in KEYWORDS:
                    return ("pass", resolve(body[k - 1].text), index)
                return None
            depth -= 1
        elif x == "," and depth == 0:
            index += 1
    return None


class Tree:
    def __init__(self, root, keep=()):
        self.root = root
        self.files = []
        for d, dnames, fnames in os.walk(root):
            dnames[:] = sorted(x for x in dnames if x not in (".git", ".svn"))
            for f in sorted(fnames):
                full = os.path.join(d, f)
                if f.endswith((".c", ".h")) and os.path.isfile(full) \
                        and not os.path.islink(full):
                    rel = os.path.relpath(full, root)
                    self.files.append(File(full, rel))
        self.keep = set(keep)

    def decide(self):
        """{key: set of parameter indexes to drop}."""
        funcs, pinned = {}, set()
        for f in self.files:
            for fn in f.funcs:
                key = f.key(fn.key) if fn.kind == "func" else fn.key
                if key in funcs:
                    pinned.add(key)
                funcs[key] = (f, fn)
        for f in self.files:
            names = list(f.refs)
            if f.rel in self.keep:
                names += [h[0] for h in f.heads] + [c[0] for c in f.calls]
            for name in names:
                pinned.add(f.key(name))
                pinned.add(name)
        attr_refs = {}
        for f in self.files:
            for name, nums in f.attrs:
                attr_refs.setdefault(f.key(name), set()).update(
                    int(t.text) for t in nums)
        uses, drop = {}, set()
        for key, (f, fn) in funcs.items():
            if key in pinned:
                continue
            for n, p in enumerate(fn.params):
                if p is None or n + 1 in attr_refs.get(key, ()):
                    continue
                u = param_uses(fn, p, f.key)
                if fn.kind == "macro" and not u:
                    continue
                uses[(key, n)] = u
                drop.add((key, n))
        self.short_calls(drop)
        changed = True
        while changed:
            changed = False
            for c in sorted(drop, key=str):
                if any(u[0] == "use" or (u[1], u[2]) not in drop
                       for u in uses[c]):
                    drop.discard(c)
                    changed = True
        out = {}
        for key, n in drop:
            out.setdefault(key, set()).add(n)
        return out

    def short_calls(self, drop):
        """A call with too few arguments for a dropped index (a variadic
        use, a mismatch) keeps every parameter of that callee."""
        for f in self.files:
            for name, toks, lp, rp in f.calls:
                key = f.key(name)
                nargs = len(split_args(toks, lp, rp))
                if any(c[0] == key and c[1] >= nargs for c in drop):
                    drop.difference_update({c for c in drop if c[0] == key})

    def apply(self, decision, write=True):
        """Edits every file; returns {rel: number of edits}."""
        done = {}
        for f in self.files:
            edits = []
            for name, toks, lp, rp, fill in f.heads:
                idx = decision.get(f.key(name))
                if idx:
                    edits += remove_items(toks, lp, rp, idx, fill)
            for name, nums in f.attrs:
                idx = decision.get(f.key(name))
                for t in nums if idx else ():
                    v = int(t.text)
                    new = v - sum(1 for d in idx if d < v - 1) if v else 0
                    if new != v:
                        edits.append((t.start, t.end, str(new)))
            for name, toks, lp, rp in f.calls:
                idx = decision.get(f.key(name))
                if idx:
                    edits += remove_items(toks, lp, rp, idx, "")
            if not edits:
                continue
            text = splice(f.text, edits)
            done[f.rel] = len(edits)
            if write and text != f.text:
                with open(f.path, "w", encoding="utf-8",
                          errors="surrogateescape") as out:
                    out.write(text)
        return done


def remove_items(toks, lp, rp, idx, fill):
    """(start, end, replacement) edits dropping the items idx of the list
    between toks[lp] and toks[rp]; fill replaces an emptied list."""
    items = split_args(toks, lp, rp)
    keep = [k for k in range(len(items)) if k not in idx]
    if len(keep) == len(items):
        return []
    if not keep:
        return [(toks[lp].end, toks[rp].start, fill)]
    edits = []
    for s, e in runs(sorted(k for k in idx if k < len(items))):
        if s == 0:
            # "(X, b": up to b, which moves up to the parenthesis.
            edits.append((toks[items[0][0]].start,
                          toks[items[e + 1][0]].start, ""))
        elif e + 1 == len(items):
            # "a, X)": from the end of a.
            edits.append((toks[items[s - 1][1] - 1].end,
                          toks[items[e][1] - 1].end, ""))
        else:
            # "a, X, b": after a's comma up to and with X's, so that b
            # keeps its place, on its own line when it was.
            edits.append((toks[items[s - 1][1]].end,
                          toks[items[e][1]].end, ""))
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
    """Applies edits from the end; an edit inside another is dropped, so
    is a repeat."""
    edits = sorted(set(edits), key=lambda e: (e[0], -e[1]))
    kept = []
    for e in edits:
        if kept and e[0] < kept[-1][1]:
            continue
        kept.append(e)
    for s, e, r in reversed(kept):
        text = text[:s] + r + text[e:]
    return text


def drop_params(root, keep=(), write=True):
    """Drops the unused cleanup parameters of the tree at root; returns
    (decision, {rel: edits})."""
    tree = Tree(root, keep)
    decision = tree.decide()
    return decision, tree.apply(decision, write)


def describe(decision):
    lines = []
    for key in sorted(decision, key=str):
        name = key if isinstance(key, str) else "%s (static, %s)" % (
            key[1], key[0])
        lines.append("%s: parameter %s" % (
            name, ", ".join(str(n + 1) for n in sorted(decision[key]))))
    return lines


def main(argv):
    args, keep, write = argv[1:], [], True
    while args and args[0].startswith("--"):
        if args[0] == "--dry-run":
            write = False
            args = args[1:]
        elif args[0] == "--keep" and len(args) > 1:
            keep.append(args[1])
            args = args[2:]
        else:
            sys.stderr.write("dropparams: unknown option '%s'\n" % args[0])
            return 2
    if len(args) != 1 or not os.path.isdir(args[0]):
        sys.stderr.write("usage: dropparams.py [--dry-run] [--keep FILE]... "
                         "TREE\n")
        return 2
    try:
        decision, done = drop_params(args[0], keep, write)
    except ValueError as e:
        sys.stderr.write("dropparams: %s\n" % e)
        return 2
    for line in describe(decision):
        print("dropped: " + line)
    for rel in sorted(done):
        print("edited: %s (%d)" % (rel, done[rel]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
