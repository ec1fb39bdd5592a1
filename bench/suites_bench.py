#!/usr/bin/env python3
"""Suite benchmark: Are We Fast Yet and CRuby's programs under CRuby, YJIT, LuaJIT, rhz.

Neither suite is part of this repository; name a copy of either or both:

    --awfy AWFY_CHECKOUT      a checkout of the Are We Fast Yet suite. Each
                              benchmark NAME (Bounce, CD, ..., Towers) runs as
                              `harness.rb NAME ITER INNER` in
                              AWFY_CHECKOUT/benchmarks/Ruby, and for mode
                              luajit as `luajit harness.lua NAME ITER INNER` in
                              AWFY_CHECKOUT/benchmarks/Lua (the Lua port).
    --cruby-bench CRUBY_DIR   a folder of CRuby's self-contained benchmark
                              programs (bm_so_lists.rb, bm_app_fib.rb, ...):
                              every *.rb in it runs as `ruby FILE`, no arguments.

For each benchmark (all of them, or those named on the command line) and each
mode, the program is run --runs times, the modes interleaved within every run
in a rotating order so that drifting machine load falls on all of them alike.
Every run is checked:
  * AWFY: exit status 0 and a 'Total Runtime' line on stdout (the harness
    verifies the benchmark's result itself and fails loudly when it is wrong);
  * CRuby programs: exit status 0 and stdout equal to CRuby's stdout, taken
    from this invocation's ruby mode (or, without that mode, from one untimed
    `ruby FILE` run), or from the cache file NAME.out in --expected-dir DIR
    when given (written there when missing).
A run that fails its check, exits non-zero or times out makes its cell FAILED
(reason on stderr); a FAILED cell is never timed and not run again. Wall time
(process start-up included) is recorded, or with --clock cpu the process's
user + system CPU time (steadier when other work shares the machine), or for
AWFY with --awfy-time harness the harness's own 'Total Runtime' (in-process,
start-up and parsing excluded).
A markdown table per suite shows the medians, the speed-ups ruby/MODE for
every other mode and yjit/jit when both are present, and on its last line the
geometric mean of every speed-up column (over the benchmarks where both cells
were timed; n says how many).

Modes (--modes, comma-separated, default ruby,yjit,luajit,run,jit,compiled):
    ruby      plain `ruby` (CRuby, no JIT; RUBYOPT and RUBY_YJIT_ENABLE unset)
    yjit      `ruby --yjit`; skipped with a message if this ruby has no YJIT
              (Ruby 3.1's YJIT reserves its code memory at start-up, which
              adds about 0.3 s to every run; --awfy-time harness leaves it out)
    luajit    `luajit harness.lua ...`, the suite's Lua port (AWFY only: no
              column in the CRuby table)
    run       `rhz run FILE ...`
    jit       `rhz run --jit FILE ...`
    compiled  `rhz compile FILE -o OUT` once per program (not timed), then
              `OUT` (the AWFY harness's executable carries every benchmark
              file beside it: its require_relative is computed at run time)
A mode whose tool is missing or does not work (no such rhz subcommand or
flag) is skipped with a message.

AWFY iteration counts: each benchmark has a default ITER (outer iterations)
and INNER (inner iterations, the problem size) chosen so that one run takes
about 1-5 s under plain ruby; INNER keeps to the sizes the harness can verify
(CD, Havlak, Mandelbrot and NBody accept only a few, see their
verify_result). Override one benchmark with NAME:ITER or NAME:ITER:INNER on
the command line, or every ITER with --iterations.

    bench/suites_bench.py --awfy AWFY_CHECKOUT [--modes ruby,yjit,luajit,run,jit] [--runs 5] [NAME[:ITER[:INNER]] ...]
    bench/suites_bench.py --cruby-bench CRUBY_DIR [--modes ruby,yjit,run,jit,compiled] [--expected-dir DIR] [NAME ...]
    bench/suites_bench.py --awfy AWFY_CHECKOUT --cruby-bench CRUBY_DIR --runs 3
    bench/suites_bench.py --awfy AWFY_CHECKOUT --modes ruby,luajit Richards:10:50 Towers --iterations 5

A CRuby program is named by its file name without .rb (bm_so_lists) or
without the bm_ prefix too (so_lists). Some of CRuby's old programs run long
under ruby (bm_app_aobench about 90 s) or never end on Ruby >= 1.9
(bm_so_nsieve_bits): name the programs to run, or lower --timeout. The exit status is 1 when any cell
FAILED. Python 3 standard library only; ruby, luajit and the suites are
needed only here, never to build or test rhz.
"""
import argparse
import os
import re
import sys
import tempfile

from interleaved import (Absent, add_tool_options, Binaries, describe_diff, first_line, fmt_ratio, fmt_seconds,
                         geomean, Mode as BaseMode, need_tool, new_cells, parse_modes, print_table, print_tools,
                         probe_rhz, rounds, run_once, tool_version, Unsupported, usable)

# Are We Fast Yet: name -> (ITER, INNER). About 1-5 s per run under plain
# CRuby 3.1 on an ordinary x86-64 machine; the INNER values of CD, Havlak,
# Mandelbrot and NBody are among those their verify_result knows.
AWFY_DEFAULTS = {
    'Bounce': (2, 1000),
    'CD': (1, 250),
    'DeltaBlue': (2, 12000),
    'Havlak': (1, 1),
    'Json': (2, 50),
    'List': (2, 1000),
    'Mandelbrot': (2, 500),
    'NBody': (1, 250000),
    'Permute': (2, 500),
    'Queens': (2, 750),
    'Richards': (2, 25),
    'Sieve': (2, 1500),
    'Storage': (2, 500),
    'Towers': (2, 400),
}

TOTAL_RUNTIME = re.compile(rb'^Total Runtime: (\d+(?:\.\d+)?)us', re.M)


def last_lines(data, n=3):
    lines = data.decode(errors='replace').strip().splitlines()
    return ' | '.join(lines[-n:]) if lines else '(no message)'


# ---------------------------------------------------------------- benchmarks

class Benchmark:
    """One program of a suite, run by a ruby-like mode as `script` with
    arguments `args` in the folder `cwd`; `label` names it in the table."""
    suite = ''

    def check(self, run):
        """Why `run` (a Run of any mode) failed, or None."""
        return run.failure

    cpu_clock = False  # --clock cpu: the process's user + system time instead of the wall clock

    def seconds(self, run):
        """The time of `run` that the table shows."""
        return run.cpu_seconds if self.cpu_clock else run.seconds

    def learn(self, run):
        """Takes plain ruby's `run` of the program as the reference output, if one is wanted."""

    def check_output(self, out):
        """Why stdout `out` is wrong, or None."""
        return None


class AwfyBenchmark(Benchmark):
    """An AWFY benchmark: the harness checks the result itself, and its
    'Total Runtime' line is the time with --awfy-time harness."""
    suite = 'awfy'

    def __init__(self, name, root, iterations, inner, harness_time):
        self.name = name
        self.script, self.cwd = 'harness.rb', os.path.join(root, 'benchmarks', 'Ruby')
        self.lua_dir = os.path.join(root, 'benchmarks', 'Lua')
        self.args = [name, str(iterations), str(inner)]
        self.label = f'{name} ({iterations}x{inner})'
        self.harness_time = harness_time

    def check(self, run):
        if run.timed_out:
            return run.failure
        if run.failure:
            return f'{run.failure} (last lines: {last_lines(run.stdout + run.stderr)})'
        if not TOTAL_RUNTIME.search(run.stdout):
            return f"no 'Total Runtime' line in the output (last lines: {last_lines(run.stdout)})"
        return None

    def seconds(self, run):
        if self.harness_time:
            return float(TOTAL_RUNTIME.search(run.stdout).group(1)) / 1e6
        return super().seconds(run)


class CrubyBenchmark(Benchmark):
    """A program of CRuby's folder, whose stdout must be CRuby's: read from
    the cache NAME.out in --expected-dir, or else learnt from plain ruby's
    first run (and written to the cache)."""
    suite = 'cruby'

    def __init__(self, path, expected_dir):
        self.name = self.label = os.path.basename(path)[:-3]
        self.script, self.args, self.cwd = path, [], os.path.dirname(path)
        self.cache = os.path.join(expected_dir, self.name + '.out') if expected_dir else None
        self.expected = None
        self.no_expected = None  # why there is no reference output
        if self.cache and os.path.isfile(self.cache):
            with open(self.cache, 'rb') as f:
                self.expected = f.read()

    def learn(self, run):
        if self.expected is not None or self.no_expected:
            return
        if run.failure:
            self.no_expected = f'no reference output: ruby failed ({run.failure})'
            return
        self.expected = run.stdout
        if self.cache:
            os.makedirs(os.path.dirname(self.cache), exist_ok=True)
            with open(self.cache, 'wb') as f:
                f.write(run.stdout)

    def check_output(self, out):
        if self.no_expected:
            return self.no_expected
        if out != self.expected:
            return "stdout differs from CRuby's\n" + describe_diff(self.expected, out)
        return None


# --------------------------------------------------------------------- modes

class Mode(BaseMode):
    """A way of running a Ruby program: command() for a file, invocation() for a benchmark."""

    def command(self, path):
        """The argv that runs the Ruby program at `path` (may raise PrepareFailed)."""
        raise NotImplementedError

    def invocation(self, bench):
        """(argv, cwd) of one run of `bench` (may raise PrepareFailed or Absent)."""
        return self.command(bench.script) + bench.args, bench.cwd


class RubyMode(Mode):
    name, label = 'ruby', 'ruby'
    options = []

    def probe(self):
        need_tool(self.args.ruby)

    def command(self, path):
        return [self.args.ruby, *self.options, path]


class YjitMode(RubyMode):
    name, label = 'yjit', 'ruby --yjit'
    options = ['--yjit']

    def probe(self):
        super().probe()
        check = 'exit(defined?(RubyVM::YJIT) && RubyVM::YJIT.enabled? ? 0 : 3)'
        run = run_once([self.args.ruby, '--yjit', '-e', check], self.args.timeout)
        if run.status != 0:
            raise Unsupported(f'{self.args.ruby} has no YJIT (`ruby --yjit` exited with '
                              f'{run.status}: {first_line(run.stderr)})')


class LuajitMode(Mode):
    name, label = 'luajit', 'luajit'

    def probe(self):
        need_tool(self.args.luajit)

    def describe(self):
        return f'luajit: {tool_version([self.args.luajit, "-v"])}'

    def invocation(self, bench):
        if bench.suite != 'awfy':
            raise Absent('CRuby programs have no Lua port')
        if not os.path.isfile(os.path.join(bench.lua_dir, 'harness.lua')):
            raise Absent('no Lua port')
        return [self.args.luajit, 'harness.lua'] + bench.args, bench.lua_dir


class RhzMode(Mode):
    flags = []  # options of `rhz run` that make the mode; a binary without them skips it

    def describe(self):
        return f'rhz: {self.args.rhz} ({tool_version([self.args.rhz, "--version"])})'

    def probe(self):
        probe_rhz(self.args.rhz, self.command, self.flags)


class RunMode(RhzMode):
    name, label = 'run', 'rhz run'

    def command(self, path):
        return [self.args.rhz, 'run', *self.flags, path]


class JitMode(RunMode):
    name, label = 'jit', 'rhz run --jit'
    flags = ['--jit']


class CompiledMode(RhzMode):
    name, label = 'compiled', 'rhz compiled'

    def __init__(self, args, workdir):
        super().__init__(args, workdir)
        self.binaries = Binaries()

    def probe(self):
        super().probe()
        self.binaries = Binaries()  # the probe's program is not a benchmark

    def command(self, path):
        out = os.path.join(self.workdir, os.path.basename(path)[:-3])
        return [self.binaries.get(path, [self.args.rhz, 'compile', path, '-o', out], out)]

    def invocation(self, bench):
        # The compile runs in this process's directory, not the benchmark's.
        return self.command(os.path.join(bench.cwd, bench.script)) + bench.args, bench.cwd


MODES = {m.name: m for m in (RubyMode, YjitMode, LuajitMode, RunMode, JitMode, CompiledMode)}
DEFAULT_MODES = 'ruby,yjit,luajit,run,jit,compiled'


# ----------------------------------------------------------------- measuring

def measure(bench, modes, args):
    """Runs `bench` under every mode args.runs times, interleaved; returns {mode name: Cell}.
    A CRuby program's outputs are compared at the end of each round, by which
    time plain ruby's first run has given the reference if nothing else did."""
    cells = new_cells(f'{bench.suite} {bench.label}', modes, lambda m: m.invocation(bench))
    if bench.suite == 'cruby' and 'ruby' not in cells:
        bench.learn(run_once([args.ruby, bench.script], args.timeout, cwd=bench.cwd))
        if bench.no_expected:
            for cell in cells.values():
                if not (cell.failure or cell.absent):
                    cell.fail(bench.no_expected)
    for cells_of_round in rounds(cells, args.runs, args.quiet):
        outputs = []
        for cell in cells_of_round:
            argv, cwd = cell.mode.invocation(bench)
            run = run_once(argv, args.timeout, cwd=cwd)
            if cell.mode.name == 'ruby':
                bench.learn(run)
            failure = bench.check(run)
            if failure:
                cell.fail(failure)
                continue
            cell.times.append(bench.seconds(run))
            outputs.append((cell, run.stdout))
        for cell, out in outputs:
            failure = bench.check_output(out)
            if failure:
                cell.fail(failure)
    return cells


# ------------------------------------------------------------------- report

def speedup_pairs(modes):
    """(numerator, denominator) mode pairs with a speed-up column: ruby over
    every other mode, and yjit over jit."""
    by_name = {m.name: m for m in modes}
    pairs = [(by_name['ruby'], m) for m in modes if m.name != 'ruby'] if 'ruby' in by_name else []
    if 'yjit' in by_name and 'jit' in by_name:
        pairs.append((by_name['yjit'], by_name['jit']))
    return pairs


def print_results(title, results, modes):
    # A mode with no version of any benchmark of the suite (luajit for CRuby
    # programs, compiled for AWFY) gets no column.
    modes = [m for m in modes if not all(cells[m.name].absent for _, cells in results)]
    pairs = speedup_pairs(modes)
    print(f'\n### {title}\n')
    header = ['benchmark'] + [f'{m.label} (s)' for m in modes] + [f'{num.name}/{den.name}' for num, den in pairs]
    rows = []
    ratios = [[] for _ in pairs]
    for bench, cells in results:
        row = [bench.label] + [fmt_seconds(cells[m.name]) for m in modes]
        for (num, den), timed in zip(pairs, ratios):
            a, b = cells[num.name].median(), cells[den.name].median()
            if a is not None and b:
                timed.append(a / b)
            row.append(fmt_ratio(a, b))
        rows.append(row)
    if pairs:
        rows.append(['**geometric mean**'] + [''] * len(modes)
                    + [f'{geomean(r):.2f}x (n={len(r)})' if r else '—' for r in ratios])
    print_table(header, rows)
    absent = sorted({m.label for bench, cells in results for m in modes if cells[m.name].absent})
    if absent:
        print(f'\n`—`: no version of the benchmark for {", ".join(absent)} '
              f'(luajit runs only the AWFY Lua port; compiled only CRuby programs)')


# ---------------------------------------------------------------- selection

def select_suites(ap, args):
    """[(title, [benchmark, ...])] from --awfy, --cruby-bench and the
    NAME[:ITER[:INNER]] arguments (every benchmark of a suite given when none
    is named, no suite none of whose benchmarks is named)."""
    awfy, cruby = {}, set()  # the names given: {AWFY name: (ITER, INNER), None if not given}, CRuby names
    for spec in args.benchmarks:
        name, *nums = spec.split(':')
        if name not in AWFY_DEFAULTS:
            if nums:
                ap.error(f'{spec!r}: ITER and INNER apply to AWFY benchmarks only')
            if not args.cruby_bench:
                ap.error(f'no AWFY benchmark named {name}; have {", ".join(AWFY_DEFAULTS)}')
            cruby.add(name)
            continue
        if not args.awfy:
            ap.error(f'{name} is an AWFY benchmark: give --awfy')
        if len(nums) > 2 or not all(n == '' or n.isdecimal() and int(n) > 0 for n in nums):
            ap.error(f'bad NAME:ITER:INNER {spec!r}')
        awfy[name] = ([int(n) if n else None for n in nums] + [None, None])[:2]

    suites = []
    if args.awfy and (awfy or not args.benchmarks):
        if not os.path.isfile(os.path.join(args.awfy, 'benchmarks', 'Ruby', 'harness.rb')):
            sys.exit(f'suites_bench: {args.awfy}/benchmarks/Ruby/harness.rb not found: '
                     f'is {args.awfy} a checkout of the Are We Fast Yet suite?')
        benches = []
        for name, (iterations, inner) in AWFY_DEFAULTS.items():
            if args.benchmarks and name not in awfy:
                continue
            given_iterations, given_inner = awfy.get(name, (None, None))
            benches.append(AwfyBenchmark(name, args.awfy, given_iterations or args.iterations or iterations,
                                         given_inner or inner, args.awfy_time == 'harness'))
        suites.append(('Are We Fast Yet', benches))
    if args.cruby_bench and (cruby or not args.benchmarks):
        folder = os.path.abspath(args.cruby_bench)
        if not os.path.isdir(folder):
            sys.exit(f'suites_bench: {args.cruby_bench} is not a folder')
        benches = [CrubyBenchmark(os.path.join(folder, f), args.expected_dir)
                   for f in sorted(os.listdir(folder)) if f.endswith('.rb')]
        if cruby:
            benches = [b for b in benches if {b.name, b.name.removeprefix('bm_')} & cruby]
            missing = cruby.difference(*({b.name, b.name.removeprefix('bm_')} for b in benches))
            if missing:
                ap.error(f'no benchmark named {", ".join(sorted(missing))} in {args.cruby_bench} '
                         f'(nor among the AWFY benchmarks)')
        suites.append(('CRuby benchmark programs', benches))
    return suites


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog='\n'.join(__doc__.splitlines()[2:]))
    ap.add_argument('benchmarks', nargs='*', metavar='NAME[:ITER[:INNER]]',
                    help='benchmarks to run (default: every one of the suites given)')
    ap.add_argument('--awfy', metavar='AWFY_CHECKOUT', help='a checkout of the Are We Fast Yet suite')
    ap.add_argument('--cruby-bench', metavar='CRUBY_DIR', help="a folder of CRuby's benchmark programs")
    ap.add_argument('--modes', default=DEFAULT_MODES,
                    help=f'comma-separated, from: {", ".join(MODES)} (default: {DEFAULT_MODES})')
    ap.add_argument('--runs', type=int, default=5)
    ap.add_argument('--iterations', type=int, help='ITER of every AWFY benchmark not given NAME:ITER')
    ap.add_argument('--awfy-time', choices=('wall', 'harness'), default='wall',
                    help="time AWFY runs by wall clock (default) or by the harness's Total Runtime")
    ap.add_argument('--clock', choices=('wall', 'cpu'), default='wall',
                    help='time the runs not timed by the AWFY harness by wall clock (default) or by the '
                         "process's user + system CPU time (steadier on a loaded machine)")
    ap.add_argument('--expected-dir', metavar='DIR',
                    help="cache of CRuby's stdout per CRuby program (NAME.out; read, and written when missing)")
    ap.add_argument('--timeout', type=float, default=300, help='seconds per run before it counts as FAILED')
    add_tool_options(ap)
    ap.add_argument('--quiet', action='store_true', help='no progress lines on stderr')
    args = ap.parse_args()

    if not args.awfy and not args.cruby_bench:
        ap.error('give --awfy AWFY_CHECKOUT and/or --cruby-bench CRUBY_DIR')
    if args.runs < 1 or (args.iterations is not None and args.iterations < 1):
        ap.error('--runs and --iterations must be at least 1')
    mode_names = parse_modes(ap, args.modes, MODES)
    suites = select_suites(ap, args)
    Benchmark.cpu_clock = args.clock == 'cpu'

    failed = False
    with tempfile.TemporaryDirectory(prefix='rhz-suites-') as workdir:
        modes = usable([MODES[name](args, workdir) for name in mode_names])
        if not modes:
            sys.exit('suites_bench: no mode can run')

        print_tools(args.ruby, modes)
        clock = 'user + system CPU time' if args.clock == 'cpu' else 'wall time'
        what = (f"AWFY: the harness's Total Runtime; CRuby programs: {clock} (start-up included)"
                if args.awfy_time == 'harness' else f'{clock} (start-up included)')
        print(f'medians of {args.runs} runs, modes interleaved; {what}; speed-up A/B is A\'s median '
              f'over B\'s (above 1.00x B is faster)')

        for title, benches in suites:
            results = []
            for bench in benches:
                cells = measure(bench, modes, args)
                failed |= any(c.failure for c in cells.values())
                results.append((bench, cells))
            if results:
                print_results(title, results, modes)

        for m in modes:
            if isinstance(m, CompiledMode) and m.binaries.seconds:
                print(f'\n(compiled mode: compile time excluded from the table; '
                      f'{sum(m.binaries.seconds.values()):.2f} s for {len(m.binaries.seconds)} '
                      f'`rhz compile` runs, {m.binaries.failures()} of them failed)')

    if failed:
        print('\nSOME CELLS FAILED: see the messages on stderr', file=sys.stderr)
        print('\n**Some cells FAILED** (error, wrong output or time-out; see stderr).')
        sys.exit(1)


if __name__ == '__main__':
    main()
