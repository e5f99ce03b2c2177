# The project's one entry point. `make help` lists the targets.
#
# Non-recursive: each part adds its rules from its own fragment, and every
# build product lands under $(BUILD), so the source tree stays clean.

SHELL := /bin/bash
TOP := $(CURDIR)
BUILD ?= build
PREFIX ?= /usr/local

CC ?= cc
CFLAGS ?= -O2 -g
WARNFLAGS := -Wall -Wextra -Werror
BASE_CFLAGS := -std=gnu11 -D_GNU_SOURCE -pthread $(WARNFLAGS)
LDLIBS_TST := -pthread

ifeq ($(SANITIZE),1)
BUILD := build/san
CFLAGS += -O1 -fsanitize=address,undefined,float-cast-overflow -fno-omit-frame-pointer \
	  -fno-sanitize-recover=undefined
LDFLAGS += -fsanitize=address,undefined,float-cast-overflow
endif

export BUILD TOP

.PHONY: all check bench install migrate deps help format-check clean
all:

help:
	@echo "make              build the libraries, tests and tools"
	@echo "make check        the project's own test suite (SANITIZE=1: under ASan+UBSan)"
	@echo "make migrate      convert the bundled legacy tests and compare verdicts (SRC=DIR: another tree)"
	@echo "make convert      SRC=DIR OUT=DIR: convert a tree of legacy tests into OUT"
	@echo "make stats        GIT=REPO OUT=DIR: release statistics of a git history"
	@echo "make report       INVENTORY=F RESULTS=F OUT=DIR: the HTML/text/JSON report"
	@echo "make bench        benchmarks, printed as ratios against a baseline"
	@echo "make fuzz         fuzz option parsing (FUZZ_ITERS=N, FUZZ_SEED=S)"
	@echo "make fuzz-converter  fuzz tst-convert with mutated legacy tests (under ASan+UBSan)"
	@echo "make sleep-census  SRC=DIR: the sleeps of a real tree's forking files, gone or kept and why"
	@echo "make corpus-figures  [CORPUS=DIR] [SANITIZE=1]: the converter on the real corpus: states, reasons, compile, warnings added, time"
	@echo "make valgrind     library test programs under valgrind"
	@echo "make install      PREFIX=DIR: headers (DIR/include/tst), libraries, tools, man pages, pkg-config files"
	@echo "make uninstall    PREFIX=DIR: remove exactly what make install and install-tests installed"
	@echo "make install-tests PREFIX=DIR: the tests as an LTPROOT tree kirk runs (testcases/bin, runtest, metadata)"
	@echo "make deps         install (as root) or name the missing Debian packages"
	@echo "make format-check check C style with .clang-format"

deps:
	@$(TOP)/mk/deps.sh

include mk/install.mk
include newlib/newlib.mk
-include newlib/shell.mk
-include oldlib-compat/compat.mk
-include testcases/testcases.mk
-include bench/bench.mk
-include newlib/fuzz.mk
-include newlib/valgrind.mk
-include converter/converter.mk
-include converter/passes.mk
-include pipeline/pipeline.mk
-include pipeline/tree.mk
-include reports/reports.mk
-include cocci/cocci.mk

# Each part appends its suite to CHECK_SUITES and defines check-SUITE, a
# script that uses mk/testlib.sh. Each suite builds what it needs, so a
# build failure in one part still lets the other suites run and report.
# A suite that mostly sleeps is also in CHECK_ASLEEP, one whose results
# do not depend on time in CHECK_UNTIMED, and what either builds is in
# CHECK_PREP: mk/check-run.sh runs the two kinds side by side (the untimed
# ones in CHECK_LANES lanes, 2 unless given), the others alone. The lanes
# start with the untimed suites of CHECK_LONGEST, longest first (their
# times in make check's log), so that no long suite starts last.
T_RESULTS := $(BUILD)/check.results
export T_RESULTS
CHECK_LONGEST ?= converter cocci converter-passes tree pipeline
check:
	@rm -f $(T_RESULTS)
	@MAKE="$(MAKE)" CHECK_SUITES="$(CHECK_SUITES)" \
		CHECK_ASLEEP="$(CHECK_ASLEEP)" CHECK_UNTIMED="$(CHECK_UNTIMED)" \
		CHECK_PREP="$(CHECK_PREP)" CHECK_LANES="$(CHECK_LANES)" \
		CHECK_LONGEST="$(CHECK_LONGEST)" \
		$(TOP)/mk/check-run.sh; \
	$(TOP)/mk/check-total.sh $(T_RESULTS) $(CHECK_SUITES)

# The project's own C, part by part (mk/tests/format.sh says what is test
# data and left out); a suite of make check too.
format-check: check-format
CHECK_SUITES += format
CHECK_UNTIMED += format
.PHONY: check-format
check-format:
	@T_SUITE=format $(TOP)/mk/tests/format.sh

clean:
	rm -rf $(TOP)/build
