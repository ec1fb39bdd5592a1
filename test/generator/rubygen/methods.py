"""Top-level method definitions: plain, yielding, predicates, bounded recursion, duck-typed."""

from .model import FLOAT_MAG, INT_CAP, P_ATOM, P_MUL, STR_CAP, E, Ctx, Method, Var, param


class Methods:
    def gen_method(self):
        r = self.r
        name = self.fresh(r.choice(['calc', 'm', 'f', 'helper', 'build', 'get', 'do_it', 'check']))
        kind = self.wpick([(6, 'plain'), (2, 'rec'), (2, 'yield'), (1, 'pred'), (1, 'poly')])
        if kind == 'pred':
            name += '?'
        ctx = Ctx(None, kind='method')
        params = []
        for _ in range(r.randint(0, 3)):
            pty = self.wpick([(6, 'int'), (2, 'str'), (1, 'float'), (2, 'aint'), (1, 'bool')])
            pname = self.fresh('a')
            params.append((pname, pty, 8 if pty == 'int' else None))
            ctx.vars[pname] = Var(pname, pty, cap=8 if pty == 'int' else FLOAT_MAG, slen=40, minlen=0, maxlen=10,
                                  edig=8, readonly=pty == 'aint')
        nopt = 0
        if params and r.random() < 0.3:
            nopt = r.randint(1, len(params))
        if kind == 'rec':
            return self.gen_rec_method(name)
        if kind == 'poly':
            return self.gen_poly_method(name)
        ret = 'bool' if kind == 'pred' else self.wpick([(6, 'int'), (2, 'str'), (1, 'float'), (1, 'aint')])
        if kind == 'yield':
            ret = 'int'
        m = Method(name, params, nopt, ret, 1, yields=(kind == 'yield'),
                   blockopt=(kind == 'yield' and r.random() < 0.5))
        self.emit_signature(name, params, nopt)
        with self.indented(), self.own_cost():
            ret_e = self.yielding_body(ctx, m) if m.yields else self.plain_body(ctx, m)
            if ret == 'int' and ret_e.dig > INT_CAP:
                ret_e = E('%s %% 1000000007' % self.wrap(ret_e, P_MUL), P_MUL, 'int', dig=10)
            if ret == 'str':
                m.rslen = min(STR_CAP, max(ret_e.slen, 1))
            m.rdig = ret_e.dig if ret == 'int' else (ret_e.edig if ret == 'aint' else INT_CAP)
            self.emit('return ' + ret_e.code if r.random() < 0.2 else ret_e.code)
        self.emit('end')
        self.emit('')
        self.methods.append(m)

    def emit_signature(self, name, params, nopt):
        """`def NAME(PARAMS)`, the last nopt parameters with default values."""
        r = self.r
        sig = []
        for i, (pname, pty, _) in enumerate(params):
            if i >= len(params) - nopt:
                dv = self.value_of_type(Ctx(None, kind='method'), 0, pty, 6)
                sig.append('%s = %s' % (pname, dv.code))
            else:
                sig.append(pname)
        if sig and r.random() < 0.15 and not any('=' in s for s in sig):
            self.emit('def %s %s' % (name, ', '.join(sig)))
        else:
            self.emit('def %s(%s)' % (name, ', '.join(sig)) if sig or r.random() < 0.5 else 'def %s' % name)

    def plain_body(self, ctx, m):
        """Statements, maybe an early return; sets m's cost and returns the result expression."""
        r = self.r
        self.gen_block(ctx, r.randint(0, 4), 2)
        if r.random() < 0.3:
            c = self.gen_bool(ctx, 1)
            self.emit('return %s if %s' % (self.argc(self.value_of_type(ctx, 1, m.ret)), c.code))
        ret_e = self.value_of_type(ctx, 2, m.ret)
        m.cost = max(1, self.cost)
        return ret_e

    def yielding_body(self, ctx, m):
        """A loop that sums what the block gives; sets m's cost and returns the sum."""
        r = self.r
        if m.blockopt:
            self.emit('return %d unless block_given?' % r.randint(-5, 5))
        acc = self.fresh('t')
        self.emit('%s = 0' % acc)
        ctx.vars[acc] = Var(acc, 'int', cap=INT_CAP)
        lp = self.fresh('k')
        n = r.randint(1, 6)
        if r.random() < 0.5:
            self.emit('%d.times do |%s|' % (n, lp))
        else:
            self.emit('%s = 0' % lp)
            self.emit('while %s < %d' % (lp, n))
            with self.indented():
                self.emit('%s += 1' % lp)
        body = self.block_ctx(ctx, param(lp, 2), mult=n)
        with self.indented():
            self.gen_block(body, r.randint(0, 2), 1)
            arg = self.gen_int(body, 1, 6)
            self.emit('%s = (%s + yield(%s)) %% 1000003' % (acc, acc, arg.code) if r.random() < 0.6 else
                      '%s += yield(%s %% 1000)' % (acc, self.wrap(arg, P_MUL)))
        self.emit('end')
        m.cost = max(1, self.cost + n * 5)
        return E(acc, P_ATOM, 'int', dig=INT_CAP)

    def gen_rec_method(self, name):
        """Recursion on an argument that every call site reduces to a small number."""
        r = self.r
        n = self.fresh('n')
        acc = self.fresh('acc')
        k = r.random()
        bound = r.randint(3, 15)
        if k < 0.4:
            step = r.choice([1, 1, 2])
            self.emit_def('%s(%s, %s = 0)' % (name, n, acc), 'return %s if %s <= 0' % (acc, n),
                          '%s(%s - %d, %s + %s * %d)' % (name, n, step, acc, n, r.randint(1, 5)))
            m = Method(name, [(n, 'int', 1), (acc, 'int', 3)], 1, 'int', bound + 1)
            m.rdig = 8
        elif k < 0.7:
            self.emit_def('%s(%s)' % (name, n), 'if %s < 2' % n, '  %s' % n, 'else',
                          '  %s(%s - 1) + %s(%s - 2)' % (name, n, name, n), 'end')
            m = Method(name, [(n, 'int', 1)], 0, 'int', 2 * 610)
            m.rdig = 4
        else:
            self.emit_def('%s(%s)' % (name, n), 'return 1 if %s <= 1' % n, '%s * %s(%s - 1)' % (n, name, n))
            m = Method(name, [(n, 'int', 1)], 0, 'int', bound + 1)
            m.rdig = 14
        self.emit('')
        self.methods.append(m)

    def gen_poly_method(self, name):
        """A method whose parameter may be of any type."""
        x = self.fresh('o')
        forms = ['"<#{%s}>"' % x, '%s.inspect' % x, '"#{%s.nil?}:" + %s.to_s' % (x, x),
                 '%s.to_s + "|" + %s.inspect' % (x, x), '%s == %s ? "same" : "diff"' % (x, x)]
        self.emit_def('%s(%s)' % (name, x), self.r.choice(forms))
        self.emit('')
        m = Method(name, [(x, 'anyv', None)], 0, 'str', 3)
        m.rslen = 80
        self.methods.append(m)
