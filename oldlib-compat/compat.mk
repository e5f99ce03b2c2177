# oldlib-compat: the old API on newlib's core (libtst_old.a).

COMPAT_INC := $(TOP)/oldlib-compat/include
COMPAT_SRCS := $(wildcard $(TOP)/oldlib-compat/lib/*.c)
COMPAT_OBJS := $(patsubst $(TOP)/oldlib-compat/lib/%.c,$(BUILD)/oldlib-compat/lib/%.o,$(COMPAT_SRCS))
COMPAT_HDRS := $(wildcard $(COMPAT_INC)/*.h)
LIBTST_OLD := $(BUILD)/oldlib-compat/libtst_old.a

# Flags a legacy test needs (what tst-old.pc gives an installed one).
OLD_CFLAGS := $(BASE_CFLAGS) $(CFLAGS) -I$(COMPAT_INC) -I$(NEWLIB_INC)
OLD_LIBS := $(LIBTST_OLD) $(LIBTST) $(LDLIBS_TST)

all: $(LIBTST_OLD)

$(BUILD)/oldlib-compat/lib/%.o: $(TOP)/oldlib-compat/lib/%.c $(COMPAT_HDRS) $(NEWLIB_HDRS)
	@mkdir -p $(@D)
	$(CC) $(OLD_CFLAGS) -c -o $@ $<

$(LIBTST_OLD): $(COMPAT_OBJS)
	@mkdir -p $(@D)
	rm -f $@
	ar rcs $@ $^
