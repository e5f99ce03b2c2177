"""Stage 2, the libclang passes (sleeps, cleanup, structure) of tst-convert
over every C file, a set of files per process, N processes at a time; each
file's text goes into the converted mirror (its original when a pass gave
up). What the passes found (flags, cleanups, TODO markers, the calls the
file makes) stays in the file's record; the state says whether the file
goes on (legacy, mixed), needs nothing (native) or failed."""

from inventory import FileResult
from progress import Progress


def passes(ctx, forking):
    args = ["--passes", "--out-dir", ctx.out] + ctx.include_args(ctx.src)
    if ctx.orig_facts:
        args += ["--orig-facts", ctx.orig_facts]
    args += ctx.helpers.passes_args()
    if forking:
        args += ["--forks-via", ",".join(forking)]
    prog = Progress("passes", len(ctx.walk.cfiles), ctx.stream, ctx.tty)
    got = ctx.engine.run(args, ctx.walk.cfiles, ctx.src, prog)
    prog.finish()
    for rel, (rec, err) in got.items():
        ctx.files[rel] = FileResult(rel, rec, err)
        if rec["state"] == "failed":
            ctx.restore(rel)
