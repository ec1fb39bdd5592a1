"""String and Symbol expressions: literals, interpolation, methods, format."""

from .model import P_ATOM, P_MUL, STR_CAP, WORDS, E, union_refs


class StrExprs:
    def gen_str(self, ctx, depth, maxlen=STR_CAP):
        """A String expression of at most about maxlen characters."""
        return self.scalar('str', ctx, depth, maxlen)

    def str_lit(self, short=False):
        r = self.r
        w = r.choice(WORDS)
        if short:
            w = r.choice(['a', 'b', 'o', 'l', 'ab', 'z', 'x', '', 'e', ' '])
        k = r.random()
        if not short and k < 0.12:
            esc = r.choice(['\\n', '\\t', '\\"', '\\\\', '\\e', '\\0', '\\x41', '\\#', '\\s', '\\r'])
            pos = r.randint(0, len(w))
            return E('"%s%s%s"' % (w[:pos], esc, w[pos:]), P_ATOM, 'str', slen=len(w) + 1)
        if not short and k < 0.22 and "'" not in w:
            return E("'%s'" % w, P_ATOM, 'str', slen=len(w))
        if not short and k < 0.26:
            w2 = r.choice(WORDS)
            return E('"%s" "%s"' % (w, w2), P_ATOM, 'str', slen=len(w) + len(w2))
        return E('"%s"' % w, P_ATOM, 'str', slen=len(w))

    def str_node(self, ctx, depth, maxlen):
        r = self.r
        choice = self.wpick([(6, 'interp'), (5, 'plus'), (2, 'times'), (6, 'meth'), (3, 'idx'), (3, 'conv'),
                             (2, 'join'), (3, 'fmt'), (2, 'tern'), (3, 'call'), (2, 'obj'), (1, 'sym')])
        if choice == 'interp':
            parts = []
            slen = 0
            refs = set()
            for _ in range(r.randint(1, 3)):
                w = r.choice(WORDS)
                parts.append(w)
                slen += len(w)
                e = self.gen_any(ctx, depth - 1)
                parts.append('#{' + e.code + '}')
                slen += 60
                refs |= e.refs
            if r.random() < 0.5:
                parts.append(r.choice(WORDS))
            return E('"' + ''.join(parts) + '"', P_ATOM, 'str', slen=min(slen, 200), refs=refs)
        if choice == 'plus':
            a = self.gen_str(ctx, depth - 1, maxlen // 2)
            b = self.gen_str(ctx, depth - 1, maxlen // 2)
            return self.binop(a, '+', b, 'str', slen=a.slen + b.slen)
        if choice == 'times':
            a = self.gen_str(ctx, depth - 1, maxlen // 4)
            n = r.randint(0, 4)
            return E('%s * %d' % (self.wrap(a, P_MUL), n), P_MUL, 'str', slen=a.slen * n, refs=a.refs)
        if choice == 'meth':
            a = self.gen_str(ctx, depth - 1, maxlen)
            m = r.choice(['upcase', 'downcase', 'capitalize', 'reverse', 'to_s', 'inspect', 'upcase'])
            extra = 10 if m == 'inspect' else 0
            return E('%s.%s' % (self.recv(a), m), P_ATOM, 'str', slen=a.slen * (2 if m == 'inspect' else 1) + extra,
                     refs=a.refs)
        if choice == 'idx':
            a = self.gen_str(ctx, depth - 1, maxlen)
            i = r.randint(-4, 6)
            if r.random() < 0.5:
                return E('%s[%d].to_s' % (self.recv(a), i), P_ATOM, 'str', slen=1, refs=a.refs)
            return E('%s[%d, %d].to_s' % (self.recv(a), i, r.randint(0, 5)), P_ATOM, 'str', slen=5, refs=a.refs)
        if choice == 'conv':
            k = r.random()
            if k < 0.4:
                e = self.gen_int(ctx, depth - 1, 40)
                if r.random() < 0.3:
                    return E('%s.to_s(%d)' % (self.recv(e), r.choice([2, 3, 8, 16, 36])), P_ATOM, 'str',
                             slen=e.dig * 4, refs=e.refs)
                return E('%s.%s' % (self.recv(e), r.choice(['to_s', 'inspect'])), P_ATOM, 'str', slen=e.dig + 1,
                         refs=e.refs)
            if k < 0.7:
                e = self.gen_float(ctx, depth - 1)
                return E('%s.to_s' % self.recv(e), P_ATOM, 'str', slen=25, refs=e.refs)
            e = self.gen_bool(ctx, depth - 1)
            return E('%s.to_s' % self.recv(e), P_ATOM, 'str', slen=5, refs=e.refs)
        if choice == 'join':
            arrs = self.vars_of(ctx, lambda v: v.ty in ('aint', 'astr') and v.maxlen * (v.edig + 3) <= maxlen)
            if arrs:
                a = self.pick(arrs)
                if r.random() < 0.5:
                    return E('%s.join' % a.name, P_ATOM, 'str', slen=a.maxlen * (a.edig + 1), refs=[a.name])
                sep = r.choice(['", "', '"-"', '" "', "''", '"|"'])
                return E('%s.join(%s)' % (a.name, sep), P_ATOM, 'str', slen=a.maxlen * (a.edig + 3),
                         refs=[a.name])
            return self.str_lit()
        if choice == 'fmt':
            return self.gen_format(ctx, depth - 1)
        if choice in ('tern', 'call'):
            return self.shared_node(choice, 'str', ctx, depth, maxlen) or self.str_lit()
        if choice == 'obj':
            return self.obj_str(ctx, depth) or self.str_lit()
        if choice == 'sym':
            s = self.gen_sym(ctx)
            return E('%s.to_s' % self.recv(s), P_ATOM, 'str', slen=10, refs=s.refs)
        return self.str_lit()

    def gen_format(self, ctx, depth):
        r = self.r
        specs = []
        args = []
        text = []
        for _ in range(r.randint(1, 3)):
            k = r.random()
            if k < 0.3:
                d = r.choice(['%d', '%d', '%5d', '%-5d', '%05d', '%+d', '%x', '%3d'])
                args.append(self.gen_int(ctx, depth, 20))
            elif k < 0.5:
                d = r.choice(['%x', '%05d', '%o', '%b', '%X'])
                args.append(self.gen_int(ctx, depth, 12))
            elif k < 0.75:
                d = r.choice(['%f', '%.2f', '%.1f', '%.3f', '%8.2f', '%.0f', '%-8.1f|', '%.5f'])
                args.append(self.gen_float(ctx, depth) if r.random() < 0.8 else self.gen_int(ctx, depth, 8))
            else:
                d = r.choice(['%s', '%s', '%-6s|', '%8s'])
                args.append(self.gen_any(ctx, depth))
            specs.append(d)
            text.append(r.choice(['', ' ', ':', ' = ', ', ', '%%', ' x ']))
        fmt = '"' + ''.join(s + t for s, t in zip(specs, text)) + '"'
        refs = union_refs(args)
        if r.random() < 0.6:
            return E('format(%s)' % ', '.join([fmt] + [self.arg(a) for a in args]), P_ATOM, 'str', slen=100,
                     refs=refs)
        if len(args) == 1 and r.random() < 0.5 and args[0].ty not in ('aint', 'astr', 'aflt', 'any'):
            return E('%s %% %s' % (fmt, self.wrap(args[0], P_MUL + 1)), P_MUL, 'str', slen=100, refs=refs)
        return E('%s %% [%s]' % (fmt, ', '.join(self.arg(a) for a in args)), P_MUL, 'str', slen=100, refs=refs)

    def gen_sym(self, ctx):
        vs = self.vars_of(ctx, lambda v: v.ty == 'sym')
        if vs and self.chance(0.5):
            v = self.pick(vs)
            return E(v.name, P_ATOM, 'sym', refs=[v.name])
        return E(':' + self.pick(['red', 'green', 'blue', 'a', 'b', 'ok?', 'go!', 'Up', 'x1', '_z']), P_ATOM, 'sym')
