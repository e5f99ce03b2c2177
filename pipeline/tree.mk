# The tree model and the build of a real suite's tree (pipeline/tree.py,
# pipeline/build.py) and their tests on mk/tests/ltp-sample.
#
#   make check-tree    tree.py and build.py on the sample (about a minute)

CHECK_SUITES += tree
CHECK_UNTIMED += tree
CHECK_PREP += $(LIBTST) $(LIBTST_OLD) $(BUILD)/converter/tst-convert
.PHONY: check-tree
check-tree:
	-@$(MAKE) --no-print-directory -s $(LIBTST) $(LIBTST_OLD) $(BUILD)/converter/tst-convert >/dev/null
	@T_SUITE=tree $(TOP)/pipeline/tests/tree.sh
