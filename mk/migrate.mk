# The conversion pipeline: make convert, make migrate, and their tests.
#
#   make convert SRC=DIR OUT=DIR [JOBS=N] [IN_PLACE=1]
#	every C test under SRC converted into a mirrored tree under OUT, with
#	OUT/inventory.json, OUT/conversion.log, OUT/patches/ (converter/
#	convert-tree); IN_PLACE=1 also rewrites the files of SRC that
#	converted clean
#   make migrate [SRC=DIR] [RUNTEST="FILE..."] [REPORT_OUT=DIR] [BASELINE=F]
#		[CONVERT_ARGS="tst-convert options"] [GIT=REPO|none] [IN_PLACE=1]
#	scan, convert, build both sides, run them side by side, compare,
#	write the report (mk/migrate.sh); SRC defaults to testcases/legacy
#   make check-migrate
#	the pipeline's own tests (mk/tests/migrate/run.sh)

CONVERT_TREE := $(TOP)/converter/convert-tree
# Both may be overridden (the pipeline's tests use a stand-in tool).
MIGRATE_TOOL ?= $(BUILD)/converter/tst-convert
MIGRATE_WORK ?= $(abspath $(BUILD))/migrate

# What a real tree's tests are compiled with besides their own flags, on
# both sides: the libraries' headers use GNU extensions (sighandler_t,
# pthread barriers), which must be asked for before the first system
# header; empty, as a test's own `#define _GNU_SOURCE` defines it.
SIDE_CFLAGS := -D_GNU_SOURCE=
export SIDE_CFLAGS

.PHONY: convert migrate check-migrate

convert:
	@if [ -z "$(SRC)" ] || [ -z "$(OUT)" ]; then \
		echo "make convert: usage: make convert SRC=DIR OUT=DIR [JOBS=N] [IN_PLACE=1]" >&2; \
		exit 2; \
	fi
	@$(MAKE) --no-print-directory $(MIGRATE_TOOL) >/dev/null
	@$(CONVERT_TREE) --tool $(abspath $(MIGRATE_TOOL)) \
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
		TST_CONVERT="$(abspath $(MIGRATE_TOOL))" \
		MIGRATE_SRC="$(or $(SRC),$(TOP)/testcases/legacy)" \
		CONVERT_ARGS="$(CONVERT_ARGS)" MIGRATE_RUNTEST="$(RUNTEST)" MIGRATE_BASELINE="$(BASELINE)" \
		MIGRATE_OUT="$(or $(REPORT_OUT),$(TOP)/reports/out)" \
		MIGRATE_WORK="$(MIGRATE_WORK)" MIGRATE_GIT="$(GIT)" \
		MIGRATE_IN_PLACE="$(IN_PLACE)" $(if $(RUN_TIMEOUT),RUN_TIMEOUT=$(RUN_TIMEOUT)) \
		$(if $(JOBS),JOBS=$(JOBS)) \
		$(TOP)/mk/migrate.sh

CHECK_SUITES += migrate
check-migrate:
	-@$(MAKE) --no-print-directory -s $(MIGRATE_TOOL) >/dev/null 2>&1
	@T_SUITE=migrate TST_CONVERT_REAL="$(abspath $(MIGRATE_TOOL))" \
		$(TOP)/mk/tests/migrate/run.sh
