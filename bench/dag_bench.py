#!/usr/bin/env python3
"""Local-scheduler benchmark: one large block.

Writes a seeded random layered DAG of N nodes (about 1.6 edges per node, as
the `layered` family of the public DAGs) in the --dump-dag format, and times
`rhz sched-dag --policy P` on it for each policy (median of several runs,
process start-up included).

    bench/dag_bench.py [--rhz build/release/rhz] [--nodes 1000] [--runs 5]
"""
import argparse
import os
import random
import statistics
import subprocess
import tempfile
import time


def layered_dag(n, seed):
    rng = random.Random(seed)
    lines = [f'dag layered_{n}']
    width = max(4, int(n ** 0.5))
    layers = [list(range(i, min(i + width, n))) for i in range(0, n, width)]
    for node in range(n):
        lines.append(f'node {node} 1 op')
    for li in range(1, len(layers)):
        for node in layers[li]:
            preds = set()
            for _ in range(rng.choice((1, 2, 2, 3))):
                back = rng.randint(1, min(3, li))
                preds.add(rng.choice(layers[li - back]))
            lines.extend(f'edge {p} {node}' for p in sorted(preds))
    lines.append('end')
    return '\n'.join(lines) + '\n'



def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('--rhz', default=os.path.join(root, 'build/release/rhz'))
    ap.add_argument('--nodes', type=int, default=1000)
    ap.add_argument('--runs', type=int, default=5)
    ap.add_argument('--policies', nargs='+', default=['source', 'early', 'sethi-ullman', 'minreg', 'balanced'])
    args = ap.parse_args()
    with tempfile.NamedTemporaryFile('w', suffix='.dag', delete=False) as f:
        f.write(layered_dag(args.nodes, 1))
        path = f.name
    try:
        print(f'one layered DAG of {args.nodes} nodes')
        print(f'{"policy":<14} {"median ms":>10}')
        for policy in args.policies:
            times = []
            for _ in range(args.runs):
                start = time.perf_counter()
                subprocess.run([args.rhz, 'sched-dag', path, '--policy', policy],
                               stdout=subprocess.DEVNULL, check=True)
                times.append((time.perf_counter() - start) * 1000)
            print(f'{policy:<14} {statistics.median(times):>10.1f}')
    finally:
        os.unlink(path)


if __name__ == '__main__':
    main()
