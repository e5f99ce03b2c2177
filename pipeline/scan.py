"""Stage 1, scan: every C file of the tree as it is (its state, old calls
and sleeps: scan.json for the report), and the functions of the tree's
helper libraries that fork, which the passes need to know (a test that
calls one forks too)."""

from progress import Progress


def scan(ctx):
    """{rel: record}, and the sorted names of the functions that fork."""
    prog = Progress("scan", len(ctx.walk.cfiles), ctx.stream, ctx.tty)
    got = ctx.engine.run(["--scan"] + ctx.include_args(ctx.src),
                         ctx.walk.cfiles, ctx.src, prog)
    prog.finish()
    recs = {rel: rec for rel, (rec, _) in got.items()}
    forking = sorted({name for rec in recs.values()
                      for name in rec.get("forking") or ()})
    return recs, forking
