#!/usr/bin/python3
"""Write a git fast-import stream of a synthetic test-suite history to
stdout: COMMITS commits on master (every 97th a merge of a one-commit side
branch), a release tag every COMMITS/TAGS commits (alternately annotated and
lightweight), C files under testcases/ that move from the old API to the new
one, runtest files whose entries come and go (and whose command lines and
comments change), some binary files, and authors who commit under two
e-mail addresses (one name) or share an address (two names).

Usage: stats-history.py COMMITS TAGS [SEED] | git fast-import
Deterministic for a given seed.
"""

import random
import sys

OLD = "#include \"test.h\"\n\nint main(void)\n{\n\ttst_resm(TPASS, \"ok\");\n"
NEW = "#include \"tst_test.h\"\n\nstatic struct tst_test test = {\n"


class Stream:
    def __init__(self, out):
        self.out = out
        self.mark = 0
        self.when = 1300000000

    def w(self, s):
        self.out.write(s.encode() if isinstance(s, str) else s)

    def data(self, payload):
        if isinstance(payload, str):
            payload = payload.encode()
        self.w("data %d\n" % len(payload))
        self.w(payload)
        self.w("\n")

    def commit(self, ref, author, msg, changes, parents=()):
        self.mark += 1
        self.when += 600
        self.w("commit %s\nmark :%d\n" % (ref, self.mark))
        who = "%s <%s> %d +0000\n" % (author[0], author[1], self.when)
        self.w("author " + who)
        self.w("committer " + who)
        self.data(msg)
        for i, p in enumerate(parents):
            self.w("%s :%d\n" % ("from" if i == 0 else "merge", p))
        for path, content in changes:
            if content is None:
                self.w("D %s\n" % path)
                continue
            self.w("M 100644 inline %s\n" % path)
            self.data(content)
        self.w("\n")
        return self.mark

    def tag(self, name, mark, annotated):
        if not annotated:
            self.w("reset refs/tags/%s\nfrom :%d\n\n" % (name, mark))
            return
        self.when += 60
        self.w("tag %s\nfrom :%d\n" % (name, mark))
        self.w("tagger Release <rel@example.org> %d +0000\n" % self.when)
        self.data("release %s\n" % name)


def main(argv):
    ncommits, ntags = int(argv[1]), int(argv[2])
    rnd = random.Random(int(argv[3]) if len(argv) > 3 else 1)
    out = Stream(sys.stdout.buffer)
    files = {}
    for d in range(20):
        for f in range(15):
            body = OLD if rnd.random() < 0.8 else NEW
            lines = [body] + ["\tline %d of %d;\n" % (i, f) for i in range(40)]
            files["testcases/d%02d/t%03d.c" % (d, f)] = lines
    runtest = {"runtest/area%d" % i: ["t%d_%d t%d_%d\n" % (i, j, i, j)
                                      for j in range(30)]
               for i in range(10)}
    authors = [("Dev %d" % i, "dev%d@example.org" % i) for i in range(150)]
    # the same person with a second address; two people at one address
    authors += [("Dev %d" % i, "dev%d@home.example.org" % i)
                for i in range(0, 150, 10)]
    authors += [("Team %d" % i, "team@example.org") for i in range(3)]
    start = [(p, "".join(v)) for p, v in files.items()]
    start += [(p, "".join(v)) for p, v in runtest.items()]
    head = out.commit("refs/heads/master", authors[0], "initial\n", start)
    every = max(1, ncommits // ntags)
    serial = 0
    for n in range(1, ncommits):
        author = rnd.choice(authors)
        changes = []
        for _ in range(rnd.randint(1, 3)):
            path = rnd.choice(list(files))
            lines = files[path]
            i = rnd.randrange(1, len(lines))
            if rnd.random() < 0.3:
                lines.insert(i, "\tadded %d;\n" % n)
            else:
                lines[i] = "\tchanged %d;\n" % n
            if lines[0] == OLD and rnd.random() < 0.004:
                lines[0] = NEW
            changes.append((path, "".join(lines)))
        if n % 7 == 0:
            path = rnd.choice(list(runtest))
            entries = runtest[path]
            serial += 1
            if entries and rnd.random() < 0.4:
                entries.pop(rnd.randrange(len(entries)))
            entries.append("new%d new%d -x\n" % (serial, serial))
            if rnd.random() < 0.3:
                # a kept test's command line changes
                i = rnd.randrange(len(entries))
                tag = entries[i].split()[0]
                entries[i] = "%s %s -n %d\n" % (tag, tag, serial)
            if rnd.random() < 0.1:
                entries.append("# note %d\n" % serial)
            changes.append((path, "".join(entries)))
        if n % 53 == 0:
            changes.append(("data/blob%d.bin" % (n % 5),
                            bytes(rnd.randrange(256) for _ in range(64))))
        if n % 97 == 0:
            side = out.commit("refs/heads/side", author, "side %d\n" % n,
                              changes, (head,))
            head = out.commit("refs/heads/master", author,
                              "Merge side %d\n" % n, [], (head, side))
        else:
            head = out.commit("refs/heads/master", author,
                              "change %d\n" % n, changes, (head,))
        if (n + 1) % every == 0:
            k = (n + 1) // every
            out.tag("r%04d" % k, head, k % 2 == 0)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
