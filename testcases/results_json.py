#!/usr/bin/python3
"""Write run.sh's results as JSON, in the field names of the kernel test
suite's current runner (kirk):

    {"results": [{"test_fqn", "status",
                  "test": {"command", "arguments", "log", "retval",
                           "duration", "passed", "failed", "broken",
                           "skipped", "warnings", "result"}}],
     "stats": {"runtime", "passed", "failed", "broken", "skipped",
               "warnings"},
     "environment": {...}}

One result per runtest entry. Its log, counters and duration are those of
the first failed run, or of the first run when all passed; "retval" lists
the exit status of every run (root runs first, then nobody runs), and
"repeat" (our addition) says how many runs passed as which user.

Usage: results_json.py MANIFEST OUT WALL_NS REPEAT REPEAT_NOBODY NOBODY
MANIFEST lines: area, tag, command, arguments, status override, log path,
exit status, duration (ns), exit statuses of all runs, machine need,
"ROOT_PASSED ROOT_RUNS NOBODY_PASSED NOBODY_RUNS"; tab separated.
"""

import json
import os
import platform
import re
import sys

TFAIL, TBROK, TWARN, TCONF = 1, 2, 4, 32

SUMMARY_RE = re.compile(r"^(passed|failed|broken|skipped|warnings)\s+(\d+)\s*$")
# Old API: "TCID     N  TTYPE  :  text"
OLD_LINE_RE = re.compile(r"^\S+\s+\d+\s+T(PASS|FAIL|BROK|CONF|WARN)\s+:")
OLD_KEYS = {"PASS": "passed", "FAIL": "failed", "BROK": "broken",
            "CONF": "skipped", "WARN": "warnings"}


def counters(log):
    """Counters from the new API's Summary block, else counted from old
    API result lines."""
    counts = dict.fromkeys(("passed", "failed", "broken", "skipped",
                            "warnings"), 0)
    lines = log.splitlines()
    if "Summary:" in lines:
        start = len(lines) - 1 - lines[::-1].index("Summary:")
        for line in lines[start + 1:]:
            m = SUMMARY_RE.match(line)
            if m:
                counts[m.group(1)] = int(m.group(2))
        return counts
    for line in lines:
        m = OLD_LINE_RE.match(line)
        if m:
            counts[OLD_KEYS[m.group(1)]] += 1
    return counts


def status_of(rc):
    """kirk's status words from a test's exit status."""
    if rc in ("", None):
        return "brok"
    rc = int(rc)
    if rc == 0:
        return "pass"
    if rc > 63 or rc < 0:
        # timeout(1)'s 124/137, a signal, a missing binary (127)
        return "brok"
    if rc & TBROK:
        return "brok"
    if rc & TFAIL:
        return "fail"
    if rc & TWARN:
        return "warn"
    if rc & TCONF:
        return "conf"
    return "brok"


def read_log(path):
    if not path:
        return ""
    try:
        with open(path, "rb") as f:
            return f.read().decode("utf-8", errors="replace")
    except OSError as e:
        return "(log unreadable: %s)" % e


def entry(fields):
    (area, tag, command, arguments, override, log_path, rc, dur_ns,
     retvals, need, tally) = fields[:11]
    log = read_log(log_path)
    status = override or status_of(rc)
    rets = retvals.split()
    test = {
        "command": command,
        "arguments": arguments.split(),
        "log": log,
        "retval": rets if rets else ([rc] if rc else []),
        "duration": round(int(dur_ns or 0) / 1e9, 3),
        "result": status,
    }
    test.update(counters(log))
    res = {"test_fqn": tag, "status": status, "test": test,
           "area": area}
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
            results.append(entry(fields))

    stats = {"runtime": round(int(wall_ns) / 1e9, 3)}
    for key in ("passed", "failed", "broken", "skipped", "warnings"):
        stats[key] = sum(r["test"][key] for r in results)
    stats["entries"] = len(results)
    stats["entries_failed"] = sum(
        1 for r in results if r["status"] not in ("pass", "conf"))
    stats["repeat"] = int(repeat)
    stats["repeat_nobody"] = int(repeat_nobody) if nobody == "1" else 0

    doc = {
        "results": results,
        "stats": stats,
        "environment": {
            "kernel": platform.release(),
            "arch": platform.machine(),
            "cpu": os.cpu_count(),
        },
    }
    tmp = out + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(doc, f, indent=1)
        f.write("\n")
    os.replace(tmp, out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
