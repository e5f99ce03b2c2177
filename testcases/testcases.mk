# testcases/: legacy tests (old API, built against oldlib-compat) and native
# tests (new API, built against newlib). Every binary lands in one directory,
# $(BUILD)/testcases/bin, which is what the runtest files name.
#
#   testcases/legacy/*.c          one legacy test (or exec()ed helper) each
#   testcases/legacy/lib/*.c      helper library shared by legacy tests
#   testcases/legacy/include/*.h  helper headers shared by legacy tests
#   testcases/native/*.c          one native test (or helper) each
#   testcases/native/include/*.h  helper headers of native tests

TC_BIN := $(BUILD)/testcases/bin

LEGACY_SRCS := $(wildcard $(TOP)/testcases/legacy/*.c)
LEGACY_BINS := $(patsubst $(TOP)/testcases/legacy/%.c,$(TC_BIN)/%,$(LEGACY_SRCS))
LEGACY_HDRS := $(wildcard $(TOP)/testcases/legacy/include/*.h)
LEGACY_LIB_SRCS := $(wildcard $(TOP)/testcases/legacy/lib/*.c)
LEGACY_LIB_OBJS := $(patsubst $(TOP)/testcases/legacy/lib/%.c,$(BUILD)/testcases/legacy/lib/%.o,$(LEGACY_LIB_SRCS))
LEGACY_LIB := $(BUILD)/testcases/legacy/libhelpers.a

NATIVE_SRCS := $(wildcard $(TOP)/testcases/native/*.c)
NATIVE_BINS := $(patsubst $(TOP)/testcases/native/%.c,$(TC_BIN)/%,$(NATIVE_SRCS))
NATIVE_HDRS := $(wildcard $(TOP)/testcases/native/include/*.h)

all: $(LEGACY_BINS) $(NATIVE_BINS)

$(BUILD)/testcases/legacy/lib/%.o: $(TOP)/testcases/legacy/lib/%.c $(LEGACY_HDRS) $(COMPAT_HDRS)
	@mkdir -p $(@D)
	$(CC) $(OLD_CFLAGS) -I$(TOP)/testcases/legacy/include -c -o $@ $<

$(LEGACY_LIB): $(LEGACY_LIB_OBJS)
	@mkdir -p $(@D)
	rm -f $@
	ar rcs $@ $^

$(TC_BIN)/%: $(TOP)/testcases/legacy/%.c $(LEGACY_LIB) $(LIBTST_OLD) $(LIBTST) $(LEGACY_HDRS) $(COMPAT_HDRS) $(NEWLIB_HDRS)
	@mkdir -p $(@D)
	$(CC) $(OLD_CFLAGS) -I$(TOP)/testcases/legacy/include $(LDFLAGS) -o $@ $< $(LEGACY_LIB) $(OLD_LIBS)

$(TC_BIN)/%: $(TOP)/testcases/native/%.c $(LIBTST) $(NATIVE_HDRS) $(NEWLIB_HDRS)
	@mkdir -p $(@D)
	$(CC) $(TST_CFLAGS) -I$(TOP)/testcases/native/include $(LDFLAGS) -o $@ $< $(TST_LIBS)

# ---- check-testcases: every runtest entry, many times (testcases/run.sh) ----
#
# Five entries at a time on two cores: most runs sleep (the legacy
# sleep-synchronised tests, about 1 s a run) rather than compute, and in
# make check this suite runs beside the untimed ones, whose lanes it
# outlasted at three (400 s of 893). 5208 runs at REPEAT=40 and JOBS=3,
# with other builds loading the machine, had no failure; nor had 2728 runs
# at JOBS=5 with the machine at a load of 12 to 18 (697 s).
#
#   make check-testcases                 20 runs of every entry (about 6 min)
#   make check-testcases REPEAT_SLOW=3   3 runs of the slow sleep-based ones
#   make check-testcases RUNTEST=testcases/runtest/fd   one runtest file
#
# Binaries that fail to build are reported by the runner as missing, so
# one broken test does not hide the verdicts of the others.

CHECK_SUITES += testcases
CHECK_ASLEEP += testcases
CHECK_PREP += testcases-bins
.PHONY: check-testcases testcases-bins
testcases-bins:
	-@$(MAKE) -s --no-print-directory -k $(LEGACY_BINS) $(NATIVE_BINS)

check-testcases: testcases-bins
	@T_SUITE=testcases BIN=$(abspath $(TC_BIN)) \
		RESULTS_JSON=$(abspath $(BUILD))/testcases/results.json \
		$(if $(REPEAT),REPEAT=$(REPEAT)) \
		$(if $(REPEAT_SLOW),REPEAT_SLOW=$(REPEAT_SLOW)) \
		$(if $(REPEAT_NOBODY),REPEAT_NOBODY=$(REPEAT_NOBODY)) \
		JOBS=$(or $(JOBS),5) \
		$(TOP)/testcases/run.sh $(RUNTEST)

# The runner's own tests: run.sh on fake tests, its verdicts checked.
CHECK_SUITES += testcases-runner
.PHONY: check-testcases-runner
check-testcases-runner:
	@T_SUITE=testcases-runner $(TOP)/testcases/tests/runner.sh

# The legacy and native twins of the memory-cgroup tests reach one verdict.
CHECK_SUITES += testcases-twins
.PHONY: check-testcases-twins
check-testcases-twins: testcases-bins
	@T_SUITE=testcases-twins BIN=$(abspath $(TC_BIN)) \
		$(TOP)/testcases/tests/twins.sh

# The result files: kirk's statuses, counters and fields, one test_fqn per
# variant, JUnit, and kirk's own tools reading them (testcases/tests/results.sh).
CHECK_SUITES += results
.PHONY: check-results
check-results:
	@T_SUITE=results $(TOP)/testcases/tests/results.sh

# ---- make install-tests: an LTPROOT tree the suite's runner (kirk) runs ----
#
#   make install-tests PREFIX=DIR [CONVERTED_BIN=DIR CONVERTED_SRC=DIR]
#	[RUNTEST="FILE..."] [TESTS_BIN=DIR] [TESTS_COMPDB=DIR]
#	[TESTS_PROGRAMS=programs.json]
#	DIR/testcases/bin (legacy and native tests and helpers),
#	DIR/testcases/bin/converted (their converted twins: those of the last
#	make migrate by default), DIR/runtest (each runtest file, and
#	AREA-converted for the twins), DIR/metadata/ltp.json; then
#	LTPROOT=DIR kirk --run-suite fs fs-converted (README "Running the
#	tests with kirk"). make uninstall PREFIX=DIR removes them again.
#	For a real tree: its runtest files, its built binaries, and the
#	model pipeline/tree.py wrote (TESTS_COMPDB: the directory of its
#	compile_commands.json; TESTS_PROGRAMS: its programs.json), so that
#	each test's source is found and parsed with its own flags.
TESTS_BIN ?= $(TC_BIN)
CONVERTED_BIN ?= $(MIGRATE_WORK)/converted-build/bin
CONVERTED_SRC ?= $(MIGRATE_WORK)/converted
LTPROOT_STAGE := $(BUILD)/ltproot
TC_RUNTEST = $(or $(RUNTEST),$(filter-out %~ %.orig %.rej %.swp,$(wildcard $(TOP)/testcases/runtest/*)))

.PHONY: install-tests
install-tests: testcases-bins
	@if [ -d "$(CONVERTED_BIN)" ]; then \
		conv="--converted-bin $(CONVERTED_BIN) --converted-src $(CONVERTED_SRC) --converted-include $(CONVERTED_SRC)/include"; \
		for f in $(notdir $(TC_RUNTEST)); do \
			[ ! -f "$(CONVERTED_SRC)/runtest/$$f" ] || conv="$$conv --converted-runtest $(CONVERTED_SRC)/runtest/$$f"; \
		done; \
	else \
		echo "install-tests: no converted build in $(CONVERTED_BIN) (make migrate first, or CONVERTED_BIN=DIR): the legacy and native tests only"; \
	fi; \
	/usr/bin/python3 $(TOP)/testcases/ltproot.py --out $(LTPROOT_STAGE) \
		--bin $(TESTS_BIN) --src $(TOP)/testcases/legacy --src $(TOP)/testcases/native \
		-I $(NEWLIB_INC) -I $(COMPAT_INC) -I $(TOP)/testcases/legacy/include \
		-I $(TOP)/testcases/native/include $$conv --base $(TOP) \
		$(foreach d,$(TESTS_COMPDB),-p $(d)) $(foreach f,$(TESTS_PROGRAMS),--programs $(f)) \
		--suite-version $(TST_VERSION) $(TC_RUNTEST); \
	st=$$?; [ $$st != 2 ] || exit 2; \
	$(ITEST) file 755 testcases/bin $$(find $(LTPROOT_STAGE)/testcases/bin -maxdepth 1 -type f | sort) && \
	c=$$(find $(LTPROOT_STAGE)/testcases/bin/converted -maxdepth 1 -type f 2>/dev/null | sort) && \
	{ [ -z "$$c" ] || $(ITEST) file 755 testcases/bin/converted $$c; } && \
	$(ITEST) file 644 runtest $$(find $(LTPROOT_STAGE)/runtest -type f | sort) && \
	$(ITEST) file 644 metadata $(LTPROOT_STAGE)/metadata/ltp.json || exit 1; \
	echo "install-tests: LTPROOT $(INSTALL_ROOT) (LTPROOT=$(PREFIX) kirk --run-suite AREA...)"; \
	[ $$st = 0 ] || { echo "install-tests: installed, but with the errors above" >&2; exit 1; }

# kirk (../shared/tools/kirk) runs a tree make install-tests installed: a
# few legacy, native and converted entries (testcases/tests/kirk.sh).
CHECK_SUITES += kirk
KIRK_TEST_BINS := $(addprefix $(TC_BIN)/,open01 access01 access02 statx_n01)
.PHONY: check-kirk
check-kirk: $(KIRK_TEST_BINS) $(TST_CONVERT) $(LIBTST)
	@T_SUITE=kirk TST_CONVERT=$(abspath $(TST_CONVERT)) TC_BIN=$(abspath $(TC_BIN)) \
		TST_CFLAGS="$(TST_CFLAGS)" TST_LIBS="$(abspath $(LIBTST)) $(LDLIBS_TST)" \
		$(TOP)/testcases/tests/kirk.sh
