#!/usr/bin/env python3
"""Frontend benchmark: parses and checks a generated tier-A program.

Generates a program of about LINES lines (default 100,000) made of realistic
method definitions, loops, conditionals, case statements, strings with
interpolation and arrays, then runs `rhz compile PROG --stop-after=check`
several times and prints the median wall time and the peak resident memory.

    bench/parse_bench.py [--rhz build/release/rhz] [--lines 100000] [--runs 5]
"""
import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time

METHOD = '''def work_{i}(a, b, limit = {k})
  total = 0
  i = 0
  while i < limit
    if i % 3 == 0 && a > b
      total += a * i - b
    elsif i.even?
      total -= (b + i) / 2
    else
      total = total + i ** 2 % 7
    end
    i += 1
  end
  case total % 4
  when 0 then label = "zero"
  when 1, 2
    label = "small #{{total}}"
  else
    label = 'other'
  end
  items = [a, b, total, [i, limit], "x#{{a}}y"]
  items[1] ||= 0
  x, y = items[0], items[1]
  puts "work_{i}: #{{label}} #{{x + y}}" unless total.zero?
  return total if total > 100
  items.length + x - y
end

'''

CALL = 'r = work_{i}({a}, {b})\np r if r > {k}\n'


def generate(lines):
    parts = []
    count = 0
    i = 0
    while count < lines:
        text = METHOD.format(i=i, k=i % 17 + 3) + CALL.format(i=i, a=i % 11, b=i % 5, k=i % 23)
        parts.append(text)
        count += text.count('\n')
        i += 1
    return ''.join(parts), count


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--rhz', default=os.path.join(root, 'build/release/rhz'))
    ap.add_argument('--lines', type=int, default=100000)
    ap.add_argument('--runs', type=int, default=5)
    args = ap.parse_args()

    program, count = generate(args.lines)
    with tempfile.NamedTemporaryFile('w', suffix='.rb', delete=False) as f:
        f.write(program)
        path = f.name
    try:
        times = []
        for _ in range(args.runs):
            start = time.perf_counter()
            proc = subprocess.run([args.rhz, 'compile', path, '--stop-after=check'],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
            times.append(time.perf_counter() - start)
            if proc.returncode != 0:
                sys.stderr.write(proc.stderr.decode(errors='replace')[:2000])
                sys.exit('parse_bench: rhz failed on the generated program')
        peak_kib = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
        print(f'program: {count} lines, {len(program) / 1e6:.1f} MB')
        print(f'parse+check: median {statistics.median(times) * 1000:.0f} ms over {args.runs} runs '
              f'(min {min(times) * 1000:.0f} ms)')
        print(f'peak RSS: {peak_kib / 1024:.0f} MiB')
    finally:
        os.unlink(path)


if __name__ == '__main__':
    main()
