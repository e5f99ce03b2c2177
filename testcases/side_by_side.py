#!/usr/bin/python3
"""Judge side-by-side.sh's runs: pairs, results.json, results.xml and the
comparison with a baseline.

Usage: side_by_side.py --manifest F --out DIR --wall-ns NS --outside N
                       --errors N [--unrun F] [--timeout S] [--model DIR]
                       [--legacy-build F] [--converted-build F]
                       [--inventory F] [--baseline FILE]

MANIFEST lines (tab separated): tag, area, command line, program,
arguments, machine need, then exit status, duration (ns), log path and
the kernel's taint mask before and after, of the legacy run and of the
converted run (empty fields when it did not run), then the exit statuses
of a diverged pair's second runs (legacy, converted). UNRUN lines: tag,
area, command line, program, and the reason when it is a bad line (empty
when the program is not in the legacy tree).

results.json: {"results": [...], "stats": {...}, "pairs": [...],
"environment": {...}}. Each run is one result in the field names of the
kernel test suite's runner (kirk), built by results_json.py: test_fqn
(the runtest tag, TAG:converted for the converted twin), status,
test.{command, arguments, log, retval, duration, passed, failed, broken,
skipped, warnings, result}; our additions: "tag", "variant"
(legacy|converted) and the runtest file ("area"). pairs[]:
{tag, area, verdict: equal|diverged|legacy-only, legacy: {...},
converted: {...} or null, "why", "cause"}, each side with its status, exit
status, duration, counters, new taint flags and, for a diverged pair, the
kept log's path; "why" says where a diverged pair's logs part (the first
result line that differs) and "cause" what it most likely comes from
(a flaky test, seen when the pair ran again; a shape of conversion
that cannot pass, from newlib's own messages; or the side that did not
pass), starting with the party to look at; with --inventory, a cause
that points at the converted side's code of a program one of whose
sources the conversion left needs-review (its sources from --model, else
the source of the program's name) starts "converter, needs-review" and
gives the converter's reason. not_run[]: {tag, area,
command, why} for each
entry that did not run: a bad line, a program the tree does not have, or
(with --model and the build reports) one that did not build, with its
first error.
"""

import argparse
import collections
import hashlib
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from results_json import (COUNTERS, OK, environment, read_log,  # noqa
                          result, stats_of as run_stats, write_json)
from results_junit import write_junit  # noqa
from taint import new_taint  # noqa

# A result line of either dialect, for comparing two logs, or a TINFO
# line (what a test said besides its results): the type and the message,
# without where it was printed from.
TYPES = "PASS|FAIL|BROK|CONF|WARN"
NEW_LINE_RE = re.compile(r"^\S+:\d+: T(%s|INFO): (.*)$" % TYPES)
OLD_LINE_RE = re.compile(r"^\S+\s+\d+\s+T(%s|INFO)\s+:\s+(.*)$" % TYPES)
WHERE_RE = re.compile(r"^\S+\.[ch]:\d+: ")
# The last two (a diverged pair's second runs) may be left out.
MANIFEST_FIELDS = (16, 18)


def run_result(entry, variant, rc, ns, log_path, t0, t1):
    r = result(entry["tag"], entry["program"], entry["args"].split(), rc,
               int(ns) / 1e9, read_log(log_path), variant=variant,
               area=entry["area"])
    r["test"]["command_line"] = entry["line"]
    taint = new_taint(t0, t1)
    if taint:
        r["taint"] = taint
    return r


def side(res, kept_log):
    t = res["test"]
    s = {"status": res["status"], "retval": int(t["retval"][0]),
         "duration": t["duration"]}
    for k in COUNTERS:
        s[k] = t[k]
    if res.get("taint"):
        s["taint"] = res["taint"]
    if kept_log:
        s["log_file"] = kept_log
    return s


SAFE_RE = re.compile(r"[^A-Za-z0-9._+-]")


def safe_name(text):
    """A file name from data (a runtest file's name, a tag): characters
    outside [A-Za-z0-9._+-] become '_', no leading dot, and a hash of the
    original when anything changed, so that two names stay two files."""
    s = SAFE_RE.sub("_", text).lstrip(".") or "_"
    if s != text:
        s = "%s-%s" % (s[:80], hashlib.sha1(text.encode()).hexdigest()[:8])
    return s


KEPT = set()


def keep_log(out, area, tag, variant, log):
    """The log of one side of a diverged pair in OUT/logs, under a name
    made from the data that cannot leave that directory: TAG.VARIANT.log,
    or AREA.TAG.VARIANT.log when another runtest file had the tag."""
    d = os.path.realpath(os.path.join(out, "logs"))
    os.makedirs(d, exist_ok=True)
    name = "%s.%s.log" % (safe_name(tag), variant)
    if name in KEPT:
        name = "%s.%s" % (safe_name(area), name)
    KEPT.add(name)
    path = os.path.join(d, name)
    if os.path.dirname(os.path.realpath(path)) != d:
        raise SystemExit("side-by-side: log name for tag %r leaves %s"
                         % (tag, d))
    with open(path, "w", encoding="utf-8") as f:
        f.write(log)
    return path


def result_lines(log):
    """(type, message, line) of each result line and each TINFO line, in
    either dialect."""
    out = []
    for line in log.splitlines():
        m = NEW_LINE_RE.match(line) or OLD_LINE_RE.match(line)
        if m:
            msg = " ".join(WHERE_RE.sub("", m.group(2)).split())
            out.append(("T" + m.group(1), msg, line.strip()))
    return out


# A run's log as the rules that judge a diverged pair read it: its result
# lines, and the same with its TINFO lines ("said"). The rules take a
# pair's as (legacy, converted).
Lines = collections.namedtuple("Lines", "results said")


def lines_of(res):
    """A run's Lines, from one pass over its log."""
    said = result_lines(res["test"]["log"])
    return Lines([x for x in said if x[0] != "TINFO"], said)


def why_diverged(leg, conv, lines, timeout):
    """Where the two runs part: a timeout, else the first result line
    that differs (type and message, wherever it was printed from)."""
    for name, r in (("legacy", leg), ("converted", conv)):
        if int(r["test"]["retval"][0]) in (124, 137):
            return "the %s run timed out (%s s)" % (name, timeout)
    a, b = lines[0].results, lines[1].results
    for x, y in zip(a, b):
        if x[:2] != y[:2]:
            return "first differing result: legacy '%s', converted '%s'" % (
                x[2], y[2])
    if len(a) != len(b):
        longer, rest = ("legacy", a[len(b):]) if len(a) > len(b) \
            else ("converted", b[len(a):])
        return "the %s run has %d more result line(s), the first: '%s'" % (
            longer, len(rest), rest[0][2])
    return "the same result lines, exit status %s (legacy) and %s " \
        "(converted)" % (leg["test"]["retval"][0], conv["test"]["retval"][0])


# What newlib prints (tst_test.c, tst_supervise.c) for two shapes of
# conversion that cannot pass, whatever the test does.
NO_RESULTS = "the test reported no results"
NO_IPC = "tst_reinit: no shared page to attach to"
TIMED_OUT_RE = re.compile(r"TBROK: the test timed out after ([0-9.]+)s ")


SHAPES = (
    (lambda leg, conv, lines: NO_IPC in conv["test"]["log"],
     "converter: the conversion kept its own main() calling tst_reinit(), "
     "which attaches to the page of a new-API test that started it: run "
     "alone it stops before its first check"),
    (lambda leg, conv, lines: NO_RESULTS in conv["test"]["log"] and
     not [x for x in lines[0].results if x[0] == "TPASS"],
     "converter: the legacy test passes silently (exit 0, no TPASS: the old "
     "library took that for a pass); the new library breaks a run that "
     "reports nothing, so the conversion must report its pass"),
    (lambda leg, conv, lines: NO_RESULTS in conv["test"]["log"],
     "converter: the legacy test's passes are reported by a process the "
     "new library does not count (an exec()ed program, or a child that "
     "exits before reporting); the converted run reports none of its own"),
)


def skip_reported_as_pass(leg, conv, lines):
    """The legacy test said in a TPASS or TINFO line that it does not
    apply here and exited 0; its conversion skips with the same words
    (a stub main() for a missing feature became TST_TEST_TCONF())."""
    a = [x[1] for x in lines[0].said if x[0] in ("TPASS", "TINFO")]
    b = lines[1].results
    return (leg["status"], conv["status"]) == ("pass", "conf") and b and \
        all(x[0] == "TCONF" and x[1] in a for x in b)


def exit_rule_only(leg, conv, lines):
    """Both runs gave as many result lines of each type, some passed and
    some were skipped, none failed: the verdicts part only by the two
    APIs' exit rules (the messages may differ by what they print of the
    machine's state or of errno)."""
    a = sorted(x[0] for x in lines[0].results)
    b = sorted(x[0] for x in lines[1].results)
    return (leg["status"], conv["status"]) == ("conf", "pass") and \
        a == b and set(b) == {"TPASS", "TCONF"}


def long_run(leg, conv):
    """The cause when the converted run hit the new library's timeout
    per run, which the legacy run, passing, lasted longer than; else
    None."""
    m = TIMED_OUT_RE.search(conv["test"]["log"])
    if not m or leg["status"] != "pass" or \
            leg["test"]["duration"] <= float(m.group(1)):
        return None
    return "converter: the legacy run passes in %.0f s, longer than the " \
        "new library's %g s per run: the conversion needs a .timeout (or " \
        ".runtime) the converter could not compute (it totals only sleeps " \
        "of constant length in loops of constant bounds)" % (
            leg["test"]["duration"], float(m.group(1)))


def cause_of(leg, conv, lines, reruns):
    """What a diverged pair's difference most likely comes from: a flaky
    test (a side did not repeat its exit status when run again), a shape
    of conversion known not to run (the converted log says which), else
    the side that did not pass; each starts with the party to look at
    (flaky, converter, api, oldlib-compat, machine or both)."""
    firsts = (str(leg["test"]["retval"][0]), str(conv["test"]["retval"][0]))
    if all(r != "" for r in reruns) and tuple(reruns) != firsts:
        return "flaky: run again, legacy exited %s then %s, converted %s " \
            "then %s" % (firsts[0], reruns[0], firsts[1], reruns[1])
    for test, text in SHAPES:
        if test(leg, conv, lines):
            return text
    cause = long_run(leg, conv)
    if cause:
        return cause
    ok = ("pass", "conf")
    if skip_reported_as_pass(leg, conv, lines):
        return "converter, as meant: the legacy test reports that it does " \
            "not apply here and exits 0; the conversion skips (TCONF) with " \
            "the same words, as a new-API test does"
    if exit_rule_only(leg, conv, lines):
        return "api: the same results (%d passed, %d skipped, none failed); " \
            "the old API exits 32 when any result was TCONF, the new API " \
            "0 when a result passed" % (conv["test"]["passed"],
                                        conv["test"]["skipped"])
    if leg["status"] in ok and conv["status"] in ok:
        return "machine or converter: the sides disagree on whether the " \
            "test applies here (legacy %s, converted %s): compare the " \
            "checks that end in TCONF" % (leg["status"], conv["status"])
    if leg["status"] in ok and conv["status"] not in ok:
        return "converter: the converted side fails where the legacy side " \
            "passes: the converter's output is the suspect"
    if conv["status"] in ok and leg["status"] not in ok:
        return "oldlib-compat: the legacy side fails where the converted " \
            "side passes: the old API on newlib's core is the suspect"
    return "both: both sides fail, differently"


# The parties of a cause that point at the converted side's code; a
# program whose conversion was left for review is named there with the
# reason the converter gave, so that a shortfall it flagged reads apart
# from one it did not see.
REVIEW_PARTIES = ("converter", "machine or converter", "both")


def review_of(model_dir, inventory):
    """{program: (source, reason)} of the programs one of whose sources
    the conversion left needs-review; the program is its source's stem
    when there is no model (a flat tree of tests)."""
    if not inventory:
        return {}
    inv = load_json(inventory, "inventory")
    flagged = {f["path"]: f.get("reason", "") for f in inv.get("files", [])
               if f.get("state") == "needs-review"}
    out = {}
    if model_dir:
        model = load_json(os.path.join(model_dir, "programs.json"), "model")
        for p in model["programs"]:
            for src in p.get("sources", []):
                if src in flagged:
                    out.setdefault(p["name"], (src, flagged[src]))
        return out
    for src, reason in flagged.items():
        stem = os.path.splitext(os.path.basename(src))[0]
        out.setdefault(stem, (src, reason))
    return out


def flag_review(cause, review):
    """The cause, first naming the conversion left for review when its
    party is the converted side's code."""
    party, _, rest = cause.partition(": ")
    if not review or party not in REVIEW_PARTIES:
        return cause
    src, reason = review
    if src not in reason:
        reason = "%s: %s" % (src, reason)
    return "converter, needs-review: the conversion was left for review " \
        "(%s); %s: %s" % (reason, party, rest)


def judge(fields, out, timeout, reviews=None):
    entry = dict(zip(("tag", "area", "line", "program", "args", "need"),
                     fields[:6]))
    results = []
    runs = {}
    for variant, base in (("legacy", 6), ("converted", 11)):
        rc, ns, log_path, t0, t1 = fields[base:base + 5]
        if rc != "":
            r = run_result(entry, variant, rc, ns, log_path, t0, t1)
            if entry["need"]:
                r["needs"] = entry["need"]
            runs[variant] = r
            results.append(r)
    leg, conv = runs.get("legacy"), runs.get("converted")
    why = ""
    if conv is None:
        verdict = "legacy-only"
    elif leg["status"] == conv["status"]:
        # The runner's verdict, as kirk reads an exit status: the old API's
        # status is a mask of every result type seen (3: TFAIL and the
        # TBROK of "Remaining cases broken"), the new API's one value.
        verdict = "equal"
    else:
        verdict = "diverged"
        # each side's log parsed once, for every rule below
        lines = (lines_of(leg), lines_of(conv))
        why = why_diverged(leg, conv, lines, timeout)
        cause = flag_review(cause_of(leg, conv, lines, fields[16:18]),
                            (reviews or {}).get(entry["program"]))
    kept = {}
    if verdict == "diverged":
        for v, r in runs.items():
            kept[v] = keep_log(out, entry["area"], entry["tag"], v,
                               r["test"]["log"])
    pair = {"tag": entry["tag"], "area": entry["area"], "verdict": verdict,
            "legacy": side(leg, kept.get("legacy")),
            "converted": side(conv, kept.get("converted")) if conv else None}
    if why:
        pair["why"] = why
        pair["cause"] = cause
    return results, pair


def load_json(path, what):
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except (OSError, ValueError) as e:
        raise SystemExit("side-by-side: %s %s: %s" % (what, path, e))


def not_run(unrun_path, model_dir, builds):
    """Each entry that did not run, and why."""
    progs = {}
    if model_dir:
        model = load_json(os.path.join(model_dir, "programs.json"), "model")
        for p in model["programs"]:
            progs.setdefault(p["name"], p)
    built = {}
    for side_name, path in builds:
        if path:
            for p in load_json(path, "build report")["programs"]:
                built.setdefault(side_name, {})[p["name"]] = p
    out = []
    if not unrun_path:
        return out
    with open(unrun_path, encoding="utf-8", errors="replace") as f:
        for line in f:
            tag, area, cmd, prog, bad = (line.rstrip("\n").split("\t") +
                                         [""] * 5)[:5]
            if bad:
                why = bad
            elif prog in progs:
                b = built.get("legacy", {}).get(prog)
                why = "not built (legacy): " + (b["reason"] if b else
                                                "no build report")
            elif progs:
                why = "the tree has no program '%s'" % prog
            else:
                why = "no program '%s' in the legacy directory" % prog
            out.append({"tag": tag, "area": area, "command": cmd,
                        "why": why})
    return out


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


LIST_ALL = 100


def print_pairs(pairs):
    """Every pair, or when there are many, those that are not equal."""
    quiet = len(pairs) > LIST_ALL
    for p in pairs:
        if quiet and p["verdict"] == "equal":
            continue
        leg, conv = p["legacy"], p["converted"]
        right = "%s (%d)" % (conv["status"], conv["retval"]) if conv else "-"
        print("%-12s %-28s legacy %-10s converted %s" % (
            p["verdict"], p["tag"], "%s (%d)" % (leg["status"],
                                                 leg["retval"]), right))
        for v in ("legacy", "converted"):
            if p[v] and p[v].get("log_file"):
                print("%-12s %-28s %s log: %s" % ("", "", v,
                                                   p[v]["log_file"]))
        if p.get("why"):
            print("%-12s %-28s why: %s" % ("", "", p["why"]))
            print("%-12s %-28s cause: %s" % ("", "", p["cause"]))
    if quiet:
        print("(%d equal pairs not listed; results.json has every pair)"
              % sum(1 for p in pairs if p["verdict"] == "equal"))


def print_notes(results, unrun):
    for r in results:
        if r.get("taint"):
            print("side-by-side: %s (%s): the kernel became tainted: %s" % (
                r["tag"], r["variant"], "; ".join(r["taint"])))
    groups = {}
    for u in unrun:
        key = u["why"].split(":")[0]
        groups.setdefault(key, []).append(u)
    for key, us in sorted(groups.items()):
        if key.startswith("no program") or key.startswith("the tree has no"):
            continue
        for u in us[:20]:
            print("not run      %-28s %s" % (u["tag"], u["why"]))
        if len(us) > 20:
            print("not run      ... and %d more (%s; results.json has them)"
                  % (len(us) - 20, key))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--manifest", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--wall-ns", type=int, required=True)
    ap.add_argument("--outside", type=int, default=0)
    ap.add_argument("--errors", type=int, default=0)
    ap.add_argument("--baseline")
    ap.add_argument("--unrun")
    ap.add_argument("--timeout", default="?")
    ap.add_argument("--model")
    ap.add_argument("--legacy-build")
    ap.add_argument("--converted-build")
    ap.add_argument("--inventory")
    a = ap.parse_args()

    base = load_baseline(a.baseline) if a.baseline else None
    logs = os.path.join(a.out, "logs")
    if os.path.isdir(logs):
        for f in os.listdir(logs):
            os.unlink(os.path.join(logs, f))
    reviews = review_of(a.model, a.inventory)
    results, pairs = [], []
    with open(a.manifest, encoding="utf-8", errors="replace") as f:
        for line in f:
            fields = line.rstrip("\n").split("\t")
            if len(fields) not in MANIFEST_FIELDS:
                raise SystemExit("side-by-side: %s: bad manifest line %r"
                                 % (a.manifest, line))
            r, p = judge(fields + [""] * (18 - len(fields)), a.out,
                         a.timeout, reviews)
            results += r
            pairs.append(p)

    stats = stats_of(results, pairs, a.wall_ns, a.outside, a.errors)
    unrun = not_run(a.unrun, a.model, (("legacy", a.legacy_build),
                                       ("converted", a.converted_build)))
    stats["not_built"] = sum(1 for u in unrun
                             if u["why"].startswith("not built"))
    stats["tainted"] = sum(1 for r in results if r.get("taint"))
    doc = {"results": results, "stats": stats, "pairs": pairs,
           "not_run": unrun, "environment": environment()}
    rjson = os.path.join(a.out, "results.json")
    rxml = os.path.join(a.out, "results.xml")
    write_json(rjson, doc)
    write_junit(rxml, results, pairs, stats["runtime"])

    print_pairs(pairs)
    print_notes(results, unrun)
    print("side-by-side: %d pairs: %d equal, %d diverged, %d legacy-only; "
          "%d entries not in the legacy tree; %d bad entries; %.1f s" % (
              stats["pairs"], stats["equal"], stats["diverged"],
              stats["legacy_only"], a.outside, a.errors, stats["runtime"]))
    causes = {}
    for p in pairs:
        if p.get("cause"):
            who = p["cause"].split(":")[0]
            causes[who] = causes.get(who, 0) + 1
    if causes:
        print("side-by-side: causes of the %d diverged pairs: %s" % (
            stats["diverged"], ", ".join(
                "%s %d" % (k, n) for k, n in sorted(
                    causes.items(), key=lambda x: (-x[1], x[0])))))
    if stats["not_built"]:
        print("side-by-side: %d entries not run because their program did "
              "not build (listed above)" % stats["not_built"])
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
