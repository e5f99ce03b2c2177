"""Holds the copies of the shared names equal: converter/src/vocab.c
(read with libclang), pipeline/vocab.py and the states of the report
package (reports/tstreport/inputs.py, read as Python source: the package
stands alone once installed). Prints one line and exits 0 when they agree,
names each difference and exits 1 when not."""

import ast
import os
import sys

import clang.cindex as ci

sys.path.insert(0, os.path.dirname(os.path.dirname(
    os.path.realpath(__file__))))
import vocab  # noqa: E402

# C array: (Python list, whether the order is the state enum's)
ARRAYS = {"vocab_states": ("STATES", True),
          "vocab_fork_calls": ("FORK_CALLS", False),
          "old_names": ("OLD_NAMES", False),
          "new_names": ("NEW_NAMES", False)}
# C string: Python string
STRINGS = {"vocab_old_api_header": "OLD_API_HEADER",
           "vocab_old_api_mark": "OLD_API_MARK",
           "vocab_todo_mark": "TODO_MARK"}


def c_arrays(path):
    """{name: [string literals of its initializer, in order]}."""
    tu = ci.Index.create().parse(path, ["-x", "c", "-std=gnu11", "-I",
                                        os.path.dirname(path)])
    out = {}
    for c in tu.cursor.get_children():
        if c.kind != ci.CursorKind.VAR_DECL or \
                c.spelling not in list(ARRAYS) + list(STRINGS) \
                or c.location.file.name != path:
            continue
        out[c.spelling] = [ast.literal_eval(t.spelling) for t in c.get_tokens()
                           if t.kind == ci.TokenKind.LITERAL and
                           t.spelling.startswith('"')]
    return out


def py_tuple(path, name):
    """The strings of the tuple assigned to name at the top of path."""
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read(), path)
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == name
                for t in node.targets):
            return list(ast.literal_eval(node.value))
    return None


def main(path):
    got, bad = c_arrays(path), []
    top = os.path.dirname(os.path.dirname(os.path.dirname(
        os.path.realpath(__file__))))
    reports = os.path.join(top, "reports", "tstreport", "inputs.py")
    states = py_tuple(reports, "STATES")
    if states != list(vocab.STATES):
        bad.append("%s: STATES %s, vocab.STATES %s" % (reports, states,
                                                     list(vocab.STATES)))
    for name, (py, ordered) in ARRAYS.items():
        c, p = got.get(name), list(getattr(vocab, py))
        if c is None:
            bad.append("%s: no array %s" % (path, name))
        elif c != p:
            bad.append("%s in C and vocab.%s differ: only in C %s, only in "
                       "Python %s%s" % (name, py, sorted(set(c) - set(p)),
                                        sorted(set(p) - set(c)),
                                        "" if set(c) != set(p)
                                        else " (the order)"))
        elif not ordered and c != sorted(c):
            bad.append("%s is not sorted: the C lookup needs it" % name)
    for name, py in STRINGS.items():
        if got.get(name) != [getattr(vocab, py)]:
            bad.append("%s in C (%s) and vocab.%s (%r) differ"
                       % (name, got.get(name), py, getattr(vocab, py)))
    for b in bad:
        print("vocab: " + b)
    if bad:
        return 1
    print("vocab: %d states, %d fork calls, %d old names, %d new names: "
          "the same in C and Python (and the report's states)" % (len(vocab.STATES),
                                        len(vocab.FORK_CALLS),
                                        len(vocab.OLD_NAMES),
                                        len(vocab.NEW_NAMES)))
    return 0


sys.exit(main(os.path.realpath(sys.argv[1])))
