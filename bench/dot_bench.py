#!/usr/bin/env python3
"""How long Graphviz takes to draw rhz's graphs, over the whole corpus.

For every program in samples/ and test/programs/ (or the files named) and
every phase of --dump-graph (build, opt, scheduled), writes the DOT text
`rhz compile --dump-graph=PHASE` prints and times `dot -Tsvg` on it. Prints
the slowest renders as a markdown table, then the count, the median and the
slowest time. A render that dot rejects, or that takes longer than --timeout,
is reported and makes the exit status 1.

    bench/dot_bench.py [--rhz build/release/rhz] [--top 10] [--timeout 120] [FILE.rb ...]
"""
import argparse
import glob
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PHASES = ('build', 'opt', 'scheduled')


def corpus():
    files = glob.glob(os.path.join(ROOT, 'samples', '*.rb')) + glob.glob(os.path.join(ROOT, 'test', 'programs', '*.rb'))
    return sorted(files)


def dump(rhz, path, phase):
    """The DOT text of one phase, or None when the program does not compile."""
    proc = subprocess.run([rhz, 'compile', f'--dump-graph={phase}', path], capture_output=True, text=True)
    return proc.stdout if proc.returncode == 0 else None


def render(dot, text, timeout):
    """Seconds dot took, or an error string."""
    with tempfile.NamedTemporaryFile('w', suffix='.dot', delete=False) as f:
        f.write(text)
        name = f.name
    try:
        start = time.perf_counter()
        proc = subprocess.run([dot, '-Tsvg', name, '-o', os.devnull], capture_output=True, text=True,
                              timeout=timeout)
        seconds = time.perf_counter() - start
        if proc.returncode != 0:
            return f'dot failed: {proc.stderr.strip()[:200]}'
        return seconds
    except subprocess.TimeoutExpired:
        return f'longer than {timeout} s'
    finally:
        os.unlink(name)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--rhz', default=os.path.join(ROOT, 'build', 'release', 'rhz'))
    parser.add_argument('--dot', default='dot')
    parser.add_argument('--top', type=int, default=10)
    parser.add_argument('--timeout', type=float, default=120)
    parser.add_argument('files', nargs='*')
    args = parser.parse_args()

    times, failures = [], []
    for path in args.files or corpus():
        for phase in PHASES:
            text = dump(args.rhz, path, phase)
            if text is None:
                continue
            result = render(args.dot, text, args.timeout)
            name = os.path.relpath(path, ROOT)
            if isinstance(result, str):
                failures.append((name, phase, result))
            else:
                times.append((result, name, phase, text.count('->')))
    times.sort(reverse=True)
    print('| program | phase | edges | dot -Tsvg (s) |')
    print('|---|---|---:|---:|')
    for seconds, name, phase, edges in times[:args.top]:
        print(f'| {name} | {phase} | {edges} | {seconds:.2f} |')
    if times:
        print(f'\n{len(times)} renders: median {statistics.median(t[0] for t in times):.3f} s, '
              f'slowest {times[0][0]:.2f} s ({times[0][1]}, {times[0][2]})')
    for name, phase, why in failures:
        print(f'FAILED {name} {phase}: {why}')
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
