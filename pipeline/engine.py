"""tst-convert, the libclang engine, run over a set of files: the files
go in chunks to N processes at a time, each chunk's inventory is read
back, and a chunk that did not finish is run again file by file, so that
one file that crashes the tool or hangs fails alone."""

import concurrent.futures
import json
import os
import subprocess
import tempfile

from fsutil import Problem
from vocab import STATES

# One file that takes longer than this is stuck, not slow.
FILE_TIMEOUT = 300
# Files per process at most. Each process costs about 0.1 s of CPU before
# its first file (the libraries' relocations, the compilation database,
# the runtest files), as much as a file's parse: 16 makes it a few per
# cent of a stage, while N processes still get 8 sets each to share.
CHUNK = 16
# A set of files is given at most this many FILE_TIMEOUTs: a file that
# hangs is noticed no later than in a set of 8, and a set that runs out
# of time is run again file by file, each with FILE_TIMEOUT.
CHUNK_TIMEOUTS = 8


def failed_record(rel, reason):
    return {"path": rel, "state": "failed", "old_calls": 0, "sleeps": 0,
            "todos": 0, "flags": {}, "reason": reason,
            "messages": [reason], "calls": []}


class Engine:
    def __init__(self, tool, jobs, args=()):
        if not (os.path.isfile(tool) and os.access(tool, os.X_OK)):
            raise Problem("tst-convert not found or not executable: '%s' "
                          "(build it with make build/converter/tst-convert, "
                          "or give --tool)" % tool)
        self.tool = os.path.abspath(tool)
        self.jobs = jobs
        self.args = list(args)

    def reads_database(self):
        """Whether the tool takes -p DIR (a compilation database)."""
        p = subprocess.run([self.tool, "--help"], stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, text=True)
        return "-p DIR" in p.stdout

    def run(self, mode, files, root, progress=None):
        """Runs the tool with the arguments mode (a list) over files
        (paths relative to root); returns {rel: (record, stderr lines)}
        in the order of files."""
        if not files:
            return {}
        size = max(1, min(CHUNK, len(files) // (self.jobs * 8)))
        chunks = [files[i:i + size] for i in range(0, len(files), size)]
        out = {}
        with tempfile.TemporaryDirectory(prefix="tst-pipeline.") as work, \
                concurrent.futures.ThreadPoolExecutor(self.jobs) as ex:
            futs = [ex.submit(self.chunk, mode, c, root, work, i)
                    for i, c in enumerate(chunks)]
            for fut, chunk in zip(futs, chunks):
                got = fut.result()
                out.update(got)
                if progress:
                    for rel in chunk:
                        progress.step(1, "%s %s" % (rel, got[rel][0]["state"]))
        return {rel: out[rel] for rel in files}

    def chunk(self, mode, rels, root, work, idx):
        got, _ = self.call(mode, rels, root, work, idx)
        if got is not None:
            return got
        # Something went wrong for the chunk: each file alone says which.
        out = {}
        for k, rel in enumerate(rels):
            one, failure = self.call(mode, [rel], root, work,
                                     "%s.%d" % (idx, k))
            out[rel] = one[rel] if one else failure
        return out

    def call(self, mode, rels, root, work, idx):
        """({rel: (record, stderr lines)}, None), or (None, (failed
        record, stderr lines) of the first file) when the run failed as
        a whole."""
        inv = os.path.join(work, "%s.json" % idx)
        cmd = [self.tool] + self.args + mode + ["--root", root,
                                                "--json", inv]
        cmd += [os.path.join(root, r) for r in rels]
        rel0 = rels[0]
        try:
            p = subprocess.run(cmd, stdin=subprocess.DEVNULL,
                               stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE,
                               timeout=FILE_TIMEOUT *
                               min(len(rels), CHUNK_TIMEOUTS))
        except subprocess.TimeoutExpired:
            return None, (failed_record(
                rel0, "%s: tst-convert did not finish in %d s"
                % (rel0, FILE_TIMEOUT)), [])
        err = p.stderr.decode("utf-8", "replace").splitlines()
        if p.returncode == 2:
            raise Problem("tst-convert refused its arguments: %s"
                          % (err[0] if err else "no message"))
        if p.returncode not in (0, 1):
            what = ("killed by signal %d" % -p.returncode
                    if p.returncode < 0 else "exited %d" % p.returncode)
            first = next((m for m in err if m.strip()), "no message")
            return None, (failed_record(
                rel0, "%s: tst-convert %s: %s" % (rel0, what, first)), err)
        try:
            with open(inv, encoding="utf-8") as f:
                files = json.load(f)["files"]
        except (OSError, ValueError, KeyError, TypeError) as e:
            # No inventory at all: every file was unreadable, or worse.
            return None, (failed_record(
                rel0, unreadable(rel0, err) or
                "%s: tst-convert wrote no usable inventory (%s)"
                % (rel0, e)), err)
        finally:
            if os.path.exists(inv):
                os.unlink(inv)
        return self.records(rels, files, err, root), None

    @staticmethod
    def records(rels, files, err, root):
        by_path = {}
        for rec in files:
            if isinstance(rec, dict) and rec.get("state") in STATES:
                by_path[rec.get("path")] = rec
        out = {}
        for rel in rels:
            full = os.path.join(root, rel)
            mine = [m for m in err if m.startswith(full + ":")]
            rec = by_path.get(rel)
            if rec is None:
                # tst-convert names a file it cannot read and goes on
                rec = failed_record(rel, unreadable(rel, mine) or
                                    "%s: not in tst-convert's inventory"
                                    % rel)
            rec["path"] = rel
            out[rel] = (rec, mine)
        return out


def unreadable(rel, err):
    for m in err:
        if ": cannot read" in m or "NUL byte" in m:
            return "%s: %s" % (rel, m.split(": ", 1)[-1])
    return None
