# newlib's shell test library: tst_test.sh and the small C programs it runs
# (built against libtst, so shell and C tests share one core). Included by
# the top Makefile after newlib.mk.

SHELL_LIB := $(TOP)/newlib/shell/tst_test.sh
SHELL_HELPER_SRCS := $(wildcard $(TOP)/newlib/shell-helpers/*.c)
SHELL_HELPERS := $(patsubst $(TOP)/newlib/shell-helpers/%.c,$(BUILD)/newlib/shell-helpers/%,$(SHELL_HELPER_SRCS))

$(BUILD)/newlib/shell-helpers/%: $(TOP)/newlib/shell-helpers/%.c $(LIBTST) \
		$(TOP)/newlib/shell-helpers/helper_args.h $(TOP)/VERSION
	@mkdir -p $(@D)
	$(CC) $(TST_CFLAGS) -DTST_VERSION='"$(TST_VERSION)"' $(LDFLAGS) -o $@ $< $(TST_LIBS)

all: $(SHELL_HELPERS)

# newlib/tests/cases/shell.sh runs them from $(BIN)/../shell-helpers.
check-newlib: $(SHELL_HELPERS)

# tst_test.sh in PREFIX/share/tst, and linked into PREFIX/bin, so that a
# test's `. tst_test.sh` finds it through PATH; it finds its helpers in
# PREFIX/bin beside it.
install: install-shell
.PHONY: install-shell
install-shell: $(SHELL_HELPERS)
	@$(INST) file 644 share/tst $(SHELL_LIB)
	@$(INST) link ../share/tst/tst_test.sh bin/tst_test.sh
	@$(INST) file 755 bin $(SHELL_HELPERS)
