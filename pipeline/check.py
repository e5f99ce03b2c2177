"""Stage 5, the check of the final text: tst-convert --check parses each
converted file against newlib's headers alone (and the converted tree's
own headers), counts the old API left, the sleeps and the TODO markers,
and gives the state: converted, needs-review or failed. A failed file
gets its original back in the mirror."""

from progress import Progress


def check(ctx, rels, label="check"):
    """Checks rels (relative paths in the mirror); returns those that
    failed."""
    if not rels:
        return []
    prog = Progress(label, len(rels), ctx.stream, ctx.tty)
    # the originals tell what their old headers gave (limits.h ...)
    # and what the passes read from them, when they saved it
    args = ["--check", "--orig", ctx.src]
    if ctx.orig_facts:
        args += ["--orig-facts", ctx.orig_facts]
    got = ctx.engine.run(args + ctx.include_args(ctx.out), rels, ctx.out,
                         prog)
    prog.finish()
    failed = []
    for rel, (rec, _) in got.items():
        ctx.files[rel].check = rec
        if rec["state"] == "failed":
            failed.append(rel)
            ctx.restore(rel)
    return failed
