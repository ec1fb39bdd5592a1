"""Array expressions (of Integers, Strings, Floats) and expressions of any type."""

from .model import INT_CAP, P_ADD, P_ATOM, WORDS, E, param, union_refs


class ArrayExprs:
    def list_lit(self, els, ty, **facts):
        """An array literal of the expressions els."""
        return E('[' + ', '.join(self.arg(e) for e in els) + ']', P_ATOM, ty, refs=union_refs(els), **facts)

    def gen_aint(self, ctx, depth, edig=8, maxlen=12):
        r = self.r
        k = r.random()
        vs = self.vars_of(ctx, lambda v: v.ty == 'aint' and v.edig <= edig and v.maxlen <= maxlen)
        if depth <= 0 or k < 0.3:
            n = r.randint(0, min(maxlen, 7))
            els = [self.gen_int(ctx, 0, min(edig, 6)) for _ in range(n)]
            return self.list_lit(els, 'aint', minlen=n, maxlen=n, edig=max([e.dig for e in els] + [1]))
        if vs and k < 0.75:
            e = self.aint_of_var(ctx, depth, vs, edig, maxlen)
            if e is not None:
                return e
        kk = r.random()
        if kk < 0.3:
            n = r.randint(0, min(8, maxlen))
            i = self.fresh('i')
            b = self.gen_int(self.block_ctx(ctx, param(i, 1)), depth - 1, edig)
            return E('Array.new(%d) { |%s| %s }' % (n, i, b.code), P_ATOM, 'aint', minlen=n, maxlen=n, edig=b.dig)
        if kk < 0.45:
            n = r.randint(0, min(6, maxlen))
            v = self.gen_int(ctx, 0, edig)
            return E('Array.new(%d, %s)' % (n, self.arg(v)), P_ATOM, 'aint', minlen=n, maxlen=n, edig=v.dig,
                     refs=v.refs)
        if kk < 0.7:
            lo, n, x, c = self.range_block(ctx, maxlen)
            b = self.gen_int(c, depth - 1, edig)
            if r.random() < 0.5:
                return E('(%d..%d).map { |%s| %s }' % (lo, lo + n - 1, x, b.code), P_ATOM, 'aint', minlen=n,
                         maxlen=n, edig=b.dig)
            return E('(%d...%d).to_a' % (lo, lo + n), P_ATOM, 'aint', minlen=n, maxlen=n, edig=2)
        if kk < 0.85:
            lo, n, x, c = self.range_block(ctx, maxlen)
            b = self.gen_bool(c, depth - 1)
            return E('(%d..%d).%s { |%s| %s }' % (lo, lo + n - 1, r.choice(['select', 'reject']), x, b.code), P_ATOM,
                     'aint', minlen=0, maxlen=n, edig=2)
        e = self.call_method(ctx, depth, 'aint')
        if e is not None and e.maxlen <= maxlen and e.edig <= edig:
            return e
        return E('[%s]' % self.arg(self.gen_int(ctx, 0, edig)), P_ATOM, 'aint', minlen=1, maxlen=1, edig=edig)

    def aint_of_var(self, ctx, depth, vs, edig, maxlen):
        """An Integer array computed from one of the array variables vs (map, select, sort, +), or None."""
        r = self.r
        a = self.pick(vs)
        kk = r.random()
        x = self.fresh('x')
        c = self.block_ctx(ctx, param(x, a.edig))
        refs = [a.name]
        if kk < 0.3:
            b = self.gen_int(c, depth - 1, edig)
            nxt = ''
            if r.random() < 0.2:
                nxt = 'next %s if %s; ' % (self.arg(self.gen_int(c, 0, edig)), self.gen_bool(c, 0).code)
            return E('%s.map { |%s| %s%s }' % (a.name, x, nxt, b.code), P_ATOM, 'aint', minlen=a.minlen,
                     maxlen=a.maxlen, edig=b.dig, refs=refs)
        if kk < 0.5:
            b = self.gen_bool(c, depth - 1)
            return E('%s.%s { |%s| %s }' % (a.name, r.choice(['select', 'reject']), x, b.code), P_ATOM, 'aint',
                     minlen=0, maxlen=a.maxlen, edig=a.edig, refs=refs)
        if kk < 0.6:
            return E('%s.%s' % (a.name, r.choice(['sort', 'reverse', 'dup'])), P_ATOM, 'aint', minlen=a.minlen,
                     maxlen=a.maxlen, edig=a.edig, refs=refs)
        if kk < 0.7:
            key = r.choice(['-%s' % x, x, '%s * 3 + 1' % x, '%s %% 3' % x, '%s.abs' % x, '-%s * 2' % x])
            return E('%s.sort_by { |%s| %s }' % (a.name, x, key), P_ATOM, 'aint', minlen=a.minlen,
                     maxlen=a.maxlen, edig=a.edig, refs=refs)
        if kk < 0.8:
            bs = [v for v in vs if v.maxlen + a.maxlen <= maxlen]
            if bs:
                b = self.pick(bs)
                return E('%s + %s' % (a.name, b.name), P_ADD, 'aint', minlen=a.minlen + b.minlen,
                         maxlen=a.maxlen + b.maxlen, edig=max(a.edig, b.edig), refs=[a.name, b.name])
        return None

    def range_block(self, ctx, maxlen):
        """A range lo..lo+n-1 (n <= maxlen) and a block over it: lo, n, the block parameter, its scope."""
        lo = self.r.randint(-5, 10)
        n = self.r.randint(0, min(maxlen, 10))
        x = self.fresh('x')
        return lo, n, x, self.block_ctx(ctx, param(x, 2))

    def gen_astr(self, ctx, depth):
        r = self.r
        vs = self.vars_of(ctx, lambda v: v.ty == 'astr')
        if vs and r.random() < 0.4:
            a = self.pick(vs)
            x = self.fresh('w')
            k = r.random()
            if k < 0.3:
                return E('%s.map { |%s| %s.%s }' % (a.name, x, x, r.choice(['upcase', 'reverse', 'capitalize'])),
                         P_ATOM, 'astr', minlen=a.minlen, maxlen=a.maxlen, edig=a.edig, refs=[a.name])
            if k < 0.5:
                return E('%s.sort' % a.name, P_ATOM, 'astr', minlen=a.minlen, maxlen=a.maxlen, edig=a.edig,
                         refs=[a.name])
            if k < 0.7:
                key = r.choice(['%s.reverse' % x, x, '%s.upcase + %s' % (x, x), '%s.length' % x])
                return E('%s.sort_by { |%s| %s }' % (a.name, x, key), P_ATOM, 'astr', minlen=a.minlen,
                         maxlen=a.maxlen, edig=a.edig, refs=[a.name])
            return E('%s.select { |%s| %s.length > %d }' % (a.name, x, x, r.randint(0, 3)), P_ATOM, 'astr',
                     minlen=0, maxlen=a.maxlen, edig=a.edig, refs=[a.name])
        n = r.randint(0, 6)
        els = list(dict.fromkeys(r.choice(WORDS) for _ in range(n)))
        return E('[' + ', '.join('"%s"' % w for w in els) + ']', P_ATOM, 'astr', minlen=len(els), maxlen=len(els),
                 edig=max([len(w) for w in els] + [1]))

    def gen_aflt(self, ctx, depth):
        r = self.r
        n = r.randint(0, 6)
        els = [self.gen_float(ctx, 0, 6) for _ in range(n)]
        if r.random() < 0.3:
            arrs = self.vars_of(ctx, lambda v: v.ty == 'aint' and v.edig <= 10)
            if arrs:
                a = self.pick(arrs)
                x = self.fresh('x')
                return E('%s.map { |%s| %s / %s }' % (a.name, x, x, r.choice(['2.0', '4.0', '3.0', '0.5'])), P_ATOM,
                         'aflt', minlen=a.minlen, maxlen=a.maxlen, edig=a.edig + 1, refs=[a.name])
        return self.list_lit(els, 'aflt', minlen=n, maxlen=n, edig=max([int(e.mag) + 1 for e in els] + [1]))

    def gen_any(self, ctx, depth):
        """An expression of any type (the type is not tracked further)."""
        r = self.r
        k = self.wpick([(8, 'int'), (4, 'str'), (4, 'float'), (3, 'bool'), (2, 'sym'), (2, 'aint'), (1, 'astr'),
                        (1, 'nil'), (2, 'var'), (1, 'mixed'), (1, 'range'), (1, 'aflt')])
        if k == 'int':
            return self.gen_int(ctx, depth, 60 if r.random() < 0.2 else INT_CAP)
        if k in ('str', 'float', 'bool', 'aint', 'astr', 'aflt'):
            return getattr(self, 'gen_' + k)(ctx, depth)
        if k == 'sym':
            return self.gen_sym(ctx)
        if k == 'nil':
            return E('nil', P_ATOM, 'nil')
        if k == 'range':
            lo = r.randint(-3, 5)
            return E('(%d%s%d)' % (lo, r.choice(['..', '...']), lo + r.randint(0, 6)), P_ATOM, 'any')
        if k == 'var':
            vs = self.vars_of(ctx, lambda v: v.ty in ('hash', 'any', 'obj', 'aint', 'astr') and
                              (v.ty != 'obj' or v.cls.has_inspect))
            if vs:
                v = self.pick(vs)
                return E(v.name, P_ATOM, 'any', refs=[v.name])
            return self.gen_int(ctx, depth)
        return self.list_lit([self.gen_any(ctx, depth - 1) for _ in range(r.randint(0, 4))], 'any')
