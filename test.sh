#!/usr/bin/env bash
# Sets up, builds and runs the whole test suite for one preset
# (default: release; `./test.sh asan` runs it under ASan + UBSan).
set -euo pipefail
cd "$(dirname "$0")"
preset=${1:-release}
./setup.sh "$preset"
ctest --preset "$preset" -j "$(nproc)"
