#!/usr/bin/env bash
# The install tree and the Debian package, as a new user meets them:
#   1. `cmake --install` to a temporary prefix; with the build tree moved
#      out of the way, the installed rhz compiles a sample to an executable
#      whose output is CRuby's, and runs it.
#   2. `cpack` makes rhz_VERSION_ARCH.deb; `apt-get install ./rhz_*.deb`
#      installs it; /usr/bin/rhz compiles and runs the sample;
#      `apt-get remove` takes it away again (skipped without apt-get).
# Usage: test/install/check.sh [BUILD_DIR]   (default: build/release)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=$(cd "${1:-$root/build/release}" && pwd)
sample=$root/samples/sieve.rb
work=$(mktemp -d)
moved=""
restore() {
  if [ -n "$moved" ]; then mv "$moved" "$build"; fi
  rm -rf "$work"
}
trap restore EXIT

compile_and_run() {  # RHZ: compile the sample, run it, compare with CRuby's output
  local rhz=$1
  (cd "$work" && "$rhz" compile "$sample" -o "$work/sample" && "$work/sample" >"$work/out")
  cmp -s "$work/out" "${sample%.rb}.out" || { echo "install check: $rhz: the sample's output differs" >&2; exit 1; }
}

cmake --install "$build" --prefix "$work/prefix" >/dev/null
moved=$work/build-moved
mv "$build" "$moved"
compile_and_run "$work/prefix/bin/rhz"
"$work/prefix/bin/rhz" run "$sample" | cmp -s - "${sample%.rb}.out"
# Without a C++ compiler on PATH, rhz compile says so.
if PATH=/nonexistent "$work/prefix/bin/rhz" compile "$sample" -o "$work/none" 2>"$work/err" ||
   ! grep -q "C++ compiler 'c++', which is not installed" "$work/err"; then
  echo "install check: a missing C++ compiler is not reported clearly:" >&2
  cat "$work/err" >&2
  exit 1
fi
mv "$moved" "$build"
moved=""
echo "install check: the install tree works without the build tree"

if ! command -v apt-get >/dev/null; then
  echo "install check: no apt-get here; the Debian package is not tried"
  exit 0
fi
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
(cd "$build" && cpack >/dev/null)
deb=$(ls "$build"/rhz_*.deb)
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$deb" >/dev/null
compile_and_run /usr/bin/rhz
DEBIAN_FRONTEND=noninteractive $sudo apt-get remove -y -qq rhz >/dev/null
echo "install check: $(basename "$deb") installs, compiles and runs a sample"
