"""Calls as expressions: generated methods, constructors, readers and methods of objects."""

from .model import FLOAT_MAG, INT_CAP, MAX_MULT, P_ATOM, E, lineage, param

# facts of an object's member of each type: (fact, bound of a reader, bound of a method's result)
MEMBER_FACTS = {'int': ('dig', INT_CAP, INT_CAP), 'str': ('slen', 40, 100)}


class CallExprs:
    def call_method(self, ctx, depth, ret):
        """A call of a generated method returning ret (that the cost budget allows), or None."""
        ms = [m for m in self.methods if m.ret == ret and ctx.mult * m.cost <= MAX_MULT]
        if not ms or depth <= 0:
            return None
        m = self.pick(ms)
        return self.call_of(ctx, depth, m)

    def call_of(self, ctx, depth, m, block=True):
        args = []
        n = len(m.params) - (self.r.randint(0, m.nopt) if m.nopt else 0)
        refs = set()
        for (_, pty, info) in m.params[:n]:
            a = self.value_of_type(ctx, max(0, depth - 1), pty, info)
            refs |= a.refs
            args.append(self.arg(a))
        code = '%s(%s)' % (m.name, ', '.join(args)) if (args or self.chance(0.5)) else m.name
        if not args and code == m.name and m.name in ctx.lookup_all():
            code += '()'
        if m.yields and (not m.blockopt or self.chance(0.8)) and block:
            x = self.fresh('y')
            b = self.gen_int(self.block_ctx(ctx, param(x, INT_CAP)), max(0, depth - 1), 8)
            code += ' { |%s| %s }' % (x, b.code)
        self.add_cost(ctx, m.cost)
        if m.ret == 'int':
            return E(code, P_ATOM, 'int', dig=m.rdig, refs=refs)
        if m.ret == 'aint':
            return E(code, P_ATOM, 'aint', minlen=0, maxlen=12, edig=m.rdig, refs=refs)
        return E(code, P_ATOM, m.ret, mag=FLOAT_MAG, slen=m.rslen, refs=refs)

    def value_of_type(self, ctx, depth, ty, info=None):
        """A value for a parameter of type ty (info: the digit cap of an Integer)."""
        if ty == 'int':
            return self.gen_int(ctx, depth, info if info else INT_CAP)
        if ty == 'float':
            return self.gen_float(ctx, depth)
        if ty == 'str':
            return self.gen_str(ctx, depth, 40)
        if ty == 'bool':
            return self.gen_bool(ctx, depth)
        if ty == 'aint':
            return self.gen_aint(ctx, depth, 8, 10)
        if ty == 'sym':
            return self.gen_sym(ctx)
        return self.gen_any(ctx, depth)

    def new_obj(self, ctx, depth, cls, idexpr=None):
        """Code of `Cls.new(...)`; the first argument (the id) is idexpr or a literal."""
        args = []
        for i, t in enumerate(cls.init_params):
            if i == 0:
                args.append(idexpr if idexpr is not None else str(self.r.randint(0, 999)))
            else:
                args.append(self.arg(self.value_of_type(ctx, max(0, depth - 1), t, 8)))
        self.add_cost(ctx, 5)
        return '%s.new(%s)' % (cls.name, ', '.join(args))

    def obj_int(self, ctx, depth):
        """An Integer read from an object variable (a reader or a method), or None."""
        o = self.some_var(ctx, lambda v: v.ty == 'obj')
        return None if o is None else self.obj_member(ctx, depth, o, 'int')

    def obj_str(self, ctx, depth):
        """A String from an object variable (to_s, inspect, a reader or a method), or None."""
        o = self.some_var(ctx, lambda v: v.ty == 'obj')
        if o is None:
            return None
        k = self.r.random()
        if k < 0.4:
            return E('%s.to_s' % o.name, P_ATOM, 'str', slen=60, refs=[o.name])
        if k < 0.6 and o.cls.has_inspect:
            return E('%s.inspect' % o.name, P_ATOM, 'str', slen=60, refs=[o.name])
        return self.obj_member(ctx, depth, o, 'str')

    def obj_member(self, ctx, depth, o, ty):
        """A reader or a method call of the object variable o giving a value of type ty, or None."""
        cands = []
        for c in lineage(o.cls):
            for f, fty in c.fields:
                if fty == ty and f in c.readers:
                    cands.append(('%s.%s' % (o.name, f), None))
            for mname, (ptys, ret) in c.methods.items():
                if ret == ty:
                    cands.append((mname, ptys))
        if not cands:
            return None
        fact, reader_bound, method_bound = MEMBER_FACTS[ty]
        what, ptys = self.pick(cands)
        if ptys is None:
            return E(what, P_ATOM, ty, refs=[o.name], **{fact: reader_bound})
        args = [self.arg(self.value_of_type(ctx, max(0, depth - 1), t)) for t in ptys]
        self.add_cost(ctx, 30)
        return E('%s.%s(%s)' % (o.name, what, ', '.join(args)) if args else '%s.%s' % (o.name, what), P_ATOM, ty,
                 refs=[o.name], **{fact: method_bound})
