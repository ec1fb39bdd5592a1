#!/usr/bin/env bash
# Installs everything rhz needs from Debian packages (idempotent: safe to run
# any number of times), then configures and builds the given preset
# (default: release). Ruby is installed only to regenerate expected outputs
# and to run benchmarks; building and testing never need it.
set -euo pipefail
cd "$(dirname "$0")"
preset=${1:-release}

packages=(g++ cmake ninja-build pkg-config re2c bison libcli11-dev libxbyak-dev catch2 libgc-dev libcapstone-dev ruby graphviz python3 time)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "setup: installing ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi

cmake --preset "$preset" -DRHZ_WERROR="${RHZ_WERROR:-OFF}" >/dev/null
cmake --build --preset "$preset"
