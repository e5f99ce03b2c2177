# oldlib-compat: the old API on newlib's core (libtst_old.a).

COMPAT_INC := $(TOP)/oldlib-compat/include
COMPAT_SRCS := $(wildcard $(TOP)/oldlib-compat/lib/*.c)
COMPAT_OBJS := $(patsubst $(TOP)/oldlib-compat/lib/%.c,$(BUILD)/oldlib-compat/lib/%.o,$(COMPAT_SRCS))
# cleanup.c is a header too: tests include it, as the old tree had it.
COMPAT_HDRS := $(wildcard $(COMPAT_INC)/*.h) $(COMPAT_INC)/cleanup.c
LIBTST_OLD := $(BUILD)/oldlib-compat/libtst_old.a

# Flags a legacy test needs (what tst-old.pc gives an installed one).
OLD_CFLAGS := $(BASE_CFLAGS) $(CFLAGS) -I$(COMPAT_INC) -I$(NEWLIB_INC)
OLD_LIBS := $(LIBTST_OLD) $(LIBTST) $(LDLIBS_TST)

all: $(LIBTST_OLD)

$(BUILD)/oldlib-compat/lib/%.o: $(TOP)/oldlib-compat/lib/%.c $(COMPAT_HDRS) $(NEWLIB_HDRS)
	@mkdir -p $(@D)
	$(CC) $(OLD_CFLAGS) -c -o $@ $<

$(LIBTST_OLD): $(COMPAT_OBJS)
	@mkdir -p $(@D)
	rm -f $@
	ar rcs $@ $^

# oldlib-compat/tests/*.c are legacy-style programs (own main(), TCID, ...);
# tests/run.sh runs them and asserts on their exit status and output. Their
# __FILE__ is the bare file name, as the old suite's make built them.
COMPAT_TEST_SRCS := $(wildcard $(TOP)/oldlib-compat/tests/*.c)
COMPAT_TEST_BINS := $(patsubst $(TOP)/oldlib-compat/tests/%.c,$(BUILD)/oldlib-compat/tests/%,$(COMPAT_TEST_SRCS))

$(BUILD)/oldlib-compat/tests/%: $(TOP)/oldlib-compat/tests/%.c $(LIBTST_OLD) $(LIBTST) $(COMPAT_HDRS)
	@mkdir -p $(@D)
	$(CC) $(OLD_CFLAGS) -fmacro-prefix-map=$(TOP)/oldlib-compat/tests/= \
		$(LDFLAGS) -o $@ $< $(OLD_LIBS)

all: $(COMPAT_TEST_BINS)

CHECK_SUITES += compat
.PHONY: check-compat
check-compat: $(COMPAT_TEST_BINS)
	@T_SUITE=compat BIN=$(BUILD)/oldlib-compat/tests \
		$(TOP)/oldlib-compat/tests/run.sh

# Headers in PREFIX/include/tst beside newlib's; tst-old.pc requires tst.
install: install-compat
.PHONY: install-compat
install-compat: $(LIBTST_OLD)
	@$(INST) file 644 include/tst $(COMPAT_HDRS)
	@$(INST) file 644 lib $(LIBTST_OLD)
	@mkdir -p $(BUILD)/pkgconfig
	@sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@VERSION@|$(TST_VERSION)|' \
		$(TOP)/oldlib-compat/tst-old.pc.in >$(BUILD)/pkgconfig/tst-old.pc
	@$(INST) file 644 lib/pkgconfig $(BUILD)/pkgconfig/tst-old.pc
