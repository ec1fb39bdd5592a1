#!/usr/bin/env python3
"""Software pipelining on the benchmark programs, by the model and by the clock.

For every program of bench/programs (or those named), runs
`rhz run --jit --pipeline=on --dump-pipeline` once to learn what became of
each innermost loop of its executors: its II against the list schedule's
cycles per iteration (both on the loop machine), and whether it was
pipelined or why not. Then times `--pipeline=off` against `--pipeline=on`,
interleaved, --runs times, checking every run's output against NAME.out,
and prints two markdown tables: the loops, and the median seconds with
off/on (above 1.00x pipelining is faster).

    bench/pipeline_bench.py [--rhz build/release/rhz] [--runs 7] [NAME ...]
"""
import argparse
import os
import re
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PROGRAMS = os.path.join(ROOT, 'bench', 'programs')
LOOP_LINE = re.compile(r'^pipeline (\S+): (pipelined, (\d+) stages|list schedule kept: (.*?))'
                       r'(?: \(II=(\d+), the list schedule (\d+) cycles per iteration\))?$')


def loops_of(rhz, path):
    """What --dump-pipeline says of each innermost loop, once per loop."""
    proc = subprocess.run([rhz, 'run', '--jit', '--pipeline=on', '--dump-pipeline', path], capture_output=True,
                          text=True)
    loops = {}
    for line in proc.stderr.splitlines():
        m = LOOP_LINE.match(line)
        if m and m.group(1) not in loops:
            stages, why, ii, flat = m.group(3), m.group(4), m.group(5), m.group(6)
            loops[m.group(1)] = (ii or '-', flat or '-', f'{stages} stages' if stages else f'kept: {why}')
    return loops


def timed(rhz, mode, path):
    start = time.perf_counter()
    proc = subprocess.run([rhz, 'run', '--jit', f'--pipeline={mode}', path], capture_output=True)
    return time.perf_counter() - start, proc


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--rhz', default=os.path.join(ROOT, 'build', 'release', 'rhz'))
    ap.add_argument('--runs', type=int, default=7)
    ap.add_argument('names', nargs='*')
    args = ap.parse_args()
    names = args.names or sorted(f[:-3] for f in os.listdir(PROGRAMS) if f.endswith('.rb') and f != 'startup.rb')
    modes = ('off', 'on')
    print('| program | loop | II | list schedule (cycles) | pipelining |')
    print('|---|---|---:|---:|---|')
    for name in names:
        for loop, (ii, flat, what) in loops_of(args.rhz, os.path.join(PROGRAMS, name + '.rb')).items():
            print(f'| `{name}` | `{loop}` | {ii} | {flat} | {what} |')
    times = {(n, m): [] for n in names for m in modes}
    for r in range(args.runs):
        for name in names:
            path = os.path.join(PROGRAMS, name + '.rb')
            with open(os.path.join(PROGRAMS, name + '.out'), 'rb') as f:
                expected = f.read()
            for i in range(len(modes)):
                mode = modes[(r + i) % len(modes)]
                seconds, proc = timed(args.rhz, mode, path)
                if proc.stdout != expected or proc.returncode != 0:
                    print(f'{name} with --pipeline={mode}: wrong output or status {proc.returncode}', file=sys.stderr)
                    return 1
                times[(name, mode)].append(seconds)
    print()
    print('| program | --pipeline=off (s) | --pipeline=on (s) | off/on |')
    print('|---|---:|---:|---:|')
    for name in names:
        off, on = (statistics.median(times[(name, m)]) for m in modes)
        print(f'| `{name}` | {off:.3f} | {on:.3f} | {off / on:.2f}x |')
    return 0


if __name__ == '__main__':
    sys.exit(main())
