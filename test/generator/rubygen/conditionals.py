"""Conditional statements: if/elsif/else, unless, modifiers, case/when (as a statement or a value)."""

from .model import P_ATOM, P_MUL, WORDS, E, Var


class Conditionals:
    def branch(self, ctx, n, depth, value=False):
        """An indented branch body of n statements in a nested scope (ending with a value when value)."""
        with self.indented():
            self.gen_block(self.sub(ctx), n, depth)
            if value:
                self.emit(self.gen_any(ctx, 0).code)

    def st_if(self, ctx, depth):
        r = self.r
        c = self.gen_bool(ctx, depth - 1)
        self.emit('if %s%s' % (c.code, ' then' if r.random() < 0.1 else ''))
        self.branch(ctx, r.randint(1, 3), depth - 1)
        for _ in range(r.choice([0, 0, 1, 2])):
            c = self.gen_bool(ctx, depth - 1)
            self.emit('elsif %s' % c.code)
            self.branch(ctx, r.randint(1, 2), depth - 1)
        if r.random() < 0.5:
            self.emit('else')
            self.branch(ctx, r.randint(1, 2), depth - 1)
        self.emit('end')

    def st_unless(self, ctx, depth):
        c = self.gen_bool(ctx, depth - 1)
        self.emit('unless %s' % c.code)
        self.branch(ctx, self.r.randint(1, 2), depth - 1)
        if self.chance(0.3):
            self.emit('else')
            self.branch(ctx, 1, depth - 1)
        self.emit('end')

    def st_modifier(self, ctx, depth):
        r = self.r
        k = r.random()
        if k < 0.6:
            c = self.gen_bool(ctx, depth - 1)
            inner = self.gen_print(ctx, depth - 1)
            self.emit('%s %s %s' % (inner, r.choice(['if', 'unless']), c.code))
            return
        # counter loops in modifier form
        name = self.fresh('c')
        n = r.randint(0, 9)
        self.emit('%s = 0' % name)
        if r.random() < 0.5:
            self.emit('%s += 1 while %s < %d' % (name, name, n))
        else:
            self.emit('%s += 1 until %s >= %d' % (name, name, n))
        ctx.vars[name] = Var(name, 'int', cap=2)

    def when_labels(self, kind):
        """The literals of one `when` for a case over an int, a str or a sym."""
        r = self.r
        if kind == 'int':
            return ', '.join(str(r.randint(-1, 5)) for _ in range(r.randint(1, 3)))
        if kind == 'str':
            return ', '.join('"%s"' % r.choice(WORDS) for _ in range(r.randint(1, 2)))
        return ', '.join(':' + r.choice(['red', 'green', 'blue', 'a', 'b']) for _ in range(r.randint(1, 2)))

    def st_case(self, ctx, depth):
        r = self.r
        k = r.random()
        if k < 0.5:
            kind = 'int'
            e = self.gen_int(ctx, depth - 1, 4)
            if r.random() < 0.6:
                e = E('%s %% %d' % (self.wrap(e, P_MUL), r.randint(2, 6)), P_MUL, 'int', dig=1)
        elif k < 0.8:
            kind = 'str'
            e = self.gen_str(ctx, depth - 1, 20)
        else:
            kind = 'sym'
            e = self.gen_sym(ctx)
        as_value = r.random() < 0.4
        name = self.fresh('cv')
        self.emit(('%s = case %s' % (name, e.code)) if as_value else 'case %s' % e.code)
        for _ in range(r.randint(1, 3)):
            if r.random() < 0.4:
                labels = self.when_labels(kind)
                self.emit('when %s then %s' % (labels, self.gen_any(ctx, 0).code if as_value else
                                               self.gen_print(ctx, 0)))
            else:
                self.emit('when %s' % self.when_labels(kind))
                self.branch(ctx, r.randint(0, 2), depth - 1, as_value)
        if r.random() < 0.6:
            self.emit('else')
            self.branch(ctx, r.randint(0, 1), depth - 1, as_value)
        self.emit('end')
        if as_value:
            ctx.vars[name] = Var(name, 'any')
            self.emit(self.cmd('p', [E(name, P_ATOM, 'any')]))
