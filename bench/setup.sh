#!/usr/bin/env bash
# Installs the programs bench/run_bench.py compares rhz with, from Debian
# packages (idempotent: safe to run any number of times): CRuby (mode ruby,
# and to regenerate bench/programs/*.out), LuaJIT (mode luajit, running the
# ports in bench/lua) and GNU time (peak RSS of each run). Building and
# testing rhz never need them; ../setup.sh installs what the build needs.
set -euo pipefail
exec "$(dirname "$0")/../setup.sh" --packages ruby luajit time
