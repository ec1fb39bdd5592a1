"""The generator's state and the helpers every part of it uses: randomness, output, operands, scopes."""

import contextlib
import random

from .model import BINPREC, NONASSOC, P_ATOM, P_NEG, P_NOT, P_TERN, E, Ctx

# for each scalar type: the fact of an expression that is bounded, the fact of a variable that bounds it, the
# literal to use when no expression fits
SCALARS = {
    'int': ('dig', 'cap', 'digit_lit'),
    'float': ('mag', 'cap', 'float_lit'),
    'str': ('slen', 'slen', 'str_lit'),
}


class GenBase:
    def __init__(self, seed, size):
        self.r = random.Random(seed)
        self.seed = seed
        self.size = size
        self.lines = []
        self.ind = 0
        self.counter = 0
        self.methods = []
        self.classes = []
        self.consts = {}          # name -> digits (int consts)
        self.cost = 0             # accumulated cost of the current method body

    # ------------------------------------------------------------ randomness and names
    def fresh(self, prefix):
        self.counter += 1
        return '%s%d' % (prefix, self.counter)

    def chance(self, p):
        return self.r.random() < p

    def pick(self, seq):
        return self.r.choice(seq)

    def wpick(self, pairs):
        tot = sum(w for w, _ in pairs)
        x = self.r.random() * tot
        for w, v in pairs:
            x -= w
            if x < 0:
                return v
        return pairs[-1][1]

    # ------------------------------------------------------------ output
    def emit(self, line):
        self.lines.append('  ' * self.ind + line)

    @contextlib.contextmanager
    def indented(self):
        self.ind += 1
        yield
        self.ind -= 1

    def emit_def(self, header, *body):
        """A short method: `def HEADER`, the body lines indented, `end`."""
        self.emit('def ' + header)
        for line in body:
            self.emit('  ' + line)
        self.emit('end')

    @contextlib.contextmanager
    def own_cost(self):
        """Counts the cost of a method body apart (from 0), then restores the enclosing count."""
        saved = self.cost
        self.cost = 0
        yield
        self.cost = saved

    # ------------------------------------------------------------ operands
    def wrap(self, e, minprec):
        """Code of e as an operand needing precedence >= minprec (sometimes extra parens)."""
        if e.prec < minprec or (e.prec < P_ATOM and self.chance(0.08)):
            return '(' + e.code + ')'
        return e.code

    def recv(self, e):
        return self.wrap(e, P_ATOM)

    def arg(self, e):
        """An argument inside call parentheses."""
        if e.prec < P_TERN:
            return '(' + e.code + ')'
        return e.code

    argc = arg  # an argument of a command call without parentheses: the same rule

    def cmd(self, name, args):
        first = args[0].code
        if self.r.random() < 0.4 or first[:1] in '([-:*&{!~+':
            return '%s(%s)' % (name, ', '.join(self.arg(a) for a in args))
        return '%s %s' % (name, ', '.join(self.argc(a) for a in args))

    def binop(self, a, op, b, ty, **facts):
        """`a op b` of type ty (comparisons are not associative: both operands bind tighter)."""
        p = BINPREC[op]
        left = p + 1 if op in NONASSOC else p
        return E('%s %s %s' % (self.wrap(a, left), op, self.wrap(b, p + 1)), p, ty, refs=a.refs | b.refs, **facts)

    def unary(self, op, a, **facts):
        """`-a`, `+a` or `~a`."""
        p = P_NEG if op == '-' else P_NOT
        return E(op + self.wrap(a, p + 1), p, a.ty, refs=a.refs, **facts)

    # ------------------------------------------------------------ scalar expressions
    def scalar(self, ty, ctx, depth, bound):
        """An expression of type ty (int, float, str) whose fact (digits, magnitude, length) is within bound:
        a leaf at depth 0 and one time in four, else a node (method TY_node); 8 tries, then a literal."""
        fact, _, lit = SCALARS[ty]
        for _ in range(8):
            if depth <= 0 or self.r.random() < 0.25:
                e = self.leaf(ty, ctx, bound)
            else:
                e = getattr(self, ty + '_node')(ctx, depth, bound)
            if e is not None and getattr(e, fact) <= bound:
                return e
        return getattr(self, lit)()

    def shared_node(self, choice, ty, ctx, depth, bound):
        """The nodes every scalar type has: `c ? a : b` (choice tern), a call of a generated method (call; None
        when there is none)."""
        if choice == 'tern':
            fact = SCALARS[ty][0]
            c = self.gen_bool(ctx, depth - 1)
            a = self.scalar(ty, ctx, depth - 1, bound)
            b = self.scalar(ty, ctx, depth - 1, bound)
            return E('%s ? %s : %s' % (self.wrap(c, P_TERN + 1), self.wrap(a, P_TERN + 1), self.wrap(b, P_TERN)),
                     P_TERN, ty, refs=a.refs | b.refs | c.refs, **{fact: max(getattr(a, fact), getattr(b, fact))})
        return self.call_method(ctx, depth, ty)

    def leaf(self, ty, ctx, bound):
        """A leaf of a scalar type: a variable (most of the time, when one fits) or a literal."""
        if ty == 'int':
            return self.int_leaf(ctx, bound)
        return self.var_leaf(ctx, ty, bound, 0.6) or getattr(self, SCALARS[ty][2])()

    def var_leaf(self, ctx, ty, bound, p):
        """With probability p, a variable of type ty whose bound is within bound, or None."""
        fact, vfact, _ = SCALARS[ty]
        vs = self.vars_of(ctx, lambda v: v.ty == ty and getattr(v, vfact) <= bound)
        if vs and self.r.random() < p:
            v = self.pick(vs)
            return E(v.name, P_ATOM, ty, refs=[v.name], **{fact: getattr(v, vfact)})
        return None

    # ------------------------------------------------------------ scopes and cost
    def vars_of(self, ctx, pred):
        return [v for v in ctx.lookup_all().values() if pred(v)]

    def some_var(self, ctx, pred):
        """One of the variables in scope that satisfy pred, or None."""
        vs = self.vars_of(ctx, pred)
        return self.pick(vs) if vs else None

    def add_cost(self, ctx, c):
        self.cost += ctx.mult * c

    @staticmethod
    def sub(ctx, kind='body', mult=1):
        """A nested scope: a branch body, or a block or loop body run mult times per run of ctx."""
        c = Ctx(ctx, kind=kind)
        c.mult = ctx.mult * mult
        return c

    def block_ctx(self, ctx, *params, mult=1):
        """The scope of a block with the given parameters (Vars), run mult times per run of ctx."""
        c = self.sub(ctx, kind='block', mult=mult)
        for v in params:
            c.vars[v.name] = v
        return c
