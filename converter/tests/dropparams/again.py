#!/usr/bin/python3
"""dropparams' parse again after some files changed (pipeline/dropparams.py,
Tree(before=, changed=)): the files neither changed nor reading a changed
file keep their parse, the others are parsed again, and the facts are
those of a parse of the whole tree.

Usage: again.py TREE, a copy of dropparams/in that it adds files to and
changes. Prints what differs; exit status 1 then."""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.realpath(
    __file__)), "..", "..", "..", "pipeline"))

from dropparams import Tree  # noqa: E402

# t3.c takes its callback type from the C file it includes: whether
# t3_step's parameter is a cleanup parameter is known only by parsing
# t3.c with part.c as it is now.
PART_CLEANUP = "typedef void (*cb_t)(void);\n"
PART_OTHER = "typedef void (*cb_t)(int);\n"
T3 = """#include "tst_test.h"
#include "part.c"

static void cleanup(void)
{
}

static void t3_step(cb_t c, int n)
{
	tst_res(TPASS, "%d", n);
}

static void run(void)
{
	t3_step((cb_t)cleanup, 1);
}

static struct tst_test test = {
	.test_all = run,
};
"""

FIELDS = ("heads", "defs", "params", "calls", "arity", "pinned", "names",
          "by_name", "macros", "made", "attrs", "includes", "words")


def write(root, rel, text):
    with open(os.path.join(root, rel), "w", encoding="utf-8") as f:
        f.write(text)


def differ(what, got, want):
    """Lines naming what differs between two Trees' facts and
    decisions."""
    out = ["%s: facts.%s differ" % (what, a) for a in FIELDS
           if getattr(got.facts, a) != getattr(want.facts, a)]
    dg, dw = got.decide(), want.decide()
    if dg != dw:
        out.append("%s: decision %s, a whole parse decides %s"
                   % (what, sorted(dg), sorted(dw)))
    return out


def main(root):
    write(root, "part.c", PART_CLEANUP)
    write(root, "t3.c", T3)
    bad = []
    first = Tree(root, jobs=2)
    if not any(k.startswith("c:t3.c@F@t3_step") for k in first.decide()):
        bad.append("the first parse does not drop t3_step's parameter")

    # part.c changes: t3.c reads it, t1.c does not
    write(root, "part.c", PART_OTHER)
    again = Tree(root, jobs=2, before=first, changed=["part.c"])
    bad += differ("after part.c changed", again, Tree(root))
    if again.parsed["t1.c"] is not first.parsed["t1.c"]:
        bad.append("t1.c parsed again: it does not read part.c")
    for rel in ("part.c", "t3.c"):
        if again.parsed[rel] is first.parsed[rel]:
            bad.append("%s not parsed again after part.c changed" % rel)

    # t2.c is kept now: only its names count
    kept = Tree(root, keep=["t2.c"], before=again)
    bad += differ("with t2.c kept", kept, Tree(root, keep=["t2.c"]))
    if kept.parsed["t2.c"] is again.parsed["t2.c"]:
        bad.append("t2.c not parsed again once kept")
    for line in bad:
        print(line)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
