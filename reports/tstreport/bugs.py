"""Bugs found: commits of a kernel's git log that credit the test suite.

A commit counts when its message has
    reported-by  a Reported-by: line naming the suite,
    found-by     "found by" followed, within the sentence, by the suite name,
    test         the name of one of the suite's tests (from the inventory:
                 the file name without ".c", when it has a digit and at least
                 five characters, so that "open" or "dup" do not match
                 every other commit),
    mention      or else just the suite's name as a word.
The kinds are decided on word boundaries. Without test names git's --grep
picks the commits naming the suite; with them every message is read once
(git would try each of a thousand names on every line): a cheap look at
the bytes (the suite's name as a substring, the message's words looked up
in the set of names) first, the regular expressions only for the few that
pass. --kernel-since limits the history read (e.g. "2016-01-01").
"""

import os
import re

from . import InputError

SEP_FIELD = "\x1f"
SEP_COMMIT = b"\x1e"

# bytes of a word of a test name; every other byte separates words
_WORD = set(b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_")
SPLIT_TABLE = bytes(c if c in _WORD else 0x20 for c in range(256))


def test_names(inventory):
    names = set()
    for f in (inventory or {}).get("files", []):
        base = os.path.basename(f["path"])
        if base.endswith(".c"):
            base = base[:-2]
        if len(base) >= 5 and re.search(r"\d", base) and \
                re.fullmatch(r"[\w-]+", base):
            names.add(base)
    return sorted(names)


def suite_names(suite):
    names = [suite]
    if suite.lower() == "ltp":
        names.append("Linux Test Project")
    return names


class Matcher:
    """What of the suite a commit message names."""

    def __init__(self, suite, names):
        suites = suite_names(suite)
        self.suite_bytes = [s.lower().encode() for s in suites]
        self.suite_rx = re.compile(
            r"\b(?:%s)\b" % "|".join(map(re.escape, suites)), re.I)
        self.found_rx = re.compile(
            r"\bfound\s+(?:\w+\s+){0,4}?by\b[^.\n]*?" + self.suite_rx.pattern,
            re.I)
        self.reported_rx = re.compile(r"^\s*reported-by:.*$", re.I | re.M)
        self.plain = frozenset(n.encode() for n in names if "-" not in n)
        hyph = sorted(n for n in names if "-" in n)
        self.hyph_rx = None
        if hyph:
            self.hyph_rx = re.compile(r"(?<![\w-])(%s)(?![\w-])" % "|".join(
                map(re.escape, hyph)))

    def has_tests(self):
        return bool(self.plain) or self.hyph_rx is not None

    def tests(self, raw, message):
        found = {n.decode() for n in
                 self.plain.intersection(raw.translate(SPLIT_TABLE).split())}
        if self.hyph_rx is not None:
            found.update(self.hyph_rx.findall(message))
        return sorted(found)

    def classify(self, raw):
        """(kinds, tests named) of a raw (bytes) commit message."""
        low = raw.lower()
        suite = any(s in low for s in self.suite_bytes)
        named = self.plain and self.plain.intersection(
            raw.translate(SPLIT_TABLE).split())
        if not suite and not named and self.hyph_rx is None:
            return [], []
        message = raw.decode("utf-8", errors="replace")
        kinds = []
        if suite:
            if any(self.suite_rx.search(line) for line in
                   self.reported_rx.findall(message)):
                kinds.append("reported-by")
            if self.found_rx.search(message):
                kinds.append("found-by")
        tests = self.tests(raw, message)
        if tests:
            kinds.append("test")
        if not kinds and suite and self.suite_rx.search(message):
            kinds.append("mention")
        return kinds, tests


def records(stream):
    """Commit records (bytes) of the log, read in large blocks (a kernel's
    history has about a million)."""
    rest = b""
    while True:
        block = stream.read(1 << 20)
        if not block:
            break
        parts = (rest + block).split(SEP_COMMIT)
        rest = parts.pop()
        yield from parts
    if rest.strip():
        yield rest


def bugs_found(repo, suite, inventory, rev="HEAD", since=None):
    """[{hash, date, subject, kinds, tests}], newest first."""
    m = Matcher(suite, test_names(inventory))
    fmt = SEP_FIELD.join(("%H", "%ad", "%s", "%B"))
    args = ["log", "--no-merges", "--date=short",
            "--format=" + fmt + SEP_COMMIT.decode()]
    if since:
        args.append("--since=" + since)
    if not m.has_tests():
        args += ["-i", "-F"] + ["--grep=" + s for s in suite_names(suite)]
    proc = repo.popen(*args, rev, "--")
    proc.stdin.close()
    found = []
    for rec in records(proc.stdout):
        rec = rec.strip(b"\n")
        if not rec:
            continue
        sha, date, subject, body = rec.split(b"\x1f", 3)
        kinds, tests = m.classify(body)
        if kinds:
            found.append({"hash": sha[:12].decode(), "date": date.decode(),
                          "subject": subject.decode("utf-8", "replace"),
                          "kinds": kinds, "tests": tests})
    err = proc.stderr.read().decode(errors="replace").strip().splitlines()
    if proc.wait() != 0:
        raise InputError("%s: git log failed: %s" % (
            repo.path, err[-1] if err else "exit %d" % proc.returncode))
    return found
