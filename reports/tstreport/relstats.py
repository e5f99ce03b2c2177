"""Release statistics: per release tag, counted against the tag before it
(the first against the root), the patches, authors, lines added and removed
(the article's "Development statistics"), and the tests added and removed in
the runtest files.

Definitions (prev..tag is the set of commits reachable from tag and not from
prev, as in `git log prev..tag`):
    patches        non-merge commits in prev..tag
    authors        distinct author e-mail addresses of those commits, as the
                   repository's .mailmap maps them, compared lowercased
    lines_added,   sums of `git log --numstat` over those commits, renames not
    lines_removed  detected; a binary file counts 0
    tests_added,   a test is a (runtest file, tag) pair, the tag being the
    tests_removed  first word of a line that is not blank or a comment, in any
                   file under the runtest directory; added = pairs at tag and
                   not at prev, removed = the other way round. Like the
                   article's count of +/- lines in `git diff prev tag --
                   runtest/`, a test moved to another runtest file counts as
                   removed and added; unlike it, a changed command line of a
                   kept tag counts as neither.

The whole history is read in ONE `git log --numstat` pass over every release
tag; each commit is then assigned to the ranges it belongs to with a bitmask
of the tags that reach it, propagated from children to parents.
"""

import tempfile

from . import InputError
from .gitrepo import Objects, tree_spec

LOG_FORMAT = "--pretty=tformat:%x01%H %P%x02%aE"


def log_argv():
    """The git log arguments whose output feeds the statistics (bench/
    stats.sh times the same command as its baseline)."""
    return ["log", "--numstat", "--no-renames", "--no-ext-diff",
            "--no-textconv", "--no-color", LOG_FORMAT]


class Commit:
    __slots__ = ("parents", "email", "added", "removed")

    def __init__(self, parents, email):
        self.parents = parents
        self.email = email
        self.added = 0
        self.removed = 0


def read_log(stream, commits):
    """Parse the log of log_argv() from a binary stream into commits
    {oid: Commit}."""
    cur = None
    added = removed = 0
    for line in stream:
        if line[:1] == b"\x01":
            if cur is not None:
                cur.added = added
                cur.removed = removed
            head, _, email = line[1:].rstrip(b"\n").partition(b"\x02")
            ids = head.split()
            cur = Commit(ids[1:], email.lower())
            commits[ids[0]] = cur
            added = removed = 0
        elif len(line) > 1:
            a, d, _ = line.split(b"\t", 2)
            # a binary file shows "-\t-\tpath": it counts 0
            if a != b"-":
                added += int(a)
                removed += int(d)
    if cur is not None:
        cur.added = added
        cur.removed = removed


def reach_masks(commits, tags):
    """{oid: bitmask of the tags (bit i = tags[i]) that reach the commit},
    propagated from children to parents in topological order."""
    mask = {}
    for i, tag in enumerate(tags):
        oid = tag["commit"].encode()
        mask[oid] = mask.get(oid, 0) | (1 << i)
    children = dict.fromkeys(commits, 0)
    for c in commits.values():
        for p in c.parents:
            if p in children:
                children[p] += 1
    ready = [oid for oid, n in children.items() if n == 0]
    while ready:
        oid = ready.pop()
        m = mask.get(oid, 0)
        for p in commits[oid].parents:
            if p not in children:
                continue  # beyond a shallow clone's boundary
            mask[p] = mask.get(p, 0) | m
            children[p] -= 1
            if children[p] == 0:
                ready.append(p)
    return mask


def count_ranges(commits, tags):
    """Per tag index: [patches, set of authors, lines added, removed]."""
    acc = [[0, set(), 0, 0] for _ in tags]
    mask = reach_masks(commits, tags)
    for oid, c in commits.items():
        if len(c.parents) > 1:
            continue
        m = mask.get(oid, 0)
        # bit i set and bit i-1 clear: reachable from tag i, not from the
        # tag before it
        r = m & ~(m << 1)
        while r:
            low = r & -r
            a = acc[low.bit_length() - 1]
            a[0] += 1
            a[1].add(c.email)
            a[2] += c.added
            a[3] += c.removed
            r ^= low
    return acc


def runtest_tags(data):
    """Test tags of a runtest file: the first word of each line that is not
    blank or a comment."""
    tags = set()
    for line in data.decode(errors="replace").splitlines():
        words = line.split(None, 1)
        if words and not words[0].startswith("#"):
            tags.add(words[0])
    return tags


class RuntestReader:
    """The tests of the runtest directory at a commit, as a frozenset of
    (file, tag); files read once per blob, directories once per tree."""

    def __init__(self, objects, runtest_dir):
        self.objects = objects
        self.dir = runtest_dir
        self.blobs = {}

    def leaf(self, path, oid):
        tags = self.blobs.get(oid)
        if tags is None:
            tags = runtest_tags(self.objects.get(oid)[2])
            self.blobs[oid] = tags
        return frozenset((path, t) for t in tags)

    @staticmethod
    def merge(values):
        return frozenset().union(*values)

    def tests(self, commit):
        found = self.objects.walk(tree_spec(commit, self.dir), self.leaf,
                                  self.merge)
        return found if found is not None else frozenset()


def release_stats(repo, tags, runtest_dir="runtest"):
    """The "releases" list of release-stats.json for tags (sorted as
    Repo.tags() sorts them)."""
    if not tags:
        return []
    # git writes the log to an unlinked temporary file while the runtest
    # files are read, and it is parsed once git is done: a pipe would make
    # git wait on this process whenever the machine is busy.
    with tempfile.TemporaryFile() as log:
        proc = repo.popen(*log_argv(), "--stdin", stdout=log)
        proc.stdin.write("".join(t["commit"] + "\n" for t in tags).encode())
        proc.stdin.close()
        with Objects(repo) as objects:
            rt = RuntestReader(objects, runtest_dir)
            tests = [rt.tests(t["commit"]) for t in tags]
        err = proc.stderr.read()
        if proc.wait() != 0:
            msg = err.decode(errors="replace").strip().splitlines()
            raise InputError("%s: git log failed: %s" % (
                repo.path, msg[-1] if msg else "exit %d" % proc.returncode))
        log.seek(0)
        commits = {}
        read_log(log, commits)
    acc = count_ranges(commits, tags)
    releases = []
    before = frozenset()
    for i, tag in enumerate(tags):
        patches, authors, added, removed = acc[i]
        releases.append({
            "tag": tag["name"],
            "date": tag["date"],
            "since": tags[i - 1]["name"] if i else None,
            "patches": patches,
            "authors": len(authors),
            "lines_added": added,
            "lines_removed": removed,
            "tests_added": len(tests[i] - before),
            "tests_removed": len(before - tests[i]),
        })
        before = tests[i]
    return releases
