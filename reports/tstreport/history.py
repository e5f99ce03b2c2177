"""Migration progress over history: at every release tag, how many C test
files use the old test API, the new one, or both.

A file uses the old API when it includes "test.h" or "usctest.h" or calls
tst_resm()/tst_brkm(); the new one when it includes "tst_test.h" or defines a
struct tst_test. Files with neither (helpers, libraries) are not counted.
Each file version (blob) is read once, and each directory (tree) that did not
change between two tags is not read again.
"""

import re

from .gitrepo import Objects, tree_spec

OLD_RE = re.compile(rb'#\s*include\s*["<](?:test|usctest)\.h[">]'
                    rb'|\btst_(?:resm|brkm)\s*\(')
NEW_RE = re.compile(rb'#\s*include\s*["<]tst_test\.h[">]'
                    rb'|\bstruct\s+tst_test\s+\w+\s*=')

KINDS = ("old", "new", "both")


def classify(text):
    """'old', 'new', 'both' or None for the text of a C file."""
    old = OLD_RE.search(text) is not None
    new = NEW_RE.search(text) is not None
    if old and new:
        return "both"
    if old:
        return "old"
    if new:
        return "new"
    return None


class ApiCounter:
    """(old, new, both) counts of the C files under a directory."""

    def __init__(self, objects, test_dir):
        self.objects = objects
        self.dir = test_dir
        self.blobs = {}

    def leaf(self, path, oid):
        if not path.endswith(".c"):
            return (0, 0, 0)
        counts = self.blobs.get(oid)
        if counts is None:
            kind = classify(self.objects.get(oid)[2])
            counts = tuple(int(kind == k) for k in KINDS)
            self.blobs[oid] = counts
        return counts

    @staticmethod
    def merge(values):
        return tuple(map(sum, zip((0, 0, 0), *values)))

    def counts(self, commit):
        found = self.objects.walk(tree_spec(commit, self.dir), self.leaf,
                                  self.merge)
        return found if found is not None else (0, 0, 0)


def api_history(repo, tags, test_dir):
    """[{tag, date, old, new, both}] for tags (sorted by date)."""
    out = []
    with Objects(repo) as objects:
        counter = ApiCounter(objects, test_dir)
        for tag in tags:
            old, new, both = counter.counts(tag["commit"])
            out.append({"tag": tag["name"], "date": tag["date"],
                        "old": old, "new": new, "both": both})
    return out
