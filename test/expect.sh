#!/usr/bin/env bash
# Regenerates the expected files of the differential test corpus from CRuby,
# the oracle. For every X.rb it writes, next to it:
#   X.out     the exact stdout of `ruby X.rb`
#   X.expect  "status: N", plus "error: Class" and "report: FIRST LINE" for a
#             runtime error, or "error: SyntaxError" and "line: N" for a
#             syntax error (an `exit(N)` has the status alone).
# Usage: test/expect.sh              (all of test/programs/*.rb and samples/*.rb)
#        test/expect.sh FILE.rb ...  (just these files)
# Each program runs with its own directory as working directory and its bare
# file name as argument, so the paths in ruby's messages are stable.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)

if ! command -v ruby >/dev/null 2>&1; then
  echo "expect.sh: ruby not found on PATH; it is the oracle for the expected files" >&2
  exit 2
fi
version=$(ruby -e 'print RUBY_VERSION')
case "$version" in
  3.1.*) ;;
  *) echo "expect.sh: warning: expected outputs come from CRuby 3.1, found $version" >&2 ;;
esac

# A clean, fixed environment so that nothing outside the program changes the output.
run_ruby() {
  env -i PATH="$PATH" HOME="${HOME:-/tmp}" LANG=C.UTF-8 LC_ALL=C.UTF-8 ruby "$@"
}

if [ "$#" -gt 0 ]; then
  files=("$@")
else
  shopt -s nullglob
  files=("$root"/test/programs/*.rb "$root"/samples/*.rb)
fi
if [ "${#files[@]}" -eq 0 ]; then
  echo "expect.sh: no programs found" >&2
  exit 2
fi

failed=0
errfile=$(mktemp)
trap 'rm -f "$errfile"' EXIT

for f in "${files[@]}"; do
  if [ ! -f "$f" ]; then
    echo "expect.sh: $f: no such file" >&2
    failed=1
    continue
  fi
  dir=$(cd "$(dirname "$f")" && pwd)
  name=$(basename "$f")
  stem=${name%.rb}
  out="$dir/$stem.out"
  exp="$dir/$stem.expect"

  set +e
  (cd "$dir" && run_ruby "$name" >"$out" 2>"$errfile" </dev/null)
  status=$?
  set -e

  if [ "$status" -eq 0 ]; then
    if [ -s "$errfile" ]; then
      echo "expect.sh: $f: exit status 0 but ruby wrote to stderr:" >&2
      sed 's/^/  /' "$errfile" >&2
      failed=1
    fi
    printf 'status: 0\n' >"$exp"
    continue
  fi

  # `exit(N)`: the status alone, with nothing on stderr.
  if [ ! -s "$errfile" ]; then
    printf 'status: %s\n' "$status" >"$exp"
    continue
  fi

  # Classify the failure from ruby's report on stderr.
  #   runtime error: "X.rb:LINE:in `meth': message (ClassName)" on the first line,
  #                  "...: ClassName" for an empty message ("unhandled exception"
  #                  for an empty RuntimeError)
#                  ("X.rb: failed to allocate memory (NoMemoryError)" for that one)
  #   syntax error:  "X.rb:LINE: syntax error, ..." (or another compile error),
  #                  possibly after warnings, and `ruby -c` rejects the file.
  set +e
  verdict=$(run_ruby -e '
    name, errfile = ARGV
    lines = File.read(errfile).lines.map(&:chomp)
    pre = Regexp.escape(name)
    first = lines.first.to_s
    if first =~ /\A#{pre}:\d+:in `/ && first =~ /\(([A-Za-z_:]+)\)\z/
      puts "runtime #{$1}"
    elsif first =~ /\A#{pre}:\d+:in `[^\x27]*\x27: unhandled exception\z/
      puts "runtime RuntimeError"  # a bare raise: an empty RuntimeError
    elsif first =~ /\A#{pre}:\d+:in `[^\x27]*\x27: ([A-Z][A-Za-z_:]*)\z/
      puts "runtime #{$1}"  # an empty message: the class alone
    elsif first == "#{name}: failed to allocate memory (NoMemoryError)"
      puts "runtime NoMemoryError"  # reported without a backtrace
    elsif (l = lines.find { |x| x =~ /\A#{pre}:\d+: / && x !~ /\A#{pre}:\d+: warning: / })
      puts "syntax #{l[/\A#{pre}:(\d+):/, 1]}"
    else
      puts "unknown"
    end
  ' "$name" "$errfile")
  set -e

  case "$verdict" in
    runtime\ *)
      printf 'status: %s\nerror: %s\n' "$status" "${verdict#runtime }" >"$exp"
      # The first line of the report, CRuby's frame and message, with object
      # addresses (which differ from run to run) written 0x?. Not for a
      # SystemStackError: the frame it is raised in depends on the stack's size.
      if [ "${verdict#runtime }" != SystemStackError ]; then
        printf 'report: %s\n' "$(head -n 1 "$errfile" | sed 's/0x[0-9a-f]\{16\}/0x?/g')" >>"$exp"
      fi
      ;;
    syntax\ *)
      if (cd "$dir" && run_ruby -c "$name" >/dev/null 2>&1); then
        echo "expect.sh: $f: looks like a syntax error but ruby -c accepts it:" >&2
        sed 's/^/  /' "$errfile" >&2
        failed=1
      fi
      printf 'status: %s\nerror: SyntaxError\nline: %s\n' "$status" "${verdict#syntax }" >"$exp"
      ;;
    *)
      echo "expect.sh: $f: cannot classify ruby's error report (status $status):" >&2
      sed 's/^/  /' "$errfile" >&2
      failed=1
      ;;
  esac
done

if [ "$failed" -ne 0 ]; then
  echo "expect.sh: FAILED (see above)" >&2
  exit 1
fi
echo "expect.sh: regenerated expected files for ${#files[@]} program(s) with ruby $version"
