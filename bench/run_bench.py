#!/usr/bin/env python3
"""Execution benchmark: runs the programs of bench/programs under CRuby, rhz and LuaJIT.

Each program bench/programs/NAME.rb has its expected stdout beside it in
NAME.out (made with `ruby NAME.rb > NAME.out`). For each program (all of them,
or those named on the command line) and each mode, the program is run --runs
times, the modes interleaved within every run (in a rotating order) so that
drifting machine load falls on all of them alike. Every run's stdout and exit
status are checked against NAME.out: a mismatch is reported on stderr and the
cell is marked FAILED instead of timed. Wall time (process start-up included)
and the peak resident memory of the child (GNU time's figure, or without it
ru_maxrss from wait4) are recorded, and a markdown table of medians,
speed-ups and peak RSS is printed, followed by the start-up time (median of
--startup-runs runs of startup.rb). The speed-ups are ruby's time over
every other mode's, and where both modes of a pair are present,
run/compiled, run/jit, compiled/jit and luajit/jit (below 1.00x the second
mode is the slower one).

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
import sys
import tempfile

from interleaved import (Absent, add_tool_options, Binaries, describe_diff, expected_output, fmt_ratio,
                         fmt_seconds, Mode as BaseMode, need_tool, new_cells, parse_modes, print_table,
                         print_tools, probe_rhz, program_path, PROGRAMS, ROOT, rounds, run_once, tool_version,
                         usable)

LUA_PORTS = os.path.join(ROOT, 'bench', 'lua')
STARTUP = 'startup'


class Mode(BaseMode):
    """One way of running a program. `label` heads the time columns, `short`
    the speed-up and RSS columns; `kind` is the name without the policy."""
    short = ''
    takes_policy = False

    def __init__(self, args, workdir, policy=None):
        super().__init__(args, workdir)
        self.policy = policy
        self.kind = self.name
        if policy:
            self.name = f'{self.name}:{policy}'
            self.label = f'{self.label} ({policy})'
            self.short = f'{self.short} ({policy})'

    def command(self, path):
        """The argv that runs the program at `path` (may raise PrepareFailed or Absent)."""
        raise NotImplementedError


class RubyMode(Mode):
    name, label, short = 'ruby', 'ruby', 'ruby'

    def probe(self):
        need_tool(self.args.ruby)

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
        probe_rhz(self.args.rhz, self.command, self.flags)


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
        self.binaries = Binaries()

    def probe(self):
        super().probe()
        self.binaries = Binaries()  # the probe's compile of start-up is not one of the programs

    def command(self, path):
        name = os.path.splitext(os.path.basename(path))[0]
        out = os.path.join(self.workdir, name + (f'-{self.policy}' if self.policy else ''))
        return [self.binaries.get(path, [self.args.rhz, 'compile', *self.policy_args(), path, '-o', out], out)]


class LuajitMode(Mode):
    name, label, short = 'luajit', 'luajit', 'luajit'

    def probe(self):
        need_tool(self.args.luajit)

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


def available_programs():
    names = sorted(f[:-3] for f in os.listdir(PROGRAMS) if f.endswith('.rb'))
    return [n for n in names if os.path.exists(os.path.join(PROGRAMS, n + '.out'))]


def measure(name, modes, runs, timeout, quiet=False, measure_rss=True):
    """Runs `name` under every mode `runs` times, interleaved; returns {mode name: Cell}."""
    path = program_path(name)
    expected = expected_output(name)
    cells = new_cells(name, modes, lambda m: m.command(path))
    for cells_of_round in rounds(cells, runs, quiet):
        for cell in cells_of_round:
            run = run_once(cell.mode.command(path), timeout, measure_rss=measure_rss)
            if run.failure:
                cell.fail(run.failure)
            elif run.stdout != expected:
                cell.fail('stdout differs from ' + os.path.relpath(os.path.join(PROGRAMS, name + '.out'), ROOT)
                          + '\n' + describe_diff(expected, run.stdout))
            else:
                cell.times.append(run.seconds)
                cell.peak_kib = max(cell.peak_kib, run.peak_kib)
    return cells


def fmt_mib(cell):
    return cell.mark() or f'{cell.peak_kib / 1024:.1f}'


def speedup_pairs(modes):
    """The (numerator, denominator) mode pairs with a speed-up column, in column order."""
    pairs = [(base, m) for base in modes if base.name == 'ruby' for m in modes if m is not base]
    for num_kind, den_kind in RATIOS:
        pairs += [(num, den) for num in modes if num.kind == num_kind
                  for den in modes if den.kind == den_kind
                  if not (num.takes_policy and den.takes_policy) or num.policy == den.policy]
    return pairs


def print_results(results, modes):
    pairs = speedup_pairs(modes)
    header = ['program'] + [f'{m.label} median (s)' for m in modes]
    header += [f'speed-up ({num.short}/{den.short})' for num, den in pairs]
    header.append('peak RSS ' + ' / '.join(m.short for m in modes) + ' (MiB)')
    rows = []
    for name, cells in results:
        row = [name] + [fmt_seconds(cells[m.name]) for m in modes]
        row += [fmt_ratio(cells[num.name].median(), cells[den.name].median()) for num, den in pairs]
        row.append(' / '.join(fmt_mib(cells[m.name]) for m in modes))
        rows.append(row)
    print_table(header, rows)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument('programs', nargs='*', metavar='NAME',
                    help='programs of bench/programs to run (default: all)')
    add_tool_options(ap)
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

    def valid(mode):
        base, colon, _ = mode.partition(':')
        return base in MODES and (not colon or MODES[base].takes_policy)
    mode_names = parse_modes(ap, args.modes, MODES, valid)

    failed = False
    with tempfile.TemporaryDirectory(prefix='rhz-bench-') as workdir:
        modes = usable([MODES[base](args, workdir, policy or None)
                        for base, _, policy in (name.partition(':') for name in mode_names)])
        if not modes:
            sys.exit('run_bench: no mode can run')

        print_tools(args.ruby, modes)
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
            print_results(results, modes)

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
            if isinstance(m, CompiledMode) and m.binaries.seconds:
                print(f'\n(compiled mode: compile time excluded from the table; '
                      f'{sum(m.binaries.seconds.values()):.2f} s to compile {len(m.binaries.seconds)} programs)')

    if failed:
        print('\nSOME CELLS FAILED: see the messages on stderr', file=sys.stderr)
        print('\n**Some cells FAILED** (output mismatch, error or time-out; see stderr).')
        sys.exit(1)


if __name__ == '__main__':
    main()
