"""Boolean expressions: comparisons, logic, predicates."""

from .model import BINPREC, P_ATOM, P_EQ, P_KWANDOR, P_KWNOT, P_NOT, E, lineage, param


class BoolExprs:
    def gen_bool(self, ctx, depth):
        r = self.r
        if depth <= 0 or r.random() < 0.15:
            vs = self.vars_of(ctx, lambda v: v.ty == 'bool')
            if vs and r.random() < 0.5:
                v = self.pick(vs)
                return E(v.name, P_ATOM, 'bool', refs=[v.name])
            if r.random() < 0.08:
                return E(r.choice(['true', 'false']), P_ATOM, 'bool')
            ivs = self.vars_of(ctx, lambda v: v.ty == 'int')
            if ivs and r.random() < 0.6:
                v = self.pick(ivs)
                op = r.choice(['<', '<=', '>', '>=', '==', '!='])
                return E('%s %s %d' % (v.name, op, r.randint(-3, 12)), BINPREC[op], 'bool', refs=[v.name])
            a = self.gen_int(ctx, 0)
            return E('%s.%s' % (self.recv(a), r.choice(['even?', 'odd?', 'zero?'])), P_ATOM, 'bool', refs=a.refs)
        choice = self.wpick([(8, 'icmp'), (3, 'fcmp'), (3, 'scmp'), (3, 'logic'), (2, 'not'), (3, 'pred'),
                             (3, 'coll'), (1, 'kw'), (2, 'eq'), (2, 'call'), (1, 'mixcmp')])
        if choice == 'icmp':
            a = self.gen_int(ctx, depth - 1)
            b = self.gen_int(ctx, depth - 1)
            return self.binop(a, r.choice(['<', '<=', '>', '>=', '==', '!=']), b, 'bool')
        if choice == 'fcmp':
            a = self.gen_float(ctx, depth - 1)
            b = self.gen_float(ctx, depth - 1) if r.random() < 0.6 else self.gen_int(ctx, depth - 1, 10)
            return self.binop(a, r.choice(['<', '<=', '>', '>=', '==', '!=']), b, 'bool')
        if choice == 'scmp':
            a = self.gen_str(ctx, depth - 1)
            b = self.gen_str(ctx, depth - 1)
            return self.binop(a, r.choice(['<', '>', '==', '!=', '==', '<=', '>=']), b, 'bool')
        if choice == 'logic':
            a = self.gen_bool(ctx, depth - 1)
            b = self.gen_bool(ctx, depth - 1)
            return self.binop(a, r.choice(['&&', '||']), b, 'bool')
        if choice == 'not':
            a = self.gen_bool(ctx, depth - 1)
            return E('!' + self.wrap(a, P_NOT), P_NOT, 'bool', refs=a.refs)
        if choice == 'kw':
            a = self.gen_bool(ctx, depth - 1)
            b = self.gen_bool(ctx, depth - 1)
            if r.random() < 0.3:
                # `not (` reads as a call's parentheses, where `(x; y)` cannot
                # stand first: such an operand gets parentheses of its own.
                code = self.wrap(a, P_KWNOT + 1)
                if code.startswith('('):
                    code = '(' + a.code + ')'
                return E('(not %s)' % code, P_ATOM, 'bool', refs=a.refs)
            op = r.choice(['and', 'or'])
            return E('(%s %s %s)' % (self.wrap(a, P_KWANDOR + 1), op, self.wrap(b, P_KWANDOR + 1)), P_ATOM, 'bool',
                     refs=a.refs | b.refs)
        if choice == 'pred':
            k = r.random()
            if k < 0.4:
                a = self.gen_int(ctx, depth - 1)
                return E('%s.%s' % (self.recv(a), r.choice(['even?', 'odd?', 'zero?'])), P_ATOM, 'bool',
                         refs=a.refs)
            a = self.gen_str(ctx, depth - 1)
            if k < 0.55:
                return E('%s.empty?' % self.recv(a), P_ATOM, 'bool', refs=a.refs)
            b = self.str_lit(short=True)
            m = r.choice(['include?', 'start_with?', 'end_with?'])
            return E('%s.%s(%s)' % (self.recv(a), m, b.code), P_ATOM, 'bool', refs=a.refs)
        if choice == 'coll':
            arrs = self.vars_of(ctx, lambda v: v.ty == 'aint')
            hs = self.vars_of(ctx, lambda v: v.ty == 'hash')
            if hs and r.random() < 0.3:
                h = self.pick(hs)
                return E('%s.key?(%s)' % (h.name, self.any_key(h)), P_ATOM, 'bool',
                         refs=[h.name])
            if arrs:
                a = self.pick(arrs)
                k = r.random()
                if k < 0.3:
                    return E('%s.include?(%s)' % (a.name, self.arg(self.gen_int(ctx, 0))), P_ATOM, 'bool',
                             refs=[a.name])
                if k < 0.4:
                    return E('%s.empty?' % a.name, P_ATOM, 'bool', refs=[a.name])
                x = self.fresh('x')
                b = self.gen_bool(self.block_ctx(ctx, param(x, a.edig)), depth - 1)
                return E('%s.%s { |%s| %s }' % (a.name, r.choice(['any?', 'all?']), x, b.code), P_ATOM, 'bool',
                         refs=[a.name])
            lo = r.randint(-3, 5)
            return E('(%d..%d).include?(%s)' % (lo, lo + r.randint(0, 9), self.arg(self.gen_int(ctx, 0))), P_ATOM,
                     'bool')
        if choice == 'eq':
            k = r.random()
            if k < 0.4:
                a = self.gen_sym(ctx)
                b = self.gen_sym(ctx)
                return E('%s %s %s' % (a.code, r.choice(['==', '!=']), b.code), P_EQ, 'bool', refs=a.refs | b.refs)
            if k < 0.6:
                a = self.gen_any(ctx, depth - 1)
                return E('%s.nil?' % self.recv(a), P_ATOM, 'bool', refs=a.refs)
            objs = self.vars_of(ctx, lambda v: v.ty == 'obj' and v.cls.has_eq)
            if objs:
                o1 = self.pick(objs)
                o2s = [o for o in objs if self.related(o.cls, o1.cls)]
                o2 = self.pick(o2s)
                return E('%s %s %s' % (o1.name, r.choice(['==', '!=']), o2.name), P_EQ, 'bool',
                         refs=[o1.name, o2.name])
            a = self.gen_any(ctx, depth - 1)
            return self.binop(a, '==', self.gen_any(ctx, depth - 1), 'bool')
        if choice == 'call':
            e = self.call_method(ctx, depth, 'bool')
            if e is not None:
                return e
        if choice == 'mixcmp':
            a = self.gen_int(ctx, depth - 1, 10)
            b = self.gen_float(ctx, depth - 1)
            return self.binop(a, r.choice(['<', '>', '==', '<=']), b, 'bool')
        w = r.choice(['true', 'false', 'nil.nil?', '!nil'])
        return E(w, P_NOT if w == '!nil' else P_ATOM, 'bool')

    @staticmethod
    def related(a, b):
        return a in lineage(b) or b in lineage(a)

