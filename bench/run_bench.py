#!/usr/bin/env python3
"""Execution benchmark: runs the programs of bench/programs under CRuby, rhz and LuaJIT.

Each program bench/programs/NAME.rb has its expected stdout beside it in
NAME.out (made with `ruby NAME.rb > NAME.out`). For each program (all of them,
or those named on the command line) and each mode, the program is run --runs
times, the modes interleaved within every run (in a rotating order) so that
drifting machine load falls on all of them alike. Every run's stdout and exit
status are checked against NAME.out: a mismatch is reported on stderr and the
cell is marked FAILED instead of timed. Wall time (process start-up included)
and the peak resident memory of the child (ru_maxrss from wait4) are recorded,
and a markdown table of medians, speed-ups and peak RSS is printed, followed
by the start-up time (median of --startup-runs runs of startup.rb). The
speed-ups are ruby's time over every other mode's, and where both modes of a
pair are present, run/compiled, run/jit, compiled/jit and luajit/jit (below
1.00x the second mode is the slower one).

Modes (--modes, comma-separated, default ruby,run):
    ruby      plain `ruby FILE` (CRuby, no JIT)
    run       `rhz run FILE`
    compiled  `rhz compile FILE -o OUT` once per program (not timed), then `OUT`
    jit       `rhz run --jit FILE`
    jit1      `rhz run --jit --jit-threshold=1 FILE` (compiles every method on
              its first call: the JIT's code without the warm-up in tier 1)
    luajit    `luajit bench/lua/NAME.lua`, the hand port of NAME.rb, which must
              print NAME.out too; a program with no port is shown as `—`
An rhz mode may name a local scheduling policy after a colon
(`compiled:minreg`, `run:balanced`, `jit:minreg`), so one table can compare
policies. A mode that cannot run here (ruby or luajit not installed, an rhz
binary without the subcommand or flag, e.g. --jit) is skipped with a message.

ruby, luajit and GNU time (for peak RSS) are only needed here, never to build
or test rhz: bench/setup.sh installs them from Debian packages.

    bench/run_bench.py [--rhz build/release/rhz] [--modes ruby,run] [--runs 5] [NAME ...]
    bench/run_bench.py --modes compiled:early,compiled:minreg,compiled:balanced pressure
    bench/run_bench.py --modes run,compiled,jit,luajit fib loop_mulmod sieve
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PROGRAMS = os.path.join(ROOT, 'bench', 'programs')
LUA_PORTS = os.path.join(ROOT, 'bench', 'lua')
STARTUP = 'startup'


class Unsupported(Exception):
    """The mode cannot run at all (tool missing or subcommand not implemented)."""


class PrepareFailed(Exception):
    """The mode cannot run one particular program (e.g. it fails to compile)."""


class Absent(Exception):
    """The mode has no version of one particular program (e.g. no Lua port):
    the cell is left empty, not FAILED."""


class Mode:
    """One way of running a program. `label` heads the time columns, `short`
    the speed-up and RSS columns; `kind` is the name without the policy."""
    name = label = short = ''
    takes_policy = False

    def __init__(self, args, workdir, policy=None):
        self.args = args
        self.workdir = workdir
        self.policy = policy
        self.kind = self.name
        if policy:
            self.name = f'{self.name}:{policy}'
            self.label = f'{self.label} ({policy})'
            self.short = f'{self.short} ({policy})'

    def probe(self):
        """Raises Unsupported when this mode cannot run here."""

    def describe(self):
        """A line naming the tool this mode runs, for the head of the report (or None)."""
        return None

    def command(self, path):
        """The argv that runs the program at `path` (may raise PrepareFailed or Absent)."""
        raise NotImplementedError


class RubyMode(Mode):
    name, label, short = 'ruby', 'ruby', 'ruby'

    def probe(self):
        if shutil.which(self.args.ruby) is None:
            raise Unsupported(f'{self.args.ruby} not found')

    def command(self, path):
        return [self.args.ruby, path]


class RhzMode(Mode):
    takes_policy = True
    flags = []  # options of `rhz run` that make the mode; a binary without them skips it

    def policy_args(self):
        return [f'--sched-policy={self.policy}'] if self.policy else []

    def describe(self):
        return f'rhz: {self.args.rhz}'

    def probe(self):
        rhz = self.args.rhz
        if not (os.path.isfile(rhz) and os.access(rhz, os.X_OK)):
            raise Unsupported(f'{rhz} not found or not executable (build it with ./setup.sh release)')
        # Run start-up through the whole mode: an rhz that lacks the
        # subcommand fails here, and the mode is skipped, not timed.
        path = program_path(STARTUP)
        try:
            argv = self.command(path)
        except PrepareFailed as e:
            raise Unsupported(str(e)) from None
        proc = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=child_env())
        message = first_line(proc.stderr)
        # 2 is CLI11's status for a usage error, such as an unknown option.
        if self.flags and (proc.returncode == 2 or any(f.split('=')[0] in message for f in self.flags)):
            raise Unsupported(f'{rhz} does not support `{" ".join(self.flags)}` yet '
                              f'(exit status {proc.returncode}: {message})')
        if proc.returncode != 0 or proc.stdout != expected_output(STARTUP):
            raise Unsupported(f'`{" ".join(argv)}` exited with {proc.returncode}: '
                              f'{message}')


class RunMode(RhzMode):
    name, label, short = 'run', 'rhz run', 'run'

    def command(self, path):
        return [self.args.rhz, 'run', *self.flags, *self.policy_args(), path]


class JitMode(RunMode):
    name, label, short = 'jit', 'rhz --jit', 'jit'
    flags = ['--jit']


class Jit1Mode(RunMode):
    name, label, short = 'jit1', 'rhz --jit (threshold 1)', 'jit1'
    flags = ['--jit', '--jit-threshold=1']


class CompiledMode(RhzMode):
    name, label, short = 'compiled', 'rhz compiled', 'compiled'

    def __init__(self, args, workdir, policy=None):
        super().__init__(args, workdir, policy)
        self.binaries = {}
        self.compile_seconds = {}

    def command(self, path):
        if path not in self.binaries:
            name = os.path.splitext(os.path.basename(path))[0]
            out = os.path.join(self.workdir, name + (f'-{self.policy}' if self.policy else ''))
            argv = [self.args.rhz, 'compile', *self.policy_args(), path, '-o', out]
            start = time.perf_counter()
            proc = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=child_env())
            self.compile_seconds[name] = time.perf_counter() - start
            if proc.returncode != 0 or not os.access(out, os.X_OK):
                self.binaries[path] = PrepareFailed(
                    f'`{" ".join(argv)}` exited with {proc.returncode}: {first_line(proc.stderr)}')
            else:
                self.binaries[path] = [out]
        result = self.binaries[path]
        if isinstance(result, PrepareFailed):
            raise result
        return result


class LuajitMode(Mode):
    name, label, short = 'luajit', 'luajit', 'luajit'

    def probe(self):
        if shutil.which(self.args.luajit) is None:
            raise Unsupported(f'{self.args.luajit} not found (bench/setup.sh installs it)')

    def describe(self):
        return f'luajit: {tool_version([self.args.luajit, "-v"])}'

    def command(self, path):
        name = os.path.splitext(os.path.basename(path))[0]
        port = os.path.join(LUA_PORTS, name + '.lua')
        if not os.path.isfile(port):
            raise Absent(f'no Lua port {os.path.relpath(port, ROOT)}')
        return [self.args.luajit, port]


# The one place a mode is registered: name -> class, in the order --help lists them.
MODES = {m.name: m for m in (RubyMode, RunMode, CompiledMode, JitMode, Jit1Mode, LuajitMode)}

# Speed-up columns between two kinds of mode, (numerator, denominator), shown
# when both are present: a faster tier against the one it must beat. Modes
# that both take a scheduling policy are paired only when the policies agree.
RATIOS = (('run', 'compiled'), ('run', 'jit'), ('compiled', 'jit'), ('luajit', 'jit'))


def child_env():
    env = dict(os.environ)
    env.pop('RUBYOPT', None)  # no --jit or preloaded libraries sneaking into "plain ruby"
    return env


def first_line(data):
    lines = data.decode(errors='replace').strip().splitlines()
    return lines[0] if lines else '(no message)'


def program_path(name):
    return os.path.join(PROGRAMS, name + '.rb')


def expected_output(name):
    with open(os.path.join(PROGRAMS, name + '.out'), 'rb') as f:
        return f.read()


def available_programs():
    names = sorted(f[:-3] for f in os.listdir(PROGRAMS) if f.endswith('.rb'))
    return [n for n in names if os.path.exists(os.path.join(PROGRAMS, n + '.out'))]


# Peak RSS comes from GNU time when it is installed: a child forked by this
# Python process would report Python's own resident size as its peak
# (Linux carries the parent's high-water mark across fork and exec), which
# hides anything below about 15 MiB. time(1) is small, and reports its own
# child's peak. Without it, the wait4 figure is used and is a ceiling.
GNU_TIME = '/usr/bin/time' if os.path.exists('/usr/bin/time') else None


def run_once(argv, timeout, measure_rss=True):
    """Runs argv; returns (seconds, peak RSS in KiB, exit status, stdout, stderr, timed_out)."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err, \
            tempfile.NamedTemporaryFile(mode='r') as rss:
        if measure_rss and GNU_TIME:
            argv = [GNU_TIME, '-q', '-f', '%M', '-o', rss.name] + list(argv)
        start = time.perf_counter()
        proc = subprocess.Popen(argv, stdout=out, stderr=err, stdin=subprocess.DEVNULL, env=child_env())
        killed = []

        def kill():
            killed.append(True)
            proc.kill()
        timer = threading.Timer(timeout, kill)
        timer.start()
        try:
            _, status, usage = os.wait4(proc.pid, 0)
        finally:
            timer.cancel()
        seconds = time.perf_counter() - start
        proc.returncode = os.waitstatus_to_exitcode(status)  # reaped here, not by Popen
        kib = usage.ru_maxrss
        if measure_rss and GNU_TIME:
            text = rss.read().strip().splitlines()
            if text and text[-1].isdigit():
                kib = int(text[-1])
        out.seek(0)
        err.seek(0)
        return seconds, kib, proc.returncode, out.read(), err.read(), bool(killed)


class Cell:
    """The samples of one (program, mode) pair."""

    def __init__(self):
        self.times = []
        self.peak_kib = 0
        self.failure = None
        self.absent = False

    def median(self):
        return statistics.median(self.times) if self.times and not self.failure else None


def measure(name, modes, runs, timeout, quiet=False, measure_rss=True):
    """Runs `name` under every mode `runs` times, interleaved; returns {mode name: Cell}."""
    path = program_path(name)
    expected = expected_output(name)
    cells = {m.name: Cell() for m in modes}
    for m in modes:
        try:
            m.command(path)
        except PrepareFailed as e:
            cells[m.name].failure = str(e)
            loud_failure(name, m, str(e))
        except Absent:
            cells[m.name].absent = True
    for r in range(runs):
        for i in range(len(modes)):
            m = modes[(r + i) % len(modes)]
            cell = cells[m.name]
            if cell.failure or cell.absent:
                continue
            seconds, kib, status, out, err, timed_out = run_once(m.command(path), timeout, measure_rss=measure_rss)
            if timed_out:
                cell.failure = f'timed out after {timeout:g} s'
            elif status != 0:
                cell.failure = f'exit status {status}: {first_line(err)}'
            elif out != expected:
                cell.failure = 'stdout differs from ' + os.path.relpath(
                    os.path.join(PROGRAMS, name + '.out'), ROOT) + '\n' + describe_diff(expected, out)
            if cell.failure:
                loud_failure(name, m, cell.failure)
                continue
            cell.times.append(seconds)
            cell.peak_kib = max(cell.peak_kib, kib)
        if not quiet:
            print(f'  {name}: run {r + 1}/{runs} done', file=sys.stderr, flush=True)
    return cells


def describe_diff(expected, actual):
    exp = expected.decode(errors='replace').splitlines()
    act = actual.decode(errors='replace').splitlines()
    for i in range(max(len(exp), len(act))):
        e = exp[i] if i < len(exp) else '(end of output)'
        a = act[i] if i < len(act) else '(end of output)'
        if e != a:
            return f'    first difference at line {i + 1}:\n    expected: {e[:200]}\n    actual:   {a[:200]}'
    return '    (outputs differ only in trailing bytes)'


def loud_failure(name, mode, message):
    bar = '!' * 72
    print(f'{bar}\nFAILED: {name} under {mode.label}: {message}\n{bar}', file=sys.stderr, flush=True)


def fmt_seconds(cell):
    if cell.failure:
        return 'FAILED'
    if cell.absent:
        return '—'
    return f'{cell.median():.3f}'


def fmt_mib(cell):
    if cell.failure:
        return 'FAILED'
    if cell.absent:
        return '—'
    return f'{cell.peak_kib / 1024:.1f}'


def fmt_ratio(num, den):
    return f'{num / den:.2f}x' if num is not None and den else '—'


def speedup_pairs(modes):
    """The (numerator, denominator) mode pairs with a speed-up column, in column order."""
    pairs = [(base, m) for base in modes if base.name == 'ruby' for m in modes if m is not base]
    for num_kind, den_kind in RATIOS:
        pairs += [(num, den) for num in modes if num.kind == num_kind
                  for den in modes if den.kind == den_kind
                  if not (num.takes_policy and den.takes_policy) or num.policy == den.policy]
    return pairs


def print_table(results, modes):
    pairs = speedup_pairs(modes)
    header = ['program'] + [f'{m.label} median (s)' for m in modes]
    header += [f'speed-up ({num.short}/{den.short})' for num, den in pairs]
    header.append('peak RSS ' + ' / '.join(m.short for m in modes) + ' (MiB)')
    print('| ' + ' | '.join(header) + ' |')
    print('|' + '|'.join(['---'] + ['---:'] * (len(header) - 1)) + '|')
    for name, cells in results:
        row = [name] + [fmt_seconds(cells[m.name]) for m in modes]
        row += [fmt_ratio(cells[num.name].median(), cells[den.name].median()) for num, den in pairs]
        row.append(' / '.join(fmt_mib(cells[m.name]) for m in modes))
        print('| ' + ' | '.join(row) + ' |')


def tool_version(argv):
    try:
        proc = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=child_env())
    except OSError as e:
        return f'unavailable ({e.strerror})'
    return first_line(proc.stdout)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('programs', nargs='*', metavar='NAME',
                    help='programs of bench/programs to run (default: all)')
    ap.add_argument('--rhz', default=os.path.join(ROOT, 'build/release/rhz'))
    ap.add_argument('--ruby', default='ruby', help='the CRuby to compare with (default: ruby)')
    ap.add_argument('--luajit', default='luajit', help='the LuaJIT of mode luajit (default: luajit)')
    ap.add_argument('--modes', default='ruby,run',
                    help='comma-separated, from: ' + ', '.join(MODES) + ' (default: ruby,run)')
    ap.add_argument('--runs', type=int, default=5)
    ap.add_argument('--startup-runs', type=int, default=20)
    ap.add_argument('--timeout', type=float, default=300, help='seconds per run before it counts as FAILED')
    ap.add_argument('--quiet', action='store_true', help='no progress lines on stderr')
    args = ap.parse_args()

    names = available_programs()
    selected = args.programs or names
    unknown = [n for n in selected if n not in names]
    if unknown:
        ap.error(f'no program (with a .out file) named {", ".join(unknown)}; have {", ".join(names)}')
    mode_names = [m.strip() for m in args.modes.split(',') if m.strip()]
    bad = [m for m in mode_names
           if m.split(':')[0] not in MODES or (':' in m and not MODES[m.split(':')[0]].takes_policy)]
    if bad or not mode_names:
        ap.error(f'unknown mode {", ".join(bad) or "(none)"}; choose from {", ".join(MODES)}')
    if args.rhz and not os.path.isabs(args.rhz) and os.sep in args.rhz:
        args.rhz = os.path.abspath(args.rhz)

    failed = False
    with tempfile.TemporaryDirectory(prefix='rhz-bench-') as workdir:
        modes = []
        for name in mode_names:
            base, _, policy = name.partition(':')
            mode = MODES[base](args, workdir, policy or None)
            try:
                mode.probe()
            except Unsupported as e:
                print(f'skipping mode {name!r}: {e}', file=sys.stderr)
                print(f'> mode `{name}` skipped: {e}\n')
                continue
            modes.append(mode)
        if not modes:
            sys.exit('run_bench: no mode can run')

        print(f'ruby: {tool_version([args.ruby, "--version"])}')
        for line in dict.fromkeys(m.describe() for m in modes):
            if line:
                print(line)
        print(f'median wall time of {args.runs} runs (start-up included), modes interleaved; '
              f'peak RSS is the largest ru_maxrss of those runs\n')

        results = []
        for name in selected:
            if name == STARTUP:
                continue
            cells = measure(name, modes, args.runs, args.timeout, args.quiet)
            failed |= any(c.failure for c in cells.values())
            results.append((name, cells))
        if results:
            print_table(results, modes)

        if STARTUP in selected:
            # Start-up is timed bare: GNU time's own start would be most of it.
            cells = measure(STARTUP, modes, args.startup_runs, args.timeout, quiet=True, measure_rss=False)
            failed |= any(c.failure for c in cells.values())
            parts = []
            for m in modes:
                c = cells[m.name]
                if not c.absent:
                    parts.append(f'{m.label} FAILED' if c.failure else f'{m.label} {c.median() * 1000:.1f} ms')
            if parts:
                print(f'\nstart-up (`{STARTUP}.rb`, median of {args.startup_runs} runs): ' + ', '.join(parts))

        for m in modes:
            if isinstance(m, CompiledMode) and m.compile_seconds:
                total = sum(m.compile_seconds.values())
                print(f'\n(compiled mode: compile time excluded from the table; {total:.2f} s to compile '
                      f'{len(m.compile_seconds)} programs)')

    if failed:
        print('\nSOME CELLS FAILED: see the messages on stderr', file=sys.stderr)
        print('\n**Some cells FAILED** (output mismatch, error or time-out; see stderr).')
        sys.exit(1)


if __name__ == '__main__':
    main()
