"""Per test, everything the report knows, joined: its file in the
converter's inventory (state, counts, flags, messages), its patch, its
runtest entries with both sides' runs and logs and the pair's verdict,
its system calls and its verdict history; and how much it needs a
person's attention, which orders every table of tests.

A run belongs to the test its command names (`fcntl02 -x` is fcntl02's),
else to the test named like its tag."""

import os
import re

from . import InputError

OK = ("pass", "conf")
# What needs a person first; each test gets the first that applies.
ATTENTION = (
    ("diverged", "legacy and converted runs reached different verdicts"),
    ("failed-run", "a run did not pass"),
    ("failed", "the conversion failed"),
    ("needs-review", "the conversion left TODO markers to review"),
    ("mixed", "the file uses both APIs"),
    ("legacy", "not converted yet"),
    ("ok", ""),
)
RANK = {k: i for i, (k, _) in enumerate(ATTENTION)}
WHY = dict(ATTENTION)
SLUG_BAD = re.compile(r"[^A-Za-z0-9_.-]")


def test_name(path):
    base = os.path.basename(path)
    return base[:-2] if base.endswith(".c") else base


def command_name(run):
    """The program a run's command runs (its first word's base name)."""
    words = (run.get("command") or "").split()
    return os.path.basename(words[0]) if words else None


def read_patch(patches, path):
    """The diff of path under the patches directory, or None."""
    if patches is None:
        return None
    p = os.path.join(patches, path + ".diff")
    try:
        with open(p, encoding="utf-8", errors="replace") as f:
            return f.read()
    except FileNotFoundError:
        return None
    except OSError as e:
        raise InputError("%s: %s" % (p, e.strerror)) from e


class Tests:
    """The tests by name, in the order the report shows them."""

    def __init__(self):
        self.by_name = {}

    def get(self, name):
        t = self.by_name.get(name)
        if t is None:
            t = {"name": name, "path": None, "state": None,
                 "old_calls": 0, "sleeps": 0, "todos": 0, "flags": {},
                 "messages": [], "syscalls": [], "patch": None,
                 "entries": {}, "history": []}
            self.by_name[name] = t
        return t

    def entry(self, test, area, tag):
        key = (area or "", tag)
        e = test["entries"].get(key)
        if e is None:
            e = {"tag": tag, "area": area, "verdict": None, "legacy": None,
                 "converted": None}
            test["entries"][key] = e
        return e


def add_inventory(tests, inventory, patches, coverage):
    per_test = (coverage or {}).get("per_test", {})
    names = {}
    for f in inventory["files"]:
        names.setdefault(test_name(f["path"]), []).append(f["path"])
    for f in inventory["files"]:
        name = test_name(f["path"])
        if len(names[name]) > 1:
            name = f["path"][:-2] if f["path"].endswith(".c") else f["path"]
        t = tests.get(name)
        t.update({k: f[k] for k in ("path", "state", "old_calls", "sleeps",
                                    "todos", "flags", "messages")})
        t["syscalls"] = per_test.get(f["path"], [])
        t["patch"] = read_patch(patches, f["path"])


def owner(tests, run_or_tag):
    """The test a run (or a bare tag) belongs to."""
    if isinstance(run_or_tag, str):
        name = run_or_tag
    else:
        name = command_name(run_or_tag)
        if name not in tests.by_name:
            name = run_or_tag["tag"]
    return tests.get(name)


# What a page shows of one side of an entry, whatever the input had.
SIDE = {"status": None, "exit": "", "duration": None, "log": "",
        "log_file": None, "command": None, "arguments": []}


def side_of(run, **more):
    out = dict(SIDE)
    out.update({k: v for k, v in run.items() if v is not None})
    out.update(more)
    return out


def add_results(tests, verdicts):
    where = {}
    for r in verdicts["results"]:
        t = owner(tests, r)
        e = tests.entry(t, r["area"], r["tag"])
        e["converted" if r["variant"] == "converted" else "legacy"] = \
            side_of(r, exit=" ".join(r["retval"]))
        where[(r["area"] or "", r["tag"])] = t
    for p in verdicts["pairs"]:
        t = where.get((p["area"] or "", p["tag"])) or owner(tests, p["tag"])
        e = tests.entry(t, p["area"], p["tag"])
        e["verdict"] = p["verdict"]
        for side in ("legacy", "converted"):
            if e[side] is None and p[side] is not None:
                rv = p[side].get("retval")
                e[side] = side_of(p[side],
                                  exit="" if rv is None else str(rv))


def add_history(tests, runs):
    tags = {}
    for t in tests.by_name.values():
        for e in t["entries"]:
            tags.setdefault(e["tag"], []).append(t)
    for run in runs:
        for tag, v in run["tests"].items():
            for t in tags.get(tag, []):
                t["history"].append({"date": run.get("date"), "tag": tag,
                                     "verdict": v.get("verdict"),
                                     "legacy": v.get("legacy"),
                                     "converted": v.get("converted")})


def attention(t):
    entries = t["entries"]
    if any(e["verdict"] == "diverged" for e in entries):
        return "diverged"
    for e in entries:
        for side in ("legacy", "converted"):
            if e[side] and e[side].get("status") not in OK:
                return "failed-run"
    if t["state"] in RANK:
        return t["state"]
    return "ok"


def summary_status(t, side):
    """The worst status of a side over the test's entries, or None."""
    got = [e[side]["status"] for e in t["entries"]
           if e[side] and e[side].get("status")]
    bad = [s for s in got if s not in OK]
    return (bad or got or [None])[0]


def slugs(tests):
    used = set()
    for t in tests:
        base = SLUG_BAD.sub("_", t["name"]) or "test"
        slug, n = base, 1
        while slug.lower() in used:
            n += 1
            slug = "%s-%d" % (base, n)
        used.add(slug.lower())
        t["page"] = "tests/%s.html" % slug


def per_test(inventory, verdicts, patches, coverage, runs):
    """The list of per-test records, most attention first, then by name."""
    tests = Tests()
    if inventory is not None:
        add_inventory(tests, inventory, patches, coverage)
    if verdicts is not None:
        add_results(tests, verdicts)
    out = list(tests.by_name.values())
    for t in out:
        t["entries"] = sorted(t["entries"].values(),
                              key=lambda e: (e["area"] or "", e["tag"]))
    add_history(tests, runs)
    for t in out:
        t["attention"] = attention(t)
        t["why"] = WHY[t["attention"]]
        verdicts_ = [e["verdict"] for e in t["entries"] if e["verdict"]]
        t["verdict"] = ("diverged" if "diverged" in verdicts_ else
                        verdicts_[0] if verdicts_ else None)
        t["legacy_status"] = summary_status(t, "legacy")
        t["converted_status"] = summary_status(t, "converted")
    out.sort(key=lambda t: (RANK[t["attention"]], t["name"]))
    slugs(out)
    return out
