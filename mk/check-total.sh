#!/bin/bash
# Sum the per-suite lines that mk/testlib.sh recorded and print the closing
# line of `make check`. Fails when any suite failed or did not report.
set -u
results=$1
shift
passed=0
failed=0
status=0
for suite in "$@"; do
	line=$(grep "^$suite " "$results" 2>/dev/null | tail -n 1)
	if [ -z "$line" ]; then
		echo "check: suite $suite did not report (it crashed or was not run)" >&2
		failed=$((failed + 1))
		status=1
		continue
	fi
	read -r _ p f <<<"$line"
	passed=$((passed + p))
	failed=$((failed + f))
	[ "$f" = 0 ] || status=1
done
echo "$passed passed, $failed failed"
exit $status
