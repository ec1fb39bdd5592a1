#!/usr/bin/env python3
"""Differential runner: generated programs through every rhz mode against CRuby.

    difftest.py [--count N] [--start-seed S] [--jobs J] [--rhz PATH] [--out DIR] [--no-ruby]
                [--size S] [--timeout SEC] [--modes a,b,...] [--keep]

For every seed it generates a program (generate.py's), runs it under `ruby` (the
reference, when installed and not --no-ruby) and under every mode of rhz, and
compares stdout byte for byte, the exit status and the error class on stderr
(the "(ClassName)" at the end of the first line of the report).  A hang
(--timeout, 10 s by default), a crash (a signal, an exit status >= 128 or
"rhz: ... error" text on stderr) and a rejection of the program ("error: ...
not supported", a construct outside the subset) are findings too.  Without
ruby, the modes are compared with the first mode (tier-1 interpretation).

Every failing program is written to --out (default /tmp/rhz-gen-findings) as
seedN/prog.rb with seedN/description.txt (seed, modes, expected against got,
first differing line of stdout).  A summary goes to stdout and to
--out/summary-FIRST-LAST.txt.  The exit status is 0 when nothing was found and
1 when anything was (soft findings and generator problems included), so that a
short run can serve as a test.
"""

import argparse
import concurrent.futures
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_RHZ = os.path.join(os.path.dirname(os.path.dirname(HERE)), 'build', 'release', 'rhz')
sys.path.insert(0, HERE)
import rubygen  # noqa: E402

# name -> rhz arguments before the file ("compile" is special: compile, then run the executable)
MODES = [
    ('interp', ['run', '--verify']),
    ('minreg', ['run', '--verify', '--sched-policy=minreg']),
    ('jit1-pipe', ['run', '--verify', '--jit', '--jit-threshold=1', '--pipeline=on']),
    ('jit', ['run', '--verify', '--jit']),
    ('stress', ['run', '--verify', '--jit-threshold=1', '--jit-stress=5', '--pipeline=on']),
    ('compiled', ['compile']),
]

ERR_RE = re.compile(r'\(([A-Za-z_][A-Za-z0-9_:]*)\)\s*$')
REJECT_RE = re.compile(r'^[^:\n]+\.rb:\d+:\d+: error: ', re.M)


class Result:
    __slots__ = ('stdout', 'stderr', 'status', 'timeout', 'secs')

    def __init__(self, stdout=b'', stderr=b'', status=0, timeout=False, secs=0.0):
        self.stdout = stdout
        self.stderr = stderr
        self.status = status
        self.timeout = timeout
        self.secs = secs

    def err_first(self):
        lines = self.stderr.decode('utf-8', 'replace').splitlines()
        # skip ruby warnings (constant reassignment etc.)
        for l in lines:
            if ': warning: ' in l or l.startswith('\t'):
                continue
            return l
        return ''

    def err_class(self):
        if self.status == 0:
            return None
        m = ERR_RE.search(self.err_first())
        return m.group(1) if m else '?'


def clean_env():
    env = {'PATH': os.environ.get('PATH', '/usr/bin:/bin'), 'HOME': os.environ.get('HOME', '/tmp'),
           'LANG': 'C.UTF-8', 'LC_ALL': 'C.UTF-8'}
    return env


def run(cmd, cwd, timeout):
    t0 = time.time()
    try:
        p = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL,
                           timeout=timeout, env=clean_env())
        return Result(p.stdout, p.stderr, p.returncode, False, time.time() - t0)
    except subprocess.TimeoutExpired as e:
        return Result(e.stdout or b'', e.stderr or b'', -999, True, time.time() - t0)


def run_mode(rhz, mode_args, cwd, name, timeout):
    """Runs one mode of rhz on cwd/name; returns a Result."""
    if mode_args and mode_args[0] == 'compile':
        exe = name[:-3] + '.exe'
        exe_path = os.path.join(cwd, exe)
        if os.path.exists(exe_path):
            os.remove(exe_path)
        c = run([rhz] + mode_args + [name, '-o', exe], cwd, timeout)
        if c.status != 0 or c.timeout:
            return c
        r = run(['./' + exe], cwd, timeout)
        r.secs += c.secs
        return r
    return run([rhz] + mode_args + [name], cwd, timeout)


def classify(res, ref, deliberate=None):
    """Compares a result of rhz with the reference; returns (kind, detail) or None when they agree.

    kind: crash, timeout, reject, unsupported, stdout, status, class, message (a soft difference: the first
    line of the error report differs while the class agrees)."""
    err = res.stderr.decode('utf-8', 'replace')
    if res.timeout:
        return ('timeout', 'no result within the time limit')
    if res.status < 0 or res.status >= 128:
        return ('crash', 'exit status %d%s' % (res.status, ' (signal %d)' % -res.status if res.status < 0 else ''))
    if re.search(r'^rhz: (internal error|error)|internal error|Assertion|assert|Segmentation|terminate called',
                 err, re.M) and 'rhz: error: linking' not in err:
        return ('crash', 'internal error text on stderr: ' + first_line(err))
    if 'is not supported by rhz yet' in err and (ref is None or b'is not supported by rhz yet' not in ref.stderr):
        return ('unsupported', first_line(err[err.index('is not supported') - 60:]))
    if REJECT_RE.search(err) and res.status == 1 and ref is not None and ref.status == 0:
        return ('reject', first_line(REJECT_RE.search(err).group(0) + err[REJECT_RE.search(err).end():]))
    if ref is None:
        return None
    if res.stdout != ref.stdout:
        return ('stdout', first_diff(ref.stdout, res.stdout))
    if res.status != ref.status:
        return ('status', 'exit status %d, expected %d; stderr: %s' % (res.status, ref.status, first_line(err)))
    if res.err_class() != ref.err_class():
        return ('class', 'error class %s, expected %s: %s' % (res.err_class(), ref.err_class(), res.err_first()))
    if res.status != 0 and res.err_first() != ref.err_first():
        return ('message', 'got %r, expected %r' % (res.err_first(), ref.err_first()))
    return None


def first_line(s):
    for l in s.splitlines():
        if l.strip():
            return l[:300]
    return ''


def first_diff(exp, got):
    e = exp.decode('utf-8', 'replace').split('\n')
    g = got.decode('utf-8', 'replace').split('\n')
    for i in range(max(len(e), len(g))):
        a = e[i] if i < len(e) else '<end of output>'
        b = g[i] if i < len(g) else '<end of output>'
        if a != b:
            return 'stdout line %d: expected %r, got %r' % (i + 1, a[:200], b[:200])
    return 'stdout differs (trailing newline)'


class Stats:
    def __init__(self, modes):
        self.lock = threading.Lock()
        self.programs = 0
        self.executions = 0
        self.by_mode = {m: {} for m, _ in modes}
        self.ruby_problems = []
        self.failing = []
        self.deliberate = 0
        self.script_errors = []
        self.ruby_secs = 0.0

    def add(self, mode, kind):
        with self.lock:
            d = self.by_mode[mode]
            d[kind] = d.get(kind, 0) + 1


def ruby_problem(src, ref):
    """A program the generator should not have produced: ruby fails unexpectedly, hangs or warns."""
    if ref.timeout:
        return 'ruby timed out'
    deliberate = '\ndef boom' in src
    if ref.status == 0:
        if ref.stderr.strip():
            return 'ruby wrote to stderr: ' + first_line(ref.stderr.decode('utf-8', 'replace'))
        if deliberate:
            return 'the deliberate error did not happen'
        return None
    stderr = ref.stderr.decode('utf-8', 'replace')
    if not deliberate:
        return 'unexpected ruby error: ' + first_line(stderr)
    if "`boom" not in stderr:
        return 'ruby failed outside the deliberate error: ' + first_line(stderr)
    return None


def test_seed(seed, args, modes, stats, workroot):
    src = rubygen.generate(seed, args.size)
    d = os.path.join(workroot, 's%d' % seed)
    os.makedirs(d, exist_ok=True)
    name = 'prog.rb'
    with open(os.path.join(d, name), 'w') as f:
        f.write(src)
    ref = None
    findings = []
    if args.ruby:
        ref = run([args.ruby, name], d, args.timeout)
        stats.ruby_secs += ref.secs
        prob = ruby_problem(src, ref)
        if prob:
            with stats.lock:
                stats.ruby_problems.append((seed, prob))
            findings.append(('ruby', 'generator', prob))
    results = {}
    base = None
    for mname, margs in modes:
        res = run_mode(args.rhz, margs, d, name, args.timeout)
        results[mname] = res
        with stats.lock:
            stats.executions += 1
        against = ref if ref is not None else base
        c = classify(res, against)
        if ref is None and base is None:
            base = res
        if c is not None:
            kind, detail = c
            stats.add(mname, kind)
            findings.append((mname, kind, detail))
        else:
            stats.add(mname, 'ok')
    with stats.lock:
        stats.programs += 1
        if '\ndef boom' in src:
            stats.deliberate += 1
    hard = [f for f in findings if f[1] != 'message']
    out = os.path.join(args.out, 'seed%d' % seed)
    shutil.rmtree(out, ignore_errors=True)  # what an earlier run found for this seed
    if findings:
        os.makedirs(out, exist_ok=True)
        shutil.copy(os.path.join(d, name), os.path.join(out, 'prog.rb'))
        with open(os.path.join(out, 'description.txt'), 'w') as f:
            size = ' --size %d' % args.size if args.size else ''
            f.write('seed: %d (generate.py --seed %d%s)\n' % (seed, seed, size))
            if ref is not None:
                f.write('ruby: status %d, error class %s, %d bytes of stdout\n' % (ref.status, ref.err_class(),
                                                                                  len(ref.stdout)))
                if ref.status:
                    f.write('ruby stderr first line: %s\n' % ref.err_first())
            for mname, kind, detail in findings:
                margs = dict(modes).get(mname)
                f.write('\n[%s] %s: %s\n' % (mname, kind, detail))
                if margs:
                    f.write('  command: %s %s prog.rb\n' % (args.rhz, ' '.join(margs)))
                    res = results[mname]
                    f.write('  status %d, error class %s\n' % (res.status, res.err_class()))
                    e = res.stderr.decode('utf-8', 'replace').strip()
                    if e:
                        f.write('  stderr: ' + '\n          '.join(e.splitlines()[:6]) + '\n')
        with stats.lock:
            stats.failing.append((seed, [(m, k) for m, k, _ in findings], bool(hard)))
    if not args.keep:
        shutil.rmtree(d, ignore_errors=True)
    return findings


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--count', type=int, default=100)
    ap.add_argument('--start-seed', type=int, default=1)
    ap.add_argument('--jobs', type=int, default=2)
    ap.add_argument('--rhz', default=DEFAULT_RHZ)
    ap.add_argument('--out', default='/tmp/rhz-gen-findings')
    ap.add_argument('--no-ruby', action='store_true', help='do not run ruby; compare the modes with each other')
    ap.add_argument('--size', type=int, default=None, help='passed to the generator')
    ap.add_argument('--timeout', type=float, default=10.0, help='seconds per run (default 10)')
    ap.add_argument('--modes', default=None, help='comma-separated subset of: ' + ','.join(m for m, _ in MODES))
    ap.add_argument('--keep', action='store_true', help='keep the work directories')
    args = ap.parse_args()

    modes = MODES
    if args.modes:
        want = args.modes.split(',')
        modes = [m for m in MODES if m[0] in want]
    args.rhz = os.path.abspath(args.rhz)
    if not os.path.exists(args.rhz):
        sys.exit('difftest.py: rhz not found at %s (use --rhz)' % args.rhz)
    args.ruby = None
    if not args.no_ruby:
        args.ruby = shutil.which('ruby')
        if args.ruby is None:
            print('difftest.py: note: ruby not found on PATH; skipping the CRuby comparison '
                  '(the modes are compared with the first one)', file=sys.stderr)
    os.makedirs(args.out, exist_ok=True)
    workroot = tempfile.mkdtemp(prefix='rhz-gen-work-')
    stats = Stats(modes)
    t0 = time.time()
    seeds = range(args.start_seed, args.start_seed + args.count)
    done = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as ex:
        futs = {ex.submit(test_seed, s, args, modes, stats, workroot): s for s in seeds}
        for fut in concurrent.futures.as_completed(futs):
            s = futs[fut]
            done += 1
            try:
                findings = fut.result()
            except Exception as e:  # a bug of this script: report, go on, fail at the end
                print('seed %d: difftest error: %r' % (s, e), file=sys.stderr)
                stats.script_errors.append((s, repr(e)))
                continue
            for m, k, d in findings:
                print('seed %d: [%s] %s: %s' % (s, m, k, d[:240]), flush=True)
            if done % 100 == 0:
                print('... %d/%d programs, %.0f s' % (done, args.count, time.time() - t0), flush=True)
    shutil.rmtree(workroot, ignore_errors=True)
    el = time.time() - t0
    lines = []
    lines.append('programs: %d (seeds %d..%d), with a deliberate error: %d' % (
        stats.programs, args.start_seed, args.start_seed + args.count - 1, stats.deliberate))
    lines.append('executions of rhz: %d%s, wall time %.0f s' % (
        stats.executions, ' (+%d of ruby)' % stats.programs if args.ruby else '', el))
    lines.append('reference: %s' % (args.ruby or 'none (modes compared with %s)' % modes[0][0]))
    lines.append('%-10s %6s %6s %6s %6s %6s %6s %6s %6s %6s' % ('mode', 'ok', 'stdout', 'status', 'class', 'crash',
                                                               'timeout', 'reject', 'unsupp', 'message'))
    for m, _ in modes:
        d = stats.by_mode[m]
        lines.append('%-10s %6d %6d %6d %6d %6d %6d %6d %6d %6d' % (
            m, d.get('ok', 0), d.get('stdout', 0), d.get('status', 0), d.get('class', 0), d.get('crash', 0),
            d.get('timeout', 0), d.get('reject', 0), d.get('unsupported', 0), d.get('message', 0)))
    lines.append('generator problems (ruby failed unexpectedly): %d' % len(stats.ruby_problems))
    for s, p in sorted(stats.ruby_problems)[:20]:
        lines.append('  seed %d: %s' % (s, p))
    hard = sorted(s for s, _, h in stats.failing if h)
    lines.append('programs with hard findings: %d%s' % (len(hard), (' (seeds: %s)' % ' '.join(map(str, hard[:60])))
                                                         if hard else ''))
    soft = sorted(s for s, _, h in stats.failing if not h)
    if soft:
        lines.append('programs with only soft findings (error message line differs): %d (seeds: %s)' % (
            len(soft), ' '.join(map(str, soft[:60]))))
    if stats.script_errors:
        lines.append('errors of difftest.py itself: %d (seeds: %s)' % (
            len(stats.script_errors), ' '.join(str(s) for s, _ in sorted(stats.script_errors)[:60])))
    lines.append('findings written to %s' % args.out)
    text = '\n'.join(lines) + '\n'
    print(text, end='')
    with open(os.path.join(args.out, 'summary-%d-%d.txt' % (args.start_seed, args.start_seed + args.count - 1)),
              'w') as f:
        f.write(text)
    # any finding, soft ones and generator problems included, fails the run (a smoke test relies on it)
    return 1 if stats.failing or stats.ruby_problems or stats.script_errors else 0


if __name__ == '__main__':
    sys.exit(main())
