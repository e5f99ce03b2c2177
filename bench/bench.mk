# bench/: benchmarks, each printed as a ratio against a baseline measured in
# the same run. `make bench` builds them and runs bench/run.sh.

BENCH_DIR := $(BUILD)/bench
BENCH_PLAIN := $(BENCH_DIR)/true $(BENCH_DIR)/spawn $(BENCH_DIR)/futex_pingpong
BENCH_TESTS := $(BENCH_DIR)/trivial $(BENCH_DIR)/ckpt_pingpong

$(BENCH_DIR)/%: $(TOP)/bench/%.c $(LIBTST)
	@mkdir -p $(@D)
	$(CC) $(TST_CFLAGS) $(LDFLAGS) -o $@ $< $(TST_LIBS)

bench: $(BENCH_PLAIN) $(BENCH_TESTS)
	@BENCH_BIN=$(BENCH_DIR) $(TOP)/bench/run.sh
	@BENCH_DIR=$(abspath $(BENCH_DIR)) TOP=$(TOP) $(TOP)/bench/stats.sh
	@[ -f $(BUILD)/migrate/scan.json ] || { \
		echo "bench: make migrate first, for the converted twins"; \
		$(MAKE) --no-print-directory migrate >/dev/null 2>&1 || true; }
	@MIGRATE_DIR=$(abspath $(BUILD))/migrate TOP=$(TOP) $(TOP)/bench/sleep-suite.sh
