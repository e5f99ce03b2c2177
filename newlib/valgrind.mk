# newlib's and oldlib-compat's test programs under valgrind (memcheck):
# `make valgrind`, and the suite `valgrind` of `make check` when valgrind is
# installed. Valgrind cannot run ASan-instrumented programs, so neither is
# there under SANITIZE=1.

VG_NEW_BINS := $(addprefix $(BUILD)/newlib/tests/,lib_results lib_threads \
	lib_children lib_ckpt lib_timeout lib_opts lib_pass lib_brk \
	lib_reinit lib_reinit_child lib_mounts lib_teardown)
VG_OLD_BINS := $(addprefix $(BUILD)/oldlib-compat/tests/,res_format checkpoint)
VG_BAD := $(BUILD)/newlib/tests/valgrind/vg_bad

$(VG_BAD): $(TOP)/newlib/tests/valgrind/vg_bad.c $(LIBTST)
	@mkdir -p $(@D)
	$(CC) $(TST_CFLAGS) $(LDFLAGS) -o $@ $< $(TST_LIBS)

.PHONY: valgrind check-valgrind
ifeq ($(SANITIZE),1)
valgrind:
	@echo "make valgrind: not under SANITIZE=1 (valgrind cannot run ASan programs)"
	@exit 1
else
valgrind check-valgrind: $(VG_NEW_BINS) $(VG_OLD_BINS) $(VG_BAD)
	@T_SUITE=valgrind NBIN=$(BUILD)/newlib/tests \
		OBIN=$(BUILD)/oldlib-compat/tests VBIN=$(BUILD)/newlib/tests/valgrind \
		$(TOP)/newlib/tests/valgrind/run.sh

ifneq ($(wildcard /usr/bin/valgrind),)
CHECK_SUITES += valgrind
endif
endif
