"""The inventory: one record per C file, put together from what each stage
said about it, and the totals over the records (the one place they are
counted; reports/ reads them from here)."""

from vocab import CLEAN_STATES, STATES

# The keys of a record, in the order tst-convert writes them.
KEYS = ("path", "state", "old_calls", "sleeps", "todos", "cleanups",
        "flags", "reason", "messages", "calls", "runtest")
COUNTS = ("old_calls", "sleeps", "todos")


def totals(files):
    """{"files": N, one count per state, and the sums of old_calls,
    sleeps and todos} over inventory records."""
    t = {"files": len(files)}
    for s in STATES:
        t[s] = 0
    for key in COUNTS:
        t[key] = 0
    for r in files:
        if r.get("state") in STATES:
            t[r["state"]] += 1
        for key in COUNTS:
            v = r.get(key, 0)
            t[key] += v if isinstance(v, int) else 0
    return t


class FileResult:
    """One C file through the stages: the passes' record (the file as it
    was, what the passes found), a note from the semantic patches, and
    the check of the final text."""

    def __init__(self, rel, passes_rec, stderr=()):
        self.rel = rel
        self.passes = passes_rec
        self.stderr = list(stderr)
        self.cocci_msg = None
        self.check = None
        # a runtest line it needs could not be written (runtestedit.py)
        self.runtest_msg = None

    @property
    def state(self):
        if self.cocci_msg is not None:
            return "failed"
        if self.check is not None:
            state = self.check["state"]
        else:
            state = self.passes["state"]
        if self.runtest_msg is not None and state == "converted":
            return "needs-review"
        return state

    def converting(self):
        """Still on its way: the passes ran, nothing said it failed."""
        return self.state in ("legacy", "mixed")

    def clean(self):
        return self.state in CLEAN_STATES

    def record(self, path_map=None):
        """The inventory record; path_map(msg) turns the check's paths
        (of the converted mirror) back into the source's."""
        base = self.passes
        rec = {k: base.get(k) for k in KEYS if k in base}
        rec["path"] = self.rel
        msgs = list(base.get("messages") or [])
        if self.cocci_msg is not None:
            rec["state"] = "failed"
            rec["reason"] = "1: " + self.cocci_msg
            msgs.append(rec["reason"])
        elif self.check is not None:
            chk = self.check
            cmsgs = [path_map(m) if path_map else m
                     for m in chk.get("messages") or []]
            rec["state"] = chk["state"]
            for k in COUNTS:
                rec[k] = chk.get(k, 0)
            reason = chk.get("reason")
            if reason is not None and path_map:
                reason = path_map(reason)
            rec["reason"] = reason
            msgs += cmsgs
        if self.runtest_msg is not None:
            rec["state"] = self.state
            rec["reason"] = "runtest: " + self.runtest_msg
            msgs.append(rec["reason"])
        # the runtest lines written into OUT with the conversion
        if rec["state"] not in ("converted", "needs-review") or \
                self.runtest_msg is not None:
            rec.pop("runtest", None)
        rec["messages"] = msgs
        return {k: rec[k] for k in KEYS if k in rec}
