#!/usr/bin/python3
"""Build one side of a suite's tree from its model (pipeline/tree.py).

Usage: pipeline/build.py --model DIR --out DIR --side NAME
                         --cflags FLAGS --libs LIBS [--root TREE]
                         [--drop-include REL]... [--inventory FILE]
                         [-j N] [--cc CC]

Every object of the model (programs', helper libraries' and the files no
program has) is compiled with the flags the tree gives it, each helper
library is archived from its members that compiled, and every program
is linked into OUT/testcases/bin (so OUT is an LTPROOT-style tree), all
through a generated Makefile run -k -j N, so that what fails is named
and the rest goes on, and a second run rebuilds only what changed. A
file that does not compile with a -D_GNU_SOURCE of the side's flags is
compiled again without it, as the suite built it (the first log stays).

The side replaces what the tree has of the old test library:
  --root TREE          where the sources are (the converted mirror of the
                       tree); paths under the model's SRC in the flags
                       are moved there too (default: SRC itself)
  --drop-include REL   the tree's own directory of old-API headers, left
                       out of the -I flags (default: include/old)
  --cflags FLAGS       put before the tree's flags (the side's headers)
  --libs LIBS          linked instead of the suite's own library (-lltp)
  --inventory FILE     convert-tree's inventory: only files whose state
                       is converted, needs-review or native are built
                       (others are named as not converted)

A helper library whose sources are not in the tree is left out and the
program is linked without it; when that fails the reason says so.

Writes OUT/build.json: {"side", "root", "programs": [{"name", "dir",
"built", "reason", "log", "skipped"}], "files": [{"file", "built",
"reason", "skipped"}] ("skipped": left out by --inventory),
"libraries": [{"key", "built", "members", "failed"}], "stats": {...}},
and a summary line. Exit status: 0 when everything built, 1 when
something did not, 2 on a usage error.
"""

import argparse
import json
import os
import shlex
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.realpath(__file__)))
import fsutil  # noqa: E402
from vocab import NEW_API_STATES  # noqa: E402

PROG = "build.py"


class UsageError(Exception):
    pass


def atomic_write(path, text):
    """pipeline/fsutil.py's, for text: mode 0644."""
    fsutil.atomic_write(path, text.encode("utf-8"), mode=0o644)


def write_if_changed(path, text):
    """Rewritten only when it differs, so make sees a change of flags."""
    try:
        with open(path, encoding="utf-8") as f:
            if f.read() == text:
                return
    except OSError:
        pass
    atomic_write(path, text)


def first_error(log_path):
    """The first line of a compiler's log that says what went wrong."""
    try:
        with open(log_path, encoding="utf-8", errors="replace") as f:
            lines = f.read().splitlines()
    except OSError:
        return "no log"
    for key in ("undefined reference", "multiple definition",
                "cannot find -l", "fatal error",
                ": error:", "error:", "Error"):
        for ln in lines:
            if key in ln:
                return ln.strip()
    return next((ln.strip() for ln in lines if ln.strip()), "no message")


def mk_quote(s):
    """A path as make and sh both take it (the tree's paths have no
    spaces; make cannot name such a file as a target)."""
    if any(c in s for c in " \t\n:#%"):
        raise UsageError("path '%s': make cannot name a file with "
                         "spaces, ':', '#' or '%%'" % s)
    return s.replace("$", "$$")


class Side:
    def __init__(self, a, model):
        self.model = model
        self.src = model["src"]
        self.root = os.path.realpath(a.root) if a.root else self.src
        self.out = os.path.realpath(a.out)
        self.name = a.side
        self.cc = a.cc
        cflags = shlex.split(a.cflags)
        # the side's old-API headers (oldlib-compat) go after the tree's
        # -I: see flags()
        self.cflags = [f for f in cflags if not old_api_flag(f)]
        self.cflags_last = [f for f in cflags if old_api_flag(f)]
        self.libs = shlex.split(a.libs)
        self.drop = {os.path.normpath(os.path.join(self.root, d))
                     for d in (a.drop_include or ["include/old"])}
        self.allowed = None
        if a.inventory:
            self.allowed = load_inventory(a.inventory)

    def path(self, rel):
        return os.path.join(self.root, rel)

    def rebase(self, p):
        if p == self.src or p.startswith(self.src + "/"):
            return self.root + p[len(self.src):]
        return p

    def flags(self, flags):
        """The tree's flags for this side: paths moved to the root, the
        tree's old-API headers dropped, the side's own flags first but
        its old-API headers (oldlib-compat) after the tree's -I: a header
        of another suite named like one of the old API's (Open POSIX's
        test.h) is the one the tree's build finds, as in the converter."""
        out = list(self.cflags)
        for f in flags:
            if f.startswith("-I"):
                d = os.path.normpath(self.rebase(f[2:]))
                if d in self.drop or fsutil.old_api_dir(d):
                    continue
                f = "-I" + d
            elif f.startswith("/"):
                f = self.rebase(f)
            out.append(f)
        return out + self.cflags_last

    def obj(self, key):
        return os.path.join(self.out, "obj", key)

    def skip_reason(self, source):
        if self.allowed is None:
            return None
        state = self.allowed.get(source)
        if state in NEW_API_STATES:
            return None
        return "not converted (%s)" % (state or "not in the inventory")


def side_gnu_source(side, f):
    """A -D_GNU_SOURCE the side adds (SIDE_CFLAGS), not the tree. The
    side's libraries want it; a legacy test the suite built without it
    may not compile with it (a global 'sigset_t sigset;' that <signal.h>
    declares as a function under _GNU_SOURCE, <linux/uio.h>'s struct
    iovec that <fcntl.h> defines then): such a file is compiled again
    as the suite compiled it, without the side's."""
    return f in side.cflags and (f == "-D_GNU_SOURCE" or
                                 f.startswith("-D_GNU_SOURCE="))


def old_api_flag(f):
    return f.startswith("-I") and fsutil.old_api_dir(f[2:])


def load_inventory(path):
    try:
        with open(path, encoding="utf-8") as f:
            files = json.load(f)["files"]
        return {x["path"]: x["state"] for x in files}
    except (OSError, ValueError, KeyError, TypeError) as e:
        raise UsageError("inventory %s: %s" % (path, e))


def objects_of(model):
    """Every compilation of the model once: output key -> object."""
    objs = {}
    for group in (model["libraries"], model["programs"]):
        for x in group:
            for o in x["objects"]:
                objs.setdefault(o["output"], o)
    # A file the tree compiles but cannot link (its program lacks a
    # source) is compiled; one the tree never compiles is only named.
    for u in model["unbuilt"]:
        if not u.get("compiled_by_make"):
            continue
        key = os.path.splitext(u["file"])[0] + ".o"
        objs.setdefault(key, {"source": u["file"], "output": key,
                              "flags": u["flags"]})
    return objs


def compile_rules(side, objs):
    """Phase 1: the objects. Returns the Makefile text and the skipped."""
    rules, skipped, targets = [], {}, []
    for key, o in sorted(objs.items()):
        why = side.skip_reason(o["source"])
        if why:
            skipped[key] = why
            continue
        obj = side.obj(key)
        flags_file = obj + ".flags"
        args = [side.cc] + side.flags(o["flags"]) + \
            ["-MMD", "-MP", "-c", "-o", obj, side.path(o["source"])]
        os.makedirs(os.path.dirname(obj), exist_ok=True)
        write_if_changed(flags_file, shlex.join(args) + "\n")
        log = obj + ".log"
        cmd = "%s >%s 2>&1" % (shlex.join(args).replace("$", "$$"),
                               mk_quote(log))
        plain = [a for a in args if not side_gnu_source(side, a)]
        if plain != args:
            # the log that stays is the first one: the retry's own goes
            # beside it
            cmd += " || %s >%s 2>&1" % (
                shlex.join(plain).replace("$", "$$"),
                mk_quote(obj + ".plain.log"))
        rules.append(
            "%s: %s %s\n\t@%s || { rm -f $@; exit 1; }\n-include %s\n"
            % (mk_quote(obj), mk_quote(side.path(o["source"])),
               mk_quote(flags_file), cmd, mk_quote(obj[:-2] + ".d")))
        targets.append(mk_quote(obj))
    head = ".PHONY: all\nall: %s\n" % " ".join(targets)
    return head + "\n".join(rules), skipped


def run_make(side, mkfile, jobs):
    r = subprocess.run(["make", "-k", "-s", "--no-print-directory",
                        "-j%d" % jobs, "-f", mkfile, "all"],
                       capture_output=True, text=True,
                       stdin=subprocess.DEVNULL)
    return r.returncode


def prune_bin(out, bindir, keep):
    """Removes from bindir the programs an earlier build here linked that
    this one does not (another tree's, or ones whose sources no longer
    compile): the side by side run takes bindir's programs as this
    build's. Only a name this tool linked goes (OUT/logs/.../NAME.link,
    the link command it writes for each), never a file it did not make."""
    made = set()
    for _, _, files in os.walk(os.path.join(out, "logs")):
        made.update(f[:-len(".link")] for f in files if f.endswith(".link"))
    for name in made - keep:
        path = os.path.join(bindir, name)
        if name and os.path.isfile(path) and not os.path.islink(path):
            os.unlink(path)


def link_rules(side, model, built):
    """Phase 2: the libraries from their members that compiled, then the
    programs whose objects all compiled."""
    rules, targets, libs = [], [], {}
    for lib in model["libraries"]:
        key = os.path.join(lib["dir"], lib["name"])
        members = [side.obj(o["output"]) for o in lib["objects"]
                   if o["output"] in built]
        failed = [o["output"] for o in lib["objects"]
                  if o["output"] not in built]
        path = os.path.join(side.out, "lib", key)
        libs[key] = {"key": key, "path": path, "members": len(members),
                     "failed": failed, "missing": lib["missing"],
                     "built": bool(members)}
        if not members:
            continue
        os.makedirs(os.path.dirname(path), exist_ok=True)
        write_if_changed(path + ".members", "\n".join(members) + "\n")
        rules.append("%s: %s %s.members\n\t@rm -f $@ && ar rcs $@ %s\n" % (
            mk_quote(path), " ".join(map(mk_quote, members)),
            mk_quote(path), " ".join(map(mk_quote, members))))
        targets.append(mk_quote(path))
    bindir = os.path.join(side.out, "testcases", "bin")
    os.makedirs(bindir, exist_ok=True)
    linked = [p for p in model["programs"] if p["objects"] and
              all(o["output"] in built for o in p["objects"])]
    prune_bin(side.out, bindir, {p["name"] for p in linked})
    for p in linked:
        objs = [o["output"] for o in p["objects"]]
        helpers = [libs[k]["path"] for k in p["libraries"]
                   if libs.get(k, {}).get("built")]
        args = [side.cc] + [f for f in p["link_flags"]] + \
            ["-o", os.path.join(bindir, p["name"])] + \
            [side.obj(o) for o in objs] + helpers + \
            (side.libs if p["suite_library"] else []) + p["system_libs"]
        exe = os.path.join(bindir, p["name"])
        log = os.path.join(side.out, "logs", p["dir"], p["name"] + ".link.log")
        os.makedirs(os.path.dirname(log), exist_ok=True)
        cmdf = os.path.join(side.out, "logs", p["dir"], p["name"] + ".link")
        write_if_changed(cmdf, shlex.join(args) + "\n")
        rules.append("%s: %s %s\n\t@%s >%s 2>&1 || { rm -f $@; exit 1; }\n" % (
            mk_quote(exe), " ".join(mk_quote(side.obj(o)) for o in objs) +
            " " + " ".join(map(mk_quote, helpers)), mk_quote(cmdf),
            shlex.join(args).replace("$", "$$"), mk_quote(log)))
        targets.append(mk_quote(exe))
    head = ".PHONY: all\nall: %s\n" % " ".join(targets)
    return head + "\n".join(rules), libs


def program_result(side, p, built, skipped, libs, clashes):
    exe = os.path.join(side.out, "testcases", "bin", p["name"])
    res = {"name": p["name"], "dir": p["dir"], "built": False,
           "reason": "", "log": "", "skipped": False}
    if p["name"] in clashes:
        res["reason"] = "another program of the tree has the same name (%s)" \
            % clashes[p["name"]]
        return res
    for o in p["objects"]:
        if o["output"] in skipped:
            res["reason"] = "%s: %s" % (o["source"], skipped[o["output"]])
            res["skipped"] = True
            return res
        if o["output"] not in built:
            res["log"] = side.obj(o["output"]) + ".log"
            res["reason"] = "%s: %s" % (o["source"], first_error(res["log"]))
            return res
    if not p["objects"]:
        res["reason"] = "no sources"
        return res
    if os.path.isfile(exe) and os.access(exe, os.X_OK):
        res["built"] = True
        return res
    res["log"] = os.path.join(side.out, "logs", p["dir"],
                              p["name"] + ".link.log")
    res["reason"] = "link: " + first_error(res["log"])
    gaps = [m for m in p.get("missing_libraries", [])] + [
        "%s lacks %s (they did not compile)" % (k, " ".join(libs[k]["failed"]))
        for k in p["libraries"] if k in libs and libs[k]["failed"]]
    if gaps:
        res["reason"] += " (the tree's helper libraries: %s)" % "; ".join(gaps)
    return res


def file_results(side, objs, built, skipped):
    """Per .c file: built when one of its compilations succeeded; the
    files the tree itself never compiles with the tree's reason."""
    by_file = {}
    for key, o in sorted(objs.items()):
        by_file.setdefault(o["source"], []).append(key)
    res = []
    for u in side.model["unbuilt"]:
        if u["file"] not in by_file:
            why = side.skip_reason(u["file"])
            res.append({"file": u["file"], "built": False,
                        "reason": why or "the tree does not build it: " +
                        u["reason"], "skipped": bool(why)})
    for f, keys in sorted(by_file.items()):
        ok = any(k in built for k in keys)
        reason = ""
        if not ok:
            k = keys[0]
            reason = skipped.get(k) or first_error(side.obj(k) + ".log")
        res.append({"file": f, "built": ok, "reason": reason,
                    "skipped": all(k in skipped for k in keys)})
    return sorted(res, key=lambda r: r["file"])


def name_clashes(model):
    seen, clashes = {}, {}
    for p in model["programs"]:
        where = os.path.join(p["dir"], p["name"])
        if p["name"] in seen:
            clashes[p["name"]] = seen[p["name"]] + " and " + where
        else:
            seen[p["name"]] = where
    return clashes


def build(side, jobs):
    model = side.model
    os.makedirs(os.path.join(side.out, "obj"), exist_ok=True)
    objs = objects_of(model)
    text, skipped = compile_rules(side, objs)
    mk1 = os.path.join(side.out, "objects.mk")
    atomic_write(mk1, text)
    run_make(side, mk1, jobs)
    built = {k for k in objs if k not in skipped and
             os.path.isfile(side.obj(k))}
    clashes = name_clashes(model)
    text, libs = link_rules(side, model, built)
    mk2 = os.path.join(side.out, "link.mk")
    atomic_write(mk2, text)
    run_make(side, mk2, jobs)
    progs = [program_result(side, p, built, skipped, libs, clashes)
             for p in model["programs"]]
    files = file_results(side, objs, built, skipped)
    considered = [f for f in files if not f["skipped"]]
    considered_p = [p for p in progs if not p["skipped"]]
    stats = {
        "files": len(files),
        "files_considered": len(considered),
        "files_built": sum(1 for f in files if f["built"]),
        "programs": len(progs),
        "programs_considered": len(considered_p),
        "programs_built": sum(1 for p in progs if p["built"]),
        "libraries": len(libs),
        "libraries_built": sum(1 for lib in libs.values() if lib["built"]),
    }
    doc = {"side": side.name, "root": side.root, "programs": progs,
           "files": files, "libraries": list(libs.values()), "stats": stats}
    atomic_write(os.path.join(side.out, "build.json"),
                 json.dumps(doc, indent=1) + "\n")
    return doc


def main(argv):
    ap = argparse.ArgumentParser(prog=PROG, description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    ap.add_argument("--model", required=True, metavar="DIR",
                    help="tree.py's output (programs.json)")
    ap.add_argument("--out", required=True, metavar="DIR")
    ap.add_argument("--side", required=True, metavar="NAME",
                    help="a name for this side (legacy, converted)")
    ap.add_argument("--root", metavar="TREE",
                    help="the sources' tree (default: the model's SRC)")
    ap.add_argument("--cflags", default="", metavar="FLAGS")
    ap.add_argument("--libs", default="", metavar="LIBS")
    ap.add_argument("--drop-include", action="append", metavar="REL")
    ap.add_argument("--inventory", metavar="FILE")
    ap.add_argument("-j", "--jobs", type=int, default=2, metavar="N")
    ap.add_argument("--cc", default=os.environ.get("CC", "cc"))
    a = ap.parse_args(argv)
    try:
        if a.jobs < 1:
            raise UsageError("-j needs a number >= 1, got %d" % a.jobs)
        path = os.path.join(a.model, "programs.json")
        try:
            with open(path, encoding="utf-8") as f:
                model = json.load(f)
            model["programs"], model["libraries"], model["unbuilt"]
        except (OSError, ValueError, KeyError, TypeError) as e:
            raise UsageError("%s: not a tree model (%s)" % (path, e))
        if a.root and not os.path.isdir(a.root):
            raise UsageError("--root '%s' is not a directory" % a.root)
        os.makedirs(a.out, exist_ok=True)
        side = Side(a, model)
        doc = build(side, a.jobs)
    except UsageError as e:
        sys.stderr.write("%s: %s\n" % (PROG, e))
        return 2
    st = doc["stats"]
    print("%s: %s: %d of %d .c files compiled, %d of %d programs built, "
          "%d of %d helper libraries (%s)" % (
              PROG, side.name, st["files_built"], st["files_considered"],
              st["programs_built"], st["programs_considered"],
              st["libraries_built"],
              st["libraries"], os.path.join(side.out, "build.json")))
    ok = st["files_built"] == st["files_considered"] and \
        st["programs_built"] == st["programs_considered"]
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
