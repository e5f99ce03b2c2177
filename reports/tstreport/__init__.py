"""tstreport: migration, coverage and release statistics of a kernel test
suite, for people (HTML, text) and machines (JSON).

Modules:
    gitrepo   running git, release tags, a `git cat-file --batch` reader
    relstats  release statistics from one `git log --numstat` pass
    history   old/new API use of the tests at every release tag
    inputs    the converter's inventory and the runner's results
    coverage  system calls the tests use against the kernel's table
    bugs      kernel commits that credit the test suite
    render    index.html, summary.txt, report.json
"""


def version():
    """The project's version: the VERSION file at the top of the source
    tree, or in PREFIX/share/tst once installed (both one level above
    the directory of the tools)."""
    import os

    here = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
    try:
        with open(os.path.join(os.path.dirname(here), "VERSION"),
                  encoding="utf-8") as f:
            return f.read().strip()
    except OSError:
        return "unknown"


class InputError(Exception):
    """Bad input: the message names the file (or repository) and the
    reason, and the tools exit 2 with it."""


def write_atomic(path, text):
    """Write text to path through a temporary file in the same directory and
    a rename, so a reader sees the old file or the whole new one."""
    import os
    import tempfile

    fd, tmp = tempfile.mkstemp(prefix="." + os.path.basename(path) + ".",
                               dir=os.path.dirname(path) or ".")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        os.unlink(tmp)
        raise


def make_outdir(path):
    """Create the output directory; an error names it."""
    import os

    try:
        os.makedirs(path, exist_ok=True)
    except OSError as e:
        raise InputError("%s: cannot create output directory: %s"
                         % (path, e.strerror)) from e
