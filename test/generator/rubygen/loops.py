"""Loops and blocks run as statements: while/until, loop, times, upto, ranges, each, blocks with values."""

from .model import INT_CAP, P_ADD, P_ATOM, E, Var, param


class Loops:
    def loop_body(self, ctx, depth, n=None):
        with self.indented():
            self.gen_block(ctx, n if n is not None else self.r.randint(1, 4), depth - 1)
            if self.chance(0.2):
                c = self.gen_bool(ctx, 0)
                self.emit('%s if %s' % (self.pick(['next', 'break']), c.code))
                self.gen_block(ctx, 1, depth - 1)

    def iterate(self, call, params, body, depth, brace=False):
        """`CALL do |PARAMS|` (or `{ |PARAMS|`), a loop body in the scope body, `end` (or `}`)."""
        self.emit('%s %s |%s|' % (call, '{' if brace else 'do', params))
        self.loop_body(body, depth)
        self.emit('}' if brace else 'end')

    def st_while(self, ctx, depth):
        r = self.r
        i = self.fresh('i')
        n = r.randint(0, 12)
        start = r.randint(-2, 2)
        self.emit('%s = %d' % (i, start))
        body = self.block_ctx(ctx, param(i, 2), mult=n - start + 1 if n > start else 1)
        if r.random() < 0.75:
            self.emit('while %s < %d%s' % (i, n, ' do' if r.random() < 0.1 else ''))
        else:
            self.emit('until %s >= %d' % (i, n))
        with self.indented():
            self.emit('%s += 1' % i)
        self.loop_body(body, depth)
        self.emit('end')
        ctx.vars[i] = Var(i, 'int', cap=2)

    def st_loop(self, ctx, depth):
        i = self.fresh('i')
        n = self.r.randint(1, 10)
        self.emit('%s = 0' % i)
        self.emit('loop do')
        body = self.block_ctx(ctx, param(i, 2), mult=n + 1)
        with self.indented():
            self.emit('%s += 1' % i)
            self.emit('break if %s > %d' % (i, n))
        self.loop_body(body, depth)
        self.emit('end')

    def st_times(self, ctx, depth):
        r = self.r
        n = r.randint(0, 12)
        x = self.fresh('k')
        body = self.block_ctx(ctx, param(x, 2), mult=max(1, n))
        self.iterate('%d.times' % n, x, body, depth, brace=r.random() >= 0.5)

    def counted_range(self, ctx):
        """Bounds a..b of a short range, a block parameter and the scope of a block run over it."""
        a = self.r.randint(-5, 5)
        b = a + self.r.randint(-1, 10)
        x = self.fresh('k')
        return a, b, x, self.block_ctx(ctx, param(x, 2), mult=max(1, b - a + 1))

    def st_upto(self, ctx, depth):
        r = self.r
        a, b, x, body = self.counted_range(ctx)
        k = r.random()
        if k < 0.4:
            call = '%d.upto(%d)' % (a, b)
        elif k < 0.7:
            call = '%d.downto(%d)' % (b, a)
        else:
            call = '%d.step(%d, %d)' % (a, b, r.choice([1, 2, 3]))
        self.iterate(call, x, body, depth)

    def st_range(self, ctx, depth):
        r = self.r
        a, b, x, body = self.counted_range(ctx)
        k = r.random()
        dots = r.choice(['..', '...'])
        if k < 0.6:
            self.iterate('(%d%s%d).each' % (a, dots, b), x, body, depth)
        elif k < 0.8:
            self.iterate('(%d%s%d).step(%d)' % (a, dots, b, r.choice([1, 2, 3])), x, body, depth, brace=True)
        else:
            i = self.fresh('j')
            body.vars[i] = param(i, 2)
            self.iterate('(%d%s%d).each_with_index' % (a, dots, b), '%s, %s' % (x, i), body, depth)

    def st_each(self, ctx, depth):
        r = self.r
        a = self.some_var(ctx, lambda v: v.ty in ('aint', 'astr', 'aflt', 'hash', 'obj_arr'))
        if a is None:
            return self.st_times(ctx, depth)
        x = self.fresh('e')
        body = self.block_ctx(ctx, mult=max(1, a.maxlen if a.ty != 'hash' else len(a.allkeys) + 2))
        a.busy += 1
        if a.ty == 'hash':
            kname = self.fresh('hk')
            body.vars[kname] = param(kname, INT_CAP, 'sym' if a.kkind == 'sym' else 'str', slen=12)
            body.vars[x] = param(x, a.edig)
            self.iterate('%s.each' % a.name, '%s, %s' % (kname, x), body, depth)
        else:
            et = {'aint': 'int', 'astr': 'str', 'aflt': 'float'}[a.ty]
            body.vars[x] = param(x, a.edig if et != 'float' else a.edig + 1, et, slen=a.edig)
            if r.random() < 0.3:
                i = self.fresh('j')
                body.vars[i] = param(i, 2)
                self.iterate('%s.each_with_index' % a.name, '%s, %s' % (x, i), body, depth)
            else:
                self.iterate('%s.each' % a.name, x, body, depth, brace=r.random() < 0.3)
        a.busy -= 1

    def st_blkval(self, ctx, depth):
        """A block-taking method whose block has several statements, next/break with values."""
        r = self.r
        a = self.some_var(ctx, lambda v: v.ty == 'aint')
        if a is None:
            return self.st_times(ctx, depth)
        x = self.fresh('e')
        body = self.block_ctx(ctx, param(x, a.edig), mult=max(1, a.maxlen))
        a.busy += 1
        name = self.fresh('r')
        m = r.choice(['map', 'select', 'reject', 'each', 'sum', 'count', 'any?', 'all?', 'sort_by', 'inject'])
        if m == 'inject':
            acc = self.fresh('acc')
            body.vars[acc] = param(acc, INT_CAP)
            self.emit('%s = %s.inject(%d) do |%s, %s|' % (name, a.name, r.randint(0, 5), acc, x))
        else:
            self.emit('%s = %s.%s do |%s|' % (name, a.name, m, x))
        with self.indented():
            self.gen_block(body, r.randint(0, 2), depth - 1)
            if m in ('inject', 'map', 'sum'):
                def want(c):
                    return self.gen_int(c, 0, 8)
            elif m == 'sort_by':
                def want(c):
                    return E(self.pick(['-%s' % x, x, '%s * 7' % x]), P_ATOM, 'int', dig=8)
            else:
                def want(c):
                    return self.gen_bool(c, 0)
            if r.random() < 0.4:
                c = self.gen_bool(body, 0)
                self.emit('next %s if %s' % (self.argc(want(body)), c.code))
            if r.random() < 0.25:
                c = self.gen_bool(body, 0)
                self.emit('break %s if %s' % (self.argc(self.gen_any(body, 0)), c.code))
            if m == 'inject':
                e = self.gen_int(body, 0, 8)
                self.emit('(%s + %s) %% 100003' % (acc, self.wrap(e, P_ADD + 1)))
            else:
                self.emit(want(body).code)
        self.emit('end')
        a.busy -= 1
        ctx.vars[name] = Var(name, 'any')
        self.emit(self.cmd('p', [E(name, P_ATOM, 'any')]))
