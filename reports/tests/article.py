#!/usr/bin/python3
"""Compare release-stats.json with the two tables of the LTP maintainers'
article ("An update on the Linux Test Project", 2016-12-14), read from the
article's text: per release, which figures are equal, and issue 12's
targets (patches equal for >= 6 of its 7 releases, authors for all 7,
lines added and removed for >= 5 of 7, runtest tests added and removed
for all 6).

Usage: article.py ARTICLE.md RELEASE-STATS.JSON
       (make stats-article GIT=LTP-CLONE [OUT=DIR] runs stats on the
       dated release tags and then this)

Prints one line per release of the article and one per target; exit 0
when every target holds, 1 when one does not, 2 on unreadable input (a
release of the article missing from the JSON is a difference, not an
error: the history given may not reach it).
"""

import json
import sys

DEV = ("patches", "authors", "lines_added", "lines_removed")
TESTS = ("tests_added", "tests_removed")
# figure group -> (the columns that must all be equal, releases needed)
TARGETS = (("patches", ("patches",), 6), ("authors", ("authors",), 7),
           ("lines", ("lines_added", "lines_removed"), 5),
           ("tests", TESTS, 6))


def tables(text):
    """The article's tables as [{tag: {column: number}}], in order: each
    block of lines 'Git tag | ...' followed by rows 'TAG | N | N ...'."""
    out, cols, rows = [], None, None
    for line in text.splitlines() + [""]:
        cells = [c.strip() for c in line.split("|")]
        if cells[0].lower() == "git tag":
            cols, rows = cells[1:], {}
        elif cols and len(cells) == len(cols) + 1 and cells[0].isdigit():
            rows[cells[0]] = dict(zip(cols, map(int, cells[1:])))
        elif cols:
            out.append(rows)
            cols = None
    return out


def compare(dev, tests, releases):
    """({figure: releases equal}, report lines)."""
    got = {r["tag"]: r for r in releases}
    equal = {name: 0 for name, _, _ in TARGETS}
    lines = []
    for table, keys in ((dev, DEV), (tests, TESTS)):
        for tag, want in table.items():
            want = dict(zip(keys, want.values()))
            have = got.get(tag)
            if have is None:
                lines.append("%s: not in the statistics" % tag)
                continue
            diff = ["%s %s (article %s)" % (k, have[k], want[k])
                    for k in keys if have[k] != want[k]]
            lines.append("%s: %s" % (tag, "; ".join(diff) if diff else
                                     "equal: " + " ".join(
                                         str(have[k]) for k in keys)))
            for name, cols, _ in TARGETS:
                if set(cols) <= set(keys) and \
                        all(have[k] == want[k] for k in cols):
                    equal[name] += 1
    return equal, lines


def main(argv):
    if len(argv) != 2 or argv[0] in ("-h", "--help"):
        sys.stdout.write(__doc__)
        return 0 if argv and argv[0] in ("-h", "--help") else 2
    try:
        with open(argv[0], encoding="utf-8") as f:
            found = tables(f.read())
        with open(argv[1], encoding="utf-8") as f:
            releases = json.load(f)["releases"]
    except (OSError, ValueError, KeyError) as e:
        print("article.py: %s" % e, file=sys.stderr)
        return 2
    if len(found) < 2 or len(found[0]) != 7 or len(found[1]) != 6:
        print("article.py: %s: not the article's two tables (7 and 6 "
              "releases)" % argv[0], file=sys.stderr)
        return 2
    equal, lines = compare(found[0], found[1], releases)
    print("\n".join(lines))
    ok = True
    for name, _, need in TARGETS:
        total = len(found[1] if name == "tests" else found[0])
        held = equal[name] >= need
        ok &= held
        print("%s: %d of %d releases equal (target %d): %s" % (
            name, equal[name], total, need, "held" if held else "NOT held"))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
