"""The last stage: what a conversion leaves in OUT (inventory.json,
conversion.log, patches/PATH.diff for patch -p1 in SRC) and the summary
lines; for make migrate, the HTML/text/JSON report of reports/ too."""

import json
import os

import fsutil
import vocab
from inventory import totals
from vocab import STATES


def write_patch(ctx, rel, always=False):
    """OUT/patches/REL.diff of SRC/REL against OUT/REL; whether they
    differ."""
    diff = fsutil.unified_diff(os.path.join(ctx.src, rel),
                               os.path.join(ctx.out, rel), rel)
    if diff or always:
        p = os.path.join(ctx.out, "patches", rel + ".diff")
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "wb") as f:
            f.write(diff)
    return bool(diff)


def reason(msgs):
    """The message that says why: an error, else the last one (the earlier
    ones are often notes of what was done)."""
    for m in msgs:
        if "error" in m:
            return m
    return msgs[-1] if msgs else ""


def log_section(rec, clean, stderr, changed):
    lines = ["== %s: %s%s%s\n" % (rec["path"], rec["state"],
                                   "" if clean else " (not clean)",
                                   "" if changed else ", unchanged")]
    msgs = rec.get("messages") or []
    lines += ["  %s\n" % m for m in msgs]
    # tst-convert prints its messages on stderr too ("path:" before them
    # there): keep only the rest.
    for m in stderr:
        if m.strip() and not any(m.endswith(x) for x in msgs):
            lines.append("  stderr: %s\n" % m)
    return "".join(lines)


def conversion(ctx, headers, drop_log):
    """Writes the inventory, the log and the patches; returns the
    records and the files that changed."""
    files, log, changed = [], [], []
    for rel in headers:
        if write_patch(ctx, rel, always=True):
            changed.append(rel)
    for rel in ctx.helpers.converted():
        if rel not in headers and write_patch(ctx, rel):
            changed.append(rel)
    # the runtest lines rewritten for them: a patch, not a file of the
    # inventory (they go in place with their programs, runtestedit.py)
    for rel in ctx.runtest_changed:
        write_patch(ctx, rel)
    for rel, res in ctx.files.items():
        rec = res.record(ctx.path_map)
        if rec["state"] == "failed" and rel in ctx.unbuilt:
            rec["reason"] = "%s; the tree builds no program of it: %s" % (
                rec.get("reason") or "no reason given", ctx.unbuilt[rel])
        diff = write_patch(ctx, rel)
        if diff:
            changed.append(rel)
        files.append(rec)
        log.append(log_section(rec, res.clean(), res.stderr, diff))
    doc = {"src": ctx.src, "files": files, "totals": totals(files),
           "helpers": ctx.helpers.records()}
    fsutil.atomic_write(os.path.join(ctx.out, "inventory.json"),
                        json.dumps(doc, indent=1).encode() + b"\n")
    fsutil.atomic_write(os.path.join(ctx.out, "conversion.log"),
                        "".join(log + ctx.helpers.log() + drop_log).encode())
    return files, changed


def summary(ctx, files):
    t = totals(files)
    parts = ["%d %s" % (t[s], s) for s in STATES if t[s]]
    out = ["%s: %d C files: %s; inventory in %s" % (
        ctx.prog, len(files), ", ".join(parts) or "none",
        os.path.join(ctx.out, "inventory.json"))]
    lib = ctx.walk.library if ctx.walk else []
    if lib:
        out.append("%s: %d C file(s) of the old library itself (beside its "
                   "%s), not tests: left as they are: %s"
                   % (ctx.prog, len(lib), vocab.OLD_API_HEADER,
                      " ".join(lib)))
    h = ctx.helpers
    marked = []
    if h and h.headers:
        marked = [r for r in h.records() if r["todos"]]
        out.append("%s: %d helper header(s) with old API included: %d "
                   "converted with their tests, the rest as they were "
                   "(conversion.log)" % (ctx.prog, len(h.headers),
                                         len(h.converted())))
    for r in marked:
        out.append("  %-12s %s: %d TODO(convert) marker(s) in this helper "
                   "header, which its includers' check does not count"
                   % ("needs-review", r["path"], r["todos"]))
    for r in files:
        if r["state"] in ("failed", "needs-review", "mixed"):
            why = reason(r.get("messages") or [])
            out.append("  %-12s %s%s" % (r["state"], r["path"],
                                         ": " + why if why else ""))
    return out
