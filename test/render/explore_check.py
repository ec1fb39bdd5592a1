#!/usr/bin/env python3
"""`rhz explore` pages in a real headless browser (Debian's chromium).

For each program given, writes its page with `rhz explore`, then checks:
the page is self-contained (no script, style, image or link fetched from
anywhere); chromium loads it and its script runs to the end without an
uncaught error (the page marks <body data-ready="1">); the views are there
and a selected source line is highlighted in them; and a screenshot is
taken (into --out). Exit status 77 (a skipped test) without chromium.

    test/render/explore_check.py --rhz build/release/rhz --out DIR FILE.rb...
"""
import argparse
import os
import re
import shutil
import subprocess
import sys


def browser():
    for name in ('chromium', 'chromium-browser', 'google-chrome'):
        if shutil.which(name):
            return name
    return None


def run_browser(exe, args, url):
    cmd = [exe, '--headless', '--no-sandbox', '--disable-gpu', '--enable-logging=stderr', '--v=0',
           '--virtual-time-budget=3000'] + args + [url]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=120)


def check_page(rhz, exe, program, out_dir):
    name = os.path.splitext(os.path.basename(program))[0]
    page = os.path.join(out_dir, name + '.html')
    made = subprocess.run([rhz, 'explore', program, '-o', page], capture_output=True, text=True)
    if made.returncode != 0:
        return [f'rhz explore {program} failed: {made.stderr.strip()}']
    html = open(page, encoding='utf-8').read()
    problems = []
    # Nothing is fetched: no src or href attributes, no <link> (the SVG
    # namespace URIs are names, not fetches).
    if re.search(r'<(script|img|iframe)[^>]*\ssrc=|<link\b|\shref="(?!#)', html):
        problems.append(f'{page}: refers to something outside the page')
    for view in ('graph: build', 'graph: opt', 'graph: scheduled', 'schedule', 'bytecode', 'x86-64', 'executors'):
        if f'data-view="{view}"' not in html:
            problems.append(f'{page}: no view "{view}"')
    url = 'file://' + os.path.abspath(page) + '#line=3'
    dom = run_browser(exe, ['--dump-dom'], url)
    if dom.returncode != 0:
        problems.append(f'{page}: chromium exited with {dom.returncode}')
    errors = [l for l in dom.stderr.splitlines() if 'Uncaught' in l or ('CONSOLE' in l and 'rror' in l)]
    problems += [f'{page}: {e}' for e in errors]
    if 'data-ready="1"' not in dom.stdout:
        problems.append(f'{page}: the page\'s script did not finish')
    if 'class="l hl"' not in dom.stdout:
        problems.append(f'{page}: the selected line is highlighted nowhere')
    if '<svg' not in dom.stdout:
        problems.append(f'{page}: no graph was drawn')
    shot = os.path.join(out_dir, name + '.png')
    run_browser(exe, ['--window-size=1600,1000', f'--screenshot={shot}'], url)
    if not os.path.exists(shot) or os.path.getsize(shot) < 10000:
        problems.append(f'{page}: no screenshot')
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--rhz', required=True)
    parser.add_argument('--out', required=True)
    parser.add_argument('programs', nargs='+')
    args = parser.parse_args()
    exe = browser()
    if exe is None:
        print('explore_check: no chromium here; skipped')
        return 77
    os.makedirs(args.out, exist_ok=True)
    problems = []
    for program in args.programs:
        problems += check_page(args.rhz, exe, program, args.out)
    for p in problems:
        print('FAILED', p)
    print(f'explore_check: {len(args.programs)} pages, {len(problems)} problems; screenshots in {args.out}')
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
