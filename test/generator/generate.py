#!/usr/bin/env python3
"""Random program generator for rhz's Ruby subset (tiers A and B of LANGUAGE.md).

    generate.py --seed N [--size S]

prints one well-formed, terminating Ruby program on stdout, deterministically
from the seed.  The generator itself is the package rubygen next to this
script (see its __init__.py for what it guarantees).
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from rubygen import generate  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--seed', type=int, required=True)
    ap.add_argument('--size', type=int, default=None, help='number of top-level statements (default: random 6..24)')
    a = ap.parse_args()
    sys.stdout.write(generate(a.seed, a.size))


if __name__ == '__main__':
    main()
