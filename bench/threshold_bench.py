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
import sys

from interleaved import ROOT, median_seconds, program_names


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--rhz', default=os.path.join(ROOT, 'build', 'release', 'rhz'))
    ap.add_argument('--runs', type=int, default=5)
    ap.add_argument('--thresholds', default='1,16,64,256,1024')
    ap.add_argument('names', nargs='*')
    args = ap.parse_args()
    thresholds = [int(t) for t in args.thresholds.split(',')]
    names = program_names(args.names)
    medians = median_seconds(names, thresholds, args.runs,
                             lambda t, path: [args.rhz, 'run', '--jit', f'--jit-threshold={t}', path])
    if medians is None:
        return 1
    print('| program | ' + ' | '.join(f'threshold {t} (s)' for t in thresholds) + ' |')
    print('|---|' + '---:|' * len(thresholds))
    for name in names:
        print(f'| `{name}` | ' + ' | '.join(f'{medians[(name, t)]:.3f}' for t in thresholds) + ' |')
    geo = [math.exp(sum(math.log(medians[(n, t)]) for n in names) / len(names)) for t in thresholds]
    print('| geometric mean | ' + ' | '.join(f'{g:.3f}' for g in geo) + ' |')
    return 0


if __name__ == '__main__':
    sys.exit(main())
