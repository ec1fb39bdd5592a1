"""Integer expressions: literals, arithmetic within digit bounds, reads of collections."""

from .model import INT_CAP, P_ATOM, P_MUL, P_NEG, P_POW, P_SHIFT, E, digits_of, key_code, param


class IntExprs:
    def gen_int(self, ctx, depth, maxdig=INT_CAP):
        """An Integer expression whose value has at most about maxdig digits."""
        return self.scalar('int', ctx, depth, maxdig)

    def int_lit(self, big=False):
        r = self.r
        k = r.random()
        if big and k < 0.5:
            n = r.choice([2 ** 62, 2 ** 63 - 1, 2 ** 63, 2 ** 64 + 1, 4611686018427387903,
                          4611686018427387904, 10 ** 18, 10 ** 19 + 7, 12345678901234567890,
                          r.randrange(10 ** 15, 10 ** 25), -(2 ** 62), -(2 ** 63)])
            if r.random() < 0.3:
                n = -n
        elif k < 0.55:
            n = r.randrange(0, 10)
        elif k < 0.8:
            n = r.randrange(-20, 100)
        elif k < 0.93:
            n = r.randrange(-1000, 100000)
        else:
            n = r.choice([255, 256, 1023, 65535, 1000000, 2 ** 31 - 1, 2 ** 31, 2 ** 32, 999999999])
        neg = n < 0
        a = abs(n)
        form = r.random()
        if form < 0.05 and a > 0:
            s = '0x%X' % a if r.random() < 0.5 else '0x%x' % a
        elif form < 0.08 and a > 0:
            s = '0b' + bin(a)[2:]
        elif form < 0.10 and a > 0:
            s = '0o%o' % a
        elif form < 0.16 and a >= 10000:
            t = str(a)
            parts = []
            while len(t) > 3:
                parts.insert(0, t[-3:])
                t = t[:-3]
            parts.insert(0, t)
            s = '_'.join(parts)
        else:
            s = str(a)
        if neg:
            return E('-' + s, P_NEG, 'int', dig=digits_of(n))
        return E(s, P_ATOM, 'int', dig=max(1, digits_of(n)))

    def digit_lit(self):
        return E(str(self.r.randint(0, 9)), P_ATOM, 'int', dig=1)

    def int_leaf(self, ctx, maxdig):
        v = self.var_leaf(ctx, 'int', maxdig, 0.65)
        if v is not None:
            return v
        if self.consts and self.chance(0.2):
            c = self.const_read()
            if c.dig <= maxdig:
                return c
        return self.int_lit(big=maxdig >= 25 and self.chance(0.15))

    def const_read(self):
        """A read of one of the top-level Integer constants (there must be one)."""
        name = self.pick(sorted(self.consts))
        return E(name, P_ATOM, 'int', dig=self.consts[name])

    def nonzero_int(self, ctx, depth):
        """An Integer expression that is never zero."""
        k = self.r.random()
        if k < 0.45 or depth <= 0:
            n = self.r.choice([1, 2, 3, 4, 5, 7, 10, 16, 100, -1, -2, -3, -7, 13, 1000, 2 ** 40, 2 ** 64])
            if n < 0:
                return E(str(n), P_NEG, 'int', dig=digits_of(n))
            return E(str(n), P_ATOM, 'int', dig=digits_of(n))
        e = self.gen_int(ctx, depth - 1, 30)
        if k < 0.75:
            code = '(%s.abs + %d)' % (self.recv(e), self.r.randint(1, 5))
            c = E(code, P_ATOM, 'int', dig=e.dig + 1, refs=e.refs)
            if self.chance(0.3):
                return E('-' + c.code, P_NEG, 'int', dig=c.dig, refs=c.refs)
            return c
        m = self.r.randint(2, 9)
        return E('(%s %% %d + 1)' % (self.wrap(e, P_MUL + 1), m), P_ATOM, 'int', dig=1, refs=e.refs)

    def int_node(self, ctx, depth, maxdig):
        r = self.r
        choice = self.wpick([
            (10, 'add'), (6, 'mul'), (5, 'div'), (5, 'mod'), (3, 'pow'), (3, 'shift'),
            (3, 'bit'), (3, 'unary'), (4, 'meth'), (5, 'call'), (5, 'coll'), (3, 'str'),
            (3, 'flt'), (2, 'tern'), (2, 'cmp'), (1, 'paren_seq'), (2, 'obj'),
        ])
        if choice in ('tern', 'call', 'obj'):
            e = self.obj_int(ctx, depth) if choice == 'obj' else self.shared_node(choice, 'int', ctx, depth, maxdig)
            # the result of a method may be too big here
            return e if e is not None and e.dig <= maxdig else self.int_leaf(ctx, maxdig)
        if choice == 'add':
            a = self.gen_int(ctx, depth - 1, maxdig)
            b = self.gen_int(ctx, depth - 1, maxdig)
            return self.binop(a, r.choice(['+', '-']), b, 'int', dig=max(a.dig, b.dig) + 1)
        if choice == 'mul':
            a = self.gen_int(ctx, depth - 1, maxdig)
            b = self.gen_int(ctx, depth - 1, max(1, maxdig - a.dig))
            return self.binop(a, '*', b, 'int', dig=a.dig + b.dig)
        if choice == 'div':
            a = self.gen_int(ctx, depth - 1, maxdig)
            b = self.nonzero_int(ctx, depth - 1)
            return self.binop(a, '/', b, 'int', dig=a.dig)
        if choice == 'mod':
            a = self.gen_int(ctx, depth - 1, maxdig)
            b = self.nonzero_int(ctx, depth - 1)
            return self.binop(a, '%', b, 'int', dig=b.dig)
        if choice == 'pow':
            base = self.gen_int(ctx, depth - 1, 3)
            budget = max(0, maxdig // max(1, base.dig))
            ex = r.randint(0, min(budget, 70))
            if base.prec == P_NEG or base.prec < P_POW + 1:
                bcode = '(' + base.code + ')' if (base.prec <= P_POW or self.chance(0.5)) else base.code
            else:
                bcode = self.wrap(base, P_POW + 1)
            return E('%s ** %d' % (bcode, ex), P_POW, 'int', dig=max(1, base.dig * ex), refs=base.refs)
        if choice == 'shift':
            a = self.gen_int(ctx, depth - 1, maxdig)
            if r.random() < 0.5:
                k = r.randint(0, max(0, min(80, int((maxdig - a.dig) * 3.3))))
                return E('%s << %d' % (self.wrap(a, P_SHIFT), k), P_SHIFT, 'int',
                         dig=a.dig + int(k * 0.302) + 1, refs=a.refs)
            k = r.randint(0, 70)
            return E('%s >> %d' % (self.wrap(a, P_SHIFT), k), P_SHIFT, 'int', dig=a.dig, refs=a.refs)
        if choice == 'bit':
            a = self.gen_int(ctx, depth - 1, maxdig)
            b = self.gen_int(ctx, depth - 1, maxdig)
            return self.binop(a, r.choice(['&', '|', '^']), b, 'int', dig=max(a.dig, b.dig) + 1)
        if choice == 'unary':
            a = self.gen_int(ctx, depth - 1, maxdig)
            k = r.random()
            if k < 0.25:
                return self.unary('-', a, dig=a.dig)
            if k < 0.45:
                return self.unary('+', a, dig=a.dig)
            if k < 0.65:
                return self.unary('~', a, dig=a.dig + 1)
            m = r.choice(['abs', 'succ', 'pred', 'to_i', 'abs'])
            return E('%s.%s' % (self.recv(a), m), P_ATOM, 'int', dig=a.dig + 1, refs=a.refs)
        if choice == 'meth':
            a = self.gen_int(ctx, depth - 1, maxdig)
            k = r.random()
            if k < 0.3:
                return E('%s.to_s.length' % self.recv(a), P_ATOM, 'int', dig=3, refs=a.refs)
            if k < 0.5:
                base = r.choice([2, 8, 16, 36, 3])
                return E('%s.to_s(%d).length' % (self.recv(a), base), P_ATOM, 'int', dig=4, refs=a.refs)
            return self.binop(a, '<=>', self.gen_int(ctx, depth - 1, maxdig), 'int', dig=1)
        if choice == 'coll':
            return self.int_from_collection(ctx, depth, maxdig)
        if choice == 'str':
            s = self.gen_str(ctx, depth - 1)
            k = r.random()
            if k < 0.4:
                return E('%s.%s' % (self.recv(s), r.choice(['length', 'size'])), P_ATOM, 'int', dig=3, refs=s.refs)
            if k < 0.6:
                t = self.str_lit(short=True)
                return E('(%s.index(%s) || -1)' % (self.recv(s), t.code), P_ATOM, 'int', dig=3, refs=s.refs)
            if k < 0.8:
                return E('%s.to_i' % self.recv(self.numeric_str(ctx)), P_ATOM, 'int', dig=12)
            return self.binop(s, '<=>', self.gen_str(ctx, depth - 1), 'int', dig=1)
        if choice == 'flt':
            f = self.gen_float(ctx, depth - 1)
            m = r.choice(['to_i', 'round', 'floor', 'ceil', 'round', 'to_i'])
            return E('%s.%s' % (self.recv(f), m), P_ATOM, 'int', dig=int(f.mag) + 2, refs=f.refs)
        if choice == 'cmp':
            a = self.gen_int(ctx, depth - 1, maxdig)
            b = self.gen_int(ctx, depth - 1, maxdig)
            m = r.choice(['[%s, %s].max', '[%s, %s].min'])
            return E(m % (self.arg(a), self.arg(b)), P_ATOM, 'int', dig=max(a.dig, b.dig), refs=a.refs | b.refs)
        if choice == 'paren_seq':
            # the first value is discarded: sometimes a constant's (a read whose value is unused)
            a = self.const_read() if self.consts and self.chance(0.3) else self.gen_int(ctx, depth - 1, maxdig)
            b = self.gen_int(ctx, depth - 1, maxdig)
            return E('(%s; %s)' % (a.code, b.code), P_ATOM, 'int', dig=b.dig, refs=a.refs | b.refs)
        return self.int_leaf(ctx, maxdig)

    def int_from_collection(self, ctx, depth, maxdig):
        r = self.r
        arrs = self.vars_of(ctx, lambda v: v.ty == 'aint' and v.edig + 3 <= maxdig)
        k = r.random()
        if arrs and k < 0.7:
            a = self.pick(arrs)
            n = a.name
            refs = [n]
            kk = r.random()
            if kk < 0.15:
                return E('%s.%s' % (n, r.choice(['length', 'size'])), P_ATOM, 'int', dig=3, refs=refs)
            if kk < 0.3:
                return E('%s.sum' % n, P_ATOM, 'int', dig=a.edig + 2, refs=refs)
            if kk < 0.45 and a.minlen > 0:
                i = r.randint(-a.minlen, a.minlen - 1)
                return E('%s[%d]' % (n, i), P_ATOM, 'int', dig=a.edig, refs=refs)
            if kk < 0.55:
                i = self.gen_int(ctx, depth - 1, 3)
                return E('(%s[%s] || %d)' % (n, i.code, r.randint(-3, 3)), P_ATOM, 'int', dig=a.edig, refs=refs)
            if kk < 0.65:
                m = r.choice(['first', 'last', 'min', 'max'])
                if a.minlen > 0 and r.random() < 0.6:
                    return E('%s.%s' % (n, m), P_ATOM, 'int', dig=a.edig, refs=refs)
                return E('(%s.%s || 0)' % (n, m), P_ATOM, 'int', dig=a.edig, refs=refs)
            if kk < 0.75:
                x = self.fresh('x')
                b = self.gen_bool(self.block_ctx(ctx, param(x, a.edig)), depth - 1)
                return E('%s.count { |%s| %s }' % (n, x, b.code), P_ATOM, 'int', dig=3, refs=refs)
            if kk < 0.82:
                return E('%s.count(%s)' % (n, self.arg(self.gen_int(ctx, 0, a.edig))), P_ATOM, 'int', dig=3, refs=refs)
            if kk < 0.9:
                x = self.fresh('x')
                b = self.gen_int(self.block_ctx(ctx, param(x, a.edig)), depth - 1, max(a.edig, 6))
                return E('%s.sum { |%s| %s }' % (n, x, b.code), P_ATOM, 'int', dig=b.dig + 2, refs=refs)
            acc = self.fresh('s')
            x = self.fresh('x')
            op = r.choice(['+', '-', '+', '^', '|'])
            init = r.randint(-5, 10)
            kw = r.choice(['inject', 'reduce'])
            if r.random() < 0.25:
                return E('%s.%s(%d, :%s)' % (n, kw, init, op if op in '+-' else '+'), P_ATOM, 'int',
                         dig=a.edig + 3, refs=refs)
            body = '%s %s %s' % (acc, op, x)
            if r.random() < 0.3:
                body = '%s %s %s %% %d' % (acc, op, x, r.randint(2, 9))
            return E('%s.%s(%d) { |%s, %s| %s }' % (n, kw, init, acc, x, body), P_ATOM, 'int',
                     dig=a.edig + 3, refs=refs)
        hs = self.vars_of(ctx, lambda v: v.ty == 'hash')
        if hs and k < 0.85:
            h = self.pick(hs)
            kk = r.random()
            if kk < 0.2:
                return E('%s.size' % h.name, P_ATOM, 'int', dig=3, refs=[h.name])
            if kk < 0.5 and h.keys:
                return E('%s.fetch(%s)' % (h.name, self.hkey(h, h.keys)), P_ATOM, 'int', dig=h.edig, refs=[h.name])
            if kk < 0.7:
                return E('%s.fetch(%s, %d)' % (h.name, self.any_key(h), r.randint(-9, 9)),
                         P_ATOM, 'int', dig=h.edig, refs=[h.name])
            if kk < 0.85 and h.keys:
                return E('%s[%s]' % (h.name, self.hkey(h, h.keys)), P_ATOM, 'int', dig=h.edig, refs=[h.name])
            return E('(%s[%s] || 0)' % (h.name, self.any_key(h)), P_ATOM, 'int',
                     dig=h.edig, refs=[h.name])
        # ranges
        lo = r.randint(-5, 5)
        hi = lo + r.randint(-1, 12)
        dots = r.choice(['..', '...'])
        kk = r.random()
        if kk < 0.3:
            return E('(%d%s%d).sum' % (lo, dots, hi), P_ATOM, 'int', dig=3)
        if kk < 0.5:
            return E('(%d%s%d).to_a.length' % (lo, dots, hi), P_ATOM, 'int', dig=3)
        if kk < 0.7:
            x = self.fresh('x')
            return E('(%d%s%d).count { |%s| %s %% %d == 0 }' % (lo, dots, hi, x, x, r.randint(2, 4)), P_ATOM,
                     'int', dig=3)
        x = self.fresh('x')
        return E('(%d%s%d).inject(%d) { |acc, %s| acc + %s * %d }' % (lo, dots, hi, r.randint(0, 3), x, x,
                                                                      r.randint(1, 5)),
                 P_ATOM, 'int', dig=5)

    def hkey(self, h, keys):
        return key_code(h.kkind, self.pick(keys))

    def any_key(self, h):
        """A key of the hash variable h that may be absent."""
        return self.hkey(h, h.allkeys + [self.newkey()])

    def newkey(self):
        return self.pick(['zz', 'q', 'missing', 'k9', 'alpha', 'beta', 'w'])

    def numeric_str(self, ctx):
        r = self.r
        k = r.random()
        if k < 0.5:
            s = r.choice(['12', '-7', '0', '42abc', '  15', 'abc', '3.9', '1_000', '+8', '007', '99999999999999999999',
                          '-0', '5e3', ' -12 ', 'x1'])
            return E('"%s"' % s, P_ATOM, 'str', slen=len(s))
        e = self.gen_int(ctx, 1, 12)
        return E('%s.to_s' % self.recv(e), P_ATOM, 'str', slen=14, refs=e.refs)
