"""The report's JSON inputs: the converter's inventory and the side-by-side
runner's results. A file that is not there is missing data (the section
says "no data"); a file that is there but unreadable, not JSON, or not of
the expected shape is bad input (InputError naming the file and why)."""

import json
import os

from . import InputError

STATES = ("legacy", "converted", "needs-review", "failed", "native", "mixed")
COUNTS = ("old_calls", "sleeps", "todos")


def load_json(path):
    """The parsed document, or None when path is None or does not exist."""
    if path is None or not os.path.exists(path):
        return None
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except OSError as e:
        raise InputError("%s: %s" % (path, e.strerror)) from e
    except UnicodeDecodeError as e:
        raise InputError("%s: not UTF-8 text (byte %d)"
                         % (path, e.start)) from e
    except json.JSONDecodeError as e:
        raise InputError("%s:%d:%d: not valid JSON: %s"
                         % (path, e.lineno, e.colno, e.msg)) from e


def _need(cond, path, where, what):
    if not cond:
        raise InputError("%s: %s: %s" % (path, where, what))


def _count(entry, key, path, where):
    v = entry.get(key, 0)
    _need(isinstance(v, int) and not isinstance(v, bool) and v >= 0,
          path, where, "%r must be a count (integer >= 0), not %r"
          % (key, v))
    return v


def _names(entry, key, path, where):
    v = entry.get(key, [])
    _need(isinstance(v, list) and all(isinstance(x, str) for x in v),
          path, where, "%r must be a list of strings" % key)
    return v


def load_inventory(path):
    """{"files": [normalised entries], "totals": {...}} or None."""
    doc = load_json(path)
    if doc is None:
        return None
    _need(isinstance(doc, dict) and isinstance(doc.get("files"), list),
          path, "top level", 'expected an object with a "files" list')
    files = []
    for i, e in enumerate(doc["files"]):
        where = "files[%d]" % i
        _need(isinstance(e, dict), path, where, "not an object")
        _need(isinstance(e.get("path"), str) and e["path"], path, where,
              'no "path"')
        where = "files[%d] (%s)" % (i, e["path"])
        _need(e.get("state") in STATES, path, where,
              "state %r is not one of %s" % (e.get("state"),
                                              ", ".join(STATES)))
        entry = {"path": e["path"], "state": e["state"]}
        for key in COUNTS:
            entry[key] = _count(e, key, path, where)
        entry["calls"] = _names(e, "calls", path, where)
        entry["syscalls"] = _names(e, "syscalls", path, where)
        entry["messages"] = [str(m) for m in e.get("messages") or []]
        flags = e.get("flags") or {}
        _need(isinstance(flags, dict), path, where, '"flags" is not an object')
        entry["flags"] = flags
        files.append(entry)
    files.sort(key=lambda f: f["path"])
    helpers = _helpers(doc, path)
    t = totals(files)
    t["helper_todos"] = sum(h["todos"] for h in helpers)
    return {"files": files, "totals": t, "helpers": helpers}


def _helpers(doc, path):
    """The helper headers converted with their tests (an optional list:
    older inventories have none), each with the TODO markers left in it,
    which no file's record counts."""
    v = doc.get("helpers", [])
    _need(isinstance(v, list), path, "helpers", "not a list")
    out = []
    for i, e in enumerate(v):
        where = "helpers[%d]" % i
        _need(isinstance(e, dict), path, where, "not an object")
        _need(isinstance(e.get("path"), str) and e["path"], path, where,
              'no "path"')
        where = "helpers[%d] (%s)" % (i, e["path"])
        out.append({"path": e["path"],
                    "converted": bool(e.get("converted")),
                    "todos": _count(e, "todos", path, where),
                    "includers": _names(e, "includers", path, where),
                    "note": str(e.get("note") or "")})
    out.sort(key=lambda h: h["path"])
    return out


def totals(files):
    t = {"files": len(files)}
    for s in STATES:
        t[s] = sum(1 for f in files if f["state"] == s)
    for key in COUNTS:
        t[key] = sum(f[key] for f in files)
    done = t["converted"] + t["native"]
    t["done_percent"] = round(100.0 * done / len(files), 1) if files else 0.0
    return t


def _result(r, path, where):
    _need(isinstance(r, dict), path, where, "not an object")
    _need(isinstance(r.get("test_fqn"), str), path, where, 'no "test_fqn"')
    where = "%s (%s)" % (where, r["test_fqn"])
    test = r.get("test") or {}
    _need(isinstance(test, dict), path, where, '"test" is not an object')
    status = r.get("status", test.get("result"))
    _need(isinstance(status, str), path, where, 'no "status"')
    out = {"test_fqn": r["test_fqn"], "status": status}
    dur = test.get("duration", 0)
    _need(isinstance(dur, (int, float)), path, where,
          '"duration" is not a number')
    out["duration"] = dur
    for key in ("passed", "failed", "broken", "skipped", "warnings"):
        out[key] = _count(test, key, path, where)
    # for the per-test pages: which entry and side, the command, its log
    out["tag"] = _text(r.get("tag", r["test_fqn"]), path, where, "tag")
    out["variant"] = _text(r.get("variant"), path, where, "variant")
    out["area"] = _text(r.get("area"), path, where, "area")
    out["command"] = _text(test.get("command"), path, where, "command")
    args = test.get("arguments") or []
    _need(isinstance(args, list), path, where, '"arguments" is not a list')
    out["arguments"] = [str(a) for a in args]
    retval = test.get("retval") or []
    _need(isinstance(retval, list), path, where, '"retval" is not a list')
    out["retval"] = [str(v) for v in retval]
    out["log"] = _text(test.get("log"), path, where, "log") or ""
    return out


def _text(v, path, where, key):
    _need(v is None or isinstance(v, str), path, where,
          "%r is not a string" % key)
    return v


def _side(side, path, where):
    if side is None:
        return None
    _need(isinstance(side, dict), path, where, "not an object")
    test = side.get("test") if isinstance(side.get("test"), dict) else side
    status = side.get("status", test.get("result"))
    _need(status is None or isinstance(status, str), path, where,
          '"status" is not a string')
    return {"status": status, "retval": test.get("retval"),
            "duration": test.get("duration"),
            "log_file": _text(side.get("log_file"), path, where,
                              "log_file")}


def load_results(path):
    """{"results": [...], "pairs": [...], "stats": {...}} or None."""
    doc = load_json(path)
    if doc is None:
        return None
    _need(isinstance(doc, dict) and (isinstance(doc.get("results"), list)
                                     or isinstance(doc.get("pairs"), list)),
          path, "top level",
          'expected an object with a "results" or "pairs" list')
    results = [_result(r, path, "results[%d]" % i)
               for i, r in enumerate(doc.get("results") or [])]
    pairs = []
    for i, p in enumerate(doc.get("pairs") or []):
        where = "pairs[%d]" % i
        _need(isinstance(p, dict) and isinstance(p.get("tag"), str), path,
              where, 'not an object with a "tag"')
        _need(p.get("verdict") in ("equal", "diverged", "legacy-only"),
              path, where, "verdict %r is not equal, diverged or legacy-only"
              % p.get("verdict"))
        pairs.append({"tag": p["tag"], "verdict": p["verdict"],
                      "area": _text(p.get("area"), path, where, "area"),
                      "legacy": _side(p.get("legacy"), path, where),
                      "converted": _side(p.get("converted"), path, where)})
    statuses = {}
    for r in results:
        statuses[r["status"]] = statuses.get(r["status"], 0) + 1
    verdicts = {}
    for p in pairs:
        verdicts[p["verdict"]] = verdicts.get(p["verdict"], 0) + 1
    env = doc.get("environment")
    return {"results": results, "pairs": pairs, "statuses": statuses,
            "verdicts": verdicts,
            "environment": env if isinstance(env, dict) else {}}
