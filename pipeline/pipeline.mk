# The conversion pipeline (pipeline/run): make convert, make migrate, and
# their tests.
#
#   make convert SRC=DIR OUT=DIR [JOBS=N] [IN_PLACE=1]
#	every C test under SRC converted into a mirrored tree under OUT, with
#	OUT/inventory.json, OUT/conversion.log, OUT/patches/ (pipeline/run
#	convert); IN_PLACE=1 also rewrites the files of SRC that converted
#	clean, all together
#   make migrate [SRC=DIR] [RUNTEST="FILE..."] [REPORT_OUT=DIR] [BASELINE=F]
#		[CONVERT_ARGS="tst-convert options"] [GIT=REPO|none] [IN_PLACE=1]
#	scan, convert, build both sides, run them side by side, compare,
#	write the report (pipeline/run migrate); SRC defaults to
#	testcases/legacy
#   make check-migrate
#	make convert and make migrate on fixture trees (mk/tests/migrate/)
#   make check-pipeline
#	in place all or nothing, OUT's marker, read-only trees, a second run,
#	the vocabulary, progress (pipeline/tests/run.sh)

PIPELINE := $(TOP)/pipeline/run
# Both may be overridden (the pipeline's tests use a stand-in tool).
MIGRATE_TOOL ?= $(BUILD)/converter/tst-convert
MIGRATE_WORK ?= $(abspath $(BUILD))/migrate

# What a real tree's tests are compiled with besides their own flags, on
# both sides: the libraries' headers use GNU extensions (sighandler_t,
# pthread barriers), which must be asked for before the first system
# header; empty, as a test's own `#define _GNU_SOURCE` defines it. Headers
# of older trees define variables (mem.h's) that each of a program's
# sources then defines too: -fcommon merges them, as compilers did by
# default before GCC 10.
SIDE_CFLAGS := -D_GNU_SOURCE= -fcommon
export SIDE_CFLAGS

.PHONY: convert migrate check-migrate

convert:
	@if [ -z "$(SRC)" ] || [ -z "$(OUT)" ]; then \
		echo "make convert: usage: make convert SRC=DIR OUT=DIR [JOBS=N] [IN_PLACE=1]" >&2; \
		exit 2; \
	fi
	@$(MAKE) --no-print-directory $(MIGRATE_TOOL) >/dev/null
	@$(PIPELINE) convert --tool $(abspath $(MIGRATE_TOOL)) \
		$(foreach a,$(CONVERT_ARGS),--tool-arg $(a)) \
		$(if $(JOBS),-j $(JOBS)) $(if $(filter 1,$(IN_PLACE)),--in-place) \
		"$(SRC)" "$(OUT)"

# The libraries and tool are built first; a part that does not build
# stops migrate with make's own message naming it.
migrate:
	@$(TOP)/mk/deps.sh
	@$(MAKE) --no-print-directory -s $(LIBTST) $(LIBTST_OLD) $(MIGRATE_TOOL)
	@CC="$(CC)" LDFLAGS="$(LDFLAGS)" \
		OLD_CFLAGS="$(OLD_CFLAGS)" OLD_LIBS="$(abspath $(LIBTST_OLD) $(LIBTST)) $(LDLIBS_TST)" \
		TST_CFLAGS="$(TST_CFLAGS)" TST_LIBS="$(abspath $(LIBTST)) $(LDLIBS_TST)" \
		$(PIPELINE) migrate --tool "$(abspath $(MIGRATE_TOOL))" \
		--src "$(or $(SRC),$(TOP)/testcases/legacy)" \
		--work "$(MIGRATE_WORK)" --report-out "$(or $(REPORT_OUT),$(TOP)/reports/out)" \
		$(foreach a,$(CONVERT_ARGS),--tool-arg $(a)) \
		$(foreach f,$(RUNTEST),--runtest "$(f)") \
		$(if $(BASELINE),--baseline "$(BASELINE)") $(if $(GIT),--git "$(GIT)") \
		$(if $(filter 1,$(IN_PLACE)),--in-place) $(if $(JOBS),-j $(JOBS)) \
		$(if $(RUN_TIMEOUT),--run-timeout $(RUN_TIMEOUT))

CHECK_SUITES += migrate
check-migrate:
	-@$(MAKE) --no-print-directory -s $(MIGRATE_TOOL) $(LIBTST) $(LIBTST_OLD) \
		>/dev/null 2>&1
	@T_SUITE=migrate TST_CONVERT_REAL="$(abspath $(MIGRATE_TOOL))" \
		$(TOP)/mk/tests/migrate/run.sh

CHECK_SUITES += pipeline
CHECK_UNTIMED += pipeline
CHECK_PREP += $(MIGRATE_TOOL)
.PHONY: check-pipeline
check-pipeline:
	-@$(MAKE) --no-print-directory -s $(MIGRATE_TOOL) >/dev/null 2>&1
	@T_SUITE=pipeline TST_CONVERT="$(abspath $(MIGRATE_TOOL))" \
		$(TOP)/pipeline/tests/run.sh

# Installed in PREFIX/share/tst/pipeline, beside share/tst/cocci, for
# PREFIX/bin/tst-convert-tree (converter/convert-tree); it finds
# PREFIX/bin/tst-convert and the headers in PREFIX/include/tst.
PIPELINE_PY := $(wildcard $(TOP)/pipeline/*.py)
install: install-pipeline
.PHONY: install-pipeline
install-pipeline:
	@$(INST) file 755 share/tst/pipeline $(TOP)/pipeline/run
	@$(INST) file 644 share/tst/pipeline $(PIPELINE_PY)
