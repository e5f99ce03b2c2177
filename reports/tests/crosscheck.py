#!/usr/bin/python3
"""Check release-stats.json against figures computed another way, as the
article's commands would: one git command per release range (`git
rev-list --count prev..tag`, `git log --format=%aN prev..tag`, `git log
--numstat --no-renames prev..tag`, `git diff --no-renames prev tag --
runtest/`), instead of reports/stats's single log pass, reachability masks
and batched tree diffs. With --present: the earlier definitions (no
merges, e-mail addresses, (file, tag) pairs of the runtest files read one
by one with `git show`).

Usage: crosscheck.py [--present] REPO RELEASE-STATS.JSON [RUNTEST-DIR]
Prints one line per disagreement and exits 1 if there is any.
"""

import json
import subprocess
import sys


def git(repo, *args):
    return subprocess.run(["git", "-C", repo, *args], check=True,
                          stdout=subprocess.PIPE).stdout.decode()


def tests_at(repo, tag, runtest_dir):
    found = set()
    names = git(repo, "ls-tree", "-r", "--name-only", tag, "--",
                runtest_dir + "/").split("\n")
    for path in filter(None, names):
        text = git(repo, "show", "%s:%s" % (tag, path))
        for line in text.splitlines():
            line = line.strip()
            if line and not line.startswith("#"):
                found.add((path, line.split()[0]))
    return found


def diff_tests(repo, since, tag, runtest_dir):
    base = since or git(repo, "hash-object", "-t", "tree",
                        "/dev/null").strip()
    text = git(repo, "diff", "--no-renames", base, tag, "--",
               runtest_dir + "/")
    added = sum(1 for ln in text.splitlines()
                if ln[:1] == "+" and ln[1:2].isascii() and ln[1:2].isalpha())
    removed = sum(1 for ln in text.splitlines()
                  if ln[:1] == "-" and ln[1:2].isascii()
                  and ln[1:2].isalpha())
    return added, removed


def expected(repo, tag, since, runtest_dir, before, present):
    rng = ["%s..%s" % (since, tag)] if since else [tag]
    merges = ["--no-merges"] if present else []
    patches = int(git(repo, "rev-list", *merges, "--count", *rng))
    if present:
        who = git(repo, "log", "--no-merges", "--format=%aE", *rng).lower()
        authors = set(who.split())
    else:
        authors = set(git(repo, "log", "--format=%aN", *rng).splitlines())
    added = removed = 0
    numstat = git(repo, "log", *merges, "--numstat", "--no-renames",
                  "--format=", *rng)
    for line in numstat.splitlines():
        if not line:
            continue
        a, d, _ = line.split("\t", 2)
        if a != "-":
            added += int(a)
            removed += int(d)
    if present:
        now = tests_at(repo, tag, runtest_dir)
        t_added, t_removed = len(now - before), len(before - now)
    else:
        now = None
        t_added, t_removed = diff_tests(repo, since, tag, runtest_dir)
    return now, {"patches": patches, "authors": len(authors),
                 "lines_added": added, "lines_removed": removed,
                 "tests_added": t_added, "tests_removed": t_removed}


def main(argv):
    present = "--present" in argv
    argv = [a for a in argv if a != "--present"]
    repo, path = argv[1], argv[2]
    runtest_dir = argv[3] if len(argv) > 3 else "runtest"
    releases = json.load(open(path))["releases"]
    bad = 0
    before = set()
    prev = None
    for r in releases:
        if r["since"] != prev:
            print("%s: since %r, expected %r" % (r["tag"], r["since"], prev))
            bad += 1
        before, want = expected(repo, r["tag"], prev, runtest_dir, before,
                                present)
        for key, value in want.items():
            if r[key] != value:
                print("%s: %s %d, expected %d" % (r["tag"], key, r[key],
                                                  value))
                bad += 1
        prev = r["tag"]
    dates = [r["date"] for r in releases]
    if dates != sorted(dates):
        print("releases are not in date order")
        bad += 1
    print("%d releases, %d disagreements" % (len(releases), bad))
    return 1 if bad or not releases else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
