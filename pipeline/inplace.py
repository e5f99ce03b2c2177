"""In-place replacement of a tree's files, all or nothing, through a
journal that the next run completes.

replace_all() stages every new text beside its target (a temporary file in
the target's directory, synced), then writes the journal,
SRC/.tst-migrate-journal/journal.json, listing every target and its staged
file: from that moment the replacement is decided. It then renames each
staged file over its target and removes the journal. A run that is
killed before the journal is written leaves SRC as it was (the staged
files are removed by the next run); one killed after it leaves a journal
that recover(), which every run calls first, completes. Either way a tree
is never left half converted, and a file changed by hand since then is
not overwritten: recover() stops and says which.

For the tests, TST_PIPELINE_FAULT=stage:N kills the run with SIGKILL
after staging N files, and TST_PIPELINE_FAULT=commit:N after N renames.
"""

import hashlib
import json
import os
import shutil
import signal
import tempfile

import fsutil
from fsutil import Problem

JOURNAL = ".tst-migrate-journal"


def sha(data):
    return hashlib.sha256(data).hexdigest()


def check_writable(src):
    """A Problem unless the run can write SRC (before converting)."""
    if not os.access(src, os.W_OK):
        what = "read-only file system" if read_only_fs(src) else \
            "permission denied"
        raise Problem("SRC '%s' cannot be written (%s): an in-place run "
                      "needs to write it" % (src, what))


def read_only_fs(path):
    try:
        return bool(os.statvfs(path).f_flag & os.ST_RDONLY)
    except OSError:
        return False


def fault(where, done):
    """The tests' crash: SIGKILL at the point TST_PIPELINE_FAULT names."""
    spec = os.environ.get("TST_PIPELINE_FAULT", "")
    if spec == "%s:%d" % (where, done):
        os.kill(os.getpid(), signal.SIGKILL)


def stage(src, rel, data):
    """The new text in a temporary file beside the target, with its
    mode, synced; returns its name relative to SRC."""
    target = os.path.join(src, rel)
    st = os.stat(target)
    fd, tmp = tempfile.mkstemp(prefix=".tst-migrate.",
                               dir=os.path.dirname(target))
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(tmp, st.st_mode & 0o7777)
    except BaseException:
        os.unlink(tmp)
        raise
    return os.path.relpath(tmp, src)


def replace_all(src, items):
    """Replaces SRC/REL by DATA for every (rel, data) of items, all or
    nothing; returns how many."""
    if not items:
        return 0
    jdir = os.path.join(src, JOURNAL)
    entries = []
    try:
        os.mkdir(jdir, 0o700)
        for rel, data in items:
            old = fsutil.read_bytes(os.path.join(src, rel))
            entries.append({"path": rel, "staged": stage(src, rel, data),
                            "old": sha(old), "new": sha(data)})
            fault("stage", len(entries))
        fsutil.atomic_write(os.path.join(jdir, "journal.json"),
                            json.dumps({"entries": entries},
                                       indent=1).encode(), durable=True)
    except OSError as e:
        for e2 in entries:
            remove_quietly(os.path.join(src, e2["staged"]))
        shutil.rmtree(jdir, ignore_errors=True)
        raise fsutil.io_problem("cannot stage the replacement in",
                                e.filename or src, e)
    return commit(src, entries)


def commit(src, entries):
    """Renames every staged file that is still there over its target;
    then the journal goes."""
    dirs, done = set(), 0
    for e in entries:
        staged = os.path.join(src, e["staged"])
        target = os.path.join(src, e["path"])
        if os.path.lexists(staged):
            os.replace(staged, target)
            dirs.add(os.path.dirname(target))
            done += 1
            fault("commit", done)
    for d in sorted(dirs):
        fsutil.fsync_dir(d)
    jdir = os.path.join(src, JOURNAL)
    os.unlink(os.path.join(jdir, "journal.json"))
    shutil.rmtree(jdir)
    return len(entries)


def remove_quietly(path):
    try:
        os.unlink(path)
    except OSError:
        pass


def recover(src):
    """Completes (or, when it was never decided, removes) what an
    interrupted replace_all() left in SRC; a line saying what it did, or
    None when there was nothing."""
    jdir = os.path.join(src, JOURNAL)
    if not os.path.lexists(jdir):
        return None
    jpath = os.path.join(jdir, "journal.json")
    try:
        with open(jpath, encoding="utf-8") as f:
            entries = json.load(f)["entries"]
    except FileNotFoundError:
        entries = None
    except (OSError, ValueError, KeyError, TypeError) as e:
        raise Problem("the journal '%s' of an interrupted in-place run "
                      "cannot be read (%s); remove it to give up that run"
                      % (jpath, e))
    try:
        if entries is None:
            return undecided(src, jdir)
        for e in entries:
            staged = os.path.join(src, e["staged"])
            if not os.path.lexists(staged):
                continue
            cur = sha(fsutil.read_bytes(os.path.join(src, e["path"])))
            if cur not in (e["old"], e["new"]):
                raise Problem("'%s' changed since an in-place run was "
                              "interrupted: not completing it (journal: %s)"
                              % (os.path.join(src, e["path"]), jpath))
        n = commit(src, entries)
    except OSError as e:
        raise fsutil.io_problem("cannot complete the interrupted in-place "
                                "run in", e.filename or src, e)
    return ("completed an interrupted in-place replacement of %d file(s) "
            "in %s" % (n, src))


def undecided(src, jdir):
    """Staging never finished: SRC's files are untouched; the staged
    copies (named .tst-migrate.*) and the journal directory go."""
    n = 0
    for root, dnames, fnames in os.walk(src):
        dnames[:] = [d for d in dnames if d != JOURNAL]
        for f in fnames:
            if f.startswith(".tst-migrate."):
                remove_quietly(os.path.join(root, f))
                n += 1
    shutil.rmtree(jdir)
    return ("removed an unfinished in-place run's %d staged file(s) from %s "
            "(its files were untouched)" % (n, src))
