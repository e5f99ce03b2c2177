"""Bugs found: commits of a kernel's git log that credit the test suite.

A commit counts when its message has
    reported-by  a Reported-by: line naming the suite,
    found-by     "found by" followed, within the sentence, by the suite name,
    test         the name of one of the suite's tests (from the inventory:
                 the file name without ".c", when it has a digit and at least
                 five characters, so that "open" or "dup" do not match
                 every other commit),
    mention      or else just the suite's name as a word.
git's own --grep finds the candidates (fixed strings, case-insensitive), so
the whole log is never read into this process; the kinds above are then
decided here on word boundaries.
"""

import os
import re

SEP_FIELD = "\x1f"
SEP_COMMIT = "\x1e"


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


def classify(message, suite_rx, test_rx):
    """(kinds, tests named) of a commit message."""
    kinds = []
    for line in message.splitlines():
        if re.match(r"\s*reported-by:", line, re.I) and suite_rx.search(line):
            kinds.append("reported-by")
            break
    if re.search(r"found\s+(?:\w+\s+){0,4}?by\b[^.\n]*?" + suite_rx.pattern,
                 message, re.I):
        kinds.append("found-by")
    tests = sorted(set(test_rx.findall(message))) if test_rx else []
    if tests:
        kinds.append("test")
    if not kinds and suite_rx.search(message):
        kinds.append("mention")
    return kinds, tests


def bugs_found(repo, suite, inventory, rev="HEAD"):
    """[{hash, date, subject, kinds, tests}], newest first."""
    names = test_names(inventory)
    suites = suite_names(suite)
    suite_rx = re.compile(r"\b(?:%s)\b" % "|".join(map(re.escape, suites)),
                          re.I)
    test_rx = None
    if names:
        test_rx = re.compile(r"\b(%s)\b" % "|".join(map(re.escape, names)))
    args = ["log", "--no-merges", "-i", "-F", "--date=short",
            "--format=%H" + SEP_FIELD + "%ad" + SEP_FIELD + "%s" + SEP_FIELD
            + "%B" + SEP_COMMIT]
    for pattern in suites + names:
        args.append("--grep=" + pattern)
    args += [rev, "--"]
    out = repo.run(*args).decode("utf-8", errors="replace")
    found = []
    for rec in out.split(SEP_COMMIT):
        rec = rec.strip("\n")
        if not rec:
            continue
        sha, date, subject, body = rec.split(SEP_FIELD, 3)
        kinds, tests = classify(body, suite_rx, test_rx)
        if kinds:
            found.append({"hash": sha[:12], "date": date, "subject": subject,
                          "kinds": kinds, "tests": tests})
    return found
