#!/usr/bin/python3
"""Results in the JSON of the kernel test suite's runner (kirk), shared by
the project's runners: run.sh (every runtest entry, many times) calls it as
a program; side_by_side.py (legacy and converted twins) imports it.

    {"results": [{"test_fqn", "status",
                  "test": {"command", "arguments", "log", "retval",
                           "duration", "passed", "failed", "broken",
                           "skipped", "warnings", "result"}}],
     "stats": {"runtime", "passed", "failed", "broken", "skipped",
               "warnings"},
     "environment": {"distribution", "distribution_version", "kernel",
                     "cmdline", "arch", "cpu", "swap", "RAM"}}

As kirk does it:
- status from the exit status by kirk's table: 0 pass, 2 brok, 4 warn,
  32 conf, a run the runner stopped (timeout; kirk's -1) brok, any other
  status fail (so 1, 3, 6, 33 ... are fail);
- counters from the last Summary block, else the result lines counted,
  else, for a test that printed none, one counter from the exit status;
- environment as kirk fills it (os-release ID and VERSION_ID, `uname -s
  -r -v`, /proc/cmdline, `uname -m`, `uname -p`, SwapTotal and MemTotal).

Our additions: "tag" (the runtest tag), "variant" (legacy or converted,
side by side only), "area" (the runtest file), "needs", "repeat". Each
variant has its own test_fqn (fqn()): the tag for a legacy or native run,
TAG:converted for a converted twin, so that kirk's tools, which key
everything on test_fqn, tell the two apart.

Usage (run.sh): results_json.py MANIFEST OUT WALL_NS REPEAT REPEAT_NOBODY
NOBODY. MANIFEST lines: area, tag, command, arguments, status override,
log path, exit status, duration (ns), exit statuses of all runs, machine
need, "ROOT_PASSED ROOT_RUNS NOBODY_PASSED NOBODY_RUNS"; tab separated.
One result per runtest entry: its log, counters and duration are those of
the first failed run, or of the first run when all passed; "retval" lists
the exit status of every run (root runs first, then nobody runs).
"""

import json
import os
import re
import subprocess
import sys

# kirk's table (libkirk/ltp.py); anything else is fail.
KIRK_STATUS = {0: "pass", 2: "brok", -1: "brok", 4: "warn", 32: "conf"}
# A run the runner stopped: kirk's -1, and what timeout(1), which our
# runners run every test under, exits with when it stopped one.
STOPPED = (-1, 124, 137)
OK = ("pass", "conf")
COUNTERS = ("passed", "failed", "broken", "skipped", "warnings")
VARIANT_SUFFIX = {"converted": ":converted"}

SUMMARY_RE = re.compile(
    r"^(passed|failed|broken|skipped|warnings)\s+(\d+)\s*$")
# Old API: "TCID     N  TTYPE  :  text"
OLD_LINE_RE = re.compile(r"^\S+\s+\d+\s+T(PASS|FAIL|BROK|CONF|WARN)\s+:")
# New API: "file.c:LINE: TTYPE: text"
NEW_LINE_RE = re.compile(r"^\S+:\d+: T(PASS|FAIL|BROK|CONF|WARN): ")
OLD_KEYS = {"PASS": "passed", "FAIL": "failed", "BROK": "broken",
            "CONF": "skipped", "WARN": "warnings"}
# kirk's counters of a test that printed no result at all
RC_COUNTER = {0: "passed", 4: "warnings", 32: "skipped"}


def fqn(tag, variant=None):
    """The test_fqn of one variant's run of a runtest entry."""
    return tag + VARIANT_SUFFIX.get(variant, "")


def counters(log, rc=None):
    """Counters from the new API's last Summary block, else counted from
    the result lines of both dialects, else (with rc given) one counter
    from the exit status, as kirk counts a test that printed nothing; a
    run the runner stopped has broken 1, as in kirk."""
    counts = dict.fromkeys(COUNTERS, 0)
    lines = log.splitlines()
    summary = "Summary:" in lines
    if summary:
        start = len(lines) - 1 - lines[::-1].index("Summary:")
        for line in lines[start + 1:]:
            m = SUMMARY_RE.match(line)
            if m:
                counts[m.group(1)] = int(m.group(2))
    else:
        for line in lines:
            m = OLD_LINE_RE.match(line) or NEW_LINE_RE.match(line)
            if m:
                counts[OLD_KEYS[m.group(1)]] += 1
    if rc in (None, ""):
        return counts
    rc = int(rc)
    if rc in STOPPED:
        # kirk: a run it stopped is one broken, whatever it printed
        counts["broken"] = 1
    elif not summary and not any(counts.values()):
        counts[RC_COUNTER.get(rc, "failed")] = 1
    return counts


def status_of(rc):
    """kirk's status word for an exit status ("" or None: did not run)."""
    if rc in ("", None):
        return "brok"
    rc = int(rc)
    if rc in STOPPED:
        return "brok"
    return KIRK_STATUS.get(rc, "fail")


def read_log(path):
    if not path:
        return ""
    try:
        with open(path, "rb") as f:
            return f.read().decode("utf-8", errors="replace")
    except OSError as e:
        return "(log unreadable: %s)" % e


def result(tag, command, arguments, rc, duration, log, variant=None,
           area=None, status=None, retvals=None):
    """One entry of results[]: a run of runtest entry `tag`. arguments is
    a list; rc the exit status; duration in seconds; status overrides the
    one of rc (a runner's own verdict, e.g. a missing binary)."""
    status = status or status_of(rc)
    if retvals is None:
        retvals = [str(rc)] if rc not in ("", None) else []
    test = {"command": command, "arguments": list(arguments), "log": log,
            "retval": retvals, "duration": round(duration, 3),
            "result": status}
    test.update(counters(log, rc))
    res = {"test_fqn": fqn(tag, variant), "status": status, "test": test,
           "tag": tag}
    if variant:
        res["variant"] = variant
    if area is not None:
        res["area"] = area
    return res


def stats_of(results, runtime):
    """The "stats" object: wall time and the counters summed."""
    st = {"runtime": round(runtime, 3)}
    for key in COUNTERS:
        st[key] = sum(r["test"][key] for r in results)
    return st


def _run(cmd):
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE,
                           stderr=subprocess.DEVNULL, check=False,
                           timeout=5)
    except (OSError, subprocess.TimeoutExpired):
        return "unknown"
    if p.returncode != 0:
        return "unknown"
    return p.stdout.decode(errors="replace").rstrip()


def _read(path):
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            return f.read()
    except OSError:
        return None


def _os_release():
    text = _read("/etc/os-release") or _read("/usr/lib/os-release") or ""
    info = {}
    for line in text.splitlines():
        key, sep, val = line.partition("=")
        if sep:
            info[key.strip()] = val.strip().strip("\"'")
    return info


def _meminfo(text, key):
    m = re.search(r"^%s:\s+(\d+\s+kB)" % key, text or "", re.M)
    return m.group(1) if m else "unknown"


def environment():
    """The machine, in the fields and forms kirk writes."""
    rel = _os_release()
    uts = os.uname()
    mem = _read("/proc/meminfo")
    cmdline = _read("/proc/cmdline")
    return {
        "distribution": rel.get("ID", "unknown"),
        "distribution_version": rel.get("VERSION_ID", "unknown"),
        "kernel": "%s %s %s" % (uts.sysname, uts.release, uts.version),
        "cmdline": cmdline.strip() if cmdline is not None else "unknown",
        "arch": uts.machine,
        "cpu": _run(["uname", "-p"]),
        "swap": _meminfo(mem, "SwapTotal"),
        "RAM": _meminfo(mem, "MemTotal"),
    }


def write_json(path, doc):
    """Write doc to path through a temporary file and a rename."""
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(doc, f, indent=1)
        f.write("\n")
    os.replace(tmp, path)


def manifest_entry(fields):
    (area, tag, command, arguments, override, log_path, rc, dur_ns,
     retvals, need, tally) = fields[:11]
    res = result(tag, command, arguments.split(),
                 rc, int(dur_ns or 0) / 1e9, read_log(log_path), area=area,
                 status=override or None, retvals=retvals.split() or None)
    nums = [int(x) for x in tally.split()] if tally.strip() else [0] * 4
    res["repeat"] = {"root_passed": nums[0], "root_runs": nums[1],
                     "nobody_passed": nums[2], "nobody_runs": nums[3]}
    if need:
        res["needs"] = need
    return res


def main(argv):
    if len(argv) != 7:
        sys.stderr.write(__doc__)
        return 2
    manifest, out, wall_ns, repeat, repeat_nobody, nobody = argv[1:]
    results = []
    with open(manifest, encoding="utf-8", errors="replace") as f:
        for lineno, line in enumerate(f, 1):
            fields = line.rstrip("\n").split("\t")
            if len(fields) < 11:
                sys.stderr.write("%s:%d: %d fields, expected 11\n"
                                 % (manifest, lineno, len(fields)))
                return 1
            results.append(manifest_entry(fields))

    stats = stats_of(results, int(wall_ns) / 1e9)
    stats["entries"] = len(results)
    stats["entries_failed"] = sum(1 for r in results if r["status"] not in OK)
    stats["repeat"] = int(repeat)
    stats["repeat_nobody"] = int(repeat_nobody) if nobody == "1" else 0
    write_json(out, {"results": results, "stats": stats,
                     "environment": environment()})
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
