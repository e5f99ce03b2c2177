# bench/: benchmarks, each printed as a ratio against a baseline measured in
# the same run. `make bench` builds them and runs bench/run.sh.

BENCH_DIR := $(BUILD)/bench
BENCH_PLAIN := $(BENCH_DIR)/true $(BENCH_DIR)/spawn $(BENCH_DIR)/futex_pingpong
BENCH_TESTS := $(BENCH_DIR)/trivial $(BENCH_DIR)/ckpt_pingpong

$(BENCH_DIR)/%: $(TOP)/bench/%.c $(LIBTST)
	@mkdir -p $(@D)
	$(CC) $(TST_CFLAGS) $(LDFLAGS) -o $@ $< $(TST_LIBS)

# The conversion pipeline's throughput (bench/convert.sh): the bundled
# corpus, then the real one when it is there (BENCH_CORPUS= leaves it out),
# one run at a time on a shared machine (flock on BENCH_LOCK).
BENCH_CORPUS ?= $(wildcard $(TOP)/../shared/corpus/ltp-20160920)
BENCH_LOCK ?= /tmp/corpus-run.lock

bench: $(BENCH_PLAIN) $(BENCH_TESTS) $(BUILD)/converter/tst-convert
	@BENCH_BIN=$(BENCH_DIR) $(TOP)/bench/run.sh
	@BENCH_DIR=$(abspath $(BENCH_DIR)) TOP=$(TOP) $(TOP)/bench/stats.sh
	@[ -f $(BUILD)/migrate/scan.json ] || { \
		echo "bench: make migrate first, for the converted twins"; \
		$(MAKE) --no-print-directory migrate >/dev/null 2>&1 || true; }
	@MIGRATE_DIR=$(abspath $(BUILD))/migrate TOP=$(TOP) $(TOP)/bench/sleep-suite.sh
	@TOP=$(TOP) TST_CONVERT=$(abspath $(BUILD))/converter/tst-convert \
		flock $(BENCH_LOCK) $(TOP)/bench/convert.sh
	@[ -z "$(BENCH_CORPUS)" ] || TOP=$(TOP) \
		TST_CONVERT=$(abspath $(BUILD))/converter/tst-convert \
		flock $(BENCH_LOCK) $(TOP)/bench/convert.sh $(BENCH_CORPUS)
