"""Stage 8 of make migrate on a flat tree (the tests at its top, a helper
library in lib/, headers in include/, as the bundled testcases/legacy):
the legacy tests against oldlib-compat, the converted ones against newlib,
each side with its own helper library, through mk/migrate-build.mk (make
-k -j N, so a test that does not compile is named with its log and the
rest go on). pipeline/build.py, on the tree's model (pipeline/tree.py),
takes over for trees of any layout."""

import os
import subprocess

TOP = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
NOISE = ("Error", "Waiting", "not remade", "Nothing to be done")


def tests_of(src):
    """The tests: the C files at the tree's top."""
    return sorted(f[:-2] for f in os.listdir(src)
                  if f.endswith(".c") and os.path.isfile(
                      os.path.join(src, f)))


def archive(out, src):
    """The helper library from the objects that compiled, rebuilt only
    when they changed."""
    lib = os.path.join(src, "lib")
    objs = []
    if os.path.isdir(lib):
        for f in sorted(os.listdir(lib)):
            o = os.path.join(out, "obj", f[:-2] + ".o")
            if f.endswith(".c") and os.path.isfile(o):
                objs.append(o)
    a = os.path.join(out, "libhelpers.a")
    if os.path.isfile(a):
        have = subprocess.run(["ar", "t", a], stdout=subprocess.PIPE,
                              text=True).stdout.split()
        if have == [os.path.basename(o) for o in objs] and all(
                os.path.getmtime(o) <= os.path.getmtime(a) for o in objs):
            return
        os.unlink(a)
    os.makedirs(os.path.join(out, "obj"), exist_ok=True)
    subprocess.run(["ar", "rcs", a] + objs, check=True)


def build_side(ctx, name, src, out, cflags, libs, tests):
    """Builds tests of src into out/bin; prints what failed; returns the
    names built and those not."""
    mk = ["make", "--no-print-directory", "-f",
          os.path.join(TOP, "mk", "migrate-build.mk"), "-k", "-j",
          str(ctx.jobs), "SRCDIR=" + src, "OUTDIR=" + out,
          "XCFLAGS=" + cflags, "XLIBS=" + libs, "CC=" + ctx.env["CC"],
          "LDFLAGS=" + ctx.env["LDFLAGS"]]

    def run(*args):
        p = subprocess.run(mk + list(args), stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, text=True)
        for line in p.stdout.splitlines():
            if not (line.startswith("make") and any(n in line
                                                    for n in NOISE)):
                print(line)

    run("libobjs")
    archive(out, src)
    run("TESTS=" + " ".join(tests), "bins")
    built = [t for t in tests
             if os.access(os.path.join(out, "bin", t), os.X_OK)]
    print("%s: %d of %d tests built" % (name, len(built), len(tests)))
    return built, [t for t in tests if t not in built]
