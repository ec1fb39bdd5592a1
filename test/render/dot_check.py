#!/usr/bin/env python3
"""Every graph rhz draws is one Graphviz accepts.

For every program of samples/ and test/programs/ that compiles, writes
`rhz compile --dump-graph=PHASE` for each PHASE given and has `dot -Tsvg`
draw it; any render dot rejects (or crashes on) fails the check. No timing
is asserted: bench/dot_bench.py measures the time. Exit status 77 (a
skipped test) when Graphviz is not installed.

--part I/N draws only the programs whose place in the sorted list is I
modulo N: the test suite draws each program in one phase of three, which
covers every program's constants and names and every phase's kinds of
node in a third of the time (layout is most of it).

    test/render/dot_check.py --rhz build/release/rhz [--jobs 2] [--part I/N] PHASE...
"""
import argparse
import concurrent.futures
import glob
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def check(rhz, path, phase):
    dump = subprocess.run([rhz, 'compile', f'--dump-graph={phase}', path], capture_output=True, text=True)
    if dump.returncode != 0:
        return None  # a program rhz rejects (the corpus has some on purpose)
    drawn = subprocess.run(['dot', '-Tsvg', '-o', os.devnull], input=dump.stdout, capture_output=True, text=True,
                           timeout=120)
    if drawn.returncode != 0:
        return f'{os.path.relpath(path, ROOT)} ({phase}): dot exited with {drawn.returncode}: {drawn.stderr.strip()[:300]}'
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--rhz', required=True)
    parser.add_argument('--jobs', type=int, default=2)
    parser.add_argument('--part', default='0/1', help='I/N: only the programs at places I modulo N')
    parser.add_argument('phases', nargs='+')
    args = parser.parse_args()
    if shutil.which('dot') is None:
        print('dot_check: Graphviz is not installed; skipped')
        return 77
    programs = sorted(glob.glob(os.path.join(ROOT, 'samples', '*.rb')) +
                      glob.glob(os.path.join(ROOT, 'test', 'programs', '*.rb')))
    part, parts = (int(x) for x in args.part.split('/'))
    programs = programs[part::parts]
    work = [(p, phase) for p in programs for phase in args.phases]
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        failures = [f for f in pool.map(lambda w: check(args.rhz, *w), work) if f]
    for f in failures:
        print('FAILED', f)
    print(f'dot_check: {len(work)} graphs, {len(failures)} rejected')
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
