#!/usr/bin/python3
"""Stage the tests as an LTPROOT tree that the suite's runner (kirk) runs
as it is (make install-tests installs the staged tree):

  OUT/testcases/bin/            legacy and native tests and their helpers
  OUT/testcases/bin/converted/  the converted twins and their helpers
  OUT/runtest/AREA              each runtest file as it is
  OUT/runtest/AREA-converted    its entries whose command has a converted
                                twin: TAG:converted, run with the converted
                                directory first in PATH (so a test that
                                exec()s a helper by name gets its own side's),
                                the command line of the same tag in the
                                --converted-runtest file named AREA when
                                there is one (the converted tree's: a
                                renamed option, arguments as options)
  OUT/metadata/ltp.json         per runtest tag, what the test needs, in the
                                suite's metadata fields: kirk runs a test in
                                parallel unless one of needs_root,
                                needs_device, mount_device, format_device,
                                save_restore, resource_file, max_runtime
                                or mntpoint is there

Usage: ltproot.py --out DIR --bin DIR [--bin DIR]... [--src DIR]...
                  [--converted-bin DIR [--converted-src DIR]...
                  [--converted-include DIR]... [--converted-runtest FILE]...]
                  [-I DIR]... [-p DIR]... [--programs FILE]... RUNTEST...

Metadata: a new-API test's fields are its `struct tst_test` initializer
(read with libclang: needs_root, needs_tmpdir, needs_device, ...,
timeout, runtime, needs_cmds, needs_cgroup_ctrls, save_restore, tags); a
legacy test's are found from the old API calls it makes
(tst_require_root() -> needs_root, tst_tmpdir() -> needs_tmpdir,
tst_acquire_device() -> needs_device, tst_mkfs() -> format_device,
TST_CHECKPOINT_INIT() -> needs_checkpoints, fork() -> forks_child). A
runtest comment "# needs: WHAT" before an entry adds needs_WHAT.
A test's source is NAME.c in a --src (or --converted-src) directory, or
the first source of program NAME in a tree model (--programs: the
programs.json of pipeline/tree.py, paths relative to its "src"). Each
source is parsed with the flags of its entry in a compilation
database (-p DIR: DIR/compile_commands.json, as pipeline/tree.py writes
it for a real tree) and then the -I directories (for headers the tree
makes when it is built), else with -D_GNU_SOURCE and the -I directories;
a converted source with the --converted-include directories before all
of these (the converted helpers' headers, not the legacy ones).
"timeout" is the limit the library applies (new API: .timeout, else 30 s
plus .runtime; legacy: 300 s for the whole program); a test whose source
is not found gets no entry (kirk then runs it alone, as the suite's own
legacy tests).

Exit status: 0 staged; 1 staged, but some runtest lines were bad (left
out) or some sources could not be parsed (no metadata for them), each
named on a line; 2 nothing staged: bad usage, a binary in two --bin
directories, a file that cannot be read.
"""

import argparse
import json
import os
import shutil
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import runtest  # noqa: E402

CONVERTED_DIR = "converted"
CONVERTED_SUFFIX = ":converted"   # results_json.fqn() gives the same
NEW_DEFAULT_TIMEOUT = 30
LEGACY_TIMEOUT = 300
# kirk 4.1.0's PARALLEL_BLACKLIST (libkirk/ltp.py); the tests hold this
# copy equal to kirk's.
KIRK_SERIAL = ("needs_root", "needs_device", "mount_device", "mntpoint",
               "resource_file", "format_device", "save_restore",
               "max_runtime")
NEW_FLAGS = ("needs_root", "needs_tmpdir", "needs_device", "mount_device",
             "format_device", "needs_checkpoints", "forks_child",
             "all_filesystems", "child_needs_reinit")
NEW_NUMBERS = ("timeout", "runtime", "tcnt", "test_variants")
NEW_STRINGS = ("min_kver", "dev_fs_type", "mntpoint")
NEW_LISTS = ("needs_cmds", "needs_cgroup_ctrls", "needs_kconfigs",
             "save_restore", "tags")
# legacy: old API call (macros expanded: a trailing _ is dropped) -> field
OLD_CALLS = {"tst_require_root": "needs_root", "tst_tmpdir": "needs_tmpdir",
             "tst_acquire_device": "needs_device",
             "tst_mkfs": "format_device",
             "tst_checkpoint_init": "needs_checkpoints",
             "fork": "forks_child", "tst_fork": "forks_child",
             "vfork": "forks_child"}


class InputError(Exception):
    pass


# ---- runtest files --------------------------------------------------------

def read_runtest(path, errors):
    """[(tag, command word, rest of the line after the tag, need, lineno)],
    as the suite's runners read it (testcases/runtest.py). A bad line is
    named in errors and left out."""
    out = []
    for area, tag, line, prog, args, need, where, err in \
            runtest.entries(path, runtest.Needs([], None, None)):
        if err:
            errors.append(err)
            continue
        out.append((tag, os.path.basename(prog), line, need or None,
                    int(where.rsplit(":", 1)[1])))
    return out


# ---- metadata from the sources (libclang) ---------------------------------

def clang():
    try:
        import clang.cindex as ci
    except ImportError as e:
        raise InputError("Python's clang module is missing: install "
                         "python3-clang (make deps)") from e
    return ci


def evaluate(ci, cursor):
    """The value of a constant expression (int or str), or None."""
    lib = ci.conf.lib
    if not hasattr(evaluate, "ready"):
        import ctypes
        lib.clang_Cursor_Evaluate.argtypes = [ci.Cursor]
        lib.clang_Cursor_Evaluate.restype = ctypes.c_void_p
        lib.clang_EvalResult_getKind.argtypes = [ctypes.c_void_p]
        lib.clang_EvalResult_getKind.restype = ctypes.c_int
        lib.clang_EvalResult_getAsLongLong.argtypes = [ctypes.c_void_p]
        lib.clang_EvalResult_getAsLongLong.restype = ctypes.c_longlong
        lib.clang_EvalResult_getAsStr.argtypes = [ctypes.c_void_p]
        lib.clang_EvalResult_getAsStr.restype = ctypes.c_char_p
        lib.clang_EvalResult_dispose.argtypes = [ctypes.c_void_p]
        evaluate.ready = True
    res = lib.clang_Cursor_Evaluate(cursor)
    if not res:
        return None
    try:
        kind = lib.clang_EvalResult_getKind(res)
        if kind == 1:       # CXEval_Int
            return lib.clang_EvalResult_getAsLongLong(res)
        if kind in (3, 4):  # CXEval_ObjCStrLiteral, CXEval_StrLiteral
            s = lib.clang_EvalResult_getAsStr(res)
            return s.decode(errors="replace") if s is not None else None
        return None
    finally:
        lib.clang_EvalResult_dispose(res)


def strings_in(ci, cursor):
    """The string literals under cursor, in order, unquoted."""
    out = []
    for c in cursor.walk_preorder():
        if c.kind == ci.CursorKind.STRING_LITERAL:
            v = evaluate(ci, c)
            out.append(v if v is not None else c.spelling.strip('"'))
    return out


def field_name(init):
    """The field of a designated initializer `.name = value`: its tokens
    as libclang gives them."""
    toks = [t.spelling for t in init.get_tokens()][:3]
    if len(toks) == 3 and toks[0] == "." and toks[2] == "=":
        return toks[1]
    return None


def new_api_fields(ci, var):
    fields = {}
    inits = [c for c in var.get_children()
             if c.kind == ci.CursorKind.INIT_LIST_EXPR]
    for init in inits[0].get_children() if inits else ():
        name = field_name(init)
        value = list(init.get_children())
        if name is None or not value:
            continue
        value = value[-1]
        if name in NEW_FLAGS or name in NEW_NUMBERS:
            v = evaluate(ci, value)
            if isinstance(v, int) and (v or name in NEW_NUMBERS):
                fields[name] = v
        elif name in NEW_STRINGS:
            v = strings_in(ci, value)
            if v:
                fields[name] = v[0]
        elif name in NEW_LISTS:
            v = strings_in(ci, value)
            if name == "tags":
                v = [v[i:i + 2] for i in range(0, len(v) - 1, 2)]
            fields[name] = v
    return fields


def legacy_fields(ci, tu, path):
    fields = {}
    for c in tu.cursor.walk_preorder():
        if c.kind != ci.CursorKind.CALL_EXPR or c.location.file is None:
            continue
        if os.path.realpath(c.location.file.name) != path:
            continue
        field = OLD_CALLS.get(c.spelling.rstrip("_"))
        if field:
            fields[field] = 1
    return fields


# compiler arguments that name files relative to the compilation's
# directory, with their value in the next argument or attached
PATH_OPTS = ("-I", "-isystem", "-iquote", "-idirafter", "-include")


def db_args(cmd):
    """The arguments of a compilation database entry for libclang: no
    compiler, -c, -o OUT or source; relative paths made absolute."""
    args = list(cmd.arguments)[1:]
    out, skip = [], False
    for i, a in enumerate(args):
        if skip:
            skip = False
            continue
        if a in ("-c",) or a == cmd.filename or \
                os.path.join(cmd.directory, a) == cmd.filename:
            continue
        if a == "-o":
            skip = True
            continue
        if a in PATH_OPTS and i + 1 < len(args):
            out += [a, os.path.join(cmd.directory, args[i + 1])]
            skip = True
            continue
        for opt in PATH_OPTS:
            if a.startswith(opt) and len(a) > len(opt):
                a = opt + os.path.join(cmd.directory, a[len(opt):])
                break
        out.append(a)
    return out


class Metadata:
    def __init__(self, includes, databases=()):
        self.ci = clang()
        self.index = self.ci.Index.create()
        self.args = ["-D_GNU_SOURCE", "-std=gnu11"] + \
            ["-I" + d for d in includes]
        self.dbs = []
        for d in databases:
            try:
                self.dbs.append(
                    self.ci.CompilationDatabase.fromDirectory(d))
            except self.ci.CompilationDatabaseError as e:
                raise InputError("%s: no compile_commands.json to read"
                                 % d) from e
        self.cache = {}
        self.with_errors = 0

    def flags(self, src, first=()):
        # first: the directories searched before all others (a converted
        # test's own helper headers, which differ from the legacy ones)
        first = ["-I" + d for d in first]
        for db in self.dbs:
            cmds = db.getCompileCommands(src)
            for cmd in cmds or ():
                # the -I directories last: headers the tree generates
                # at build time (or the old library's, from the shim)
                return first + db_args(cmd) + self.args[2:]
        return self.args[:2] + first + self.args[2:] + \
            ["-I" + os.path.dirname(src)]

    def of(self, src, first=()):
        """The metadata fields of the test in src (cached per file),
        parsed with the directories first searched before the others."""
        key = (os.path.realpath(src), tuple(first))
        if key in self.cache:
            if isinstance(self.cache[key], InputError):
                raise self.cache[key]
            return dict(self.cache[key])
        try:
            self.cache[key] = self.parse(key[0], first)
        except InputError as e:
            self.cache[key] = e
            raise
        return dict(self.cache[key])

    def parse(self, src, first=()):
        ci = self.ci
        try:
            tu = self.index.parse(src, args=self.flags(src, first))
        except ci.TranslationUnitLoadError as e:
            raise InputError("%s: libclang cannot parse it: %s"
                             % (src, e)) from e
        # A fatal error (a header not found) ends the parse: what follows
        # is unknown. Other errors leave the rest of the file read.
        fatal = [d for d in tu.diagnostics if d.severity >= 4]
        if fatal:
            d = fatal[0]
            raise InputError("%s:%d: %s (the metadata needs the test to "
                             "parse; give its include directories with -I)"
                             % (src, d.location.line, d.spelling))
        if any(d.severity == 3 for d in tu.diagnostics):
            self.with_errors += 1
        test = None
        for c in tu.cursor.get_children():
            if c.kind == ci.CursorKind.VAR_DECL and c.location.file and \
                    os.path.realpath(c.location.file.name) == src and \
                    c.type.get_canonical().spelling == "struct tst_test":
                test = c
        if test is not None:
            fields = new_api_fields(ci, test)
            fields["timeout"] = fields.get("timeout") or \
                NEW_DEFAULT_TIMEOUT + fields.get("runtime", 0)
            if "runtime" in fields:
                # the name kirk 4.1.0 reads (the suite's older one)
                fields["max_runtime"] = fields["runtime"]
        else:
            fields = legacy_fields(ci, tu, src)
            fields["timeout"] = LEGACY_TIMEOUT
        return fields


def find_source(name, dirs, programs=None):
    for d in dirs:
        p = os.path.join(d, name + ".c")
        if os.path.isfile(p):
            return p
    return (programs or {}).get(name)


def read_programs(paths):
    """{program name: its first source} of tree models (programs.json)."""
    out = {}
    for path in paths:
        try:
            with open(path, encoding="utf-8") as f:
                doc = json.load(f)
            for p in doc["programs"]:
                if p["sources"]:
                    out.setdefault(p["name"], os.path.join(
                        doc["src"], p["sources"][0]))
        except (OSError, ValueError, KeyError, TypeError) as e:
            raise InputError("%s: not a tree model (programs.json): %s"
                             % (path, e)) from e
    return out


# ---- staging ----------------------------------------------------------------

def copy_bins(dirs, dest):
    """Every executable file of dirs into dest; {name: source}."""
    os.makedirs(dest, exist_ok=True)
    got = {}
    for d in dirs:
        if not os.path.isdir(d):
            raise InputError("%s: not a directory of test binaries" % d)
        for name in sorted(os.listdir(d)):
            src = os.path.join(d, name)
            if not os.path.isfile(src) or not os.access(src, os.X_OK):
                continue
            if name in got:
                raise InputError("%s: %s is in %s too: which one is meant?"
                                 % (src, name, os.path.dirname(got[name])))
            shutil.copy2(src, os.path.join(dest, name))
            got[name] = src
    return got


def converted_line(tag, rest):
    return "%s%s PATH=$LTPROOT/testcases/bin/%s:$PATH %s\n" % (
        tag, CONVERTED_SUFFIX, CONVERTED_DIR, rest)


def stage(args):
    out = args.out
    if os.path.exists(out):
        shutil.rmtree(out)
    bindir = os.path.join(out, "testcases", "bin")
    legacy = copy_bins(args.bin, bindir)
    conv = copy_bins(args.converted_bin,
                     os.path.join(bindir, CONVERTED_DIR)) \
        if args.converted_bin else {}
    os.makedirs(os.path.join(out, "runtest"))
    meta = Metadata(args.include, args.compdb)
    programs = read_programs(args.programs)
    tests = {}
    counts = {"entries": 0, "converted": 0, "metadata": 0}
    errors, seen_errors = [], set()
    # the converted tree's lines, by runtest file name and tag
    conv_lines = {}
    for rt in args.converted_runtest:
        for tag, _, rest, _, _ in read_runtest(rt, errors):
            conv_lines[(os.path.basename(rt), tag)] = rest
    for rt in args.runtest:
        area = os.path.basename(rt)
        entries = read_runtest(rt, errors)
        shutil.copyfile(rt, os.path.join(out, "runtest", area))
        twins = []
        for tag, cmd, rest, need, _ in entries:
            counts["entries"] += 1
            variants = [(tag, find_source(cmd, args.src, programs), ())]
            if cmd in conv:
                if need:
                    twins.append("# needs: %s\n" % need)
                twins.append(converted_line(
                    tag, conv_lines.get((area, tag), rest)))
                variants.append((tag + CONVERTED_SUFFIX,
                                 find_source(cmd, args.converted_src),
                                 args.converted_include))
                counts["converted"] += 1
            for name, src, first in variants:
                if src is None:
                    continue
                try:
                    fields = meta.of(src, first)
                except InputError as e:
                    if str(e) not in seen_errors:
                        errors.append(str(e))
                        seen_errors.add(str(e))
                    continue
                fields["fname"] = os.path.relpath(src, args.base)
                if need:
                    fields["needs_" + need.split()[0]] = 1
                tests[name] = fields
                counts["metadata"] += 1
        if twins:
            path = os.path.join(out, "runtest", area + "-converted")
            with open(path, "w", encoding="utf-8") as f:
                f.write("# The converted twins of runtest/%s (make "
                        "install-tests): each runs\n# with the converted "
                        "tests' directory first in PATH.\n" % area)
                f.writelines(twins)
    serial = sorted(t for t, f in tests.items()
                    if not set(f) & set(KIRK_SERIAL) and
                    any(k.startswith("needs_") and k[6:] in
                        ("device", "cgroup", "machine") for k in f))
    for t in serial:
        print("ltproot.py: note: kirk would run %s in parallel, but it "
              "needs the whole machine" % t, file=sys.stderr)
    os.makedirs(os.path.join(out, "metadata"))
    doc = {"testsuite": {"name": args.name, "short_name": "tst-migrate",
                         "version": args.suite_version},
           "defaults": {"timeout": NEW_DEFAULT_TIMEOUT},
           "tests": tests}
    with open(os.path.join(out, "metadata", "ltp.json"), "w",
              encoding="utf-8") as f:
        json.dump(doc, f, indent=1, sort_keys=True)
        f.write("\n")
    for e in errors:
        print("ltproot.py: %s" % e, file=sys.stderr)
    if meta.with_errors:
        print("ltproot.py: note: %d sources parsed with errors (their "
              "metadata is what the rest of the file says)"
              % meta.with_errors, file=sys.stderr)
    print("ltproot.py: %d binaries, %d converted, %d runtest files, %d "
          "entries (%d with a converted twin), metadata for %d%s" % (
              len(legacy), len(conv), len(args.runtest), counts["entries"],
              counts["converted"], counts["metadata"],
              "; %d errors" % len(errors) if errors else ""))
    return 1 if errors else 0


def main(argv):
    ap = argparse.ArgumentParser(
        prog="ltproot.py", description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", required=True, metavar="DIR")
    ap.add_argument("--bin", action="append", required=True, metavar="DIR",
                    help="legacy and native binaries")
    ap.add_argument("--src", action="append", default=[], metavar="DIR",
                    help="their sources (NAME.c), for the metadata")
    ap.add_argument("--converted-bin", action="append", default=[],
                    metavar="DIR")
    ap.add_argument("--converted-src", action="append", default=[],
                    metavar="DIR")
    ap.add_argument("--converted-runtest", action="append", default=[],
                    metavar="FILE", help="the converted tree's runtest "
                    "files: the twins' command lines")
    ap.add_argument("-I", dest="include", action="append", default=[],
                    metavar="DIR", help="include directories to parse with")
    ap.add_argument("--converted-include", action="append", default=[],
                    metavar="DIR", help="include directories searched "
                    "first for the converted sources (their own helper "
                    "headers)")
    ap.add_argument("-p", dest="compdb", action="append", default=[],
                    metavar="DIR", help="a compilation database's "
                    "directory (compile_commands.json)")
    ap.add_argument("--programs", action="append", default=[],
                    metavar="FILE", help="a tree model's programs.json")
    ap.add_argument("--base", default=os.getcwd(), metavar="DIR",
                    help="source paths in the metadata are relative to it")
    ap.add_argument("--name", default="tst-migrate tests")
    ap.add_argument("--suite-version", default="unknown")
    ap.add_argument("runtest", nargs="+", metavar="RUNTEST")
    args = ap.parse_args(argv)
    try:
        return stage(args)
    except InputError as e:
        print("ltproot.py: %s" % e, file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
