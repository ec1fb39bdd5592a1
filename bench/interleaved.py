"""Interleaved timing of rhz variants on bench/programs (shared by the
threshold and pipeline benches): every run checks its output against
NAME.out, and the variants rotate within each round so that machine noise
falls on all of them alike."""
import os
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PROGRAMS = os.path.join(ROOT, 'bench', 'programs')


def program_names(names):
    """The names given, or every program of bench/programs but start-up."""
    return names or sorted(f[:-3] for f in os.listdir(PROGRAMS) if f.endswith('.rb') and f != 'startup.rb')


def median_seconds(names, variants, runs, argv_for):
    """{(name, variant): median seconds}, or None after reporting a wrong
    output. argv_for(variant, path) is the command line of one run."""
    times = {(n, v): [] for n in names for v in variants}
    for r in range(runs):
        for name in names:
            path = os.path.join(PROGRAMS, name + '.rb')
            with open(os.path.join(PROGRAMS, name + '.out'), 'rb') as f:
                expected = f.read()
            for i in range(len(variants)):
                variant = variants[(r + i) % len(variants)]
                start = time.perf_counter()
                proc = subprocess.run(argv_for(variant, path), capture_output=True)
                seconds = time.perf_counter() - start
                if proc.stdout != expected or proc.returncode != 0:
                    print(f'{name} ({variant}): wrong output or status {proc.returncode}', file=sys.stderr)
                    return None
                times[(name, variant)].append(seconds)
    return {k: statistics.median(v) for k, v in times.items()}
