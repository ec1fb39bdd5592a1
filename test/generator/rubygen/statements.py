"""Simple statements: declarations, assignments, output, calls; the choice of the next statement."""

from .model import BIG_CAP, EXPR_DIGITS, FLOAT_MAG, INT_CAP, MAX_MULT, P_ATOM, P_MUL, P_SHIFT, STR_CAP, E, Var, \
    digits_of


class Statements:
    def assign_int(self, ctx, v, depth):
        """Code of an assignment to int variable v keeping it under its cap."""
        r = self.r
        k = r.random()
        if k < 0.35:
            op = r.choice(['+=', '-=', '+=', '-='])
            e = self.gen_int(ctx, depth, max(1, min(v.cap - 4, 6)))
            if v.name not in e.refs:
                return '%s %s %s' % (v.name, op, e.code)
        if k < 0.45:
            op = r.choice(['%=', '/=', '>>=', '&='])
            if op in ('%=', '/='):
                e = self.nonzero_int(ctx, depth)
            elif op == '>>=':
                e = E(str(r.randint(0, 5)), P_ATOM, 'int', dig=1)
            else:
                e = self.gen_int(ctx, depth, v.cap)
            if op != '%=' or e.dig <= v.cap:
                return '%s %s %s' % (v.name, op, e.code)
        if k < 0.5:
            e = self.gen_int(ctx, depth, v.cap)
            if v.name not in e.refs:
                return '%s ||= %s' % (v.name, e.code) if r.random() < 0.5 else '%s |= %s' % (v.name, e.code)
        if k < 0.55 and v.cap >= 6:
            mul = '%s *= %d' % (v.name, r.choice([1, -1, 2, 3]))
            return mul + '; %s %%= %d' % (v.name, r.choice([1000003, 97, 10 ** (v.cap - 2) + 7]))
        e = self.gen_int(ctx, depth, EXPR_DIGITS)
        if e.dig > v.cap:
            m = self.pick([1000003, 97, 65536, 2 ** 61 - 1, 10 ** 9 + 7, 10 ** max(1, v.cap - 1) + 3, 12345])
            if digits_of(m) > v.cap:
                m = 10 ** max(1, v.cap - 1) + 3
            if r.random() < 0.2:
                m = -m
            return '%s = %s %% %d' % (v.name, self.wrap(e, P_MUL), m) if m > 0 else \
                '%s = %s %% (%d)' % (v.name, self.wrap(e, P_MUL), m)
        return '%s = %s' % (v.name, e.code)

    def gen_print(self, ctx, depth):
        r = self.r
        k = r.random()
        vs = self.vars_of(ctx, lambda v: v.ty in ('int', 'str', 'float', 'bool', 'sym', 'aint', 'astr', 'aflt', 'hash',
                                                 'any') or (v.ty == 'obj' and v.cls.has_inspect))
        if vs and r.random() < 0.35:
            e = E(self.pick(vs).name, P_ATOM, 'any')
        else:
            e = self.gen_any(ctx, depth)
        if k < 0.35:
            return self.cmd('p', [e])
        if k < 0.65:
            if e.ty == 'obj' or (e.ty == 'any' and r.random() < 0.3):
                return self.cmd('p', [e])
            return self.cmd('puts', [e])
        if k < 0.75:
            e2 = self.gen_any(ctx, depth)
            return self.cmd(r.choice(['p', 'puts']), [e, e2])
        if k < 0.85:
            if r.random() < 0.5:
                return self.cmd('print', [e, E('"\\n"', P_ATOM, 'str')])
            return 'print(%s, "|", %s, "\\n")' % (self.arg(e), self.arg(self.gen_any(ctx, depth)))
        s = self.gen_str(ctx, depth)
        return self.cmd('puts', [s])

    def declare(self, ctx, depth):
        """A new local variable with an initial value; returns the statement."""
        r = self.r
        ty = self.wpick([(10, 'int'), (2, 'big'), (4, 'str'), (3, 'float'), (2, 'bool'), (4, 'aint'), (2, 'astr'),
                         (1, 'sym'), (2, 'hash'), (1, 'aflt'), (2, 'obj'), (1, 'any')])
        name = self.fresh('v')
        if ty == 'int' or ty == 'big':
            cap = INT_CAP if ty == 'int' else BIG_CAP
            e = self.gen_int(ctx, depth, cap)
            ctx.vars[name] = Var(name, 'int', cap=max(e.dig, 6 if ty == 'int' else 30))
            if ctx.vars[name].cap > cap:
                ctx.vars[name].cap = cap
            return '%s = %s' % (name, e.code)
        if ty == 'str':
            e = self.gen_str(ctx, depth, 60)
            ctx.vars[name] = Var(name, 'str', slen=e.slen)
            if r.random() < 0.3:
                return '%s = %s.dup' % (name, self.recv(e))  # mutable copy; << on it never touches a literal
            return '%s = %s' % (name, e.code)
        if ty == 'float':
            e = self.gen_float(ctx, depth)
            ctx.vars[name] = Var(name, 'float', cap=max(e.mag, 6))
            return '%s = %s' % (name, e.code)
        if ty == 'bool':
            e = self.gen_bool(ctx, depth)
            ctx.vars[name] = Var(name, 'bool')
            return '%s = %s' % (name, e.code)
        if ty == 'sym':
            e = self.gen_sym(ctx)
            ctx.vars[name] = Var(name, 'sym')
            return '%s = %s' % (name, e.code)
        if ty in ('aint', 'astr', 'aflt'):
            e = getattr(self, 'gen_' + ty)(ctx, depth)
            ctx.vars[name] = Var(name, ty, minlen=e.minlen, maxlen=e.maxlen, edig=max(e.edig, 1))
            return '%s = %s' % (name, e.code)
        if ty == 'hash':
            kkind = r.choice(['sym', 'str'])
            keys = list(dict.fromkeys(r.choice(['a', 'b', 'c', 'key', 'x', 'y', 'n1', 'long_name', 'z'])
                                      for _ in range(r.randint(0, 5))))
            vals = [self.gen_int(ctx, 0, 8) for _ in keys]
            if kkind == 'sym':
                if r.random() < 0.5:
                    items = ['%s: %s' % (k, self.arg(v)) for k, v in zip(keys, vals)]
                else:
                    items = [':%s => %s' % (k, self.arg(v)) for k, v in zip(keys, vals)]
            else:
                items = ['"%s" => %s' % (k, self.arg(v)) for k, v in zip(keys, vals)]
            ctx.vars[name] = Var(name, 'hash', keys=list(keys), allkeys=list(keys), kkind=kkind,
                                 edig=max([v.dig for v in vals] + [8]))
            return '%s = {%s}' % (name, ', '.join(items)) if items else '%s = {}' % name
        if ty == 'obj' and self.classes:
            cls = self.pick(self.classes)
            e = self.new_obj(ctx, depth, cls)
            ctx.vars[name] = Var(name, 'obj', cls=cls)
            return '%s = %s' % (name, e)
        e = self.gen_any(ctx, depth)
        ctx.vars[name] = Var(name, 'any')
        return '%s = %s' % (name, e.code)

    def gen_block(self, ctx, n, depth):
        for _ in range(n):
            self.gen_stmt(ctx, depth)

    def gen_stmt(self, ctx, depth):
        self.cost += ctx.mult
        loops_ok = depth > 0 and ctx.mult < MAX_MULT // 4
        k = self.wpick([
            (10, 'print'), (9, 'decl'), (8, 'assign'), (4, 'if'), (4 if loops_ok else 0, 'while'),
            (5 if loops_ok else 0, 'times'), (5 if loops_ok else 0, 'each'), (3, 'arrmut'), (2, 'hashmut'),
            (2, 'case'), (2, 'modifier'), (2 if loops_ok else 0, 'upto'), (1, 'masgn'), (2, 'strmut'),
            (2, 'objstmt'), (1 if loops_ok else 0, 'loop'), (1 if loops_ok else 0, 'range'),
            (2 if loops_ok else 0, 'blkval'), (1, 'unless'), (3, 'callstmt'),
        ])
        getattr(self, 'st_' + k)(ctx, depth)

    def st_print(self, ctx, depth):
        self.emit(self.gen_print(ctx, depth))

    def st_decl(self, ctx, depth):
        self.emit(self.declare(ctx, depth))

    def st_callstmt(self, ctx, depth):
        e = self.call_method(ctx, depth, self.pick(['int', 'str', 'aint', 'bool', 'float']))
        if e is None:
            return self.st_print(ctx, depth)
        self.emit(self.cmd('p', [e]))

    def st_assign(self, ctx, depth):
        r = self.r
        v = self.some_var(ctx, lambda v: v.ty in ('int', 'str', 'float', 'bool') and not v.readonly)
        if v is None:
            return self.st_decl(ctx, depth)
        if v.ty == 'int':
            self.emit(self.assign_int(ctx, v, depth))
        elif v.ty == 'float':
            e = self.gen_float(ctx, depth, 2 * FLOAT_MAG)
            if e.mag > v.cap:
                self.emit('%s = %s %% %s' % (v.name, self.wrap(e, P_MUL), r.choice(['1000.0', '97.5', '10.0'])))
            elif r.random() < 0.3 and v.name not in e.refs and e.mag < v.cap - 3:
                self.emit('%s %s %s' % (v.name, r.choice(['+=', '-=']), e.code))
            else:
                self.emit('%s = %s' % (v.name, e.code))
        elif v.ty == 'str':
            e = self.gen_str(ctx, depth, 40)
            if r.random() < 0.3 and v.slen + e.slen * ctx.mult <= STR_CAP * 2 and v.name not in e.refs:
                self.emit('%s += %s' % (v.name, e.code))
                v.slen += e.slen * ctx.mult
            elif v.name in e.refs:
                # a self-referencing string (s = s + s) doubles in a loop: cut it
                self.emit('%s = %s[0, 40]' % (v.name, self.recv(e)))
                v.slen = max(v.slen, 40)
            else:
                self.emit('%s = %s' % (v.name, e.code))
                v.slen = max(v.slen, e.slen)
        else:
            e = self.gen_bool(ctx, depth)
            op = r.choice(['=', '=', '&&=', '||='])
            self.emit('%s %s %s' % (v.name, op, e.code))

    def st_strmut(self, ctx, depth):
        v = self.some_var(ctx, lambda v: v.ty == 'str' and not v.readonly)
        if v is None:
            return self.st_decl(ctx, depth)
        e = self.gen_str(ctx, depth, 10)
        if v.slen + e.slen * ctx.mult > STR_CAP * 2 or v.name in e.refs:
            self.emit('%s = %s[0, 40]' % (v.name, self.recv(e)))
            v.slen = max(v.slen, 40)
            return
        # copy first: << must not mutate a string literal shared by another variable
        self.emit('%s = %s.dup' % (v.name, v.name) if self.chance(0.3) else '%s = %s + ""' % (v.name, v.name))
        self.emit('%s << %s' % (v.name, self.argc(e) if e.prec > P_SHIFT else '(' + e.code + ')'))
        v.slen += e.slen * ctx.mult

    def st_masgn(self, ctx, depth):
        r = self.r
        vs = self.vars_of(ctx, lambda v: v.ty == 'int' and not v.readonly)
        if len(vs) >= 2 and r.random() < 0.5:
            a, b = r.sample(vs, 2)
            if a.cap == b.cap:
                self.emit('%s, %s = %s, %s' % (a.name, b.name, b.name, a.name))
                return
        n1, n2 = self.fresh('m'), self.fresh('m')
        k = r.random()
        if k < 0.4:
            e1, e2 = self.gen_int(ctx, depth - 1), self.gen_int(ctx, depth - 1)
            self.emit('%s, %s = %s, %s' % (n1, n2, self.arg(e1), self.arg(e2)))
            ctx.vars[n1] = Var(n1, 'int', cap=max(e1.dig, 6))
            ctx.vars[n2] = Var(n2, 'int', cap=max(e2.dig, 6))
        elif k < 0.7:
            vals = [r.randint(-9, 99) for _ in range(r.randint(2, 4))]
            self.emit('%s, %s = [%s]' % (n1, n2, ', '.join(map(str, vals))))
            ctx.vars[n1] = Var(n1, 'int', cap=2)
            ctx.vars[n2] = Var(n2, 'int', cap=2)
        else:
            self.emit('%s, %s = %d' % (n1, n2, r.randint(0, 9)))
            self.emit('p %s, %s' % (n1, n2))
            ctx.vars[n1] = Var(n1, 'int', cap=2)
            ctx.vars[n2] = Var(n2, 'any')

