# Fuzzing of option and environment parsing (newlib and oldlib-compat).
#
# The harnesses drive the real parsers, built here once more with ASan,
# UBSan and float-cast checks whatever SANITIZE says, so that a fuzzed input
# that reads out of bounds or overflows ends the child with a signal.
#
#	make fuzz                 FUZZ_ITERS inputs per harness (default 200000)
#	make fuzz FUZZ_SEED=7     another sequence; a failure prints the input
#	                          seed that replays it: HARNESS -r INPUT_SEED
#
# The newlib and compat suites of `make check` run a short fixed run.

FUZZ_ITERS ?= 200000
FUZZ_SEED ?= $(shell date +%s)
FUZZ_SAN := -O1 -g -fno-omit-frame-pointer \
	-fsanitize=address,undefined,float-cast-overflow \
	-fno-sanitize-recover=all
FUZZ_DIR := $(BUILD)/fuzz
FUZZ_CFLAGS := $(BASE_CFLAGS) $(FUZZ_SAN) -I$(TOP)/newlib/tests/fuzz
FUZZ_NEW_OBJS := $(patsubst $(TOP)/newlib/lib/%.c,$(FUZZ_DIR)/newlib/%.o,$(NEWLIB_SRCS))
FUZZ_OLD_OBJS := $(patsubst $(TOP)/oldlib-compat/lib/%.c,$(FUZZ_DIR)/compat/%.o,$(COMPAT_SRCS))
FUZZ_SHARED := $(TOP)/newlib/tests/fuzz/fuzz.c $(TOP)/newlib/tests/fuzz/fuzz.h
FUZZ_NEW_BIN := $(BUILD)/newlib/tests/fuzz/fuzz_opts
FUZZ_OLD_BIN := $(BUILD)/oldlib-compat/tests/fuzz/fuzz_old_opts

$(FUZZ_DIR)/newlib/%.o: $(TOP)/newlib/lib/%.c $(NEWLIB_HDRS) $(wildcard $(TOP)/newlib/lib/*.h)
	@mkdir -p $(@D)
	$(CC) $(FUZZ_CFLAGS) -I$(NEWLIB_INC) -DTST_NO_DEFAULT_MAIN \
		-I$(TOP)/newlib/lib -c -o $@ $<

$(FUZZ_DIR)/compat/%.o: $(TOP)/oldlib-compat/lib/%.c $(COMPAT_HDRS) $(NEWLIB_HDRS)
	@mkdir -p $(@D)
	$(CC) $(FUZZ_CFLAGS) -I$(COMPAT_INC) -I$(NEWLIB_INC) -c -o $@ $<

$(FUZZ_DIR)/libtst.a: $(FUZZ_NEW_OBJS)
	rm -f $@
	ar rcs $@ $^

$(FUZZ_DIR)/libtst_old.a: $(FUZZ_OLD_OBJS)
	rm -f $@
	ar rcs $@ $^

$(FUZZ_NEW_BIN): $(TOP)/newlib/tests/fuzz/fuzz_opts.c $(FUZZ_SHARED) $(FUZZ_DIR)/libtst.a
	@mkdir -p $(@D)
	$(CC) $(FUZZ_CFLAGS) -I$(NEWLIB_INC) -I$(TOP)/newlib/lib \
		-DTST_NO_DEFAULT_MAIN -o $@ $< $(TOP)/newlib/tests/fuzz/fuzz.c \
		$(FUZZ_DIR)/libtst.a -pthread -lm

$(FUZZ_OLD_BIN): $(TOP)/oldlib-compat/tests/fuzz/fuzz_old_opts.c $(FUZZ_SHARED) $(FUZZ_DIR)/libtst_old.a $(FUZZ_DIR)/libtst.a
	@mkdir -p $(@D)
	$(CC) $(FUZZ_CFLAGS) -I$(COMPAT_INC) -I$(NEWLIB_INC) -o $@ $< \
		$(TOP)/newlib/tests/fuzz/fuzz.c $(FUZZ_DIR)/libtst_old.a \
		$(FUZZ_DIR)/libtst.a -pthread -lm

check-newlib: $(FUZZ_NEW_BIN)
check-compat: $(FUZZ_OLD_BIN)

.PHONY: fuzz
fuzz: $(FUZZ_NEW_BIN) $(FUZZ_OLD_BIN)
	@rc=0; \
	$(FUZZ_NEW_BIN) -s $(FUZZ_SEED) -n $(FUZZ_ITERS) || rc=1; \
	$(FUZZ_OLD_BIN) -s $(FUZZ_SEED) -n $(FUZZ_ITERS) || rc=1; \
	exit $$rc
