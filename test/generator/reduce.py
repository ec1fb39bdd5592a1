#!/usr/bin/env python3
"""Reducer: shrinks a program while rhz keeps failing on it in the same way.

    reduce.py FILE --mode "ARGS" [--rhz PATH] [--timeout SEC] [-o OUT] [--contains TEXT] [--max-tests N]

ARGS are rhz's arguments before the file, as in difftest.py ("run --verify",
"run --verify --jit --jit-threshold=1 --pipeline=on", ...) or "compile" for the
compiled mode (compile, then run the executable).

The failure of FILE is classified first (difftest.classify against `ruby`:
crash, timeout, reject, unsupported, stdout, status, class or message).  A
candidate is kept only when `ruby -c` accepts it, ruby still ends the same way
as on FILE (same status and error class, nothing new on stderr) and rhz shows
the SAME kind of failure (for a crash or an internal error: the same first
lines of the report, with numbers masked; for a message difference: the same
first lines of both reports, with numbers masked).  With --contains TEXT the predicate
is instead "rhz's stdout+stderr contains TEXT" (and the candidate parses), which
is handy to try the reducer on an artificial failure.  Without ruby, only the
crash, timeout, reject and --contains predicates are available.

Passes, repeated until nothing changes:
  1. delta debugging (ddmin) over statements, level by level: a statement is a
     line together with the block it opens (if/while/def/class/do ... end, { }),
     found by indentation and keyword matching;
  2. unwrapping: a block construct replaced by its body;
  3. expression simplification: literals replaced by smaller ones, a call or
     a parenthesised group replaced by one of its operands or by a literal,
     method chains shortened.
The reduced program is printed on stdout (and written to OUT with -o).
"""

import argparse
import hashlib
import os
import re
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import difftest  # noqa: E402

OPENERS = re.compile(r'^\s*(if|unless|while|until|case|def|class|loop|begin|module)\b|'
                     r'(\bdo(\s*\|[^|]*\|)?\s*$)|(\{\s*(\|[^|]*\|)?\s*$)|'
                     r'=\s*(if|unless|case|while)\b')
CLOSER = re.compile(r'^\s*(end|\})\s*$')


def indent(line):
    return len(line) - len(line.lstrip(' '))


def opens_block(line):
    s = line.split('#', 1)[0] if not ('"' in line or "'" in line) else line
    if re.match(r'^\s*(if|unless|while|until)\b', s) and not CLOSER.match(s):
        return True
    if re.search(r'\b(if|unless|while|until|rescue)\b', s) and not re.match(r'^\s*(if|unless|while|until)\b', s):
        # modifier form (`x if c`) does not open a block, except `v = if c` / `v = case x`
        if re.search(r'=\s*(if|unless|case|while|until)\b', s):
            return True
        if re.search(r'(\bdo(\s*\|[^|]*\|)?\s*$)|(\{\s*(\|[^|]*\|)?\s*$)', s):
            return True
        return False
    return bool(OPENERS.search(s))


def block_end(lines, i):
    """Index of the line closing the block opened at line i (or i when it opens none)."""
    if not opens_block(lines[i]):
        return i
    ind = indent(lines[i])
    for j in range(i + 1, len(lines)):
        l = lines[j]
        if not l.strip():
            continue
        if indent(l) == ind and CLOSER.match(l):
            return j
        if indent(l) < ind:
            return i
    return i


def units_at(lines, level):
    """Statements whose first line has indentation `level`: (start, end) inclusive ranges."""
    out = []
    i = 0
    n = len(lines)
    while i < n:
        l = lines[i]
        if l.strip() and indent(l) == level and not CLOSER.match(l) and \
                not re.match(r'^\s*(else|elsif|when|in)\b', l):
            j = block_end(lines, i)
            out.append((i, j))
            i = j + 1
        else:
            i += 1
    return out


class Reducer:
    def __init__(self, args, src):
        self.args = args
        self.tmp = tempfile.mkdtemp(prefix='rhz-reduce-')
        self.cache = {}
        self.tests = 0
        self.ruby = None if args.no_ruby else shutil.which('ruby')
        self.mode = args.mode.split()
        self.orig_ref = None
        self.sig = None
        self.sig = self.signature(src, first=True)
        # candidates may loop forever (a removed counter increment): give each run a few times
        # what the original needed, not the full time limit
        self.args.timeout = min(self.args.timeout, max(2.0, 5 * self.first_secs))
        if self.sig is None:
            sys.exit('reduce.py: the program does not fail under this mode (nothing to reduce)')
        print('reduce.py: failure: %s' % (self.sig,), file=sys.stderr)

    def write(self, src):
        p = os.path.join(self.tmp, 'prog.rb')
        with open(p, 'w') as f:
            f.write(src)
        return 'prog.rb'

    def signature(self, src, first=False):
        """The failure of src as a comparable value, or None when it does not fail (or is invalid)."""
        name = self.write(src)
        if self.ruby:
            c = difftest.run([self.ruby, '-c', name], self.tmp, self.args.timeout)
            if c.status != 0:
                return None
        if self.args.contains is not None:
            res = difftest.run_mode(self.args.rhz, self.mode, self.tmp, name, self.args.timeout)
            if first:
                self.first_secs = res.secs
            text = res.stdout + res.stderr
            return 'contains' if self.args.contains.encode() in text else None
        ref = None
        if self.ruby:
            ref = difftest.run([self.ruby, name], self.tmp, self.args.timeout)
            if ref.timeout:
                return None
            m = re.search(r"in `([^']*)'", ref.err_first())
            outcome = (ref.status, ref.err_class(), bool(ref.stderr.strip()) and ref.status == 0,
                       m.group(1) if m else None)
            if first:
                self.orig_ref = outcome
            elif outcome != self.orig_ref:
                return None
        res = difftest.run_mode(self.args.rhz, self.mode, self.tmp, name, self.args.timeout)
        if first:
            self.first_secs = max(res.secs, ref.secs if ref is not None else 0)
        c = difftest.classify(res, ref)
        if c is None:
            return None
        kind, detail = c
        if kind in ('crash', 'reject', 'unsupported', 'timeout'):
            err = res.stderr.decode('utf-8', 'replace')
            key = [l for l in err.splitlines() if l.strip()][:2] if kind != 'timeout' else []
            key = [re.sub(r'\d+', 'N', l) for l in key]
            if kind in ('reject', 'unsupported'):
                key = [re.sub(r'^.*?(error: |: )', '', k) for k in key[:1]]
            # method names of the report are allowed to change
            key = [re.sub(r"(method|in) [^:]*:", r"\1 _:", k) for k in key]
            return (kind, tuple(key))
        if kind == 'message':
            # the same difference of the first lines of the reports, not any other one
            return (kind, re.sub(r'\d+', 'N', res.err_first()), re.sub(r'\d+', 'N', ref.err_first()))
        return (kind,)

    def interesting(self, lines):
        src = '\n'.join(lines) + '\n'
        h = hashlib.sha1(src.encode()).hexdigest()
        if h in self.cache:
            return self.cache[h]
        if self.tests >= self.args.max_tests:
            return False
        self.tests += 1
        ok = self.signature(src) == self.sig
        self.cache[h] = ok
        return ok

    # -------------------------------------------------------------- passes
    def ddmin_units(self, lines, units):
        """ddmin over units (ranges of lines); returns the new lines."""
        n = 2
        cur = list(units)
        while len(cur) >= 1:
            chunk = max(1, len(cur) // n)
            removed = False
            for start in range(0, len(cur), chunk):
                drop = cur[start:start + chunk]
                dropset = set()
                for a, b in drop:
                    dropset.update(range(a, b + 1))
                cand = [l for i, l in enumerate(lines) if i not in dropset]
                if len(cand) == len(lines):
                    continue
                if self.interesting(cand):
                    # remap remaining units
                    keep = [u for u in cur if u not in drop]
                    lines, cur = self.remap(lines, dropset, keep)
                    n = max(n - 1, 2)
                    removed = True
                    break
            if not removed:
                if chunk == 1:
                    break
                n = min(len(cur), n * 2)
        return lines

    @staticmethod
    def remap(lines, dropset, units):
        newidx = {}
        k = 0
        for i in range(len(lines)):
            if i not in dropset:
                newidx[i] = k
                k += 1
        out = [l for i, l in enumerate(lines) if i not in dropset]
        return out, [(newidx[a], newidx[b]) for a, b in units if a in newidx and b in newidx]

    def pass_statements(self, lines):
        maxind = max([indent(l) for l in lines if l.strip()] + [0])
        for level in range(0, maxind + 1, 1):
            units = units_at(lines, level)
            if units:
                lines = self.ddmin_units(lines, units)
        return lines

    def pass_lines(self, lines):
        i = 0
        while i < len(lines):
            cand = lines[:i] + lines[i + 1:]
            if self.interesting(cand):
                lines = cand
            else:
                i += 1
        return lines

    def pass_unwrap(self, lines):
        i = 0
        while i < len(lines):
            j = block_end(lines, i)
            if j > i:
                body = lines[i + 1:j]
                # drop else/elsif/when branches: keep the first branch only
                first = []
                for l in body:
                    if indent(l) == indent(lines[i]) and re.match(r'^\s*(else|elsif|when)\b', l):
                        break
                    first.append(l)
                d = indent(lines[i + 1]) - indent(lines[i]) if i + 1 < len(lines) else 0
                ded = [l[d:] if indent(l) >= d else l for l in first]
                cand = lines[:i] + ded + lines[j + 1:]
                if self.interesting(cand):
                    lines = cand
                    continue
            i += 1
        return lines

    LIT_RE = re.compile(r'(?<![\w.@$:])(-?(?:0x[0-9a-fA-F_]+|0b[01_]+|0o[0-7_]+|\d[\d_]*(?:\.\d+)?(?:e-?\d+)?))(?![\w.])')
    STR_RE = re.compile(r'"(?:[^"\\#]|\\.)*"|\'(?:[^\'\\]|\\.)*\'')
    CALL_RE = re.compile(r'\.([a-z_][A-Za-z0-9_]*[?!]?)(\([^()]*\))?')

    def expr_candidates(self, line):
        """Simpler versions of one line."""
        out = []
        for m in self.LIT_RE.finditer(line):
            t = m.group(1)
            for rep in (['0', '1', '2'] if '.' not in t and 'e' not in t else ['1.0', '0.5']):
                if rep != t:
                    out.append(line[:m.start(1)] + rep + line[m.end(1):])
        for m in self.STR_RE.finditer(line):
            if m.group(0) not in ('""', "''"):
                out.append(line[:m.start()] + '""' + line[m.end():])
                out.append(line[:m.start()] + '"a"' + line[m.end():])
        for m in self.CALL_RE.finditer(line):
            out.append(line[:m.start()] + line[m.end():])
        # parenthesised groups: the group by its operands, or by a literal
        stack = []
        groups = []
        for i, ch in enumerate(line):
            if ch in '([':
                stack.append((ch, i))
            elif ch in ')]' and stack:
                o, s = stack.pop()
                groups.append((o, s, i))
        for o, s, e in sorted(groups, key=lambda g: g[1] - g[2]):
            inner = line[s + 1:e]
            parts = split_top(inner)
            pre = line[:s]
            is_call = o == '(' and re.search(r'[\w?!]$', pre)
            if o == '[':
                if re.search(r'[\w)\]]$', pre):
                    continue  # an index, not an array literal
                for k in range(len(parts)):
                    out.append(pre + '[' + ', '.join(parts[:k] + parts[k + 1:]) + ']' + line[e + 1:])
                continue
            if is_call:
                if len(parts) > 1:
                    for k in range(len(parts)):
                        out.append(pre + '(' + ', '.join(parts[:k] + parts[k + 1:]) + ')' + line[e + 1:])
                continue
            for p in binary_operands(inner):
                out.append(pre + '(' + p + ')' + line[e + 1:])
            for lit in ('1', '0', 'nil'):
                out.append(pre + lit + line[e + 1:])
        # whole right-hand side of an assignment / argument of puts/p
        m = re.match(r'^(\s*[a-z_]\w*\s*=\s*)(.+)$', line)
        if m and not m.group(2).startswith('='):
            for p in binary_operands(m.group(2)):
                out.append(m.group(1) + p)
            for lit in ('1', '0', 'nil', '""'):
                out.append(m.group(1) + lit)
        m = re.match(r'^(\s*(?:puts|p|print)[ (])(.+)$', line)
        if m:
            out.append(m.group(1) + '1' + (')' if m.group(1).endswith('(') else ''))
        seen = set()
        res = []
        for c in out:
            if c != line and c not in seen:
                seen.add(c)
                res.append(c)
        return res

    def pass_exprs(self, lines):
        i = 0
        while i < len(lines):
            changed = True
            while changed:
                changed = False
                for c in self.expr_candidates(lines[i]):
                    # only strictly smaller candidates (shorter, or as long and smaller), so this ends
                    if (len(c), c) >= (len(lines[i]), lines[i]):
                        continue
                    cand = lines[:i] + [c] + lines[i + 1:]
                    if self.interesting(cand):
                        lines = cand
                        changed = True
                        break
            i += 1
        return lines

    def reduce(self, src):
        lines = src.rstrip('\n').split('\n')
        lines = [l for l in lines if l.strip() and not l.lstrip().startswith('#')] \
            if self.interesting([l for l in lines if l.strip() and not l.lstrip().startswith('#')]) else lines
        while True:
            before = list(lines)
            lines = self.pass_statements(lines)
            lines = self.pass_unwrap(lines)
            lines = self.pass_lines(lines)
            lines = self.pass_exprs(lines)
            print('reduce.py: %d lines after %d tests' % (len(lines), self.tests), file=sys.stderr)
            if lines == before or self.tests >= self.args.max_tests:
                break
        return '\n'.join(lines) + '\n'


def top_level(s):
    """Indexes of the characters of s outside string literals and outside (), [] and {}."""
    depth = 0
    q = None
    i = 0
    while i < len(s):
        ch = s[i]
        if q:
            if ch == '\\':
                i += 2
                continue
            if ch == q:
                q = None
        elif ch in '"\'':
            q = ch
        elif ch in '([{':
            depth += 1
        elif ch in ')]}':
            depth -= 1
        elif depth == 0:
            yield i
        i += 1


def split_top(s):
    """Splits s at top-level commas."""
    cuts = [i for i in top_level(s) if s[i] == ',']
    pieces = [s[a + 1:b].strip() for a, b in zip([-1] + cuts, cuts + [len(s)])]
    return pieces if pieces[-1] else pieces[:-1]


BINARY_OPS = [' ** ', ' * ', ' / ', ' % ', ' + ', ' - ', ' << ', ' >> ', ' & ', ' | ', ' ^ ', ' && ', ' || ',
              ' < ', ' > ', ' <= ', ' >= ', ' == ', ' != ', ' <=> ', ' ? ', ' : ', ' and ', ' or ']


def binary_operands(s):
    """Operands of the top-level binary operators of s (rough: splits at ` op ` outside brackets)."""
    cuts = []
    for i in top_level(s):
        op = next((op for op in BINARY_OPS if s.startswith(op, i)), None)
        if op is not None:
            cuts.append((i, i + len(op)))
    if not cuts:
        return []
    bounds = [0] + [x for cut in cuts for x in cut] + [len(s)]
    out = [s[bounds[k]:bounds[k + 1]].strip() for k in range(0, len(bounds), 2)]
    return [o for o in out if o]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('file')
    ap.add_argument('--mode', required=True, help='rhz arguments before the file, or "compile"')
    ap.add_argument('--rhz', default=difftest.DEFAULT_RHZ)
    ap.add_argument('--timeout', type=float, default=10.0)
    ap.add_argument('--contains', default=None, help='artificial predicate: rhz output contains TEXT')
    ap.add_argument('--no-ruby', action='store_true')
    ap.add_argument('--max-tests', type=int, default=3000)
    ap.add_argument('-o', '--output', default=None)
    args = ap.parse_args()
    args.rhz = os.path.abspath(args.rhz)
    if not args.no_ruby and shutil.which('ruby') is None:
        print('reduce.py: note: ruby not found; candidates are not checked against CRuby', file=sys.stderr)
        args.no_ruby = True
    src = open(args.file).read()
    r = Reducer(args, src)
    try:
        out = r.reduce(src)
    finally:
        shutil.rmtree(r.tmp, ignore_errors=True)
    print('reduce.py: %d -> %d lines, %d tests' % (src.count('\n'), out.count('\n'), r.tests), file=sys.stderr)
    if args.output:
        with open(args.output, 'w') as f:
            f.write(out)
    sys.stdout.write(out)


if __name__ == '__main__':
    main()
