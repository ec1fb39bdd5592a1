"""Interleaved timing, shared by the bench scripts.

Everything here runs programs in rounds in which the ways of running them
(modes, variants) take turns in a rotating order, so that drifting machine
load falls on all of them alike. median_seconds() is the whole loop for the
threshold, pipeline and policy benches: rhz variants on bench/programs, every
output checked against NAME.out. run_bench.py and suites_bench.py write their
own loop from the pieces: run_once() (one run with a time-out, its wall time
and peak RSS), Mode and the probes that skip a mode which cannot run here,
Cell (one program under one mode, FAILED loudly), rounds(), and the report's
formatting (fmt_seconds, fmt_ratio, geomean, print_table).
"""
import collections
import math
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PROGRAMS = os.path.join(ROOT, 'bench', 'programs')


def program_path(name):
    return os.path.join(PROGRAMS, name + '.rb')


def expected_output(name):
    with open(os.path.join(PROGRAMS, name + '.out'), 'rb') as f:
        return f.read()


def program_names(names):
    """The names given, or every program of bench/programs but start-up."""
    return names or sorted(f[:-3] for f in os.listdir(PROGRAMS) if f.endswith('.rb') and f != 'startup.rb')


def rotated(items, r):
    """`items` in the order of round r: each round starts one further along."""
    k = r % len(items)
    return items[k:] + items[:k]


def median_seconds(names, variants, runs, argv_for):
    """{(name, variant): median seconds}, or None after reporting a wrong
    output. argv_for(variant, path) is the command line of one run."""
    times = {(n, v): [] for n in names for v in variants}
    for r in range(runs):
        for name in names:
            expected = expected_output(name)
            for variant in rotated(variants, r):
                start = time.perf_counter()
                proc = subprocess.run(argv_for(variant, program_path(name)), capture_output=True)
                seconds = time.perf_counter() - start
                if proc.stdout != expected or proc.returncode != 0:
                    print(f'{name} ({variant}): wrong output or status {proc.returncode}', file=sys.stderr)
                    return None
                times[(name, variant)].append(seconds)
    return {k: statistics.median(v) for k, v in times.items()}


# ------------------------------------------------------------ running once

def child_env():
    """The environment of run_once() and the probes: no RUBYOPT or
    RUBY_YJIT_ENABLE sneaking a JIT or preloaded libraries into "plain ruby"."""
    env = dict(os.environ)
    env.pop('RUBYOPT', None)
    env.pop('RUBY_YJIT_ENABLE', None)
    return env


def first_line(data):
    lines = data.decode(errors='replace').strip().splitlines()
    return lines[0] if lines else '(no message)'


# Peak RSS comes from GNU time when it is installed: a child forked by this
# Python process would report Python's own resident size as its peak
# (Linux carries the parent's high-water mark across fork and exec), which
# hides anything below about 15 MiB. time(1) is small, and reports its own
# child's peak. Without it, the wait4 figure is used and is a ceiling.
GNU_TIME = '/usr/bin/time' if os.path.exists('/usr/bin/time') else None

# cpu_seconds: the child's user + system time (its own and its reaped children's).
Run = collections.namedtuple('Run', 'seconds peak_kib status stdout stderr timed_out failure cpu_seconds')
Run.__doc__ = """One run: wall seconds, peak RSS in KiB, exit status, stdout and stderr
(bytes), whether it was killed for taking too long, and `failure`, the
message for a time-out or a non-zero exit status (None otherwise)."""


def run_once(argv, timeout, cwd=None, measure_rss=False):
    """Runs argv (in cwd) with stdin closed and child_env(); returns a Run.
    The child gets a process group of its own, all of which is killed after
    `timeout` seconds (or when this script is interrupted)."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err, \
            tempfile.NamedTemporaryFile(mode='r') as rss:
        if measure_rss and GNU_TIME:
            argv = [GNU_TIME, '-q', '-f', '%M', '-o', rss.name, *argv]
        start = time.perf_counter()
        try:
            proc = subprocess.Popen(argv, cwd=cwd, stdout=out, stderr=err, stdin=subprocess.DEVNULL,
                                    env=child_env(), start_new_session=True)
        except OSError as e:
            return Run(0.0, 0, 127, b'', b'', False, f'exit status 127: cannot start {argv[0]}: {e.strerror}', 0.0)
        killed = []

        def kill():
            killed.append(True)
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        timer = threading.Timer(timeout, kill)
        timer.start()
        try:
            _, status, usage = os.wait4(proc.pid, 0)
        except BaseException:
            kill()
            raise
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
        stdout, stderr = out.read(), err.read()
    if killed:
        failure = f'timed out after {timeout:g} s'
    elif proc.returncode != 0:
        failure = f'exit status {proc.returncode}: {first_line(stderr)}'
    else:
        failure = None
    return Run(seconds, kib, proc.returncode, stdout, stderr, bool(killed), failure,
               usage.ru_utime + usage.ru_stime)


def describe_diff(expected, actual):
    """Where stdout `actual` first departs from `expected`, for a FAILED message."""
    exp = expected.decode(errors='replace').splitlines()
    act = actual.decode(errors='replace').splitlines()
    for i in range(max(len(exp), len(act))):
        e = exp[i] if i < len(exp) else '(end of output)'
        a = act[i] if i < len(act) else '(end of output)'
        if e != a:
            return f'    first difference at line {i + 1}:\n    expected: {e[:200]!r}\n    actual:   {a[:200]!r}'
    return '    (outputs differ only in trailing bytes)'


def tool_version(argv):
    try:
        proc = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=child_env())
    except OSError as e:
        return f'unavailable ({e.strerror})'
    return first_line(proc.stdout)


# ------------------------------------------------------------------- modes

class Unsupported(Exception):
    """The mode cannot run at all here (tool missing, subcommand or flag unknown)."""


class PrepareFailed(Exception):
    """The mode cannot run one particular program (e.g. `rhz compile` rejects it): FAILED."""


class Absent(Exception):
    """The mode has no version of one particular program (e.g. no Lua port):
    the cell shows `—`, not FAILED."""


class Mode:
    """One way of running a program, made from the parsed command line
    (`args`) with a scratch folder (`workdir`) for what it builds. `name`
    is how --modes spells it; `label` heads its column."""
    name = label = ''

    def __init__(self, args, workdir):
        self.args = args
        self.workdir = workdir

    def probe(self):
        """Raises Unsupported when this mode cannot run here."""

    def describe(self):
        """A line naming the tool this mode runs, for the head of the report (or None)."""
        return None


def add_tool_options(ap):
    """--rhz, --ruby and --luajit. A relative path with a slash is made
    absolute, as the runs of a suite start in the suite's folders."""
    def command(text):
        return os.path.abspath(text) if os.sep in text and not os.path.isabs(text) else text
    ap.add_argument('--rhz', type=command, default=os.path.join(ROOT, 'build/release/rhz'))
    ap.add_argument('--ruby', type=command, default='ruby', help='the CRuby to compare with (default: ruby)')
    ap.add_argument('--luajit', type=command, default='luajit',
                    help='the LuaJIT of mode luajit (default: luajit)')


def parse_modes(ap, text, choices, valid=None):
    """The names in --modes `text` (comma-separated), without repeats;
    ap.error() when there are none or valid(name) rejects one (by default:
    any name not in `choices`)."""
    names = list(dict.fromkeys(m.strip() for m in text.split(',') if m.strip()))
    bad = [m for m in names if not (valid(m) if valid else m in choices)]
    if bad or not names:
        ap.error(f'unknown mode {", ".join(bad) or "(none)"}; choose from {", ".join(choices)}')
    return names


def need_tool(tool):
    """Raises Unsupported unless `tool` (ruby, luajit) can be run."""
    if shutil.which(tool) is None:
        raise Unsupported(f'{tool} not found (bench/setup.sh installs it)')


def probe_rhz(rhz, command, flags=()):
    """Raises Unsupported unless `rhz` is an executable and command(path),
    an rhz mode's command line for the program at path, runs
    bench/programs/startup.rb to startup.out: an rhz that lacks the mode's
    subcommand, or one of the options `flags` it adds, fails here, so the
    mode is skipped, not timed."""
    if not (os.path.isfile(rhz) and os.access(rhz, os.X_OK)):
        raise Unsupported(f'{rhz} not found or not executable (build it with ./setup.sh release)')
    try:
        argv = command(program_path('startup'))
    except PrepareFailed as e:
        raise Unsupported(str(e)) from None
    proc = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=child_env())
    message = first_line(proc.stderr)
    # 2 is CLI11's status for a usage error, such as an unknown option.
    if flags and (proc.returncode == 2 or any(f.split('=')[0] in message for f in flags)):
        raise Unsupported(f'{rhz} does not support `{" ".join(flags)}` yet '
                          f'(exit status {proc.returncode}: {message})')
    if proc.returncode != 0 or proc.stdout != expected_output('startup'):
        raise Unsupported(f'`{" ".join(argv)}` exited with {proc.returncode}: {message}')


class Binaries:
    """The executables of `rhz compile`, each program compiled once (untimed):
    `seconds` holds each program's compile time, and a failed compile is
    remembered and raised again."""

    def __init__(self):
        self.built = {}  # program -> executable, or the PrepareFailed of its compile
        self.seconds = {}

    def get(self, program, argv, out):
        """The executable `out`, written by argv (the `rhz compile` of
        `program`) unless done before; raises PrepareFailed if it fails."""
        if program not in self.built:
            start = time.perf_counter()
            proc = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=child_env())
            self.seconds[program] = time.perf_counter() - start
            if proc.returncode != 0 or not os.access(out, os.X_OK):
                self.built[program] = PrepareFailed(
                    f'`{" ".join(argv)}` exited with {proc.returncode}: {first_line(proc.stderr)}')
            else:
                self.built[program] = out
        result = self.built[program]
        if isinstance(result, PrepareFailed):
            raise result
        return result

    def failures(self):
        return sum(isinstance(b, PrepareFailed) for b in self.built.values())


def usable(modes):
    """The modes whose probe passes; each other one is reported skipped, on
    stderr and as a line of the report."""
    kept = []
    for mode in modes:
        try:
            mode.probe()
        except Unsupported as e:
            print(f'skipping mode {mode.name!r}: {e}', file=sys.stderr)
            print(f'> mode `{mode.name}` skipped: {e}\n')
            continue
        kept.append(mode)
    return kept


def print_tools(ruby, modes):
    """The head of the report: ruby's version and each mode's description."""
    print(f'ruby: {tool_version([ruby, "--version"])}')
    for line in dict.fromkeys(m.describe() for m in modes):
        if line:
            print(line)


# --------------------------------------------------------------- measuring

class Cell:
    """The samples of one program (`what`, as messages name it) under one mode."""

    def __init__(self, what, mode):
        self.what = what
        self.mode = mode
        self.times = []
        self.peak_kib = 0
        self.failure = None
        self.absent = False

    def fail(self, message):
        """Marks the cell FAILED (never timed, not run again), loudly on stderr."""
        self.failure = message
        bar = '!' * 72
        print(f'{bar}\nFAILED: {self.what} under {self.mode.label}: {message}\n{bar}', file=sys.stderr, flush=True)

    def mark(self):
        """FAILED, `—` when absent, or None for a timed cell."""
        return 'FAILED' if self.failure else '—' if self.absent else None

    def median(self):
        return statistics.median(self.times) if self.times and not self.failure else None


def new_cells(what, modes, prepare):
    """{mode name: Cell} of `what` under each mode, after prepare(mode) (which
    e.g. compiles it) has told which modes fail it (PrepareFailed) and which
    have no version of it (Absent)."""
    cells = {}
    for m in modes:
        cell = cells[m.name] = Cell(what, m)
        try:
            prepare(m)
        except PrepareFailed as e:
            cell.fail(str(e))
        except Absent:
            cell.absent = True
    return cells


def rounds(cells, runs, quiet):
    """Yields, for each of `runs` rounds, the cells still to run (neither
    FAILED nor absent) in the rotating order of that round; after each round
    prints a progress line on stderr unless quiet."""
    order = list(cells.values())
    for r in range(runs):
        yield [c for c in rotated(order, r) if not (c.failure or c.absent)]
        if not quiet:
            print(f'  {order[0].what}: run {r + 1}/{runs} done', file=sys.stderr, flush=True)


# ------------------------------------------------------------------ report

def fmt_seconds(cell):
    return cell.mark() or f'{cell.median():.3f}'


def fmt_ratio(num, den):
    """A speed-up, num's seconds over den's, or `—` when either is missing."""
    return f'{num / den:.2f}x' if num is not None and den else '—'


def geomean(values):
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else None


def print_table(header, rows):
    """A markdown table, the first column left-aligned and the others right."""
    print('| ' + ' | '.join(header) + ' |')
    print('|' + '|'.join(['---'] + ['---:'] * (len(header) - 1)) + '|')
    for row in rows:
        print('| ' + ' | '.join(row) + ' |')
