#!/usr/bin/env bash
# Installs everything rhz needs from Debian packages (idempotent: safe to run
# any number of times), then configures and builds the given preset
# (default: release). Ruby is installed only to regenerate expected outputs
# and to run benchmarks; building and testing never need it.
#
# `./setup.sh --packages P...` only installs the Debian packages P (what
# bench/setup.sh uses for the comparison programs).
set -euo pipefail
cd "$(dirname "$0")"

install_packages() {
  local missing=()
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    echo "setup: installing ${missing[*]}"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
  fi
}

if [ "${1:-}" = "--packages" ]; then
  shift
  install_packages "$@"
  exit 0
fi

preset=${1:-release}
install_packages g++ cmake ninja-build pkg-config re2c bison libcli11-dev libxbyak-dev catch2 libgc-dev \
  libgmp-dev libonig-dev libcapstone-dev ruby graphviz python3 time

# The fuzz preset builds with clang and links libFuzzer (doc/testing.md).
[ "$preset" != fuzz ] || install_packages clang libclang-rt-14-dev

# A unity build (CMake's: batches of the room's files compiled as one) takes
# a third of the compile time from scratch, which is what a fresh checkout
# and CI do; RHZ_UNITY=OFF gives one object per file, for the quickest
# rebuilds after an edit. The fuzz preset builds file by file.
unity=${RHZ_UNITY:-ON}
[ "$preset" != fuzz ] || unity=${RHZ_UNITY:-OFF}
cmake --preset "$preset" -DRHZ_WERROR="${RHZ_WERROR:-OFF}" -DCMAKE_UNITY_BUILD="$unity" >/dev/null
cmake --build --preset "$preset"
