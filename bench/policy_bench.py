#!/usr/bin/env python3
"""Which local scheduling policy `rhz compile` should use by default.

For every program of bench/programs (or those named) and every policy,
compiles the program with `--sched-policy=P --stats` and sums what the
x86-64 code of its methods costs statically: spills and code bytes. Then
builds an executable per policy and times them interleaved, --runs times,
checking each run's output against NAME.out. Prints one markdown table per
measure, with totals (static) and the geometric mean of the run times
relative to `early`.

    bench/policy_bench.py [--rhz build/release/rhz] [--runs 5] [NAME ...]
"""
import argparse
import math
import os
import re
import subprocess
import sys
import tempfile

from interleaved import PROGRAMS, ROOT, median_seconds, program_names

POLICIES = ['source', 'early', 'sethi-ullman', 'minreg', 'balanced']
STATS_ROW = re.compile(r'^\S.*?\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)$')


def static_costs(rhz, path, policy):
    """(spills, code bytes) summed over the program's methods."""
    proc = subprocess.run([rhz, 'compile', '--stats', f'--sched-policy={policy}', path], capture_output=True,
                          text=True, check=True)
    spills = code = 0
    for line in proc.stdout.splitlines():
        m = STATS_ROW.match(line)
        if m:
            spills += int(m.group(5))
            code += int(m.group(7))
    return spills, code


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--rhz', default=os.path.join(ROOT, 'build', 'release', 'rhz'))
    parser.add_argument('--runs', type=int, default=5)
    parser.add_argument('names', nargs='*')
    args = parser.parse_args()
    names = program_names(args.names)

    costs = {(n, p): static_costs(args.rhz, os.path.join(PROGRAMS, n + '.rb'), p) for n in names for p in POLICIES}
    print('| program | ' + ' | '.join(f'{p} spills / bytes' for p in POLICIES) + ' |')
    print('|---|' + '---:|' * len(POLICIES))
    for n in names:
        print(f'| {n} | ' + ' | '.join(f'{costs[(n, p)][0]} / {costs[(n, p)][1]}' for p in POLICIES) + ' |')
    totals = {p: (sum(costs[(n, p)][0] for n in names), sum(costs[(n, p)][1] for n in names)) for p in POLICIES}
    print('| **total** | ' + ' | '.join(f'**{totals[p][0]} / {totals[p][1]}**' for p in POLICIES) + ' |\n')

    with tempfile.TemporaryDirectory() as work:
        def exe(policy, path):
            return os.path.join(work, f'{os.path.basename(path)[:-3]}.{policy}')

        for n in names:
            path = os.path.join(PROGRAMS, n + '.rb')
            for p in POLICIES:
                subprocess.run([args.rhz, 'compile', f'--sched-policy={p}', path, '-o', exe(p, path)], check=True)
        times = median_seconds(names, POLICIES, args.runs, lambda p, path: [exe(p, path)])
    if times is None:
        return 1
    print('| program | ' + ' | '.join(POLICIES) + ' |')
    print('|---|' + '---:|' * len(POLICIES))
    for n in names:
        print(f'| {n} | ' + ' | '.join(f'{times[(n, p)]:.3f}' for p in POLICIES) + ' |')
    geo = {p: math.exp(sum(math.log(times[(n, p)] / times[(n, 'early')]) for n in names) / len(names))
           for p in POLICIES}
    print('| **geomean vs early** | ' + ' | '.join(f'**{geo[p]:.3f}**' for p in POLICIES) + ' |')
    return 0


if __name__ == '__main__':
    sys.exit(main())
