"""Running git on a repository: release tags sorted by date, and a reader of
objects through one long-lived `git cat-file --batch` process."""

import posixpath
import re
import subprocess

from . import InputError

# Whatever the user's configuration says, the figures must not change:
# root commits show their diff, no signatures or colours in the output, paths
# stay unquoted and renames are not detected (a moved file is its lines
# removed and added, as the article counts them).
GIT_CONFIG = ("-c", "log.showRoot=true", "-c", "log.showSignature=false",
              "-c", "core.quotePath=false", "-c", "diff.renames=false",
              "-c", "color.ui=false")


# git's words for an object it cannot read (a shallow clone's boundary, a
# partial clone without its promisor, a damaged repository)
MISSING_RE = re.compile(
    r"(?:unable to read|missing(?: \w+)? object|bad object|could not read|"
    r"failed to traverse parents of commit|cannot read|"
    r"did not receive expected object|could not parse commit)\W+"
    r"(?:tree |blob |commit )?'?([0-9a-f]{40}|[0-9a-f]{64})\b", re.I)


def missing(repo, oid, what=None):
    """The one line naming an object the repository lacks."""
    return ("%s: object %s%s is missing from the repository (a shallow or "
            "partial clone, or a damaged one: fetch the whole history)"
            % (repo, oid, " (%s)" % what if what else ""))


class Repo:
    """A git repository named on the command line."""

    def __init__(self, path):
        self.path = path
        try:
            out = subprocess.run(
                ["git", "-C", path, "rev-parse", "--git-dir"],
                stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=False)
        except OSError as e:
            raise InputError("%s: cannot run git: %s" % (path, e)) from e
        if out.returncode != 0:
            raise InputError("%s: not a git repository" % path)

    def argv(self, *args):
        return ["git", "-C", self.path, *GIT_CONFIG, *args]

    def run(self, *args, stdin=None):
        """Output of a git command as bytes; a failure is an InputError
        naming the repository and git's own message."""
        p = subprocess.run(self.argv(*args), input=stdin,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           check=False)
        if p.returncode != 0:
            raise self.failure(args[0], p.stderr, p.returncode)
        return p.stdout

    def failure(self, command, stderr, status):
        """The InputError for a git command that failed: one line naming
        the repository and git's last message or, when git could not
        read an object, the object."""
        msg = stderr.decode(errors="replace").strip().splitlines()
        last = msg[-1] if msg else "exit %d" % status
        for line in msg:
            m = MISSING_RE.search(line)
            if m:
                return InputError(missing(self.path, m.group(1)))
        return InputError("%s: git %s failed: %s" % (self.path, command,
                                                      last))

    def shallow(self):
        """The commits whose parents a shallow clone cut off (git lists
        them in $GIT_DIR/shallow); none in a whole history."""
        path = self.run("rev-parse", "--git-path", "shallow").decode()
        path = posixpath.join(self.path, path.strip())
        try:
            with open(path, encoding="ascii") as f:
                return set(f.read().split())
        except FileNotFoundError:
            return set()
        except (OSError, ValueError) as e:
            raise InputError("%s: cannot read %s: %s" % (self.path, path,
                                                         e)) from e

    def popen(self, *args, stdout=subprocess.PIPE):
        return subprocess.Popen(self.argv(*args), stdin=subprocess.PIPE,
                                stdout=stdout, stderr=subprocess.PIPE)

    def tags(self, pattern=None):
        """Release tags: every tag whose name matches the regular expression
        `pattern` (re.search; all tags when None) and which leads to a
        commit, as dicts {name, commit, date, epoch}, sorted by the tag's
        date (the tagger's date of an annotated tag, the commit's date of a
        lightweight one), then by name."""
        try:
            rx = re.compile(pattern) if pattern is not None else None
        except re.error as e:
            raise InputError("--tag-pattern %r: %s" % (pattern, e)) from e
        fmt = "%00".join(("%(refname:strip=2)", "%(objecttype)",
                          "%(objectname)", "%(*objecttype)",
                          "%(*objectname)", "%(creatordate:unix)",
                          "%(creatordate:iso-strict)"))
        out = self.run("for-each-ref", "--format=" + fmt, "refs/tags")
        tags = []
        deep = []
        for line in out.decode(errors="replace").splitlines():
            name, otype, oid, ptype, pid, epoch, date = line.split("\0")
            if rx is not None and not rx.search(name):
                continue
            tag = {"name": name, "commit": None, "date": date,
                   "epoch": int(epoch or 0)}
            if otype == "commit":
                tag["commit"] = oid
            elif ptype == "commit":
                tag["commit"] = pid
            elif otype == "tag":
                deep.append(tag)
            else:
                continue
            tags.append(tag)
        self._peel(deep)
        tags = [t for t in tags if t["commit"]]
        tags.sort(key=lambda t: (t["epoch"], t["name"]))
        return tags

    def _peel(self, tags):
        """Commits of tags of tags (rare): one batch-check for them all."""
        if not tags:
            return
        spec = "".join("refs/tags/%s^{commit}\n" % t["name"] for t in tags)
        out = self.run("cat-file", "--batch-check", stdin=spec.encode())
        for tag, line in zip(tags, out.decode().splitlines()):
            parts = line.split()
            if len(parts) == 3 and parts[1] == "commit":
                tag["commit"] = parts[0]


class Objects:
    """Objects read through one `git cat-file --batch` process, with parsed
    trees cached by object id (a subtree unchanged between two tags is read
    once)."""

    def __init__(self, repo):
        self.repo = repo
        fmt = repo.run("rev-parse", "--show-object-format").strip()
        self.oid_len = 32 if fmt == b"sha256" else 20
        self.proc = repo.popen("cat-file", "--batch")
        self.trees = {}
        self.empty = None

    def close(self):
        if self.proc is None:
            return
        self.proc.stdin.close()
        self.proc.stdout.read()
        self.proc.wait()
        self.proc = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def get(self, spec):
        """(oid, type, data) of an object name such as "COMMIT:path", or
        None when there is no such object."""
        self.proc.stdin.write(spec.encode() + b"\n")
        self.proc.stdin.flush()
        header = self.proc.stdout.readline()
        parts = header.split()
        if len(parts) != 3:
            if not header:
                err = self.proc.stderr.read().decode(errors="replace")
                raise InputError("%s: git cat-file failed on %s: %s" % (
                    self.repo.path, spec, err.strip() or "no output"))
            return None
        size = int(parts[2])
        data = self.proc.stdout.read(size)
        self.proc.stdout.read(1)
        return parts[0].decode(), parts[1].decode(), data

    def need(self, oid, what):
        """(oid, type, data) of an object that must be there."""
        obj = self.get(oid)
        if obj is None:
            raise InputError(missing(self.repo.path, oid, what))
        return obj

    def blob(self, oid, path):
        return self.need(oid, path)[2]

    def empty_tree(self):
        """The id of the empty tree in this repository's object format."""
        if self.empty is None:
            self.empty = self.repo.run("hash-object", "-t", "tree",
                                       "--stdin", stdin=b"").strip().decode()
        return self.empty

    def walk(self, spec, leaf, merge):
        """Fold a directory tree: leaf(path, oid) for each regular file gives
        a value, merge(values) combines a directory's values (paths are
        relative to the tree named by spec). Results are cached per tree
        object, so only subtrees that changed are read again. None when
        spec names nothing or not a tree."""
        obj = self.get(spec)
        if obj is None or obj[1] != "tree":
            return None
        return self._fold(obj[0], obj[2], "", leaf, merge)

    def _fold(self, oid, data, prefix, leaf, merge):
        key = (oid, prefix, leaf, merge)
        if key in self.trees:
            return self.trees[key]
        values = []
        for mode, name, sub in tree_entries(data, self.oid_len):
            path = prefix + name
            if is_tree(mode):
                obj = self.need(sub, path + "/")
                values.append(self._fold(sub, obj[2], path + "/", leaf,
                                         merge))
            elif is_file(mode):
                values.append(leaf(path, sub))
        value = merge(values)
        self.trees[key] = value
        return value


def tree_spec(commit, path):
    """The object name of directory path at commit ("" or "." for the
    whole tree)."""
    path = posixpath.normpath("/" + path).lstrip("/")
    if path == "":
        return commit + "^{tree}"
    return "%s:%s" % (commit, path)


def tree_entries(data, oid_len=20):
    """(mode, name, oid) of each entry of a raw tree object (oid_len 32 in
    a SHA-256 repository)."""
    pos = 0
    end = len(data)
    while pos < end:
        sp = data.index(b" ", pos)
        nul = data.index(b"\0", sp)
        mode = data[pos:sp]
        name = data[sp + 1:nul].decode(errors="replace")
        oid = data[nul + 1:nul + 1 + oid_len].hex()
        yield mode, name, oid
        pos = nul + 1 + oid_len


def is_tree(mode):
    return mode == b"40000"


def is_file(mode):
    """A regular file (not a symlink or a submodule)."""
    return mode.startswith(b"100")
