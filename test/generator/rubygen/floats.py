"""Float expressions: literals and arithmetic that stays finite and within a magnitude bound."""

import math

from .model import FLOAT_MAG, P_ATOM, P_MUL, P_NEG, P_POW, E


class FloatExprs:
    def gen_float(self, ctx, depth, maxmag=FLOAT_MAG):
        """A Float expression whose magnitude is at most about 10**maxmag."""
        return self.scalar('float', ctx, depth, maxmag)

    def float_lit(self):
        r = self.r
        k = r.random()
        if k < 0.5:
            v = r.choice(['0.5', '1.5', '2.25', '0.1', '0.2', '3.75', '10.0', '0.0', '1.0', '2.5', '0.125',
                          '100.5', '7.0', '1.1', '0.3', '12.345', '99.99', '0.001'])
        elif k < 0.8:
            v = '%d.%d' % (r.randint(0, 999), r.randint(0, 999))
        elif k < 0.9:
            v = r.choice(['1e3', '1.5e-3', '2e10', '1e-5', '6.02e5', '1e9', '3.0e-2', '1e15', '1.0e-10'])
        else:
            v = '%d.%d5' % (r.randint(0, 9), r.randint(0, 99))
        mag = max(0.0, math.log10(abs(float(v)) + 1e-300))
        if r.random() < 0.2:
            return E('-' + v, P_NEG, 'float', mag=mag)
        return E(v, P_ATOM, 'float', mag=mag)

    def nonzero_float(self, ctx, depth):
        k = self.r.random()
        if k < 0.5 or depth <= 0:
            v = self.r.choice(['2.0', '0.5', '3.0', '1.5', '-2.5', '10.0', '7.0', '0.25', '4.0'])
            return E(v, P_NEG if v[0] == '-' else P_ATOM, 'float', mag=1.0)
        f = self.gen_float(ctx, depth - 1)
        return E('(%s.abs + %s)' % (self.recv(f), self.r.choice(['1.0', '0.5', '2.0'])), P_ATOM, 'float',
                 mag=f.mag + 0.5, refs=f.refs)

    def tiny_negative(self, ctx, depth):
        """A negative Float of magnitude below 0.05 (or -0.0): a literal, or a runtime value scaled down."""
        r = self.r
        if depth <= 0 or r.random() < 0.4:
            v = r.choice(['0.001', '0.0049', '0.005', '0.00051', '0.0005', '0.0015', '1.0e-05', '0.04', '0.045',
                          '2.5e-07', '0.000999', '0.0444'])
            return E('-' + v, P_NEG, 'float')
        a = self.gen_float(ctx, depth - 1, 2)
        return E('%s.abs / -%s' % (self.recv(a), r.choice(['1.0e4', '3.0e4', '1.0e7', '2048.0'])), P_MUL, 'float',
                 refs=a.refs)

    def float_node(self, ctx, depth, maxmag):
        r = self.r
        choice = self.wpick([(8, 'add'), (5, 'mul'), (5, 'div'), (2, 'mod'), (3, 'mixed'), (2, 'pow'),
                             (3, 'sqrt'), (3, 'meth'), (2, 'tof'), (2, 'tern'), (2, 'call'), (2, 'coll')])
        if choice == 'add':
            a = self.gen_float(ctx, depth - 1, maxmag)
            b = self.gen_float(ctx, depth - 1, maxmag)
            return self.binop(a, r.choice('+-'), b, 'float', mag=max(a.mag, b.mag) + 0.31)
        if choice == 'mul':
            a = self.gen_float(ctx, depth - 1, maxmag / 2)
            b = self.gen_float(ctx, depth - 1, maxmag / 2)
            return self.binop(a, '*', b, 'float', mag=a.mag + b.mag)
        if choice == 'div':
            a = self.gen_float(ctx, depth - 1, maxmag)
            b = self.nonzero_float(ctx, depth - 1)
            # |b| >= 0.25 so the quotient grows by at most 0.61 decades
            return self.binop(a, '/', b, 'float', mag=a.mag + 0.61)
        if choice == 'mod':
            a = self.gen_float(ctx, depth - 1, maxmag)
            b = self.nonzero_float(ctx, 0)  # a literal
            return self.binop(a, '%', b, 'float', mag=b.mag)
        if choice == 'mixed':
            a = self.gen_float(ctx, depth - 1, maxmag)
            i = self.gen_int(ctx, depth - 1, min(8, int(maxmag)))
            op = r.choice(['+', '-', '*', '+'])
            mag = a.mag + i.dig if op == '*' else max(a.mag, i.dig) + 0.31
            if r.random() < 0.5:
                return self.binop(a, op, i, 'float', mag=mag)
            return self.binop(i, op, a, 'float', mag=mag)
        if choice == 'pow':
            a = self.gen_float(ctx, depth - 1, 3)
            ex = r.randint(0, 3)
            return E('%s ** %d' % (self.wrap(a, P_POW + 1) if a.prec != P_NEG else '(' + a.code + ')', ex),
                     P_POW, 'float', mag=a.mag * ex + 0.1, refs=a.refs)
        if choice == 'sqrt':
            if r.random() < 0.5:
                a = self.gen_float(ctx, depth - 1, maxmag)
                return E('Math.sqrt(%s.abs)' % self.recv(a), P_ATOM, 'float', mag=a.mag / 2 + 0.1, refs=a.refs)
            i = self.gen_int(ctx, depth - 1, 16)
            return E('Math.sqrt(%s.abs)' % self.recv(i), P_ATOM, 'float', mag=i.dig / 2 + 0.1, refs=i.refs)
        if choice == 'meth':
            k = r.random()
            if k < 0.12:
                # rounds to -0.0 or to a small negative number
                a = self.tiny_negative(ctx, depth - 1)
                return E('%s.round(%d)' % (self.recv(a), r.randint(1, 4)), P_ATOM, 'float', refs=a.refs)
            a = self.gen_float(ctx, depth - 1, maxmag)
            if k < 0.4:
                return E('%s.round(%d)' % (self.recv(a), r.randint(1, 4)), P_ATOM, 'float', mag=a.mag + 0.1,
                         refs=a.refs)
            if k < 0.65:
                return E('%s.abs' % self.recv(a), P_ATOM, 'float', mag=a.mag, refs=a.refs)
            if k < 0.8:
                return self.unary('-', a, mag=a.mag)
            if k < 0.9:
                return self.unary('+', a, mag=a.mag)
            return E('%s.to_f' % self.recv(a), P_ATOM, 'float', mag=a.mag, refs=a.refs)
        if choice == 'tof':
            i = self.gen_int(ctx, depth - 1, min(15, int(maxmag)))
            if r.random() < 0.5:
                return E('%s.to_f' % self.recv(i), P_ATOM, 'float', mag=i.dig, refs=i.refs)
            d = self.nonzero_int(ctx, 0)
            return E('%s.to_f / %s' % (self.recv(i), self.wrap(d, P_MUL + 1)), P_MUL, 'float', mag=i.dig,
                     refs=i.refs)
        if choice in ('tern', 'call'):
            return self.shared_node(choice, 'float', ctx, depth, maxmag) or self.float_lit()
        if choice == 'coll':
            return self.float_of_array(ctx) or self.float_lit()
        return self.float_lit()

    def float_of_array(self, ctx):
        """A Float computed from a Float array variable, or None."""
        a = self.some_var(ctx, lambda v: v.ty == 'aflt')
        if a is None:
            return None
        k = self.r.random()
        if k < 0.4:
            return E('%s.sum' % a.name, P_ATOM, 'float', mag=a.edig + 2, refs=[a.name])
        if k < 0.7:
            return E('(%s.%s || 0.0)' % (a.name, self.pick(['max', 'min', 'first', 'last'])), P_ATOM, 'float',
                     mag=a.edig, refs=[a.name])
        x = self.fresh('x')
        return E('%s.inject(0.0) { |acc, %s| acc + %s * 0.5 }' % (a.name, x, x), P_ATOM, 'float', mag=a.edig + 2,
                 refs=[a.name])
