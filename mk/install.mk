# Installing and uninstalling. Every part's install-PART rule copies its
# files through mk/install.sh ($(INST)), which records each path it creates
# in PREFIX/share/tst/installed.list, so `make uninstall` removes exactly
# what was installed (and the directories the install created, once they
# are empty again), whatever the source tree looks like by then.
#
#   make install PREFIX=DIR [DESTDIR=D]     headers in DIR/include/tst,
#	libraries and pkg-config files in DIR/lib, tools in DIR/bin, their
#	man pages in DIR/share/man/man1, data in DIR/share/tst
#   make uninstall PREFIX=DIR [DESTDIR=D]
#   make man      the man pages alone, into $(BUILD)/man
#
# The man pages are written by help2man from each tool's --help and
# --version (Debian's help2man; make deps).

TST_VERSION := $(shell cat $(TOP)/VERSION)
INSTALL_ROOT = $(DESTDIR)$(PREFIX)
INSTALL_LIST := share/tst/installed.list
INST = $(TOP)/mk/install.sh "$(INSTALL_ROOT)" $(INSTALL_LIST)
# make install-tests (testcases/testcases.mk) keeps its own record
INSTALL_TESTS_LIST := share/tst/installed-tests.list
ITEST = $(TOP)/mk/install.sh "$(INSTALL_ROOT)" $(INSTALL_TESTS_LIST)

.PHONY: install uninstall install-common install-man man
install: install-common install-man

install-common:
	@$(INST) file 644 share/tst $(TOP)/VERSION

uninstall:
	@$(TOP)/mk/install.sh "$(INSTALL_ROOT)" $(INSTALL_LIST) uninstall
	@$(TOP)/mk/install.sh "$(INSTALL_ROOT)" $(INSTALL_TESTS_LIST) uninstall

# name: the program that answers --help and --version, and what it is
MAN_TOOLS := tst-convert tst-cocci tst-report tst-stats tst-convert-tree \
	tst_shell_run tst_res_cmd tst_checkpoint tst_sweep
MAN_PROG_tst-convert = $(TST_CONVERT)
MAN_DESC_tst-convert = rewrite legacy kernel tests to the new test API
MAN_PROG_tst-cocci = $(TOP)/cocci/tst-cocci
MAN_DESC_tst-cocci = apply the conversion's semantic patches in order
MAN_PROG_tst-report = $(TOP)/reports/report
MAN_DESC_tst-report = the migration report (HTML, text, JSON)
MAN_PROG_tst-stats = $(TOP)/reports/stats
MAN_DESC_tst-stats = release statistics of a test suite's git history
MAN_PROG_tst-convert-tree = $(BUILD)/man/bin/tst-convert-tree
MAN_DESC_tst-convert-tree = convert every C test of a tree into a mirrored tree
MAN_PROG_tst_shell_run = $(BUILD)/newlib/shell-helpers/tst_shell_run
MAN_DESC_tst_shell_run = the library process of a shell test
MAN_PROG_tst_res_cmd = $(BUILD)/newlib/shell-helpers/tst_res_cmd
MAN_DESC_tst_res_cmd = report one result of a shell test
MAN_PROG_tst_checkpoint = $(BUILD)/newlib/shell-helpers/tst_checkpoint
MAN_DESC_tst_checkpoint = wait at or wake a checkpoint of a running test
MAN_PROG_tst_sweep = $(BUILD)/newlib/tools/tst_sweep
MAN_DESC_tst_sweep = remove what test runs whose supervisor was killed left
MAN_PAGES := $(patsubst %,$(BUILD)/man/%.1,$(MAN_TOOLS))

man: $(MAN_PAGES)

.SECONDEXPANSION:
$(BUILD)/man/%.1: $$(MAN_PROG_$$*) $(TOP)/VERSION
	@command -v help2man >/dev/null || \
		{ echo "man pages: help2man is missing (make deps)" >&2; exit 1; }
	@mkdir -p $(@D)
	help2man --no-info --no-discard-stderr --name="$(MAN_DESC_$*)" \
		--output=$@.tmp $(MAN_PROG_$*)
	@mv -f $@.tmp $@

# convert-tree names itself after the name it is run by
$(BUILD)/man/bin/tst-convert-tree: $(TOP)/converter/convert-tree
	@mkdir -p $(@D)
	@ln -sfn $< $@

install-man: $(MAN_PAGES)
	@$(INST) file 644 share/man/man1 $(MAN_PAGES)

CHECK_SUITES += install
.PHONY: check-install
check-install:
	@T_SUITE=install $(TOP)/mk/tests/install.sh
