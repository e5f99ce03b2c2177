# reports/: migration, coverage and release statistics (Python: Debian's
# python3-jinja2 and python3-pygal). Nothing to build; the tools run from
# the source tree.
#
#   make stats GIT=REPO OUT=DIR [TAG_PATTERN=REGEX] [RUNTEST_DIR=runtest]
#	[STATS_PATCHES=all|no-merges] [STATS_AUTHORS=name|email] [STATS_TESTS=diff|tags]
#	OUT/release-stats.json, one entry per release tag (the article's
#	definitions by default; reports/README.md)
#   make stats-article GIT=LTP-CLONE [OUT=DIR]: make stats on the dated
#	release tags, compared with the article's two tables
#   make report [INVENTORY=F] [RESULTS=F] [OUT=DIR] [GIT=REPO]
#	[TAG_PATTERN=REGEX] [TEST_DIR=testcases] [RUNTEST_DIR=runtest]
#	[KERNEL_GIT=REPO] [KERNEL_SINCE=DATE] [SUITE_NAME=LTP]
#	OUT/index.html, summary.txt, report.json (OUT: build/reports)
#
# OUT and GIT are read only here, with defaults given per target, so a
# default another fragment gives OUT (make convert's) does not leak in.

REPORTS_DIR := $(TOP)/reports
REPORTS_OUT = $(or $(OUT),$(BUILD)/reports)

.PHONY: stats report check-reports

stats:
	@if [ -z "$(GIT)" ] || [ -z "$(OUT)" ]; then \
		echo "usage: make stats GIT=REPO OUT=DIR [TAG_PATTERN=REGEX] [RUNTEST_DIR=PATH]" >&2; \
		exit 2; \
	fi
	@$(REPORTS_DIR)/stats --git "$(GIT)" --out "$(OUT)" \
		$(if $(TAG_PATTERN),--tag-pattern '$(TAG_PATTERN)') \
		$(if $(RUNTEST_DIR),--runtest-dir "$(RUNTEST_DIR)") \
		$(if $(STATS_PATCHES),--patches "$(STATS_PATCHES)") \
		$(if $(STATS_AUTHORS),--authors "$(STATS_AUTHORS)") \
		$(if $(STATS_TESTS),--tests "$(STATS_TESTS)")

# The article's tables against a clone of the real suite: make stats on its
# dated release tags, then reports/tests/article.py (one line per release,
# one per target of issue 12).
ARTICLE ?= $(TOP)/../shared/seeds/000-article.md
.PHONY: stats-article
stats-article:
	@if [ -z "$(GIT)" ]; then \
		echo "usage: make stats-article GIT=LTP-CLONE [OUT=DIR] [ARTICLE=FILE]" >&2; \
		exit 2; \
	fi
	@$(REPORTS_DIR)/stats --git "$(GIT)" --out "$(or $(OUT),$(BUILD)/stats-article)" \
		--tag-pattern '^[0-9]{8}$$'
	@/usr/bin/python3 $(REPORTS_DIR)/tests/article.py "$(ARTICLE)" \
		"$(or $(OUT),$(BUILD)/stats-article)/release-stats.json"

# Without INVENTORY= or RESULTS=, the defaults are read when they are there.
REPORT_INVENTORY = $(or $(INVENTORY),$(wildcard $(BUILD)/convert/inventory.json))
REPORT_RESULTS = $(or $(RESULTS),$(wildcard $(BUILD)/testcases/results.json))
report:
	@$(REPORTS_DIR)/report \
		$(if $(REPORT_INVENTORY),--inventory "$(REPORT_INVENTORY)") \
		$(if $(REPORT_RESULTS),--results "$(REPORT_RESULTS)") \
		--out "$(REPORTS_OUT)" \
		$(if $(GIT),--git "$(GIT)") \
		$(if $(TAG_PATTERN),--tag-pattern '$(TAG_PATTERN)') \
		$(if $(TEST_DIR),--test-dir "$(TEST_DIR)") \
		$(if $(RUNTEST_DIR),--runtest-dir "$(RUNTEST_DIR)") \
		$(if $(KERNEL_GIT),--kernel-git "$(KERNEL_GIT)") \
		$(if $(KERNEL_SINCE),--kernel-since "$(KERNEL_SINCE)") \
		$(if $(SUITE_NAME),--suite-name "$(SUITE_NAME)")

CHECK_SUITES += reports
CHECK_UNTIMED += reports
check-reports:
	@T_SUITE=reports TOP=$(TOP) REPORTS=$(REPORTS_DIR) \
		SCREENSHOTS=$(abspath $(BUILD))/reports/screenshots \
		$(REPORTS_DIR)/tests/run.sh

# The release-statistics benchmark alone (`make bench` runs it too).
.PHONY: bench-stats
bench-stats:
	@BENCH_DIR=$(abspath $(BUILD))/bench TOP=$(TOP) $(TOP)/bench/stats.sh

# Installed as DIR/share/tst/reports/ with DIR/bin/tst-report and
# DIR/bin/tst-stats as symbolic links (the tools find their package
# beside their real path).
REPORTS_PY := $(wildcard $(REPORTS_DIR)/tstreport/*.py)
REPORTS_TEMPLATES := $(wildcard $(REPORTS_DIR)/tstreport/templates/*)
install: install-reports
.PHONY: install-reports
install-reports:
	@$(INST) file 755 share/tst/reports $(REPORTS_DIR)/report $(REPORTS_DIR)/stats
	@$(INST) file 644 share/tst/reports/tstreport $(REPORTS_PY)
	@$(INST) file 644 share/tst/reports/tstreport/templates $(REPORTS_TEMPLATES)
	@$(INST) file 644 share/tst $(TOP)/VERSION
	@$(INST) link ../share/tst/reports/report bin/tst-report
	@$(INST) link ../share/tst/reports/stats bin/tst-stats
