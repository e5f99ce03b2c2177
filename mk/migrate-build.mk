# Builds one side of a migration (mk/migrate.sh runs it twice: the legacy
# tree against oldlib-compat, the converted tree against newlib):
#
#   make -f mk/migrate-build.mk -k SRCDIR=D OUTDIR=D TESTS="a b" \
#	XCFLAGS=... XLIBS=... [CC=...] [LDFLAGS=...] libobjs|bins
#
# SRCDIR/TEST.c becomes OUTDIR/bin/TEST, linked with the helper library
# built from SRCDIR/lib/*.c (headers in SRCDIR/include). "libobjs" compiles
# the library's objects (each on its own, so that one that does not
# compile is named and the others still count); the caller archives those
# that compiled into OUTDIR/libhelpers.a before "bins". Each compiler's
# output goes to OUTDIR/logs/NAME.log, and a failure prints one line
# naming the source and the log.

LIB_SRCS := $(wildcard $(SRCDIR)/lib/*.c)
LIB_OBJS := $(patsubst $(SRCDIR)/lib/%.c,$(OUTDIR)/obj/%.o,$(LIB_SRCS))
HDRS := $(wildcard $(SRCDIR)/include/*.h)
BINS := $(addprefix $(OUTDIR)/bin/,$(TESTS))
LIBA := $(OUTDIR)/libhelpers.a
INCS := -I$(SRCDIR)/include

.PHONY: libobjs bins
libobjs: $(LIB_OBJS)
bins: $(BINS)

$(OUTDIR)/obj/%.o: $(SRCDIR)/lib/%.c $(HDRS)
	@mkdir -p $(@D) $(OUTDIR)/logs
	@$(CC) $(XCFLAGS) $(INCS) -c -o $@ $< >$(OUTDIR)/logs/lib-$*.log 2>&1 || \
		{ rm -f $@; echo "compile failed: $< (log: $(OUTDIR)/logs/lib-$*.log)"; exit 1; }

$(OUTDIR)/bin/%: $(SRCDIR)/%.c $(HDRS) $(LIBA)
	@mkdir -p $(@D) $(OUTDIR)/logs
	@$(CC) $(XCFLAGS) $(INCS) $(LDFLAGS) -o $@ $< $(LIBA) $(XLIBS) \
		>$(OUTDIR)/logs/$*.log 2>&1 || \
		{ rm -f $@; echo "compile failed: $< (log: $(OUTDIR)/logs/$*.log)"; exit 1; }
