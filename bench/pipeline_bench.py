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
import subprocess
import sys

from interleaved import PROGRAMS, ROOT, median_seconds, program_names

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


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--rhz', default=os.path.join(ROOT, 'build', 'release', 'rhz'))
    ap.add_argument('--runs', type=int, default=7)
    ap.add_argument('names', nargs='*')
    args = ap.parse_args()
    names = program_names(args.names)
    print('| program | loop | II | list schedule (cycles) | pipelining |')
    print('|---|---|---:|---:|---|')
    for name in names:
        for loop, (ii, flat, what) in loops_of(args.rhz, os.path.join(PROGRAMS, name + '.rb')).items():
            print(f'| `{name}` | `{loop}` | {ii} | {flat} | {what} |')
    medians = median_seconds(names, ('off', 'on'), args.runs,
                             lambda mode, path: [args.rhz, 'run', '--jit', f'--pipeline={mode}', path])
    if medians is None:
        return 1
    print()
    print('| program | --pipeline=off (s) | --pipeline=on (s) | off/on |')
    print('|---|---:|---:|---:|')
    for name in names:
        off, on = medians[(name, 'off')], medians[(name, 'on')]
        print(f'| `{name}` | {off:.3f} | {on:.3f} | {off / on:.2f}x |')
    return 0


if __name__ == '__main__':
    sys.exit(main())
