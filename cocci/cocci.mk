# cocci/: the Coccinelle semantic patches of the legacy -> new API
# conversion (one concern per *.cocci, applied in the order of cocci/series)
# and tst-cocci, the wrapper that applies them. Nothing to build.
#
#   cocci/*.cocci             the patches (patch, context and report modes)
#   cocci/series              their order
#   cocci/tst-cocci           the wrapper (bash)
#   cocci/macro-bodies        the patches' renames in #define bodies
#   cocci/parse-errors        which files spatch's parse errors refuse
#   cocci/tests/PATCH/*.c     fixtures: NAME.c in, NAME.res out,
#                             NAME.report the report-mode lines

COCCI_PATCHES := $(wildcard $(TOP)/cocci/*.cocci)

CHECK_SUITES += cocci
CHECK_UNTIMED += cocci
.PHONY: check-cocci
check-cocci:
	@T_SUITE=cocci $(TOP)/cocci/tests/run.sh

# The wrapper finds the series next to itself or, installed in PREFIX/bin,
# in PREFIX/share/tst/cocci; the converter runs the copy installed there.
install: install-cocci
.PHONY: install-cocci
install-cocci:
	@$(INST) file 644 share/tst/cocci $(COCCI_PATCHES) $(TOP)/cocci/series \
		$(TOP)/cocci/spatch-macros.h
	@$(INST) file 755 bin $(TOP)/cocci/tst-cocci
	@$(INST) file 755 share/tst/cocci $(TOP)/cocci/tst-cocci \
		$(TOP)/cocci/macro-bodies $(TOP)/cocci/parse-errors
