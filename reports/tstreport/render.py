"""The forms of a report: report.json (the data, for machines),
summary.txt (plain text for terminals and mail), index.html and a page per
test under tests/ (self-contained: charts are inline SVG drawn by pygal,
the style sheet and the small script that sorts and filters the tables
are inline, nothing is fetched from anywhere, so the pages open offline)."""

import json
import os
import re

from . import write_atomic
from .inputs import STATES


def write_all(report, outdir):
    """Every file made first, then written (each atomically)."""
    files = html(report)
    files["report.json"] = json.dumps(report, indent=1) + "\n"
    files["summary.txt"] = text(report)
    tests_dir = os.path.join(outdir, "tests")
    os.makedirs(tests_dir, exist_ok=True)
    for name, content in files.items():
        write_atomic(os.path.join(outdir, name), content)
    pages = files
    # pages of tests the report no longer has
    for f in os.listdir(tests_dir):
        if f.endswith(".html") and "tests/" + f not in pages:
            os.unlink(os.path.join(tests_dir, f))


# ---- plain text -----------------------------------------------------------

def table(header, rows):
    """Columns padded to their widest cell; numbers right-aligned."""
    cells = [[str(c) for c in header]] + [[str(c) for c in r] for r in rows]
    width = [max(len(r[i]) for r in cells) for i in range(len(header))]
    numeric = [all(isinstance(r[i], (int, float)) for r in rows)
               for i in range(len(header))]
    out = []
    for r in cells:
        out.append("  ".join(c.rjust(w) if num else c.ljust(w)
                             for c, w, num in zip(r, width, numeric))
                   .rstrip())
    return out


def text(report):
    lines = ["Migration report", "generated %s" % report["generated"], ""]
    lines += text_attention(report) + [""]
    lines += text_migration(report) + [""]
    lines += text_history(report) + [""]
    lines += text_releases(report) + [""]
    lines += text_coverage(report) + [""]
    lines += text_verdicts(report) + [""]
    lines += text_bugs(report)
    return "\n".join(lines) + "\n"


def text_attention(report):
    out = ["== Needs attention"]
    todo = [t for t in report["tests"] if t["attention"] not in ("ok",
                                                                 "legacy")]
    if not todo:
        return out + ["nothing"]
    return out + table(("why", "test", "state", "verdict", "legacy",
                        "converted"),
                       [(t["attention"], t["name"], t["state"] or "-",
                         t["verdict"] or "-", t["legacy_status"] or "-",
                         t["converted_status"] or "-") for t in todo])


def text_migration(report):
    out = ["== Migration"]
    mig = report["migration"]
    if mig is None:
        return out + ["no data"]
    t = mig["totals"]
    out.append("files %d: %s (%.1f%% converted or native)" % (
        t["files"], ", ".join("%s %d" % (s, t[s]) for s in STATES),
        t["done_percent"]))
    out.append("left: old calls %d, sleeps %d, TODO markers %d%s"
               % (t["old_calls"], t["sleeps"], t["todos"],
                  helper_todos_text(mig)))
    marked = [h for h in mig["helpers"] if h["todos"]]
    if marked:
        out.append("")
        out.append("helper headers with TODO markers (converted with the "
                   "tests that include them):")
        out += table(("todos", "included by", "path"),
                     [(h["todos"], len(h["includers"]), h["path"])
                      for h in marked])
    todo = [f for f in mig["files"] if f["state"] not in ("converted",
                                                          "native")]
    if todo:
        out.append("")
        out.append("tests with work left:")
        out += table(("state", "old calls", "sleeps", "todos", "last run",
                      "path"),
                     [(f["state"], f["old_calls"], f["sleeps"], f["todos"],
                       f.get("last_status") or "-", f["path"])
                      for f in todo])
    return out


def helper_todos_text(mig):
    """" in tests, and N more in M helper header(s)", or nothing."""
    n = mig["totals"]["helper_todos"]
    if not n:
        return ""
    m = sum(1 for h in mig["helpers"] if h["todos"])
    return " in tests, and %d more in %d helper header(s)" % (n, m)


def text_history(report):
    out = ["== Migration over history (C test files per release tag)"]
    hist = report["history"]
    if not hist:
        return out + ["no data"]
    return out + table(("tag", "date", "old API", "new API", "both"),
                       [(h["tag"], h["date"][:10], h["old"], h["new"],
                         h["both"]) for h in hist])


def text_releases(report):
    out = ["== Release statistics"]
    rel = report["release_stats"]
    if not rel:
        return out + ["no data"]
    out += table(("tag", "date", "patches", "authors", "lines added",
                  "lines removed", "tests added", "tests removed"),
                 [(r["tag"], r["date"][:10], r["patches"], r["authors"],
                   r["lines_added"], r["lines_removed"], r["tests_added"],
                   r["tests_removed"]) for r in rel])
    return out


def text_coverage(report):
    out = ["== Coverage (system calls)"]
    cov = report["coverage"]
    if cov is None:
        out.append("no data")
    else:
        out.append("%d of %d system calls used by the tests (%.1f%%); table %s"
                   % (cov["covered_count"], cov["syscalls"],
                      cov["covered_percent"], cov["table"]))
        out += words("covered:", list(cov["covered"]))
        out += words("untested:", cov["untested"])
    return out


def words(label, names):
    """label and names, wrapped for a terminal or a mail."""
    import textwrap

    return textwrap.wrap(" ".join([label] + (names or ["(none)"])),
                         width=76, subsequent_indent="    ",
                         break_long_words=False, break_on_hyphens=False)


def text_verdicts(report):
    out = ["== Verdicts of the last run"]
    ver = report["verdicts"]
    if ver is None:
        return out + ["no data"]
    if not ver["results"] and not ver["pairs"]:
        out.append("no entries")
    if ver["results"]:
        out.append("entries %d: %s" % (len(ver["results"]), ", ".join(
            "%s %d" % kv for kv in sorted(ver["statuses"].items()))))
        bad = [r for r in ver["results"] if r["status"] not in ("pass",
                                                                "conf")]
        if bad:
            out += table(("status", "test", "duration s"),
                         [(r["status"], r["test_fqn"], r["duration"])
                          for r in bad])
    if ver["pairs"]:
        out.append("pairs %d: %s" % (len(ver["pairs"]), ", ".join(
            "%s %d" % kv for kv in sorted(ver["verdicts"].items()))))
        odd = [p for p in ver["pairs"] if p["verdict"] != "equal"]
        if odd:
            out += table(("verdict", "tag", "legacy", "converted"),
                         [(p["verdict"], p["tag"], side_status(p["legacy"]),
                           side_status(p["converted"])) for p in odd])
    return out


def side_status(side):
    return (side or {}).get("status") or "-"


def text_bugs(report):
    bugs = report["bugs"]
    out = ["== Bugs found (kernel commits crediting the suite)"]
    if bugs is None:
        return out + ["no data"]
    out.append("%d commits" % len(bugs["commits"]))
    if not bugs["commits"]:
        return out
    out += table(("hash", "date", "why", "subject"),
                 [(b["hash"], b["date"], ",".join(b["kinds"]), b["subject"])
                  for b in bugs["commits"]])
    return out


# ---- HTML -----------------------------------------------------------------

def svg(chart):
    """A pygal chart as inline SVG: no XML declaration, no script, no
    comments (they carry pygal's web address), no namespace URL (HTML
    parsers put <svg> in its namespace anyway), and a stable id."""
    text_ = chart.render(is_unicode=True)
    text_ = re.sub(r"<!--.*?-->", "", text_, flags=re.S)
    # pygal puts its configuration in a script for its tooltips, which are
    # not loaded (no network): the values are printed or in the tables
    text_ = re.sub(r"<script\b.*?</script>", "", text_, flags=re.S)
    text_ = re.sub(r'\s+xmlns(?::\w+)?="[^"]*"', "", text_)
    m = re.search(r'id="(chart-[0-9a-f-]+)"', text_)
    if m:
        svg.count += 1
        text_ = text_.replace(m.group(1), "chart-%d" % svg.count)
    return text_


svg.count = 0


RED, GREEN, ORANGE, BLUE, PURPLE, GREY = ("#c0392b", "#27ae60", "#e67e22",
                                         "#2980b9", "#8e44ad", "#7f8c8d")
STATE_COLOURS = (RED, GREEN, ORANGE, PURPLE, BLUE, GREY)


def new_chart(kind, title, labels=None, colours=(BLUE, GREY), **kw):
    """A pygal chart of our look; with many x labels only every n-th is
    written, so that they stay readable."""
    import pygal
    from pygal.style import Style

    style = Style(background="white", plot_background="white",
                  font_family="sans-serif", colors=colours,
                  value_font_size=10)
    many = labels is not None and len(labels) > 20
    chart = getattr(pygal, kind)(
        js=[], disable_xml_declaration=True, style=style, width=900,
        height=360, legend_at_bottom=True, title=title,
        x_label_rotation=45 if labels and len(labels) > 8 else 0,
        print_values=labels is None or len(labels) <= 12,
        show_minor_x_labels=not many,
        x_labels_major_every=(len(labels) + 19) // 20 if many else None,
        **kw)
    if labels is not None:
        chart.x_labels = labels
    return chart


def counted_releases(rel):
    """The releases the charts show: the first one (counted against the
    root of the history, so all of it) is left out, as its bars would
    flatten every other."""
    return [r for r in rel if r["since"] is not None]


def charts(report):
    c = {}
    mig = report["migration"]
    if mig is not None:
        ch = new_chart("Pie", "Tests by state", colours=STATE_COLOURS,
                       inner_radius=0.4)
        for s_ in STATES:
            ch.add(s_, mig["totals"][s_])
        c["states"] = svg(ch)
    hist = report["history"]
    if hist:
        ch = new_chart("StackedBar", "C test files by API at each release",
                       [h["tag"] for h in hist],
                       colours=(RED, GREEN, ORANGE))
        ch.add("old API", [h["old"] for h in hist])
        ch.add("new API", [h["new"] for h in hist])
        ch.add("both", [h["both"] for h in hist])
        c["history"] = svg(ch)
    rel = counted_releases(report["release_stats"] or [])
    if rel:
        tags = [r["tag"] for r in rel]
        # patches and authors each on their own axis (their own chart)
        for key, title, kind, colours, series in (
                ("patches", "Patches per release", "Bar", (BLUE,),
                 (("patches", "patches"),)),
                ("authors", "Authors per release", "Line", (PURPLE,),
                 (("authors", "authors"),)),
                ("lines", "Lines added and removed per release", "Bar",
                 (GREEN, RED), (("lines added", "lines_added"),
                                ("lines removed", "lines_removed"))),
                ("tests", "Tests added and removed in runtest files", "Bar",
                 (GREEN, RED), (("tests added", "tests_added"),
                                ("tests removed", "tests_removed")))):
            # a line's axis starts at 0 as the bars' do: 135 and 141
            # authors are not a fall to nothing
            ch = new_chart(kind, title, tags, colours=colours,
                           **({"include_x_axis": True}
                              if kind == "Line" else {}))
            for label, field in series:
                ch.add(label, [r[field] for r in rel])
            c[key] = svg(ch)
    cov = report["coverage"]
    if cov is not None:
        ch = new_chart("Pie", "System calls of the kernel headers",
                       colours=(GREEN, GREY), inner_radius=0.4)
        ch.add("used by a test", cov["covered_count"])
        ch.add("untested", len(cov["untested"]))
        c["coverage"] = svg(ch)
    return c


def diff_lines(patch):
    """(css class, line) of a unified diff, for colouring."""
    out = []
    for line in patch.splitlines():
        if line.startswith(("+++", "---")):
            kind = "file"
        elif line.startswith("@@"):
            kind = "hunk"
        elif line.startswith("+"):
            kind = "add"
        elif line.startswith("-"):
            kind = "del"
        else:
            kind = ""
        out.append((kind, line))
    return out


def html(report):
    """{relative path: page}: index.html and one page per test."""
    import jinja2

    here = os.path.dirname(os.path.abspath(__file__))
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(os.path.join(here, "templates")),
        autoescape=True, undefined=jinja2.StrictUndefined,
        trim_blocks=True, lstrip_blocks=True)
    svg.count = 0
    common = {"r": report, "states": STATES, "side_status": side_status}
    pages = {"index.html": env.get_template("index.html").render(
        charts=charts(report), root="",
        first_release=[x for x in report["release_stats"] or []
                       if x["since"] is None], **common)}
    page = env.get_template("test.html")
    for t in report["tests"]:
        pages[t["page"]] = page.render(
            t=t, root="../", diff=diff_lines(t["patch"] or ""), **common)
    return pages
