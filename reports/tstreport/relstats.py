"""Release statistics: per release tag, counted against the tag before it
(the first against the root of the history), the patches, authors, lines
added and removed (the article's "Development statistics") and the tests
added and removed in the runtest files (its second table).

The article's definitions are the default (prev..tag is the set of commits
reachable from tag and not from prev, as in `git log prev..tag`):
    patches        every commit of prev..tag, merges included
    authors        distinct author names of those commits (%aN: the
                   repository's .mailmap applied, as git shortlog does)
    lines_added,   sums of `git log --numstat --no-renames` over those
    lines_removed  commits (a merge shows no diff: 0; a binary file: 0)
    tests_added,   lines starting with '+' (or '-') followed by a letter in
    tests_removed  `git diff --no-renames prev tag -- RUNTEST_DIR/` (the
                   first release against the empty tree): comments,
                   blank and indented lines do not count; a changed
                   command line counts one removed and one added
The earlier definitions stay as options: patches without merges
(PATCHES_NO_MERGES), authors by e-mail address, lowercased
(AUTHORS_EMAIL), tests as the sets of (runtest file, tag) pairs
(TESTS_TAGS: added = pairs at tag and not at prev, and the other way).

The history is read in ONE `git log --numstat` pass over every release tag;
each commit is assigned to the ranges it belongs to with a bitmask of the
tags that reach it, propagated from children to parents. The runtest diffs
are ONE `git diff-tree --stdin` over the pairs of trees.
"""

import re
import tempfile

from . import InputError
from .gitrepo import Objects, tree_spec

PATCHES_ALL, PATCHES_NO_MERGES = "all", "no-merges"
AUTHORS_NAME, AUTHORS_EMAIL = "name", "email"
TESTS_DIFF, TESTS_TAGS = "diff", "tags"
DEFAULTS = {"patches": PATCHES_ALL, "authors": AUTHORS_NAME,
            "tests": TESTS_DIFF}
CHOICES = {"patches": (PATCHES_ALL, PATCHES_NO_MERGES),
           "authors": (AUTHORS_NAME, AUTHORS_EMAIL),
           "tests": (TESTS_DIFF, TESTS_TAGS)}

LOG_FORMAT = "--pretty=tformat:%x01%H %P%x02%aN%x02%aE"
# A counted runtest line of a diff: '+' or '-' and then a letter.
TEST_LINE = re.compile(rb"^([+-])[A-Za-z]")
OID = rb"([0-9a-f]{40}|[0-9a-f]{64})"
TREE_PAIR = re.compile(rb"^" + OID + rb" " + OID + rb"$")


def log_argv():
    """The git log arguments whose output feeds the statistics (bench/
    stats.sh times the same command as its baseline)."""
    return ["log", "--numstat", "--no-renames", "--no-ext-diff",
            "--no-textconv", "--no-color", LOG_FORMAT]


class Commit:
    __slots__ = ("parents", "name", "email", "added", "removed")

    def __init__(self, parents, name, email):
        self.parents = parents
        self.name = name
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
            head, _, who = line[1:].rstrip(b"\n").partition(b"\x02")
            name, _, email = who.partition(b"\x02")
            ids = head.split()
            cur = Commit(ids[1:], name, email.lower())
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


def count_ranges(commits, tags, patches=PATCHES_ALL, authors=AUTHORS_NAME):
    """Per tag index: [patches, set of authors, lines added, removed]."""
    acc = [[0, set(), 0, 0] for _ in tags]
    mask = reach_masks(commits, tags)
    by_name = authors == AUTHORS_NAME
    for oid, c in commits.items():
        if patches == PATCHES_NO_MERGES and len(c.parents) > 1:
            continue
        m = mask.get(oid, 0)
        # bit i set and bit i-1 clear: reachable from tag i, not from the
        # tag before it
        r = m & ~(m << 1)
        while r:
            low = r & -r
            a = acc[low.bit_length() - 1]
            a[0] += 1
            a[1].add(c.name if by_name else c.email)
            a[2] += c.added
            a[3] += c.removed
            r ^= low
    return acc


# ---- tests as the article counts them: lines of the runtest diff ----------

def runtest_trees(objects, tags, runtest_dir):
    """The runtest directory's tree id at each tag (the empty tree's when
    the tag has none)."""
    empty = objects.empty_tree()
    trees = []
    for t in tags:
        obj = objects.get(tree_spec(t["commit"], runtest_dir))
        trees.append(obj[0] if obj is not None and obj[1] == "tree"
                     else empty)
    return trees, empty


def diff_counts(repo, pairs):
    """{(tree_a, tree_b): [added, removed]}: the counted '+'/'-' lines of
    `git diff-tree -p --no-renames A B` for each pair, in one process."""
    counts = {p: [0, 0] for p in pairs if p[0] != p[1]}
    if not counts:
        return counts
    spec = "".join("%s %s\n" % p for p in counts).encode()
    out = repo.run("diff-tree", "--stdin", "-p", "--no-renames",
                   "--no-ext-diff", "--no-textconv", "--no-color",
                   stdin=spec)
    cur = None
    for line in out.split(b"\n"):
        m = TREE_PAIR.match(line)
        if m:
            cur = counts.get((m.group(1).decode(), m.group(2).decode()))
            continue
        m = TEST_LINE.match(line)
        if m and cur is not None:
            cur[0 if m.group(1) == b"+" else 1] += 1
    return counts


def tests_by_diff(repo, objects, tags, runtest_dir):
    """[(added, removed)] per tag, from the runtest diffs."""
    trees, empty = runtest_trees(objects, tags, runtest_dir)
    pairs = list(zip([empty] + trees[:-1], trees))
    counts = diff_counts(repo, pairs)
    return [tuple(counts.get(p, (0, 0))) for p in pairs]


# ---- tests as sets of (runtest file, tag) pairs ---------------------------

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
            tags = runtest_tags(self.objects.blob(oid, path))
            self.blobs[oid] = tags
        return frozenset((path, t) for t in tags)

    @staticmethod
    def merge(values):
        return frozenset().union(*values)

    def tests(self, commit):
        found = self.objects.walk(tree_spec(commit, self.dir), self.leaf,
                                  self.merge)
        return found if found is not None else frozenset()


def tests_by_tags(objects, tags, runtest_dir):
    rt = RuntestReader(objects, runtest_dir)
    out = []
    before = frozenset()
    for t in tags:
        now = rt.tests(t["commit"])
        out.append((len(now - before), len(before - now)))
        before = now
    return out


def check_options(options):
    opts = dict(DEFAULTS)
    for key, value in (options or {}).items():
        if value is None:
            continue
        if value not in CHOICES[key]:
            raise InputError("--%s %r: one of %s" % (
                key, value, ", ".join(CHOICES[key])))
        opts[key] = value
    return opts


def check_whole(repo, commits):
    """A shallow clone's log ends at its cut without an error: the release
    that reaches the cut would be counted short, so it is refused."""
    cut = sorted(oid for oid in repo.shallow()
                 if oid.encode() in commits)
    if cut:
        raise InputError(
            "%s: a shallow clone: the history before commit %s is cut "
            "off, so the releases cannot be counted (fetch the whole "
            "history: git fetch --unshallow)" % (repo.path, cut[0]))


def release_stats(repo, tags, runtest_dir="runtest", options=None):
    """The "releases" list of release-stats.json for tags (sorted as
    Repo.tags() sorts them); options {patches, authors, tests} choose the
    definitions (DEFAULTS: the article's)."""
    opts = check_options(options)
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
            if opts["tests"] == TESTS_DIFF:
                tests = tests_by_diff(repo, objects, tags, runtest_dir)
            else:
                tests = tests_by_tags(objects, tags, runtest_dir)
        err = proc.stderr.read()
        if proc.wait() != 0:
            raise repo.failure("log", err, proc.returncode)
        log.seek(0)
        commits = {}
        read_log(log, commits)
    check_whole(repo, commits)
    acc = count_ranges(commits, tags, opts["patches"], opts["authors"])
    releases = []
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
            "tests_added": tests[i][0],
            "tests_removed": tests[i][1],
        })
    return releases
