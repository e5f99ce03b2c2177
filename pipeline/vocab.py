"""The names the pipeline shares with the converter: the progress states,
the calls that fork, the old API's names and the new API's.

The C copy is converter/src/vocab.c; pipeline/tests/vocab.py (make
check-pipeline) holds the two equal.
"""

# The progress states (DESIGN "Progress states"), in enum conv_state's
# order.
STATES = ("legacy", "converted", "needs-review", "failed", "native", "mixed")

# A file in one of these came out clean: nothing left for a person to do.
CLEAN_STATES = ("converted", "native")

# A file in one of these is new-API code that builds against newlib.
NEW_API_STATES = ("converted", "needs-review", "native")

# The old API's header, and a name it has that another suite's header of
# that name lacks (Open POSIX's threads/include/test.h).
OLD_API_HEADER = "test.h"
OLD_API_MARK = "tst_resm"

# The word of a comment that leaves a file for a person to review.
TODO_MARK = "TODO(convert)"

# Calls that create a process the way fork() does.
FORK_CALLS = ("FORK_OR_VFORK", "SAFE_FORK", "fork", "tst_fork", "vfork")

# Names only the old API has (a converted file must contain none).
OLD_NAMES = (
    "CLEANUP", "DEF_HANDLER", "FORK", "FORK_OR_VFORK",
    "MAP_PRIVATE_EXCEPT_UCLINUX", "NOFORK", "NUMSIGS", "TCID",
    "TCID_DEFINE", "TEST_CLEANUP", "TEST_ERRNO", "TEST_LOOPING",
    "TEST_PAUSE", "TEST_RETURN", "TEST_VOID", "TST_CHECKPOINT_INIT",
    "TST_DECLARE_ONCE_FN", "TST_RESOURCE_COPY", "TST_SAFE_CHECKPOINT_WAIT",
    "TST_SAFE_CHECKPOINT_WAIT2", "TST_SAFE_CHECKPOINT_WAKE",
    "TST_SAFE_CHECKPOINT_WAKE2",
    "TST_SAFE_CHECKPOINT_WAKE_AND_WAIT", "TST_TOTAL", "get_high_address",
    "ltp_syscall", "maybe_run_child",
    "option_t", "parse_opts", "self_exec", "tst_acquire_device",
    "tst_brkm", "tst_count", "tst_exit", "tst_fork", "tst_get_tmpdir",
    "tst_mkfs", "tst_old_flush", "tst_parse_opts",
    "tst_record_childstatus",
    "tst_release_device", "tst_require_root", "tst_resm", "tst_resm_hexd",
    "tst_rmdir", "tst_sig", "tst_tmpdir", "usc_test_looping",
)

# Names only the new API has.
NEW_NAMES = (
    "SAFE_FORK", "TST_CHECKPOINT_WAIT", "TST_CHECKPOINT_WAIT2",
    "TST_CHECKPOINT_WAKE", "TST_CHECKPOINT_WAKE2",
    "TST_CHECKPOINT_WAKE_AND_WAIT", "TST_ERR", "TST_EXP_EQ_LI",
    "TST_EXP_FAIL", "TST_EXP_FAIL2", "TST_EXP_FD", "TST_EXP_PASS",
    "TST_EXP_POSITIVE", "TST_EXP_VAL",
    "TST_NO_DEFAULT_MAIN", "TST_RET", "tst_brk", "tst_reap_children",
    "tst_reinit", "tst_res", "tst_test",
)
