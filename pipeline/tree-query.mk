# tree.py's question to one directory's Makefile, read after it:
#
#	make -f DIR/Makefile -f tree-query.mk tree-query-all
#
# Prints lines "TREEQ<TAB>WHO<TAB>NAME<TAB>VALUE": WHO "dir" for the
# directory's variables as make expanded them, or a target of
# MAKE_TARGETS for that target's own values (target- and
# pattern-specific assignments applied: each target gets an order-only
# prerequisite that inherits its variables and prints them). The goal
# tree-query-all builds MAKE_TARGETS, or the Makefile's default goal when
# it is not one of LTP's (no MAKE_TARGETS); never the subdirectories.

TREEQ_DIR_VARS := MAKE_TARGETS FILTER_OUT_MAKE_TARGETS LIB INTERNAL_LIB \
	LIBSRCS FILTER_OUT_LIBSRCS CPPFLAGS CFLAGS LDFLAGS LDLIBS LOADLIBES
TREEQ_TARGET_VARS := CPPFLAGS CFLAGS LDFLAGS LDLIBS LOADLIBES

TREEQ_TAB := $(shell printf '\t')
treeq_say = $(info TREEQ$(TREEQ_TAB)$(1)$(TREEQ_TAB)$(2)$(TREEQ_TAB)$(strip $(3)))

TREEQ_LTP := $(if $(filter undefined,$(origin MAKE_TARGETS)),,1)
$(call treeq_say,dir,LTP_MAKE,$(TREEQ_LTP))
$(foreach v,$(TREEQ_DIR_VARS),$(call treeq_say,dir,$(v),$($(v))))
$(call treeq_say,dir,INSTALL_TARGETS,$(patsubst $(abs_srcdir)/%,%,$(wildcard \
	$(addprefix $(abs_srcdir)/,$(INSTALL_TARGETS)))))

.PHONY: tree-query-all
ifeq ($(TREEQ_LTP),1)
tree-query-all: $(MAKE_TARGETS)
$(foreach t,$(MAKE_TARGETS),$(eval $(t): | $(t).tree-query))
%.tree-query:
	@:$(foreach v,$(TREEQ_TARGET_VARS),$(call treeq_say,$*,$(v),$($(v))))
else
tree-query-all: $(.DEFAULT_GOAL)
endif
