"""The kernel's taint flags (/proc/sys/kernel/tainted), bit by bit, with
the letter the kernel prints for each, as the suite's runner reports a
test after which the kernel is tainted."""

# bit -> (letter, what it says)
TAINT_FLAGS = (
    ("P", "a proprietary module was loaded"),
    ("F", "a module was force-loaded"),
    ("S", "the kernel runs on a system out of its specification"),
    ("R", "a module was force-unloaded"),
    ("M", "the processor reported a machine check exception"),
    ("B", "a bad page was referenced or had unexpected flags"),
    ("U", "userspace asked for the taint"),
    ("D", "the kernel died recently (an OOPS or a BUG)"),
    ("A", "an ACPI table was overridden"),
    ("W", "the kernel issued a warning"),
    ("C", "a staging driver was loaded"),
    ("I", "a workaround for a platform firmware bug was applied"),
    ("O", "an out-of-tree module was loaded"),
    ("E", "an unsigned module was loaded"),
    ("L", "a soft lockup occurred"),
    ("K", "the kernel was live-patched"),
    ("X", "an auxiliary taint, used by distributions"),
    ("T", "the kernel was built with the struct randomisation plugin"),
    ("N", "an in-kernel test ran"),
    ("J", "userspace used a mutating debug operation in fwctl"),
)


def parse(value):
    """The mask from /proc/sys/kernel/tainted's text, or None."""
    try:
        return int(str(value).strip())
    except ValueError:
        return None


def names(mask):
    """Each set bit as 'LETTER (what it says)', unknown bits by number."""
    out = []
    bit = 0
    while mask:
        if mask & 1:
            if bit < len(TAINT_FLAGS):
                out.append("%s (%s)" % TAINT_FLAGS[bit])
            else:
                out.append("bit %d" % bit)
        mask >>= 1
        bit += 1
    return out


def new_taint(before, after):
    """The flags set after a run that were not set before it."""
    b, a = parse(before), parse(after)
    if b is None or a is None:
        return []
    return names(a & ~b)
