# newlib: the new test library (libtst.a), its tests and its install rules.

NEWLIB_INC := $(TOP)/newlib/include
NEWLIB_SRCS := $(wildcard $(TOP)/newlib/lib/*.c)
NEWLIB_OBJS := $(patsubst $(TOP)/newlib/lib/%.c,$(BUILD)/newlib/lib/%.o,$(NEWLIB_SRCS))
NEWLIB_HDRS := $(wildcard $(NEWLIB_INC)/*.h)
LIBTST := $(BUILD)/newlib/libtst.a

# Flags a test built against newlib needs (what tst.pc gives an installed one).
TST_CFLAGS := $(BASE_CFLAGS) $(CFLAGS) -I$(NEWLIB_INC)
TST_LIBS := $(LIBTST) $(LDLIBS_TST)

all: $(LIBTST)

$(BUILD)/newlib/lib/%.o: $(TOP)/newlib/lib/%.c $(NEWLIB_HDRS) $(wildcard $(TOP)/newlib/lib/*.h)
	@mkdir -p $(@D)
	$(CC) $(TST_CFLAGS) -DTST_NO_DEFAULT_MAIN -I$(TOP)/newlib/lib -c -o $@ $<

$(LIBTST): $(NEWLIB_OBJS)
	@mkdir -p $(@D)
	rm -f $@
	ar rcs $@ $^

# newlib/tests/*.c are small test programs; tests/run.sh runs and judges them.
NEWLIB_TEST_SRCS := $(wildcard $(TOP)/newlib/tests/*.c)
NEWLIB_TEST_BINS := $(patsubst $(TOP)/newlib/tests/%.c,$(BUILD)/newlib/tests/%,$(NEWLIB_TEST_SRCS))

$(BUILD)/newlib/tests/%: $(TOP)/newlib/tests/%.c $(LIBTST)
	@mkdir -p $(@D)
	$(CC) $(TST_CFLAGS) $(LDFLAGS) -o $@ $< $(TST_LIBS)

all: $(NEWLIB_TEST_BINS)

# newlib/tools/*.c are commands for users (tst_sweep).
NEWLIB_TOOL_SRCS := $(wildcard $(TOP)/newlib/tools/*.c)
NEWLIB_TOOLS := $(patsubst $(TOP)/newlib/tools/%.c,$(BUILD)/newlib/tools/%,$(NEWLIB_TOOL_SRCS))

$(BUILD)/newlib/tools/%: $(TOP)/newlib/tools/%.c $(LIBTST) $(TOP)/VERSION
	@mkdir -p $(@D)
	$(CC) $(TST_CFLAGS) -DTST_VERSION='"$(TST_VERSION)"' $(LDFLAGS) -o $@ $< $(TST_LIBS)

all: $(NEWLIB_TOOLS)

CHECK_SUITES += newlib
.PHONY: check-newlib
check-newlib: $(NEWLIB_TEST_BINS) $(NEWLIB_TOOLS)
	@T_SUITE=newlib BIN=$(BUILD)/newlib/tests $(TOP)/newlib/tests/run.sh

# The table of the real suite's new-API names in newlib/README.md, made
# from ../shared/new-api-usage.tsv and newlib's headers (check-newlib
# fails when it is out of date).
.PHONY: api-table
api-table:
	$(TOP)/newlib/tools/api-table --write

# Headers in PREFIX/include/tst (tst.pc's -I); mk/install.mk has $(INST).
install: install-newlib
.PHONY: install-newlib
install-newlib: $(LIBTST) $(NEWLIB_TOOLS)
	@$(INST) file 644 include/tst $(NEWLIB_HDRS)
	@$(INST) file 644 lib $(LIBTST)
	@$(INST) file 755 bin $(NEWLIB_TOOLS)
	@mkdir -p $(BUILD)/pkgconfig
	@sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@VERSION@|$(TST_VERSION)|' \
		$(TOP)/newlib/tst.pc.in >$(BUILD)/pkgconfig/tst.pc
	@$(INST) file 644 lib/pkgconfig $(BUILD)/pkgconfig/tst.pc
