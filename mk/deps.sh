#!/bin/bash
# Make sure the Debian packages the build needs are here. As root it installs
# the missing ones; otherwise it prints the exact command and fails.
set -u

# command-to-check:package pairs; an absolute path (a glob may match) is
# a file the package installs
need=(
	"cc:gcc"
	"make:make"
	"mkfs.ext2:e2fsprogs"
	"losetup:mount"
	"pkg-config:pkg-config"
	"/usr/bin/python3:python3"
	"setpriv:util-linux"
	"timeout:coreutils"
	"pgrep:procps"
	"valgrind:valgrind"
	"spatch:coccinelle"
	"/usr/lib/llvm-*/include/clang-c/Index.h:libclang-dev"
	"/usr/lib/python3/dist-packages/jinja2:python3-jinja2"
	"/usr/lib/python3/dist-packages/pygal:python3-pygal"
	"git:git"
	"help2man:help2man"
	"/usr/lib/python3/dist-packages/clang:python3-clang"
	"chromium:chromium"
	# Libraries the real suite's tests link when its configure finds them
	# (make migrate SRC=...: config.mk's AIO_LIBS, NUMA_LIBS, ...).
	"/usr/include/libaio.h:libaio-dev"
	"/usr/include/numa.h:libnuma-dev"
	"/usr/include/acl/libacl.h:libacl1-dev"
	"/usr/include/sys/capability.h:libcap-dev"
	"/usr/include/selinux/selinux.h:libselinux1-dev"
	"/usr/include/keyutils.h:libkeyutils-dev"
	"/usr/include/tirpc/rpc/rpc.h:libtirpc-dev"
	# <attr/xattr.h>, which two removexattr tests include.
	"/usr/include/attr/xattr.h:libattr1-dev"
	"/usr/include/openssl/sha.h:libssl-dev"
	# <xfs/xqm.h>, which quotactl02 includes (HAVE_XFS_QUOTA).
	"/usr/include/xfs/xqm.h:xfslibs-dev"
)

missing=()
for pair in "${need[@]}"; do
	cmd=${pair%%:*}
	pkg=${pair#*:}
	if [ "${cmd#/}" != "$cmd" ]; then
		# an absolute path, perhaps a glob: a file the package installs
		compgen -G "$cmd" >/dev/null || missing+=("$pkg")
		continue
	fi
	if ! command -v "$cmd" >/dev/null 2>&1 &&
	   ! [ -x "/sbin/$cmd" ] && ! [ -x "/usr/sbin/$cmd" ]; then
		missing+=("$pkg")
	fi
done

[ ${#missing[@]} -eq 0 ] && exit 0

cmd="apt-get update && apt-get install -y --no-install-recommends ${missing[*]}"
if [ "$(id -u)" != 0 ]; then
	echo "deps: missing Debian packages: ${missing[*]}" >&2
	echo "deps: run as root:  $cmd" >&2
	exit 1
fi
echo "deps: installing ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq && apt-get install -y -qq --no-install-recommends "${missing[@]}"
