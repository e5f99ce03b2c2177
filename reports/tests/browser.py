#!/usr/bin/python3
"""Load pages in headless Chromium (Debian's chromium) and report what a
person would meet: script errors and console messages, the values of
JavaScript expressions evaluated in the page (they may click and type),
and a screenshot of the page as loaded (before the expressions). It
speaks the DevTools protocol over the pipe Chromium opens with
--remote-debugging-pipe (file descriptors 3 and 4, messages ended by
NUL), with Python's standard library only.

Usage: browser.py [--shot PNG] PAGE [--eval JS]... [PAGE [--shot PNG]
                  [--eval JS]...]...

Prints one JSON object per page: {"page", "problems": [...], "values":
[...]}; "problems" lists uncaught exceptions, console messages of any
level and the browser's own error log entries (a resource that did not
load, ...). Exit status: 0 every page loaded without a problem, 1 some
page had one, 2 Chromium could not be run.
"""

import base64
import json
import os
import select
import sys
import tempfile
import time

CHROMIUM_FLAGS = ("--headless", "--no-sandbox", "--disable-gpu",
                  "--disable-quic", "--no-first-run",
                  "--disable-background-networking",
                  "--disable-component-update", "--disable-sync",
                  "--hide-scrollbars", "--window-size=1280,900")
TIMEOUT = 60


class BrowserError(Exception):
    pass


class Chromium:
    """A headless Chromium and one page target, driven over the pipe."""

    def __init__(self, binary="chromium"):
        self.profile = tempfile.TemporaryDirectory(prefix="tst-browser-")
        cmd_r, self.cmd_w = os.pipe()
        self.out_r, out_w = os.pipe()
        self.log = open(os.path.join(self.profile.name, "chromium.log"),
                        "w+b")
        path = self.which(binary)
        actions = [(os.POSIX_SPAWN_DUP2, cmd_r, 3),
                   (os.POSIX_SPAWN_DUP2, out_w, 4),
                   (os.POSIX_SPAWN_DUP2, self.log.fileno(), 1),
                   (os.POSIX_SPAWN_DUP2, self.log.fileno(), 2)]
        argv = [path, *CHROMIUM_FLAGS,
                "--user-data-dir=" + os.path.join(self.profile.name, "p"),
                "--remote-debugging-pipe", "about:blank"]
        self.pid = os.posix_spawn(path, argv, os.environ,
                                  file_actions=actions)
        os.close(cmd_r)
        os.close(out_w)
        self.next_id = 0
        self.buf = b""
        self.events = []
        target = self.call("Target.createTarget", url="about:blank")
        self.session = self.call("Target.attachToTarget",
                                 targetId=target["targetId"],
                                 flatten=True)["sessionId"]
        for domain in ("Runtime", "Page", "Log"):
            self.call(domain + ".enable", session=True)

    @staticmethod
    def which(binary):
        for d in os.environ.get("PATH", "/usr/bin").split(":"):
            p = os.path.join(d, binary)
            if os.access(p, os.X_OK):
                return p
        raise BrowserError("%s: not found in PATH (install chromium: "
                           "make deps)" % binary)

    def send(self, msg):
        data = json.dumps(msg).encode() + b"\0"
        while data:
            data = data[os.write(self.cmd_w, data):]

    def receive(self, deadline):
        while b"\0" not in self.buf:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self.out_r], [], [],
                                              left)[0]:
                raise BrowserError("Chromium did not answer within %d s"
                                   % TIMEOUT)
            chunk = os.read(self.out_r, 65536)
            if not chunk:
                raise BrowserError("Chromium closed its pipe: %s"
                                   % self.tail())
            self.buf += chunk
        msg, _, self.buf = self.buf.partition(b"\0")
        return json.loads(msg)

    def call(self, method, session=False, **params):
        self.next_id += 1
        msg = {"id": self.next_id, "method": method, "params": params}
        if session:
            msg["sessionId"] = self.session
        self.send(msg)
        deadline = time.monotonic() + TIMEOUT
        while True:
            reply = self.receive(deadline)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise BrowserError("%s: %s" % (method,
                                                   reply["error"]))
                return reply.get("result", {})
            if "method" in reply:
                self.events.append(reply)

    def wait_event(self, method):
        deadline = time.monotonic() + TIMEOUT
        while True:
            for i, e in enumerate(self.events):
                if e["method"] == method:
                    return self.events.pop(i)
            self.events.append(self.receive(deadline))

    def problems(self):
        """The problems among the events so far (and forget them)."""
        out = []
        for e in self.events:
            p = e.get("params", {})
            if e["method"] == "Runtime.exceptionThrown":
                d = p.get("exceptionDetails", {})
                out.append("exception: %s (line %s)" % (
                    d.get("exception", {}).get("description",
                                               d.get("text")),
                    d.get("lineNumber")))
            elif e["method"] == "Runtime.consoleAPICalled":
                out.append("console.%s: %s" % (p.get("type"), " ".join(
                    str(a.get("value", a.get("description")))
                    for a in p.get("args", []))))
            elif e["method"] == "Log.entryAdded":
                entry = p.get("entry", {})
                if entry.get("level") in ("error", "warning"):
                    out.append("log %s: %s %s" % (
                        entry.get("level"), entry.get("text"),
                        entry.get("url", "")))
        self.events = []
        return out

    def load(self, url):
        self.call("Page.navigate", session=True, url=url)
        self.wait_event("Page.loadEventFired")

    def evaluate(self, expression):
        r = self.call("Runtime.evaluate", session=True,
                      expression=expression, returnByValue=True)
        if "exceptionDetails" in r:
            d = r["exceptionDetails"]
            return {"error": d.get("exception", {}).get(
                "description", d.get("text"))}
        return r.get("result", {}).get("value")

    def screenshot(self, path):
        size = self.call("Page.getLayoutMetrics", session=True)
        css = size.get("cssContentSize") or size.get("contentSize")
        clip = {"x": 0, "y": 0, "width": max(css["width"], 1),
                "height": min(max(css["height"], 1), 16000), "scale": 1}
        shot = self.call("Page.captureScreenshot", session=True,
                         format="png", clip=clip,
                         captureBeyondViewport=True)
        with open(path, "wb") as f:
            f.write(base64.b64decode(shot["data"]))

    def tail(self):
        self.log.seek(0)
        lines = self.log.read().decode(errors="replace").splitlines()
        return lines[-1] if lines else "no output"

    def close(self):
        try:
            self.call("Browser.close")
        except (BrowserError, OSError):
            pass
        for fd in (self.cmd_w, self.out_r):
            try:
                os.close(fd)
            except OSError:
                pass
        try:
            os.waitpid(self.pid, 0)
        except ChildProcessError:
            pass
        self.log.close()
        self.profile.cleanup()


def parse(argv):
    """[(page, shot, [expressions])] from the command line."""
    pages = []
    shot = None
    it = iter(argv)
    for a in it:
        if a == "--shot":
            shot = next(it, None)
        elif a == "--eval":
            if not pages:
                raise BrowserError("--eval before any PAGE")
            pages[-1][2].append(next(it, ""))
        else:
            pages.append([a, shot, []])
            shot = None
    if not pages:
        raise BrowserError("no PAGE (see --help)")
    return pages


def main(argv):
    if "-h" in argv or "--help" in argv:
        sys.stdout.write(__doc__)
        return 0
    try:
        pages = parse(argv)
        browser = Chromium()
    except (BrowserError, OSError) as e:
        print("browser.py: %s" % e, file=sys.stderr)
        return 2
    bad = 0
    try:
        for page, shot, exprs in pages:
            browser.load("file://" + os.path.abspath(page))
            # the page as a person first sees it, before any click
            if shot:
                os.makedirs(os.path.dirname(os.path.abspath(shot)),
                            exist_ok=True)
                browser.screenshot(shot)
            values = [browser.evaluate(x) for x in exprs]
            problems = browser.problems()
            bad += bool(problems)
            print(json.dumps({"page": page, "problems": problems,
                              "values": values}))
    except BrowserError as e:
        print("browser.py: %s" % e, file=sys.stderr)
        return 2
    finally:
        browser.close()
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
