"""Side-by-side results as JUnit XML (results.xml), for CI systems: three
<testsuite>s, legacy, converted and pairs, each with the run's start
(timestamp, ISO 8601 local time as the JUnit schema has it) and the
machine's hostname. A run is a <testcase> (fail and warn a <failure>,
brok an <error>, conf <skipped>) with its log as <system-out>; a pair is a
<testcase> whose <system-out> holds both logs, a diverged pair a
<failure> and a legacy-only one <skipped>."""

import datetime
import os
import re
import socket
import xml.etree.ElementTree as ET

# Characters XML 1.0 cannot carry, even escaped.
XML_BAD = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")
KIND = {"fail": "failure", "warn": "failure", "brok": "error",
        "conf": "skipped"}


def xml_text(s):
    return XML_BAD.sub("?", s)


def suite(root, name, cases, stamp, host):
    """cases: (name, classname, seconds, kind, message, log); kind is
    None, "failure", "error" or "skipped"."""
    el = ET.SubElement(root, "testsuite", name=name, timestamp=stamp,
                       hostname=host)
    counts = {"failure": 0, "error": 0, "skipped": 0}
    total = 0.0
    for cname, cls, secs, kind, msg, log in cases:
        tc = ET.SubElement(el, "testcase", name=cname, classname=cls,
                           time="%.3f" % secs)
        total += secs
        if kind:
            counts[kind] += 1
            ET.SubElement(tc, kind, message=xml_text(msg))
        if log:
            ET.SubElement(tc, "system-out").text = xml_text(log)
    el.set("tests", str(len(cases)))
    el.set("failures", str(counts["failure"]))
    el.set("errors", str(counts["error"]))
    el.set("skipped", str(counts["skipped"]))
    el.set("time", "%.3f" % total)
    return len(cases), counts


def run_case(r):
    st, t = r["status"], r["test"]
    kind = KIND.get(st)
    msg = "%s, exit status %s" % (st, t["retval"][0]) if kind else ""
    return (r["test_fqn"], "%s.%s" % (r["variant"], r["area"]),
            t["duration"], kind, msg, t["log"])


def pair_log(runs):
    """Both sides' logs, each under a heading naming it."""
    parts = []
    for r in runs:
        parts.append("==== %s (%s, exit status %s) ====\n%s" % (
            r["test_fqn"], r["status"], r["test"]["retval"][0],
            r["test"]["log"].rstrip("\n")))
    return "\n".join(parts) + "\n" if parts else ""


def pair_case(p, runs):
    leg, conv = p["legacy"], p["converted"]
    kind, msg = None, ""
    if p["verdict"] == "diverged":
        kind = "failure"
        msg = "legacy %s (exit %d), converted %s (exit %d)" % (
            leg["status"], leg["retval"], conv["status"], conv["retval"])
    elif p["verdict"] == "legacy-only":
        kind, msg = "skipped", "no converted twin"
    secs = leg["duration"] + (conv["duration"] if conv else 0)
    return (p["tag"], "pairs." + p["area"], secs, kind, msg, pair_log(runs))


def junit(results, pairs, start):
    """The document (bytes) for results[] and pairs[]; start a datetime."""
    stamp = start.astimezone().replace(tzinfo=None, microsecond=0) \
        .isoformat()
    host = socket.gethostname()
    root = ET.Element("testsuites", name="side-by-side")
    totals = {"tests": 0, "failure": 0, "error": 0, "skipped": 0}
    runs = {}
    for r in results:
        runs.setdefault((r["area"], r["tag"]), []).append(r)
    groups = [(v, [run_case(r) for r in results if r["variant"] == v])
              for v in ("legacy", "converted")]
    groups.append(("pairs", [pair_case(p, runs.get((p["area"], p["tag"]),
                                                   []))
                             for p in pairs]))
    for name, cases in groups:
        n, c = suite(root, name, cases, stamp, host)
        totals["tests"] += n
        for k in c:
            totals[k] += c[k]
    root.set("tests", str(totals["tests"]))
    root.set("failures", str(totals["failure"]))
    root.set("errors", str(totals["error"]))
    root.set("timestamp", stamp)
    return ET.tostring(root, encoding="utf-8", xml_declaration=True) + b"\n"


def write_junit(path, results, pairs, runtime):
    """results.xml for a run that ended now and took runtime seconds."""
    start = datetime.datetime.now(datetime.timezone.utc) - \
        datetime.timedelta(seconds=runtime)
    tmp = path + ".tmp"
    with open(tmp, "wb") as f:
        f.write(junit(results, pairs, start))
    os.replace(tmp, path)
