"""The verdict history: per run of the side-by-side runner (one
results.json), each runtest entry's verdict and both sides' statuses,
kept in a JSON file next to the report (verdict-history.json) and
extended each time the report is made from new results:

    {"runs": [{"id", "date", "source",
               "tests": {TAG: {"verdict", "legacy", "converted"}}}]}

A run is identified by the digest of its results file, so making the
report twice from the same results adds it once. The last MAX_RUNS runs
are kept."""

import datetime
import hashlib
import json
import os

from . import InputError, write_atomic
from .inputs import load_json

MAX_RUNS = 50


def load(path):
    """The runs recorded in path ([] when there is no such file)."""
    doc = load_json(path)
    if doc is None:
        return []
    runs = doc.get("runs") if isinstance(doc, dict) else None
    if not isinstance(runs, list) or not all(
            isinstance(r, dict) and isinstance(r.get("tests"), dict)
            for r in runs):
        raise InputError("%s: not a verdict history (expected "
                         '{"runs": [{"tests": {...}}, ...]})' % path)
    return runs


def run_of(results_path, verdicts):
    """The history record of one results file."""
    with open(results_path, "rb") as f:
        digest = hashlib.sha256(f.read()).hexdigest()[:16]
    when = datetime.datetime.fromtimestamp(
        os.stat(results_path).st_mtime, datetime.timezone.utc)
    tests = {}
    for r in verdicts["results"]:
        t = tests.setdefault(r["tag"], {"verdict": None, "legacy": None,
                                        "converted": None})
        t["converted" if r["variant"] == "converted" else "legacy"] = \
            r["status"]
    for p in verdicts["pairs"]:
        t = tests.setdefault(p["tag"], {"legacy": None, "converted": None})
        t["verdict"] = p["verdict"]
        for side in ("legacy", "converted"):
            if p[side] and p[side].get("status"):
                t[side] = p[side]["status"]
    return {"id": digest,
            "date": when.replace(microsecond=0).isoformat(),
            "source": os.path.abspath(results_path), "tests": tests}


def extend(runs, run):
    """runs with run added (unless it is there already), oldest first."""
    if run is not None and all(r.get("id") != run["id"] for r in runs):
        runs = runs + [run]
    runs = sorted(runs, key=lambda r: r.get("date") or "")
    return runs[-MAX_RUNS:]


def save(path, runs):
    write_atomic(path, json.dumps({"runs": runs}, indent=1) + "\n")
