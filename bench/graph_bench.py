#!/usr/bin/env python3
"""Pipeline benchmark: builds, optimises and schedules generated programs.

Generates tier-A programs of increasing size (the same shape as
parse_bench.py), counts the nodes of their built graphs, and times the
`build`, `opt` and `schedule` phases with --time-passes (median of several
runs). The growth columns compare each size with the first: a near-linear
pipeline keeps time per node flat.

    bench/graph_bench.py [--rhz build/release/rhz] [--runs 5] [--policy minreg]
"""
import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from parse_bench import generate  # noqa: E402


def phase_times(rhz, path, policy):
    proc = subprocess.run([rhz, 'compile', path, '--stop-after=schedule', '--time-passes',
                           '--sched-policy=' + policy],
                          stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, check=True)
    times = {}
    for line in proc.stderr.decode().splitlines():
        m = re.match(r'(\w+)\s+([\d.]+)$', line.strip())
        if m:
            times[m.group(1)] = float(m.group(2))
    return times


def node_count(rhz, path):
    proc = subprocess.run([rhz, 'compile', path, '--stop-after=build', '--dump-graph=build,text'],
                          stdout=subprocess.PIPE, check=True)
    return sum(1 for line in proc.stdout.decode().splitlines() if re.match(r'\d+ ', line))


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--rhz', default=os.path.join(root, 'build/release/rhz'))
    ap.add_argument('--runs', type=int, default=5)
    ap.add_argument('--lines', type=int, nargs='+', default=[2400, 24000])
    ap.add_argument('--policy', default='minreg')
    args = ap.parse_args()

    rows = []
    for lines in args.lines:
        program, _ = generate(lines)
        with tempfile.NamedTemporaryFile('w', suffix='.rb', delete=False) as f:
            f.write(program)
            path = f.name
        try:
            nodes = node_count(args.rhz, path)
            samples = [phase_times(args.rhz, path, args.policy) for _ in range(args.runs)]
            rows.append((nodes, *(statistics.median(s[p] for s in samples)
                                   for p in ('build', 'opt', 'schedule'))))
        finally:
            os.unlink(path)
    base_nodes, base_total = rows[0][0], sum(rows[0][1:])
    print(f'schedule policy: {args.policy}')
    print(f'{"nodes":>9} {"build ms":>9} {"opt ms":>9} {"sched ms":>9} {"total ms":>9} {"size x":>7} {"time x":>7}')
    for nodes, build, opt, sched in rows:
        total = build + opt + sched
        print(f'{nodes:>9} {build:>9.1f} {opt:>9.1f} {sched:>9.1f} {total:>9.1f} '
              f'{nodes / base_nodes:>7.1f} {total / base_total:>7.1f}')


if __name__ == '__main__':
    main()
