# newlib's shell test library: tst_test.sh and the small C programs it runs
# (built against libtst, so shell and C tests share one core). Included by
# the top Makefile after newlib.mk.

SHELL_LIB := $(TOP)/newlib/shell/tst_test.sh
SHELL_HELPER_SRCS := $(wildcard $(TOP)/newlib/shell-helpers/*.c)
SHELL_HELPERS := $(patsubst $(TOP)/newlib/shell-helpers/%.c,$(BUILD)/newlib/shell-helpers/%,$(SHELL_HELPER_SRCS))

$(BUILD)/newlib/shell-helpers/%: $(TOP)/newlib/shell-helpers/%.c $(LIBTST)
	@mkdir -p $(@D)
	$(CC) $(TST_CFLAGS) $(LDFLAGS) -o $@ $< $(TST_LIBS)

all: $(SHELL_HELPERS)

# newlib/tests/cases/shell.sh runs them from $(BIN)/../shell-helpers.
check-newlib: $(SHELL_HELPERS)

install: install-shell
.PHONY: install-shell
install-shell: $(SHELL_HELPERS)
	install -d $(DESTDIR)$(PREFIX)/share/tst $(DESTDIR)$(PREFIX)/bin
	install -m 644 $(SHELL_LIB) $(DESTDIR)$(PREFIX)/share/tst/
	install -m 755 $(SHELL_HELPERS) $(DESTDIR)$(PREFIX)/bin/
