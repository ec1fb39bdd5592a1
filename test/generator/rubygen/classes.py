"""Class definitions: fields and accessors, initialize (with super), methods and overrides, to_s, inspect,
== and <=>."""

from .model import P_ADD, Ctx, Klass, Var, lineage


def has_to_s(c):
    return any(k.own_to_s for k in lineage(c))


class Classes:
    def gen_class(self):
        r = self.r
        parent = self.pick(self.classes) if self.classes and r.random() < 0.45 else None
        name = self.fresh(r.choice(['Point', 'Box', 'Item', 'Node', 'Shape', 'Acct', 'Vec']))
        cls = Klass(name, parent)
        self.emit('class %s%s' % (name, ' < ' + parent.name if parent else ''))
        with self.indented():
            self.class_fields(cls)
            allfields = [f for c in reversed(lineage(cls)) for f in c.fields]
            for _ in range(r.randint(1, 3)):
                self.class_method(cls, allfields)
            self.class_protocols(cls, allfields)
        self.emit('end')
        self.emit('')
        self.classes.append(cls)

    def class_fields(self, cls):
        """Fields, accessors, maybe a constant, and initialize."""
        r = self.r
        parent = cls.parent
        fields = []
        if parent is None:
            fields.append(('id', 'int'))
        for _ in range(r.randint(0, 2)):
            fields.append((self.fresh('f'), r.choice(['int', 'str', 'int'])))
        cls.fields = list(fields)
        rdr = [f for f, _ in fields if r.random() < 0.7]
        acc = [f for f, _ in fields if f not in rdr and r.random() < 0.5]
        cls.readers = set(rdr) | set(acc)
        cls.writers = set(acc)
        if rdr:
            self.emit('attr_reader ' + ', '.join(':' + f for f in rdr))
        if acc:
            self.emit('attr_accessor ' + ', '.join(':' + f for f in acc))
        if r.random() < 0.3:
            cname = 'K%d' % self.counter
            self.counter += 1
            self.emit('%s = %d' % (cname, r.randint(1, 99)))
        pnames = [self.fresh('p') for _ in fields]
        ptypes = [t for _, t in fields]
        ppn = [self.fresh('p') for _ in parent.init_params] if parent is not None else []
        cls.init_params = (list(parent.init_params) if parent is not None else []) + ptypes
        self.emit('def initialize(%s)' % ', '.join(ppn + pnames))
        with self.indented():
            if parent is not None:
                self.emit('super(%s)' % ', '.join(ppn))
            for (f, t), p in zip(fields, pnames):
                self.emit('@%s = %s' % (f, p))
        self.emit('end')

    def class_method(self, cls, allfields):
        """A method returning an Integer or a String, maybe overriding an inherited one and calling super."""
        r = self.r
        mname = self.fresh(r.choice(['value', 'score', 'label', 'area', 'step']))
        ret = r.choice(['int', 'int', 'str'])
        ptys = [r.choice(['int', 'str'])] if r.random() < 0.5 else []
        override = None
        if cls.parent is not None:
            pm = [(nm, sig) for c in lineage(cls.parent) for nm, sig in c.methods.items() if sig[1] == ret]
            if pm and r.random() < 0.5:
                override = self.pick(pm)
                mname = override[0]
                ptys = list(override[1][0])
        mctx = Ctx(None, kind='method')
        pn = [self.fresh('a') for _ in ptys]
        for pnm, t in zip(pn, ptys):
            mctx.vars[pnm] = Var(pnm, t, cap=6, slen=40, readonly=override is not None)
        for f, t in allfields:
            mctx.vars['@' + f] = Var('@' + f, t, cap=8, slen=60, readonly=True)
        self.emit('def %s%s' % (mname, '(%s)' % ', '.join(pn) if pn else ''))
        with self.indented(), self.own_cost():
            for _ in range(r.randint(0, 2)):
                self.gen_stmt(mctx, 1)
            if override is not None:
                # an override calling super (bare super passes the parameters on)
                sup = 'super' if r.random() < 0.5 else 'super(%s)' % ', '.join(pn)
                if ret == 'int':
                    e = self.gen_int(mctx, 1, 6)
                    self.emit('(%s + %s) %% 1000003' % (sup, self.wrap(e, P_ADD + 1)))
                else:
                    self.emit('"[" + %s + "]"' % sup)
            elif ret == 'int':
                self.emit(self.gen_int(mctx, 2, 7).code)
            else:
                self.emit(self.gen_str(mctx, 2, 60).code)
        self.emit('end')
        cls.methods[mname] = (ptys, ret)

    def class_protocols(self, cls, allfields):
        """to_s (every class has one: the default prints an address), maybe inspect, == and <=> on ids."""
        r = self.r
        parent = cls.parent
        name = cls.name
        if r.random() < 0.8:
            if parent is not None and r.random() < 0.5 and has_to_s(parent):
                self.emit_def('to_s', '"%s:" + super' % name)
            else:
                self.emit_def('to_s', '"%s(%s)"' % (name, ', '.join('#{@%s}' % f for f, _ in allfields)))
            cls.own_to_s = True
        cls.has_inspect = parent is not None and parent.has_inspect
        if r.random() < 0.6:
            shown = ' '.join('%s=#{@%s.inspect}' % (f, f) for f, _ in allfields)
            self.emit_def('inspect', '"#<%s %s>"' % (name, shown))
            cls.has_inspect = True
        eq = self.id_operator(cls, 0.5, '==', lambda o: ('id == %s.id' if r.random() < 0.5 else '@id == %s.id') % o)
        cls.has_eq = eq or (parent is not None and parent.has_eq)
        cmp = self.id_operator(cls, 0.6, '<=>',
                               lambda o: r.choice(['@id <=> %s.id', '%s.id <=> @id', 'id <=> %s.id']) % o)
        cls.has_cmp = cmp or (parent is not None and parent.has_cmp)
        if not has_to_s(cls):
            self.emit_def('to_s', '"%s"' % name)
            cls.own_to_s = True

    def id_operator(self, cls, p, op, body):
        """With probability p (when the root class reads its id), `def OP(other)` with body(other); True if so."""
        if self.r.random() < p and 'id' in lineage(cls)[-1].readers:
            o = self.fresh('other')
            self.emit_def('%s(%s)' % (op, o), body(o))
            return True
        return False
