#!/usr/bin/env bash
# Installs the programs bench/run_bench.py compares rhz with, from Debian
# packages (idempotent: safe to run any number of times): CRuby (mode ruby,
# and to regenerate bench/programs/*.out), LuaJIT (mode luajit, running the
# ports in bench/lua) and GNU time (peak RSS of each run). Building and
# testing rhz never need them; ../setup.sh installs what the build needs.
set -euo pipefail

packages=(ruby luajit time)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "bench/setup.sh: installing ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi
