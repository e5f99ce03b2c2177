"""Files for the pipeline: the one atomic write, the one unified diff, the
output directory and its marker, and the walk of a tree.

A problem the user must fix (a path that is missing, read-only, not ours
to overwrite) is a Problem: the driver prints its one line and exits 2.
"""

import errno
import json
import os
import shutil
import subprocess
import tempfile

import vocab


class Problem(Exception):
    """One line saying what is wrong; the run ends with exit status 2."""


def io_problem(what, path, err):
    """A Problem from an OSError, naming the path and the reason."""
    reason = err.strerror or str(err)
    if err.errno == errno.EROFS:
        reason = "read-only file system"
    return Problem("%s '%s': %s" % (what, path, reason))


def fsync_dir(path):
    fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def atomic_write(path, data, mode=None, durable=False):
    """Writes data (bytes) to path through a temporary file in its
    directory and a rename: a reader sees the old text or the new one,
    never a mix. The mode is mode, else the file's current one, else
    0644; durable also syncs the data and the directory."""
    d = os.path.dirname(path) or "."
    if mode is None:
        try:
            mode = os.stat(path).st_mode & 0o7777
        except FileNotFoundError:
            mode = 0o644
    fd, tmp = tempfile.mkstemp(prefix=".tst-write.", dir=d)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            if durable:
                f.flush()
                os.fsync(f.fileno())
        os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    if durable:
        fsync_dir(d)


def read_bytes(path):
    with open(path, "rb") as f:
        return f.read()


def unified_diff(old_path, new_path, rel):
    """diff -u of two files labelled a/REL and b/REL (for patch -p1 in
    the tree); b"" when they are equal."""
    p = subprocess.run(["diff", "-u", "--label", "a/" + rel, "--label",
                        "b/" + rel, old_path, new_path],
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if p.returncode > 1:
        raise Problem("diff %s %s: %s" % (old_path, new_path,
                                          p.stderr.decode().strip()))
    return p.stdout


def inside(path, parent):
    return path == parent or path.startswith(parent.rstrip("/") + "/")


# Names the pipeline keeps in a tree of its own (the journal of an
# in-place replacement): never part of the suite.
OWN_NAMES = (".tst-migrate-journal",)


def old_api_dir(d):
    """The directory d provides the old API's headers: it holds the old
    API's header, which has the mark (the converter's rule,
    converter/src/incfind.c's incfind_old_api_dir())."""
    try:
        with open(os.path.join(d, vocab.OLD_API_HEADER), "rb") as f:
            return vocab.OLD_API_MARK.encode() in f.read()
    except (FileNotFoundError, NotADirectoryError, IsADirectoryError):
        return False


def db_entries(db):
    """The entries of DB/compile_commands.json by the real path of their
    file."""
    with open(os.path.join(db, "compile_commands.json")) as f:
        entries = json.load(f)
    out = {}
    for e in entries:
        d = e.get("directory", ".")
        out[os.path.realpath(os.path.join(d, e["file"]))] = e
    return out


def mirrored(path, src, out):
    """A path of SRC read in OUT: the converted file is built with the
    converted helpers beside it, not their originals."""
    rel = os.path.relpath(os.path.realpath(path), os.path.realpath(src))
    if rel == os.pardir or rel.startswith(os.pardir + os.sep):
        return path
    return os.path.normpath(os.path.join(out, rel))


def tree_flags(entry):
    """The tree's -I/-D/-include/-std flags of a file (its entry of the
    compilation database), each -I joined to the entry's directory, the
    old API's directory gone."""
    d = entry.get("directory", ".")
    args = list(entry["arguments"])[1:]
    keep = []
    it = iter(args)
    for a in it:
        if a in ("-I", "-D", "-include", "-o"):
            a += next(it, "")
        if a.startswith("-I"):
            inc = os.path.join(d, a[2:])
            if not old_api_dir(inc):
                keep.append("-I" + inc)
        elif a.startswith(("-D", "-include", "-std=")):
            keep.append(a)
    return keep


def new_side_flags(entry, src, out, newlib_inc):
    """tree_flags() with newlib's headers (newlib_inc) first and SRC's
    directories read in OUT: how a converted file of OUT is compiled."""
    return ["-I" + newlib_inc] + [
        "-I" + mirrored(f[2:], src, out) if f.startswith("-I") else f
        for f in tree_flags(entry)]


class Walk:
    """A tree's files, relative to its top, sorted: the C files (regular,
    not symbolic links), everything else, and the directories. A C file
    beside the old API's headers (include/old/cleanup.c) is the old
    library's own source, not a test to convert: it is in library (and
    in others, so that the mirror has it as it is)."""

    def __init__(self, top):
        self.top = top
        self.cfiles, self.others, self.dirs = [], [], []
        self.library = []
        for root, dnames, fnames in os.walk(top, onerror=self.error):
            dnames[:] = sorted(d for d in dnames
                               if d not in (".git", ".svn") + OWN_NAMES)
            rel_root = os.path.relpath(root, top)
            for d in list(dnames):
                rel = os.path.normpath(os.path.join(rel_root, d))
                if os.path.islink(os.path.join(root, d)):
                    self.others.append(rel)
                    dnames.remove(d)
                else:
                    self.dirs.append(rel)
            library = old_api_dir(root)
            for f in sorted(fnames):
                rel = os.path.normpath(os.path.join(rel_root, f))
                full = os.path.join(root, f)
                if not f.endswith(".c") or not os.path.isfile(full) \
                        or os.path.islink(full):
                    self.others.append(rel)
                elif library:
                    self.library.append(rel)
                    self.others.append(rel)
                else:
                    self.cfiles.append(rel)

    @staticmethod
    def error(err):
        raise io_problem("cannot read", err.filename, err)

    def include_dirs(self):
        """The directories named "include", relative."""
        return [d for d in self.dirs if os.path.basename(d) == "include"]


MARKER = ".tst-migrate-out"
MARKER_TEXT = (b"tst-migrate: a converted mirror written by make convert "
               b"(pipeline/run convert); the next run replaces it\n")


def is_ours(out):
    """Whether OUT carries the marker an earlier run left."""
    m = os.path.join(out, MARKER)
    try:
        if os.path.islink(m) or not os.path.isfile(m):
            return False
        with open(m, "rb") as f:
            return f.read(len(MARKER_TEXT)) == MARKER_TEXT
    except OSError:
        return False


def check_out(src, out):
    """Refuses an OUT that would overlap SRC or that holds what is not
    ours: only an empty directory or an earlier output (its marker) is
    taken."""
    rsrc, rout = os.path.realpath(src), os.path.realpath(out)
    if inside(rout, rsrc):
        raise Problem("OUT '%s' lies inside SRC '%s'" % (out, src))
    if inside(rsrc, rout):
        raise Problem("SRC '%s' lies inside OUT '%s'" % (src, out))
    if os.path.lexists(out):
        if os.path.islink(out) or not os.path.isdir(out):
            raise Problem("OUT '%s' exists and is not a directory" % out)
        try:
            empty = not os.listdir(out)
        except OSError as e:
            raise io_problem("cannot read OUT", out, e)
        if not empty and not is_ours(out):
            raise Problem("OUT '%s' is not empty and holds no %s marker of "
                          "an earlier make convert; not overwriting it"
                          % (out, MARKER))
    return rsrc, rout


def fresh_out(out):
    """Empties OUT (checked by check_out) and marks it ours first, so an
    interrupted run leaves an OUT the next one may replace."""
    try:
        if os.path.isdir(out):
            for name in os.listdir(out):
                p = os.path.join(out, name)
                if os.path.isdir(p) and not os.path.islink(p):
                    shutil.rmtree(p)
                elif name != MARKER:
                    os.unlink(p)
        os.makedirs(out, exist_ok=True)
        atomic_write(os.path.join(out, MARKER), MARKER_TEXT)
    except OSError as e:
        raise io_problem("cannot write OUT", out, e)


def copy_entry(src_path, dst_path):
    """A file or a symbolic link (as a link), with its mode and times."""
    if os.path.islink(src_path):
        os.symlink(os.readlink(src_path), dst_path)
    elif os.path.isfile(src_path):
        shutil.copy2(src_path, dst_path)
