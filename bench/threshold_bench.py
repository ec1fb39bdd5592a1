#!/usr/bin/env python3
"""Chooses tier 2's default threshold by measurement.

Runs every program of bench/programs under `rhz run --jit --jit-threshold=N`
for each N, interleaved, --runs times, checking each run's output against
NAME.out, and prints a markdown table of median seconds per threshold with
the geometric mean over the programs (lower is better).

    bench/threshold_bench.py [--rhz build/release/rhz] [--runs 5] [--thresholds 1,16,64,256,1024] [NAME ...]
"""
import argparse
import math
import os
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PROGRAMS = os.path.join(ROOT, 'bench', 'programs')


def run(rhz, threshold, path):
    start = time.perf_counter()
    out = subprocess.run([rhz, 'run', '--jit', f'--jit-threshold={threshold}', path], capture_output=True)
    return time.perf_counter() - start, out


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--rhz', default=os.path.join(ROOT, 'build', 'release', 'rhz'))
    ap.add_argument('--runs', type=int, default=5)
    ap.add_argument('--thresholds', default='1,16,64,256,1024')
    ap.add_argument('names', nargs='*')
    args = ap.parse_args()
    thresholds = [int(t) for t in args.thresholds.split(',')]
    names = args.names or sorted(f[:-3] for f in os.listdir(PROGRAMS) if f.endswith('.rb') and f != 'startup.rb')
    times = {(n, t): [] for n in names for t in thresholds}
    for r in range(args.runs):
        for name in names:
            path = os.path.join(PROGRAMS, name + '.rb')
            with open(os.path.join(PROGRAMS, name + '.out'), 'rb') as f:
                expected = f.read()
            for i in range(len(thresholds)):
                t = thresholds[(r + i) % len(thresholds)]
                seconds, out = run(args.rhz, t, path)
                if out.stdout != expected or out.returncode != 0:
                    print(f'{name} at threshold {t}: wrong output or status {out.returncode}', file=sys.stderr)
                    return 1
                times[(name, t)].append(seconds)
    print('| program | ' + ' | '.join(f'threshold {t} (s)' for t in thresholds) + ' |')
    print('|---|' + '---:|' * len(thresholds))
    for name in names:
        print(f'| `{name}` | ' + ' | '.join(f'{statistics.median(times[(name, t)]):.3f}' for t in thresholds) + ' |')
    geo = [math.exp(sum(math.log(statistics.median(times[(n, t)])) for n in names) / len(names)) for t in thresholds]
    print('| geometric mean | ' + ' | '.join(f'{g:.3f}' for g in geo) + ' |')
    return 0


if __name__ == '__main__':
    sys.exit(main())
