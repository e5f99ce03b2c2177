"""Stage 7a: the runtest lines of the converted tree. A converted program
that reads its command line otherwise (an option letter the library has
renamed, arguments that were no option given as options) comes with the
lines of the tree's runtest files that run it, rewritten by tst-convert
(its record's "runtest": file, line, old and new text); they are written
into OUT's copy of those files, so that the converted tree runs its tests
as the original ran them. The originals are never written (but in place,
with the files they go with).

A file whose text in OUT is its conversion (converted, needs-review) has
its lines written; a failed one (its original back) has not. A line that
no longer reads as tst-convert read it, or that two files would write
differently, is left as it was and the files that needed it are no longer
clean, with the file and line named."""

import os
import re
import shlex

import fsutil

# A file in one of these has its conversion in OUT.
CONVERTED = ("converted", "needs-review")
# A runtest line: its tag, the blanks after it, its command.
ENTRY_RE = re.compile(r"^\s*(\S+)\s+(\S.*?)\s*$")


def wanted(ctx, rels=None):
    """{runtest rel: {line: [(old, new, C file rel)]}} over the files rels
    (default: every file whose conversion is in OUT)."""
    out = {}
    for rel, res in ctx.files.items():
        if rels is not None and rel not in rels:
            continue
        if rels is None and res.state not in CONVERTED:
            continue
        for ed in res.passes.get("runtest") or []:
            try:
                key, line = ed["file"], int(ed["line"])
                old, new = ed["old"], ed["new"]
            except (KeyError, TypeError, ValueError):
                res.runtest_msg = "tst-convert gave a runtest edit it " \
                    "cannot have meant: %r" % (ed,)
                continue
            out.setdefault(key, {}).setdefault(line, []).append(
                (old, new, rel))
    return out


def new_text(ctx, key, lines, blame):
    """The text of SRC's runtest file key with lines rewritten, or None
    when nothing could be; blame(rel, why) for each line left as it
    was."""
    path = os.path.join(ctx.src, key)
    try:
        text = fsutil.read_bytes(path).decode("utf-8", "surrogateescape")
    except OSError as e:
        for eds in lines.values():
            for _, _, rel in eds:
                blame(rel, "%s: cannot read: %s" % (key, e.strerror))
        return None
    rows = text.splitlines(keepends=True)
    changed = False
    for n, eds in sorted(lines.items()):
        news = {new for _, new, _ in eds}
        row = rows[n - 1] if 0 < n <= len(rows) else None
        body = row.rstrip("\r\n") if row is not None else None
        why = None
        if len(news) > 1:
            why = "%s:%d: programs of %s want it written differently" % (
                key, n, ", ".join(sorted(r for _, _, r in eds)))
        elif any(old != body for old, _, _ in eds):
            why = "%s:%d: the line is not what tst-convert read" % (key, n)
        if why:
            for _, _, rel in eds:
                blame(rel, why + ": left as it was")
            continue
        rows[n - 1] = news.pop() + row[len(body):]
        changed = True
    if not changed:
        return None
    return "".join(rows).encode("utf-8", "surrogateescape")


def rewrite(ctx):
    """OUT's runtest files with the lines of the converted files; returns
    the log section and the runtest files changed."""
    done, left, changed = [], [], []

    def blame(rel, why):
        ctx.files[rel].runtest_msg = why
        left.append("  %s (%s)\n" % (why, rel))

    for key, lines in sorted(wanted(ctx).items()):
        data = new_text(ctx, key, lines, blame)
        if data is None:
            continue
        dst = os.path.join(ctx.out, key)
        try:
            fsutil.atomic_write(dst, data)
        except OSError as e:
            raise fsutil.io_problem("cannot write", dst, e)
        changed.append(key)
        for n, eds in sorted(lines.items()):
            if all(ctx.files[rel].runtest_msg is None for _, _, rel in eds):
                done.append("  %s:%d: %s (%s)\n" % (
                    key, n, eds[0][1], ", ".join(r for _, _, r in eds)))
    if not done and not left:
        return [], changed
    head = ("-- runtest: %d line(s) rewritten in %d file(s) for the "
            "converted programs' command lines, %d left as they were\n"
            % (len(done), len(changed), len(left)))
    return [head] + done + left, changed


def in_place(ctx, rels):
    """(runtest rel, text) for SRC's runtest files with the lines of the
    files rels only (those replacing their originals)."""
    items = []
    for key, lines in sorted(wanted(ctx, set(rels)).items()):
        data = new_text(ctx, key, lines, lambda rel, why: None)
        if data is not None:
            items.append((key, data))
    return items


def _words(command):
    """A runtest command as the shell's words (its whitespace split when
    the shell could not read it), to tell two writings of one command."""
    try:
        return tuple(shlex.split(command))
    except ValueError:
        return tuple(command.split())


def _entry(row):
    """The match of a runtest line (group 1 its tag, group 2 its
    command), or None for a blank line or a comment."""
    m = ENTRY_RE.match(row)
    if not m or m.group(1).startswith("#"):
        return None
    return m


def commands(ctx):
    """{command's words: new command} of every line the conversion
    rewrote in OUT's runtest files (ctx.runtest_changed), read from the
    files as written; a command rewritten two ways is left out."""
    found = {}
    for key in ctx.runtest_changed:
        try:
            old = fsutil.read_bytes(os.path.join(ctx.src, key))
            new = fsutil.read_bytes(os.path.join(ctx.out, key))
        except OSError:
            continue
        olds = old.decode("utf-8", "surrogateescape").splitlines()
        news = new.decode("utf-8", "surrogateescape").splitlines()
        for a, b in zip(olds, news):
            ea, eb = _entry(a), _entry(b)
            if a == b or not ea or not eb or ea.group(1) != eb.group(1):
                continue
            found.setdefault(_words(ea.group(2)), set()).add(eb.group(2))
    return {w: alts.pop() for w, alts in found.items() if len(alts) == 1}


def copy_outside(ctx, path, dst, cmds=None):
    """A runtest file from outside SRC (a user's own selection, a copy of
    the tree's) as the converted side runs it: each line whose command
    is one the conversion rewrote in the tree's runtest files (the same
    shell words, whatever its tag and spacing) gets the rewritten
    command, its tag kept. Written to dst, which is returned, when a line
    changed; else None."""
    if cmds is None:
        cmds = commands(ctx)
    if not cmds:
        return None
    try:
        text = fsutil.read_bytes(path).decode("utf-8", "surrogateescape")
    except OSError as e:
        raise fsutil.io_problem("cannot read", path, e)
    rows = text.splitlines(keepends=True)
    changed = False
    for i, row in enumerate(rows):
        body = row.rstrip("\r\n")
        e = _entry(body)
        if not e:
            continue
        new = cmds.get(_words(e.group(2)))
        if new is not None and new != e.group(2):
            rows[i] = body[:e.start(2)] + new + row[e.end(2):]
            changed = True
    if not changed:
        return None
    try:
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        fsutil.atomic_write(dst, "".join(rows).encode("utf-8",
                                                      "surrogateescape"))
    except OSError as e:
        raise fsutil.io_problem("cannot write", dst, e)
    return dst
