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

import fsutil

# A file in one of these has its conversion in OUT.
CONVERTED = ("converted", "needs-review")


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
