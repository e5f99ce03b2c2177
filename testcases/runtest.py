#!/usr/bin/python3
"""Read runtest files as the suite's runners read them, for the shell
runners (testcases/run.sh, testcases/side-by-side.sh).

Usage: runtest.py [--src DIR]... [--model DIR] [--inventory FILE]
                  [--bin DIR] FILE...

A runtest line is `TAG COMMAND...`: the tag is the first word, and the
rest of the line is one shell command, run through `sh -c` as kirk does
(quotes, $VARIABLES, `;` and pipes keep their shell meaning). Blank lines
and lines starting with `#` are skipped; a comment `# needs: WHAT` marks
the next entry as needing the whole machine. Errors, each naming
FILE:LINE, make the entry bad and are reported, not skipped: a tag
without a command, a tag used twice in one file, a command the shell
could not parse (an unclosed quote).

For each entry, NUL-terminated fields on stdout: area (the file's name),
tag, command (the whole line after the tag), program (the command's first
word, as the shell splits it), arguments (the other words, for showing),
need (why it needs the whole machine, or empty), FILE:LINE, error (or
empty). With --bin DIR (the tree's programs), the program is that of the
line's first simple command (split at `;`, `&`, `|`, after its variable
assignments, quotes, backquotes and `$(...)` kept whole) whose program DIR
holds, so that `mkfifo F; prog F` or `TMPFILE=`mktemp`; prog $TMPFILE`
runs prog; else the first word as above.

Why an entry needs the whole machine, from what is known of its
program's sources: with --model (pipeline/tree.py's output) and
--inventory (convert-tree's), the functions the sources call (libclang's
list in the inventory) against EXCLUSIVE_CALLS below; else, in a --src
directory's PROGRAM.c, the new API's fields and calls of a device,
cgroups or save_restore.
"""

import argparse
import json
import os
import re
import shlex
import sys

# A call that changes or takes what every other process on the machine
# shares: the test runs with nothing beside it.
EXCLUSIVE_CALLS = {
    "mount": "mounts", "umount": "mounts", "umount2": "mounts",
    "tst_acquire_device": "loop device", "tst_mkfs": "loop device",
    "swapon": "swap", "swapoff": "swap",
    "settimeofday": "system clock", "stime": "system clock",
    "clock_settime": "system clock", "adjtimex": "system clock",
    "clock_adjtime": "system clock",
    "sethostname": "host name", "setdomainname": "host name",
    "mlockall": "memory", "tst_cgroup_mount": "cgroups",
    "acct": "process accounting", "reboot": "machine",
    "init_module": "kernel modules", "delete_module": "kernel modules",
    "create_module": "kernel modules", "syslog": "kernel log",
    "klogctl": "kernel log", "quotactl": "quotas", "ioperm": "I/O ports",
    "iopl": "I/O ports", "sysctl": "kernel parameters",
}
# In a bundled test's source: the new API's own words for the same.
SOURCE_NEEDS = (
    ("device", re.compile(r"needs_device|mount_device|format_device|"
                          r"tst_acquire_device|tst_mkfs")),
    ("cgroup", re.compile(r"needs_cgroup_ctrls|tst_cgroup_")),
    ("save_restore", re.compile(r"\.save_restore")),
)
NEEDS_RE = re.compile(r"^\s*#\s*needs:\s*(.*\S)")


class Needs:
    def __init__(self, src_dirs, model, inventory):
        self.src_dirs = src_dirs
        self.calls = {}
        if model and inventory:
            self.calls = program_calls(model, inventory)

    def of(self, program):
        calls = self.calls.get(program)
        if calls is not None:
            why = sorted({EXCLUSIVE_CALLS[c] for c in calls
                          if EXCLUSIVE_CALLS.get(c)})
            return ", ".join(why)
        for d in self.src_dirs:
            path = os.path.join(d, program + ".c")
            if not os.path.isfile(path):
                continue
            with open(path, encoding="utf-8", errors="replace") as f:
                text = f.read()
            for why, pat in SOURCE_NEEDS:
                if pat.search(text):
                    return why
            return ""
        return ""


def program_calls(model_dir, inventory):
    """program name -> the functions its sources (and its helper
    libraries' sources) call."""
    with open(os.path.join(model_dir, "programs.json"),
              encoding="utf-8") as f:
        model = json.load(f)
    with open(inventory, encoding="utf-8") as f:
        inv = {os.path.normpath(x["path"]): set(x.get("calls", []))
               for x in json.load(f)["files"]}
    libs = {os.path.join(x["dir"], x["name"]): x["sources"]
            for x in model["libraries"]}
    out = {}
    for p in model["programs"]:
        srcs = list(p["sources"])
        for key in p["libraries"]:
            srcs += libs.get(key, [])
        calls = set()
        for s in srcs:
            calls |= inv.get(s, set())
        out.setdefault(p["name"], set()).update(calls)
    return out


ASSIGN_RE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*=")


def _closing(text, i, close):
    """The index just past the `close` that ends the quoted or
    substituted part starting at text[i] (a backslash escapes, except
    in single quotes; `$(` nests); len(text) when it is not closed."""
    j = i + 1
    depth = 1
    while j < len(text):
        c = text[j]
        if c == "\\" and close != "'":
            j += 2
            continue
        if close == ")" and c in "'\"`":
            j = _closing(text, j, c)
            continue
        if close == ")" and text.startswith("$(", j):
            depth += 1
            j += 2
            continue
        if c == close:
            depth -= 1
            if depth == 0:
                return j + 1
        j += 1
    return len(text)


def simple_commands(text):
    """The simple commands of a shell line, each a list of its words as
    written (quoted parts, backquotes and $(...) inside a word)."""
    cmds, words, word = [], [], None
    i = 0
    while i < len(text):
        c = text[i]
        if c in " \t" or c in ";&|()\n":
            if word is not None:
                words.append(word)
                word = None
            if c not in " \t" and words:
                cmds.append(words)
                words = []
            i += 1
            continue
        if c == "#" and word is None:
            break
        if c == "\\":
            j = i + 2
        elif c in "'\"`":
            j = _closing(text, i, c)
        elif text.startswith("$(", i):
            j = _closing(text, i + 1, ")")
        else:
            j = i + 1
        word = (word or "") + text[i:j]
        i = j
    if word is not None:
        words.append(word)
    if words:
        cmds.append(words)
    return cmds


def _unquoted(word):
    try:
        w = shlex.split(word)
        return w[0] if len(w) == 1 else word
    except ValueError:
        return word


def program_in(command, bin_dir):
    """(program, arguments) of the command's first simple command whose
    program bin_dir holds, or None."""
    for words in simple_commands(command):
        k = 0
        while k < len(words) and ASSIGN_RE.match(words[k]):
            k += 1
        if k == len(words):
            continue
        prog = _unquoted(words[k])
        path = os.path.join(bin_dir, os.path.basename(prog))
        if prog and os.path.isfile(path) and os.access(path, os.X_OK):
            return prog, " ".join(_unquoted(w) for w in words[k + 1:])
    return None


def entries(path, needs, bin_dir=None):
    area = os.path.basename(path)
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            lines = f.read().splitlines()
    except OSError as e:
        yield (area, "(unreadable)", "", "", "", "", path,
               "cannot read %s: %s" % (path, e.strerror))
        return
    seen = {}
    need = ""
    for n, line in enumerate(lines, 1):
        m = NEEDS_RE.match(line)
        if m:
            need = m.group(1)
            continue
        text = line.strip()
        if not text or text.startswith("#"):
            continue
        parts = text.split(None, 1)
        tag, command = parts[0], parts[1].strip() if len(parts) > 1 else ""
        where = "%s:%d" % (path, n)
        err, program, args = "", "", ""
        if not command:
            err = "%s: entry '%s' has no command" % (where, tag)
        elif tag in seen:
            err = "%s: tag '%s' already used at line %d" % (where, tag,
                                                           seen[tag])
        else:
            try:
                words = shlex.split(command, comments=False)
                program = words[0] if words else ""
                args = " ".join(words[1:])
            except ValueError as e:
                err = "%s: the shell cannot read the command: %s" % (where, e)
            found = program_in(command, bin_dir) \
                if bin_dir and not err else None
            if found:
                program, args = found
        seen.setdefault(tag, n)
        yield (area, tag, command, program, args,
               need or (needs.of(os.path.basename(program))
                        if program else ""), where, err)
        need = ""


def main(argv):
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--src", action="append", default=[], metavar="DIR")
    ap.add_argument("--model", metavar="DIR")
    ap.add_argument("--inventory", metavar="FILE")
    ap.add_argument("--bin", metavar="DIR")
    ap.add_argument("files", nargs="+", metavar="FILE")
    a = ap.parse_args(argv)
    try:
        needs = Needs(a.src, a.model, a.inventory)
    except (OSError, ValueError, KeyError, TypeError) as e:
        sys.stderr.write("runtest.py: cannot read the model or inventory: "
                         "%s\n" % e)
        return 2
    out = sys.stdout.buffer
    for path in a.files:
        for fields in entries(path, needs, a.bin):
            for x in fields:
                out.write(x.replace("\0", "").encode("utf-8", "replace"))
                out.write(b"\0")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
