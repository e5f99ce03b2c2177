#!/usr/bin/python3
"""The model of a test suite's tree: which sources form which program,
with which flags, linked with which of the suite's helper libraries.

Usage: pipeline/tree.py SRC --out DIR [-j N] [--suite-lib NAME]
                        [--keep-work]

Writes DIR/compile_commands.json (the clang compilation database: one
entry per compilation of a .c file, with "directory", "file",
"arguments" and "output") and DIR/programs.json (below). SRC is only
read.

Where the facts come from, per directory, first that applies:
  database    SRC/compile_commands.json, when SRC has one (its entries
              are kept as they are; link facts come from the convention)
  makefile    the directory's Makefile, run by GNU make itself on the
              tree's own make system (LTP's include/mk; a config.mk is
              derived from config.mk.default and include/config.h when
              the tree was never configured), out of the tree, with the
              compiler and archiver replaced by pipeline/tree-record,
              which notes each command and compiles nothing; a query
              makefile (pipeline/tree-query.mk) read after the Makefile
              reports MAKE_TARGETS, LIB, CPPFLAGS, CFLAGS, LDFLAGS and
              LDLIBS, per target with its target-specific values
  convention  one program per .c with a main() (found with libclang),
              the directory's other .c files its helper library, flags
              -I for the directory and the suite's include directories

The suite's own library (-l$SUITE_LIB, default ltp) is not one of the
tree's helper libraries: a program's "suite_library" says it links it,
and the builder replaces it with the library of the side it builds.

programs.json:
  {"version": 1, "src": SRC, "suite_library": NAME,
   "directories": [{"dir", "facts", "note"}],
   "libraries": [{"name", "dir", "sources", "objects", "cppflags",
                  "cflags", "facts", "missing"}],
   "programs": [{"name", "dir", "sources", "objects", "libraries",
                 "suite_library", "system_libs", "link_flags",
                 "cppflags", "cflags", "ldflags", "ldlibs", "facts"}],
   "unbuilt": [{"file", "reason", "flags", "compiled_by_make"}]}
Paths are relative to SRC, except inside flag lists, which are the
compiler's own arguments with absolute paths. "objects" are
[{"source", "output", "flags"}]: one compilation each, flags without
-c, -o and the source. A library's "missing" says why it cannot be
built (e.g. its sources are not in the tree); "libraries" of a program
name libraries by "DIR/NAME". "unbuilt" are the .c files no program or
library of the tree has, with the reason, and the flags make compiled
them with ("compiled_by_make": their program could not be linked) or
else the flags of their directory; they are in the compilation database
too, so that a tool reading it finds every .c file.

Exit status: 0 on success, 2 on a usage error or when the model could
not be written.
"""

import argparse
import concurrent.futures
import json
import os
import shlex
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.realpath(__file__)))
import fsutil  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
RECORDER = os.path.join(HERE, "tree-record")
QUERY_MK = os.path.join(HERE, "tree-query.mk")
PROG = "tree.py"

# Options whose value is a path, in the separate form (-I DIR) and, for
# those in JOINED, also joined (-IDIR).
PATH_OPTS = ("-I", "-L", "-include", "-imacros", "-isystem", "-iquote",
             "-idirafter", "-MF")
JOINED = ("-I", "-L", "-isystem", "-iquote", "-idirafter")
SOURCE_EXT = (".c", ".S", ".s")

# What LTP's configure would set in config.mk when config.h says the
# library is there: config.h macro -> (config.mk variable, value).
CONFIGURE_LIBS = (
    ("HAVE_LIBAIO", "AIO_LIBS", "-laio"),
    ("HAVE_LIBCAP", "CAP_LIBS", "-lcap"),
    ("HAVE_LIBACL", "ACL_LIBS", "-lacl"),
    ("HAVE_LIBCRYPTO", "CRYPTO_LIBS", "-lcrypto"),
    ("HAVE_NUMA_H", "NUMA_LIBS", "-lnuma"),
    ("HAVE_NUMA_V2", "NUMA_CPPFLAGS", "-DNUMA_VERSION1_COMPATIBILITY"),
    ("HAVE_LIBSELINUX_DEVEL", "SELINUX_LIBS", "-lselinux"),
    ("HAVE_LIBTIRPC", "TIRPC_CPPFLAGS", "-I/usr/include/tirpc"),
    ("HAVE_LIBTIRPC", "TIRPC_LIBS", "-ltirpc"),
    ("HAVE_LIBKEYUTILS", "KEYUTILS_LIBS", "-lkeyutils"),
)


class UsageError(Exception):
    pass


def atomic_write(path, text):
    """pipeline/fsutil.py's, for text: mode 0644."""
    fsutil.atomic_write(path, text.encode("utf-8"), mode=0o644)


def is_under(path, base):
    return path == base or path.startswith(base + "/")


class Paths:
    """Maps the paths make and the compiler saw (in the scratch mirror of
    the tree, or in the tree itself) to the tree."""

    def __init__(self, src, work):
        self.src, self.work = src, work

    def rel(self, path, cwd):
        """SRC-relative path, or None for a path outside both trees."""
        p = os.path.normpath(os.path.join(cwd, path))
        for base in (self.work, self.src):
            if is_under(p, base):
                return os.path.relpath(p, base)
        return None

    def absolute(self, path, cwd):
        """The path in SRC when it lies in the mirror or SRC, else as is."""
        r = self.rel(path, cwd)
        if r is None:
            return os.path.normpath(os.path.join(cwd, path))
        return os.path.normpath(os.path.join(self.src, r))


def parse_command(args, cwd, paths):
    """A compiler command's parts: flags (paths made absolute in SRC),
    sources, objects and archives given as inputs (SRC-relative keys),
    -l names, -L directories, the output (SRC-relative key), -c."""
    cmd = {"flags": [], "sources": [], "objects": [], "archives": [],
           "libs": [], "libdirs": [], "output": None, "compile": False}
    i = 0
    while i < len(args):
        a = args[i]
        if a == "-c":
            cmd["compile"] = True
        elif a == "-o" and i + 1 < len(args):
            cmd["output"] = paths.rel(args[i + 1], cwd) or args[i + 1]
            i += 1
        elif a in PATH_OPTS and i + 1 < len(args):
            p = paths.absolute(args[i + 1], cwd)
            if a == "-L":
                cmd["libdirs"].append(paths.rel(args[i + 1], cwd) or p)
            else:
                cmd["flags"].append(a + p if a in JOINED else a)
                if a not in JOINED:
                    cmd["flags"].append(p)
            i += 1
        elif a.startswith(JOINED) and not a.startswith("-include"):
            opt = next(o for o in sorted(JOINED, key=len, reverse=True)
                       if a.startswith(o))
            p = paths.absolute(a[len(opt):], cwd)
            if opt == "-L":
                cmd["libdirs"].append(paths.rel(a[2:], cwd) or p)
            else:
                cmd["flags"].append(opt + p)
        elif a.startswith("-l") and len(a) > 2:
            cmd["libs"].append(a[2:])
        elif a.startswith("-"):
            cmd["flags"].append(a)
        elif a.endswith(SOURCE_EXT):
            cmd["sources"].append(paths.rel(a, cwd) or
                                  paths.absolute(a, cwd))
        elif a.endswith(".o"):
            cmd["objects"].append(paths.rel(a, cwd) or a)
        elif a.endswith(".a"):
            cmd["archives"].append(paths.rel(a, cwd) or a)
        else:
            cmd["flags"].append(a)
        i += 1
    cmd["flags"] = dedupe_includes(cmd["flags"])
    return cmd


LINK_ONLY = ("-Wl,", "-static", "-rdynamic", "-shared", "-no-pie",
             "-nostdlib")


def dedupe_includes(flags):
    """A -I directory given twice: the first one counts, the second goes."""
    seen, out = set(), []
    for f in flags:
        if f.startswith("-I"):
            if f in seen:
                continue
            seen.add(f)
        out.append(f)
    return out


def norm_words(value, cwd, paths):
    """A make variable's value with the paths in its options made
    absolute in SRC (the mirror make ran in is not kept)."""
    try:
        words = shlex.split(value)
    except ValueError:
        return value
    out = []
    for w in words:
        opt = next((o for o in sorted(JOINED, key=len, reverse=True)
                    if w.startswith(o) and len(w) > len(o)), None)
        if opt and not w.startswith("-include"):
            w = opt + paths.absolute(w[len(opt):], cwd)
        out.append(w)
    return shlex.join(out)


def system_has_lib(name, cache={}):
    """Whether the linker finds libNAME on this system."""
    if name not in cache:
        found = False
        for ext in (".so", ".a"):
            r = subprocess.run(["cc", "-print-file-name=lib%s%s" % (name, ext)],
                               capture_output=True, text=True)
            found = found or os.path.isabs(r.stdout.strip())
        cache[name] = found
    return cache[name]


def compile_flags(flags):
    """The flags of a compile-and-link command that concern compiling."""
    return [f for f in flags if not f.startswith(LINK_ONLY)]


def link_flags(flags):
    """The flags of a link that concern linking (the rest is compiling)."""
    return [f for f in flags if f.startswith(LINK_ONLY) or f in
            ("-pthread", "-fsanitize=address", "-pg", "--coverage")]


def read_records(d):
    recs = []
    for name in sorted(os.listdir(d)):
        with open(os.path.join(d, name), "rb") as f:
            parts = f.read().decode("utf-8", "replace").split("\0")
        if len(parts) < 3:
            continue
        recs.append((parts[0], parts[1], parts[2:-1]))
    return recs


def derived_config(src, work):
    """include/mk/config.mk and features.mk for an unconfigured tree:
    LTP's defaults plus the libraries include/config.h says are there."""
    mk = os.path.join(work, "include", "mk")
    os.makedirs(mk, exist_ok=True)
    own = os.path.join(src, "include", "mk")
    notes = []
    for name in ("config.mk", "features.mk"):
        if os.path.isfile(os.path.join(own, name)):
            text = "include %s\n" % os.path.join(own, name)
        elif os.path.isfile(os.path.join(own, name + ".default")):
            text = "include %s\n" % os.path.join(own, name + ".default")
            notes.append("%s derived from %s.default" % (name, name))
        else:
            text = ""
        if name == "config.mk" and "derived" in "".join(notes):
            defined = config_h_macros(src)
            for macro, var, value in CONFIGURE_LIBS:
                if macro in defined:
                    text += "%s := %s\n" % (var, value)
        atomic_write(os.path.join(mk, name), text)
    return notes


def config_h_macros(src):
    """The macros include/config.h defines, as the preprocessor sees them."""
    h = os.path.join(src, "include", "config.h")
    if not os.path.isfile(h):
        return set()
    r = subprocess.run(["cc", "-E", "-dM", "-x", "c", h],
                       capture_output=True, text=True)
    names = set()
    for line in r.stdout.splitlines():
        words = line.split()
        if len(words) >= 2 and words[0] == "#define":
            names.add(words[1].split("(")[0])
    return names


def mirror_dir(src, work, rel):
    """WORK/REL with a symlink to each file of SRC/REL, so that a Makefile
    that names its sources relative to its directory finds them."""
    d = os.path.join(work, rel)
    os.makedirs(d, exist_ok=True)
    for e in os.scandir(os.path.join(src, rel)):
        if e.is_file() and not os.path.lexists(os.path.join(d, e.name)):
            os.symlink(e.path, os.path.join(d, e.name))
    return d


def run_make(src, work, rel, timeout):
    """Runs the directory's Makefile with the query and the recorder;
    returns (query values, records, make's error lines)."""
    bdir = mirror_dir(src, work, rel)
    rec = tempfile.mkdtemp(prefix="rec.", dir=work)
    env = dict(os.environ, TREE_RECORD_DIR=rec, LC_ALL="C")
    for v in ("MAKEFLAGS", "MFLAGS", "MAKELEVEL", "CFLAGS", "CPPFLAGS",
              "LDFLAGS", "LDLIBS"):
        env.pop(v, None)
    cmd = ["make", "-s", "-k", "--no-print-directory", "-C", bdir,
           "-f", os.path.join(src, rel, "Makefile"), "-f", QUERY_MK,
           "top_srcdir=" + src, "top_builddir=" + work, "MAKE_DEPS=",
           "CC=%s cc" % RECORDER, "AR=%s ar" % RECORDER,
           "RANLIB=%s ranlib" % RECORDER, "tree-query-all"]
    try:
        r = subprocess.run(cmd, capture_output=True, env=env,
                           timeout=timeout, stdin=subprocess.DEVNULL)
        out = r.stdout.decode("utf-8", "replace")
        err = r.stderr.decode("utf-8", "replace")
    except subprocess.TimeoutExpired:
        out, err = "", "make did not finish in %d s" % timeout
    query = {}
    for line in out.splitlines():
        f = line.split("\t", 3)
        if len(f) == 4 and f[0] == "TREEQ":
            query.setdefault(f[1], {})[f[2]] = f[3]
    errors = [ln for ln in err.splitlines() if ln.strip() and
              "warning: overriding" not in ln and
              "warning: ignoring old recipe" not in ln]
    recs = read_records(rec)
    shutil.rmtree(rec, ignore_errors=True)
    return query, recs, errors


def has_main(path, flags):
    """Whether the file defines main(), by libclang."""
    import clang.cindex as ci
    try:
        tu = ci.Index.create().parse(
            path, args=[f for f in flags if f.startswith(("-I", "-D"))])
    except ci.TranslationUnitLoadError:
        return False
    for c in tu.cursor.get_children():
        if c.kind == ci.CursorKind.FUNCTION_DECL and c.spelling == "main" \
                and c.is_definition() and c.location.file and \
                os.path.samefile(c.location.file.name, path):
            return True
    return False


class Model:
    def __init__(self, src, out, suite_lib):
        self.src, self.out = src, out
        self.suite_lib = suite_lib
        self.config = []
        self.dirs = []
        self.libraries = {}   # "dir/name" -> library
        self.programs = []
        self.entries = []     # the compilation database
        self.compiled = {}    # SRC-relative source -> its first object
        self.used = set()     # sources of a program or library
        self.unbuilt = []
        self.pending = []     # programs' -l and .a, resolved at the end

    def obj(self, source, flags, output):
        """One compilation, in the database; its object for the model."""
        path = os.path.join(self.src, source)
        dest = os.path.join(self.out, "obj", output)
        self.entries.append({"directory": os.path.dirname(path),
                             "file": path,
                             "arguments": ["cc"] + flags +
                             ["-c", "-o", dest, path],
                             "output": dest})
        o = {"source": source, "output": output, "flags": flags}
        self.compiled.setdefault(source, o)
        return o

    def library(self, key, objs, cppflags, cflags, facts, missing=""):
        self.libraries[key] = {
            "name": os.path.basename(key), "dir": os.path.dirname(key),
            "sources": sorted({o["source"] for o in objs}), "objects": objs,
            "cppflags": cppflags, "cflags": cflags, "facts": facts,
            "missing": missing}
        self.used.update(o["source"] for o in objs)

    def program(self, name, rel, objs, facts, **kw):
        p = {"name": name, "dir": rel,
             "sources": [o["source"] for o in objs], "objects": objs,
             "libraries": [], "missing_libraries": [],
             "suite_library": True, "system_libs": [],
             "link_flags": ["-pthread"], "cppflags": "", "cflags": "",
             "ldflags": "", "ldlibs": "", "facts": facts}
        p.update(kw)
        self.programs.append(p)
        self.used.update(p["sources"])
        return p


def object_name(rel, name, source, nsources):
    stem = os.path.splitext(os.path.basename(source))[0]
    if nsources == 1:
        return os.path.join(rel, name + ".o")
    return os.path.join(rel, name + "." + stem + ".o")


class MakeDir:
    """One directory's make run turned into programs and libraries."""

    def __init__(self, model, paths, rel, query, recs, errors):
        self.model, self.paths, self.rel = model, paths, rel
        self.cwd = os.path.join(paths.work, rel)
        self.query, self.recs, self.errors = query, recs, errors
        self.dq = query.get("dir", {})
        self.objects = {}
        self.pending = []

    def values(self, target):
        """The target's own CPPFLAGS ... (the directory's when make did
        not report the target), paths made absolute in SRC."""
        q = self.query.get(target, self.dq)
        v = {k.lower(): norm_words(q.get(k, ""), self.cwd, self.paths)
             for k in ("CPPFLAGS", "CFLAGS", "LDFLAGS")}
        v["ldlibs"] = norm_words((q.get("LDLIBS", "") + " " +
                                  q.get("LOADLIBES", "")).strip(),
                                 self.cwd, self.paths)
        return v

    def compiles(self):
        for kind, cwd, args in self.recs:
            if kind != "compile":
                continue
            c = parse_command(args, cwd, self.paths)
            for s in c["sources"]:
                out = c["output"] if len(c["sources"]) == 1 and \
                    c["output"] else self.paths.rel(
                        os.path.splitext(os.path.basename(s))[0] + ".o", cwd)
                self.objects[out] = self.model.obj(s, c["flags"], out)

    def archives(self):
        declared = set((self.dq.get("LIB", "") + " " +
                        self.dq.get("INTERNAL_LIB", "")).split())
        declared &= set(self.dq.get("MAKE_TARGETS", "").split())
        for kind, cwd, args in self.recs:
            if kind != "ar" or len(args) < 2:
                continue
            key = self.paths.rel(args[1], cwd) or args[1]
            objs = [self.objects[m] for m in
                    (self.paths.rel(a, cwd) or a for a in args[2:])
                    if m in self.objects]
            v = self.values(os.path.basename(key))
            self.model.library(key, objs, v["cppflags"], v["cflags"],
                               "makefile")
        # A library LTP's lib.mk would make of no sources at all.
        for name in sorted(declared):
            key = os.path.normpath(os.path.join(self.rel, name))
            if key not in self.model.libraries:
                v = self.values(name)
                self.model.library(
                    key, [], v["cppflags"], v["cflags"], "makefile",
                    "none of its sources is in the tree")

    def links(self):
        for kind, cwd, args in self.recs:
            if kind != "link":
                continue
            c = parse_command(args, cwd, self.paths)
            if not c["output"]:
                continue
            name = os.path.basename(c["output"])
            rel = os.path.dirname(c["output"])
            objs = [self.objects[o] for o in c["objects"]
                    if o in self.objects]
            for s in c["sources"]:
                objs.append(self.model.obj(
                    s, compile_flags(c["flags"]),
                    object_name(rel, name, s, len(c["sources"]))))
            p = self.model.program(
                name, rel, objs, "makefile", suite_library=False,
                link_flags=link_flags(c["flags"]), **self.values(name))
            self.model.pending.append((p, c["libs"], c["libdirs"],
                                       c["archives"]))

    def run(self):
        self.compiles()
        self.archives()
        self.links()


def resolve_libs(model):
    """Each program's -l and .a inputs: a helper library of the tree,
    the suite's own library, or a system library."""
    for prog, libs, libdirs, archives in model.pending:
        for a in archives:
            if a in model.libraries and a not in prog["libraries"]:
                prog["libraries"].append(a)
        for lib in libs:
            if lib == model.suite_lib:
                prog["suite_library"] = True
                continue
            keys = [os.path.normpath(os.path.join(d, "lib%s.a" % lib))
                    for d in libdirs]
            found = next((k for k in keys if k in model.libraries), None)
            if found:
                if found not in prog["libraries"]:
                    prog["libraries"].append(found)
            elif system_has_lib(lib):
                prog["system_libs"].append("-l" + lib)
            else:
                prog["missing_libraries"].append(
                    "-l%s: no directory of the tree builds lib%s.a and "
                    "the system has no lib%s" % (lib, lib, lib))
        for key in prog["libraries"]:
            if model.libraries[key]["missing"]:
                prog["missing_libraries"].append(
                    "%s: %s" % (key, model.libraries[key]["missing"]))


def convention_flags(src, rel):
    """-I for the directory, then for each include/ directory beside it
    or beside one of its parents, nearest first (the suite's top-level
    include/ and, when there, include/old/ among them)."""
    flags = ["-I" + os.path.join(src, rel)]
    d = rel
    while True:
        inc = os.path.join(src, d, "include")
        if os.path.isdir(inc) and os.path.join(d, "include") != rel:
            flags.append("-I" + os.path.normpath(inc))
            if os.path.isdir(os.path.join(inc, "old")):
                flags.append("-I" + os.path.join(inc, "old"))
        if not d:
            return flags
        d = os.path.dirname(d)


def split_by_main(model, objs):
    progs, helpers = [], []
    for o in objs:
        path = os.path.join(model.src, o["source"])
        (progs if has_main(path, o["flags"]) else helpers).append(o)
    return progs, helpers


def convention_programs(model, rel, objs, facts):
    """One program per file with a main(); the others form the
    directory's helper library, which those programs link."""
    progs, helpers = split_by_main(model, objs)
    libs = []
    if helpers:
        key = os.path.join(rel, "lib%s.a" % (os.path.basename(rel) or "top"))
        model.library(key, helpers, "", "", facts)
        libs = [key]
    for o in progs:
        name = os.path.splitext(os.path.basename(o["source"]))[0]
        model.program(name, rel, [o], facts, libraries=list(libs),
                      cppflags=shlex.join(o["flags"]))


def model_convention_dir(model, rel, files):
    flags = convention_flags(model.src, rel)
    objs = [model.obj(os.path.join(rel, f), flags,
                      os.path.join(rel, os.path.splitext(f)[0] + ".o"))
            for f in files]
    convention_programs(model, rel, objs, "convention")
    model.dirs.append({"dir": rel, "facts": "convention",
                       "note": "no Makefile"})


def load_database(src):
    path = os.path.join(src, "compile_commands.json")
    try:
        with open(path, encoding="utf-8") as f:
            db = json.load(f)
        if not isinstance(db, list):
            raise ValueError("not a list of entries")
    except (OSError, ValueError) as e:
        raise UsageError("%s: not a compilation database (%s)" % (path, e))
    return db


def model_database(model, db, paths):
    """Objects from SRC's own database; programs by the convention."""
    by_dir = {}
    for i, e in enumerate(db):
        try:
            d = e["directory"]
            args = e.get("arguments") or shlex.split(e["command"])
            file_ = os.path.normpath(os.path.join(d, e["file"]))
        except (KeyError, TypeError, ValueError, AttributeError) as ex:
            raise UsageError("%s/compile_commands.json: entry %d: %s"
                             % (model.src, i, ex))
        rel = paths.rel(file_, "/")
        if rel is None or not rel.endswith(".c"):
            continue
        c = parse_command(args[1:], d, paths)
        o = {"source": rel, "flags": c["flags"],
             "output": os.path.splitext(rel)[0] + ".o"}
        model.compiled.setdefault(rel, o)
        by_dir.setdefault(os.path.dirname(rel), []).append(o)
    for rel, objs in sorted(by_dir.items()):
        convention_programs(model, rel, objs, "database")
        model.dirs.append({"dir": rel, "facts": "database", "note": ""})
    return set(by_dir)


def walk_tree(src, skip):
    """Directories of SRC: {rel: (has a Makefile, [.c files])}."""
    found = {}
    for root, dirs, files in os.walk(src):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        rel = os.path.relpath(root, src)
        rel = "" if rel == "." else rel
        if any(is_under(rel, s) for s in skip):
            dirs[:] = []
            continue
        found[rel] = ("Makefile" in files,
                      sorted(f for f in files if f.endswith(".c")))
    return found


def unbuilt_reason(name, md):
    """Why no program or library of the directory's Makefile has it."""
    dq = md.dq
    stem = os.path.splitext(name)[0]
    if stem in dq.get("FILTER_OUT_MAKE_TARGETS", "").split():
        return "the Makefile filters it out (FILTER_OUT_MAKE_TARGETS)"
    if name in dq.get("FILTER_OUT_LIBSRCS", "").split():
        return "the Makefile filters it out (FILTER_OUT_LIBSRCS)"
    for e in md.errors:
        if "No rule to make target" in e:
            return "its program cannot be made in this tree: " + \
                e.replace("make: *** ", "").strip()
    if stem in dq.get("MAKE_TARGETS", "").split():
        return "make did not build it: " + "; ".join(md.errors[:2])
    return "no target of its Makefile compiles it"


def record_unbuilt(model, tree, makedirs):
    """The .c files of the tree no program or library has: compiled by
    make (their program could not be linked) or not at all."""
    for d, (mk, cs) in sorted(tree.items()):
        md = makedirs.get(d)
        if md is None:
            continue
        for f in cs:
            source = os.path.join(d, f)
            if source in model.used:
                continue
            o = model.compiled.get(source)
            made = o is not None
            if o is None:
                flags = parse_command(
                    shlex.split(md.values("")["cflags"] + " " +
                                md.values("")["cppflags"]),
                    md.cwd, md.paths)["flags"]
                o = model.obj(source, flags,
                              os.path.join(d, os.path.splitext(f)[0] + ".o"))
            model.unbuilt.append({"file": source, "flags": o["flags"],
                                  "compiled_by_make": made,
                                  "reason": unbuilt_reason(f, md)})


def build_model(src, out, work, jobs, suite_lib, timeout):
    model = Model(src, out, suite_lib)
    paths = Paths(src, work)
    # The suite's own headers (and its make system) are not tests.
    skip = ["include"] if os.path.isdir(os.path.join(src, "include",
                                                     "mk")) else []
    tree = walk_tree(src, skip)
    db_dirs = set()
    if os.path.isfile(os.path.join(src, "compile_commands.json")):
        db_dirs = model_database(model, load_database(src), paths)
    make_dirs = sorted(d for d, (mk, cs) in tree.items()
                       if mk and d not in db_dirs)
    if make_dirs:
        model.config = derived_config(src, work)
    results = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as ex:
        futs = {ex.submit(run_make, src, work, d, timeout): d
                for d in make_dirs}
        for fut in concurrent.futures.as_completed(futs):
            results[futs[fut]] = fut.result()
    makedirs = {}
    for d in make_dirs:
        md = MakeDir(model, paths, d, *results[d])
        md.run()
        makedirs[d] = md
        model.dirs.append({"dir": d, "facts": "makefile",
                           "note": "; ".join(md.errors[:3])})
    resolve_libs(model)
    for d, (mk, cs) in sorted(tree.items()):
        if cs and not mk and d not in db_dirs:
            model_convention_dir(model, d, cs)
    record_unbuilt(model, tree, makedirs)
    model.dirs.sort(key=lambda x: x["dir"])
    return model


def write_outputs(model, out, src_db):
    if src_db is not None:
        # SRC's own database as it is, then the files it does not cover.
        seen = set()
        for e in src_db:
            seen.add(os.path.normpath(os.path.join(e.get("directory", ""),
                                                   e.get("file", ""))))
        db = list(src_db) + [e for e in model.entries
                             if e["file"] not in seen]
    else:
        db = model.entries
    # A file compiled more than once (pread03.c for pread03 and
    # pread03_64): the program named after it first, as a tool that
    # takes one command per file takes the first.
    def primary(e):
        stem = os.path.splitext(os.path.basename(e["file"]))[0]
        return os.path.basename(e.get("output", "")) != stem + ".o"
    order = {}
    for e in db:
        order.setdefault(e["file"], len(order))
    db = sorted(db, key=lambda e: (order[e["file"]], primary(e)))
    atomic_write(os.path.join(out, "compile_commands.json"),
                 json.dumps(db, indent=1) + "\n")
    doc = {"version": 1, "src": model.src, "suite_library": model.suite_lib,
           "config": model.config, "directories": model.dirs,
           "libraries": [model.libraries[k] for k in sorted(model.libraries)],
           "programs": sorted(model.programs,
                              key=lambda p: (p["dir"], p["name"])),
           "unbuilt": model.unbuilt}
    atomic_write(os.path.join(out, "programs.json"),
                 json.dumps(doc, indent=1) + "\n")
    return doc


def summary(doc):
    facts = {}
    for d in doc["directories"]:
        facts[d["facts"]] = facts.get(d["facts"], 0) + 1
    missing = [lib["dir"] + "/" + lib["name"] for lib in doc["libraries"]
               if lib["missing"]]
    nmiss = sum(1 for p in doc["programs"] if p["missing_libraries"])
    return ("%s: %d programs (%d lack a library), %d helper libraries (%d without sources: %s), "
            "%d .c files no target compiles; directories: %s" % (
                PROG, len(doc["programs"]), nmiss, len(doc["libraries"]),
                len(missing), " ".join(missing) or "-", len(doc["unbuilt"]),
                ", ".join("%d %s" % (n, f) for f, n in sorted(facts.items()))))


def main(argv):
    ap = argparse.ArgumentParser(
        prog="tree.py", description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    ap.add_argument("src", metavar="SRC", help="the suite's tree (only read)")
    ap.add_argument("--out", required=True, metavar="DIR",
                    help="where compile_commands.json and programs.json go")
    ap.add_argument("-j", "--jobs", type=int, default=2, metavar="N",
                    help="directories queried at once (default 2)")
    ap.add_argument("--suite-lib", default="ltp", metavar="NAME",
                    help="the suite's own library, -lNAME (default ltp)")
    ap.add_argument("--timeout", type=int, default=120, metavar="S",
                    help="seconds one directory's make may take")
    ap.add_argument("--keep-work", action="store_true",
                    help="keep DIR/tree-work (the mirror make ran in)")
    a = ap.parse_args(argv)
    try:
        if a.jobs < 1:
            raise UsageError("-j needs a number >= 1, got %d" % a.jobs)
        if not os.path.isdir(a.src):
            raise UsageError("SRC '%s' is not a directory" % a.src)
        src = os.path.realpath(a.src)
        out = os.path.realpath(a.out)
        if is_under(out, src):
            raise UsageError("--out '%s' is inside SRC, which is only read"
                             % a.out)
        os.makedirs(out, exist_ok=True)
        if shutil.which("make") is None:
            raise UsageError("GNU make is not installed (Debian: make)")
        work = os.path.join(out, "tree-work")
        shutil.rmtree(work, ignore_errors=True)
        os.makedirs(work)
        src_db = None
        if os.path.isfile(os.path.join(src, "compile_commands.json")):
            src_db = load_database(src)
        model = build_model(src, out, work, a.jobs, a.suite_lib, a.timeout)
        doc = write_outputs(model, out, src_db)
        if not a.keep_work:
            shutil.rmtree(work, ignore_errors=True)
    except UsageError as e:
        sys.stderr.write("%s: %s\n" % (PROG, e))
        return 2
    except OSError as e:
        sys.stderr.write("%s: %s\n" % (PROG, e))
        return 2
    print(summary(doc))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
