"""Stage 3, the semantic patches of cocci/series: cocci/tst-cocci applies
each patch once over every file still on its way (spatch --jobs N), after
checking that spatch parses each one. A file spatch cannot parse or a
patch fails on is named and gets its original back, never half the
patches."""

import os
import subprocess
import tempfile

from fsutil import Problem, atomic_write, read_bytes

TST_COCCI = os.path.join(os.path.dirname(os.path.dirname(
    os.path.realpath(__file__))), "cocci", "tst-cocci")


def cocci(ctx):
    """The C files on their way, and the helper headers they include
    (pipeline/helpers.py)."""
    rels = [rel for rel, r in ctx.files.items() if r.converting()]
    if not rels:
        return
    rels += ctx.helpers.headers
    ctx.say("cocci: the semantic patches over %d file(s)" % len(rels))
    paths = {os.path.join(ctx.out, rel): rel for rel in rels}
    with tempfile.NamedTemporaryFile(prefix="tst-pipeline.failures.") as fl, \
            tempfile.TemporaryDirectory(prefix="tst-pipeline.cocci.") as tmp:
        # tst-cocci leaves the patched texts in results: they are
        # compared and written here, not by a few processes per file
        results = os.path.join(tmp, "results")
        cmd = [ctx.cocci, "--results", results, "--jobs", str(ctx.jobs),
               "--failures", fl.name, "--progress"] + list(paths)
        try:
            p = subprocess.Popen(cmd, stdin=subprocess.DEVNULL,
                                 stdout=subprocess.DEVNULL,
                                 stderr=subprocess.PIPE)
        except OSError as e:
            raise Problem("cannot run %s: %s" % (ctx.cocci, e.strerror))
        other = []
        for line in p.stderr:
            line = line.decode("utf-8", "replace").rstrip("\n")
            if line.startswith("tst-cocci: parsing ") or \
                    line.startswith("tst-cocci: patch "):
                ctx.say("cocci: " + line.split(": ", 1)[1])
            else:
                other.append(line)
        rc = p.wait()
        if rc == 2:
            raise Problem("tst-cocci refused to run: %s"
                          % (other[0] if other else "no message"))
        failed = read_failures(fl.name)
        if rc != 2:
            take_results(results, list(paths), {p for p, _ in failed})
    for path, why in failed:
        rel = paths.get(path)
        if rel is None:
            continue
        if rel in ctx.files:
            ctx.files[rel].cocci_msg = "%s failed: %s" % (ctx.cocci, why)
        else:
            ctx.helpers.cocci_failed(rel, why)
        ctx.restore(rel)
    if rc != 0 and not failed:
        raise Problem("tst-cocci failed (exit %d) without naming a file: %s"
                      % (rc, other[-1] if other else "no message"))


def take_results(results, paths, failed):
    """Each file's patched text (results/N.c or N.h, N its place among
    paths) written over it when it changed; through a symbolic link, its
    target."""
    for n, path in enumerate(paths):
        if path in failed:
            continue
        ext = ".h" if path.endswith(".h") else ".c"
        try:
            new = read_bytes(os.path.join(results, "%d%s" % (n, ext)))
        except FileNotFoundError:
            continue
        if new != read_bytes(path):
            atomic_write(os.path.realpath(path), new)


def read_failures(path):
    out = []
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            name, _, why = line.rstrip("\n").partition("\t")
            out.append((name, why))
    return out
