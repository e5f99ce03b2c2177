# cocci/: the Coccinelle semantic patches of the legacy -> new API
# conversion (one concern per *.cocci, applied in the order of cocci/series)
# and tst-cocci, the wrapper that applies them. Nothing to build.
#
#   cocci/*.cocci             the patches (patch, context and report modes)
#   cocci/series              their order
#   cocci/tst-cocci           the wrapper (bash)
#   cocci/tests/PATCH/*.c     fixtures: NAME.c in, NAME.res out,
#                             NAME.report the report-mode lines

COCCI_PATCHES := $(wildcard $(TOP)/cocci/*.cocci)

CHECK_SUITES += cocci
.PHONY: check-cocci
check-cocci:
	@T_SUITE=cocci $(TOP)/cocci/tests/run.sh

# The wrapper finds the series next to itself or, installed in PREFIX/bin,
# in PREFIX/share/tst/cocci; the converter runs the copy installed there.
install: install-cocci
.PHONY: install-cocci
install-cocci:
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/tst/cocci
	install -m 644 $(COCCI_PATCHES) $(TOP)/cocci/series \
		$(DESTDIR)$(PREFIX)/share/tst/cocci/
	install -m 755 $(TOP)/cocci/tst-cocci $(DESTDIR)$(PREFIX)/bin/
	install -m 755 $(TOP)/cocci/tst-cocci \
		$(DESTDIR)$(PREFIX)/share/tst/cocci/
