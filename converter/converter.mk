# converter/: tst-convert, the libclang tool that rewrites legacy tests.
#
#   make build/converter/tst-convert
#   make check-converter
#   make fuzz-converter [FUZZ_ITERS=300] [FUZZ_SEED=1] [CONV_FUZZ_SAN=1]
#   make corpus-figures [CORPUS=DIR] [SANITIZE=1]   (minutes, not in check)
#
# LLVM: llvm-config's when it is on PATH and has libclang's headers, else
# the newest /usr/lib/llvm-*/ that has them (Debian's libclang-dev).

LLVM_CONFIG ?= $(shell command -v llvm-config 2>/dev/null)
ifneq ($(LLVM_CONFIG),)
LLVM_PREFIX := $(patsubst %/include/clang-c/Index.h,%,$(wildcard \
	$(shell $(LLVM_CONFIG) --prefix)/include/clang-c/Index.h))
endif
ifeq ($(LLVM_PREFIX),)
LLVM_PREFIX := $(patsubst %/include/clang-c/Index.h,%,$(lastword $(sort \
	$(wildcard /usr/lib/llvm-*/include/clang-c/Index.h))))
endif
CONV_CLANG_CFLAGS := -I$(LLVM_PREFIX)/include
CONV_CLANG_LIBS := -L$(LLVM_PREFIX)/lib -Wl,-rpath,$(LLVM_PREFIX)/lib -lclang

CONV_SRCS := $(wildcard $(TOP)/converter/src/*.c)
CONV_HDRS := $(wildcard $(TOP)/converter/src/*.h)
CONV_OBJS := $(patsubst $(TOP)/converter/src/%.c,$(BUILD)/converter/obj/%.o,$(CONV_SRCS))
TST_CONVERT := $(BUILD)/converter/tst-convert

# newlib's result types (tst_res_flags.h) are the numbers the tool reads
# in the tests' reports.
CONV_CFLAGS := $(BASE_CFLAGS) $(CFLAGS) $(CONV_CLANG_CFLAGS) \
	-idirafter $(TOP)/newlib/include \
	-DCONV_NEWLIB_INC='"$(TOP)/newlib/include"' \
	-DCONV_COMPAT_INC='"$(TOP)/oldlib-compat/include"' \
	-DCONV_COCCI_SRC='"$(TOP)/cocci/tst-cocci"' \
	-DCONV_PREFIX='"$(PREFIX)"' -DTST_VERSION='"$(TST_VERSION)"'

all: $(TST_CONVERT)

$(BUILD)/converter/obj/%.o: $(TOP)/converter/src/%.c $(CONV_HDRS) $(TOP)/VERSION \
		$(TOP)/newlib/include/tst_res_flags.h
	@mkdir -p $(@D)
	$(CC) $(CONV_CFLAGS) -c -o $@ $<

ifneq ($(LLVM_PREFIX),)
$(TST_CONVERT): $(CONV_OBJS)
	@mkdir -p $(@D)
	$(CC) $(LDFLAGS) -o $@ $^ $(CONV_CLANG_LIBS)
else
$(TST_CONVERT):
	@echo "tst-convert: libclang's headers (clang-c/Index.h) not found:" \
		"install libclang-dev (make deps)" >&2
	@exit 1
endif

CHECK_SUITES += converter
CHECK_UNTIMED += converter
CHECK_PREP += $(TST_CONVERT) $(LIBTST)
.PHONY: check-converter
check-converter: $(TST_CONVERT) $(LIBTST)
	@T_SUITE=converter TST_CONVERT=$(abspath $(TST_CONVERT)) \
		LIBTST=$(abspath $(LIBTST)) $(TOP)/converter/tests/run.sh

# Seeded mutations of the legacy tests through a sanitizer build of the
# tool (converter/tests/fuzz-convert; CONV_FUZZ_SAN=0 fuzzes the plain
# build). FUZZ_ITERS and FUZZ_SEED are shared with newlib's `make fuzz`,
# whose defaults do not suit here: only values given on the command line
# or in the environment are taken.
conv_fuzz_arg = $(if $(filter command line environment%,$(origin $(1))),$($(1)),$(2))
CONV_FUZZ_ITERS := $(call conv_fuzz_arg,FUZZ_ITERS,300)
CONV_FUZZ_SEED := $(call conv_fuzz_arg,FUZZ_SEED,1)
CONV_FUZZ_SAN ?= 1
ifeq ($(CONV_FUZZ_SAN),1)
CONV_FUZZ_TOOL := build/san/converter/tst-convert
else
CONV_FUZZ_TOOL := $(TST_CONVERT)
endif
.PHONY: fuzz-converter
fuzz-converter:
	$(MAKE) $(if $(filter 1,$(CONV_FUZZ_SAN)),SANITIZE=1) $(CONV_FUZZ_TOOL)
	$(TOP)/converter/tests/fuzz-convert --tool $(abspath $(CONV_FUZZ_TOOL)) \
		--iters $(CONV_FUZZ_ITERS) --seed $(CONV_FUZZ_SEED) \
		--keep $(BUILD)/converter/fuzz-failures

# Installed, the tool finds the headers in PREFIX/include and the
# semantic patches in PREFIX/share/tst/cocci when the source tree it was
# built in is gone.
# convert-tree (a shim of pipeline/run convert, which pipeline.mk installs
# in PREFIX/share/tst/pipeline) in PREFIX/share/tst/converter, run as
# PREFIX/bin/tst-convert-tree.
install: install-converter
.PHONY: install-converter
install-converter: $(TST_CONVERT)
	@$(INST) file 755 bin $(TST_CONVERT)
	@$(INST) file 755 share/tst/converter $(TOP)/converter/convert-tree
	@$(INST) link ../share/tst/converter/convert-tree bin/tst-convert-tree

# The converter on a real legacy tree (not in make check: minutes): states,
# reasons, compile and old names of the converted files, time per file.
# SANITIZE=1 times each file through the sanitizer build. Only one corpus
# run at a time on a shared machine: the lock.
CORPUS ?= $(TOP)/../shared/corpus/ltp-20160920
.PHONY: corpus-figures
corpus-figures: $(TST_CONVERT) $(LIBTST)
	flock /tmp/corpus-run.lock nice -n 10 \
		$(TOP)/converter/tests/corpus-figures --tool $(TST_CONVERT) \
		--warnings --work $(BUILD)/converter/corpus \
		--json $(BUILD)/converter/corpus/figures.json $(CORPUS)
