#!/usr/bin/python3
"""Judge side-by-side.sh's runs: pairs, results.json, results.xml and the
comparison with a baseline.

Usage: side_by_side.py --manifest F --out DIR --wall-ns NS --outside N
                       --errors N [--baseline FILE]

MANIFEST lines (tab separated): tag, area, command, arguments, machine
need, then exit status, duration (ns) and log path of the legacy run and
of the converted run (empty fields when it did not run).

results.json: {"results": [...], "stats": {...}, "pairs": [...],
"environment": {...}}. Each run is one result in the field names of the
kernel test suite's runner (kirk), built by results_json.py: test_fqn
(the runtest tag, TAG:converted for the converted twin), status,
test.{command, arguments, log, retval, duration, passed, failed, broken,
skipped, warnings, result}; our additions: "tag", "variant"
(legacy|converted) and the runtest file ("area"). pairs[]:
{tag, area, verdict: equal|diverged|legacy-only, legacy: {...},
converted: {...} or null}, each side with its status, exit status,
duration, counters and, for a diverged pair, the kept log's path.
"""

import argparse
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from results_json import (COUNTERS, OK, environment, read_log,  # noqa
                          result, stats_of as run_stats, write_json)
from results_junit import write_junit  # noqa


def run_result(tag, area, command, arguments, variant, rc, ns, log_path):
    return result(tag, command, arguments.split(), rc, int(ns) / 1e9,
                  read_log(log_path), variant=variant, area=area)


def side(res, kept_log):
    t = res["test"]
    s = {"status": res["status"], "retval": int(t["retval"][0]),
         "duration": t["duration"]}
    for k in COUNTERS:
        s[k] = t[k]
    if kept_log:
        s["log_file"] = kept_log
    return s


def keep_log(out, tag, variant, log):
    d = os.path.join(out, "logs")
    os.makedirs(d, exist_ok=True)
    path = os.path.join(d, "%s.%s.log" % (tag, variant))
    with open(path, "w", encoding="utf-8") as f:
        f.write(log)
    return path


def judge(fields, out):
    tag, area, command, arguments, need = fields[:5]
    results = []
    runs = {}
    for variant, base in (("legacy", 5), ("converted", 8)):
        rc, ns, log_path = fields[base:base + 3]
        if rc != "":
            r = run_result(tag, area, command, arguments, variant, rc, ns,
                           log_path)
            if need:
                r["needs"] = need
            runs[variant] = r
            results.append(r)
    leg, conv = runs.get("legacy"), runs.get("converted")
    if conv is None:
        verdict = "legacy-only"
    elif (leg["status"], leg["test"]["retval"]) == \
            (conv["status"], conv["test"]["retval"]):
        verdict = "equal"
    else:
        verdict = "diverged"
    kept = {}
    if verdict == "diverged":
        for v, r in runs.items():
            kept[v] = keep_log(out, tag, v, r["test"]["log"])
    pair = {"tag": tag, "area": area, "verdict": verdict,
            "legacy": side(leg, kept.get("legacy")),
            "converted": side(conv, kept.get("converted")) if conv else None}
    return results, pair


def stats_of(results, pairs, wall_ns, outside, errors):
    st = run_stats(results, wall_ns / 1e9)
    for v in ("equal", "diverged", "legacy-only"):
        st[v.replace("-", "_")] = sum(1 for p in pairs if p["verdict"] == v)
    st["pairs"] = len(pairs)
    # Time of both sides over the pairs that ran twice: what converting
    # the sleep() synchronisation saves.
    both = [p for p in pairs if p["converted"]]
    st["pairs_legacy_time"] = round(sum(p["legacy"]["duration"]
                                        for p in both), 3)
    st["pairs_converted_time"] = round(sum(p["converted"]["duration"]
                                           for p in both), 3)
    st["not_in_legacy_tree"] = outside
    st["bad_entries"] = errors
    return st


def load_baseline(path):
    try:
        with open(path, encoding="utf-8") as f:
            doc = json.load(f)
        results = doc["results"]
        runs = {(r.get("tag", r["test_fqn"]), r.get("variant", "")):
                r["status"] for r in results}
        pairs = {p["tag"]: p["verdict"] for p in doc.get("pairs", [])}
    except (OSError, ValueError, KeyError, TypeError) as e:
        sys.stderr.write("side-by-side: baseline %s: not a results file "
                         "(%s)\n" % (path, e))
        sys.exit(2)
    return runs, pairs


def regressions(base_runs, base_pairs, results, pairs):
    """What was good in the baseline and is not now."""
    now_runs = {(r["tag"], r["variant"]): r["status"] for r in results}
    # A baseline from run.sh has no variant: its tags are the legacy runs.
    now_any = {r["tag"]: r["status"] for r in results
               if r["variant"] == "legacy"}
    now_pairs = {p["tag"]: p["verdict"] for p in pairs}
    found = []
    for (tag, variant), old in sorted(base_runs.items()):
        if old not in OK:
            continue
        now = now_runs.get((tag, variant)) if variant else now_any.get(tag)
        label = "%s (%s)" % (tag, variant) if variant else tag
        if now is None:
            found.append("%s: %s before, did not run now" % (label, old))
        elif now not in OK:
            found.append("%s: %s before, %s now" % (label, old, now))
    for tag, old in sorted(base_pairs.items()):
        now = now_pairs.get(tag)
        if old == "equal" and now not in (None, "equal"):
            found.append("%s: pair equal before, %s now" % (tag, now))
        if old == "equal" and now is None and \
                (tag, "legacy") not in base_runs:
            found.append("%s: pair equal before, not run now" % tag)
    return found


def print_pairs(pairs):
    for p in pairs:
        leg, conv = p["legacy"], p["converted"]
        right = "%s (%d)" % (conv["status"], conv["retval"]) if conv else "-"
        print("%-12s %-28s legacy %-10s converted %s" % (
            p["verdict"], p["tag"], "%s (%d)" % (leg["status"],
                                                 leg["retval"]), right))
        for v in ("legacy", "converted"):
            if p[v] and p[v].get("log_file"):
                print("%-12s %-28s %s log: %s" % ("", "", v,
                                                   p[v]["log_file"]))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--manifest", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--wall-ns", type=int, required=True)
    ap.add_argument("--outside", type=int, default=0)
    ap.add_argument("--errors", type=int, default=0)
    ap.add_argument("--baseline")
    a = ap.parse_args()

    base = load_baseline(a.baseline) if a.baseline else None
    logs = os.path.join(a.out, "logs")
    if os.path.isdir(logs):
        for f in os.listdir(logs):
            os.unlink(os.path.join(logs, f))
    results, pairs = [], []
    with open(a.manifest, encoding="utf-8", errors="replace") as f:
        for line in f:
            fields = line.rstrip("\n").split("\t")
            if len(fields) < 11:
                raise SystemExit("side-by-side: %s: bad manifest line %r"
                                 % (a.manifest, line))
            r, p = judge(fields, a.out)
            results += r
            pairs.append(p)

    stats = stats_of(results, pairs, a.wall_ns, a.outside, a.errors)
    doc = {"results": results, "stats": stats, "pairs": pairs,
           "environment": environment()}
    rjson = os.path.join(a.out, "results.json")
    rxml = os.path.join(a.out, "results.xml")
    write_json(rjson, doc)
    write_junit(rxml, results, pairs, stats["runtime"])

    print_pairs(pairs)
    print("side-by-side: %d pairs: %d equal, %d diverged, %d legacy-only; "
          "%d entries not in the legacy tree; %d bad entries; %.1f s" % (
              stats["pairs"], stats["equal"], stats["diverged"],
              stats["legacy_only"], a.outside, a.errors, stats["runtime"]))
    if stats["pairs"] > stats["legacy_only"]:
        print("side-by-side: the %d pairs that ran twice took %.1f s as "
              "legacy, %.1f s converted" % (
                  stats["pairs"] - stats["legacy_only"],
                  stats["pairs_legacy_time"],
                  stats["pairs_converted_time"]))
    print("side-by-side: results in %s and %s" % (rjson, rxml))

    bad = a.errors > 0
    if base is None:
        return 1 if bad or stats["diverged"] else 0
    found = regressions(base[0], base[1], results, pairs)
    if not found:
        print("no regressions against the last good run (%s)" % a.baseline)
        return 1 if bad else 0
    print("%d regression(s) against the last good run (%s):"
          % (len(found), a.baseline))
    for r in found:
        print("  regression: " + r)
    return 1


if __name__ == "__main__":
    sys.exit(main())
