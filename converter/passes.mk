# converter/: the sleeps, cleanup and verdict passes of tst-convert, tested
# alone.
#
#   make check-converter-passes   fixtures (each pass alone, NAME.c ->
#                                 NAME.exp), idempotence, each result built
#                                 against oldlib-compat and run, and the 21
#                                 sleep-synchronised bundled tests converted,
#                                 built and run
#   make proof-converter-passes   the same 21, old and converted, run
#                                 PROOF_REPEAT (20) times each, timed
#
# run-pass links the passes with the core's file handling only, so a pass
# can be run alone: run-pass [-I DIR]... sleeps|cleanup|verdict[,...] FILE.

RUN_PASS := $(BUILD)/converter/run-pass
RUN_PASS_OBJS := $(addprefix $(BUILD)/converter/obj/,file.o edits.o util.o vocab.o \
	sleeps.o cleanup.o verdict.o pass_ast.o pp.o runtest.o) \
	$(patsubst $(TOP)/converter/src/%.c,$(BUILD)/converter/obj/%.o, \
		$(wildcard $(TOP)/converter/src/sl_*.c))

$(RUN_PASS): $(TOP)/converter/tests/passes/run-pass.c $(RUN_PASS_OBJS) \
		$(CONV_HDRS)
	@mkdir -p $(@D)
	$(CC) $(CONV_CFLAGS) -I$(TOP)/converter/src $(LDFLAGS) -o $@ $< \
		$(RUN_PASS_OBJS) $(CONV_CLANG_LIBS)

PASSES_ENV = T_SUITE=converter-passes RUN_PASS=$(abspath $(RUN_PASS)) \
	OLD_CC="$(CC) $(OLD_CFLAGS) -I$(TOP)/testcases/legacy/include" \
	OLD_LIBS="$(abspath $(LEGACY_LIB) $(LIBTST_OLD) $(LIBTST)) $(LDLIBS_TST)" \
	LEGACY=$(TOP)/testcases/legacy

CHECK_SUITES += converter-passes
CHECK_UNTIMED += converter-passes
CHECK_PREP += $(RUN_PASS) $(LEGACY_LIB) $(LIBTST_OLD) $(LIBTST)
.PHONY: check-converter-passes proof-converter-passes
check-converter-passes: $(RUN_PASS) $(LEGACY_LIB) $(LIBTST_OLD) $(LIBTST)
	@$(PASSES_ENV) $(TOP)/converter/tests/passes/run.sh

proof-converter-passes: $(RUN_PASS) $(LEGACY_LIB) $(LIBTST_OLD) $(LIBTST)
	@$(PASSES_ENV) PROOF_REPEAT=$(or $(PROOF_REPEAT),20) \
		$(TOP)/converter/tests/passes/run.sh --proof

# The sleeps pass on a real tree (not part of make check: minutes): every
# sleep of the files that make children, gone or kept with its reason.
# SRC defaults to the shared corpus; the flags come from the compilation
# database pipeline/tree.py writes, when the tree has that tool.
CENSUS_SRC = $(or $(SRC),$(TOP)/../shared/corpus/ltp-20160920)
CENSUS_OUT = $(BUILD)/converter/sleep-census
.PHONY: sleep-census
sleep-census: $(RUN_PASS)
	@mkdir -p $(CENSUS_OUT)
	@if [ -x $(TOP)/pipeline/tree.py ]; then \
		nice -n 10 $(TOP)/pipeline/tree.py $(CENSUS_SRC) \
			--out $(CENSUS_OUT)/db >$(CENSUS_OUT)/tree.log 2>&1 || \
			{ cat $(CENSUS_OUT)/tree.log; exit 1; }; \
	fi
	@nice -n 10 $(TOP)/converter/tests/sleep-census \
		--run-pass $(RUN_PASS) --list --json $(CENSUS_OUT)/census.json \
		$(if $(wildcard $(TOP)/pipeline/tree.py),-p $(CENSUS_OUT)/db) \
		$(CENSUS_SRC) | tee $(CENSUS_OUT)/census.txt
