#!/bin/bash
# newlib's own tests: each case runs a small test program from $BIN and
# asserts on its exit status and output. Cases live in cases/*.sh, one file
# per part of the library; each file only calls the mk/testlib.sh helpers.
set -u
here=$(cd "$(dirname "$0")" && pwd)
: "${BIN:?BIN must name the directory of the built test programs}"
. "$here/../../mk/testlib.sh"

for f in "$here"/cases/*.sh; do
	[ -e "$f" ] || continue
	. "$f"
done
t_done
