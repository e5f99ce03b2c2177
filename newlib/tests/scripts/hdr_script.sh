#!/bin/sh
# Run by hdr_script through tst_run_script(): says what it was given, in
# the test's tmpdir, after a sleep longer than the test's default limit
# under the case's LTP_TIMEOUT_MUL.
sleep 4
echo "$#:$1:$2" >script.out
