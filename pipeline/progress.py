"""Progress of a long stage: on a terminal one line kept up to date (files
done of the total, the rate and the time left), otherwise a line per file,
so that a log never goes minutes without a word."""

import os
import sys
import time


class Progress:
    def __init__(self, label, total, stream=None, tty=None):
        self.label, self.total = label, total
        self.stream = stream or sys.stderr
        if tty is None:
            tty = self.stream.isatty() and os.environ.get("TERM") != "dumb"
        self.tty = tty
        self.done = 0
        self.start = self.last = time.monotonic()

    def rate(self):
        took = time.monotonic() - self.start
        return self.done / took if took > 0 else 0.0

    def step(self, n=1, what=""):
        """n more done; what names them (a file and its state)."""
        self.done += n
        if self.tty:
            now = time.monotonic()
            if now - self.last < 0.2 and self.done < self.total:
                return
            self.last = now
            r = self.rate()
            left = (self.total - self.done) / r if r > 0 else 0
            self.stream.write("\r\033[K%s: %d/%d files, %.1f files/s, "
                              "%d s left" % (self.label, self.done,
                                             self.total, r, left))
        else:
            self.stream.write("%s: %d/%d %s\n" % (self.label, self.done,
                                                  self.total, what))
        self.stream.flush()

    def note(self, line):
        """A line of its own (a stage's step that is not a file)."""
        if self.tty:
            self.stream.write("\r\033[K")
        self.stream.write("%s: %s\n" % (self.label, line))
        self.stream.flush()

    def finish(self):
        took = time.monotonic() - self.start
        if self.tty:
            self.stream.write("\r\033[K")
        self.stream.write("%s: %d files in %.1f s (%.1f files/s)\n" % (
            self.label, self.done, took, self.rate()))
        self.stream.flush()
        return took


def cpu_seconds():
    """User and system time of this process and its children so far."""
    import resource
    s = resource.getrusage(resource.RUSAGE_SELF)
    c = resource.getrusage(resource.RUSAGE_CHILDREN)
    return s.ru_utime + s.ru_stime + c.ru_utime + c.ru_stime


class Stages:
    """Wall and CPU time per stage, for the summary: where the time
    goes."""

    def __init__(self):
        self.rows = []
        self.name = None

    def start(self, name):
        self.stop()
        self.name = name
        self.t0, self.c0 = time.monotonic(), cpu_seconds()

    def stop(self):
        if self.name:
            self.rows.append((self.name, time.monotonic() - self.t0,
                              cpu_seconds() - self.c0))
        self.name = None

    def line(self):
        self.stop()
        parts = ["%s %.1f s (cpu %.1f)" % r for r in self.rows]
        wall = sum(r[1] for r in self.rows)
        cpu = sum(r[2] for r in self.rows)
        return "%s; total %.1f s (cpu %.1f)" % (", ".join(parts), wall, cpu)
