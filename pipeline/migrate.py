"""make migrate around the conversion: the tree's model (a real tree),
both sides built, run side by side, the originals that passed everything
replaced (--in-place), the report, and the summary that names every
shortfall.

A real tree (LTP's layout: include/mk, Makefiles in its directories, or a
compile_commands.json) is modelled by pipeline/tree.py and each side is
built from the model by pipeline/build.py; the side-by-side run gets the
model and the build reports, so an entry whose program did not build is
named with the reason. A flat tree (the bundled testcases/legacy) is
built by pipeline/flatbuild.py."""

import json
import os
import shutil
import subprocess
import sys

import fsutil
import inplace
import runtestedit
from flatbuild import build_side, tests_of
from inventory import totals
from vocab import NEW_API_STATES, STATES

HERE = os.path.dirname(os.path.realpath(__file__))
TOP = os.path.dirname(HERE)
BUNDLED = os.path.join(TOP, "testcases", "legacy")


def few(names):
    """The names, the first 15 of them when there are more."""
    if len(names) <= 15:
        return " ".join(names)
    return "%s and %d more" % (" ".join(names[:15]), len(names) - 15)


def states_line(t):
    return "%d C files: %s" % (t["files"], ", ".join(
        "%d %s" % (t[s], s) for s in STATES if t.get(s)))


def is_real_tree(src):
    """A tree in the real suite's layout rather than a flat directory of
    tests."""
    if src == os.path.realpath(BUNDLED):
        return False
    if os.path.isdir(os.path.join(src, "include", "mk")) or \
            os.path.isfile(os.path.join(src, "compile_commands.json")):
        return True
    for root, dirs, files in os.walk(src):
        if root != src and "Makefile" in files:
            return True
    return False


def model(ctx, out):
    """Stage 0 of a real tree: its programs and flags (pipeline/tree.py);
    the summary line."""
    ctx.stages.start("model")
    ctx.say("\n== %s: model the tree (its Makefiles run by make)"
            % ctx.prog)
    rc = subprocess.run([sys.executable, os.path.join(HERE, "tree.py"),
                         ctx.src, "--out", out, "-j",
                         str(ctx.jobs)], stdout=ctx.stream).returncode
    if rc:
        raise fsutil.Problem("pipeline/tree.py could not model %s" % ctx.src)
    with open(os.path.join(out, "programs.json"), encoding="utf-8") as f:
        d = json.load(f)
    # a file that fails says too when the tree builds nothing of it
    # (main.c of misc/math/float, which other files #include)
    ctx.unbuilt = {u["file"]: u["reason"] for u in d["unbuilt"]
                   if not u["compiled_by_make"]}
    facts = {}
    for x in d["directories"]:
        facts[x["facts"]] = facts.get(x["facts"], 0) + 1
    return ("%d programs, %d helper libraries; facts per directory: %s (%s)"
            % (len(d["programs"]), len(d["libraries"]),
               ", ".join("%d %s" % (n, f) for f, n in sorted(facts.items())),
               out))


def write_scan(ctx, recs, path):
    files = []
    for rel in ctx.walk.cfiles:
        rec = dict(recs[rel])
        rec.pop("forking", None)
        files.append(rec)
    doc = {"files": files, "totals": totals(files)}
    fsutil.atomic_write(path, json.dumps(doc, indent=1).encode() + b"\n")
    return states_line(doc["totals"])


class Migrate:
    def __init__(self, ctx, opts):
        self.ctx, self.opts = ctx, opts
        self.work = ctx.work
        self.fails = []
        self.lines = {}
        self.real = is_real_tree(ctx.src)
        self.model = os.path.join(self.work, "model")
        self.inv = os.path.join(ctx.out, "inventory.json")

    def step(self, name, text):
        self.ctx.stages.start(name)
        print("\n== migrate: %s" % text, flush=True)

    def build_tree_side(self, name, root, out, cflags, libs, *more):
        """One side of a real tree (pipeline/build.py); its build.json."""
        rc = subprocess.run(
            [sys.executable, os.path.join(HERE, "build.py"), "--model",
             self.model, "--out", out, "--side", name, "--root", root,
             "--cflags=" + cflags, "--libs=" + libs, "-j",
             str(self.ctx.jobs)] + list(more)).returncode
        if rc >= 2:
            raise fsutil.Problem("pipeline/build.py failed on the %s side"
                                 % name)
        with open(os.path.join(out, "build.json"), encoding="utf-8") as f:
            doc = json.load(f)
        st = doc["stats"]
        doc["line"] = ("%d of %d .c files compiled, %d of %d programs built"
                       % (st["files_built"], st["files_considered"],
                          st["programs_built"], st["programs_considered"]))
        return doc

    def build_tree(self):
        """The sides' own headers and libraries in place of the tree's old
        API: oldlib-compat for the legacy side, newlib for the converted
        one."""
        ctx, env = self.ctx, self.ctx.env
        self.step("build", "build: the tree against oldlib-compat, its "
                  "conversion against newlib")
        side = env["SIDE_CFLAGS"]
        leg = self.build_tree_side(
            "legacy", ctx.src, os.path.join(self.work, "legacy"),
            "%s -I%s/oldlib-compat/include -I%s/newlib/include"
            % (side, TOP, TOP), env["OLD_LIBS"])
        self.lines["legacy"] = leg["line"]
        st = leg["stats"]
        if st["programs_built"] != st["programs_considered"]:
            self.fails.append("legacy tests that do not build")
        conv = self.build_tree_side(
            "converted", ctx.out, os.path.join(self.work, "converted-build"),
            "%s -I%s/newlib/include" % (side, TOP), env["TST_LIBS"],
            "--inventory", self.inv)
        self.lines["converted"] = conv["line"] + " (of those that converted)"
        if not all(p["built"] or p["skipped"] for p in conv["programs"]):
            self.fails.append("converted tests that do not build")
        self.built = {p["name"] for p in conv["programs"] if p["built"]}
        self.built_files = {f["file"] for f in conv["files"] if f["built"]}

    def build(self, files):
        """Both sides; the converted side only for the files that came out
        as new-API code."""
        ctx, env = self.ctx, self.ctx.env
        if self.real:
            return self.build_tree()
        self.step("build", "build: legacy tests against oldlib-compat, "
                  "converted ones against newlib")
        tests = tests_of(ctx.src)
        built, not_built = build_side(
            ctx, "legacy", ctx.src, os.path.join(self.work, "legacy"),
            env["OLD_CFLAGS"], env["OLD_LIBS"], tests)
        line = "%d of %d built" % (len(built), len(tests))
        if not_built:
            line += "; failed to compile: " + few(not_built)
            self.fails.append("legacy tests that do not compile")
        self.lines["legacy"] = line
        state = {r["path"]: r["state"] for r in files}
        conv = [t for t in tests if state.get(t + ".c") in NEW_API_STATES]
        not_conv = ["%s (%s)" % (t, state.get(t + ".c", "no inventory"))
                    for t in tests if t not in conv]
        cbuild = os.path.join(self.work, "converted-build")
        shutil.rmtree(cbuild, ignore_errors=True)
        built, not_built = build_side(ctx, "converted", ctx.out, cbuild,
                                      env["TST_CFLAGS"], env["TST_LIBS"],
                                      conv)
        os.makedirs(os.path.join(cbuild, "bin"), exist_ok=True)
        self.built = set(built)
        line = "%d of %d converted tests built" % (len(built), len(conv))
        if not_built:
            line += "; failed to compile: %s (logs: %s)" % (
                few(not_built), os.path.join(cbuild, "logs"))
            self.fails.append("converted tests that do not compile")
        if not_conv:
            line += "; not converted: " + few(not_conv)
        self.lines["converted"] = line

    def runtest_files(self):
        src = self.ctx.src
        if self.opts["runtest"]:
            # a bare name is one of SRC/runtest/
            return [os.path.join(src, "runtest", f) if "/" not in f and
                    not os.path.exists(f) and
                    os.path.isfile(os.path.join(src, "runtest", f)) else f
                    for f in self.opts["runtest"]]
        # A real tree names far more than one can safely run on a shared
        # machine: by default its syscalls only.
        if self.real and os.path.isfile(os.path.join(src, "runtest",
                                                     "syscalls")):
            return [os.path.join(src, "runtest", "syscalls")]
        if src == os.path.realpath(BUNDLED):
            f = os.path.join(TOP, "testcases", "runtest")
        elif os.path.exists(os.path.join(src, "runtest")):
            f = os.path.join(src, "runtest")
        else:
            f = os.path.join(os.path.dirname(src), "runtest")
        if os.path.isfile(f):
            return [f]
        if os.path.isdir(f):
            rt = sorted(os.path.join(f, n) for n in os.listdir(f)
                        if os.path.isfile(os.path.join(f, n)) and
                        not n.endswith("~") and not n.startswith("."))
            if rt:
                return rt
        # No runtest files: one entry per test that has a TCID (helper
        # programs have none).
        gen = os.path.join(self.work, "runtest.generated")
        lines = []
        for t in tests_of(src):
            with open(os.path.join(src, t + ".c"), "rb") as fh:
                if b"TCID" in fh.read():
                    lines.append("%s %s\n" % (t, t))
        with open(gen, "w") as fh:
            fh.writelines(lines)
        print("no runtest files: one entry per test with a TCID "
              "(%d entries)" % len(lines))
        return [gen]

    def converted_runtest(self):
        """The converted tree's copies of the runtest files run that the
        conversion rewrote (runtestedit.py: lines of programs that read
        their command line otherwise): the converted side runs theirs. A
        runtest file from outside SRC (a selection of the tree's entries)
        gets the same commands rewritten, in a copy of the same name in
        WORK/runtest-converted/N/."""
        src, out = os.path.realpath(self.ctx.src), self.ctx.out
        conv = []
        cmds = None
        outside = os.path.join(self.work, "runtest-converted")
        shutil.rmtree(outside, ignore_errors=True)
        for i, f in enumerate(self.rt):
            real = os.path.realpath(f)
            if not fsutil.inside(real, src):
                if cmds is None:
                    cmds = runtestedit.commands(self.ctx)
                mine = runtestedit.copy_outside(
                    self.ctx, real, os.path.join(outside, str(i),
                                                 os.path.basename(real)),
                    cmds)
                if mine:
                    conv.append(mine)
                continue
            mine = os.path.join(out, os.path.relpath(real, src))
            if os.path.isfile(mine) and \
                    fsutil.read_bytes(mine) != fsutil.read_bytes(real):
                conv.append(mine)
        return conv

    def side_by_side(self):
        self.step("run", "run side by side")
        self.rt = self.runtest_files()
        sbs = os.path.join(self.work, "side-by-side")
        w = self.work
        if self.real:
            sides = ["--legacy", os.path.join(w, "legacy", "testcases", "bin"),
                     "--converted", os.path.join(w, "converted-build",
                                                 "testcases", "bin"),
                     "--model", self.model, "--inventory", self.inv,
                     "--legacy-build", os.path.join(w, "legacy",
                                                    "build.json"),
                     "--converted-build", os.path.join(w, "converted-build",
                                                       "build.json")]
        else:
            sides = ["--legacy", os.path.join(w, "legacy", "bin"),
                     "--converted", os.path.join(w, "converted-build",
                                                 "bin"),
                     "--inventory", self.inv]
        cmd = [os.path.join(TOP, "testcases", "side-by-side.sh")] + sides + [
            "--out", sbs, "--src", self.ctx.src, "--src", self.ctx.out,
            "-j", str(self.ctx.jobs), "--timeout",
            str(self.opts["run_timeout"])]
        if self.opts["baseline"]:
            cmd += ["--baseline", self.opts["baseline"]]
        for f in self.converted_runtest():
            cmd += ["--converted-runtest", f]
        rc = subprocess.run(cmd + self.rt).returncode
        if rc >= 2:
            raise fsutil.Problem("side-by-side.sh failed (exit %d)" % rc)
        self.res = os.path.join(sbs, "results.json")
        with open(self.res, encoding="utf-8") as f:
            d = json.load(f)
        st = d["stats"]
        line = "%d pairs: %d equal, %d diverged, %d legacy-only" % (
            st["pairs"], st["equal"], st["diverged"], st["legacy_only"])
        if st["pairs"] > st["legacy_only"]:
            line += ("; those run twice took %.1f s as legacy, %.1f s "
                     "converted" % (st["pairs_legacy_time"],
                                    st["pairs_converted_time"]))
        diverged = [p["tag"] for p in d["pairs"]
                    if p["verdict"] == "diverged"]
        if diverged:
            line += "; diverged: " + " ".join(diverged)
            self.fails.append("diverged pairs")
        if st["legacy_only"]:
            self.fails.append("legacy tests without a converted twin")
        if rc and self.opts["baseline"]:
            self.fails.append("regressions against " + self.opts["baseline"])
        self.lines["side by side"] = line
        self.results = d

    def adopt(self, files):
        """--in-place: each file that converted clean, built and whose
        pairs were all equal replaces its original; when the conversion
        changed headers (cleanup parameters dropped), every file must have
        passed and all are replaced with the headers, or none. Either way
        all together or nothing (pipeline/inplace.py)."""
        ctx = self.ctx
        self.step("in-place", "replace the files of %s that passed every "
                  "check" % ctx.src)
        cbuild = os.path.join(self.work, "converted-build")
        cmd = {r["test_fqn"]: os.path.basename(r["test"]["command"])
               for r in self.results["results"]}
        bad = {cmd.get(p["tag"]) for p in self.results["pairs"]
               if p["verdict"] != "equal"}

        def passed(f):
            path = f["path"]
            if f["state"] != "converted":
                return False
            if self.real:
                return path in self.built_files and not (
                    self.programs_of(path) & bad)
            if "/" in path:
                return os.path.exists(os.path.join(
                    cbuild, "obj", os.path.basename(path)[:-2] + ".o"))
            return path[:-2] in self.built and path[:-2] not in bad

        ok = [f["path"] for f in files if passed(f)]
        if self.headers and len(ok) < len(files):
            line = ("0 files replaced by their conversion, %d kept as they "
                    "were: the conversion changed %s, so all or none"
                    % (len(files), " ".join(self.headers)))
        else:
            items = [(rel, fsutil.read_bytes(os.path.join(ctx.out, rel)))
                     for rel in ok + self.headers
                     if fsutil.read_bytes(os.path.join(ctx.src, rel)) !=
                     fsutil.read_bytes(os.path.join(ctx.out, rel))]
            # the runtest lines of the programs replaced, with them
            items += runtestedit.in_place(ctx, ok)
            inplace.replace_all(ctx.src, items)
            line = ("%d files replaced by their conversion, %d kept as "
                    "they were" % (len(ok) + len(self.headers),
                                   len(files) - len(ok)))
        print("in place: " + line)
        self.lines["in place"] = line

    def programs_of(self, path):
        """The names of the programs of a real tree a source is part of."""
        with open(os.path.join(self.model, "programs.json"),
                  encoding="utf-8") as f:
            progs = json.load(f)["programs"]
        return {p["name"] for p in progs if path in p["sources"]}

    def git_args(self):
        repo = self.opts["git"]
        if repo == "none":
            return []
        src = self.ctx.src
        if not repo:
            p = subprocess.run(["git", "-C", src, "rev-parse",
                                "--show-toplevel"], stdout=subprocess.PIPE,
                               stderr=subprocess.DEVNULL, text=True)
            if p.returncode:
                return []
            repo = p.stdout.strip()
        repo = os.path.realpath(repo)
        args = ["--git", repo]
        if src == os.path.realpath(BUNDLED):
            return args + ["--test-dir", "testcases", "--runtest-dir",
                           "testcases/runtest"]
        if not fsutil.inside(src, repo):
            return args
        args += ["--test-dir", os.path.relpath(src, repo)]
        # Only a directory of runtest files is one the history can follow.
        rt = os.path.realpath(os.path.dirname(self.rt[0]))
        if os.path.basename(rt) == "runtest" and fsutil.inside(rt, repo) \
                and rt != repo:
            args += ["--runtest-dir", os.path.relpath(rt, repo)]
        return args

    def publish(self):
        ctx, out = self.ctx, self.opts["report_out"]
        git = self.git_args()
        self.step("report", "report into %s" % out)
        os.makedirs(out, exist_ok=True)
        for d in ("patches", "logs"):
            shutil.rmtree(os.path.join(out, d), ignore_errors=True)
        for f in ("inventory.json", "conversion.log"):
            shutil.copy(os.path.join(ctx.out, f), out)
        if os.path.isdir(os.path.join(ctx.out, "patches")):
            shutil.copytree(os.path.join(ctx.out, "patches"),
                            os.path.join(out, "patches"))
        shutil.copy(os.path.join(self.work, "scan.json"), out)
        sbs = os.path.join(self.work, "side-by-side")
        for f in ("results.json", "results.xml"):
            shutil.copy(os.path.join(sbs, f), out)
        if os.path.isdir(os.path.join(sbs, "logs")):
            shutil.copytree(os.path.join(sbs, "logs"),
                            os.path.join(out, "logs"))
        self.lines["report"] = os.path.join(out, "index.html")
        rc = subprocess.run([os.path.join(TOP, "reports", "report"),
                             "--inventory", os.path.join(out,
                                                         "inventory.json"),
                             "--results", os.path.join(out, "results.json")]
                            + git + ["--out", out]).returncode
        if rc:
            self.lines["report"] = ("reports/report failed (JSON, XML, "
                                    "patches and log are in %s)" % out)
            self.fails.append("report not written")

    def summary(self):
        st = self.ctx.stages
        st.stop()
        print("\n== migrate: summary (%d s)" % sum(r[1] for r in st.rows))
        print("time:        " + ", ".join("%s %d s" % (r[0], r[1])
                                          for r in st.rows))
        print("source:      " + self.ctx.src)
        for key in ("scan", "model", "conversion", "legacy", "converted",
                    "side by side", "report", "in place"):
            if key in self.lines:
                print("%-12s %s" % (key + ":", self.lines[key]))
        if not self.fails:
            print("migrate: every file converted clean and every pair "
                  "matched")
            return 0
        print("migrate: NOT done: " + "; ".join(self.fails))
        return 1
