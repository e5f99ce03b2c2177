"""The tree's helpers: files of the tree that its C files #include (a
local header, a "../utils/common.c") and that use the old API, not the
suite's own library (the directories beside its old-API headers, which
newlib and oldlib-compat stand in for). tst-convert --scan names them
per file ("helpers"); they convert with the files that include them, in
the mirror, so that a converted test compiles against a converted helper
rather than keep an old one.

- A helper header converts by the semantic patches alone, with the files
  on their way (stage 3): it rarely parses on its own (it takes errno and
  tst_resm() from whoever includes it first), and the check of the files
  that include it is its check.
- A helper that is a C file of the tree goes through every stage as the
  other C files do, told it is included (--included: no main(), no
  TST_NO_DEFAULT_MAIN that would take its includer's away), and is
  checked before the files that include it.
- A header that none of its includers needs (none came out as new-API
  code: converted or needs-review) gets its original back: a conversion
  nobody compiled is not offered.

Both sides keep building. The legacy side builds from SRC, untouched. In
OUT a file that did not convert is its original and is not built on the
converted side, even when a helper it includes was converted. In place
(--in-place), a converted helper replaces its original only when every
file including it converted clean; otherwise it stays as it was, and so
do the clean files that include it (they need it converted), each named.
"""

import os

from fsutil import read_bytes
from vocab import NEW_API_STATES, TODO_MARK


class Helpers:
    """The helpers of a tree and the C files that include each one."""

    def __init__(self, ctx, scanned):
        self.ctx = ctx
        self.users = {}
        top = ctx.src + os.sep
        for rel, rec in scanned.items():
            for path in rec.get("helpers") or ():
                if not path.startswith(top):
                    continue
                h = os.path.relpath(path, ctx.src)
                if h != rel:
                    self.users.setdefault(h, set()).add(rel)
        cfiles = set(ctx.walk.cfiles)
        self.cfiles = sorted(h for h in self.users if h in cfiles)
        self.headers = sorted(h for h in self.users if h not in cfiles)
        self.notes = {}

    def passes_args(self):
        """tst-convert's arguments that say which C files are included."""
        args = []
        for h in self.cfiles:
            args += ["--included", h]
        return args

    def check_order(self, rels):
        """rels with the included C files first: the files that include
        one are checked against its final text (its original, when it
        failed)."""
        first = [r for r in rels if r in self.users]
        return first, [r for r in rels if r not in self.users]

    def cocci_failed(self, rel, why):
        self.notes[rel] = "the semantic patches failed on it: %s" % why

    def changed(self, rel):
        return _bytes_or_none(os.path.join(self.ctx.src, rel)) != \
            _bytes_or_none(os.path.join(self.ctx.out, rel))

    def settle(self):
        """After the check: a converted header that no file of the new
        API includes gets its original back."""
        for h in self.headers:
            if h in self.notes or not self.changed(h):
                continue
            if not any(self.new_api(u) for u in self.users[h]):
                self.ctx.restore(h)
                self.notes[h] = ("none of the %d file(s) including it "
                                 "converted: kept as it was"
                                 % len(self.users[h]))

    def new_api(self, rel):
        r = self.ctx.files.get(rel)
        return r is not None and r.state in NEW_API_STATES

    def clean(self, rel):
        r = self.ctx.files.get(rel)
        return r is not None and r.clean()

    def converted(self):
        """The helper headers whose text in OUT is their conversion."""
        return [h for h in self.headers if self.changed(h)]

    def todos(self, h):
        """The TODO(convert) markers in helper h's text in OUT: its
        includers' check does not count them (a header is not checked on
        its own), so they are told here."""
        text = _bytes_or_none(os.path.join(self.ctx.out, h)) or b""
        return text.count(TODO_MARK.encode())

    def records(self):
        """inventory.json's "helpers": one record per helper header (the
        included C files have records of their own among the files),
        with its TODO markers, which no file's record counts."""
        out = []
        for h in self.headers:
            changed = self.changed(h)
            out.append({"path": h, "converted": changed,
                        "todos": self.todos(h) if changed else 0,
                        "includers": sorted(self.users[h]),
                        "note": self.what(h)})
        return out

    def changed_cfiles(self):
        """The included C files whose text in OUT differs from SRC's."""
        return [h for h in self.cfiles if self.changed(h)]

    def blocked(self):
        """{converted helper (header or C file): its includers that are
        not clean}, for the helpers that cannot replace their originals."""
        out = {}
        for h in self.headers + self.cfiles:
            if not self.changed(h):
                continue
            bad = sorted(u for u in self.users[h] if not self.clean(u))
            if bad:
                out[h] = bad
        return out

    def held_back(self, blocked):
        """{clean file: the blocked helpers it includes}, from blocked()'s
        answer: in place, these stay as they were with them."""
        out = {}
        for h in blocked:
            for u in self.users[h]:
                if self.clean(u):
                    out.setdefault(u, []).append(h)
        return out

    def log(self):
        """conversion.log's section on the helpers."""
        if not self.users:
            return []
        lines = ["-- helpers: %d file(s) the tree's C files include, with "
                 "old API (%d header(s), %d C file(s))\n"
                 % (len(self.users), len(self.headers), len(self.cfiles))]
        for h in sorted(self.users):
            users = self.users[h]
            n_clean = sum(1 for u in users if self.clean(u))
            what = self.what(h)
            lines.append("  %s: %s; included by %d file(s), %d clean\n"
                         % (h, what, len(users), n_clean))
        return lines


    def what(self, h):
        """What became of helper h, in a few words."""
        r = self.ctx.files.get(h)
        if h in self.notes:
            return self.notes[h]
        if r is not None and r.state == "failed":
            rec = r.record(self.ctx.path_map)
            return "failed, its includers see its original: %s" % (
                rec.get("reason") or "no reason given")
        if self.changed(h):
            n = self.todos(h)
            if n:
                return ("converted with the files that include it, %d "
                        "TODO(convert) marker(s) left in it to review" % n)
            return "converted with the files that include it"
        return "unchanged: the semantic patches found nothing to rewrite"


def _bytes_or_none(path):
    """A file's bytes, or None when it cannot be read: such a file
    differs from one that can, not from another that cannot."""
    try:
        return read_bytes(path)
    except OSError:
        return None
