"""Statements that change arrays, hashes and objects (keeping their length and key facts up to date)."""

from .model import P_ATOM, P_SHIFT, E, key_code, lineage, param


class Mutations:
    def mutable_var(self, ctx, ty):
        """A variable of type ty that may change now (not read-only, not being iterated over), or None."""
        return self.some_var(ctx, lambda v: v.ty == ty and v.busy == 0 and not v.readonly)

    def st_arrmut(self, ctx, depth):
        r = self.r
        a = self.mutable_var(ctx, 'aint')
        if a is None:
            return self.st_decl(ctx, depth)
        k = r.random()
        if k < 0.3 and a.maxlen + ctx.mult <= 60:
            e = self.gen_int(ctx, depth - 1, a.edig)
            if a.name in e.refs:
                e = self.int_lit()
                if e.dig > a.edig:
                    e = E('1', P_ATOM, 'int', dig=1)
            m = r.random()
            if m < 0.5:
                self.emit('%s << %s' % (a.name, self.wrap(e, P_SHIFT + 1)))
            elif m < 0.8:
                self.emit('%s.push(%s)' % (a.name, self.arg(e)))
            else:
                self.emit('%s.unshift(%s)' % (a.name, self.arg(e)))
            a.maxlen += ctx.mult
            if ctx.mult == 1 and ctx.unconditional():
                a.minlen += 1
        elif k < 0.45 and ctx.mult == 1:
            m = r.choice(['pop', 'shift'])
            self.emit(self.cmd('p', [E('%s.%s' % (a.name, m), P_ATOM, 'any')]) if r.random() < 0.5
                      else '%s.%s' % (a.name, m))
            a.minlen = max(0, a.minlen - ctx.mult)
        elif k < 0.75 and a.minlen > 0:
            i = r.randint(-a.minlen, a.minlen - 1)
            e = self.gen_int(ctx, depth - 1, max(1, a.edig - 3))
            op = r.choice(['=', '+=', '-=', '=', '||='])
            if op == '=':
                e = self.gen_int(ctx, depth - 1, a.edig)
            self.emit('%s[%d] %s %s' % (a.name, i, op, e.code))
        elif k < 0.85 and a.maxlen + 6 <= 60 and ctx.mult == 1:
            i = r.randint(0, a.maxlen + 4)
            e = self.gen_int(ctx, depth - 1, a.edig)
            self.emit('%s[%d] = %s' % (a.name, i, e.code))
            # growing with nil fill: the array may now hold nils, so it is no longer an int array
            a.ty = 'any_arr'
            self.emit(self.cmd('p', [E(a.name, P_ATOM, 'any')]))
            self.emit('%s = %s.map { |q| q || 0 }' % (a.name, a.name))
            a.ty = 'aint'
            a.maxlen = max(a.maxlen, i + 1)
            if ctx.unconditional():
                a.minlen = max(a.minlen, i + 1)
        else:
            e = self.gen_aint(ctx, depth - 1)
            if ctx.mult > 1 and (e.minlen < a.minlen or a.name in e.refs or e.edig > a.edig):
                return self.st_print(ctx, depth)
            self.emit('%s = %s' % (a.name, e.code))
            # in a branch or loop body the assignment may not happen: keep the weaker bounds
            a.minlen = e.minlen if ctx.unconditional() else min(a.minlen, e.minlen)
            a.maxlen, a.edig = max(e.maxlen, a.maxlen), max(e.edig, a.edig)

    def st_hashmut(self, ctx, depth):
        r = self.r
        h = self.mutable_var(ctx, 'hash')
        if h is None:
            return self.st_decl(ctx, depth)
        k = r.random()
        if k < 0.5:
            key = self.newkey() if r.random() < 0.5 or not h.allkeys else self.pick(h.allkeys)
            e = self.gen_int(ctx, depth - 1, h.edig)
            kc = key_code(h.kkind, key)
            self.emit('%s[%s] = %s' % (h.name, kc, e.code))
            if key not in h.allkeys:
                h.allkeys.append(key)
            if ctx.mult == 1 and ctx.unconditional() and key not in h.keys:
                h.keys.append(key)
        elif k < 0.65 and h.keys:
            key = self.pick(h.keys)
            kc = key_code(h.kkind, key)
            e = self.gen_int(ctx, depth - 1, max(1, h.edig - 3))
            self.emit('%s[%s] %s %s' % (h.name, kc, r.choice(['+=', '-=']), e.code))
        elif k < 0.8 and ctx.mult == 1:
            key = self.pick(h.allkeys + [self.newkey()])
            kc = key_code(h.kkind, key)
            self.emit(self.cmd('p', [E('%s.delete(%s)' % (h.name, kc), P_ATOM, 'any')]))
            if key in h.keys:
                h.keys.remove(key)
        else:
            what = r.choice(['keys', 'values', 'size', 'keys.length', 'values.sum', 'key?(:a)', 'empty?']
                            if h.kkind == 'sym' else ['keys', 'values', 'size', 'key?("a")'])
            self.emit('p %s.%s' % (h.name, what))

    def st_objstmt(self, ctx, depth):
        r = self.r
        if not self.classes:
            return self.st_print(ctx, depth)
        k = r.random()
        if k < 0.35:
            # an array of objects with distinct ids: sort, map, puts, p
            cls = self.pick(self.classes)
            n = r.randint(0, 6)
            x = self.fresh('q')
            base = r.randint(0, 50)
            step = r.choice([1, 3, -1, -7, 11])
            name = self.fresh('objs')
            obj = self.new_obj(self.block_ctx(ctx, param(x, 2)), depth - 1, cls, '%d + %s * %d' % (base, x, step))
            self.emit('%s = (1..%d).map { |%s| %s }' % (name, n, x, obj))
            if cls.has_cmp and r.random() < 0.6:
                self.emit('%s = %s.sort' % (name, name))
            outs = ['puts %s' % name, 'puts %s.length' % name]
            if cls.has_inspect:
                outs += ['p %s' % name, 'p %s.reverse' % name, 'puts %s.inspect' % name]
            if cls.has_cmp:
                outs += ['p %s.max' % name if cls.has_inspect else 'puts %s.max' % name,
                         'puts %s.min' % name, 'puts %s.sort.first' % name]
            self.emit(r.choice(outs))
            if cls.has_eq and n > 0:
                self.emit('p %s.include?(%s[0])' % (name, name))
            self.cost += ctx.mult * n * 10
            return
        o = self.some_var(ctx, lambda v: v.ty == 'obj')
        if o is None:
            return self.st_decl(ctx, depth)
        writers = [(f, ty) for c in lineage(o.cls) for f, ty in c.fields if f in c.writers]
        if writers and k < 0.6:
            f, ty = self.pick(writers)
            if ty == 'int':
                e = self.gen_int(ctx, depth - 1, 6)
                self.emit('%s.%s %s %s' % (o.name, f, r.choice(['=', '+=', '-=']), e.code))
                self.emit('%s.%s %%= 1000003' % (o.name, f))
            else:
                e = self.gen_str(ctx, depth - 1, 20)
                self.emit('%s.%s = %s' % (o.name, f, e.code))
            return
        e = self.obj_int(ctx, depth) if r.random() < 0.5 else self.obj_member(ctx, depth, o, 'str')
        if e is None:
            self.emit('puts %s' % o.name)
            return
        self.emit(self.cmd(r.choice(['p', 'puts']), [e]))

